import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary: `check` sees a name changed behind Roster's back, says what is wrong and
/// exits with 1.
@Suite(.serialized)
struct CheckCommandTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  /// Another program cannot change a name behind Roster's back: its folded copy must be the name
  /// folded (a check of the database's), and the sqlite3 shell, without Roster's folding, is
  /// refused; the league stays as it was.
  @Test(.disabled(if: Backend.isPostgreSQL, "sqlite3 on the league's file"))
  func anotherProgramCannotChangeAName() throws {
    defer { roster.cleanUp() }
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [roster.database, "UPDATE players SET name = 'X' WHERE name = 'Mookie Betts'"]
    sqlite.standardError = FileHandle.nullDevice
    try sqlite.run()
    sqlite.waitUntilExit()
    #expect(sqlite.terminationStatus != 0)
    #expect(try roster.run(["players", "BOS"]).stdout.contains("Mookie Betts"))
    #expect(try roster.run(["check"]).status == 0)
  }

  /// A name changed where the database did not check it (before schema 9, or with its checks
  /// dropped): `check` says what is wrong and exits with 1.
  @Test func checkSeesANameChangedBehindTheChecks() throws {
    defer { roster.cleanUp() }
    #expect(try roster.run(["check"]).status == 0)
    let store = try League.store(at: roster.database)
    try BehindTheChecks.write(store, tables: ["players"]) {
      try store.execute("UPDATE players SET name = 'X' WHERE name = 'Mookie Betts'")
    }
    let result = try roster.run(["check"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("restore a backup or ask for help:\n"))
    #expect(result.stderr.contains("'X': name_fold is 'mookie betts' but the name folds to 'x'"))
  }

  /// On PostgreSQL as on SQLite: the folded copy is checked through the store.
  @Test func checkSeesAFoldedCopyOutOfStep() throws {
    defer { roster.cleanUp() }
    let store = try League.store(at: roster.database)
    try BehindTheChecks.write(store, tables: ["teams"]) {
      try store.execute("UPDATE teams SET abbreviation_fold = 'zzz' WHERE abbreviation = 'BOS'")
    }
    let result = try roster.run(["check"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "'Boston Red Sox': abbreviation_fold is 'zzz' but the abbreviation folds to 'bos'"))
  }
}
