import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// What help, the man page and Tab say of a command is what its parser takes: every option the
/// parser takes is in `help COMMAND`, in the man page and offered after a dash, and every option
/// and `key=` a usage line shows is taken. Generated from the table, for every command.
struct SyntaxDocumentationTests {
  static let commands = OptionPlacementTests.commands

  /// The options and `key=` settings a usage line shows (`[-f]`, `--cutoff DATE`, `[team=TEAM]`).
  static func shown(in usage: String) -> (options: [String], keys: [String]) {
    let words = usage.split(whereSeparator: { " |[]".contains($0) }).map(String.init)
    let options = words.filter { Argument($0).isOption }
    // `key=` of a setting, not an option's value (`--map HEADER=COLUMN,…`) nor `key=value…`.
    let keys = words.filter { Arguments.isSetting(Argument($0)) && $0 != "key=value…" }.map {
      String($0.prefix { $0 != "=" })
    }.filter { $0 == $0.lowercased() }
    return (options, keys)
  }

  @Test(arguments: commands)
  func helpAndTheManPageListWhatTheParserTakes(model: Model, name: String) throws {
    let command = try #require(CommandTable.commands(for: model).first { $0.name == name })
    let syntax = command.syntax
    let help = try HelpCommand.text(topic: command.words, model: model, width: 1000)
    let page = Manual.commands(model).entries.first { $0.term == command.usage }
    #expect(help.contains("Usage: \(command.usage)\n") && page != nil, "\(name)")
    for option in syntax.options {
      #expect(help.contains("  \(option.term)\n      \(option.meaning)\n"), "\(name): \(option.term)")
      #expect(page?.text.contains("\(option.term): \(option.meaning)") == true, "\(name): \(option.term)")
    }
    // What the usage line shows, the parser takes.
    let (options, keys) = Self.shown(in: command.usage)
    for spelling in options {
      #expect(
        syntax.option(spelled: spelling) != nil
          || GlobalOption(spelling: spelling, beforeCommand: false) != nil,
        "\(name): \(spelling)")
    }
    let taken = Set(
      syntax.allElements.flatMap { element -> [String] in
        switch element {
        case .placement(let placement): return [placement.key] + placement.qualifier.map(\.key)
        case .container(let container):
          return container.qualifier.map { [$0.key] + $0.qualifier.map(\.key) } ?? []
        case .settings(let settings):
          var keys = settings.keys.map(\.name)
          if let entity = settings.entity {
            keys += model.entity(named: entity).toOneRelationships.map(\.name)
          }
          if case .adding(_, let placement?) = settings.taking {
            keys += [placement.key] + placement.qualifier.map(\.key)
          }
          return keys
        default: return []
        }
      })
    for key in keys { #expect(taken.contains(key), "\(name): \(key)=") }
    // Every option the parser takes is on the usage line, or listed under it.
    for option in syntax.options {
      #expect(options.contains(option.name) || help.contains(option.term), "\(name): \(option.name)")
    }
  }

  @Test(arguments: commands)
  func tabAfterADashOffersWhatTheParserTakes(model: Model, name: String) throws {
    let command = try #require(CommandTable.commands(for: model).first { $0.name == name })
    // An empty league of the model: the words after a dash are the command's, not names.
    let migrations = model === CoachModel.model ? CoachModel.migrations : RosterModel.migrations
    let league = try League(path: ":memory:", model: model, migrations: migrations)
    let session = Session(league: league, out: .capturing(), err: .capturing())
    let line = command.example + " -"
    let offered = Completer(session: session).complete(prefix: line, word: "-", quote: nil)
    let expected =
      command.syntax.options.flatMap(\.names)
      + GlobalOption.allCases.filter(\.isPerCommand).map(\.name)
    #expect(offered == .words(Set(expected).sorted()), "\(line)")
  }
}
