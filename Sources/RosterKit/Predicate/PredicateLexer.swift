/// Splits a predicate format string into tokens, each with its character range.
struct PredicateLexer {
  enum Kind: Equatable {
    case identifier(String)
    case keyword(String)  // upper-cased
    case aggregate(String)  // "@count", lower-cased
    case text(String)
    case integer(Int64)
    case real(Double)
    case symbol(String)
    case modifier(TextFolding.Options)
    case argument(Predicate.Argument)
    case variable(String)  // "$p", with the dollar
    case end
  }

  struct Token: Equatable {
    let kind: Kind
    let range: Range<Int>
  }

  static let keywords: Set<String> = [
    "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "BETWEEN", "BEGINSWITH", "ENDSWITH",
    "CONTAINS", "LIKE", "MATCHES", "TRUE", "FALSE", "YES", "NO", "NIL", "NULL", "SELF",
    "TRUEPREDICATE", "FALSEPREDICATE", "SUBQUERY",
  ]
  static let aggregates: Set<String> = ["@count", "@avg", "@sum", "@min", "@max"]

  private let characters: [Character]
  private let source: String
  private var arguments: ArraySlice<Predicate.Argument>
  private var position = 0

  init(source: String, arguments: [Predicate.Argument]) {
    self.source = source
    self.characters = Array(source)
    self.arguments = arguments[...]
  }

  func location(_ range: Range<Int>) -> SourceLocation { SourceLocation(source: source, range: range) }

  mutating func tokens() throws -> [Token] {
    var result: [Token] = []
    while true {
      let token = try next()
      result.append(token)
      if token.kind == .end { return result }
    }
  }

