/// New rows of an import where the store loads in bulk (`Store.bulkLoader`: a server, where a
/// statement a row is a round trip a row): streamed in batches (`COPY … FROM STDIN` on
/// PostgreSQL) into a temporary staging table, checked against the league's unique rules with a
/// query a rule, then merged with one `INSERT … SELECT` — all inside the import's transaction, so
/// the import stays all-or-nothing and every clash is reported with its line, as on SQLite.
///
/// Only rows no other row of the import refers to are staged (players, not teams): their ids
/// are needed by nobody before the merge. A constraint that failed mid-way would abort
/// PostgreSQL's transaction, where SQLite lets the import note the row and go on.
final class StagedRows {
  /// A staged row that breaks a unique rule: its file line, its values and targets (in the
  /// entity's order), the rule, and the record as read (for a rejects file).
  struct Clash {
    let line: Int
    let values: [DatabaseValue]
    let targets: [Int64?]
    let constraint: Entity.UniqueConstraint
    let fields: [String]
  }

  let entity: Entity
  private let store: any Store
  private let loader: any BulkLoader
  /// The temporary table the rows wait in.
  let table: String

  /// Nil where the store has no bulk loader: there each new row is inserted as it is read.
  init?(_ entity: Entity, store: any Store) throws {
    table = "roster_staged_" + entity.table
    let columns = entity.columns + ["line", "record"]
    guard let loader = store.bulkLoader(into: table, columns: columns) else { return nil }
    self.entity = entity
    self.store = store
    self.loader = loader
    let types = entity.attributes.flatMap { attribute -> [ColumnType] in
      let type = attribute.columnType
      return attribute.isFolded ? [type, .text] : [type]
    }
    let definitions =
      zip(columns, types + entity.toOneRelationships.map { _ in .integer } + [.integer, .text]).map {
        SQL.quoted($0) + " " + store.dialect.columnType($1)
      }
    try store.execute("DROP TABLE IF EXISTS \(ident: table)")
    try store.execute(
      "CREATE TEMPORARY TABLE \(ident: table) (" + SQL(definitions.joined(separator: ", ")) + ")")
  }

  /// Adds a new row from file line `line`, laid out by `RowWriter.row`, with its fields when a
  /// rejects file may need them (the record written out again is a fifth of what is staged).
  func append(_ row: [DatabaseValue], line: Int, fields: [String]?) throws {
    let record = fields.map { DatabaseValue.text(CSVWriter.record($0, neutralizingFormulas: false)) } ?? .null
    try loader.append(row, followedBy: [.integer(Int64(line)), record])
  }

  /// Staged rows that break a unique rule — with a row of the league, or an earlier line of the
  /// file — in line order, each once (for the first rule it breaks). Only the rules whose keys
  /// are all among `given` (the file's columns) are looked at: a key the file has no column for
  /// is NULL on every staged row, and a row with a NULL key breaks no rule.
  func clashes(given: Set<String>) throws -> [Clash] {
    try loader.flush()
    var found: [Int: Clash] = [:]
    for constraint in entity.uniqueConstraints where constraint.keys.allSatisfy(given.contains) {
      for clash in try clashes(with: constraint) where found[clash.line] == nil { found[clash.line] = clash }
    }
    return found.values.sorted { $0.line < $1.line }
  }

  /// The staged rows that break `constraint`: a window over its columns finds earlier lines of
  /// the file with one sort (a correlated subquery over the unindexed staging table would compare
  /// every pair of rows); `EXISTS` finds the league's rows through the rule's own index.
  private func clashes(with constraint: Entity.UniqueConstraint) throws -> [Clash] {
    let keyColumns = entity.columns(forKeys: constraint.keys).map(SQL.identifier)
    let stored = entity.columns.map(SQL.identifier)
    let staged = SQL.identifier(table)
    let partition = SQL.joined(keyColumns, separator: ", ")
    let present = SQL.joined(keyColumns.map { $0 + " IS NOT NULL" }, separator: " AND ")
    let same = SQL.joined(keyColumns.map { "p." + $0 + " = s." + $0 }, separator: " AND ")
    let sql: SQL =
      "SELECT s.\(ident: "line"), s.\(ident: "record"), "
      + SQL.joined(stored.map { "s." + $0 }, separator: ", ")
      + " FROM (SELECT *, row_number() OVER (PARTITION BY " + partition + " ORDER BY \(ident: "line")) AS "
      + "\(ident: "rank") FROM " + staged + " WHERE " + present + ") AS s WHERE s.\(ident: "rank") > 1 OR "
      + "EXISTS (SELECT 1 FROM \(ident: entity.table) AS p WHERE " + same + ")"
    let targetsStart = 2 + entity.columns.count - entity.toOneRelationships.count
    return try store.rows(sql).map { row in
      let record = row[1].textValue ?? ""
      let fields = (try? CSVReader(bytes: Array(record.utf8)).next()?.fields) ?? []
      var values: [DatabaseValue] = []
      var column = 2
      for attribute in entity.attributes {
        values.append(row[column])
        column += attribute.isFolded ? 2 : 1
      }
      return Clash(
        line: Int(row[0].integerValue ?? 0), values: values,
        targets: row[targetsStart...].map(\.integerValue), constraint: constraint, fields: fields)
    }
  }

  /// Merges the staged rows, less those on `rejected` lines, into the entity's table; the ids
  /// they took, as runs (other clients' rows may come between on a server).
  func merge(rejecting rejected: [Int]) throws -> [ClosedRange<Int64>] {
    try loader.flush()
    let staged = SQL.identifier(table)
    for chunk in stride(from: 0, to: rejected.count, by: 500) {
      let lines = rejected[chunk..<min(chunk + 500, rejected.count)].map { SQL.value(.integer(Int64($0))) }
      try store.execute(
        "DELETE FROM " + staged + " WHERE \(ident: "line") IN (" + SQL.joined(lines, separator: ", ") + ")")
    }
    let targets = SQL.joined(entity.columns.map(SQL.identifier), separator: ", ")
    let insert: SQL =
      "INSERT INTO " + store.writeTarget(entity.table) + " (" + targets + ") SELECT " + targets + " FROM "
      + staged
      + " ORDER BY \(ident: "line")"
    // One row a run, from a window over the ids returned.
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
    try store.execute("TRUNCATE " + staged)
    return runs.sorted { $0.lowerBound < $1.lowerBound }
  }
}
