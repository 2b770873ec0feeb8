import RosterKit

/// A named value of an object set as one of its own settings (`set player NAME
/// ids.usahockey=1400-22`, `Model.namedValue`): the row of that name changed, added, or (no
/// value) deleted, in the same save as the object's own values.
extension EditingCommands {
  /// Sets `object`'s named value: `name`'s row of `relationship` (of `entity`) to `value`, a
  /// new row when it has none, none when `value` is nil.
  static func setNamed(
    _ relationship: Relationship, _ entity: Entity, _ name: String, to value: DatabaseValue?,
    on object: ManagedObject
  ) throws {
    guard let context = object.context, let valueKey = entity.presentation.valueKey else { return }
    let rows =
      object.objectID.isTemporary ? [] : try context.fetch(namedRow(relationship, entity, name, of: object))
    guard let value else { return try context.delete(rows) }
    let row = rows.first ?? context.insert(entity)
    if rows.isEmpty {
      row.setValue(.text(name), forKey: entity.presentation.displayKey)
      row.setObject(object, forKey: relationship.inverse)
    }
    row.setValue(value, forKey: valueKey)
  }

  /// The value of `object`'s named value `key` (`ids.usahockey`) as stored (null: none).
  static func namedValue(_ key: String, of object: ManagedObject, in session: Session) throws
    -> DatabaseValue
  {
    guard let named = session.model.namedValue(key.lowercased(), of: object.entity),
      let valueKey = named.entity.presentation.valueKey, !object.objectID.isTemporary
    else { return .null }
    let request = namedRow(named.relationship, named.entity, named.name, of: object)
    return try session.context.fetchValues(request, keyPaths: [valueKey]).first?.first ?? .null
  }

  /// The request for `object`'s row of `relationship` (of `entity`) named `name`: a player's id
  /// of one system.
  private static func namedRow(
    _ relationship: Relationship, _ entity: Entity, _ name: String, of object: ManagedObject
  )
    -> FetchRequest
  {
    var request = FetchRequest(entity: entity)
    request.predicate = .and(
      .comparison(key: relationship.inverse, .equal, .object(object.objectID)),
      .comparison(key: entity.presentation.displayKey, .equal, .text(name)))
    return request
  }
}
