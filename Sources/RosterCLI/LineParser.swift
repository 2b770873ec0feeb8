import RosterKit

/// Reads a command line in one pass, left to right: roster's own options (`GlobalOption`) wherever
/// they stand, the command its first words name, that command's options (its `Syntax`) wherever
/// they stand, `--` ending options; then the command's other words by its syntax. A mistake is
/// one sentence naming the word (`unknown option '--sesaon' (3rd word); did you mean …`).
///
/// Mistakes in the command's words wait for the end of the line, where `--help` or `--version`
/// (which need no correct command) put them aside; those in roster's own options do not.
enum LineParser {
  /// Reads `words`: roster's own arguments (`.commandLine`) or a session's line (`.session`).
  /// `extra` are commands the table does not hold that the program runs (`completion`).
  static func parse(
    _ words: [Argument], from source: GlobalOptions.Source, model: Model = RosterModel.shared,
    extra: [Command] = []
  ) throws -> ParsedLine {
    var scan = Scan(source: source, commands: CommandTable.commands(for: model) + extra)
    try scan.read(words)
    return scan.finish()
  }

  /// The state of one pass over a line.
  fileprivate struct Scan {
    let source: GlobalOptions.Source
    let commands: [Command]
    var options = GlobalOptions()
    var command: Command?
    var syntax: Syntax?
    /// The words that are not options, in order; the command's own words leave it once known.
    var operands: [Argument] = []
    /// Option words met before the command was known (`rm -f team SEA`).
    var pending: [Argument] = []
    var given: [String: Argument] = [:]
    var commandWords: [Argument] = []
    /// The first mistake in the command's words, said at the end unless `--help` or `--version`.
    var mistake: (any Error)?
    var sawClause = false

    init(source: GlobalOptions.Source, commands: [Command]) {
      self.source = source
      self.commands = commands
    }

    /// A sentence about roster's own options; on roster's command line it ends with its usage.
    func failure(_ message: String) -> UsageError {
      source == .commandLine ? UsageError(message, usage: GlobalOptions.usage) : UsageError(message)
    }

    mutating func read(_ line: [Argument]) throws {
      let words = line.enumerated().map { index, word in
        var word = word
        word.position = index + 1
        return word
      }
      var index = 0
      while index < words.count {
        let word = words[index]
        index += 1
        if !word.isQuoted && word.value == "--" {
          // A session's line reads the words after it literally here; roster's own arguments keep
          // it among their words, as typed.
          if source == .commandLine { options.words.append(word) }
          for word in words[index...] {
            take(operand: word.literal, kept: source == .session ? word.literal : word)
          }
          break
        }
        let (name, inline) = GlobalOption.split(word.value)
        // `--season="2026 Fall"` in a session: a quote in the value only.
        let isOption = word.isQuoted ? inline != nil && word.raw.hasPrefix(name + "=") : word.isOption
        let beforeCommand = source == .commandLine && operands.isEmpty && pending.isEmpty && command == nil
        if isOption, let option = syntax?.option(spelled: name) {
          guard let value = try value(of: word, name: name, inline: inline, option.placeholder, words, &index)
          else {
            given[option.name] = word
            keep(word)
            continue
          }
          given[option.name] = value
          keep(word)
          if inline == nil { keep(value) }
          continue
        }
        if isOption || (!word.isQuoted && word.value == "-1"),
          let option = GlobalOption(spelling: name, beforeCommand: beforeCommand)
        {
          try take(option, word: word, inline: inline, words, &index)
          continue
        }
        if isOption {
          if command == nil && beforeCommand && name.hasPrefix("--") {
            // Before the command, only roster's own options stand (the sentence as it always was).
            var message = "unknown option \(quoted(name))"
            if let suggestion = Suggestions.closest(to: name, in: GlobalOption.allCases.map(\.name)) {
              message += "; did you mean '\(suggestion)'?"
            }
            throw failure(message)
          }
          if command == nil && mistake == nil {
            pending.append(word)
            keep(word)
            continue
          }
          if let syntax, syntax.takesDashWords(afterClause: sawClause, word) {
            take(operand: word, kept: word)
            continue
          }
          note(unknownOption(word))
          keep(word)
          continue
        }
        take(operand: word, kept: word)
      }
    }

    /// An option's value: after `=`, else the next word; nil for a flag.
    private func value(
      of word: Argument, name: String, inline: String?, _ placeholder: String?, _ words: [Argument],
      _ index: inout Int
    ) throws -> Argument? {
      guard let placeholder else {
        if inline != nil { throw UsageError("\(name) takes no value\(word.whereItStood)", usage: usage) }
        return nil
      }
      if let inline {
        var value = Argument(inline, raw: inline)
        value.position = word.position
        return value
      }
      guard index < words.count else {
        throw UsageError("\(name) needs a value: \(placeholder)", usage: usage)
      }
      index += 1
      return words[index - 1]
    }

    private var usage: String? { command?.usage }

    /// One of roster's own options, set as it is given.
    private mutating func take(
      _ option: GlobalOption, word: Argument, inline: String?, _ words: [Argument], _ index: inout Int
    ) throws {
      if source == .session && !option.isPerCommand {
        throw UsageError(
          "\(option.name) is given when roster starts (roster \(option.term.split(separator: ",")[0]) …), "
            + "not to one command")
      }
      var value: String?
      if let placeholder = option.placeholder {
        value = inline
        if value == nil {
          guard index < words.count else { throw failure("\(option.name) needs a value: \(placeholder)") }
          value = words[index].value
          index += 1
        }
      } else if inline != nil {
        throw failure("\(option.name) takes no value\(word.whereItStood)")
      }
      try options.set(option, value ?? "", failure: failure)
    }

    /// A word of the command's own, not an option.
    private mutating func take(operand word: Argument, kept: Argument) {
      options.words.append(kept)
      commandWords.append(word)
      guard command == nil, mistake == nil else {
        operands.append(word)
        if Arguments.isKeyword(word, "where") || Arguments.isKeyword(word, "sort") { sawClause = true }
        return
      }
      operands.append(word)
      lookUp(final: false)
    }

    /// An option word of the command (or taken for one): kept among the words as typed.
    private mutating func keep(_ word: Argument) {
      options.words.append(word)
      commandWords.append(word)
    }

    private mutating func note(_ error: any Error) {
      if mistake == nil { mistake = error }
    }

    /// `unknown option '--sesaon' (3rd word); did you mean '--season'?`: a long option is told
    /// from those the command takes (one letter is too little to guess from).
    func unknownOption(_ word: Argument) -> UsageError {
      let (name, _) = GlobalOption.split(word.value)
      let accepted =
        (syntax?.options.flatMap(\.names) ?? [])
        + GlobalOption.allCases.filter { source == .commandLine || $0.isPerCommand }.map(\.name)
      let suggestion =
        name.hasPrefix("--") ? Suggestions.closest(to: name, in: accepted.filter { $0.hasPrefix("--") }) : nil
      let advice = suggestion.map { "did you mean '\($0)'?" } ?? "put -- before a name that starts with '-'"
      return UsageError("unknown option \(word.quotedWhere); \(advice)", usage: usage)
    }
  }
}

