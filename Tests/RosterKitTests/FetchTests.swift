import RosterFixtures
import Testing

@testable import RosterKit

/// Predicates, sorts and sections run on a real (in-memory) database holding the fixture.
struct FetchTests {
  let league: League
  init() throws { league = try Fixture.league() }

  private func names(_ format: String, sort: String = "name", entity: Entity = RosterModel.player) throws
    -> [String]
  {
    let request = FetchRequest(
      entity: entity, predicate: try Predicate(format: format),
      sortDescriptors: try SortDescriptor.parse(sort))
    return try league.context.fetchValues(request, keyPaths: ["name"]).map { $0[0].description }
  }

  @Test(arguments: [
    ("name CONTAINS[cd] 'jose'", ["José Abreu"]),
    ("name CONTAINS[c] 'jose'", []),
    ("name CONTAINS[c] 'josé'", ["José Abreu"]),
    ("name CONTAINS 'José'", ["José Abreu"]),
    ("name CONTAINS[d] 'Jose'", ["José Abreu"]),
    ("name BEGINSWITH[cd] 'ZO'", ["Zoe Adams", "Zoë Young"]),
    ("name ENDSWITH 'ts'", ["Mookie Betts"]),
    ("name LIKE[c] 'c*'", ["Clayton Kershaw", "Cody Bellinger"]),
    ("name LIKE 'Max Munc?'", ["Max Muncy"]),
    (
      "name MATCHES '[A-Z][a-z]+ [A-Z][a-z]+'",
      ["Abe Lincoln", "Clayton Kershaw", "Cody Bellinger", "Max Muncy", "Mookie Betts", "Zoe Adams"]
    ),
    ("name MATCHES[c] 'tom.*'", ["Tom O'Brien"]),
    ("name MATCHES 'Tom'", []),
    ("name == \"Tom O'Brien\"", ["Tom O'Brien"]),
    ("name ==[cd] 'ABEL DIAZ'", ["ábel Díaz"]),
    ("name CONTAINS '翔'", ["大谷翔平"]),
    ("age BETWEEN {30, 32}", ["Abe Lincoln", "Clayton Kershaw", "坂本勇人"]),
    ("age IN {21, 33}", ["José Abreu", "Zoe Adams", "Zoë Young"]),
    ("position == nil", ["Max Muncy"]),
    ("number == nil AND age > 30", ["José Abreu"]),
    ("position != 'P' AND team.abbreviation == 'LAD'", ["Cody Bellinger", "Max Muncy"]),
    ("team.city ==[cd] 'tokyo' AND NOT position == 'P'", ["Tom O'Brien", "坂本勇人"]),
    ("age < 22 OR age > 32", ["José Abreu", "Zoe Adams", "Zoë Young"]),
    ("team.players.@count == 3", ["Tom O'Brien", "坂本勇人", "大谷翔平"]),
    ("name == %@", []),
  ])
  func playerPredicates(format: String, expected: [String]) throws {
    if format.contains("%@") {
      let request = FetchRequest(
        entity: RosterModel.player, predicate: try Predicate(format: format, [.value("nobody")]))
      #expect(try league.context.fetch(request).isEmpty)
      return
    }
    #expect(try names(format) == expected)
  }

  @Test(arguments: [
    ("players.@count > 4", ["Boston Red Sox"]),
    ("players.@avg.age < 27", ["Boston Red Sox"]),
    ("players.@avg.age > 26.5 AND players.@avg.age < 27.5", ["Los Angeles Dodgers"]),
    ("players.@max.age >= 33", ["Boston Red Sox"]),
    ("players.@min.age == 26", ["Yomiuri Giants"]),
    ("players.@sum.age == 85", ["Yomiuri Giants"]),
    ("ANY players.age < 22", ["Boston Red Sox"]),
    ("ALL players.age > 22", ["Los Angeles Dodgers", "Yomiuri Giants"]),
    ("NONE players.position == 'SS'", ["Boston Red Sox", "Los Angeles Dodgers"]),
    ("ALL players.position != nil", ["Boston Red Sox", "Yomiuri Giants"]),
    ("ANY players.name CONTAINS[cd] 'urias'", ["Los Angeles Dodgers"]),
    ("city ==[cd] 'TOKYO'", ["Yomiuri Giants"]),
  ])
  func teamPredicates(format: String, expected: [String]) throws {
    #expect(try names(format, entity: RosterModel.team) == expected)
  }

  @Test func injectionIsStoredAndMatchedVerbatim() throws {
    let hostile = "x'); DROP TABLE players;--"
    let context = league.context
    let player = context.insert(Player.self)
    player.name = hostile
    player.age = 20
    player.team = try league.team("BOS")
    try context.save()
    #expect(try names("name == \"x'); DROP TABLE players;--\"") == [hostile])
    #expect(try context.count(FetchRequest(entity: RosterModel.player)) == Fixture.players.count + 1)
  }

  @Test func textSortsIgnoringCaseAndAccents() throws {
    let sorted = try names("team.abbreviation == 'BOS'", sort: "name")
    #expect(sorted == ["Abe Lincoln", "ábel Díaz", "José Abreu", "Mookie Betts", "Zoe Adams", "Zoë Young"])
    let descending = try names("team.abbreviation == 'BOS'", sort: "name desc")
    #expect(descending == sorted.reversed())
  }

