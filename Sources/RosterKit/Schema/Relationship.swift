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
/// link (`JoinTable`). A link that carries values of its own is a many-to-many declared
/// `through:` an entity with two to-ones, whose table is its join table: its rows are the links,
/// its other columns their values.
public struct Relationship: Sendable {
  public let name: String
  public let destination: String
  public let inverse: String
  public let isToMany: Bool
  public let isOptional: Bool
  /// Applied to the destination objects when an object of this entity is deleted.
  public let deleteRule: DeleteRule
  /// The foreign-key column, for a to-one relationship; for a many-to-many in a join `table`,
  /// its column of the destination's ids (one `through` an entity has that entity's to-ones,
  /// `JoinTable.ends`).
  public let column: String?
  /// The schema version that added it (its foreign-key column, for a to-one relationship; its
  /// join table, for a many-to-many).
  public let since: Int
  /// The join table of a many-to-many relationship (`JoinTable`), which both sides name.
  public let joinTable: String?
  /// The entity whose table holds the links of a many-to-many declared through it, which both
  /// sides name (`JoinTable.through`).
  public let through: String?

  /// Whether it is a to-many whose inverse is a to-many too, stored in `joinTable` or in the
  /// table of the entity it goes `through`.
  public var isManyToMany: Bool { joinTable != nil || through != nil }

  public static func toOne(
    _ name: String, destination: String, inverse: String, column: String,
    optional: Bool = false, deleteRule: DeleteRule = .nullify, since: Int = 1
  ) -> Relationship {
    Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: false,
      isOptional: optional, deleteRule: deleteRule, column: column, since: since, joinTable: nil,
      through: nil)
  }

  public static func toMany(
    _ name: String, destination: String, inverse: String,
    deleteRule: DeleteRule
  ) -> Relationship {
    Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: true,
      isOptional: true, deleteRule: deleteRule, column: nil, since: 1, joinTable: nil, through: nil)
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
      isOptional: true, deleteRule: deleteRule, column: column, since: since, joinTable: table,
      through: nil)
  }

  /// A to-many whose inverse on `destination` is a to-many too, both naming the entity `through`
  /// whose rows are their links and whose other values are the links' (a player's `guardians`
  /// through `Guardianship`: relationship, lives with, may pick up, …). That entity has a to-one
  /// to each side, unique as a pair; its table is the join table (`JoinTable.through`), so a
  /// link made here is a row of it with its values empty, a row of it added is a link, and there
  /// is one truth of which objects are linked. The delete rules are as for a join `table`, and
  /// each side's to-many to the entity says the same (`cascade` for `nullify`, `deny` for `deny`).
  public static func manyToMany(
    _ name: String, destination: String, inverse: String, through entity: String,
    deleteRule: DeleteRule = .nullify, since: Int = 1
  ) -> Relationship {
    precondition(
      deleteRule != .cascade,
      "a many-to-many removes its links (nullify) or refuses (deny), never cascades: \(name)")
    return Relationship(
      name: name, destination: destination, inverse: inverse, isToMany: true,
      isOptional: true, deleteRule: deleteRule, column: nil, since: since, joinTable: nil, through: entity)
  }
}
