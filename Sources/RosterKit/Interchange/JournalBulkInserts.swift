/// The journal's rows for rows loaded in bulk (a large import): where the journal is kept by a
/// per-row trigger (SQLite), the insert trigger is dropped for the load and the journal's rows for
/// the new rows are written in one statement at the end, then the trigger is made again from the
/// model's text (the text every league at this schema has: `SchemaHistoryTests` hold the model
/// and the history to the same triggers), all in the load's transaction, so no other session sees
/// it missing. Nil where the journal's triggers already work a statement at a time (PostgreSQL),
/// or there is no journal, or its trigger is not there (a league opened without its schema's
/// audit, `ROSTER_SCHEMA_UNCHECKED`, after another program dropped it): the load then journals
/// nothing, as rows inserted one at a time would, and leaves the schema as it was.
struct JournalBulkInserts {
  let store: any Store
  let entity: Entity
  let entry: Int64
  /// The insert trigger's name and text.
  let trigger: (name: String, create: String)
  let lastID: Int64

  init?(_ entity: Entity, writer: RowWriter) throws {
    let store = writer.store
    guard store.dialect.journalsRowByRow, let entry = writer.openEntry,
      let name = store.dialect.journalTriggerNames(table: entity.table).first,
      let create = writer.model.journalTriggers(entity, dialect: store.dialect).first
    else { return nil }
    guard try store.scalar(store.dialect.triggerCount(name, table: entity.table)).integerValue == 1 else {
      return nil
    }
    self.store = store
    self.entity = entity
    self.entry = entry
    self.trigger = (name, create)
    self.lastID =
      try store.scalar("SELECT coalesce(max(\(ident: "id")), 0) FROM \(ident: entity.table)").integerValue
      ?? 0
    try store.execute("DROP TRIGGER IF EXISTS " + SQL.identifier(name))
  }

  /// Journals the rows added since the load began, and puts the trigger back.
  func finish() throws {
    try store.execute(
      #"INSERT INTO "journal_rows"("entry", "entity", "row", "change") SELECT "# + SQL.value(.integer(entry))
        + ", " + SQL.value(.text(entity.table)) + #", "id", 'insert' FROM "# + SQL.identifier(entity.table)
        + #" WHERE "id" > "# + SQL.value(.integer(lastID)) + #" ORDER BY "id""#)
    try store.execute(SQL(trigger.create))
  }
}
