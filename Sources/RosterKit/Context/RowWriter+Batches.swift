/// Many rows changed or deleted at once, a statement for a batch: what a bulk edit (`set players
/// where …`, `season new --release-all`), its undo and a revert from the journal write.
///
/// The rows' ids, versions and new values are bound as one JSON array, which the statement reads
/// as a table (`SQLDialect.jsonElements`) and joins to the rows by id, so that one statement
/// changes a hundred thousand rows within every engine's limit on bound values. A statement a
/// row cost PostgreSQL a round trip and a run of the journal's statement trigger each: 0.35 ms
/// a row on the server alone, 40 s for 100,000 players; SQLite the work of a statement a row.
extension RowWriter {
  /// One row's change: the attributes in `values` (by name; folded copies follow) and the to-one
  /// targets in `targets` (by relationship name), if the row still has `version` (any, if nil).
  public struct RowChange {
    public let id: Int64
    public let version: Int64?
    public let values: [(key: String, value: DatabaseValue)]
    public let targets: [(key: String, target: Int64?)]

    public init(
      id: Int64, version: Int64?, values: [(key: String, value: DatabaseValue)],
      targets: [(key: String, target: Int64?)] = []
    ) {
      self.id = id
      self.version = version
      self.values = values
      self.targets = targets
    }

    /// What its statement must be the same in: the keys it writes, and whether it checks versions.
    fileprivate var shape: [String] {
      values.map(\.key) + ["->"] + targets.map(\.key) + [version == nil ? "any" : "version"]
    }
  }

  /// Rows a statement changes at most: its JSON is about a megabyte.
  static let batchRows = 10_000

  /// Runs `body`, a transaction that changes `rows` rows, as a large one when they are
  /// `batchRows` or more (`SQLDialect.largeTransaction`): a rollover of 200,000 players spent
  /// 3.1 of its 8.7 s of CPU writing pages to SQLite's WAL as the cache filled and reading them
  /// back, and grew 2.3–2.8 times from 100,000; its pages kept, 0.4 s.
  public func changing<T>(rows: Int, _ body: () throws -> T) throws -> T {
    guard rows >= Self.batchRows else { return try body() }
    let (before, after) = store.dialect.largeTransaction
    for statement in before { try store.execute(SQL(statement)) }
    defer { for statement in after { _ = try? store.execute(SQL(statement)) } }
    return try body()
  }

  /// Changes rows of `entity` as `update(_:id:version:values:targets:)` changes one, raising
  /// their versions: a statement for the rows that write the same keys (and for each
  /// `batchRows` of them), in the order of their ids (and so journaled). False when a row was
  /// not written because it no longer has the version given (changed or deleted by another
  /// session since it was read); the others are.
  public func update(_ entity: Entity, rows: [RowChange]) throws -> Bool {
    var shapes: [[String]: Int] = [:]
    var groups: [[RowChange]] = []
    for row in rows where !row.values.isEmpty || !row.targets.isEmpty {
      let shape = row.shape
      if let index = shapes[shape] {
        groups[index].append(row)
      } else {
        shapes[shape] = groups.count
        groups.append([row])
      }
    }
    var written = true
    for var group in groups {
      // In the order of the rows' ids: in the order of a listing (players by age), each row was
      // a page read from the file past SQLite's cache (100,000 players: 1.4× the time a row of
      // 10,000; the same UPDATE in id order, 1.1×).
      group.sort { $0.id < $1.id }
      for start in stride(from: 0, to: group.count, by: Self.batchRows) {
        let batch = group[start..<min(start + Self.batchRows, group.count)]
        let changed = try store.execute(updating(entity, batch))
        if changed < batch.count { written = false }
      }
    }
    return written
  }

  /// One statement of `update(_:rows:)`, for rows of one shape.
  func updating(_ entity: Entity, _ batch: ArraySlice<RowChange>) -> SQL {
    let first = batch[batch.startIndex]
    var assignments: [SQL] = []
    var columns: [(name: String, type: ColumnType)] = []
    for (key, _) in first.values {
      guard let attribute = entity.attribute(key) else { continue }
      columns.append((attribute.column, attribute.columnType))
      if let fold = attribute.foldColumn { columns.append((fold, .text)) }
    }
    for (key, _) in first.targets {
      guard let column = entity.relationship(key)?.column else { continue }
      columns.append((column, .integer))
    }
    for column in columns {
      assignments.append(SQL.identifier(column.name) + " = " + element(column.name, column.type))
    }
    let rows = batch.map { row -> String in
      var fields = [("id", DatabaseValue.integer(row.id))]
      if let version = row.version { fields.append(("version", .integer(version))) }
      for (key, value) in row.values {
        guard let attribute = entity.attribute(key) else { continue }
        fields.append((attribute.column, value))
        if let fold = attribute.foldColumn { fields.append((fold, Self.folded(value))) }
      }
      for (key, target) in row.targets {
        guard let column = entity.relationship(key)?.column else { continue }
        fields.append((column, target.map { .integer($0) } ?? .null))
      }
      return Self.jsonObject(fields)
    }
    var sql: SQL =
      "UPDATE " + store.writeTarget(entity.table) + #" AS "t" SET "#
      + SQL.joined(assignments, separator: ", ")
      + #", "version" = "t"."version" + 1 FROM "# + jsonRows(rows) + #" WHERE "t"."id" = "#
      + element("id", .integer)
    if first.version != nil { sql.append(#" AND "t"."version" = "# + element("version", .integer)) }
    return sql
  }

  /// Deletes the rows `rows` (each an id and the version it must still have), as
  /// `delete(_:id:version:)` deletes one: a statement for each `batchRows`. False when a row was
  /// not deleted because it no longer has that version; the others are.
  public func delete(_ entity: Entity, rows: [(id: Int64, version: Int64)]) throws -> Bool {
    let rows = rows.sorted { $0.id < $1.id }
    var deleted = true
    for start in stride(from: 0, to: rows.count, by: Self.batchRows) {
      let batch = rows[start..<min(start + Self.batchRows, rows.count)]
      let removed = try store.execute(deleting(entity, batch))
      if removed < batch.count { deleted = false }
    }
    return deleted
  }

  /// One statement of `delete(_:rows:)`.
  func deleting(_ entity: Entity, _ batch: ArraySlice<(id: Int64, version: Int64)>) -> SQL {
    let list = batch.map { Self.jsonObject([("id", .integer($0.id)), ("version", .integer($0.version))]) }
    return "DELETE FROM " + store.writeTarget(entity.table) + #" WHERE ("id", "version") IN (SELECT "#
      + element("id", .integer) + ", " + element("version", .integer) + " FROM " + jsonRows(list) + ")"
  }

  /// The rows a batch's statement reads, as the table `"v"`: JSON objects bound as one array.
  private func jsonRows(_ objects: [String]) -> SQL {
    store.dialect.jsonElements(SQL.value(.text("[" + objects.joined(separator: ",") + "]"))) + #" AS "v""#
  }

  /// A field of the row of `jsonRows` being read, as the column of type `type` holds it.
  private func element(_ key: String, _ type: ColumnType) -> SQL {
    store.dialect.journalValue(#""v"."value""#, key: key, type: type)
  }

  /// `{"id":12,"name":"Ana"}`.
  static func jsonObject(_ fields: [(String, DatabaseValue)]) -> String {
    "{" + fields.map { JSONText.string($0.0) + ":" + SQLiteDialect.json($0.1) }.joined(separator: ",") + "}"
  }
}
