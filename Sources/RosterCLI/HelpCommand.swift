import Foundation
import RosterKit

/// `help` and `help COMMAND`.
enum HelpCommand {
  static func run(_ session: Session, _ arguments: inout Arguments) throws {
    session.out.write(try text(topic: arguments.words.map(\.value), model: session.model))
  }

  /// The overview, or the syntax and example of the commands `topic` names.
  static func text(topic: [String], model: Model = RosterModel.shared) throws -> String {
    let commands = CommandTable.commands(for: model)
    let topic = topic.map { $0.lowercased() }
    guard !topic.isEmpty else { return overview(commands, model) }
    let matches = commands.filter {
      Array($0.words.prefix(topic.count)) == topic || $0.name == topic.joined(separator: " ")
    }
    guard !matches.isEmpty else {
      let names = commands.map(\.name)
      var message = "no command is called \(quoted(topic.joined(separator: " ")))"
      if let suggestion = Suggestions.closest(
        to: topic.joined(separator: " "), in: names + names.map { String($0.split(separator: " ")[0]) })
      {
        message += "; did you mean '\(suggestion)'?"
      }
      throw UsageError(message)
    }
    return matches.map { command in
      "Usage: \(command.usage)\n  \(command.summary).\nExample: \(command.example)\n"
    }.joined(separator: "\n")
  }

  static func overview(_ commands: [Command], _ model: Model) -> String {
    let width = commands.map { $0.name.count }.max() ?? 0
    var text = "Commands:\n"
    for command in commands {
      text +=
        "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary
        + "\n"
    }
    // "TEAM is a team's name or abbreviation (any case); PLAYER is a player's name, or #ID."
    let names = model.entities.map { entity -> String in
      let p = entity.presentation
      let keys = p.lookupKeys.map(\.key)
      return "\(p.noun.uppercased()) is \(p.withArticle)'s \(keys.joined(separator: " or ")) (any case)"
        + (p.acceptsIDs ? ", or #ID" : "")
    }
    text += "\n" + names.joined(separator: "; ") + ".\n"
    text += """
      PRED is a predicate such as 'name contains[cd] "jose" and age < 30'; 'help COMMAND' shows one command.

      """
    return text
  }
}
