/// The identity of an object: its entity and row id. Objects inserted but not yet saved have a
/// temporary (negative) id until `save()` gives them their row.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
  public let entityName: String
  public let rowID: Int64

  public init(entityName: String, rowID: Int64) {
    self.entityName = entityName
    self.rowID = rowID
  }

  public var isTemporary: Bool { rowID < 0 }

  /// Hashes the row id alone: hashing the entity's name too would cost more than the rare
  /// collision between a team and a player with the same row id, which equality still settles.
  public func hash(into hasher: inout Hasher) { hasher.combine(rowID) }
  public var description: String { "\(entityName)#\(rowID)" }
}

extension Predicate.Value {
  /// The object `id` as a predicate's constant (`team == %@`).
  public static func object(_ id: ObjectID) -> Self { .row(entity: id.entityName, id: id.rowID) }
}
