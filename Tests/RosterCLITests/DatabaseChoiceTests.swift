import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `--db` names the league the user meant, or says why not.
@Suite(.serialized)
struct DatabaseChoiceTests {
  let roster = RosterProcess()

  @Test func anEmptyDatabaseIsAUsageError() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--db", "", "add", "team", "Lost"], useDatabase: false)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("roster: --db needs a database: the path of a league file"))
    let inline = try roster.run(["--db=", "teams"], useDatabase: false)
    #expect(inline.status == 2)
  }

  @Test func helpAfterACommandIsThatCommandsHelp() throws {
    defer { roster.cleanUp() }
    for arguments in [["rm", "--help"], ["help", "rm"], ["rm", "-h", "team"]] {
      let result = try roster.run(arguments, useDatabase: false)
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("Usage: rm team TEAM [-f] [--release]\n"), "\(arguments)")
    }
  }

  @Test(arguments: ["file:league.sqlite?mode=memory", "FILE:/tmp/x.sqlite", "file:x"])
  func sqliteURIsAreRefusedNotQuietlyThrownAway(uri: String) throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--db", uri, "add", "team", "Lost"], useDatabase: false)
    #expect(result.status == 2)
    #expect(result.stderr.contains("is an SQLite URI, which Roster does not take"))
    let fromEnvironment = try roster.run(["teams"], useDatabase: false, environment: ["ROSTER_DB": uri])
    #expect(fromEnvironment.status == 2)
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "about a new SQLite file"), TerminalHarness.needed)
  func aMistypedPathSaysANewLeagueIsStartedThere() throws {
    let terminal = TerminalHarness()
    let typo = terminal.folder + "/leage.sqlite"
    // Wide enough for the sentence on one line, whatever the temporary folder's path (at 100
    // columns it wrapped inside "creating a new one" unless the path was 67 characters long).
    try terminal.start(["--db", typo], columns: 200)
    try terminal.waitFor("yet; creating a new one there")
    try terminal.enter("quit")
    try terminal.start(["--db", typo])
    #expect(!(try terminal.screen().contains("creating a new one")))
  }
}
