import RosterFixtures
import Testing

@testable import RosterKit

/// The members of many owners at once, by name (`Context.memberNames(through:of:)`, what an
/// export's member-list column writes): one query for all of them, the links joined to their
/// members (`MemberQuery`), the owners every object of the entity or a fetch's, as a subquery.
/// The SQL pinned for both dialects; what it finds on the engine the tests run on.
extension ManyToManyTests {
  /// The query of `relationship`'s members of `entity`'s objects matching `format` (every
  /// object: nil), in `dialect`.
  private func membersQuery(
    _ relationship: String, of entity: Entity, matching format: String?, in dialect: any SQLDialect
  ) throws -> (sql: String, bindings: [DatabaseValue]) {
    let model = FamilyModel.model
    let owners = try format.map { format in
      let request = FetchRequest(entity: entity, predicate: try Predicate(format: format))
      let checked = try QueryChecker(model: model, entity: entity)
        .check(request, selecting: .values([try Context.keyPath("self")]))
      return try QueryCompiler(dialect: dialect).compile(checked)
    }
    let query = MemberQuery.members(
      of: try #require(entity.relationship(relationship)), on: entity, in: model, owners: owners)
    return query.sql.rendered(placeholder: dialect.placeholder)
  }

  @Test(arguments: [SQLiteDialect() as any SQLDialect, PostgreSQLDialect()])
  func theMembersOfManyOwnersArePinned(dialect: any SQLDialect) throws {
    let guardians =
      #"SELECT "link"."guardian_id", "link"."player_id", "member"."name" FROM "guardianships" AS "link" "#
      + #"JOIN "players" AS "member" ON "member"."id" = "link"."player_id""#
    // Every guardian's: the links alone, no condition, no order.
    #expect(
      try membersQuery("players", of: FamilyModel.guardian, matching: nil, in: dialect) == (guardians, []))
    // A fetch's owners: its query, selecting their ids, unordered.
    #expect(
      try membersQuery("players", of: FamilyModel.guardian, matching: #"email != nil"#, in: dialect)
        == (
          guardians
            + #" WHERE "link"."guardian_id" IN (SELECT "guardians"."id" FROM "guardians" WHERE "#
            + #""guardians"."email" IS NOT NULL)"#, []
        ))
    // The other side, its owners through a to-one.
    #expect(
      try membersQuery(
        "guardians", of: FamilyModel.player, matching: #"team.abbreviation == "BOS""#, in: dialect)
        == (
          #"SELECT "link"."player_id", "link"."guardian_id", "member"."name" FROM "guardianships" AS "link" "#
            + #"JOIN "guardians" AS "member" ON "member"."id" = "link"."guardian_id" WHERE "link"."player_id" IN "#
            + #"(SELECT "players"."id" FROM "players" LEFT JOIN "teams" AS "team" ON "team"."id" = "#
            + #""players"."team_id" WHERE "team"."abbreviation" = "# + dialect.placeholder(1) + ")",
          ["BOS"]
        ))
  }

  /// Each owner's members, by name in the order of their folded names, in one statement for
  /// all of the owners, however they are chosen; an owner without members is left out.
  @Test func theMembersOfManyOwnersAreOneQuery() throws {
    let mei = try guardian("Mei Chen").objectID.rowID
    let ann = try guardian("Ann Lee").objectID.rowID
    let mookie = try player("Mookie Betts").objectID.rowID
    let zoe = try player("Zoë Young").objectID.rowID
    let players = try #require(FamilyModel.guardian.relationship("players"))
    let guardians = try #require(FamilyModel.player.relationship("guardians"))
    let bos = FetchRequest(
      entity: FamilyModel.player, predicate: try Predicate(format: #"team.abbreviation == "BOS""#))
    let lad = FetchRequest(
      entity: FamilyModel.player, predicate: try Predicate(format: #"team.abbreviation == "LAD""#))
    let a = FetchRequest(
      entity: FamilyModel.guardian, predicate: try Predicate(format: #"name BEGINSWITH "A""#))
    var statements: [String] = []
    var found: [Int64: [String]] = [:]
    try tracingStatements({ statements.append($0) }) {
      found = try context.memberNames(through: players, of: FetchRequest(entity: FamilyModel.guardian))
    }
    #expect(found == [mei: ["Mookie Betts", "Zoë Young"], ann: ["Mookie Betts"]])
    #expect(statements.count == 1, "\(statements)")
    #expect(try context.memberNames(through: players, of: a) == [ann: ["Mookie Betts"]])
    statements = []
    try tracingStatements({ statements.append($0) }) {
      found = try context.memberNames(through: guardians, of: bos)
    }
    #expect(found == [mookie: ["Ann Lee", "Mei Chen"], zoe: ["Mei Chen"]])
    #expect(statements.count == 1, "\(statements)")
    #expect(try context.memberNames(through: guardians, of: lad).isEmpty)
  }

  /// Runs `body` with every statement the store starts (or sends) handed to `trace`.
  private func tracingStatements(_ trace: @escaping (String) -> Void, _ body: () throws -> Void) throws {
    if let store = league.store as? SQLiteStore {
      store.statementTrace = trace
      defer { store.statementTrace = nil }
      try body()
    } else if let store = league.store as? PostgreSQLStore {
      store.statementTrace = trace
      defer { store.statementTrace = nil }
      try body()
    } else {
      Issue.record("a store this test cannot trace: \(type(of: league.store))")
    }
  }
}
