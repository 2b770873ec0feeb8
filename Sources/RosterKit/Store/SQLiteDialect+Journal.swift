/// The journal on SQLite: per-row triggers that write into the entry whose `txn` is 1, the one
/// open in this transaction. SQLite has one writer at a time, so at most one entry is open while
/// a transaction writes; Roster closes its own when its writes are done, and closes any left
/// open by another program (whose triggers opened one for it) when it opens the next.
extension SQLiteDialect {
  public var journalStatements: [String] { journalStatements(keepingIDs: false) }

  public var journalStatementsKeepingIDs: [String] { journalStatements(keepingIDs: true) }

  private func journalStatements(keepingIDs: Bool) -> [String] {
    [
      Self.journalTable(keepingIDs ? primaryKeyNeverReused : primaryKey, name: "journal"),
      #"CREATE INDEX "journal_open" ON "journal"("txn") WHERE "txn" IS NOT NULL"#,
      """
      CREATE TABLE "journal_rows" (
        "id" INTEGER PRIMARY KEY,
        "entry" INTEGER NOT NULL REFERENCES "journal"("id") ON DELETE CASCADE,
        "entity" TEXT NOT NULL,
        "row" INTEGER NOT NULL,
        "change" TEXT NOT NULL CHECK ("change" IN ('insert', 'update', 'delete')),
        "old" TEXT,
        "new" TEXT
      ) STRICT
      """,
      #"CREATE INDEX "journal_rows_entry" ON "journal_rows"("entry")"#,
      #"CREATE INDEX "journal_rows_row" ON "journal_rows"("entity", "row", "entry")"#,
    ]
  }

  /// The entries' table, named `name`; its `reverts` refers to the table named `journal`.
  private static func journalTable(_ key: String, name: String) -> String {
    """
    CREATE TABLE \(SQL.quoted(name)) (
      \(key),
      "at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      "author" TEXT NOT NULL,
      "command" TEXT,
      "reverts" INTEGER REFERENCES "journal"("id") ON DELETE SET NULL,
      "txn" INTEGER
    ) STRICT
    """
  }

  /// The entries' table made again with AUTOINCREMENT (https://sqlite.org/lang_altertable.html#otheralter):
  /// its rows copied with their ids, then its indexes.
  public func journalKeepingIDs(keyIndexes: Bool) -> [String] {
    let columns = #""id", "at", "author", "command", "reverts", "txn""#
    return [
      Self.journalTable(primaryKeyNeverReused, name: "journal_rebuilt"),
      #"INSERT INTO "journal_rebuilt" (\#(columns)) SELECT \#(columns) FROM "journal""#,
      #"DROP TABLE "journal""#,
      #"ALTER TABLE "journal_rebuilt" RENAME TO "journal""#,
      #"CREATE INDEX "journal_open" ON "journal"("txn") WHERE "txn" IS NOT NULL"#,
    ] + (keyIndexes ? journalKeyIndexes : [])
  }

