/// The table that holds the links of a many-to-many relationship (`Relationship.manyToMany`), a
/// row a link: an id of its own (which the journal names, as it names any row), and the ids of
/// the two objects it links. A unique index on the pair serves the first end's lookups and says
/// that two objects are linked once; an index on the second end's serves its lookups and the
/// delete of one of its objects.
///
///     CREATE TABLE "guardians_players" (
///       "id" INTEGER PRIMARY KEY,
///       "player_id" INTEGER NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
///       "guardian_id" INTEGER NOT NULL REFERENCES "guardians"("id") ON DELETE CASCADE
///     ) STRICT
///
/// The model makes one for each pair of many-to-many relationships it declares (`Model.joinTables`):
/// the first end is the entity declared first.
///
/// A pair declared `through:` an entity (`Relationship.manyToMany(_:destination:inverse:through:)`)
/// has that entity's table as its join table (`through`): its two to-ones are the ends, in the
/// order of its unique pair, and its other columns the link's values (`values`), empty for a link
/// made here. The entity's declaration makes the table, its indexes and its journal.
public struct JoinTable: Sendable {
  /// One side of the links: whose ids a column holds.
  public struct End: Sendable {
    /// The join table's column of this end's ids (`player_id`).
    public let column: String
    /// The entity whose ids it holds (`Player`).
    public let entity: String
    /// The relationship of that entity whose members are the other end's objects (`guardians`).
    public let relationship: String
    /// What deleting an object of this end does to its links: removes them, or (`deny`) is
    /// refused while it has any.
    public let deleteRule: DeleteRule
    /// The to-one of the entity the links go through that holds this end (a guardianship's
    /// `player`); nil in a table of links only.
    public let key: String?

    /// The foreign-key action on this end's column: the link goes with its object, unless the
    /// object's relationship denies the delete.
    var sqlAction: String { deleteRule == .deny ? DeleteRule.deny.sqlAction : DeleteRule.cascade.sqlAction }
  }

  public let name: String
  public let first: End
  public let second: End
  /// The schema version that added it: the latest of its relationships' and their entities'.
  public let since: Int
  /// The entity whose table it is, for a many-to-many declared through one; nil for a table of
  /// links only.
  public let through: String?
  /// The stored columns of a link's values besides its ends (the through entity's other columns,
  /// folded copies included); none for a table of links only.
  public let values: [String]

  init(name: String, first: End, second: End, since: Int, through: String? = nil, values: [String] = []) {
    (self.name, self.first, self.second, self.since) = (name, first, second, since)
    (self.through, self.values) = (through, values)
  }

  public var ends: [End] { [first, second] }

  /// The columns a link stores besides its id, in order.
  public var columns: [String] { [first.column, second.column] }

  /// The end that `relationship` of `entity` reaches from (its owner's column), and the one it
  /// reaches (its members'): for a player's `guardians`, `player_id` then `guardian_id`.
  public func ends(from entity: String, through relationship: String) -> (owner: End, member: End) {
    first.entity == entity && first.relationship == relationship ? (first, second) : (second, first)
  }

  /// The name of the unique index on the pair.
  var uniqueIndex: String { name + "_unique_" + first.column + "_" + second.column }
  /// The name of the index on the second end's column.
  var secondIndex: String { name + "_" + second.column }

  /// The join table of `relationship` of `entity` and of its inverse on `destination`, checked:
  /// both name the same table and each other, in different columns.
  static func of(_ relationship: Relationship, on entity: Entity, inverse: Relationship, destination: Entity)
    -> JoinTable
  {
    let name = relationship.joinTable!
    precondition(
      inverse.isManyToMany && inverse.joinTable == name && inverse.destination == entity.name
        && inverse.inverse == relationship.name,
      "\(entity.name).\(relationship.name) and \(destination.name).\(inverse.name) must name each other "
        + "and the same join table \(name)")
    precondition(
      relationship.column != inverse.column, "the two columns of the join table \(name) must differ")
    precondition(
      !(entity === destination && relationship.name == inverse.name),
      "\(entity.name).\(relationship.name) cannot be its own inverse")
    return JoinTable(
      name: name,
      first: End(
        column: inverse.column!, entity: entity.name, relationship: relationship.name,
        deleteRule: relationship.deleteRule, key: nil),
      second: End(
        column: relationship.column!, entity: destination.name, relationship: inverse.name,
        deleteRule: inverse.deleteRule, key: nil),
      since: [relationship.since, inverse.since, entity.since, destination.since].max()!)
  }

