extension QueryChecker {
  /// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE` and `MATCHES`, with a key or a constant on
  /// either side; nil on either side matches nothing, as in NSPredicate.
  func text(_ comparison: Predicate.Comparison, _ left: Side, _ right: Side) throws -> CheckedPredicate {
    let op = comparison.op
    let options = comparison.options
    let leftText = try textSide(left, of: op, isLeft: true)
    let rightText = try textSide(right, of: op, isLeft: false)
    if op == .matches, case .key = right {
      throw PredicateError(
        "MATCHES needs its regular expression written out, such as \"J.*\", not a key", at: right.location)
    }
    guard let leftText, let rightText else { return .constant(false) }  // nil on a side
    switch (leftText, rightText) {
    case (.constant(let text), .constant(let pattern)):
      return .constant(try constantText(op, options, text, pattern, at: right.location))
    case (.constant, .key):
      break
    case (.key(let key), .constant(let pattern)) where op == .matches:
      return try matches(key, pattern, options, key: left, at: right.location)
    default:
      break
    }
    return .test(.text(op, operand(leftText, options), operand(rightText, options)))
  }

  enum TextSide {
    case key(TypedKeyPath)
    case constant(String)
  }

  private func operand(_ side: TextSide, _ options: TextFolding.Options) -> Operand {
    switch side {
    case .key(let key): return .key(key, folding: options)
    case .constant(let text): return .value(.text(TextFolding.fold(text, options)))
    }
  }

  /// A side of a text operator: a text key or text; nil for nil.
  private func textSide(_ side: Side, of op: Predicate.Operator, isLeft: Bool) throws -> TextSide? {
    switch side {
    case .key(let key, _, _) where key.kind == .text: return .key(key)
    case .value(.text(let text), _): return .constant(text)
    case .value(.null, _): return nil
    default:
      if isLeft {
        throw PredicateError(
          "\(op.rawValue) compares text, but \(describe(side)) is not text", at: side.location)
      }
      throw PredicateError("\(op.rawValue) needs text on its right, such as \"jo\"", at: side.location)
    }
  }

  /// `key MATCHES "pattern"`: the pattern is checked here, so the engines never see one they
  /// would refuse or read differently.
  private func matches(
    _ key: TypedKeyPath, _ pattern: String, _ options: TextFolding.Options, key side: Side,
    at location: SourceLocation
  ) throws -> CheckedPredicate {
    let caseInsensitive = options.contains(.caseInsensitive)
    let diacritics = options.intersection(.diacriticInsensitive)
    let folded = TextFolding.fold(pattern, diacritics)
    try Self.checkPattern(folded, original: pattern, caseInsensitive: caseInsensitive, at: location)
    patterns.append(MatchedPattern(pattern: pattern, key: side.keyText, location: location))
    return .test(.matches(.key(key, folding: diacritics), pattern: folded, caseInsensitive: caseInsensitive))
  }

  /// Refuses a pattern PCRE2 cannot compile, or one that PostgreSQL would refuse or read
  /// differently; the caret goes under the character at fault when the pattern is written
  /// without escapes.
  static func checkPattern(
    _ pattern: String, original: String, caseInsensitive: Bool, at location: SourceLocation
  ) throws {
    do {
      _ = try RegularExpression(pattern, caseInsensitive: caseInsensitive)
    } catch {
      throw PredicateError(
        "\(quoted(original)) is not a valid regular expression: \(error.message)",
        at: Self.location(in: location, offset: error.offset, of: pattern == original ? original : ""))
    }
    do {
      try RegularExpression.checkPortable(pattern, caseInsensitive: caseInsensitive)
    } catch {
      throw PredicateError(
        "the regular expression \(quoted(original)) cannot be used: \(error.message)",
        at: Self.location(in: location, offset: error.offset, of: pattern == original ? original : ""))
    }
  }

  /// The place of the pattern's `offset`-th scalar in the source, when the literal holds the
  /// pattern as written (no escapes); the whole literal otherwise.
  private static func location(in literal: SourceLocation, offset: Int, of pattern: String) -> SourceLocation
  {
    let characters = Array(literal.source)
    guard literal.range.count == pattern.count + 2, literal.range.upperBound <= characters.count,
      String(characters[(literal.range.lowerBound + 1)..<(literal.range.upperBound - 1)]) == pattern,
      pattern.unicodeScalars.count == pattern.count
    else { return literal }
    let start = literal.range.lowerBound + 1 + min(offset, pattern.count)
    return SourceLocation(source: literal.source, range: start..<start + 1)
  }

  static func tooCostly(_ pattern: String, key: String?, text: String) -> String {
    let against = key.map { " against '\($0)'" } ?? ""
    return "the regular expression \(quoted(pattern)) is too costly to match\(against) (it gave up on "
      + "\(quoted(text))); simplify it, for example with fewer nested or successive repetitions such as (a*)* or .*.*"
  }
}