  private mutating func next() throws -> Token {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    let start = position
    guard position < characters.count else { return Token(kind: .end, range: start..<start) }
    let character = characters[position]

    if character == "\"" || character == "'" { return try string(quote: character) }
    if character.isASCII && character.isNumber { return try number() }
    if character == "-" || character == "+", position + 1 < characters.count,
      characters[position + 1].isASCII && characters[position + 1].isNumber
    {
      return try number()
    }
    if isIdentifierStart(character) || character == "#" {
      if character == "#" { position += 1 }
      let name = identifier()
      guard !name.isEmpty else {
        throw PredicateError("expected a key after '#'", at: location(start..<position))
      }
      let upper = name.uppercased()
      if character != "#" && Self.keywords.contains(upper) {
        return Token(kind: .keyword(upper), range: start..<position)
      }
      return Token(kind: .identifier(name), range: start..<position)
    }
    if character == "@" {
      position += 1
      let name = "@" + identifier().lowercased()
      guard Self.aggregates.contains(name) else {
        throw PredicateError(
          "unknown aggregate '\(String(characters[start..<position]))'; use @count, @avg, @sum, @min or @max",
          at: location(start..<position))
      }
      return Token(kind: .aggregate(name), range: start..<position)
    }
    if character == "%" { return try argument() }
    if character == "$" {
      position += 1
      let name = identifier()
      guard let first = name.first, !first.isNumber else {
        throw PredicateError("unexpected character '$'", at: location(start..<start + 1))
      }
      return Token(kind: .variable("$" + name), range: start..<position)
    }
    if character == "[" { return try modifier() }

    for symbol in ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"] where matches(symbol) {
      position += symbol.count
      return Token(kind: .symbol(symbol), range: start..<position)
    }
    if "=<>!(){},.".contains(character) {
      position += 1
      return Token(kind: .symbol(String(character)), range: start..<position)
    }
    throw PredicateError("unexpected character '\(character)'", at: location(start..<start + 1))
  }

  private func matches(_ symbol: String) -> Bool {
    let symbolCharacters = Array(symbol)
    guard position + symbolCharacters.count <= characters.count else { return false }
    return Array(characters[position..<position + symbolCharacters.count]) == symbolCharacters
  }

  private func isIdentifierStart(_ character: Character) -> Bool {
    character.isLetter || character == "_"
  }

  private mutating func identifier() -> String {
    let start = position
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
    {
      position += 1
    }
    return String(characters[start..<position])
  }

  private mutating func number() throws -> Token {
    let start = position
    if characters[position] == "-" || characters[position] == "+" { position += 1 }
    if characters[position] == "0", position + 1 < characters.count,
      let radix = Self.radixes[characters[position + 1]]
    {
      return try radixNumber(start: start, radix: radix)
    }
    var isReal = false
    while position < characters.count {
      let character = characters[position]
      if character.isASCII && character.isNumber {
        position += 1
      } else if character == ".", !isReal, position + 1 < characters.count,
        characters[position + 1].isASCII && characters[position + 1].isNumber
      {
        isReal = true
        position += 1
      } else if (character == "e" || character == "E"), position + 1 < characters.count,
        Self.isDigit(characters[position + 1])
          || ((characters[position + 1] == "-" || characters[position + 1] == "+")
            && position + 2 < characters.count && Self.isDigit(characters[position + 2]))
      {
        isReal = true
        position += 2
      } else {
        break
      }
    }
    let text = String(characters[start..<position])
    if position < characters.count, isIdentifierStart(characters[position]) {
      throw PredicateError(
        "'\(text)\(characters[position])' is not a number", at: location(start..<position + 1))
    }
    if !isReal, let integer = Int64(text) { return Token(kind: .integer(integer), range: start..<position) }
    guard let real = Double(text), real.isFinite else {
      throw Self.outOfRange(text, at: location(start..<position))
    }
    return Token(kind: .real(real), range: start..<position)
  }

  /// `0x1F`, `0o17`, `0b101` (and with a sign), as NSPredicate reads them.
  static let radixes: [Character: Int] = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2]

  private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

  private mutating func radixNumber(start: Int, radix: Int) throws -> Token {
    let negative = characters[start] == "-"
    position += 2
    let digitsStart = position
    while position < characters.count, characters[position].isLetter || characters[position].isNumber {
      position += 1
    }
    let text = String(characters[start..<position])
    let digits = String(characters[digitsStart..<position])
    let isDigit = { (character: Character) in character.isASCII && Int(String(character), radix: radix) != nil
    }
    guard !digits.isEmpty, digits.allSatisfy(isDigit) else {
      let kind = radix == 16 ? "a hexadecimal" : radix == 8 ? "an octal" : "a binary"
      throw PredicateError(
        "'\(text)' is not \(kind) number", at: location(start..<max(position, start + 1)))
    }
    // Digits of the radix, but more of them than a 64-bit number holds: out of range, not malformed.
    let limit = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
    guard let magnitude = UInt64(digits, radix: radix), magnitude <= limit else {
      throw Self.outOfRange(text, at: location(start..<position))
    }
    let value = negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    return Token(kind: .integer(value), range: start..<position)
  }

  private mutating func string(quote: Character) throws -> Token {
    let start = position
    position += 1
    var text = ""
    while position < characters.count {
      let character = characters[position]
      position += 1
      if character == quote { return Token(kind: .text(text), range: start..<position) }
      guard character == "\\" else {
        text.append(character)
        continue
      }
      guard position < characters.count else { break }
      let escaped = characters[position]
      position += 1
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "0":
        throw Self.nulError(at: location(position - 2..<position))
      case "u":
        let digits = String(characters[position..<min(position + 4, characters.count)])
        guard digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code)
        else {
          throw PredicateError(
            "'\\u' must be followed by four hexadecimal digits", at: location(position - 2..<position))
        }
        if code == 0 { throw Self.nulError(at: location(position - 2..<position + 4)) }
        text.unicodeScalars.append(scalar)
        position += 4
      default: text.append(escaped)
      }
    }
    throw PredicateError(
      "unterminated string: the \(quote) at column \(start + 1) is never closed",
      at: location(start..<start + 1))
  }

  /// A number past what a comparison can hold: whole numbers are 64-bit, others doubles.
  private static func outOfRange(_ text: String, at location: SourceLocation) -> PredicateError {
    PredicateError(
      "the number \(text.bounded(to: 40)) is out of range: whole numbers go from "
        + "-9223372036854775808 to 9223372036854775807, and others up to about 1.8e308",
      at: location)
  }

  /// No stored text holds a NUL (control characters are refused on the way in), and PostgreSQL
  /// cannot even be sent one: a NUL in a string is an error on every engine.
  private static func nulError(at location: SourceLocation) -> PredicateError {
    PredicateError(
      "a string cannot hold a NUL character: no name or other text ever contains one", at: location)
  }

  private mutating func argument() throws -> Token {
    let start = position
    position += 1
    guard position < characters.count, characters[position] == "@" || characters[position] == "K" else {
      throw PredicateError(
        "unknown format specifier; use %@ for a value or %K for a key", at: location(start..<position))
    }
    let isKey = characters[position] == "K"
    position += 1
    guard let argument = arguments.popFirst() else {
      throw PredicateError("no argument for \(isKey ? "%K" : "%@")", at: location(start..<position))
    }
    if isKey {
      guard case .keyPath = argument else {
        throw PredicateError("%K needs a key path argument", at: location(start..<position))
      }
    }
    return Token(kind: .argument(argument), range: start..<position)
  }

  private mutating func modifier() throws -> Token {
    let start = position
    position += 1
    var options: TextFolding.Options = []
    while position < characters.count, characters[position] != "]" {
      switch characters[position].lowercased() {
      case "c": options.insert(.caseInsensitive)
      case "d": options.insert(.diacriticInsensitive)
      default:
        throw PredicateError(
          "unknown option '\(characters[position])'; use [c], [d] or [cd]",
          at: location(position..<position + 1))
      }
      position += 1
    }
    guard position < characters.count else {
      throw PredicateError(
        "missing ']' after the options that start at column \(start + 1)", at: location(start..<start + 1))
    }
    position += 1
    return Token(kind: .modifier(options), range: start..<position)
  }
}
