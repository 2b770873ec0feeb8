import RosterKit

/// Reads a command's words, its options already taken (`LineParser`), by one form of its syntax
/// into the input the command is given.
///
/// What ends a run of words comes first: a bulk change's settings around its condition, `to`
/// (the last one), then `where` and `sort` (to the end); then the elements in their order, and
/// any word left over is an error that names it.
struct SyntaxReader {
  private var words: Arguments
  private(set) var input: CommandInput

  init(_ words: [Argument], input: CommandInput) {
    self.words = Arguments(words, usageLine: input.usage)
    self.input = input
  }

  /// The words with all of them taken.
  private var emptied: Arguments {
    let input = self.input
    return Arguments([], usageLine: input.usage)
  }

  /// Reads `form`'s elements from the words, and fails on any left.
  mutating func read(_ form: Syntax.Form) throws {
    let elements = form.elements
    for rank in 0..<3 {
      for element in elements where Self.tailRank(element) == rank { try take(element) }
    }
    for element in elements where Self.tailRank(element) == nil { try take(element) }
    try words.finish()
  }

  /// The elements read first, in this order, since they run to the end of the words.
  private static func tailRank(_ element: Syntax.Element) -> Int? {
    switch element {
    case .settings(let settings):
      if case .aroundCondition = settings.taking { return 0 }
      return nil
    case .destination: return 1
    case .clauses: return 2
    default: return nil
    }
  }

  private mutating func take(_ element: Syntax.Element) throws {
    switch element {
    case .operand(let operand):
      try take(operand)
    case .text:
      // The session's `where` and `sort`: the words as typed, or none (the view's default).
      input.text = Arguments.clauseText(words.words)
      words = emptied
    case .keyword(let keyword, let missing):
      if words.takeKeyword(keyword) {
        input.keywords.append(keyword)
      } else if let missing {
        throw input.usageError(missing)
      }
    case .placement(let placement):
      input.parent = words.takeSetting(placement.key)
      if let qualifier = placement.qualifier.first { input.qualifier = words.takeSetting(qualifier.key) }
    case .container(let container):
      if let free = container.free, input.has(free) { return }
      if let qualifier = container.qualifier { input.qualifier = words.takeSetting(qualifier.key) }
      try take(container.name)
      input.parent = input[container.name.slot]
    case .settings(let settings):
      try take(settings)
    case .clauses(let clauses):
      if let missing = clauses.required, !words.words.contains(where: { Arguments.isKeyword($0, "where") }) {
        throw input.usageError(missing)
      }
      (input.predicate, input.sort) = try words.takeClauses()
    case .destination(_, let many):
      input.destination = try words.takeDestination(many ? "they" : "it")
    case .option, .global:
      return
    case .optional(let elements):
      if let keywords = Self.leadingKeywords(elements) {
        guard let next = words.words.first, keywords.contains(where: { Arguments.isKeyword(next, $0) }) else {
          return
        }
      } else if words.isEmpty {
        return
      }
      for element in elements { try take(element) }
    case .choice(let branches, let missing):
      let next = words.words.first
      let led = branches.first { branch in
        Self.leadingKeywords(branch).map { keywords in
          next.map { word in keywords.contains { Arguments.isKeyword(word, $0) } } ?? false
        } ?? false
      }
      guard let branch = led ?? branches.first(where: { Self.leadingKeywords($0) == nil }) else {
        if let missing { throw input.usageError(missing) }
        return
      }
      for element in branch { try take(element) }
    case .subject(let subject):
      for (noun, _) in subject.nouns where words.takeKeyword(noun) {
        input.keywords.append(noun)
        let name = try words.takeNameWords()
        guard !name.isEmpty else { throw input.usageError("missing the \(noun)'s name") }
        input.operands[.name] = name
        return
      }
      let name = try words.takeNameWords()
      if !name.isEmpty { input.operands[.name] = name }
    }
  }

  private mutating func take(_ operand: Syntax.Operand) throws {
    var taken: [Argument]
    switch operand.arity {
    // A name that may be left out is never a setting taken whole (`add guardianship player=…`).
    case .name: taken = try words.takeNameWords(until: operand.until, orASetting: operand.missing != nil)
    case .word: taken = try words.takeArgument().map { [$0] } ?? []
    case .words:
      taken = words.words
      words = emptied
    }
    if taken.isEmpty, let missing = operand.missing {
      switch missing {
      case .missing(let what): throw input.usageError("missing \(what)")
      case .say(let sentence): throw input.usageError(sentence)
      case .made(let sentence): throw input.usageError(sentence(input))
      }
    }
    if !taken.isEmpty { input.operands[operand.slot] = taken }
  }

  private mutating func take(_ settings: Syntax.Settings) throws {
    switch settings.taking {
    case .adding(_, let placement):
      if let placement { try take(.placement(placement)) }
      input.settings += try words.takeSettings()
    case .changing, .linking:
      input.settings += try words.takeSettings()
    case .aroundCondition(let scope):
      input.settings += try words.takeSettings(aroundCondition: scope) { (try? Predicate(format: $0)) != nil }
    }
  }

  /// The keywords that can start `elements`, or nil when a name or nothing starts them.
  static func leadingKeywords(_ elements: [Syntax.Element]) -> [String]? {
    guard let first = elements.first else { return nil }
    switch first {
    case .keyword(let keyword, _): return [keyword]
    case .choice(let branches, _):
      var keywords: [String] = []
      for branch in branches {
        guard let leading = leadingKeywords(branch) else { return nil }
        keywords += leading
      }
      return keywords
    case .option, .global: return leadingKeywords(Array(elements.dropFirst()))
    default: return nil
    }
  }
}
