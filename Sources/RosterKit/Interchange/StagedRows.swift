/// New rows of a large import where the store loads in bulk (`Store.bulkLoader`: a server, where
/// a statement a row is a round trip a row): streamed in batches (`COPY … FROM STDIN` on
/// PostgreSQL) into a temporary staging table, held to the entity's unique rules with a query a
/// rule (`UniqueRule.clashes`), then merged with one `INSERT … SELECT` — all inside the import's
/// transaction, so the import stays all-or-nothing and every clash is reported with its line and
/// the rule's sentence, as on SQLite.
///
/// Only rows no other row of the import refers to are staged (players, not teams): their ids
/// are needed by nobody before the merge. A constraint that failed mid-way would abort
/// PostgreSQL's transaction, where SQLite lets the import note the row and go on.
final class StagedRows {
  /// A staged row that breaks a unique rule: its file line, the row as it would have been stored,
  /// the rule, and the row as a rejects file writes it (`RejectsWriter.row`), when it was kept.
  struct Clash {
    let line: Int
    let row: [DatabaseValue]
    let rule: UniqueRule
    let rejected: String?
  }

  let entity: Entity
  private let store: any Store
  private let loader: any BulkLoader
  /// The temporary table the rows wait in.
  let table: String
  /// The stored columns of a row.
  private let width: Int

  /// Nil where the store has no bulk loader: there each new row is inserted as it is read.
  init?(_ entity: Entity, store: any Store) throws {
    table = "roster_staged_" + entity.table
    let typed =
      entity.typedColumns
      + [
        ("line", .integer), ("rejected", .text), ("problem_index", .integer), ("problem_column", .text),
        ("problem", .text),
      ]
    width = typed.count - 5
    guard let loader = store.bulkLoader(into: table, columns: typed.map(\.column)) else { return nil }
    self.entity = entity
    self.store = store
    self.loader = loader
    let definitions = typed.map { SQL.quoted($0.column) + " " + store.dialect.columnType($0.type) }
    try store.execute("DROP TABLE IF EXISTS \(ident: table)")
    try store.execute(
      "CREATE TEMPORARY TABLE \(ident: table) (" + SQL(definitions.joined(separator: ", ")) + ")")
  }

  /// Adds a new row from file line `line`, laid out by `RowWriter.row`, with the line a rejects
  /// file would write for it when it may need one (a fifth of what is staged).
  func append(_ row: [DatabaseValue], line: Int, rejected: String?) throws {
    try loader.append(
      row, followedBy: [.integer(Int64(line)), rejected.map { .text($0) } ?? .null, .null, .null, .null])
  }

  /// Keeps the problems of the bad row on file line `line`, and the line a rejects file would
  /// write for it, to be reported in line order with the staged rows' clashes (`turnedAway`):
  /// an entry a problem, every stored column NULL, so that no rule and no merge sees them.
  func turnAway(line: Int, problems: [(column: String?, message: String)], rejected: String?) throws {
    let none = [DatabaseValue](repeating: .null, count: width)
    for (index, problem) in problems.enumerated() {
      try loader.append(
        none,
        followedBy: [
          .integer(Int64(line)), index == 0 ? rejected.map { .text($0) } ?? .null : .null,
          .integer(Int64(index)),
          problem.column.map { .text($0) } ?? .null, .text(problem.message),
        ])
    }
  }

  /// The bad rows kept by `turnAway`, in line order: each line's rejects line and problems.
  func turnedAway(
    _ body: (_ line: Int, _ rejected: String?, _ problems: [(column: String?, message: String)]) throws ->
      Void
  ) throws {
    try loader.flush()
    var current: (line: Int, rejected: String?, problems: [(column: String?, message: String)])?
    try store.query(
      "SELECT \(ident: "line"), \(ident: "rejected"), \(ident: "problem_column"), \(ident: "problem") FROM "
        + SQL.identifier(table) + " WHERE \(ident: "problem") IS NOT NULL ORDER BY \(ident: "line"), "
        + "\(ident: "problem_index")"
    ) { row in
      let line = Int(row.int64(at: 0) ?? 0)
      if let kept = current, kept.line != line { try body(kept.line, kept.rejected, kept.problems) }
      if current?.line != line { current = (line, row.value(at: 1).textValue, []) }
      current!.problems.append((row.value(at: 2).textValue, row.value(at: 3).textValue ?? ""))
    }
    if let current { try body(current.line, current.rejected, current.problems) }
  }

  /// Staged rows that break a unique rule — with a row of the league, or an earlier line of the
  /// file — in line order, each once (for the first rule it breaks). Only the rules whose keys
  /// are all among `given` (the file's columns) are looked at (`UniqueRule.rules`); a bad row
  /// kept in its place (`turnAway`) has no key, and breaks none.
  func clashes(given: Set<String>) throws -> [Clash] {
    try loader.flush()
    var found: [Int: Clash] = [:]
    for rule in UniqueRule.rules(of: entity, given: given) {
      for clash in try clashes(with: rule) where found[clash.line] == nil { found[clash.line] = clash }
    }
    return found.values.sorted { $0.line < $1.line }
  }

  /// The staged rows that break `rule`, as stored.
  private func clashes(with rule: UniqueRule) throws -> [Clash] {
    let selected = ["line", "rejected"] + entity.columns
    let sql = rule.clashes(
      in: SQL.identifier(table), line: SQL.identifier("line"), selecting: selected.map(SQL.identifier))
    return try store.rows(sql).map { row in
      Clash(
        line: Int(row[0].integerValue ?? 0), row: Array(row[2...]), rule: rule, rejected: row[1].textValue)
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
      + staged + " WHERE \(ident: "problem") IS NULL ORDER BY \(ident: "line")"
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
