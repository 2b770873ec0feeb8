import FoundationEssentials
import RosterKit

/// `help`, `help COMMAND`, `help predicates`, `help keys`, `help config` and `help --man`.
enum HelpCommand {
  static let man = CommandOption("--man", meaning: "the whole reference as a manual page (roff), for man(1)")

  /// `help [COMMAND|predicates|keys|config] [--man]`.
  static let syntax = Syntax(
    [
      .optional([.operand(.init(slot: .topic, kind: .command, placeholder: "COMMAND|predicates|keys|config"))]
      )
    ],
    options: [man])

  static func run(_ session: Session, _ input: CommandInput) throws {
    let text = try text(
      topic: topic(input), model: session.model, width: session.terminal?.size.columns ?? 80)
    session.paged { session.out.write(text) }
  }

  /// What `help` was asked about: the words after it, or `--man`.
  static func topic(_ input: CommandInput) throws -> [String] {
    guard input.has(man) else { return input.values(.topic) }
    if let topic = input[.topic] {
      throw input.usageError("--man is the whole manual; leave out \(quoted(topic)), or ask 'help \(topic)'")
    }
    return ["--man"]
  }

  /// The overview, the syntax and example of the commands `topic` names, a section of the
  /// reference, or (`--man`) the whole reference as a man page; wrapped to `width` columns.
  static func text(topic: [String], model: Model = RosterModel.shared, width: Int = 80) throws -> String {
    let commands = CommandTable.commands(for: model)
    let topic = topic.map { $0.lowercased() }
    if topic == ["--man"] { return Manual.roff(model) }
    if let option = topic.first(where: { Argument($0).isOption }) {
      throw UsageError("unknown option \(quoted(option)) for help", usage: syntax.usage("help"))
    }
    let width = max(width, 40)
    guard !topic.isEmpty else { return overview(commands, model, width: width) }
    switch topic {
    case ["predicates"], ["predicate"]:
      return Manual.text(Manual.predicates, width: width) + "\n"
        + Manual.text(Manual.keys(model), width: width)
    case ["keys"], ["key"]: return Manual.text(Manual.keys(model), width: width)
    case ["configuration"], ["settings"]:
      return Manual.text(Manual.configuration, width: width)
    case ["environment"]: return Manual.text(Manual.environment, width: width)
    default: break
    }
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
    let reference = topic == ["config"] ? "\n" + Manual.text(Manual.configuration, width: width) : ""
    return commandHelp(matches, width: width) + reference
  }

  private static func commandHelp(_ matches: [Command], width: Int) -> String {
    matches.map { command in
      // The usage line whole, as it is copied; then each option the command takes, from its syntax.
      let options = command.syntax.optionTerms
      return "Usage: \(command.usage)\n"
        + Manual.wrap(command.summary + ".", width: width, indent: "  ")
        + Manual.wrap("Example: \(command.example)", width: width, hanging: "  ")
        + (options.isEmpty ? "" : "Options:\n")
        + options.map {
          Manual.wrap($0.term, width: width, indent: "  ")
            + Manual.wrap($0.meaning, width: width, indent: "      ")
        }.joined()
    }.joined(separator: "\n")
  }

  static func overview(_ commands: [Command], _ model: Model, width: Int) -> String {
    let nameWidth = commands.map { $0.name.count }.max() ?? 0
    var text = "Commands:\n"
    let hanging = String(repeating: " ", count: nameWidth + 4)
    for command in commands {
      text += Manual.wrap(
        command.summary, width: width,
        indent: "  " + command.name + String(repeating: " ", count: max(0, nameWidth - command.name.count))
          + "  ",
        hanging: hanging)
    }
    // "TEAM is a team's name or abbreviation (any case); PLAYER is a player's name, or #ID."
    let names = model.entities.map { entity -> String in
      let p = entity.presentation
      let keys = p.lookupKeys.map(\.key)
      return "\(p.noun.uppercased()) is \(p.withArticle)'s \(keys.joined(separator: " or ")) (any case)"
        + (p.acceptsIDs ? ", or #ID" : "")
    }
    text += "\n" + Manual.wrap(names.joined(separator: "; ") + ".", width: width)
    text += Manual.wrap(
      "PRED is a predicate such as 'name contains[cd] \"jose\" and age < 30'; 'help COMMAND' shows one "
        + "command, 'help predicates' the predicate language and 'help keys' the keys of each listing.",
      width: width)
    return text
  }
}
