/// The journal's rows for rows loaded in bulk (an import): where the journal is kept by a per-row
/// trigger (SQLite), the insert trigger is dropped for the load and the journal's rows for the new
/// rows are written in one statement at the end, then the trigger is put back as it was (its text
/// from the schema), all in the load's transaction, so no other session sees it missing. Nil where
/// the journal's triggers already work a statement at a time (PostgreSQL), or there is no journal.
struct JournalBulkInserts {
  let store: any Store
  let entity: Entity
  let entry: Int64
  let trigger: String
  let lastID: Int64

  init?(_ entity: Entity, writer: RowWriter) throws {
    let store = writer.store
    guard let entry = writer.openEntry,
      let query = store.dialect.journalInsertTriggerText(table: entity.table),
      let trigger = try store.scalar(query).textValue,
      let name = store.dialect.journalTriggerNames(table: entity.table).first
    else { return nil }
    self.store = store
    self.entity = entity
    self.entry = entry
    self.trigger = trigger
    self.lastID =
      try store.scalar("SELECT coalesce(max(\(ident: "id")), 0) FROM \(ident: entity.table)").integerValue
      ?? 0
    try store.execute("DROP TRIGGER " + SQL.identifier(name))
  }

  /// Those of every entity of the writer's model.
  static func all(_ writer: RowWriter) throws -> [JournalBulkInserts] {
    try writer.model.entities.compactMap { try JournalBulkInserts($0, writer: writer) }
  }

  /// Journals the rows added since the load began, and puts the trigger back.
  func finish() throws {
    try store.execute(
      #"INSERT INTO "journal_rows"("entry", "entity", "row", "change") SELECT "# + SQL.value(.integer(entry))
        + ", " + SQL.value(.text(entity.table)) + #", "id", 'insert' FROM "# + SQL.identifier(entity.table)
        + #" WHERE "id" > "# + SQL.value(.integer(lastID)) + #" ORDER BY "id""#)
    try store.execute(SQL(trigger))
  }
}
