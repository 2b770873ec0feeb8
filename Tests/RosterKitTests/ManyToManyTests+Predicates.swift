import RosterFixtures
import Testing

@testable import RosterKit

/// Predicates, sorts and sections through a many-to-many, in both directions: the SQL pinned for
/// both dialects (a member's row joined to its link, the link to the owner), and what it finds
/// on the engine the tests run on.
extension ManyToManyTests {
  /// The query's FROM and WHERE for a count of `entity` matching `format`, in `dialect`.
  private func compiled(
    _ format: String, on entity: Entity = FamilyModel.player, _ arguments: [Predicate.Argument] = [],
    in dialect: any SQLDialect
  ) throws -> (sql: String, bindings: [DatabaseValue]) {
    let request = FetchRequest(entity: entity, predicate: try Predicate(format: format, arguments))
    let checked = try QueryChecker(model: FamilyModel.model, entity: entity).check(request, selecting: .count)
    let query = try QueryCompiler(dialect: dialect).compile(checked)
    return (query.fromClause + " WHERE " + (query.condition ?? "")).rendered(placeholder: dialect.placeholder)
  }

  /// The names of `entity`'s objects matching `format`, in the order of `sort` (then by row).
  private func matching(
    _ format: String, on entity: Entity = FamilyModel.player, _ arguments: [Predicate.Argument] = [],
    sort: String = "name"
  ) throws -> [String] {
    let request = FetchRequest(
      entity: entity, predicate: try Predicate(format: format, arguments),
      sortDescriptors: try SortDescriptor.parse(sort))
    return names(try context.fetch(request))
  }

  /// A player's guardians, as a subquery of the guardians linked to the player.
  static let guardians =
    #"FROM "guardians" AS "guardians_1" JOIN "guardianships" AS "guardianships_1" ON "#
    + #""guardianships_1"."guardian_id" = "guardians_1"."id" WHERE "guardianships_1"."player_id" = "players"."id""#

  @Test(arguments: [SQLiteDialect() as any SQLDialect, PostgreSQLDialect()])
  func predicatesThroughAManyToManyArePinned(dialect: any SQLDialect) throws {
    let p = { (index: Int) in dialect.placeholder(index) }
    let sqlite = dialect.engine == .sqlite
    // Text folded for [c] as each engine folds it (`SQLDialect.fold`).
    let email = sqlite ? #"roster_fold("guardians_1"."email", ?) = ?"# : #"lower("guardians_1"."email") = $1"#
    #expect(
      try compiled(#"ANY guardians.email ==[c] "ANN@example.org""#, in: dialect)
        == (
          #"FROM "players" WHERE EXISTS (SELECT 1 "# + Self.guardians + " AND " + email + ")",
          (sqlite ? [1] : []) + ["ann@example.org"]
        ))
    #expect(
      try compiled("guardians.@count > 1", in: dialect)
        == (#"FROM "players" WHERE (SELECT count(*) "# + Self.guardians + ") > \(p(1))", [1]))
    let prefix = sqlite ? #""guardians_1"."name" GLOB ?"# : #"starts_with("guardians_1"."name", $1)"#
    #expect(
      try compiled(#"SUBQUERY(guardians, $g, $g.name BEGINSWITH "A").@count > 0"#, in: dialect)
        == (
          #"FROM "players" WHERE (SELECT count(*) "# + Self.guardians + " AND " + prefix + ") > " + p(2),
          [sqlite ? "A*" : "A", 0]
        ))
    #expect(
      try compiled(#"NONE guardians.name ==[cd] "mei chen""#, in: dialect)
        == (
          #"FROM "players" WHERE NOT EXISTS (SELECT 1 "# + Self.guardians
            + #" AND "guardians_1"."name_fold" = "#
            + p(1) + ")", ["mei chen"]
        ))
    #expect(
      try compiled(#"ALL guardians.name == "Mei Chen""#, in: dialect)
        == (
          #"FROM "players" WHERE NOT EXISTS (SELECT 1 "# + Self.guardians + #" AND ("guardians_1"."name" = "#
            + p(1) + ") IS NOT TRUE)", ["Mei Chen"]
        ))
    // The other direction, and a to-one after it: a guardian's players' team.
    #expect(
      try compiled(#"ANY players.team.abbreviation == "BOS""#, on: FamilyModel.guardian, in: dialect)
        == (
          #"FROM "guardians" WHERE EXISTS (SELECT 1 FROM "players" AS "players_1" JOIN "guardianships" AS "#
            + #""guardianships_1" ON "guardianships_1"."player_id" = "players_1"."id" LEFT JOIN "teams" AS "#
            + #""players_1_team" ON "players_1_team"."id" = "players_1"."team_id" WHERE "#
            + #""guardianships_1"."guardian_id" = "guardians"."id" AND "players_1_team"."abbreviation" = "#
            + p(1) + ")", ["BOS"]
        ))
    // A member itself, compared with an object.
    #expect(
      try compiled(
        "ANY guardians == %@", [.value(.object(ObjectID(entityName: "Guardian", rowID: 7)))], in: dialect)
        == (
          #"FROM "players" WHERE EXISTS (SELECT 1 "# + Self.guardians + #" AND "guardians_1"."id" = "# + p(1)
            + ")", [7]
        ))
  }

