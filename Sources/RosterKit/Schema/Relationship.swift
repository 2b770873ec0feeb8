/// What happens to related objects when an object is deleted.
public enum DeleteRule: Sendable {
  /// Delete the related objects too.
  case cascade
  /// Leave them, with the relationship emptied.
  case nullify
  /// Refuse the delete while related objects exist.
  case deny

  /// The foreign-key action that makes the database enforce this rule.
  var sqlAction: String {
    switch self {
    case .cascade: return "CASCADE"
    case .nullify: return "SET NULL"
    case .deny: return "RESTRICT"
    }
  }
}

/// A link between entities. A to-one relationship is stored as a foreign-key column; a to-many
/// relationship is the inverse of a to-one on the destination and stores nothing itself.
public struct Relationship: Sendable {
  public let name: String
  public let destination: String
  public let inverse: String
  public let isToMany: Bool
  public let isOptional: Bool
  /// Applied to the destination objects when an object of this entity is deleted.
  public let deleteRule: DeleteRule
  /// The foreign-key column, for a to-one relationship.
  public let column: String?
  /// The schema version that added it (its foreign-key column, for a to-one relationship).
  public let since: Int

  public static func toOne(
    _ name: String, destination: String, inverse: String, column: String,
    optional: Bool = false, deleteRule: DeleteRule = .nullify, since: Int = 1
  ) -> Relationship {
    Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: false,
      isOptional: optional, deleteRule: deleteRule, column: column, since: since)
  }

  public static func toMany(
    _ name: String, destination: String, inverse: String,
    deleteRule: DeleteRule
  ) -> Relationship {
    Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: true,
      isOptional: true, deleteRule: deleteRule, column: nil, since: 1)
  }
}
