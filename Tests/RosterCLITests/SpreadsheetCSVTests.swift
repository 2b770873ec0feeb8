import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary: every CSV it writes for people (listings, exports, reports, rejects) is
/// safe to open in a spreadsheet and imports back the same.
@Suite(.serialized)
struct SpreadsheetCSVTests {
  let roster = RosterProcess()

  init() throws {
    try roster.seed()
    let added = try roster.run([
      "add", "player", "=HYPERLINK(\"http://evil\",\"click\")", "age=30", "team=BOS", "position=@P",
      "number=99",
    ])
    #expect(added.status == 0, "\(added.stderr)")
  }

  @Test func listingsAsCSVAreSafe() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--format", "csv", "players", "BOS", "where", "age == 30"])
    #expect(result.stderr == "")
    expectLines(
      result.stdout,
      """
      name,age,leagueAge,birthdate,position,number,team
      "'=HYPERLINK(""http://evil"",""click"")",30,30,,'@P,99,Boston Red Sox
      Abe Lincoln,30,30,,C,1,Boston Red Sox

      """)
  }

  @Test func reportsAsCSVAreSafe() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--format", "csv", "report", "BOS"])
    #expect(
      result.stdout.contains(
        "\nplayer,99,\"'=HYPERLINK(\"\"http://evil\"\",\"\"click\"\")\",'@P,30,30,Boston Red Sox,"))
    #expect(!result.stdout.contains("\n\"=") && !result.stdout.contains(",@"))
  }

  /// Export to a file, import into a new league: the same players, formulas and all.
  @Test func exportAndImportGiveBackTheSameLeague() throws {
    defer { roster.cleanUp() }
    let teams = roster.home.appendingPathComponent("teams.csv").path
    let players = roster.home.appendingPathComponent("players.csv").path
    #expect(try roster.run(["export", "teams", "-o", teams]).status == 0)
    #expect(try roster.run(["export", "players", "-o", players]).status == 0)
    #expect(try String(contentsOfFile: players, encoding: .utf8).contains("'@P,99\n"))
    let copy = RosterProcess()
    defer { copy.cleanUp() }
    let imported = try copy.run(["import", teams, players])
    #expect(imported.status == 0, "\(imported.stderr)")
    for command in [["players"], ["teams"]] {
      #expect(
        try copy.run(["--format", "json"] + command).stdout
          == (try roster.run(["--format", "json"] + command).stdout))
    }
  }
}
