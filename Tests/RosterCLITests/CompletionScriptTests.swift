import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// The completion scripts `roster completion SHELL` prints, run by a real bash and zsh without a
/// terminal: what each offers from the league, quoted as the shell reads it (Tab in a real
/// terminal, and every hostile name, is ShellCompletionTests).
@Suite(.serialized) struct CompletionScriptTests {
  /// Runs `script` in `shell` with the roster binary first on PATH and `ROSTER_DB` set.
  private func shell(
    _ shell: String, _ script: String, roster: RosterProcess, environment extra: [String: String] = [:]
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let noStartupFiles = ["zsh": "-f", "fish": "--no-config"][shell] ?? "--norc"
    process.arguments = [shell, noStartupFiles, "-c", script]
    var environment = [
      "HOME": roster.home.path, "LANG": "C.UTF-8", "ROSTER_DB": roster.database,
      "PATH": RosterProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
    ]
    environment.merge(extra) { $1 }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// What bash's completion function offers for `line`, which bash splits into `words` (at
  /// spaces, and at `=` and `:`, as COMP_WORDBREAKS has it); readline replaces `replacing` (by
  /// default the last word; after an opened quote, what follows it).
  private func bashCompletes(
    _ line: String, words: [String], replacing: String? = nil, _ roster: RosterProcess
  ) throws -> [String] {
    func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let script = """
      source <(roster completion bash)
      COMP_LINE=\(quoted(line)); COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(\(words.map(quoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1)
      _roster roster \(quoted(replacing ?? words.last!))
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try shell("bash", script, roster: roster).split(separator: "\n").map(String.init)
  }

  /// `export --profile` offers only the platforms whose import template Roster writes.
  @Test func bashCompletesTheExportProfiles() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    #expect(
      try bashCompletes(
        "roster export players --profile ", words: ["roster", "export", "players", "--profile", ""], roster)
        == ["playmetrics", "sportsaffinity", "sportsconnect", "sportsengine"])
    #expect(
      try bashCompletes(
        "roster import a.csv --profile l", words: ["roster", "import", "a.csv", "--profile", "l"], roster)
        == ["leagueapps"])
  }

  /// `import --profile` offers the profiles saved with `--save-profile` too, read from the
  /// settings folder each time; a file there that may not name a profile is not offered.
  @Test func bashCompletesTheSavedProfiles() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let folder = roster.home.appendingPathComponent(".config/roster/profiles")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["ourclub.csv", "our club.csv", "notes.txt"] {
      try "header,column\nKid,name\n".write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    #expect(
      try bashCompletes(
        "roster import a.csv --profile o", words: ["roster", "import", "a.csv", "--profile", "o"], roster)
        == ["ourclub"])
    // `export --profile` writes a platform's template: a saved profile is no template.
    #expect(
      try bashCompletes(
        "roster export players --profile o", words: ["roster", "export", "players", "--profile", "o"], roster)
        == [])
  }

  /// fish, whose script asks the same `__complete`, offers them too.
  @Test(.enabled(if: ShellHarness.isInstalled(.fish)))
  func fishCompletesTheExportProfiles() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let completed = try shell(
      "fish", "roster completion fish | source; complete -C 'roster export players --profile sports'",
      roster: roster)
    let words = completed.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
    #expect(words == ["sportsaffinity", "sportsconnect", "sportsengine"])
  }

  @Test func bashCompletesFromTheLeague() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    #expect(try bashCompletes("roster pl", words: ["roster", "pl"], roster) == ["players"])
    #expect(try bashCompletes("roster add ", words: ["roster", "add", ""], roster).contains("player"))
    // Team names, quoted as bash reads them; an abbreviation only when no name fits.
    #expect(
      try bashCompletes("roster players Bo", words: ["roster", "players", "Bo"], roster) == [
        "'Boston Red Sox'"
      ])
    #expect(
      try bashCompletes("roster players bos", words: ["roster", "players", "bos"], roster) == [
        "'Boston Red Sox'"
      ])
    // Inside a quote the user opened, the rest of the name: readline closes the quote.
    #expect(
      try bashCompletes(
        #"roster players "Los"#, words: ["roster", "players", #""Los"#], replacing: "Los", roster) == [
          "Los Angeles Dodgers"
        ])
    #expect(
      try bashCompletes(
        "roster rm player team=YOM 'Tom O", words: ["roster", "rm", "player", "team", "=", "YOM", "'Tom O"],
        replacing: "Tom O", roster) == [
          #"Tom O'\''Brien"#
        ])
    // The players of the team the line names, and keys after `where`.
    let players = try bashCompletes(
      "roster rm player team=LAD C", words: ["roster", "rm", "player", "team", "=", "LAD", "C"], roster)
    #expect(players == ["'Clayton Kershaw'", "'Cody Bellinger'"])
    #expect(
      try bashCompletes(
        "roster players BOS where ag", words: ["roster", "players", "BOS", "where", "ag"], roster) == ["age"])
    // bash takes `=` for a word of its own: the replacement is what follows it.
    #expect(
      try bashCompletes(
        "roster add player X team=Yo", words: ["roster", "add", "player", "X", "team", "=", "Yo"], roster)
        == ["'Yomiuri Giants'"])
    #expect(
      try bashCompletes("roster set team BOS ci", words: ["roster", "set", "team", "BOS", "ci"], roster) == [
        "city="
      ])
    #expect(
      try bashCompletes("roster --format j", words: ["roster", "--format", "j"], roster) == ["json"])
    // roster's own options, before the command and after it.
    #expect(try bashCompletes("roster --as", words: ["roster", "--as"], roster) == ["--as-of"])
    #expect(
      try bashCompletes("roster players BOS --se", words: ["roster", "players", "BOS", "--se"], roster) == [
        "--season"
      ])
    #expect(
      try bashCompletes("roster completion ", words: ["roster", "completion", ""], roster) == [
        "bash", "zsh", "fish",
      ])
    // A file's name after import: left to bash (nothing from roster).
    #expect(try bashCompletes("roster import ", words: ["roster", "import", ""], roster) == [])
  }

  @Test func completionNeitherCreatesNorUpgradesALeague() throws {
    let roster = RosterProcess(database: Fixture.temporaryPath("none.sqlite"))
    defer { roster.cleanUp() }
    #expect(try bashCompletes("roster pl", words: ["roster", "pl"], roster) == ["players"])
    #expect(!FileManager.default.fileExists(atPath: roster.database))
  }

  @Test func zshIsGivenTheNamesToQuote() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    // compadd and _files stand in for zsh's completion system, which needs a terminal (the real
    // one is in ShellCompletionTests): compadd is given the names as they are, and quotes them.
    func zshCompletes(_ words: [String], prefix: String, quote: String = "") throws -> [String] {
      let script = """
        compadd() { while [[ $1 == -* && $1 != -- ]]; do [[ $1 == -S ]] && shift; shift; done; shift; print -rl -- "$@"; }
        _files() { print -r -- FILES; }
        typeset -A compstate; compstate[quote]='\(quote)'
        eval "$(roster completion zsh)"
        words=(\(words.map { "'\($0)'" }.joined(separator: " ")) '\(prefix)'); CURRENT=${#words}; PREFIX='\(prefix)'
        _roster
        """
      return try shell("zsh", script, roster: roster).split(separator: "\n").map(String.init)
    }
    #expect(try zshCompletes(["roster", "players"], prefix: "Bo") == ["Boston Red Sox"])
    #expect(try zshCompletes(["roster", "players"], prefix: "Bo", quote: "\"") == ["Boston Red Sox"])
    #expect(try zshCompletes(["roster", "add", "player", "X"], prefix: "team=Yo") == ["team=Yomiuri Giants"])
    #expect(try zshCompletes(["roster", "import"], prefix: "") == ["FILES"])
    #expect(
      try zshCompletes(["roster", "export", "players", "--profile"], prefix: "sports")
        == ["sportsaffinity", "sportsconnect", "sportsengine"])
  }

  @Test func everyShellHasAScript() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for name in ["bash", "zsh", "fish"] {
      let result = try roster.run(["completion", name], useDatabase: false)
      #expect(result.status == 0 && result.stdout.contains("__complete \(name)"))
    }
    let unknown = try roster.run(["completion", "tcsh"], useDatabase: false)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("roster: there is no completion for 'tcsh'; use bash, zsh or fish"))
  }
}