  @Test func playersOfATeamByAgeThenName() throws {
    let team = try league.team("boston red sox")
    let players = try team.players()
    #expect(
      players.map(\.name) == [
        "Zoe Adams", "Zoë Young", "ábel Díaz", "Mookie Betts", "Abe Lincoln", "José Abreu",
      ])
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "reads SQLite's query plan"))
  func theTeamFetchIsOneIndexRange() throws {
    // Ages are counted from birthdates when read, so the team's rows (one range of the index)
    // are sorted after they are found; nothing else in the league is visited. One query: the
    // whole team is read, and two merged (`OrderedArms`) pay off for the first rows only. (The
    // command's table asks for its first rows, and runs two: `TeamListingQueryTests`.)
    let team = try league.team("BOS")
    let queries = try league.context.sql(for: Player.request(team: team))
    #expect(queries.count == 1)
    var plan: [String] = []
    try league.store.query("EXPLAIN QUERY PLAN " + queries[0]) { row in plan.append(row.text(at: 3) ?? "") }
    // Which of the two indexes that start with the team SQLite's planner takes is a tie it breaks
    // by the table's estimated row width: since schema 12 (two more columns) the unique index of
    // the team's numbers, since schema 16 (six more) the index of the team's ages again — the
    // same one range of the team's rows either way.
    #expect(
      plan.contains { step in
        ["players_unique_team_id_number", "players_team_age_name"].contains {
          step.contains("SEARCH players USING INDEX \($0) (team_id=?)")
        }
      }, "\(plan)")
    #expect(!plan.contains { $0.contains("SCAN") }, "\(plan)")
  }

  @Test func sortByAggregatesAndToOnePaths() throws {
    let request = FetchRequest(
      entity: RosterModel.team, sortDescriptors: [SortDescriptor("players.@count", ascending: false)])
    let rows = try league.context.fetchValues(request, keyPaths: ["abbreviation", "players.@count"])
    #expect(rows.map { $0[0].description } == ["BOS", "LAD", "YOM"])
    #expect(rows.map { $0[1] } == [6, 4, 3])
    let byTeam = try names("age > 30", sort: "team.name desc, name")
    #expect(byTeam == ["坂本勇人", "Clayton Kershaw", "José Abreu"])
  }

  @Test func limitAndOffset() throws {
    var request = FetchRequest(
      entity: RosterModel.player, sortDescriptors: [SortDescriptor("age")], fetchLimit: 2, fetchOffset: 1)
    #expect(try league.context.fetch(request, as: Player.self).map(\.age) == [21, 23])
    request.fetchLimit = nil
    #expect(try league.context.fetch(request).count == Fixture.players.count - 1)
  }

  @Test func sectionsByPosition() throws {
    let request = FetchRequest(
      entity: RosterModel.player, predicate: try Predicate(format: "team.abbreviation == 'LAD'"),
      sortDescriptors: Player.defaultOrder)
    let sections = try league.context.fetchSections(request, by: .keyPath("position"))
    #expect(sections.map(\.name) == ["CF", "P", "(none)"])
    #expect(sections.map(\.count) == [1, 2, 1])
    #expect(sections[1].elements.map { ($0 as! Player).name } == ["Julio Urías", "Clayton Kershaw"])
  }

  @Test func sectionsByInitial() throws {
    let request = FetchRequest(
      entity: RosterModel.player, predicate: try Predicate(format: "team.abbreviation == 'BOS'"))
    let sections = try league.context.fetchValueSections(request, keyPaths: ["name"], by: .parse("initial"))
    #expect(sections.map(\.name) == ["A", "J", "M", "Z"])
    #expect(sections.map(\.count) == [2, 1, 1, 2])
    #expect(sections[0].elements.map { $0[0].description } == ["Abe Lincoln", "ábel Díaz"])
  }

  /// 100,000 values in IN {…}: the same answer as a short list, in well under a second.
  @Test func aHundredThousandValueInList() throws {
    let ages = (100..<100_100).map(String.init).joined(separator: ", ")
    #expect(try names("age IN {27, 33, \(ages)}") == ["José Abreu", "Mookie Betts"])
    let texts = (0..<100_000).map { "'x\($0)'" }.joined(separator: ", ")
    #expect(try names("name IN[cd] {'JOSE ABREU', \(texts)}") == ["José Abreu"])
  }

  /// Found by the predicate fuzzer: 89 nested NOTs parsed, then overflowed SQLite's parser stack
  /// ("database error: parser stack overflow"). At the parser's deepest, the hungriest shapes —
  /// alternating AND/OR groups, NOT chains, a correlated subquery at the bottom — still run; one
  /// level more is the parser's own error.
  @Test func theDeepestPredicatesStillRun() throws {
    let depth = PredicateParser.maximumDepth
    func nested(_ level: Int, innermost: String, key: String = "age") -> String {
      guard level > 0 else { return innermost }
      // Always true AND the rest, always false OR the rest: the innermost condition decides.
      let step = level % 2 == 0 ? "\(key) > -1 AND " : "\(key) < -1 OR "
      return "(" + step + nested(level - 1, innermost: innermost, key: key) + ")"
    }
    #expect(try names(nested(depth, innermost: "age > 30")) == ["Clayton Kershaw", "José Abreu", "坂本勇人"])
    #expect(try names(String(repeating: "NOT ", count: depth) + "age > 32") == ["José Abreu"])
    let teams = try names(
      nested(depth, innermost: "ALL players.age > 22 AND players.@avg.age >= 25", key: "players.@count"),
      entity: RosterModel.team)
    #expect(teams == ["Los Angeles Dodgers", "Yomiuri Giants"])
    #expect(throws: PredicateError.self) { try Predicate(format: nested(depth + 1, innermost: "age > 1")) }
    #expect(throws: PredicateError.self) {
      try Predicate(format: String(repeating: "NOT ", count: depth + 1) + "age > 1")
    }
  }
}