  /// The join table of `relationship` of `entity` and of its inverse on `destination`, declared
  /// through `link` (an entity with a to-one to each), checked: both name `link` and each other;
  /// `link` has one required to-one to each side, unique as a pair (whose order is the ends'), an
  /// index led by the second end's column (its lookups, the delete of one of its objects), values
  /// a link made without them leaves empty or gives their initial value, and a to-many to it from
  /// each side whose delete rule does to its rows what the many-to-many's does to the links.
  static func of(
    _ relationship: Relationship, on entity: Entity, inverse: Relationship, destination: Entity,
    through link: Entity
  ) -> JoinTable {
    let name = link.table
    precondition(
      inverse.isManyToMany && inverse.through == link.name && inverse.destination == entity.name
        && inverse.inverse == relationship.name,
      "\(entity.name).\(relationship.name) and \(destination.name).\(inverse.name) must name each other "
        + "and the same entity \(link.name) to go through")
    precondition(
      entity.name != destination.name,
      "\(entity.name).\(relationship.name) goes through \(link.name) to its own entity, whose two ends no "
        + "destination tells apart: declare it with a join table")
    let toOne = { (side: Entity) -> Relationship in
      let found = link.toOneRelationships.filter { $0.destination == side.name }
      precondition(found.count == 1, "\(link.name) must have one to-one to \(side.name), not \(found.count)")
      precondition(
        !found[0].isOptional, "\(link.name).\(found[0].name) links \(side.name)s: it is not optional")
      return found[0]
    }
    let (owner, member) = (toOne(entity), toOne(destination))
    guard
      let pair = link.uniqueConstraints.first(where: { Set($0.keys) == [owner.name, member.name] })
    else {
      preconditionFailure("\(link.name) must be unique on the pair \(owner.name), \(member.name)")
    }
    let ownerFirst = pair.keys.first == owner.name
    let ends = [
      End(
        column: owner.column!, entity: entity.name, relationship: relationship.name,
        deleteRule: relationship.deleteRule, key: owner.name),
      End(
        column: member.column!, entity: destination.name, relationship: inverse.name,
        deleteRule: inverse.deleteRule, key: member.name),
    ]
    let (first, second) = ownerFirst ? (ends[0], ends[1]) : (ends[1], ends[0])
    precondition(
      link.indexes.contains { $0.columns.first == second.column },
      "\(link.name) must have an index led by \(second.column), the second end of its links")
    for attribute in link.attributes {
      precondition(
        attribute.isOptional || attribute.initial != nil,
        "\(link.name).\(attribute.name) must be optional or have an initial value: a link made without "
          + "its values takes its initial value or none")
    }
    for (side, toOne) in [(entity, owner), (destination, member)] {
      let end = side === entity ? ends[0] : ends[1]
      guard let rows = side.relationship(toOne.inverse) else {
        preconditionFailure("\(side.name) has no \(toOne.inverse), the inverse of \(link.name).\(toOne.name)")
      }
      precondition(
        rows.deleteRule.sqlAction == end.sqlAction,
        "\(side.name).\(rows.name) must \(end.deleteRule == .deny ? "deny" : "cascade") as "
          + "\(side.name).\(end.relationship) \(end.deleteRule == .deny ? "denies" : "takes its links away")")
    }
    let linked = Set([first.column, second.column])
    return JoinTable(
      name: name, first: first, second: second,
      since: [relationship.since, inverse.since, entity.since, destination.since, link.since].max()!,
      through: link.name, values: link.columns.filter { !linked.contains($0) })
  }
}
