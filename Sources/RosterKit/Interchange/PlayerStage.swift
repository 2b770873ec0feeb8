/// New players of an import where the store loads in bulk (`Store.bulkLoader`: a server, where a
/// statement a row is a round trip a row): streamed in batches (`COPY … FROM STDIN` on
/// PostgreSQL) into a temporary staging table, checked against the league for clashes with one
/// query, then merged with one `INSERT … SELECT` — all inside the import's transaction, so the
/// import stays all-or-nothing and every clash is reported with its line, as on SQLite.
///
/// A statement a row would cost a round trip a row; and a constraint that fails mid-way would
/// abort PostgreSQL's transaction, where SQLite lets the import note the row and go on.
final class PlayerStage {
  private let store: any Store
  private let writer: EntityWriter
  private let loader: any BulkLoader
  static let table = "roster_staged_players"

  /// Nil where the store has no bulk loader: there each new player is inserted as it is read.
  init?(store: any Store, writer: EntityWriter) throws {
    let entity = writer.entity
    let columns = EntityWriter.insertColumns(entity) + ["line", "record"]
    guard let loader = store.bulkLoader(into: Self.table, columns: columns) else { return nil }
    self.store = store
    self.writer = writer
    self.loader = loader
    let types = entity.attributes.flatMap { attribute -> [ColumnType] in
      let type: ColumnType = attribute.kind == .text ? .text : .integer
      return attribute.isFolded ? [type, .text] : [type]
    }
    let definitions =
      zip(columns, types + entity.toOneRelationships.map { _ in .integer } + [.integer, .text]).map {
        SQL.quoted($0) + " " + store.dialect.columnType($1)
      }
    try store.execute("DROP TABLE IF EXISTS \(ident: Self.table)")
    try store.execute(
      "CREATE TEMPORARY TABLE \(ident: Self.table) (" + SQL(definitions.joined(separator: ", ")) + ")")
  }

  /// Adds a new player from file line `line` (`fields` kept for a rejects file).
  func append(_ values: RowValues, team: Int64, line: Int, fields: [String]) throws {
    try loader.append(
      writer.insertValues(values, foreignKeys: [team]) + [
        .integer(Int64(line)), .text(CSVWriter.record(fields, neutralizingFormulas: false)),
      ])
  }

  /// Staged rows whose jersey number a player of the team already wears, or an earlier line of
  /// the file claimed: the line, the number, the team's name and the row as read.
  func clashes() throws -> [(line: Int, number: String, team: String, fields: [String])] {
    try loader.flush()
    let players = RosterModel.player
    let number = SQL.identifier(players.attribute("number")!.column)
    let team = SQL.identifier(players.relationship("team")!.column!)
    let staged = SQL.identifier(Self.table)
    // Earlier lines of the file by a window over (team, number): one sort, where a correlated
    // subquery over the unindexed staging table would compare every pair of rows.
    let sql: SQL =
      "SELECT s.\(ident: "line"), s." + number + ", t.\(ident: "name"), s.\(ident: "record") FROM (SELECT "
      + "\(ident: "line"), " + number + ", " + team + ", \(ident: "record"), row_number() OVER (PARTITION BY "
      + team
      + ", " + number + " ORDER BY \(ident: "line")) AS \(ident: "rank") FROM " + staged + " WHERE " + number
      + " IS NOT NULL) AS s JOIN \(ident: RosterModel.team.table) AS t ON t.\(ident: "id") = s." + team
      + " WHERE s.\(ident: "rank") > 1 OR EXISTS (SELECT 1 FROM \(ident: players.table) AS p WHERE p." + team
      + " = s." + team + " AND p." + number + " = s." + number + ") ORDER BY s.\(ident: "line")"
    return try store.rows(sql).map { row in
      let record = row[3].textValue ?? ""
      let fields = (try? CSVReader(bytes: Array(record.utf8)).next()?.fields) ?? []
      return (Int(row[0].integerValue ?? 0), row[1].description, row[2].description, fields ?? [])
    }
  }

  /// Merges the staged rows, less those on `rejected` lines, into the players table.
  func merge(rejecting rejected: [Int]) throws {
    try loader.flush()
    let staged = SQL.identifier(Self.table)
    for chunk in stride(from: 0, to: rejected.count, by: 500) {
      let lines = rejected[chunk..<min(chunk + 500, rejected.count)].map { SQL.value(.integer(Int64($0))) }
      try store.execute(
        "DELETE FROM " + staged + " WHERE \(ident: "line") IN (" + SQL.joined(lines, separator: ", ") + ")")
    }
    let targets = SQL.joined(EntityWriter.insertColumns(writer.entity).map(SQL.identifier), separator: ", ")
    let insert: SQL =
      "INSERT INTO \(ident: writer.entity.table) (" + targets + ") SELECT " + targets + " FROM " + staged
      + " ORDER BY \(ident: "line")"
    if let changes = writer.changes {
      // The ids the merge took, as runs (other clients' rows may come between on a server): one
      // row a run, from a window over the ids returned, for an undo of the import.
      let id = SQL.identifier("id")
      let runs = try store.rows(
        "WITH \(ident: "inserted") AS (" + insert + " RETURNING " + id + ") SELECT min(" + id + "), max(" + id
          + ") FROM (SELECT " + id + ", " + id + " - row_number() OVER (ORDER BY " + id
          + ") AS \(ident: "run") "
          + "FROM \(ident: "inserted")) AS \(ident: "ids") GROUP BY \(ident: "run")"
      ).compactMap { row -> ClosedRange<Int64>? in
        guard let low = row[0].integerValue, let high = row[1].integerValue, low <= high else { return nil }
        return low...high
      }
      changes.recordInserts(writer.entity, runs: runs.sorted { $0.lowerBound < $1.lowerBound })
    } else {
      try store.execute(insert)
    }
    try store.execute("DELETE FROM " + staged)
  }
}
