import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Every one of roster's own options reads the same before and after every command of the table,
/// on roster's command line and in a session: the commands and their examples come from the
/// table (Roster's and the test model's with a third entity), so a new command, or a new option,
/// is tried here without a line of this file changing.
struct OptionPlacementTests {
  /// Each command of both models, by its model and name.
  static let commands: [(model: Model, name: String)] =
    [RosterModel.shared, CoachModel.model].flatMap { model in
      CommandTable.commands(for: model).map { (model, $0.name) }
    }

  /// The option as given: its name, and a value when it takes one.
  static func spelling(_ option: GlobalOption) -> [String] {
    let value: String? =
      switch option {
      case .database: "league.sqlite"
      case .format: "csv"
      case .asOf: "@1"
      case .season: "2026 Fall"
      default: nil
      }
    return [option.name] + (value.map { [$0] } ?? [])
  }

  /// What a line was read as, in one line of text to compare: the command, roster's options,
  /// what the command's words said, and the mistake in them.
  static func reading(_ line: ParsedLine) -> String {
    let o = line.options
    var parts = [
      line.command?.name ?? "-", o.database ?? "-", o.format?.rawValue ?? "-", "\(o.quiet)", "\(o.noPager)",
      o.past.map { "\($0)" } ?? "-", "\(o.singleTransaction)", "\(o.help)", "\(o.version)",
      line.helpTopic.joined(separator: " "), line.mistake.map { "\($0)" } ?? "no mistake",
    ]
    if let input = line.input {
      parts += [
        input.given.keys.sorted().map { "\($0)=\(input.given[$0]!.value)" }.joined(separator: ","),
        input.operands.keys.map(\.rawValue).sorted().map {
          "\($0)=\(input.values(Syntax.Slot(rawValue: $0)!))"
        }
        .joined(separator: ","),
        input.keywords.joined(separator: ","),
        input.settings.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
        input.parent ?? "-", input.qualifier ?? "-", input.predicate ?? "-", input.sort ?? "-",
        input.destination ?? "-", input.text ?? "-", "\(input.form)",
      ]
    }
    return parts.joined(separator: " | ")
  }

  @Test(arguments: commands)
  func everyOptionReadsTheSameBeforeAndAfterTheCommand(model: Model, name: String) throws {
    let command = try #require(CommandTable.commands(for: model).first { $0.name == name })
    let example = try CommandLineLexer.split(command.example)
    // The example parses: the words help shows are words the command takes.
    let plain = try LineParser.parse(example, from: .session, model: model)
    #expect(plain.command?.name == name, "\(command.example)")
    #expect(plain.mistake == nil, "\(command.example): \(plain.mistake.map { "\($0)" } ?? "")")
    for option in GlobalOption.allCases {
      let given = Self.spelling(option)
      // As a shell gives roster its words, and as a session's line is typed.
      let shell = example.map(\.value)
      let typed = Self.line(given)
      let lines: [(before: [Argument], after: [Argument], source: GlobalOptions.Source)] = [
        ((given + shell).map(Argument.commandLine), (shell + given).map(Argument.commandLine), .commandLine),
        (
          try CommandLineLexer.split(typed + " " + command.example),
          try CommandLineLexer.split(command.example + " " + typed), .session
        ),
      ]
      for (before, after, source) in lines {
        let first = Result { try LineParser.parse(before, from: source, model: model) }
        let last = Result { try LineParser.parse(after, from: source, model: model) }
        switch (first, last) {
        case (.success(let first), .success(let last)):
          #expect(Self.reading(first) == Self.reading(last), "\(given) with \(command.example), \(source)")
          #expect(first.command?.name == name)
          // An option a command takes is never a mistake, wherever it stands.
          #expect(first.mistake == nil && last.mistake == nil, "\(given) with \(command.example), \(source)")
        case (.failure(let first), .failure(let last)):
          // Given to a session's command, roster's start-up options are refused alike.
          #expect(source == .session && !option.isPerCommand, "\(given): \(first)")
          #expect("\(first)" == "\(last)")
        default:
          Issue.record("\(given) with \(command.example), \(source): \(first) before, \(last) after")
        }
      }
    }
  }

  /// `-1` stands only before the command; after it, it is one of the command's words.
  @Test func minusOneIsRosterOptionOnlyBeforeTheCommand() throws {
    let before = try LineParser.parse(["-1", "teams"].map(Argument.commandLine), from: .commandLine)
    #expect(before.options.singleTransaction && before.mistake == nil)
    let after = try LineParser.parse(["teams", "-1"].map(Argument.commandLine), from: .commandLine)
    #expect(!after.options.singleTransaction && "\(after.mistake!)".hasPrefix("unexpected '-1' (2nd word)"))
  }

  /// The words as a person types them in a session: each quoted when it holds a space.
  static func line(_ words: [String]) -> String {
    words.map { word in
      guard word.contains(" ") || word.contains("'") || word.contains("\"") else { return word }
      return "\""
        + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
    }.joined(separator: " ")
  }
}
