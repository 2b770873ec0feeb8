/// What may come next among a command's words, read from its syntax with the words typed so far:
/// Tab (`Completer`, and through it bash, zsh and fish) offers what the parser takes there.
///
/// The words walked are the command's complete words after its name, without its options and
/// `key=value` settings (which stand anywhere); a name is one word (Tab completes it quoted) or
/// several typed unquoted.
extension Syntax {
  /// Something the next word may be.
  enum Expectation: Equatable {
    /// A value of this kind (a team's name, a key, a file).
    case kind(WordKind)
    /// This word (a keyword, or a word a name may also be: `league`, `now`).
    case word(String)
    /// A setting's `key=`: these, or (nil) those of the row the command names.
    case settings([Key]?)
  }

  /// What may follow `words` in any form the given options leave possible.
  func expectations(after words: [Argument], given: (CommandOption) -> Bool) -> [Expectation] {
    forms.filter { $0.selector.map(given) ?? true }.flatMap { Self.next($0.elements[...], words[...]) }
  }

  private static func next(_ elements: ArraySlice<Element>, _ words: ArraySlice<Argument>) -> [Expectation] {
    guard let element = elements.first else { return [] }
    let rest = elements.dropFirst()
    switch element {
    case .operand(let operand):
      return next(operand, rest, words)
    case .keyword(let keyword, _):
      guard let word = words.first else { return [.word(keyword)] }
      return Arguments.isKeyword(word, keyword) ? next(rest, words.dropFirst()) : []
    case .placement(let placement):
      return (words.isEmpty ? keys(placement) : []) + next(rest, words)
    case .container(let container):
      let qualifier = container.qualifier.map(keys) ?? []
      return (words.isEmpty ? qualifier : []) + next(container.name, rest, words)
    case .settings(let settings):
      var offered: [Expectation] = [.settings(settings.entity == nil ? nil : settings.keys)]
      if case .adding(_, let placement?) = settings.taking { offered += keys(placement) }
      return (words.isEmpty ? offered : []) + next(rest, words)
    case .clauses(let clauses):
      if let word = words.first, Arguments.isKeyword(word, "where") || Arguments.isKeyword(word, "sort") {
        // The condition and the keys run to the end; a bulk change's settings may follow.
        return [.kind(.key(clauses.entity)), .word("sort")] + next(rest, [])
      }
      let keywords: [Expectation] =
        words.isEmpty ? [.word("where")] + (clauses.required == nil ? [.word("sort")] : []) : []
      return keywords + (clauses.required == nil ? next(rest, words) : [])
    case .destination(let operand, _):
      guard let word = words.first else { return [.word("to")] }
      return Arguments.isKeyword(word, "to") ? offers(operand) : []
    case .option, .global:
      return next(rest, words)
    case .optional(let elements):
      return next(elements[...] + rest, words) + next(rest, words)
    case .choice(let branches, _):
      return branches.flatMap { next($0[...] + rest, words) }
    case .subject(let subject):
      if let word = words.first, let noun = subject.nouns.first(where: { Arguments.isKeyword(word, $0.noun) })
      {
        let name = Operand(
          slot: .name, kind: .object(noun.entity), placeholder: "NAME", missing: .missing(""))
        return next(name, rest, words.dropFirst())
      }
      let name = Operand(slot: .name, kind: subject.kind, placeholder: subject.placeholder)
      return (words.isEmpty ? subject.nouns.map { .word($0.noun) } : []) + next(name, rest, words)
    case .text(let operand):
      return offers(operand)
    }
  }

  /// What may follow `words` where `operand` stands: its values, or (having taken words) what
  /// follows it; an operand that is not required may be left out.
  private static func next(_ operand: Operand, _ rest: ArraySlice<Element>, _ words: ArraySlice<Argument>)
    -> [Expectation]
  {
    let skipped = operand.missing == nil ? next(rest, words) : []
    guard !words.isEmpty else { return offers(operand) + skipped }
    // How many words it may take: a name those up to a keyword, a word one, a list any.
    let takeable = words.prefix { word in
      !Arguments.keywords.contains(word.value.lowercased()) || word.isQuoted
    }.prefix { word in operand.kind.choices.map { $0.contains(word.value.lowercased()) } ?? true }.count
    var result = skipped
    let counts: ClosedRange<Int> =
      switch operand.arity {
      case .name: 1...max(1, takeable)
      case .word: 1...1
      case .words: 1...max(1, takeable)
      }
    for count in counts where count <= takeable {
      result += next(rest, words.dropFirst(count))
      if operand.arity == .words && count == words.count { result += offers(operand) }
    }
    return result
  }

  private static func offers(_ operand: Operand) -> [Expectation] {
    [.kind(operand.kind)] + operand.also.map(Expectation.word)
  }

  /// `team=`, and the setting narrowing it (`team=` of a contact's player).
  private static func keys(_ placement: Placement) -> [Expectation] {
    [
      .settings(
        [Key(name: placement.key, kind: placement.kind)]
          + placement.qualifier.map { Key(name: $0.key, kind: $0.kind) })
    ]
  }
}
