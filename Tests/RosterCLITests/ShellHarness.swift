import Foundation
import RosterFixtures
import Testing

/// A real bash, zsh or fish in a tmux terminal, with Roster's completion loaded as a user loads
/// it. `complete` types a line, presses Tab and runs the line the shell completed: `roster` there
/// is a stand-in that records the words it was given (and passes `__complete` on to Roster), so a
/// test sees exactly what the completed line means to the shell — and whether it ran anything.
final class ShellHarness {
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  static func isInstalled(_ shell: Shell) -> Bool {
    system("command -v \(shell.rawValue) >/dev/null 2>&1") == 0
  }

  let shell: Shell
  /// The shell's home and working directory: a name that ran `touch pwned` would leave it here.
  let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent + "/shell"
  private let socket = "roster-shell-\(UUID().uuidString.prefix(8))"
  private var arguments: String { folder + "/arguments" }

  init(_ shell: Shell, database: String) throws {
    self.shell = shell
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
    let roster = RosterProcess.executable.path
    // The stand-in: Roster itself for completion, a recorder for the completed line.
    let standIn = """
      #!/bin/sh
      if [ "$1" = __complete ]; then exec \(TerminalHarness.shellQuoted(roster)) "$@"; fi
      printf '%s\\0' "$@" > \(TerminalHarness.shellQuoted(arguments)).part
      mv \(TerminalHarness.shellQuoted(arguments)).part \(TerminalHarness.shellQuoted(arguments))

      """
    try standIn.write(toFile: folder + "/bin/roster", atomically: true, encoding: .utf8)
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/bin/roster")
    let load = TerminalHarness.shellQuoted(roster) + " completion " + shell.rawValue
    switch shell {
    case .bash:
      try "PS1='$ '\nsource <(\(load))\n".write(toFile: folder + "/bashrc", atomically: true, encoding: .utf8)
    case .zsh:
      let rc = "PS1='$ '\nautoload -U compinit; compinit -u -D\nsource <(\(load))\n"
      try rc.write(toFile: folder + "/.zshrc", atomically: true, encoding: .utf8)
    case .fish:
      try manager.createDirectory(atPath: folder + "/config/fish", withIntermediateDirectories: true)
      let config = "set -g fish_greeting\nfunction fish_prompt; echo -n '$ '; end\n\(load) | source\n"
      try config.write(toFile: folder + "/config/fish/config.fish", atomically: true, encoding: .utf8)
    }
    let environment = [
      "HOME": folder, "ZDOTDIR": folder, "XDG_CONFIG_HOME": folder + "/config", "TERM": "xterm",
      "LANG": "C.UTF-8", "ROSTER_DB": database, "PATH": folder + "/bin:/usr/bin:/bin",
    ]
    let program = shell == .bash ? ["bash", "--rcfile", folder + "/bashrc", "-i"] : [shell.rawValue]
    let command =
      (["env", "-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + program)
      .map(TerminalHarness.shellQuoted).joined(separator: " ")
    tmux(["new-session", "-d", "-s", "t", "-x", "200", "-y", "50", "-c", folder, command])
    try waitForPrompt()
  }

  deinit {
    tmux(["kill-server"])
    TerminalHarness.remove((folder as NSString).deletingLastPathComponent)
  }

  @discardableResult
  private func tmux(_ words: [String]) -> String {
    let output = folder + "/tmux.out"
    let line = (["tmux", "-L", socket] + words).map(TerminalHarness.shellQuoted).joined(separator: " ")
    _ = system(line + " </dev/null >" + TerminalHarness.shellQuoted(output) + " 2>/dev/null")
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  func screen() -> String { tmux(["capture-pane", "-t", "t", "-p"]) }

  /// A clear screen with only the prompt on it.
  private func clear() throws {
    tmux(["send-keys", "-t", "t", "C-l"])
    try waitForPrompt()
  }

  private func waitForPrompt() throws {
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      if screen().split(separator: "\n") == ["$"] { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("\(shell) never showed its prompt:\n\(screen())")
  }

  /// Types `line`, presses Tab, then Enter: the words the completed line gives `roster`, or nil
  /// (with the screen recorded) when it never ran.
  func complete(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String]? {
    try? FileManager.default.removeItem(atPath: arguments)
    tmux(["send-keys", "-t", "t", "-l", line])
    Thread.sleep(forTimeInterval: 0.2)
    let typed = screen()
    tmux(["send-keys", "-t", "t", "Tab"])
    // The completion is in when the screen changed and then stayed still for a moment.
    var deadline = Date().addingTimeInterval(5)
    var last = typed
    var stillSince = Date()
    while Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      let now = screen()
      if now != last { (last, stillSince) = (now, Date()) }
      if now != typed && Date().timeIntervalSince(stillSince) > 0.3 { break }
    }
    tmux(["send-keys", "-t", "t", "Enter"])
    deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if let data = FileManager.default.contents(atPath: arguments) {
        var words = String(decoding: data, as: UTF8.self).components(separatedBy: "\u{0}")
        words.removeLast()
        try? clear()
        return words
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record(
      "\(shell): the line \(line.debugDescription) never ran:\n\(screen())", sourceLocation: sourceLocation)
    tmux(["send-keys", "-t", "t", "C-c"])
    try? clear()
    return nil
  }

  /// The files a name must never have made.
  func pwned() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("pwned") }
  }
}
