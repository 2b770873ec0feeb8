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
  struct Scan {
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
        guard word.isQuoted || word.value != "--" else {
          // A session's line reads the words after it literally here; roster's own arguments keep
          // it among their words, as typed.
          if source == .commandLine { options.words.append(word) }
          for word in words[index...] {
            take(operand: word.literal, kept: source == .session ? word.literal : word)
          }
          return
        }
        try take(word, words, &index)
      }
    }

    /// One word: an option of the command's, one of roster's own, or a word of the command.
    private mutating func take(_ word: Argument, _ words: [Argument], _ index: inout Int) throws {
      let (name, inline) = GlobalOption.split(word.value)
      // `--season="2026 Fall"` in a session: a quote in the value only.
      let isOption = word.isQuoted ? inline != nil && word.raw.hasPrefix(name + "=") : word.isOption
      let beforeCommand = source == .commandLine && operands.isEmpty && pending.isEmpty && command == nil
      if isOption, let option = syntax?.option(spelled: name) {
        let value = try value(of: word, name: name, inline: inline, option.placeholder, words, &index)
        given[option.name] = value ?? word
        keep(word)
        if let value, inline == nil { keep(value) }
      } else if isOption || (!word.isQuoted && word.value == "-1"),
        let option = GlobalOption(spelling: name, beforeCommand: beforeCommand)
      {
        try take(option, word: word, inline: inline, words, &index)
      } else if isOption {
        try takeUnknown(word, name: name, beforeCommand: beforeCommand)
      } else {
        take(operand: word, kept: word)
      }
    }

    /// An option word neither the command (as far as it is known) nor roster takes.
    private mutating func takeUnknown(_ word: Argument, name: String, beforeCommand: Bool) throws {
      if beforeCommand && name.hasPrefix("--") {
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
      } else if let syntax, syntax.takesDashWords(afterClause: sawClause, word) {
        take(operand: word, kept: word)
      } else {
        note(unknownOption(word))
        keep(word)
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
    mutating func take(operand word: Argument, kept: Argument) {
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
    mutating func keep(_ word: Argument) {
      options.words.append(word)
      commandWords.append(word)
    }

    mutating func note(_ error: any Error) {
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
