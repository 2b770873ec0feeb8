/// The indexes of an entity that a bulk load (an import of many rows, a migrate) builds again at
/// its end rather than keeps a row at a time (`Entity.Index.rebuiltAfterBulkLoads`): dropped
/// before the load and created again after it, inside its transaction, so other sessions never
/// see them missing. Inserting a million players into the listing's two indexes, whose order is
/// not the rows', touched a page of its own for each row (6.4 s of a 17 s import); building them
/// from the loaded table takes 0.8 s. Only where the engine allows it
/// (`SQLDialect.rebuildsIndexesForBulkLoads`).
struct BulkIndexes {
  let store: any Store
  let creates: [String]

  init?(_ entity: Entity, store: any Store) throws {
    let rebuilt = entity.indexes.filter(\.rebuiltAfterBulkLoads)
    guard store.dialect.rebuildsIndexesForBulkLoads, !rebuilt.isEmpty else { return nil }
    self.store = store
    creates = rebuilt.map { $0.createStatement(on: entity.table) }
    // IF EXISTS: a league whose index another program dropped gets it back at the end.
    for index in rebuilt { try store.execute(SQL("DROP INDEX IF EXISTS " + SQL.quoted(index.name))) }
  }

  /// Whether a load of about `rows` rows into `entity`'s table is better served by building its
  /// indexes again: at least `Importer.bulkRows`, and at least half as many as the table has
  /// (building again reads the whole table; a few rows into a large league are inserted).
  static func pays(loading rows: Int, into entity: Entity, store: any Store) throws -> Bool {
    guard rows >= Importer.bulkRows else { return false }
    let held =
      try store.scalar("SELECT coalesce(max(\(ident: "id")), 0) FROM \(ident: entity.table)").integerValue
      ?? 0
    return Int64(rows) * 2 >= held
  }

  func finish() throws {
    for create in creates { try store.execute(SQL(create)) }
  }
}
