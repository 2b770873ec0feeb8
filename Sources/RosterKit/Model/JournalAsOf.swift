/// The league as it stood just after a journal entry, read with the same queries as today's:
/// each entity's table is shadowed, for this connection only, by a temporary view of the same
/// name (SQLite and PostgreSQL both look in the temporary schema first) that holds the rows as
/// they were. A row unchanged since is read where it is; a row changed or deleted since is read
/// from the journal's image before its first change after the entry; a row added since is left
/// out. The writer refuses every change meanwhile.
public enum JournalAsOf {
  /// The entry `bound` names: that entry, or the last one made at or before the moment. Refused
  /// when the journal has no entry that early (it starts later, or was pruned).
  public static func entry(_ bound: JournalReader.Bound, in store: any Store) throws -> (
    id: Int64, at: String
  ) {
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
  /// changes meanwhile, saying `why`.
  public static func enter(_ id: Int64, writer: RowWriter, why: String) throws {
    let store = writer.store
    let model = writer.model
    let main = SQL.identifier(
      try store.dialect.mainSchema ?? store.scalar("SELECT current_schema()").description)
    // The first change after the entry of every row changed since: what it was before.
    try store.execute(
      #"CREATE TEMPORARY TABLE "roster_as_of_gone" AS SELECT "entity", "row", "change", "old" FROM "journal_rows" AS "r" WHERE "entry" > "#
        + SQL.value(.integer(id))
        + #" AND NOT EXISTS (SELECT 1 FROM "journal_rows" AS "p" WHERE "p"."entity" = "r"."entity" AND "p"."row" = "r"."row" AND "p"."entry" > "#
        + SQL.value(.integer(id))
        // Earlier: of an earlier entry; in the same one, an insert (an import journals its
        // inserts at its end) before anything else, then by id.
        + #" AND ("p"."entry" < "r"."entry" OR ("p"."entry" = "r"."entry" AND (("p"."change" = 'insert') > ("r"."change" = 'insert') OR (("p"."change" = 'insert') = ("r"."change" = 'insert') AND "p"."id" < "r"."id")))))"#
    )
    try store.execute(#"CREATE INDEX "roster_as_of_gone_row" ON "roster_as_of_gone"("entity", "row")"#)
    // The images are read in SQL where the store folds text as the rows store it (SQLite, with
    // Roster's own function); elsewhere they are decoded and folded in Swift.
    let inSQL = store.dialect.foldsAsStored
    var gone: [String: [(row: Int64, image: [String: DatabaseValue])]] = [:]
    if !inSQL {
      try store.query(#"SELECT "entity", "row", "old" FROM "roster_as_of_gone" WHERE "change" <> 'insert'"#) {
        row in
        guard let image = JournalReader.image(row.value(at: 2)) else { return }
        gone[row.value(at: 0).description, default: []].append((row.value(at: 1).integerValue ?? 0, image))
      }
    }
    for entity in model.entities {
      let columns = ["id", "version"] + RowWriter.columns(entity)
      let list = SQL.joined(columns.map(SQL.identifier), separator: ", ")
      let table = SQL.identifier(entity.table)
      let was = SQL.identifier("roster_as_of_" + entity.table)
      try store.execute(
        "CREATE TEMPORARY TABLE " + was + " AS SELECT " + list + " FROM " + main + "." + table
          + " WHERE 1 = 0")
      if inSQL {
        // In `RowWriter.columns` order: attributes (each with its folded copy), then foreign keys.
        let field = { (column: String) in SQL(#"json_extract("old", '$."# + column + "')") }
        var read: [SQL] = [#""row""#, "0"]
        for attribute in entity.attributes {
          read.append(field(attribute.column))
          if attribute.isFolded { read.append(store.dialect.fold(field(attribute.column), .all)) }
        }
        read += entity.toOneRelationships.compactMap(\.column).map(field)
        try store.execute(
          "INSERT INTO " + was + " (" + list + ") SELECT " + SQL.joined(read, separator: ", ")
            + #" FROM "roster_as_of_gone" WHERE "change" <> 'insert' AND "entity" = "#
            + SQL.value(.text(entity.table)))
      } else if let rows = gone[entity.table], !rows.isEmpty {
        let insert = try store.prepare(
          "INSERT INTO " + was + " (" + list + ") VALUES ("
            + SQL.joined(columns.map { _ in SQL.value(.null) }, separator: ", ") + ")")
        for (row, image) in rows {
          let values = entity.attributes.map { image[$0.column] ?? .null }
          let targets = entity.toOneRelationships.map { $0.column.flatMap { image[$0]?.integerValue } }
          try insert.execute(
            [.integer(row), .integer(0)] + RowWriter.row(entity, values: values, targets: targets))
        }
      }
      try store.execute(
        "CREATE TEMPORARY VIEW " + table + " AS SELECT " + list + " FROM " + main + "." + table
          + #" WHERE "id" NOT IN (SELECT "row" FROM "roster_as_of_gone" WHERE "entity" = '"#
          + SQL(entity.table) + "') UNION ALL SELECT " + list + " FROM " + was)
    }
    writer.refusal = why
  }

  /// Back to today's rows.
  public static func leave(writer: RowWriter) throws {
    let store = writer.store
    let temporary = SQL.identifier(store.dialect.temporarySchema)
    for entity in writer.model.entities {
      try store.execute("DROP VIEW IF EXISTS " + temporary + "." + SQL.identifier(entity.table))
      try store.execute("DROP TABLE IF EXISTS " + SQL.identifier("roster_as_of_" + entity.table))
    }
    try store.execute(#"DROP TABLE IF EXISTS "roster_as_of_gone""#)
    writer.refusal = nil
  }
}

/// Why the league cannot be shown as it was, or changed while it is.
public enum AsOfError: PersonFacingError, Equatable {
  case noEntry(Int64)
  case beforeJournal(first: String?)
  case readOnly(String)

  public var description: String {
    switch self {
    case .noEntry(let id): return "the journal has no entry @\(id); 'log' lists them"
    case .beforeJournal(let first?):
      return "the journal starts at \(first) (UTC); there is no record of the league before that"
    case .beforeJournal(nil): return "the journal is empty; there is no record of the league before now"
    case .readOnly(let why): return why
    }
  }
}