extension LineParser.Scan {
  /// Finds the command once its words are known: its first word, and a second where commands
  /// of two words start with the first (`add team`, `rm 3`). `final` at the end of the line.
  fileprivate mutating func lookUp(final: Bool) {
    guard command == nil, mistake == nil, let first = operands.first?.value.lowercased() else { return }
    let group = commands.filter { $0.words.count == 2 && $0.words[0] == first }
    if operands.count < 2 && !group.isEmpty && !final { return }
    let second = operands.count > 1 ? operands[1].value.lowercased() : nil
    if let second, let found = commands.first(where: { $0.words == [first, second] }) {
      found.words.indices.forEach { _ in operands.removeFirst() }
      return settle(found)
    }
    if let found = commands.first(where: { $0.words == [first] }) {
      operands.removeFirst()
      return settle(found)
    }
    if !group.isEmpty {
      let choices = Prose.list(group.map { "'\($0.name)'" }, "or")
      let nouns = Prose.list(group.map { $0.words[1] }, "or")
      if let second {
        return note(UsageError("'\(first)' works on a \(nouns), not \(quoted(second)); use \(choices)"))
      }
      return note(
        UsageError(
          "'\(first)' needs what it works on (\(nouns)): \(choices)",
          usage: group.map(\.usage).joined(separator: "\n       ")))
    }
    let names = Array(Set(commands.map { $0.words[0] }))
    var message = "unknown command \(quoted(first))"
    if let suggestion = Suggestions.closest(to: first, in: names) {
      message += "; did you mean '\(suggestion)'?"
    }
    note(UsageError(message + " (try 'help')"))
  }

  /// The command is known: the option words met before it are its own (or not options at all).
  private mutating func settle(_ found: Command) {
    command = found
    syntax = found.syntax
    for word in pending {
      let (name, _) = GlobalOption.split(word.value)
      if let option = syntax?.option(spelled: name), option.placeholder == nil {
        given[option.name] = word
      } else if let option = syntax?.option(spelled: name) {
        note(UsageError("\(option.name) needs a value: \(option.placeholder ?? "")", usage: found.usage))
      } else if syntax?.takesDashWords(afterClause: false, word) == true {
        operands.append(word)
        operands.sort { ($0.position ?? 0) < ($1.position ?? 0) }
      } else {
        note(unknownOption(word))
      }
    }
    pending = []
    sawClause = operands.contains { Arguments.isKeyword($0, "where") || Arguments.isKeyword($0, "sort") }
  }

  /// The line read: the command and its input, or the first mistake in its words.
  fileprivate mutating func finish() -> ParsedLine {
    lookUp(final: true)
    var line = ParsedLine(options: options, command: command, commandWords: commandWords)
    if options.help || options.version {
      // `rm team --help` is rm team's; `help rm --help` still rm's.
      let given = commandWords.filter { !$0.isOption }.map(\.value)
      line.helpTopic =
        command?.name == "help" ? operands.map(\.value) : command?.words ?? Array(given.prefix(2))
      return line
    }
    guard let command, let syntax else {
      if let option = pending.first, mistake == nil {
        line.mistake = UsageError("\(quoted(option.value)) needs a command; try 'help'")
      } else if source == .session, mistake == nil {
        line.mistake = UsageError("no command given; try 'help'")
      }
      line.mistake = line.mistake ?? mistake
      return line
    }
    var input = CommandInput(usage: command.usage)
    input.given = given
    let keywordLed = syntax.forms.firstIndex { form in
      guard let next = operands.first, let keywords = SyntaxReader.leadingKeywords(form.elements) else {
        return false
      }
      return keywords.contains { Arguments.isKeyword(next, $0) }
    }
    input.form =
      syntax.forms.firstIndex { $0.selector.map(input.has) ?? false } ?? keywordLed
      ?? syntax.forms.firstIndex { $0.selector == nil } ?? 0
    line.input = input
    if let mistake {
      line.mistake = mistake
      return line
    }
    let form = syntax.forms[input.form]
    for option in form.options + form.elements.flatMap(\.options) {
      if let required = option.required, !input.has(option) {
        line.mistake = input.usageError(required)
        return line
      }
    }
    var reader = SyntaxReader(operands, input: input)
    do {
      try reader.read(form)
      line.input = reader.input
    } catch {
      line.mistake = error
    }
    return line
  }
}
