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

/// A link between entities, declared on both of them, each side the other's inverse (as Core
/// Data's are). A to-one relationship is stored as a foreign-key column; a to-many relationship
/// whose inverse is a to-one stores nothing itself; a to-many whose inverse is to-many too (a
/// player's guardians, a guardian's players) is stored in a join table the model names, a row a
/// link (`JoinTable`). A link that carries values of its own is an entity with two to-ones.
public struct Relationship: Sendable {
  public let name: String
  public let destination: String
  public let inverse: String
  public let isToMany: Bool
  public let isOptional: Bool
  /// Applied to the destination objects when an object of this entity is deleted.
  public let deleteRule: DeleteRule
  /// The foreign-key column, for a to-one relationship; for a many-to-many, the join table's
  /// column of the destination's ids.
  public let column: String?
  /// The schema version that added it (its foreign-key column, for a to-one relationship; its
  /// join table, for a many-to-many).
  public let since: Int
  /// The join table of a many-to-many relationship (`JoinTable`), which both sides name.
  public let joinTable: String?

  /// Whether it is a to-many whose inverse is a to-many too, stored in `joinTable`.
  public var isManyToMany: Bool { joinTable != nil }

  public static func toOne(
    _ name: String, destination: String, inverse: String, column: String,
    optional: Bool = false, deleteRule: DeleteRule = .nullify, since: Int = 1
  ) -> Relationship {
    Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: false,
      isOptional: optional, deleteRule: deleteRule, column: column, since: since, joinTable: nil)
  }

  public static func toMany(
    _ name: String, destination: String, inverse: String,
    deleteRule: DeleteRule
  ) -> Relationship {
    Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: true,
      isOptional: true, deleteRule: deleteRule, column: nil, since: 1, joinTable: nil)
  }

  /// A to-many whose inverse on `destination` is a to-many too, both naming the join `table`
  /// that holds their links; `column` is the table's column of the destination's ids (a
  /// player's `guardians`: `guardian_id`).
  ///
  /// Deleting an object removes its links (`nullify`, the default) or, with `deny`, is refused
  /// while it has any; the database enforces either (`ON DELETE CASCADE` of the link, or
  /// `RESTRICT`). No `cascade`: a member another object shares is not deleted with one of them.
  public static func manyToMany(
    _ name: String, destination: String, inverse: String, table: String, column: String,
    deleteRule: DeleteRule = .nullify, since: Int = 1
  ) -> Relationship {
    precondition(
      deleteRule != .cascade,
      "a many-to-many removes its links (nullify) or refuses (deny), never cascades: \(name)")
    return Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: true,
      isOptional: true, deleteRule: deleteRule, column: column, since: since, joinTable: table)
  }
}
