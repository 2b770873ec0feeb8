import RosterFixtures
import Testing

@testable import RosterKit

/// One key-path parser for every key path read from text.
struct KeyPathParsingTests {
  let league: League
  init() throws { league = try Fixture.league() }

  /// (text, message, column)
  @Test(arguments: [
    ("team..name", "expected a key after '.'", 6),
    ("name.", "expected a key after '.'", 6),
    (".age", "expected a key before '.'", 1),
    ("", "expected a key such as 'age'", 1),
  ])
  func malformedKeyPaths(text: String, message: String, column: Int) {
    #expect {
      try Predicate.KeyPath(parsing: text)
    } throws: { error in
      (error as? PredicateError)?.message == message && (error as? PredicateError)?.column == column
    }
  }

  @Test func componentsAreLocatedInTheirSource() throws {
    let path = try Predicate.KeyPath(parsing: "team.city", in: "age, team.city desc", at: 5)
    #expect(path.components.map(\.name) == ["team", "city"])
    #expect(path.components.map(\.location.range) == [5..<9, 10..<14])
  }

  /// `team..name` used to be read as `team.name` by the columns and section keys (their own
  /// `split`), and refused by the sort and `%K`: now it is refused everywhere, with a caret.
  @Test func everyReaderRefusesWhatTheParserRefuses() throws {
    let request = FetchRequest(entity: RosterModel.player)
    let refusals: [() throws -> Void] = [
      { _ = try league.context.fetchValues(request, keyPaths: ["team..name"]) },
      { _ = try league.context.fetchValueSections(request, keyPaths: ["name"], by: .keyPath("team..name")) },
      { _ = try league.context.fetchSections(request, by: .keyPath("team..name")) },
      { _ = try SortDescriptor.parse("team..name") },
    ]
    for refusal in refusals {
      #expect {
        try refusal()
      } throws: { error in
        guard let error = error as? PredicateError else { return false }
        return error.message == "expected a key after '.'" && error.column == 6
          && error.rendered().hasSuffix("team..name\n       ^")
      }
    }
    #expect {
      try Predicate(format: "%K == 1", [.keyPath("team..name")])
    } throws: { error in
      (error as? PredicateError)?.message == "the key path for %K is not a key such as 'age' or 'team.name'"
    }
  }

  /// Sections by an aggregate: the titles come from the query (this was a precondition trap,
  /// `players` being no to-one relationship); by a to-one path, without a lookup per object.
  @Test func sectionsByAnAggregateOrAToOnePath() throws {
    let teams = try league.context.fetchSections(
      FetchRequest(entity: RosterModel.team), by: .keyPath("players.@count"))
    #expect(teams.map(\.name) == ["3", "4", "6"])
    #expect(
      teams.map { $0.elements.map { ($0 as! Team).name } } == [
        ["Yomiuri Giants"], ["Los Angeles Dodgers"], ["Boston Red Sox"],
      ])
    let players = try league.context.fetchSections(
      FetchRequest(entity: RosterModel.player, sortDescriptors: Player.defaultOrder),
      by: .keyPath("team.name"))
    #expect(players.map(\.name) == ["Boston Red Sox", "Los Angeles Dodgers", "Yomiuri Giants"])
    #expect(players.map(\.count) == [6, 4, 3])
    #expect(players[2].elements.map { ($0 as! Player).name } == ["大谷翔平", "Tom O'Brien", "坂本勇人"])
  }
}
