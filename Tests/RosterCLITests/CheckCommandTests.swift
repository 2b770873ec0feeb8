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

  @Test(.disabled(if: Backend.isPostgreSQL, "sqlite3 on the league's file"))
  func checkSeesANameChangedByAnotherProgram() throws {
    defer { roster.cleanUp() }
    #expect(try roster.run(["check"]).status == 0)
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [roster.database, "UPDATE players SET name = 'X' WHERE name = 'Mookie Betts'"]
    try sqlite.run()
    sqlite.waitUntilExit()
    let result = try roster.run(["check"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "roster: the league has a problem; restore a backup or ask for help:\n  player #"))
    #expect(result.stderr.contains("'X': name_fold is 'mookie betts' but the name folds to 'x'"))
  }

  /// On PostgreSQL as on SQLite: the folded copy is checked through the store.
  @Test func checkSeesAFoldedCopyOutOfStep() throws {
    defer { roster.cleanUp() }
    let store = try League.store(at: roster.database)
    try store.execute("UPDATE teams SET abbreviation_fold = 'zzz' WHERE abbreviation = 'BOS'")
    let result = try roster.run(["check"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "'Boston Red Sox': abbreviation_fold is 'zzz' but the abbreviation folds to 'bos'"))
  }
}
