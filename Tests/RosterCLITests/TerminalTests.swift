import Foundation
import RosterFixtures
import Testing

/// The real binary in a real terminal: tmux runs it, `send-keys` types and `capture-pane` reads
/// the screen.
@Suite(.serialized)
final class TerminalTests {
  let database = Fixture.newDatabase()
  /// History and captured screens.
  let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
  let socketPrefix = "roster-tests-\(UUID().uuidString.prefix(8))"
  /// A tmux server per start: a new session on the socket of a server still shutting down after
  /// `kill-server` sometimes never appeared (an empty screen for ten seconds).
  var starts = 0
  var socket: String { "\(socketPrefix)-\(starts)" }
  var history: String { folder + "/history" }

  init() throws {
    _ = try Fixture.league(path: database)
  }

  deinit {
    _ = try? tmux(["kill-server"], capture: false)
    Fixture.remove(database)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Runs a tmux command on this suite's own server, through the shell's `system()`: the server
  /// tmux starts must not inherit any pipe of ours, or reading it would never end.
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let output = folder + "/tmux.out"
    let words = (["tmux", "-L", socket] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    _ = system(words.joined(separator: " ") + " </dev/null >'\(output)' 2>/dev/null")
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  /// Starts roster in a fresh terminal; when it exits, the terminal says `EXITED <status>`.
  private func start() throws {
    _ = try? tmux(["kill-server"], capture: false)
    starts += 1
    let command =
      "env ROSTER_HISTORY='\(history)' LANG=C.UTF-8 '\(RosterProcess.executable.path)' --db '\(database)'; "
      + "echo EXITED $?; sleep 60"
    try tmux(["new-session", "-d", "-s", "t", "-x", "100", "-y", "40", command], capture: false)
    try waitFor("roster> ")
  }

  private func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "t", "-l", text])
    Thread.sleep(forTimeInterval: 0.1)
  }

  private func press(_ key: String) throws {
    try tmux(["send-keys", "-t", "t", key])
  }

  private func screen() throws -> String { try tmux(["capture-pane", "-t", "t", "-p"]) }

  /// Waits until the screen shows `text`; records the screen when it never does.
  private func waitFor(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    // The screen has no trailing spaces (a prompt's included), so the text is compared without them.
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }.joined(
        separator: "\n")
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if try screen().contains(expected) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record(
      Comment(rawValue: "the screen never showed \(text.debugDescription):\n\(try screen())"),
      sourceLocation: sourceLocation)
  }

  @Test func thePromptSaysWhereYouAre() throws {
    try start()
    try type("cd BOS")
    try press("Enter")
    try waitFor("roster:Boston Red Sox> ")
    try waitFor("1  Zoe Adams")
    try type("cd ..")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
  }

  @Test func tabCompletesATeamNameWithSpacesQuoted() throws {
    try start()
    try type("cd Bos")
    try press("Tab")
    try waitFor("roster> cd \"Boston Red Sox\" ")
    try press("Enter")
    try waitFor("roster:Boston Red Sox> ")
  }

  @Test func ctrlCAbandonsTheLineAndKeepsTheSession() throws {
    try start()
    try type("players half-typ")
    try press("C-c")
    try waitFor("roster> players half-typ^C")
    try type("pwd")
    try press("Enter")
    try waitFor("roster> pwd\n/\nroster> ")
  }

  @Test func deletingAsksFirst() throws {
    try start()
    try type("cd LAD")
    try press("Enter")
    try waitFor("roster:Los Angeles Dodgers> ")
    try type("rm 1")
    try press("Enter")
    try waitFor("Delete Julio Urías from Los Angeles Dodgers? [y/N] ")
    try type("n")
    try press("Enter")
    try waitFor("Nothing deleted.")
    try type("rm team LAD")
    try press("Enter")
    try waitFor("Delete team Los Angeles Dodgers and its 4 players? [y/N] ")
    try type("y")
    try press("Enter")
    try waitFor("Deleted team Los Angeles Dodgers and its 4 players.")
    try waitFor("roster> ")
    try type("undo")
    try press("Enter")
    try waitFor("Undid: delete team Los Angeles Dodgers and its 4 players.")
    try waitFor("+  2  Los Angeles Dodgers")
  }

  @Test func aChangeIsListedWithItsRowMarked() throws {
    try start()
    try type("ls")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
    try type("cd 3")
    try press("Enter")
    try waitFor("roster:Yomiuri Giants> ")
    try type(#"add player "Test Rookie" age=19 position=SS number=77"#)
    try press("Enter")
    try waitFor("+  1  Test Rookie")
  }

  @Test func anOpenQuoteContinuesTheCommand() throws {
    try start()
    try type("find \"tom")
    try press("Enter")
    try waitFor("...> ")
    try type("\"")
    try press("Enter")
    try waitFor("Tom O'Brien   28  C")
  }

  @Test func changesFromAnotherProcessAreNoticed() throws {
    try start()
    try type("ls")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
    let other = Process()
    other.executableURL = RosterProcess.executable
    other.arguments = ["--db", database, "add", "team", "Chicago Cubs"]
    other.standardOutput = FileHandle.nullDevice
    try other.run()
    other.waitUntilExit()
    try type("ls")
    try press("Enter")
    try waitFor("Another session changed the league since your last command.")
    try waitFor("2  Chicago Cubs")
  }

  /// Two people on one player: the change made from a listing the other session has since
  /// outdated is refused, naming what changed; nothing is overwritten, and a fresh listing works.
  @Test func aChangeToARowAnotherSessionChangedIsRefused() throws {
    try start()
    try type("cd BOS")
    try press("Enter")
    try type("ls")
    try press("Enter")
    try waitFor("Mookie Betts")
    let other = Process()
    other.executableURL = RosterProcess.executable
    other.arguments = ["--db", database, "set", "player", "Mookie Betts", "age=28"]
    other.standardOutput = FileHandle.nullDevice
    try other.run()
    other.waitUntilExit()
    try type("set 4 age=30")
    try press("Enter")
    try waitFor("Mookie Betts was changed by another session (age 27 → 28); list again and retry")
    try type("ls")
    try press("Enter")
    try type("set 4 age=30")
    try press("Enter")
    try waitFor("Updated Mookie Betts: age 28 → 30.")
  }

  @Test func ctrlDLeavesAndHistorySurvivesARestart() throws {
    try start()
    try type("teams where 'players.@count > 5'")
    try press("Enter")
    try waitFor("Boston Red Sox")
    try press("C-d")
    try waitFor("EXITED 0")
    try start()
    try press("Up")
    try waitFor("roster> teams where 'players.@count > 5'")
  }
}
