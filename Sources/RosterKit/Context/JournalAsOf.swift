/// The league as it stood just after a journal entry, read with the same queries as today's:
/// each entity's table is shadowed, for this connection only, by a temporary view of the same
/// name (SQLite looks in the temporary schema first; on PostgreSQL an admin's session, the only
/// kind that makes temporary objects, puts it first, `Store.readTemporaryViewsFirst`) that holds
/// the rows as they were. A row unchanged since is read where it is; a row changed or deleted since is read
/// from the journal's image before its first change after the entry (images hold every column,
/// folded copies too); a row added since is left out. The writer refuses every change meanwhile.
public enum JournalAsOf {
  /// The entry `bound` names: that entry, or the last one made at or before the moment. Refused
  /// when the journal has no entry that early (it starts later, or was pruned).
  public static func entry(_ bound: JournalReader.Bound, in store: any Store) throws -> (
    id: Int64, at: String
  ) {
    try requireWholeJournal(store)
    let found: [DatabaseValue]?
    switch bound {
    case .entry(let id):
      found = try store.rows(#"SELECT "id", "at" FROM "journal" WHERE "id" = "# + SQL.value(.integer(id)))
        .first
      if found == nil { throw AsOfError.noEntry(id) }
    case .time(let time):
      found = try store.rows(
        #"SELECT "id", "at" FROM "journal" WHERE "at" <= "# + SQL.value(.text(time))
          + #" ORDER BY "id" DESC LIMIT 1"#
      ).first
      if found == nil {
        let first = try store.scalar(#"SELECT min("at") FROM "journal""#).textValue
        throw AsOfError.beforeJournal(first: first)
      }
    }
    return (found![0].integerValue ?? 0, found![1].description)
  }

  /// Shadows every table with its state just after entry `id`, until `leave`; the writer refuses
  /// changes meanwhile, saying `why`. Nothing is copied: the views read today's rows and the
  /// journal's images as a query needs them, through the journal's indexes (a row's changes by
  /// row; a foreign key in an image), so a team's players as they were cost about as much as
  /// today's however long the journal is.
  public static func enter(_ id: Int64, writer: RowWriter, why: String) throws {
    let store = writer.store
    let dialect = store.dialect
    try requireWholeJournal(store)
    let main = SQL.identifier(
      try dialect.mainSchema
        ?? store.scalar(
          SQL(#"SELECT n."nspname" FROM pg_namespace n WHERE n."oid" = "# + PostgreSQLDialect.leagueSchema)
        ).description)
    try store.readTemporaryViewsFirst()
    // The entry, bound once: views take no parameters.
    try store.execute(
      #"CREATE TEMPORARY TABLE "roster_as_of" ("entry" "# + SQL(dialect.columnType(.integer)) + ")")
    try store.execute(#"INSERT INTO "roster_as_of" ("entry") VALUES ("# + SQL.value(.integer(id)) + ")")
    let since = #"(SELECT "entry" FROM "# + SQL.identifier(dialect.temporarySchema) + #"."roster_as_of")"#
    for entity in writer.model.entities {
      // Today's rows as this session reads them: a table read through a view, through the view.
      if store.readViews[entity.table] != nil {
        try store.execute(
          "DROP VIEW IF EXISTS " + SQL.identifier(dialect.temporarySchema) + "."
            + SQL.identifier(entity.table))
      }
      // Every column a row stores, in `RowWriter.columns` order, with the type its image gives back.
      try store.execute(
        shadow(
          entity.table, read: store.readViews[entity.table] ?? entity.table, versioned: true,
          columns: entity.typedColumns, main: main, since: since, dialect: dialect))
    }
    // A join table's links as they were, as rows are (a link has no version: it is made or taken
    // away, never changed); a through entity's table is its entity's, shadowed above.
    for table in writer.model.joinTables where table.through == nil {
      try store.execute(
        shadow(
          table.name, read: table.name, versioned: false, columns: table.columns.map { ($0, .integer) },
          main: main,
          since: since, dialect: dialect))
    }
    writer.refusal = why
  }

  /// The temporary view that shadows `table` (read today from `read`, its view where it has
  /// one) with its rows as they were just after the entry `since` selects.
  ///
  /// A row unchanged since: as it is. A row changed or deleted since: its image before its first
  /// change after the entry (an earlier entry's; in the same entry, an insert, which an import
  /// journals at its end, else the earlier id). A row whose first change since is its insert did
  /// not exist yet.
  private static func shadow(
    _ table: String, read: String, versioned: Bool, columns typed: [(column: String, type: ColumnType)],
    main: SQL, since: SQL, dialect: any SQLDialect
  ) -> SQL {
    let list = SQL.joined(
      ((versioned ? ["id", "version"] : ["id"]) + typed.map(\.column)).map(SQL.identifier), separator: ", ")
    let image = typed.map { dialect.journalValue(#""r"."old""#, key: $0.column, type: $0.type) }
    let journal = main + #"."journal_rows""#
    let name = SQL("'" + table + "'")  // the model's table name, not input
    return "CREATE TEMPORARY VIEW " + SQL.identifier(table) + " AS SELECT " + list + " FROM " + main + "."
      + SQL.identifier(read) + #" AS "t" WHERE NOT EXISTS (SELECT 1 FROM "# + journal
      + #" AS "j" WHERE "j"."entity" = "#
      + name + #" AND "j"."row" = "t"."id" AND "j"."entry" > "# + since + #") UNION ALL SELECT "r"."row", "#
      + (versioned ? "0, " : "") + SQL.joined(image, separator: ", ") + " FROM " + journal
      + #" AS "r" WHERE "r"."entity" = "# + name + #" AND "r"."old" IS NOT NULL AND "r"."entry" > "# + since
      + " AND NOT EXISTS (SELECT 1 FROM " + journal
      + #" AS "p" WHERE "p"."entity" = "r"."entity" AND "p"."row" = "r"."row" AND "p"."entry" > "# + since
      + #" AND ("p"."entry" < "r"."entry" OR ("p"."entry" = "r"."entry" AND ("p"."change" = 'insert' OR "p"."id" < "r"."id"))))"#
  }

  /// Every role but an admin reads only its own entries of the journal: only an admin's journal
  /// is whole.
  private static func requireWholeJournal(_ store: any Store) throws {
    if try !store.access().isAdmin { throw AsOfError.onlyAdmins }
  }

  /// Back to today's rows.
  public static func leave(writer: RowWriter) throws {
    let store = writer.store
    let temporary = SQL.identifier(store.dialect.temporarySchema)
    for table in writer.model.entities.map(\.table)
      + writer.model.joinTables.filter({ $0.through == nil }).map(\.name)
    {
      try store.execute("DROP VIEW IF EXISTS " + temporary + "." + SQL.identifier(table))
    }
    try store.execute("DROP TABLE IF EXISTS " + temporary + #"."roster_as_of""#)
    try store.restoreReadViews()
    writer.refusal = nil
  }
}

/// Why the league cannot be shown as it was, or changed while it is.
public enum AsOfError: PersonFacingError, Equatable {
  case noEntry(Int64)
  case beforeJournal(first: String?)
  case readOnly(String)
  /// The whole journal is an admin's to read; another role's sees only its own entries.
  case onlyAdmins

  public var description: String {
    switch self {
    case .noEntry(let id): return "the journal has no entry @\(id); 'log' lists them"
    case .beforeJournal(let first?):
      return "the journal starts at \(first) (UTC); there is no record of the league before that"
    case .beforeJournal(nil): return "the journal is empty; there is no record of the league before now"
    case .readOnly(let why): return why
    case .onlyAdmins:
      return "the league as it was is read from the whole journal, which only the league's admins read; "
        + "ask one of them (roster access lists them)"
    }
  }
}
