import Testing

@testable import RosterKit

/// SQL generation without a database: the exact text and bindings for each construct.
struct QueryCompilerTests {
  /// How the compiler reads a player's age: whole years from the birthdate to today when there
  /// is one, else the age as given; in the fetch's own rows and in the first subquery's.
  private let age = Self.derivedAge(ScopeName(table: "players", number: 0))
  private let age1 = Self.derivedAge(ScopeName(table: "players", number: 1))

  private static func derivedAge(_ scope: ScopeName) -> String {
    QueryCompiler(dialect: SQLiteDialect()).read(RosterModel.player.attribute("age")!, Place(scope: scope))
      .description
  }

  /// A player's age counts whole years from the birthdate (with the day written in the SQL,
  /// never bound), or is the age as given.
  @Test func anAgeIsReadFromTheBirthdateWhenThereIsOne() {
    let compiler = QueryCompiler(dialect: SQLiteDialect(), today: CalendarDate(iso: "2027-08-31")!)
    let sql = compiler.read(
      RosterModel.player.attribute("age")!, Place(scope: ScopeName(table: "players", number: 0)))
    #expect(sql.description.hasPrefix(#"CASE WHEN "players"."birthdate" IS NULL THEN "players"."age" ELSE "#))
    #expect(sql.description.contains("'2027-08-31'"))
    #expect(sql.rendered().1.isEmpty)
    let league = compiler.read(
      RosterModel.player.readableAttribute("leagueAge")!, Place(scope: ScopeName(table: "players", number: 0))
    )
    #expect(
      league.description.contains(
        #"coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), '2027-08-31')"#))
  }
  /// The query of a count with the predicate: its FROM (joins included) and its condition.
  private func compile(
    _ format: String, on entity: Entity = RosterModel.player,
    _ arguments: [Predicate.Argument] = []
  ) throws -> (sql: String, bindings: [DatabaseValue]) {
    let request = FetchRequest(entity: entity, predicate: try Predicate(format: format, arguments))
    let checked = try QueryChecker(model: RosterModel.shared, entity: entity).check(
      request, selecting: .count)
    let query = try QueryCompiler(dialect: SQLiteDialect()).compile(checked)
    return (query.fromClause + " WHERE " + (query.condition ?? "")).rendered()
  }

  @Test func comparisonsBindEveryValue() throws {
    #expect(try compile("age > 30") == (#"FROM "players" WHERE \#(age) > ?"#, [.integer(30)]))
    #expect(try compile("age == 30") == (#"FROM "players" WHERE \#(age) = ?"#, [.integer(30)]))
    #expect(try compile("30 < age") == (#"FROM "players" WHERE \#(age) > ?"#, [.integer(30)]))
    #expect(try compile("name != 'x'") == (#"FROM "players" WHERE "players"."name" IS NOT ?"#, [.text("x")]))
    #expect(try compile("number == nil") == (#"FROM "players" WHERE "players"."number" IS NULL"#, []))
    #expect(try compile("number != nil") == (#"FROM "players" WHERE "players"."number" IS NOT NULL"#, []))
    #expect(
      try compile("age BETWEEN {20, 30}") == (
        #"FROM "players" WHERE (\#(age) BETWEEN ? AND ?)"#, [20, 30]
      ))
    #expect(
      try compile("position IN {'P', 'C'}") == (
        #"FROM "players" WHERE "players"."position" IN (?, ?)"#, ["P", "C"]
      ))
    #expect(try compile("age IN {}") == (#"FROM "players" WHERE (1 = 0)"#, []))
  }

  /// A long list is one bound JSON array, whatever its length: SQLite's limit on bound values
  /// (32,766 in a default build) never decides whether a predicate runs.
  @Test func longListsAreOneValue() throws {
    let names = (0..<65).map { "'n\\\"\($0)'" }.joined(separator: ", ")
    let compiled = try compile("name IN[cd] {\(names), nil}")
    // The nil matches a missing value, as NSPredicate's IN does: it is not in the array.
    #expect(
      compiled.sql
        == #"FROM "players" WHERE ("players"."name_fold" IN (SELECT value FROM json_each(?)) OR "players"."name_fold" IS NULL)"#
    )
    #expect(compiled.bindings.count == 1)
    #expect(compiled.bindings[0].textValue?.hasPrefix(#"["n\"0","n\"1","#) == true)
    #expect(compiled.bindings[0].textValue?.hasSuffix(#""n\"64"]"#) == true)
  }

  @Test func injectionIsJustAValue() throws {
    let hostile = "x'); DROP TABLE players;--"
    #expect(
      try compile("name == \"x'); DROP TABLE players;--\"") == (
        #"FROM "players" WHERE "players"."name" = ?"#, [.text(hostile)]
      ))
  }

  @Test func textOperators() throws {
    #expect(
      try compile("name BEGINSWITH 'Jo'") == (#"FROM "players" WHERE "players"."name" GLOB ?"#, ["Jo*"]))
    #expect(
      try compile("name ENDSWITH 'z*'") == (#"FROM "players" WHERE "players"."name" GLOB ?"#, ["*z[*]"]))
    #expect(
      try compile("name CONTAINS 'ab'") == (#"FROM "players" WHERE instr("players"."name", ?) > 0"#, ["ab"]))
    #expect(try compile("name LIKE 'J?s*'") == (#"FROM "players" WHERE "players"."name" GLOB ?"#, ["J?s*"]))
    #expect(
      try compile(#"name LIKE 'a\\*[b'"#) == (#"FROM "players" WHERE "players"."name" GLOB ?"#, ["a[*][[]b"]))
    #expect(
      try compile("name MATCHES 'J.*'") == (#"FROM "players" WHERE "players"."name" REGEXP ?"#, ["J.*"]))
    #expect(
      try compile("name MATCHES[c] 'j.*'") == (
        #"FROM "players" WHERE "players"."name" REGEXP ?"#, ["(?i)j.*"]
      ))
  }

  /// One reading of LIKE for both engines: a backslash makes the next character itself (a
  /// trailing one stands for itself), and each engine's own special characters are escaped.
  @Test func likePatternsReadTheSameOnBothEngines() {
    let pattern = #"5%_\*[x\"#
    #expect(
      LikePattern.parse(pattern) == [
        .literal("5"), .literal("%"), .literal("_"), .literal("*"), .literal("["), .literal("x"),
        .literal("\\"),
      ])
    #expect(LikePattern.parse("J?s*") == [.literal("J"), .anyOne, .literal("s"), .anyRun])
    #expect(SQLiteDialect.glob(fromLike: pattern) == #"5%_[*][[]x\"#)
    let postgres = PostgreSQLDialect().like(SQL("x"), pattern).rendered(placeholder: { "$\($0)" })
    #expect(postgres.sql == #"x LIKE $1 ESCAPE '\'"#)
    #expect(postgres.bindings == [.text(#"5\%\_*[x\\"#)])
  }

  @Test func foldingUsesTheStoredColumnOrTheFunction() throws {
    #expect(
      try compile("name CONTAINS[cd] 'JOSÉ'") == (
        #"FROM "players" WHERE instr("players"."name_fold", ?) > 0"#, ["jose"]
      ))
    #expect(
      try compile("name ==[c] 'JOSÉ'") == (
        #"FROM "players" WHERE roster_fold("players"."name", ?) = ?"#, [1, "josé"]
      ))
    #expect(
      try compile("position ==[cd] 'sS'") == (
        #"FROM "players" WHERE roster_fold("players"."position", ?) = ?"#, [3, "ss"]
      ))
  }

  @Test func logic() throws {
    #expect(
      try compile("age > 1 AND (age < 5 OR NOT age == 3)")
        == (
          // NOT is `IS NOT TRUE`: a comparison with a missing value is false, and NOT of it true.
          #"FROM "players" WHERE (\#(age) > ? AND (\#(age) < ? OR (\#(age) = ?) IS NOT TRUE))"#,
          [1, 5, 3]
        ))
    #expect(try compile("TRUEPREDICATE") == (#"FROM "players" WHERE (1 = 1)"#, []))
  }

  @Test func toOneKeyPathsJoin() throws {
    #expect(
      try compile("team.name == 'Boston Red Sox' AND team.city == 'Boston'")
        == (
          #"FROM "players" LEFT JOIN "teams" AS "team" ON "team"."id" = "players"."team_id" WHERE ("team"."name" = ? AND "team"."city" = ?)"#,
          ["Boston Red Sox", "Boston"]
        ))
    #expect(
      try compile("team == %@", [.value(.object(ObjectID(entityName: "Team", rowID: 4)))])
        == (#"FROM "players" WHERE "players"."team_id" = ?"#, [4]))
  }

  @Test func toManyAggregatesAreSubqueries() throws {
    #expect(
      try compile("players.@count > 25", on: RosterModel.team)
        == (
          #"FROM "teams" WHERE (SELECT count(*) FROM "players" AS "players_1" WHERE "players_1"."team_id" = "teams"."id") > ?"#,
          [25]
        ))
    #expect(
      try compile("players.@avg.age < 27.5", on: RosterModel.team)
        == (
          #"FROM "teams" WHERE (SELECT avg(\#(age1)) FROM "players" AS "players_1" WHERE "players_1"."team_id" = "teams"."id") < ?"#,
          [.real(27.5)]
        ))
    let correlated = #"FROM "players" AS "players_1" WHERE "players_1"."team_id" = "teams"."id""#
    #expect(
      try compile("players.@sum.age > 1", on: RosterModel.team).sql
        == #"FROM "teams" WHERE (SELECT coalesce(sum(\#(age1)), 0) "# + correlated + ") > ?")
    #expect(
      try compile("players.@max.age > 1", on: RosterModel.team).sql
        == #"FROM "teams" WHERE (SELECT max(\#(age1)) "# + correlated + ") > ?")
    #expect(
      try compile("players.@min.name == 'a'", on: RosterModel.team).sql
        == #"FROM "teams" WHERE (SELECT min("players_1"."name") "# + correlated + ") = ?")
  }

  @Test func quantifiers() throws {
    let correlated = #"FROM "players" AS "players_1" WHERE "players_1"."team_id" = "teams"."id""#
    #expect(
      try compile("ANY players.age < 20", on: RosterModel.team)
        == ("FROM \"teams\" WHERE EXISTS (SELECT 1 \(correlated) AND \(age1) < ?)", [20]))
    #expect(
      try compile("players.age < 20", on: RosterModel.team)
        == ("FROM \"teams\" WHERE EXISTS (SELECT 1 \(correlated) AND \(age1) < ?)", [20]))
    #expect(
      try compile("NONE players.age < 20", on: RosterModel.team)
        == ("FROM \"teams\" WHERE NOT EXISTS (SELECT 1 \(correlated) AND \(age1) < ?)", [20]))
    #expect(
      try compile("ALL players.age < 20", on: RosterModel.team)
        == (
          "FROM \"teams\" WHERE NOT EXISTS (SELECT 1 \(correlated) AND (\(age1) < ?) IS NOT TRUE)",
          [20]
        ))
  }

  @Test func subqueryJoinsDoNotShadowOuterOnes() throws {
    let (sql, _) = try compile("team.players.@count > 3 AND team.name == 'x'")
    #expect(sql.contains(#""players_1"."team_id" = "team"."id""#))
    #expect(sql.contains(#"LEFT JOIN "teams" AS "team""#))
  }

  @Test func sortDescriptors() throws {
    let checker = QueryChecker(model: RosterModel.shared, entity: RosterModel.player)
    let checked = try checker.ordering(SortDescriptor.parse("age desc, name, number, team.city asc"))
    let terms = checked.map(QueryCompiler(dialect: SQLiteDialect()).ordering)
    #expect(
      terms.map(\.description) == [
        age + " DESC NULLS LAST", #""players"."name_fold""#,
        #"CAST("players"."number" AS integer) NULLS LAST, "players"."number" NULLS LAST"#,
        #"roster_fold("team"."city", ?) NULLS LAST"#,
      ])
  }

  /// (predicate, entity, message, column)
  @Test(arguments: [
    ("agee < 30", "Player", "unknown key 'agee' on Player; did you mean 'age'?", 1),
    (
      "name contains[cd] 'x' and agee < 30", "Player", "unknown key 'agee' on Player; did you mean 'age'?", 27
    ),
    ("team.nmae == 'x'", "Player", "unknown key 'nmae' on Team; did you mean 'name'?", 6),
    (
      "zzz == 1", "Player",
      "unknown key 'zzz' on Player; its keys are name, age, position, number, id, birthdate, medical, medical_alert, gender, school, grade, teammate_request, coach_request, leagueAge, team, division, guardians, guardianships, ids",
      1
    ),
    ("age == '30'", "Player", "'age' is a number, but \"30\" is text; write it without quotes", 8),
    ("name == 30", "Player", "'name' is text, but 30 (a number) is not; put it in quotes", 9),
    ("age CONTAINS '3'", "Player", "CONTAINS compares text, but 'age' (number) is not text", 1),
    ("name BEGINSWITH 3", "Player", "BEGINSWITH needs text on its right, such as \"jo\"", 17),
    ("age < nil", "Player", "nil can only be compared with == or !=", 7),
    ("team == 'Boston'", "Player", "'team' is a Team; compare team.name or team.abbreviation instead", 9),
    (
      "players > 3", "Team",
      "'players' is a list of Players; use players.@count, players.@avg.KEY or ANY players.KEY", 1
    ),
    ("ANY age < 3", "Player", "ANY needs a to-many key path such as players.age", 5),
    ("age BETWEEN {1}", "Player", "BETWEEN needs two values in braces, such as {20, 30}", 13),
    // PCRE2's reason, and the caret under the place in the pattern.
    ("name MATCHES '('", "Player", "'(' is not a valid regular expression: missing closing parenthesis", 16),
    ("players.@count.age > 1", "Team", "@count ends a key path", 16),
    ("players.@avg.name > 1", "Team", "@avg needs a number, but 'name' is text", 14),
    ("age.years > 1", "Player", "'age' is a number and has no keys", 5),
    (
      "position == SS", "Player",
      "unknown key 'SS' on Player; its keys are name, age, position, number, id, birthdate, medical, medical_alert, gender, school, grade, teammate_request, coach_request, leagueAge, team, division, guardians, guardianships, ids; to compare with the text, quote it: \"SS\"",
      13
    ),
    ("age == TRUE", "Player", "TRUE and FALSE stand alone as predicates; compare 'age' with a value", 8),
  ])
  func checkErrors(format: String, entity: String, message: String, column: Int) {
    let checker = QueryChecker(model: RosterModel.shared, entity: RosterModel.shared.entity(named: entity))
    #expect {
      try checker.condition(Predicate(format: format))
    } throws: { error in
      guard let error = error as? PredicateError else { return false }
      #expect(error.message == message)
      #expect(error.column == column)
      return true
    }
  }
}
