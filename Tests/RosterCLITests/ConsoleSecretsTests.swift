import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The REPL in a real terminal (tmux, as in TerminalTests): a password in a URL typed on a line is
/// not written to the history file, and a session the server ended is reconnected on the next
/// command, which says so.
@Suite(.serialized, TerminalHarness.needed)
final class ConsoleSecretsTests {
  let terminal = TerminalHarness()
  /// How the server knows this suite's session, to end it.
  let name = "roster-test-\(UUID().uuidString.prefix(8))"

  init() throws {
    _ = try Fixture.league(path: terminal.database)
  }

  private func start() throws { try terminal.start(environment: ["PGAPPNAME": name], columns: 150) }
  private func enter(_ line: String) throws { try terminal.enter(line) }
  private func waitFor(
    _ text: String, times: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try terminal.waitFor(text, times: times, sourceLocation: sourceLocation)
  }

  @Test func aPasswordTypedInAURLIsNotKeptInTheHistory() throws {
    try start()
    try enter(
      "migrate --from 'postgresql://ann:SECRET word@/league?host=/nonexistent-roster-socket' --to copy.sqlite"
    )
    let failure =
      "roster: cannot use the league at 'postgresql://ann@/league?host=/nonexistent-roster-socket'"
    try waitFor(failure)
    try enter(
      "migrate --from postgresql://ann:SECRET@/league?host=/nonexistent-roster-socket --to copy.sqlite")
    // Ctrl-D once the command has finished: typed ahead, readline may keep it in its own buffer.
    try waitFor(failure, times: 2)
    try terminal.press("C-d")
    try waitFor("EXITED 0")
    let kept = try String(contentsOfFile: terminal.history, encoding: .utf8)
    #expect(!kept.contains("SECRET"))
    let line = "migrate --from postgresql://ann@/league?host=/nonexistent-roster-socket --to copy.sqlite"
    #expect(kept.split(separator: "\n").suffix(2) == [Substring(line), Substring(line)])
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func theNextCommandAfterTheServerEndedTheSessionReconnects() throws {
    try start()
    try enter("teams")
    try waitFor("Yomiuri Giants")
    let admin = try PostgreSQLStore(url: Backend.postgresServer!)
    let ended = try admin.rows(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = \(bind: .text(name))"
    )
    #expect(ended == [[.integer(1)]])
    try enter("players YOM")
    try waitFor("roster: reconnected to the league at \(quoted(League.shown(terminal.database)))")
    try waitFor("Tom O'Brien")
  }
}
