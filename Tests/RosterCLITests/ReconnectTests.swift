import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A session (a script here; the REPL in ConsoleSecretsTests) whose server session ends under it:
/// the next command reconnects and says so, or fails with one sentence while the server is away.
@Suite(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
final class ReconnectTests {
  let database = Fixture.newDatabase()
  let admin: PostgreSQLStore
  /// The session's `application_name`, by which the server's side of it is found.
  let name = "roster-test-\(UUID().uuidString.prefix(8))"

  init() throws {
    _ = try Fixture.league(path: database)
    admin = try PostgreSQLStore(url: Backend.postgresServer!)
  }

  deinit {
    try? admin.executeScript("ALTER DATABASE \"\(databaseName)\" ALLOW_CONNECTIONS true")
    Fixture.remove(database)
  }

  var databaseName: String { String(database.split(separator: "?").first!.split(separator: "/").last!) }

  func terminateSession() throws {
    let ended = try admin.rows(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = \(bind: .text(name))"
    )
    #expect(ended == [[.integer(1)]])
  }

  @Test func theNextCommandReconnectsAndSaysSo() throws {
    let client = try ScriptClient(database: database, environment: ["PGAPPNAME": name])
    let before = try client.run("teams")
    try terminateSession()
    let after = try client.run("teams")
    #expect(after == before)
    // A script that stopped cannot be written to any more.
    guard after == before else { return }
    #expect(try client.run("add team \"Chicago Cubs\"") == .output(["Added team Chicago Cubs."]))
    // A command that fails ends the script, and its standard error can be read.
    guard case .failed(let errors, 1) = try client.run("rm team Nowhere -f") else {
      Issue.record("the script should have failed")
      return
    }
    let lines = errors.split(separator: "\n")
    #expect(lines.first == "roster: reconnected to the league at \(quoted(League.shown(database)))")
    #expect(lines.count == 2)
  }

  @Test func whileTheServerIsAwayTheCommandFailsWithOneSentence() throws {
    let client = try ScriptClient(database: database, environment: ["PGAPPNAME": name])
    _ = try client.run("teams")
    try admin.executeScript("ALTER DATABASE \"\(databaseName)\" ALLOW_CONNECTIONS false")
    try terminateSession()
    guard case .failed(let errors, 1) = try client.run("teams") else {
      Issue.record("the command should have failed")
      return
    }
    #expect(errors.hasPrefix("roster: line 3: cannot use the league at \(quoted(League.shown(database))): "))
    #expect(errors.contains("is not currently accepting connections"))
    #expect(errors.split(separator: "\n").count == 1)
  }
}
