/// Writes the league in the import formats, an entity at a time, its columns from the entity's
/// presentation: teams (`name,city,abbreviation`, and `division` when any team has one), players
/// (`team,name,birthdate,age,position,number`, and `id` when any player has one), contacts
/// (`team,player,name,relation,email,phone`), …, as CSV or JSON. Private values (birthdates,
/// emails, phones) are always written: an export moves a league between systems.
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
  /// columns (a reference by its target's display name, a qualifier by the parent's: a contact's
  /// player by team and name), and the optional columns some object has a value in. Objects
  /// placed in parents come by parent, then in the entity's order.
  ///
  /// An attribute stored only while the one it is read from is unknown (an age, without a
  /// birthdate) is written only then: a file holds the birthdate, never an age that was right on
  /// the day of the export and is refused by an import a year later.
  public func export(_ entity: Entity, parent: ManagedObject? = nil, to output: TextOutput) throws {
    let model = context.model
    let presentation = entity.presentation
    let relationship = entity.parentRelationship
    let predicate = parent.flatMap { parent in
      relationship.map { Predicate.comparison(key: $0.name, .equal, .object(parent.objectID)) }
    }
    var columns = presentation.fileColumns.map(FileColumn.init)
    for key in presentation.optionalFileColumns {
      let present = Predicate.comparison(key: key, .notEqual, .null)
      if try context.count(FetchRequest(entity: entity, predicate: Predicate.and(predicate, present))) > 0 {
        columns.append(FileColumn(key))
      }
    }
    var keyPaths = columns.map { $0.keyPath(of: entity, in: model) }
    var blanks: [(column: Int, unless: Int)] = []
    for (index, column) in columns.enumerated() {
      guard let derivation = entity.attribute(column.key)?.derivation, derivation.otherwise == column.key
      else { continue }
      if !keyPaths.contains(derivation.from) { keyPaths.append(derivation.from) }
      blanks.append((index, keyPaths.firstIndex(of: derivation.from)!))
    }
    // By parent, a qualified one by its own parent first (a contact by team, then player). An
    // entity placed in none (divisions) is in its listing's order alone.
    let placing = columns.filter { column in
      relationship.map { column.key == $0.name || column.qualified?.reference == $0.name } ?? false
    }
    let request = FetchRequest(
      entity: entity, predicate: predicate,
      sortDescriptors: placing.map { SortDescriptor($0.keyPath(of: entity, in: model)) }
        + presentation.defaultOrder)
    let requests =
      try parent == nil && placing.count == 1 && placing[0].qualified == nil
      ? byParent(request, relationship!) : [request]
    try write(requests, keyPaths: keyPaths, keys: columns.map(\.header), blanks: blanks, to: output)
  }

  /// `request`, whose rows come by parent (by a key no two parents share), as one request a
  /// parent in that order, then those without one (missing values sort last): the same rows in
  /// the same order, each parent's read through the index that places them and sorted alone,
  /// where one query sorts the league's million rows before it writes the first.
  private func byParent(_ request: FetchRequest, _ relationship: Relationship) throws -> [FetchRequest] {
    let parents = context.model.entity(named: relationship.destination)
    let key = parents.presentation.displayKey
    guard parents.uniqueConstraints.contains(where: { $0.keys == [key] }) else { return [request] }
    let ids = try context.fetchValues(
      FetchRequest(entity: parents, sortDescriptors: [SortDescriptor(key)]), keyPaths: ["self"])
    let within = { (value: Predicate.Value) in
      var one = request
      one.predicate = Predicate.and(.comparison(key: relationship.name, .equal, value), request.predicate)
      return one
    }
    let each = ids.map { within(.object(ObjectID(entityName: parents.name, rowID: $0[0].integerValue ?? 0))) }
    return each + (relationship.isOptional ? [within(.null)] : [])
  }

  public func teams(to output: TextOutput) throws { try export(RosterModel.team, to: output) }

  /// Every player, or one team's; by team, then youngest first.
  public func players(team: Team? = nil, to output: TextOutput) throws {
    try export(RosterModel.player, parent: team, to: output)
  }

  /// Writes the values of `keyPaths` under the headers `keys` (key paths past them are read for
  /// `blanks`: a column left empty where the row has a value in another).
  private func write(
    _ requests: [FetchRequest], keyPaths: [String], keys: [String], blanks: [(column: Int, unless: Int)],
    to output: TextOutput
  ) throws {
    let isBlank = { (row: any Row, index: Int) in
      blanks.contains { $0.column == index && !row.value(at: $0.unless).isNull }
    }
    switch format {
    case .csv:
      output.write(CSVWriter.record(keys))
      // Bytes from the database straight into a line, a line at a time: no String per value.
      var line: [UInt8] = []
      for request in requests {
        try context.enumerateRows(request, keyPaths: keyPaths) { row in
          line.removeAll(keepingCapacity: true)
          for index in 0..<keys.count {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            if !blanks.isEmpty && isBlank(row, index) { continue }
            _ = row.withUTF8(at: index) { CSVWriter.append($0, to: &line) }
          }
          line.append(10)
          line.withUnsafeBufferPointer { output.write(bytes: $0) }
        }
      }
    case .json:
      var first = true
      output.write("[")
      for request in requests {
        try context.enumerateValues(request, keyPaths: keyPaths) { row in
          var values = Array(row.prefix(keys.count))
          for blank in blanks where !row[blank.unless].isNull { values[blank.column] = .null }
          output.write((first ? "\n  " : ",\n  ") + JSONText.object(Array(zip(keys, values))))
          first = false
        }
      }
      output.write(first ? "]\n" : "\n]\n")
    }
  }
}
