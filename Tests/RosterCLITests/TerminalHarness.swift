import Foundation
import RosterFixtures
import Testing

/// Roster in a real terminal: tmux runs it, `send-keys` types and `capture-pane` reads the
/// screen. Each harness has its own database, history file and tmux servers.
final class TerminalHarness {
  /// Whether tmux is installed; suites that need it are skipped, saying so, when it is not.
  static let isAvailable: Bool = system("tmux -V >/dev/null 2>&1") == 0

  /// The trait of a suite or test that drives a real terminal.
  static let needed = Testing.ConditionTrait.enabled(if: isAvailable, "needs tmux, which is not installed")

  let database: String
  /// History and captured screens.
  let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
  let socketPrefix = "roster-tests-\(UUID().uuidString.prefix(8))"
  /// A tmux server per start: a new session on the socket of a server still shutting down after
  /// `kill-server` sometimes never appeared (an empty screen for ten seconds).
  var starts = 0
  var socket: String { "\(socketPrefix)-\(starts)" }
  var history: String { folder + "/history" }

  init(database: String = Fixture.newDatabase()) {
    self.database = database
  }

  deinit {
    _ = try? tmux(["kill-server"], capture: false)
    Fixture.remove(database)
    Self.remove(folder)
  }

  /// Removes `folder` once what ran in the terminal has let go of it: a program the terminal's
  /// end stops (a shell, Roster) writes its history as it exits, maybe after a first removal,
  /// and the folder was left with that file in it.
  static func remove(_ folder: String) {
    for _ in 0..<30 {
      try? FileManager.default.removeItem(atPath: folder)
      Thread.sleep(forTimeInterval: 0.1)
      if !FileManager.default.fileExists(atPath: folder) { return }
    }
  }

  /// Runs a tmux command on this harness's own server, through the shell's `system()`: the server
  /// tmux starts must not inherit any pipe of ours, or reading it would never end.
  @discardableResult
  func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let output = folder + "/tmux.out"
    let words = (["tmux", "-L", socket] + arguments).map(Self.shellQuoted)
    _ = system(words.joined(separator: " ") + " </dev/null >'\(output)' 2>/dev/null")
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Starts roster (with `arguments`, on the harness's database unless they say otherwise) in a
  /// fresh terminal of `rows` lines; when it exits, the terminal says `EXITED <status>`.
  func start(
    _ arguments: [String] = [], environment: [String: String] = [:], rows: Int = 40, columns: Int = 100,
    waitingFor prompt: String? = "roster> "
  ) throws {
    _ = try? tmux(["kill-server"], capture: false)
    starts += 1
    let variables = ["ROSTER_HISTORY": history, "LANG": "C.UTF-8"].merging(environment) { $1 }
    let command =
      "env "
      + variables.sorted { $0.key < $1.key }.map { Self.shellQuoted("\($0.key)=\($0.value)") }
      .joined(separator: " ")
      + " "
      + ([RosterProcess.executable.path] + (arguments.contains("--db") ? [] : ["--db", database])
      + arguments).map(Self.shellQuoted).joined(separator: " ")
      + "; echo EXITED $?; sleep 60"
    try tmux(
      ["new-session", "-d", "-s", "t", "-x", String(columns), "-y", String(rows), command], capture: false)
    if let prompt { try waitFor(prompt) }
  }

  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "t", "-l", text])
    Thread.sleep(forTimeInterval: 0.1)
  }

  func press(_ key: String) throws {
    try tmux(["send-keys", "-t", "t", key])
  }

  /// Types a line and presses Enter.
  func enter(_ line: String) throws {
    try type(line)
    try press("Enter")
  }

  func screen() throws -> String { try tmux(["capture-pane", "-t", "t", "-p"]) }

  /// Everything the terminal showed since it started: the screen and the lines scrolled off it.
  func scrollback() throws -> String { try tmux(["capture-pane", "-t", "t", "-p", "-S", "-"]) }

  /// Waits until the screen (with `inScrollback`, the lines scrolled off it too) shows `text`
  /// (`times` times); records the screen when it never does.
  func waitFor(
    _ text: String, times: Int = 1, seconds: Double = 10, inScrollback: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    // The screen has no trailing spaces (a prompt's included), so the text is compared without them.
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }.joined(
        separator: "\n")
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try (inScrollback ? scrollback() : screen()).components(separatedBy: expected).count > times {
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record(
      Comment(rawValue: "the screen never showed \(text.debugDescription):\n\(try screen())"),
      sourceLocation: sourceLocation)
  }
}
