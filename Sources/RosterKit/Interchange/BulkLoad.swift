/// What an import does differently for one entity's rows from its `rows`-th row of them on, where
/// the engine keeps per-row triggers (SQLite): the triggers that write elsewhere for each new row
/// — the word search's, the journal's insert trigger — are dropped, and what they would have
/// written a row at a time is written at the end in one statement each, where the triggers are
/// made again from the model (`BulkSearchIndex`, `JournalBulkInserts`). (Where the store loads
/// in bulk, the rows are staged from the same row on: `ImportTarget.startStaging`.) A small
/// import keeps them, and so touches no table but those it writes and changes nothing of the
/// schema, which every prepared statement of every connection would then compile again for.
struct BulkLoad {
  let search: BulkSearchIndex?
  let journal: JournalBulkInserts?

  /// Rows of an entity an import reads one at a time before it loads the rest in bulk: about
  /// where the two ways cost the same. Files of 8, 16, 32 and 64 players imported each way, nine
  /// times (debug build, a shared machine): on SQLite the four statements and two schema changes
  /// of the bulk path cost what 16–32 rows' trigger work does; on PostgreSQL a stage (a table
  /// made, a `COPY`, the rules' queries, the merge) what 8–16 rows inserted one at a time do, in
  /// three statements each (`Store.attempt`'s savepoint). Past it a row at a time only loses:
  /// 1,000 rows took 0.34 s that way on SQLite against 0.19 s in bulk, 64 rows 75 ms on
  /// PostgreSQL against 27 ms.
  static let rows = 16

  /// Drops `entity`'s triggers for the rest of the load (nothing where the engine has none).
  init(_ entity: Entity, writer: RowWriter) throws {
    search = try BulkSearchIndex(entity, model: writer.model, store: writer.store)
    journal = try JournalBulkInserts(entity, writer: writer)
  }

  /// Writes what the triggers would have for the rows added since, and makes them again.
  func finish() throws {
    try search?.finish()
    try journal?.finish()
  }
}
