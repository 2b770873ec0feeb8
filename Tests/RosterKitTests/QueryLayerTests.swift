import RosterFixtures
import Testing

@testable import RosterKit

/// The checker resolves key paths into typed ones, and the compiler makes a `Query` value whose
/// joins are known before it renders.
struct QueryLayerTests {
  private func resolve(_ path: String, on entity: Entity) throws -> TypedKeyPath {
    try QueryChecker(model: RosterModel.shared, entity: entity).resolve(
      Predicate.KeyPath(parsing: path), in: QueryChecker(model: RosterModel.shared, entity: entity).root)
  }

  /// (entity, key path, what it resolves to, its kind)
  @Test(arguments: [
    ("Player", "name", "attribute name", "text"),
    ("Player", "age", "attribute age", "number"),
    ("Player", "team.city", "attribute city via team", "text"),
    ("Player", "team", "object Team at team_id", "a Team"),
    ("Player", "self", "object Player at id", "a Player"),
    ("Player", "team.players.@count", "aggregate count via team", "number"),
    ("Team", "players", "to-many players", "a list"),
    ("Team", "players.age", "to-many players then age", "a list"),
    ("Team", "players.@avg.age", "aggregate average of age", "number"),
    ("Team", "players.@min.name", "aggregate minimum of name", "text"),
  ])
  func keyPathsResolveToTypedKeyPaths(entity: String, path: String, expected: String, kind: String) throws {
    let key = try resolve(path, on: RosterModel.shared.entity(named: entity))
    let description: String
    switch key {
    case .attribute(let attribute, let place):
      description =
        "attribute \(attribute.name)" + place.route.map { " via \($0.relationship)" }.joined()
    case .digitsValue(let attribute, _):
      description = "digits of \(attribute.name)"
    case .object(let entity, _, let column):
      description = "object \(entity.name) at \(column)"
    case .toMany(let relationship, _, let rest):
      description = "to-many \(relationship.name)" + rest.map { " then \($0.name)" }.joined()
    case .aggregate(let aggregate):
      let owner = aggregate.members.owner.route.map { " via \($0.relationship)" }.joined()
      description =
        "aggregate \(aggregate.function)"
        + (aggregate.member.flatMap { member -> String? in
          if case .attribute(let attribute, _) = member { return " of \(attribute.name)" }
          return nil
        } ?? "") + owner
    }
    #expect(description == expected)
    #expect(key.kind.description == kind)
  }

  /// The FROM of a fetch comes from the checked key paths: one join for `team`, whether the
  /// columns, the predicate or the order need it, listed in the value before anything renders.
  @Test func theQueryKnowsItsJoinsBeforeItRenders() throws {
    let request = FetchRequest(
      entity: RosterModel.player, predicate: try Predicate(format: "team.city == 'Boston'"),
      sortDescriptors: [SortDescriptor("team.name")])
    let checked = try QueryChecker(model: RosterModel.shared, entity: RosterModel.player)
      .check(request, selecting: .values([Predicate.KeyPath("team.abbreviation")]))
    #expect(checked.joins.map { $0.map(\.relationship) } == [["team"]])
    let query = try QueryCompiler(dialect: SQLiteDialect()).compile(checked)
    #expect(query.joins.map(\.table) == [Query.Table(name: "teams", alias: "team")])
    #expect(query.from == Query.Table(name: "players", alias: "players"))
    #expect(
      query.sql.description
        == #"SELECT "team"."abbreviation" FROM "players" LEFT JOIN "teams" AS "team" ON "team"."id" = "players"."team_id" "#
        + #"WHERE "team"."city" = ? ORDER BY "team"."name_fold" NULLS LAST, "players"."id""#)
  }

  /// Subqueries are numbered in the order the fetch is read: columns, predicate, order.
  @Test func subqueriesAreNumberedColumnsFirst() throws {
    let request = FetchRequest(
      entity: RosterModel.team, predicate: try Predicate(format: "ANY players.age > 30"),
      sortDescriptors: [SortDescriptor("players.@avg.age")])
    let checked = try QueryChecker(model: RosterModel.shared, entity: RosterModel.team)
      .check(request, selecting: .values([Predicate.KeyPath("players.@count")]))
    let sql = try QueryCompiler(dialect: SQLiteDialect()).compile(checked).sql.description
    let positions = try [#"AS "players_1""#, "WHERE", #"AS "players_2""#, "ORDER BY", #"AS "players_3""#].map
    {
      try #require(sql.firstRange(of: $0)).lowerBound
    }
    #expect(positions == positions.sorted())
  }
}
