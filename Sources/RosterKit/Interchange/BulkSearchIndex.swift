/// An entity's search index while rows are loaded in bulk (an import, a migrate): its per-row
/// trigger is dropped for the load and the new rows indexed in one statement at the end (several
/// times faster), then the trigger is put back; all inside the load's transaction, so other
/// sessions never see it missing. Nil where the engine keeps the index itself.
struct BulkSearchIndex {
  let store: any Store
  let trigger: (name: String, create: String)
  let fill: SQL

  init?(_ entity: Entity, model: Model, store: any Store) throws {
    guard let search = model.searchNames(entity), let load = store.dialect.searchBulkLoad(search) else {
      return nil
    }
    self.store = store
    self.trigger = (load.trigger, load.create)
    let lastID =
      try store.scalar("SELECT coalesce(max(\(ident: "id")), 0) FROM \(ident: entity.table)").integerValue
      ?? 0
    self.fill = load.fill(lastID)
    try store.execute(SQL("DROP TRIGGER IF EXISTS " + SQL.quoted(trigger.name)))
  }

  /// The search indexes of every entity of `model` that has one.
  static func all(_ model: Model, store: any Store) throws -> [BulkSearchIndex] {
    try model.entities.compactMap { try BulkSearchIndex($0, model: model, store: store) }
  }

  func finish() throws {
    try store.execute(fill)
    try store.execute(SQL(trigger.create))
  }
}
