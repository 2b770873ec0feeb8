import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The REPL in a real terminal (tmux, as in TerminalTests): a password in a URL typed on a line is
/// not written to the history file, and a session the server ended is reconnected on the next
/// command, which says so.
@Suite(.serialized, TerminalHarness.needed)
final class ConsoleSecretsTests {
  let database = Fixture.newDatabase()
  let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
  let socket = "roster-secrets-\(UUID().uuidString.prefix(8))"
  let name = "roster-test-\(UUID().uuidString.prefix(8))"
  var history: String { folder + "/history" }

  init() throws {
    _ = try Fixture.league(path: database)
  }

  deinit {
    _ = try? tmux(["kill-server"])
    Fixture.remove(database)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// A tmux command on this suite's own server, through `system()` so that the server inherits
  /// no pipe of ours.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let output = folder + "/tmux.out"
    let words = (["tmux", "-L", socket] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    _ = system(words.joined(separator: " ") + " </dev/null >'\(output)' 2>/dev/null")
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  private func start() throws {
    let command =
      "env ROSTER_HISTORY='\(history)' PGAPPNAME='\(name)' LANG=C.UTF-8 '\(RosterProcess.executable.path)' "
      + "--db '\(database)'; echo EXITED $?; sleep 60"
    try tmux(["new-session", "-d", "-s", "t", "-x", "150", "-y", "40", command])
    try waitFor("roster> ")
  }

  private func enter(_ line: String) throws {
    try tmux(["send-keys", "-t", "t", "-l", line])
    Thread.sleep(forTimeInterval: 0.1)
    try tmux(["send-keys", "-t", "t", "Enter"])
  }

  /// Waits until the screen shows `text` (`times` times); records the screen when it never does.
  private func waitFor(
    _ text: String, times: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if try tmux(["capture-pane", "-t", "t", "-p", "-J"]).components(separatedBy: text).count > times {
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record(
      Comment(
        rawValue:
          "the screen never showed \(text.debugDescription):\n\(try tmux(["capture-pane", "-t", "t", "-p"]))"),
      sourceLocation: sourceLocation)
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
    try tmux(["send-keys", "-t", "t", "C-d"])
    try waitFor("EXITED 0")
    let kept = try String(contentsOfFile: history, encoding: .utf8)
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
    try waitFor("roster: reconnected to the league at \(quoted(League.shown(database)))")
    try waitFor("Tom O'Brien")
  }
}
