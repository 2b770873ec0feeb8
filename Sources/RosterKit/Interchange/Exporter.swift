/// Writes the league in the import formats, an entity at a time, its columns from the entity's
/// presentation: teams (`name,city,abbreviation`) and players (`team,name,age,position,number`, and
/// `id` when any player has one), as CSV or JSON.
/// Importing an export into an empty database gives back the same league: CSV is written safe
/// for spreadsheets (`CSVWriter`: a value that would be read as a formula gets a `'` in front),
/// and the import takes that `'` off again.
public struct Exporter {
  public enum Format: Sendable { case csv, json }

  let context: Context
  let format: Format

  public init(context: Context, format: Format) {
    self.context = context
    self.format = format
  }

  /// Every object of `entity` (or a parent's), in its file's columns: the presentation's file
  /// columns, the parent by its display name, and the optional columns some object has a value in.
  /// Objects placed in parents come by parent, then in the entity's order.
  public func export(_ entity: Entity, parent: ManagedObject? = nil, to output: TextOutput) throws {
    let presentation = entity.presentation
    let relationship = entity.parentRelationship
    let predicate = parent.flatMap { parent in
      relationship.map { Predicate.comparison(key: $0.name, .equal, .object(parent.objectID)) }
    }
    let parentDisplay = relationship.map {
      "\($0.name).\(context.model.entity(named: $0.destination).presentation.displayKey)"
    }
    var keys = presentation.fileColumns
    for key in presentation.optionalFileColumns {
      let present = Predicate.comparison(key: key, .notEqual, .null)
      if try context.count(FetchRequest(entity: entity, predicate: Predicate.and(predicate, present))) > 0 {
        keys.append(key)
      }
    }
    let keyPaths = keys.map { $0 == relationship?.name ? parentDisplay ?? $0 : $0 }
    let request = FetchRequest(
      entity: entity, predicate: predicate,
      sortDescriptors: (parentDisplay.map { [SortDescriptor($0)] } ?? []) + presentation.defaultOrder)
    try write(request, keyPaths: keyPaths, keys: keys, to: output)
  }

  public func teams(to output: TextOutput) throws { try export(RosterModel.team, to: output) }

  /// Every player, or one team's; by team, then youngest first.
  public func players(team: Team? = nil, to output: TextOutput) throws {
    try export(RosterModel.player, parent: team, to: output)
  }

  private func write(_ request: FetchRequest, keyPaths: [String], keys: [String], to output: TextOutput)
    throws
  {
    switch format {
    case .csv:
      output.write(CSVWriter.record(keys))
      // Bytes from the database straight into a line, a line at a time: no String per value.
      var line: [UInt8] = []
      try context.enumerateRows(request, keyPaths: keyPaths) { row in
        line.removeAll(keepingCapacity: true)
        for index in 0..<keyPaths.count {
          if index > 0 { line.append(UInt8(ascii: ",")) }
          _ = row.withUTF8(at: index) { CSVWriter.append($0, to: &line) }
        }
        line.append(10)
        line.withUnsafeBufferPointer { output.write(bytes: $0) }
      }
    case .json:
      var first = true
      output.write("[")
      try context.enumerateValues(request, keyPaths: keyPaths) { row in
        output.write((first ? "\n  " : ",\n  ") + JSONText.object(Array(zip(keys, row))))
        first = false
      }
      output.write(first ? "]\n" : "\n]\n")
    }
  }
}
