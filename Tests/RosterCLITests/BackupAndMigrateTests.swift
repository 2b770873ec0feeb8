import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Copies of a league: `backup` (checked by `check`) and `migrate` to a file and back, on the
/// backend under test.
@Suite(.serialized)
struct BackupAndMigrateTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func checkAndBackup() throws {
    defer { roster.cleanUp() }
    #expect(
      try roster.run(["check"])
        == .init(stdout: "The league is consistent: 3 teams, 13 players.\n", stderr: "", status: 0))
    let copy = roster.home.appendingPathComponent("backup.sqlite").path
    #expect(try roster.run(["backup", copy]).stdout == "Backed up the league to \(copy).\n")
    let fromCopy = try roster.run(["--db", copy, "--format", "csv", "players"], useDatabase: false)
    #expect(fromCopy.stdout == (try roster.run(["--format", "csv", "players"]).stdout))
    // A player whose team is gone, written by another program with foreign keys off.
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [copy, "PRAGMA foreign_keys = OFF; DELETE FROM teams WHERE abbreviation = 'YOM';"]
    try sqlite.run()
    sqlite.waitUntilExit()
    let broken = try roster.run(["--db", copy, "check"], useDatabase: false)
    #expect(broken.status == 1)
    #expect(
      broken.stderr.hasPrefix("roster: the league has 3 problems; restore a backup or ask for help:\n  row "))
  }

  /// A league copied to a file and back into a new database of the backend under test (on the
  /// PostgreSQL pass: server → SQLite → server) is the same league, ids and all; a target that
  /// already holds a league is refused.
  @Test func migrateCopiesALeagueBothWays() throws {
    defer { roster.cleanUp() }
    #expect(try roster.run(["set", "player", "Mookie Betts", "age=28"]).status == 0)
    let file = roster.home.appendingPathComponent("copy.sqlite").path
    let there = try roster.run(["migrate", "--from", roster.database, "--to", file], useDatabase: false)
    #expect(there.stderr == "")
    #expect(there.stdout.hasPrefix("Copied 3 teams and 13 players from "))
    let back = RosterProcess()
    defer { back.cleanUp() }
    #expect(
      try roster.run(["migrate", "--from", file, "--to", back.database], useDatabase: false).status == 0)
    for command in [["players"], ["teams"]] {
      let original = try roster.run(["--format", "csv"] + command).stdout
      #expect(try back.run(["--format", "csv"] + command).stdout == original)
      #expect(
        try roster.run(["--db", file, "--format", "csv"] + command, useDatabase: false).stdout == original)
    }
    #expect(try back.run(["check"]).status == 0)
    #expect(try back.run(["add", "team", "Chicago Cubs"]).status == 0, "new ids come after the copied ones")
    let again = try roster.run(["migrate", "--from", file, "--to", back.database], useDatabase: false)
    #expect(again.status == 1)
    #expect(
      again.stderr.contains(
        "already holds a league (4 teams and 13 players); migrate into a new, empty database"))
  }
}