  /// Each entry is taken back at most once.
  public var journalKeyIndexes: [String] {
    [#"CREATE UNIQUE INDEX "journal_reverts" ON "journal"("reverts")"#]
  }

  public func journalTriggers(table: String, columns: [String], omitted: [String]) -> [String] {
    let names = journalTriggerNames(table: table).map(SQL.quoted)
    let quotedTable = SQL.quoted(table)
    let open =
      #"INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 "#
      + #"WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1)"#
    func image(_ row: String) -> String {
      "json_object(" + columns.map { "'\($0)', \(row).\(SQL.quoted($0))" }.joined(separator: ", ") + ")"
    }
    func record(_ change: String, _ row: String, old: String, new: String) -> String {
      #"INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") "#
        + #"SELECT "id", '\#(table)', \#(row)."id", '\#(change)', \#(old), \#(new) FROM "journal" WHERE "txn" = 1"#
    }
    return [
      "CREATE TRIGGER \(names[0]) AFTER INSERT ON \(quotedTable) BEGIN \(open); "
        + "\(record("insert", "new", old: "NULL", new: "NULL")); END",
      "CREATE TRIGGER \(names[1]) AFTER UPDATE ON \(quotedTable) BEGIN \(open); "
        + "\(record("update", "new", old: image("old"), new: image("new"))); END",
      "CREATE TRIGGER \(names[2]) AFTER DELETE ON \(quotedTable) BEGIN \(open); "
        + "\(record("delete", "old", old: image("old"), new: "NULL")); END",
    ]
  }

  public func journalTriggerNames(table: String) -> [String] {
    ["insert", "update", "delete"].map { table + "_journal_" + $0 }
  }

  public func triggerCount(_ name: String, table: String) -> SQL {
    #"SELECT count(*) FROM sqlite_schema WHERE "type" = 'trigger' AND "name" = "# + SQL.value(.text(name))
      + #" AND "tbl_name" = "# + SQL.value(.text(table))
  }

  public func journalOpen(author: String, command: String, reverts: Int64?) -> [SQL] {
    [
      #"UPDATE "journal" SET "txn" = NULL WHERE "txn" IS NOT NULL"#,
      #"INSERT INTO "journal"("author", "command", "reverts", "txn") VALUES ("# + SQL.value(.text(author))
        + ", " + SQL.value(.text(command)) + ", " + SQL.value(reverts.map(DatabaseValue.integer) ?? .null)
        + ", 1)",
    ]
  }

  public func journalClose(_ id: Int64) -> [SQL] {
    [#"UPDATE "journal" SET "txn" = NULL WHERE "id" = "# + SQL.value(.integer(id))]
  }

  public func journalDiscard(_ id: Int64) -> SQL {
    #"DELETE FROM "journal" WHERE "id" = "# + SQL.value(.integer(id))
      + #" AND NOT EXISTS (SELECT 1 FROM "journal_rows" WHERE "entry" = "# + SQL.value(.integer(id))
      + #") RETURNING "id""#
  }

  /// Asked of the journal directly: the file is the unit of access, so whoever reverts reads it all.
  public func journalLaterChange(_ id: Int64, passing: [Int64]) -> SQL {
    let passed =
      passing.isEmpty
      ? "1 = 1" : #"r."entry" NOT IN ("# + passing.map(String.init).joined(separator: ", ") + ")"
    return SQL(JournalLaterChange.query(entry: String(id), passing: passed))
      + #" SELECT c."entity", c."row", c."entry", c."author", c."command", 1, c."added", "#
      + SQL(JournalLaterChange.rows) + #" FROM "conflict" c"#
  }

  /// A write transaction (`BEGIN IMMEDIATE`) holds the file: nothing else to lock.
  public func lockRows(of table: SQL, where condition: SQL) -> SQL? { nil }

  public var journalCopy: (before: [String], after: [String]) { ([], []) }

  /// JSON numbers come back as integers and strings as text, as the columns hold them.
  public func journalValue(_ image: SQL, key: String, type: ColumnType) -> SQL {
    "json_extract(" + image + SQL(String(", '$.") + key + "')")
  }

  public func journalIndexes(table: String, column: String) -> [String] {
    ["old", "new"].map { image in
      "CREATE INDEX \(SQL.quoted("journal_rows_" + table + "_" + image + "_" + column)) ON \"journal_rows\"("
        + "json_extract(\(SQL.quoted(image)), '$.\(column)')) WHERE \"entity\" = '\(table)' AND \(SQL.quoted(image)) IS NOT NULL"
    }
  }

  public func journalAuthor(_ author: String) -> SQL { SQL.value(.text(author)) }

  public var journalsRowByRow: Bool { true }

  public var temporarySchema: String { "temp" }
  public var mainSchema: String? { "main" }

  /// SQLite has no roles: whoever may open the file reads and changes all of it.
  public func accessStatements(_ tables: [AccessTable], names: AccessNames) -> [String] { [] }

  public func accessStatements(
    adding added: [AccessTable], widening widened: [(table: AccessTable, columns: [String])],
    all tables: [AccessTable], names: AccessNames
  ) -> [String] { [] }

  public func accessKeyIndexes(_ names: AccessNames) -> [String] { [] }
}
