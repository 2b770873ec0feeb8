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

    /// The foreign-key action on this end's column: the link goes with its object, unless the
    /// object's relationship denies the delete.
    var sqlAction: String { deleteRule == .deny ? DeleteRule.deny.sqlAction : DeleteRule.cascade.sqlAction }
  }

  public let name: String
  public let first: End
  public let second: End
  /// The schema version that added it: the latest of its relationships' and their entities'.
  public let since: Int

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
        deleteRule: relationship.deleteRule),
      second: End(
        column: relationship.column!, entity: destination.name, relationship: inverse.name,
        deleteRule: inverse.deleteRule),
      since: [relationship.since, inverse.since, entity.since, destination.since].max()!)
  }
}