  @Test func predicatesThroughAManyToManyFindTheirObjects() throws {
    #expect(try matching(#"ANY guardians.email ==[c] "ann@EXAMPLE.org""#) == ["Mookie Betts"])
    #expect(try matching("guardians.@count > 1") == ["Mookie Betts"])
    #expect(try matching(#"SUBQUERY(guardians, $g, $g.name BEGINSWITH "A").@count > 0"#) == ["Mookie Betts"])
    #expect(try matching(#"NONE guardians.name ==[cd] "mei chen""#).count == 11)
    // ALL holds for a player without guardians too, as NSPredicate's does.
    #expect(try matching(#"ALL guardians.email BEGINSWITH "mei""#).count == 12)
    #expect(try !matching(#"ALL guardians.email BEGINSWITH "mei""#).contains("Mookie Betts"))
    #expect(
      try matching(#"ANY players.team.abbreviation == "BOS""#, on: FamilyModel.guardian) == [
        "Ann Lee", "Mei Chen",
      ])
    #expect(
      try matching("ANY players.guardians.@count > 1", on: FamilyModel.guardian) == ["Ann Lee", "Mei Chen"])
    let mei = try guardian("Mei Chen").objectID
    #expect(try matching("%@ IN guardians", [.value(.object(mei))]) == ["Mookie Betts", "Zoë Young"])
  }

  /// An aggregate over a many-to-many sorts and sections; a to-many key does neither (an object
  /// would stand in as many places as it has members).
  @Test func sortsAndSectionsThroughAManyToMany() throws {
    #expect(
      try matching("TRUEPREDICATE", on: FamilyModel.guardian, sort: "players.@count desc, name")
        == ["Mei Chen", "Ann Lee", "Bo Park"])
    let sections = try context.fetchSections(
      FetchRequest(entity: FamilyModel.player, sortDescriptors: [SortDescriptor("name")]),
      by: .keyPath("guardians.@count"))
    #expect(sections.map(\.name) == ["0", "1", "2"])
    #expect(sections.map(\.count) == [11, 1, 1])
    let message =
      "'guardians' is a list of Guardians; use guardians.@count, guardians.@avg.KEY or ANY guardians.KEY"
    #expect {
      try self.matching("TRUEPREDICATE", sort: "guardians.name")
    } throws: { error in
      (error as? PredicateError)?.message == message
    }
    #expect {
      try self.context.fetchSections(FetchRequest(entity: FamilyModel.player), by: .keyPath("guardians.name"))
    } throws: { error in
      (error as? PredicateError)?.message == message
    }
  }
}
