extension QueryChecker {
  /// A comparison of two constants (`"AABBBAA" CONTAINS "BBB"`, `3 < 5`), decided here with
  /// NSPredicate's rules: the engines never see a comparison whose types only the values tell.
  func constant(_ comparison: Predicate.Comparison, _ left: Side, _ right: Side) throws -> Bool {
    guard case .value(let value, let location) = left else {
      throw PredicateError("a list goes with IN or BETWEEN, on the right", at: left.location)
    }
    let options = comparison.options
    let result: Bool
    switch (comparison.op, right) {
    case (.between, .list(let bounds, _)) where bounds.count == 2:
      result =
        try order(value, bounds[0], options, at: comparison.location).map { $0 >= 0 } == true
        && (try order(value, bounds[1], options, at: comparison.location).map { $0 <= 0 } == true)
    case (.between, _):
      throw PredicateError("BETWEEN needs two values in braces, such as {20, 30}", at: right.location)
    case (.in, .list(let values, _)):
      result = try values.contains { try equal(value, $0, options, at: comparison.location) }
    case (.in, _):
      throw PredicateError("IN needs a list of values in braces, such as {\"P\", \"C\"}", at: right.location)
    case (_, .list(_, let listLocation)):
      throw PredicateError("a list goes with IN or BETWEEN, not \(comparison.op.rawValue)", at: listLocation)
    case (_, .value(let other, _)):
      switch comparison.op {
      case .equal: result = try equal(value, other, options, at: comparison.location)
      case .notEqual: result = try !equal(value, other, options, at: comparison.location)
      default:
        guard value != .null, other != .null else {
          throw PredicateError("nil can only be compared with == or !=", at: location)
        }
        let order = try order(value, other, options, at: comparison.location)
        switch comparison.op {
        case .less: result = order.map { $0 < 0 } == true
        case .lessOrEqual: result = order.map { $0 <= 0 } == true
        case .greater: result = order.map { $0 > 0 } == true
        default: result = order.map { $0 >= 0 } == true
        }
      }
    case (_, .key):
      throw PredicateError("put the key on the left of \(comparison.op.rawValue)", at: comparison.location)
    }
    return result
  }

  private func equal(
    _ left: Predicate.Value, _ right: Predicate.Value, _ options: TextFolding.Options,
    at location: SourceLocation
  ) throws -> Bool {
    if left == .null || right == .null { return left == right }
    if case .row = left, case .row = right { return left == right }
    if case .bool(let a) = left, case .bool(let b) = right { return a == b }
    return try order(left, right, options, at: location) == 0
  }

  /// -1, 0 or 1; nil when either is nil.
  private func order(
    _ left: Predicate.Value, _ right: Predicate.Value, _ options: TextFolding.Options,
    at location: SourceLocation
  ) throws -> Int? {
    switch (left, right) {
    case (.null, _), (_, .null): return nil
    case (.text(let a), .text(let b)):
      let (x, y) = (TextFolding.fold(a, options), TextFolding.fold(b, options))
      // By Unicode scalars, as SQLite's and PostgreSQL's C collation order text.
      return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars)
        ? -1 : y.unicodeScalars.lexicographicallyPrecedes(x.unicodeScalars) ? 1 : 0
    case (.integer(let a), .integer(let b)): return a < b ? -1 : a > b ? 1 : 0
    case (.integer, .real), (.real, .integer), (.real, .real):
      let (a, b) = (Self.double(left), Self.double(right))
      return a < b ? -1 : a > b ? 1 : 0
    default:
      throw PredicateError("cannot compare \(describe(left)) with \(describe(right))", at: location)
    }
  }

  private static func double(_ value: Predicate.Value) -> Double {
    switch value {
    case .integer(let number): return Double(number)
    case .real(let number): return number
    default: return 0
    }
  }

  /// A text operator on two constants, as the engines would decide it.
  func constantText(
    _ op: Predicate.Operator, _ options: TextFolding.Options, _ text: String, _ pattern: String,
    at location: SourceLocation
  ) throws -> Bool {
    if op == .matches {
      let caseInsensitive = options.contains(.caseInsensitive)
      let folded = TextFolding.fold(pattern, options.intersection(.diacriticInsensitive))
      try Self.checkPattern(folded, original: pattern, caseInsensitive: caseInsensitive, at: location)
      let expression = try? RegularExpression(folded, caseInsensitive: caseInsensitive)
      switch expression?.match(TextFolding.fold(text, options.intersection(.diacriticInsensitive))) {
      case .match: return true
      case .noMatch, nil: return false
      case .tooCostly:
        throw PredicateError(Self.tooCostly(pattern, key: nil, text: text), at: location)
      }
    }
    let haystack = Array(TextFolding.fold(text, options).unicodeScalars)
    let needle = Array(TextFolding.fold(pattern, options).unicodeScalars)
    switch op {
    case .beginsWith: return haystack.starts(with: needle)
    case .endsWith: return haystack.reversed().starts(with: needle.reversed())
    case .contains:
      guard needle.count <= haystack.count else { return false }
      return needle.isEmpty
        || (0...(haystack.count - needle.count)).contains {
          haystack[$0..<$0 + needle.count].elementsEqual(needle)
        }
    default: return Self.like(haystack[...], LikePattern.parse(String(String.UnicodeScalarView(needle)))[...])
    }
  }

  /// Whether `text` matches the LIKE pattern: `*` any run, `?` one scalar, as GLOB does.
  private static func like(_ text: ArraySlice<Unicode.Scalar>, _ pattern: ArraySlice<LikePattern>) -> Bool {
    // Positions in the text that the pattern so far can end at.
    var reachable = Set([text.startIndex])
    for part in pattern {
      var next = Set<Int>()
      for position in reachable {
        switch part {
        case .anyRun: next.formUnion(position...text.endIndex)
        case .anyOne: if position < text.endIndex { next.insert(position + 1) }
        case .literal(let scalar):
          if position < text.endIndex, text[position] == scalar { next.insert(position + 1) }
        }
      }
      reachable = next
      if reachable.isEmpty { return false }
    }
    return reachable.contains(text.endIndex)
  }

  /// Every spelling of the words a side's text spells for `attribute`, each word with them
  /// (`F` → `f`, `female`, `girl` …), when every value of the side is such a spelling; nil
  /// otherwise (a family's own word is compared as it is written).
  static func everySpelling(_ side: Side, _ attribute: Attribute) -> Side? {
    let values: [Predicate.Value]
    switch side {
    case .value(let value, _): values = [value]
    case .list(let list, _): values = list
    case .key: return nil
    }
    var words: Set<String> = []
    for value in values {
      guard case .text(let text) = value, let word = attribute.word(of: text) else { return nil }
      words.insert(word)
    }
    let spellings = Set(attribute.spellings.filter { words.contains($0.value) }.keys).union(words)
    return .list(spellings.sorted().map { .text($0) }, side.location)
  }

  /// A side's text as the word it spells for `attribute` (`Attribute.spellings`); other values
  /// as they are.
  static func spelled(_ side: Side, _ attribute: Attribute) -> Side {
    let word = { (value: Predicate.Value) -> Predicate.Value in
      guard case .text(let text) = value, let word = attribute.word(of: text) else { return value }
      return .text(word)
    }
    switch side {
    case .value(let value, let location): return .value(word(value), location)
    case .list(let values, let location): return .list(values.map(word), location)
    case .key: return side
    }
  }
}
