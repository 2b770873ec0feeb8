import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The real birthdates of the 2020 season against baseball's own ages: with the cutoff on 30 June
/// 2020 (baseball's convention), every player's league age, computed in SQL on the engine under
/// test, is the age the source gives. Birthdays on, just before and just after the cutoff occur,
/// and one on 29 February.
struct MLBLeagueAgeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func everyLeagueAgeIsTheBaseballAge() throws {
    let league = try League(path: Fixture.newDatabase())
    defer { Fixture.remove(league.store.location) }
    let data = Self.root.appendingPathComponent("data")
    _ = try Importer(context: league.context).run(
      ["league.csv", "teams.csv", "players.csv"].map { data.appendingPathComponent($0).path })
    // Two players of the Marlins are both named Josh Smith: the rows are compared as a whole.
    var leagueAges: [String] = []
    try league.context.enumerateValues(
      FetchRequest(entity: RosterModel.player), keyPaths: ["team.name", "name", "leagueAge"]
    ) { row in leagueAges.append("\(row[0]),\(row[1]),\(row[2])") }
    let expected = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/mlb/baseball-ages.csv"), encoding: .utf8
    ).split(separator: "\n").dropFirst().map(String.init)
    #expect(expected.count == 1_289)
    let missing = Set(expected).subtracting(leagueAges).sorted()
    #expect(leagueAges.sorted() == expected.sorted(), "\(missing.prefix(10))")
  }
}
