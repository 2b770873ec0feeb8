/// Writes the league in the import formats: teams (`name,city,abbreviation`) and players
/// (`team,name,age,position,number`, and `id` when any player has one), as CSV or JSON.
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

  public func teams(to output: TextOutput) throws {
    let request = FetchRequest(entity: RosterModel.team, sortDescriptors: [SortDescriptor("name")])
    try write(
      request, keyPaths: ["name", "city", "abbreviation"], keys: ["name", "city", "abbreviation"], to: output)
  }

  /// Every player, or one team's; by team, then youngest first.
  public func players(team: Team? = nil, to output: TextOutput) throws {
    let predicate = team.map { Predicate.comparison(key: "team", .equal, .object($0.objectID)) }
    var keyPaths = ["team.name", "name", "age", "position", "number"]
    var keys = ["team", "name", "age", "position", "number"]
    let withID = Predicate.and(predicate, .comparison(key: "id", .notEqual, .null))
    if try context.count(FetchRequest(entity: RosterModel.player, predicate: withID)) > 0 {
      keyPaths.append("id")
      keys.append("id")
    }
    let request = FetchRequest(
      entity: RosterModel.player, predicate: predicate,
      sortDescriptors: [SortDescriptor("team.name")] + Player.defaultOrder)
    try write(request, keyPaths: keyPaths, keys: keys, to: output)
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
