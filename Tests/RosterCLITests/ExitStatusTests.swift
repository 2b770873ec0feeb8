import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary's exit statuses: 2 and a usage line for a command given wrong, 0 for `--help`
/// and `--version`.
@Suite(.serialized)
struct ExitStatusTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @Test func usageErrorsExitWithTwo() throws {
    defer { roster.cleanUp() }
    let unknown = try roster.run(["plyers"])
    #expect(
      unknown
        == .init(
          stdout: "", stderr: "roster: unknown command 'plyers'; did you mean 'players'? (try 'help')\n",
          status: 2))
    let add = try roster.run(["add", "BOS"])
    #expect(add.status == 2)
    #expect(
      add.stderr.hasPrefix(
        "roster: 'add' works on a team, player, division, staff, guardian, guardianship or id, not 'bos'"))
    let key = try roster.run(["add", "player", "X", "age=3", "team=BOS", "agee=4"])
    #expect(
      key == .init(stdout: "", stderr: "roster: players have no 'agee'; did you mean 'age'?\n", status: 2))
    let option = try roster.run(["--fromat", "json", "teams"])
    #expect(option.status == 2)
    #expect(
      option.stderr.hasPrefix("roster: unknown option '--fromat'; did you mean '--format'?\nUsage: roster"))
    let format = try roster.run(["--format", "xml", "teams"])
    #expect(format.status == 2)
    let missing = try roster.run(["add", "player"])
    #expect(
      missing.stderr
        == "roster: missing the player's name\nUsage: add player NAME [team=TEAM] [age=N] [position=POS] [number=N] [id=ID] [birthdate=YYYY-MM-DD] [medical=MEDICAL] [medical_alert=yes|no] [gender=GENDER] [school=SCHOOL] [grade=GRADE] [teammate_request=TEAMMATE_REQUEST] [coach_request=COACH_REQUEST] [division=DIVISION] [ids.SYSTEM=VALUE] [guardians=GUARDIAN[,GUARDIAN…]] [--force]\n"
    )
  }

  @Test func helpAndVersionAreCleanExits() throws {
    defer { roster.cleanUp() }
    let help = try roster.run(["--help"], useDatabase: false)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("Usage: roster [--db PATH|URL]"))
    #expect(
      help.stdout.contains(
        "\n  players               list a team's players (or the league's), youngest first\n")
    )
    let one = try roster.run(["help", "move"], useDatabase: false)
    #expect(one.stdout.hasPrefix("Usage: move player PLAYER [team=TEAM] to TEAM [--force]\n"))
    #expect(try roster.run(["--version"], useDatabase: false).stdout.hasPrefix("roster "))
  }
}
