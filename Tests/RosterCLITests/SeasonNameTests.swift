import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A season's name reads it (`--season NAME`): no two seasons of a league share one, and a
/// league that already has two (from an older release, or another program) is asked which.
@Suite(.serialized)
struct SeasonNameTests {
  let roster = RosterProcess()

  init() throws {
    let setup =
      "league set season=2027 cutoff=2027-08-31\nadd team Tigers\nadd player \"Ana Ruiz\" age=11 team=Tigers\n"
    #expect(try roster.run(["--quiet"], input: setup).status == 0)
    #expect(
      try roster.run(["season", "new", "2028", "--cutoff", "2028-08-31", "--keep-rosters"]).status == 0)
  }

  @Test func aSeasonNameIsNotPlayedTwice() throws {
    defer { roster.cleanUp() }
    for arguments in [
      ["season", "new", "2027", "--cutoff", "2029-08-31"], ["league", "set", "season=2027"],
    ] {
      let refused = try roster.run(arguments)
      #expect(refused.status == 1, "\(arguments)")
      #expect(
        refused.stderr.hasPrefix("roster: the league already played a season named '2027' ("),
        "\(refused.stderr)")
    }
    #expect(try roster.run(["league", "--format", "csv"]).stdout.contains("season,2028\n"))
  }

  /// Two seasons of one name, as another program could leave them: `--season NAME` names both
  /// and reads neither; each reads by the name `seasons` lists it by.
  @Test func twoSeasonsOfOneNameAreAskedForByTheirNumbers() throws {
    defer { roster.cleanUp() }
    #expect(try roster.run(["add", "player", "Bo Li", "age=12", "team=Tigers"]).status == 0)
    let store = try League.store(at: roster.database)
    try store.execute("UPDATE league SET season = '2027', version = version + 1")
    let ambiguous = try roster.run(["players", "--season", "2027"])
    #expect(ambiguous.status == 1)
    #expect(
      ambiguous.stderr.hasPrefix(
        "roster: the league played 2 seasons named '2027': '2027 (1)' ("), "\(ambiguous.stderr)")
    let seasons = try roster.run(["seasons", "--format", "csv"]).stdout
    #expect(seasons.contains("\n2027 (1),") && seasons.contains("\n2028,") && seasons.contains("\n2027 (2),"))
    let first = try roster.run(["players", "--season", "2027 (1)", "--format", "csv"]).stdout
    #expect(first.contains("Ana Ruiz") && !first.contains("Bo Li"))
    let second = try roster.run(["players", "--season", "2028", "--format", "csv"]).stdout
    #expect(second.contains("Bo Li"))
  }
}
