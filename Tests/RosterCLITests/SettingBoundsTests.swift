import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// Every environment variable Roster reads (from their one declaration, so a new one is tried
/// too), the config file, its lines and its values have bounds: a value out of them stops roster
/// with one short sentence naming it, and nothing of it is stored.
struct SettingBoundsTests {
  static let huge = String(repeating: "x", count: 100_000)

  private func writeConfig(_ text: String, _ roster: RosterProcess) throws {
    let folder = roster.home.appendingPathComponent(".config/roster")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
  }

  @Test(arguments: EnvironmentVariable.allCases)
  func aValueTooLongIsOneSentence(_ variable: EnvironmentVariable) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for command in [["teams"], ["config"], ["add", "team", "Hawks"]] {
      let result = try roster.run(command, environment: [variable.name: Self.huge])
      #expect(result.status == 2, "\(variable.name) \(command): \(result)")
      #expect(
        result.stderr.hasPrefix(
          "roster: the environment variable \(variable.name) is 100,000 characters long; "),
        "\(variable.name): \(result.stderr.prefix(200))")
      #expect(result.stderr.count < 200 && result.stderr.split(separator: "\n").count == 1)
    }
    #expect(try roster.run(["teams"]).stdout.contains("Hawks") == false)
  }

  /// The journal's author: at most 100 characters of one line of visible text.
  @Test func theAuthorIsBounded() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let longest = String(repeating: "é", count: 100)
    #expect(try roster.run(["add", "team", "Hawks"], environment: ["ROSTER_USER": longest]).status == 0)
    for (name, message) in [
      (longest + "é", "is 101 characters long; an author's name is at most 100 characters"),
      (
        "ana\nroot",
        "holds '^J', a control or invisible character; an author's name is one line of visible text"
      ),
      ("ana\u{1B}[2J", "holds '^[', a control or invisible character"),
      ("ana\u{202E}", "holds '<U+202E>', a control or invisible character"),
    ] {
      let result = try roster.run(["add", "team", "Owls"], environment: ["ROSTER_USER": name])
      #expect(
        result.status == 2
          && result.stderr.hasPrefix("roster: the environment variable ROSTER_USER " + message))
    }
    // On PostgreSQL the journal's author is the server's session_user, whatever ROSTER_USER says.
    let log = try roster.run(["--format", "csv", "log"]).stdout
    #expect((log.contains(longest) || Backend.isPostgreSQL) && !log.contains("Owls"))
  }

  @Test func aDateThatIsNoneIsRefused() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let result = try roster.run(["teams"], environment: ["ROSTER_TODAY": "someday"])
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "roster: the environment variable ROSTER_TODAY is 'someday', which is not a date; write YYYY-MM-DD\n",
          status: 2))
  }

  @Test func theConfigFileItsLinesAndValuesAreBounded() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let cases: [(String, String)] = [
      (
        "# " + String(repeating: "x", count: 10_000) + "\n",
        "~/.config/roster/config:1: the line is 10,002 characters long; a line of the config file is at most 8,192 characters"
      ),
      (Self.huge, "the config file '~/.config/roster/config' is larger than 65,536 bytes"),
      (
        "format = csv\n" + String(repeating: "# a comment line\n", count: 5_000),
        "the config file '~/.config/roster/config' is larger than 65,536 bytes"
      ),
      (
        "db = /" + String(repeating: "d", count: 5_000) + "\n",
        "~/.config/roster/config:1: db is 5,001 characters long; a path or URL is at most 4,096 characters"
      ),
      (
        "pager = less " + String(repeating: "-R ", count: 2_000) + "\n",
        "~/.config/roster/config:1: pager is 6,004 characters long; a pager's command is at most 4,096 characters"
      ),
    ]
    for (text, message) in cases {
      try writeConfig(text, roster)
      for command in [["teams"], ["config"]] {
        let result = try roster.run(command)
        #expect(
          result.status == 2 && result.stderr.hasPrefix("roster: " + message), "\(result.stderr.prefix(300))")
        #expect(result.stderr.count < 300)
      }
    }
  }

  /// The config file is read only when it is a regular file: a FIFO would wait for a writer,
  /// `/dev/zero` would never end.
  @Test func aConfigFileThatIsNoFileIsRefusedAtOnce() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = roster.home.appendingPathComponent(".config/roster")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("config").path
    for make in [{ mkfifo(config, 0o600) == 0 }, { symlink("/dev/zero", config) == 0 }] {
      unlink(config)
      #expect(make())
      let started = Date()
      let result = try roster.run(["teams"])
      #expect(
        result.status == 2
          && result.stderr
            == "roster: cannot read the config file '~/.config/roster/config'; it must be a readable file\n"
      )
      #expect(Date().timeIntervalSince(started) < 10)
    }
  }

  @Test func aDatabasePathTooLongIsOneSentence() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let result = try roster.run(["--db", "/tmp/" + Self.huge, "teams"], useDatabase: false)
    #expect(
      result.status == 2
        && result.stderr.contains("is 100,005 characters long; a path or URL is at most 4,096 characters"))
    #expect(result.stderr.count < 300)
  }
}
