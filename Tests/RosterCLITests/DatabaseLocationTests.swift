import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Where the league is (`--db`, `ROSTER_DB`, the default under `XDG_DATA_HOME` or `HOME`), and one
/// sentence for a league that cannot be used: a file that is not one, a missing folder, a server
/// that cannot be reached.
@Suite(.serialized)
struct DatabaseLocationTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func databaseLocations() throws {
    defer { roster.cleanUp() }
    let data = roster.home.appendingPathComponent("data").path
    let result = try roster.run(
      ["add", "team", "Default"], useDatabase: false, environment: ["XDG_DATA_HOME": data])
    #expect(result.status == 0)
    let folder = data + "/roster"
    #expect(FileManager.default.fileExists(atPath: folder + "/roster.sqlite"))
    let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
    #expect(mode == 0o700)
    let home = try roster.run(["teams"], useDatabase: false)
    #expect(
      home.stdout.hasPrefix("No teams.\nThe league has no teams yet"),
      "HOME/.local/share is a different league")
    #expect(FileManager.default.fileExists(atPath: roster.home.path + "/.local/share/roster/roster.sqlite"))
    let env = try roster.run(
      ["--format", "csv", "teams"], useDatabase: false, environment: ["ROSTER_DB": roster.database])
    #expect(env.stdout.contains("Boston Red Sox"))
    let memory = try roster.run(["--db", ":memory:", "add", "team", "X"], useDatabase: false)
    #expect(memory.status == 0)
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func filesThatCannotBeUsedGetOneSentence() throws
  {
    defer { roster.cleanUp() }
    let text = roster.home.appendingPathComponent("notes.txt").path
    try Data(repeating: 65, count: 5000).write(to: URL(fileURLWithPath: text))
    let notADatabase = try roster.run(["--db", text, "teams"], useDatabase: false)
    #expect(
      notADatabase
        == .init(
          stdout: "",
          stderr:
            "roster: '\(text)' is not a Roster database (it is not an SQLite file); choose another file with --db\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == Data(repeating: 65, count: 5000))
    let missing = try roster.run(["--db", "/nonexistent/folder/x.sqlite", "teams"], useDatabase: false)
    #expect(
      missing.stderr
        == "roster: cannot open '/nonexistent/folder/x.sqlite': the folder '/nonexistent/folder' does not exist\n"
    )
  }

  /// A server that cannot be reached: one sentence, exit 1, and never the URL's password (after
  /// the warning that a password on the command line is not private).
  @Test func anUnreachableServerIsOneSentenceWithoutThePassword() throws {
    defer { roster.cleanUp() }
    let url = "postgresql://ann:secret@/league?host=/nonexistent-roster-socket&password=other"
    let result = try roster.run(["--db", url, "teams"], useDatabase: false)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    let warning =
      "roster: warning: a password on the command line can be seen by every user of this "
      + "machine; keep it in ~/.pgpass or PGPASSWORD instead\n"
    #expect(
      result.stderr.hasPrefix(
        warning
          + "roster: cannot use the league at 'postgresql://ann@/league?host=/nonexistent-roster-socket': "
          + "connection to server on socket \"/nonexistent-roster-socket/.s.PGSQL.5432\" failed"))
    #expect(!result.stderr.contains("secret") && !result.stderr.contains("other"))
    #expect(result.stderr.split(separator: "\n").count == 2)
  }
}
