import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary's changes (`add`, `set`, `move`, `rm`): each says what it did, a refused one
/// changes nothing, a delete cascades, and a name that matches several or none says so.
@Suite(.serialized)
struct EditingCommandTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @Test func removingATeamCascades() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["rm", "team", "BOS"])
    #expect(
      result == .init(stdout: "Deleted team Boston Red Sox and its 6 players.\n", stderr: "", status: 0))
    // Straight from the database: no player is left without a team, and its own checks pass.
    let store = try League.store(at: roster.database)
    #expect(try store.scalar("SELECT count(*) FROM players WHERE team_id NOT IN (SELECT id FROM teams)") == 0)
    #expect(try store.check().isEmpty)
    #expect(try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").count == 1 + 7)
  }

  @Test func editingCommandsSayWhatTheyDid() throws {
    defer { roster.cleanUp() }
    #expect(
      try roster.run(["add", "team", "Chicago", "Cubs", "city=Chicago", "abbr=CHC"]).stdout
        == "Added team Chicago Cubs (CHC).\n")
    #expect(
      try roster.run([
        "add", "player", "Kris Bryant", "age=28", "team=chicago cubs", "position=3B", "number=17",
      ]).stdout
        == "Added Kris Bryant (age 28) to Chicago Cubs.\n")
    #expect(
      try roster.run(["set", "player", "kris bryant", "age=29", "number="]).stdout
        == "Updated Kris Bryant: age 28 → 29, number 17 → (none).\n")
    #expect(
      try roster.run(["set", "team", "CHC", "city=Wrigleyville"]).stdout
        == "Updated Chicago Cubs: city Chicago → Wrigleyville.\n")
    #expect(
      try roster.run(["move", "player", "Kris Bryant", "to", "Los Angeles Dodgers"]).stdout
        == "Moved Kris Bryant from Chicago Cubs to Los Angeles Dodgers.\n")
    #expect(
      try roster.run(["rm", "player", "Kris Bryant", "team=LAD"]).stdout
        == "Deleted Kris Bryant from Los Angeles Dodgers.\n")
    #expect(
      try roster.run(["rm", "team", "CHC"]).stdout == "Deleted team Chicago Cubs (it had no players).\n")
  }

  @Test func failedCommandsChangeNothing() throws {
    defer { roster.cleanUp() }
    let before = try roster.run(["--format", "csv", "players"]).stdout
    let clash = try roster.run(["add", "player", "Newcomer", "age=20", "team=BOS", "number=50"])
    #expect(
      clash
        == .init(
          stdout: "", stderr: "roster: number 50 is already taken on Boston Red Sox by Mookie Betts\n",
          status: 1))
    let badAge = try roster.run(["add", "player", "Newcomer", "age=23.5", "team=BOS"])
    #expect(badAge.stderr == "roster: age must be a whole number from 0 to 120 (got '23.5')\n")
    let clashingMove = try roster.run(["move", "player", "Zoe Adams", "to", "LAD"])
    #expect(
      clashingMove.stderr
        == "roster: number 13 is already taken on Los Angeles Dodgers by Max Muncy; clear Zoe Adams's number "
        + "first (set player 'Zoe Adams' number=) or give another (set player 'Zoe Adams' number=…), then move\n"
    )
    let move = try roster.run(["move", "player", "Abe Lincoln", "to", "LAD"])
    #expect(move.status == 0)
    let back = try roster.run(["set", "player", "Abe Lincoln", "number=22"])
    #expect(back.stderr == "roster: number 22 is already taken on Los Angeles Dodgers by Clayton Kershaw\n")
    _ = try roster.run(["move", "player", "Abe Lincoln", "to", "BOS"])
    #expect(try roster.run(["--format", "csv", "players"]).stdout == before)
  }

  @Test func namesThatMatchSeveralPlayersAreErrors() throws {
    defer { roster.cleanUp() }
    _ = try roster.run(["add", "player", "Ken Griffey", "age=45", "team=BOS"])
    _ = try roster.run(["add", "player", "Ken Griffey", "age=19", "team=BOS"])
    let result = try roster.run(["set", "player", "ken griffey", "age=20"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("roster: 'ken griffey' matches 2 players: #"))
    #expect(result.stderr.contains("Ken Griffey (Boston Red Sox, age 19)"))
    let id = result.stderr.split(separator: "#")[1].prefix { $0.isNumber }
    #expect(try roster.run(["set", "player", "#\(id)", "age=20"]).status == 0)
  }

  @Test func lookupsSuggest() throws {
    defer { roster.cleanUp() }
    #expect(
      try roster.run(["players", "Dodgers"]).stderr
        == "roster: no team is named or abbreviated 'Dodgers'; did you mean 'Los Angeles Dodgers'?\n")
    #expect(
      try roster.run(["rm", "player", "Moky Betts"]).stderr
        == "roster: no player is named 'Moky Betts'; did you mean 'Mookie Betts'?\n")
    // The start of a word is a likely meant name; letters inside one are not ('ost' is in Boston).
    #expect(
      try roster.run(["players", "Dodg"]).stderr
        == "roster: no team is named or abbreviated 'Dodg'; did you mean 'Los Angeles Dodgers'?\n")
    #expect(try roster.run(["players", "osto"]).stderr.contains("did you mean") == false)
  }
}
