import RosterKit

/// The command a line names, and the line read to its end: `LineParser`'s second half.
extension LineParser.Scan {
  /// Finds the command once its words are known: its first word, and a second where commands
  /// of two words start with the first (`add team`, `rm 3`). `final` at the end of the line.
  mutating func lookUp(final: Bool) {
    guard command == nil, mistake == nil, let first = operands.first?.value.lowercased() else { return }
    let group = commands.filter { $0.words.count == 2 && $0.words[0] == first }
    if operands.count < 2 && !group.isEmpty && !final { return }
    let second = operands.count > 1 ? operands[1].value.lowercased() : nil
    let kindWord = !group.isEmpty || ["show", "log"].contains(first)
    if let retired = RetiredNoun.sentence(first: first, second: kindWord ? second : nil) {
      return note(UsageError(retired))
    }
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
  mutating func finish() -> ParsedLine {
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
