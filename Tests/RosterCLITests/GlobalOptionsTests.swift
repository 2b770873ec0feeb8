import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// Every option of `roster` works before the command and after it, on the command line and (the
/// per-command ones) in a session: the options come from their one declaration, so a new one is
/// tried here without a line of this file changing — but for what it should do, which the switch
/// below must be told (it does not compile until it is).
struct GlobalOptionsTests {
  /// A league with a closed season and a team added since.
  private func league() throws -> RosterProcess {
    let roster = RosterProcess()
    try roster.seed()
    for line in [
      ["season", "new", "2026 Fall", "--cutoff", "2026-08-31"], ["add", "team", "Fall Team", "abbr=FAL"],
      ["season", "new", "2027 Spring", "--cutoff", "2027-08-31"], ["add", "team", "Later Team", "abbr=LAT"],
    ] {
      let result = try roster.run(line)
      #expect(result.status == 0, "\(line): \(result.stderr)")
    }
    return roster
  }

  /// What an option is tried with: its value, the command, and what the result must show.
  private struct Trial {
    var value: String?
    /// Made anew for each run (a team added has a new name).
    var command: () -> [String] = { ["teams"] }
    var holds: (RosterProcess.Result) -> Bool
  }

  private func trial(_ option: GlobalOption, _ roster: RosterProcess, _ others: inout [RosterProcess]) throws
    -> Trial
  {
    switch option {
    case .database:
      let other = RosterProcess()
      try other.run(["add", "team", "Elsewhere", "abbr=ELS"])
      others.append(other)
      return Trial(value: other.database) { $0.stdout.contains("Elsewhere") && !$0.stdout.contains("Later") }
    case .format:
      return Trial(value: "csv") { $0.stdout.hasPrefix("name,city,abbreviation") }
    case .quiet:
      return Trial(command: { ["add", "team", "Quiet \(UUID().uuidString.prefix(6))"] }) {
        $0.status == 0 && $0.stdout.isEmpty
      }
    case .noPager:
      return Trial { $0.status == 0 && $0.stdout.contains("Later Team") }
    case .asOf:
      let entry = try roster.run(["--format", "csv", "log", "-n", "1", "Fall Team"]).stdout
      let id = entry.split(separator: "\n").dropFirst().first?.split(separator: ",").first.map(String.init)
      return Trial(value: id.map { "@" + $0 }) {
        $0.stdout.contains("Fall Team") && !$0.stdout.contains("Later Team")
      }
    case .season:
      return Trial(value: "2026 Fall") {
        $0.stdout.contains("Fall Team") && !$0.stdout.contains("Later Team") && $0.status == 0
      }
    case .singleTransaction:
      return Trial {
        $0.status == 2
          && $0.stderr.hasPrefix("roster: --single-transaction is for a script read from standard input")
      }
    case .help:
      return Trial { $0.status == 0 && $0.stdout.hasPrefix("Usage: teams") }
    case .version:
      return Trial { $0 == .init(stdout: "roster \(RosterCLI.version)\n", stderr: "", status: 0) }
    }
  }

  @Test(arguments: GlobalOption.allCases)
  func worksBeforeAndAfterTheCommand(_ option: GlobalOption) throws {
    let roster = try league()
    defer { roster.cleanUp() }
    var others: [RosterProcess] = []
    defer { others.forEach { $0.cleanUp() } }
    let trial = try trial(option, roster, &others)
    var spellings = [[option.name] + (trial.value.map { [$0] } ?? [])]
    if let value = trial.value { spellings.append([option.name + "=" + value]) }
    if let short = option.short, short != "-1" { spellings.append([short]) }
    for spelling in spellings {
      let before = try roster.run(spelling + trial.command())
      let after = try roster.run(trial.command() + spelling)
      #expect(trial.holds(before), "\(spelling) before: \(before)")
      #expect(trial.holds(after), "\(spelling) after: \(after)")
      #expect(!before.stderr.contains("unknown option") && !after.stderr.contains("unknown option"))
      // In a session, a line takes the per-command ones either way too; the others are refused.
      for line in [spelling + trial.command(), trial.command() + spelling] {
        // As a person types them: `--season="2026 Fall"`, `"Quiet 1A2B3C"`.
        let script = line.map { word in
          guard word.contains(" ") else { return word }
          let (name, value) = GlobalOption.split(word)
          return value.map { name + "=\"" + $0 + "\"" } ?? "\"" + word + "\""
        }
        let result = try roster.run([], input: script.joined(separator: " ") + "\n")
        if option.isPerCommand {
          #expect(trial.holds(result), "\(line) in a session: \(result)")
        } else {
          #expect(
            result.status == 1 && result.stderr.contains("\(option.name) is given when roster starts"),
            "\(line) in a session: \(result)")
        }
      }
    }
  }

  /// `-1` stands only before the command: after it, it is a value (`players where age > -1`).
  @Test func minusOneIsAValueAfterTheCommand() throws {
    let options = try GlobalOptions.parse(["-1", "players", "where", "age", ">", "-1"])
    #expect(
      options.singleTransaction && options.words.map(\.value) == ["players", "where", "age", ">", "-1"])
  }

  /// One sentence for each way an option can be given wrong, wherever it stands.
  @Test(arguments: [
    (["--as-of"], "--as-of needs a value: WHEN"),
    (["teams", "--season"], "--season needs a value: NAME"),
    (["--quiet=yes", "teams"], "--quiet takes no value"),
    (
      ["--as-of", "@1", "--season", "x", "teams"],
      "--as-of and --season both say when to show the league; give one of them"
    ),
    (["--as-of", "soon", "teams"], "'soon' is not a time Roster reads"),
    (["--fromat", "csv", "teams"], "unknown option '--fromat'; did you mean '--format'?"),
  ])
  func mistakesAreOneSentence(arguments: [String], message: String) throws {
    #expect {
      _ = try GlobalOptions.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix(message) == true
    }
  }
}
