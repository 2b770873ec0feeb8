import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// Passwords in PostgreSQL URLs, through the program: never in a message, whichever way the
/// league was named; one warning when one is typed on the command line; never in the history.
struct PostgreSQLSecretsTests {
  /// URLs whose password is SECRET (or holds it) that libpq cannot use or that point nowhere.
  static let urls = [
    "postgresql://roster:SECRET%zz@/league",
    "postgresql://roster:SECRET@h1,[::1/league",
    "postgresql://roster:p@SECRET@/league?host=/nonexistent-roster-socket",
    "postgresql://roster:SECRET/MORE@/league?host=/nonexistent-roster-socket",
    "postgres://roster@/league?host=/nonexistent-roster-socket&pass%77ord=SECRET",
    "POSTGRESQL://roster:SECRET@/league?host=/nonexistent-roster-socket",
    "postgresql:/roster:SECRET@/league",
    "mysql://roster:SECRET@host/league",
  ]

  enum Way: CaseIterable { case db, environment, from, to }

  @Test(.disabled(if: Backend.isPostgreSQL, "needs no server: once is enough"), arguments: urls, Way.allCases)
  func passwordsNeverAppearInMessages(url: String, way: Way) throws {
    let roster = RosterProcess(database: Fixture.temporaryPath())
    defer { roster.cleanUp() }
    try roster.run(["add", "team", "Chicago Cubs"])
    let result: RosterProcess.Result
    switch way {
    case .db:
      result = try roster.run(["--db", url, "teams"], useDatabase: false)
    case .environment:
      result = try roster.run(["teams"], useDatabase: false, environment: ["ROSTER_DB": url])
    case .from:
      result = try roster.run(
        ["migrate", "--from", url, "--to", roster.home.path + "/copy.sqlite"], useDatabase: false)
    case .to:
      result = try roster.run(["migrate", "--from", roster.database, "--to", url], useDatabase: false)
    }
    #expect(result.status != 0)
    #expect(!result.stderr.contains("SECRET"), "\(result.stderr)")
    let warned = way != .environment && PostgreSQLStore.handles(url)
    #expect(result.stderr.hasPrefix(PasswordWarning.text + "\n") == warned, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == (warned ? 2 : 1), "\(result.stderr)")
  }

  /// The URL of `database` with the password `swordfish` (the test server trusts every login).
  private func withPassword(_ database: String) -> String {
    database.replacingOccurrences(of: "postgresql://roster@", with: "postgresql://roster:swordfish@")
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func aPasswordOnTheCommandLineIsWarnedAboutOnce() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let copy = RosterProcess()
    defer { copy.cleanUp() }
    let listed = try roster.run(
      ["--db", withPassword(roster.database), "--format", "csv", "teams"], useDatabase: false)
    #expect(
      listed
        == .init(
          stdout: "name,city,abbreviation,division,players\n", stderr: PasswordWarning.text + "\n", status: 0)
    )
    let copied = try roster.run(
      [
        "--db", withPassword(roster.database), "migrate", "--from", withPassword(roster.database), "--to",
        withPassword(copy.database),
      ], useDatabase: false)
    #expect(copied.status == 0)
    #expect(copied.stderr == PasswordWarning.text + "\n")
    #expect(!copied.stdout.contains("swordfish"))
    let fromEnvironment = try roster.run(
      ["--format", "csv", "teams"], useDatabase: false,
      environment: ["ROSTER_DB": withPassword(roster.database)])
    #expect(
      fromEnvironment == .init(stdout: "name,city,abbreviation,division,players\n", stderr: "", status: 0))
  }

  @Test(arguments: [
    (
      "migrate --from postgresql://ann:secret@host/league --to copy.sqlite",
      "migrate --from postgresql://ann@host/league --to copy.sqlite"
    ),
    (
      "migrate --from 'postgresql://ann:two words@host/league' --to x@y.sqlite",
      "migrate --from postgresql://ann@host/league --to x@y.sqlite"
    ),
    (
      "migrate  --from=postgres://ann:p@ss@host/db --to \"my file.sqlite\"",
      "migrate  --from=postgres://ann@host/db --to \"my file.sqlite\""
    ),
    ("add team \"postgresql://a:secret@h/d's\"", "add team 'postgresql://a@h/d'\\''s'"),
    ("migrate --from \"postgresql://a:se\\\"cret@h/d\" --to b", "migrate --from postgresql://a@h/d --to b"),
    ("teams where name == \"postgres\"", "teams where name == \"postgres\""),
    (
      "migrate --from postgresql://ann@host/league --to x",
      "migrate --from postgresql://ann@host/league --to x"
    ),
  ])
  func historyLinesLeaveOutPasswords(line: String, kept: String) throws {
    #expect(HistoryLine.withoutPasswords(line) == kept)
    // The line kept still reads as the same command, the password aside.
    let words = try CommandLineLexer.split(kept).map(\.value)
    #expect(words == (try CommandLineLexer.split(line).map { League.hidingPasswords(inText: $0.value) }))
  }
}
