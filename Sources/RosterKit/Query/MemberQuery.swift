/// The query of the members of a many-to-many relationship for many owners at once: a row a
/// link, with the owner's id, the member's id and the member's display name. What an export
/// lists in a member-list column (`MemberList`), read once for the whole file rather than once a
/// row, by `Context.memberNames(through:of:)`.
///
///     SELECT "link"."guardian_id", "link"."player_id", "member"."name"
///     FROM "guardians_players" AS "link" JOIN "players" AS "member" ON "member"."id" = "link"."player_id"
///     WHERE "link"."guardian_id" IN (SELECT "guardians"."id" FROM "guardians" WHERE …)
///
/// The owners are every object of the entity (no condition), or those of a fetch, whose query
/// is the subquery (its columns the owner's id, its order dropped where no window needs it). No
/// order of its own: the caller orders each owner's members as it shows them.
enum MemberQuery {
  /// The links of `relationship` of `entity`'s objects (those `owners` selects, when given) with
  /// their members' display names.
  static func members(of relationship: Relationship, on entity: Entity, in model: Model, owners: Query?)
    -> Query
  {
    precondition(relationship.isManyToMany, "\(entity.name).\(relationship.name) is no many-to-many")
    let table = model.joinTable(of: relationship)!
    let (owner, member) = table.ends(from: entity.name, through: relationship.name)
    let destination = model.entity(named: relationship.destination)
    let display = destination.attribute(destination.presentation.displayKey)!.column
    let link = { (column: String) -> SQL in "\(ident: "link").\(ident: column)" }
    var query = Query(
      columns: [link(owner.column), link(member.column), "\(ident: "member").\(ident: display)"],
      from: Query.Table(name: table.name, alias: "link"),
      joins: [
        Query.Join(
          table: Query.Table(name: destination.table, alias: "member"),
          on: "\(ident: "member").\(ident: "id") = " + link(member.column), isInner: true)
      ])
    if var owners {
      owners.columns = ["\(ident: owners.from.alias).\(ident: "id")"]
      if owners.limit == nil && owners.offset == nil { owners.order = [] }
      query.condition = link(owner.column) + " IN (" + owners.sql + ")"
      query.patterns = owners.patterns
    }
    return query
  }
}
