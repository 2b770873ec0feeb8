import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Messages about other databases and backups name the right thing.
struct DatabaseMessageTests {
  let roster = RosterProcess()

  @Test(.disabled(if: Backend.isPostgreSQL, "files as targets"))
  func migrateNamesTheDatabaseAndItsOption() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let result = try roster.run(
      ["migrate", "--from", roster.database, "--to", "/etc/passwd"], useDatabase: false)
    #expect(
      result.stderr
        == "roster: '/etc/passwd' is not a Roster database (it is not an SQLite file); choose another file with --to\n"
    )
    let foreign = roster.home.appendingPathComponent("foreign.sqlite").path
    let store = try SQLiteStore(path: foreign)
    try store.executeScript("CREATE TABLE notes(text)")
    let from = try roster.run(
      ["migrate", "--from", foreign, "--to", roster.home.appendingPathComponent("new.sqlite").path],
      useDatabase: false)
    #expect(
      from.stderr
        == "roster: '\(foreign)' is an SQLite database of another program, not a Roster league; "
        + "choose another file with --from\n")
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "a league on PostgreSQL"))
  func backupOfAPostgreSQLLeagueIsASentence() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let result = try roster.run(["backup", "/tmp/never.sqlite"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("roster: a league on PostgreSQL is backed up by the server's tools (pg_dump)"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.sqlite"))
  }

  /// A PostgreSQL database is not called a file.
  @Test(arguments: [
    (
      MigrationError.foreignDatabase,
      "'postgresql://server/db' holds the tables of another program, not a Roster league; "
        + "choose another database with --db"
    ),
    (
      MigrationError.newerSchema(found: 9, supported: 3),
      "'postgresql://server/db' was written by a newer Roster (schema 9; this one knows 3); "
        + "upgrade Roster to open it — the database was not changed"
    ),
    (
      MigrationError.readOnly(found: 2, needed: 3),
      "'postgresql://server/db' needs upgrading (schema 2 to 3) but cannot be written; "
        + "ask the database's owner for the rights"
    ),
  ])
  func postgreSQLDatabasesAreNotFiles(error: MigrationError, sentence: String) {
    #expect(ErrorReporter.report(error, database: "postgresql://server/db").message == sentence)
  }

  /// A failure of the engine's that Roster has no sentence for is said whole, with what it means
  /// for the change — never a bare "database error: …" (as CI once printed an undo's, a
  /// transaction id "in the future").
  @Test func anUnknownFailureIsASentence() {
    let error = StoreError(
      kind: .other, code: "XX000", message: "transaction ID 18446744069414594636 is in the future")
    let message = ErrorReporter.report(error, database: "postgresql://server/db").message
    #expect(
      message
        == "the database could not do it (transaction ID 18446744069414594636 is in the future); "
        + "nothing was changed; try again, and report it if it happens again")
    #expect(!message.contains("database error"))
  }
}
