/// A journal entry read back as a change set: what the listing after an undo, a redo or a
/// revert marks (`+` for rows it added, `*` for rows it changed, the rows it deleted named), as
/// after a save; and the links it made and took away.
extension JournalReader {
  /// What entry `id` changed: the rows it added by id, those it changed with their values after
  /// and before, those it deleted with every value they had.
  public func changeSet(ofEntry id: Int64) throws -> ChangeSet {
    var changes = ChangeSet()
    changes.journalEntry = id
    var others: [Entity] = []
    try store.query(
      #"SELECT "entity", "change", "row" FROM "journal_rows" WHERE "entry" = "#
        + SQL.value(.integer(id)) + #" ORDER BY "entity", "change" = 'insert', "row""#
    ) { row in
      let table = row.value(at: 0).description
      // A through entity's row added or deleted is a link made or taken away, listed below.
      guard let kind = JournalChange.Kind(rawValue: row.value(at: 1).description),
        links(journaled: table, kind) == nil, let entity = model.entity(table: table)
      else { return }
      if kind == .insert {
        changes.recordInsert(entity, id: row.value(at: 2).integerValue ?? 0)
      } else if others.last !== entity {
        others.append(entity)
      }
    }
    let condition = #""r"."entry" = "# + SQL.value(.integer(id)) + #" AND "r"."change" <> 'insert'"#
    for change in try self.changes(condition, of: others) {
      let entity = change.entity
      let objectID = ObjectID(entityName: entity.name, rowID: change.row)
      let keys = entity.snapshotKeys
      if change.kind == .delete {
        let list = Self.snapshotList(entity, change.old ?? [:])
        changes.deleted.append(.init(objectID: objectID, keys: keys, list: list, previous: [:]))
        continue
      }
      let (before, after) = (
        Self.snapshotList(entity, change.old ?? [:]), Self.snapshotList(entity, change.new ?? [:])
      )
      var previous: [String: DatabaseValue] = [:]
      for index in keys.indices where before[index] != after[index] { previous[keys[index]] = before[index] }
      changes.updated.append(.init(objectID: objectID, keys: keys, list: after, previous: previous))
    }
    for change in try linkChanges(ofEntry: id) {
      guard let link = change.link else { continue }
      if change.kind == .insert { changes.linked.append(link) } else { changes.unlinked.append(link) }
    }
    return changes
  }

  /// An image's values in the order of the entity's snapshot keys: the attributes', then the
  /// to-one targets as row ids.
  private static func snapshotList(_ entity: Entity, _ image: [String: DatabaseValue]) -> [DatabaseValue] {
    entity.attributes.map { image[$0.column] ?? .null }
      + entity.toOneRelationships.map { relationship in relationship.column.flatMap { image[$0] } ?? .null }
  }
}
