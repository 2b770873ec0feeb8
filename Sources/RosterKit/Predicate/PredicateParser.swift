/// A recursive-descent parser for predicate format strings.
///
/// Precedence, loosest first: `OR`/`||`, `AND`/`&&`, `NOT`/`!`, then comparisons. `AND` and `OR`
/// chains become one n-ary node, so a long chain does not make a deep tree; nesting with
/// parentheses and `NOT` is bounded by `maximumDepth`.
struct PredicateParser {
  /// Parentheses and NOT nested this deep still compile to SQL that SQLite's parser accepts
  /// (its stack overflows near 30 nested groups; found by the predicate fuzzer).
  static let maximumDepth = 24

  private let lexer: PredicateLexer
  private let tokens: [PredicateLexer.Token]
  private var index = 0
  private var depth = 0

  init(source: String, arguments: [Predicate.Argument]) throws {
    var lexer = PredicateLexer(source: source, arguments: arguments)
    self.tokens = try lexer.tokens()
    self.lexer = lexer
  }

  mutating func parse() throws -> Predicate.Node {
    if current.kind == .end { throw error("the predicate is empty; write a condition such as age < 30") }
    let node = try parseOr()
    guard current.kind == .end else {
      throw error("expected AND, OR or the end of the predicate, found \(describe(current))")
    }
    return node
  }

  // MARK: Tokens

  private var current: PredicateLexer.Token { tokens[index] }
  private var previous: PredicateLexer.Token { tokens[max(index - 1, 0)] }

  private mutating func advance() -> PredicateLexer.Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  private func isKeyword(_ names: String...) -> Bool {
    if case .keyword(let keyword) = current.kind { return names.contains(keyword) }
    return false
  }

  private func isSymbol(_ symbols: String...) -> Bool {
    if case .symbol(let symbol) = current.kind { return symbols.contains(symbol) }
    return false
  }

  private func location(_ range: Range<Int>) -> SourceLocation { lexer.location(range) }

  private func error(_ message: String, at token: PredicateLexer.Token? = nil) -> PredicateError {
    let token = token ?? current
    let range = token.kind == .end ? token.range.lowerBound..<token.range.lowerBound + 1 : token.range
    return PredicateError(message, at: location(range))
  }

  private func describe(_ token: PredicateLexer.Token) -> String {
    switch token.kind {
    case .end: return "the end of the predicate"
    case .identifier(let name): return "'\(name)'"
    case .keyword(let name): return name
    case .aggregate(let name): return "'\(name)'"
    case .text(let text): return "the text \"\(text)\""
    case .integer(let number): return "the number \(number)"
    case .real(let number): return "the number \(number)"
    case .symbol(let symbol): return "'\(symbol)'"
    case .modifier: return "an option such as [cd]"
    case .argument: return "an argument"
    case .variable(let name): return "the variable \(name)"
    }
  }

  // MARK: Logic

  private mutating func parseOr() throws -> Predicate.Node {
    var terms = [try parseAnd()]
    while isKeyword("OR") || isSymbol("||") {
      _ = advance()
      terms.append(try parseAnd())
    }
    return terms.count == 1 ? terms[0] : .or(terms)
  }

  private mutating func parseAnd() throws -> Predicate.Node {
    var terms = [try parseNot()]
    while isKeyword("AND") || isSymbol("&&") {
      _ = advance()
      terms.append(try parseNot())
    }
    return terms.count == 1 ? terms[0] : .and(terms)
  }

  private mutating func parseNot() throws -> Predicate.Node {
    guard isKeyword("NOT") || isSymbol("!") else { return try parsePrimary() }
    try enter()
    _ = advance()
    defer { depth -= 1 }
    return .not(try parseNot())
  }

  private mutating func enter() throws {
    depth += 1
    if depth > Self.maximumDepth {
      throw error(
        "the predicate nests too deeply (more than \(Self.maximumDepth) levels of parentheses or NOT)")
    }
  }

  private mutating func parsePrimary() throws -> Predicate.Node {
    if isSymbol("(") {
      try enter()
      let open = advance()
      let node = try parseOr()
      guard isSymbol(")") else {
        if current.kind == .end {
          throw error("missing ')' to close the '(' at column \(open.range.lowerBound + 1)", at: open)
        }
        throw error("expected ')' or AND/OR, found \(describe(current))")
      }
      _ = advance()
      depth -= 1
      return node
    }
    if isKeyword("TRUEPREDICATE") {
      _ = advance()
      return .constant(true)
    }
    if isKeyword("FALSEPREDICATE") {
      _ = advance()
      return .constant(false)
    }
    return try parseComparison()
  }

  // MARK: Comparisons

  private mutating func parseComparison() throws -> Predicate.Node {
    var quantifier: Predicate.Quantifier?
    if case .keyword(let keyword) = current.kind, ["ANY", "SOME", "ALL", "NONE"].contains(keyword) {
      _ = advance()
      quantifier = keyword == "ALL" ? .all : keyword == "NONE" ? .no : .any
    }
    let leftToken = current
    let left = try parseExpression(expecting: "a key such as 'age', a value or '('")
    // TRUE and FALSE stand alone as predicates.
    if quantifier == nil, case .value(.bool(let flag), _) = left, !startsOperator {
      return .constant(flag)
    }
    let operatorToken = current
    let op = try parseOperator(after: leftToken)
    var options: TextFolding.Options = []
    if case .modifier(let modifier) = current.kind {
      options = modifier
      _ = advance()
    }
    let right = try parseExpression(expecting: "a value after \(describe(operatorToken))")
    let location = self.location(operatorToken.range.lowerBound..<previous.range.upperBound)
    return .comparison(
      Predicate.Comparison(
        quantifier: quantifier, left: left, op: op, options: options, right: right,
        location: SourceLocation(source: location.source, range: operatorToken.range)))
  }

  private var startsOperator: Bool {
    if case .symbol(let symbol) = current.kind {
      return ["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"].contains(symbol)
    }
    return isKeyword("BETWEEN", "IN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES")
  }

  private mutating func parseOperator(after left: PredicateLexer.Token) throws -> Predicate.Operator {
    let token = current
    switch token.kind {
    case .symbol(let symbol):
      let op: Predicate.Operator? =
        switch symbol {
        case "==", "=": .equal
        case "!=", "<>": .notEqual
        case "<": .less
        case "<=", "=<": .lessOrEqual
        case ">": .greater
        case ">=", "=>": .greaterOrEqual
        default: nil
        }
      if let op {
        _ = advance()
        return op
      }
    case .keyword(let keyword):
      if let op = Predicate.Operator(rawValue: keyword) {
        _ = advance()
        return op
      }
    default: break
    }
    throw error(
      "expected an operator such as ==, <, CONTAINS or IN after \(describe(left)), found \(describe(token))")
  }

  private mutating func parseExpression(expecting what: String) throws -> Predicate.Expression {
    let token = current
    switch token.kind {
    case .text(let text):
      _ = advance()
      return .value(.text(text), location(token.range))
    case .integer(let number):
      _ = advance()
      return .value(.integer(number), location(token.range))
    case .real(let number):
      _ = advance()
      return .value(.real(number), location(token.range))
    case .keyword("TRUE"), .keyword("YES"):
      _ = advance()
      return .value(.bool(true), location(token.range))
    case .keyword("FALSE"), .keyword("NO"):
      _ = advance()
      return .value(.bool(false), location(token.range))
    case .keyword("NIL"), .keyword("NULL"):
      _ = advance()
      return .value(.null, location(token.range))
    case .argument(.value(let value)):
      _ = advance()
      return .value(value, location(token.range))
    case .argument(.list(let values)):
      _ = advance()
      return .list(values, location(token.range))
    case .symbol("{"):
      return try parseList()
    case .keyword("SUBQUERY"):
      return try parseSubquery()
    case .identifier, .keyword("SELF"), .argument(.keyPath), .aggregate, .variable:
      return .keyPath(try parseKeyPath())
    default:
      throw error("expected \(what), found \(describe(token))")
    }
  }

  private mutating func parseKeyPath() throws -> Predicate.KeyPath {
    var components: [Predicate.KeyPath.Component] = []
    repeat {
      if !components.isEmpty { _ = advance() }  // the dot
      let token = advance()
      switch token.kind {
      case .identifier(let name):
        components.append(.init(name: name, location: location(token.range)))
      case .keyword("SELF") where components.isEmpty:
        components.append(.init(name: "self", location: location(token.range)))
      case .variable(let name) where components.isEmpty:
        components.append(.init(name: name, location: location(token.range)))
      case .aggregate(let name):
        components.append(.init(name: name, location: location(token.range)))
      case .argument(.keyPath(let text)):
        // The argument's components all stand where the %K does.
        guard let path = try? Predicate.KeyPath(parsing: text) else {
          throw error("the key path for %K is not a key such as 'age' or 'team.name'", at: token)
        }
        components += path.components.map { .init(name: $0.name, location: location(token.range)) }
      case .keyword(let keyword):
        throw error("\(keyword) is a keyword; write #\(keyword.lowercased()) to use it as a key", at: token)
      default:
        throw error("expected a key after '.', found \(describe(token))", at: token)
      }
    } while isSymbol(".")
    return Predicate.KeyPath(components: components)
  }

  /// `SUBQUERY(collection, $variable, predicate)`, then what follows it (`.@count`).
  private mutating func parseSubquery() throws -> Predicate.Expression {
    let keyword = advance()
    guard isSymbol("(") else { throw error("expected '(' after SUBQUERY, found \(describe(current))") }
    try enter()
    _ = advance()
    switch current.kind {
    case .identifier, .variable, .argument(.keyPath): break
    default:
      throw error("expected a to-many key such as 'players' in SUBQUERY, found \(describe(current))")
    }
    let collection = try parseKeyPath()
    guard isSymbol(",") else { throw error("expected ',' after the collection, found \(describe(current))") }
    _ = advance()
    guard case .variable(let variable) = current.kind else {
      throw error("expected a variable such as $p after the collection, found \(describe(current))")
    }
    _ = advance()
    guard isSymbol(",") else { throw error("expected ',' after \(variable), found \(describe(current))") }
    _ = advance()
    let predicate = try parseOr()
    guard isSymbol(")") else {
      if current.kind == .end {
        throw error(
          "missing ')' to close the SUBQUERY at column \(keyword.range.lowerBound + 1)", at: keyword)
      }
      throw error("expected ')' or AND/OR, found \(describe(current))")
    }
    _ = advance()
    depth -= 1
    var rest: [Predicate.KeyPath.Component] = []
    while isSymbol(".") {
      _ = advance()
      let token = advance()
      switch token.kind {
      case .identifier(let name), .aggregate(let name):
        rest.append(.init(name: name, location: location(token.range)))
      default:
        throw error("expected @count or a key after '.', found \(describe(token))", at: token)
      }
    }
    return .subquery(
      Predicate.Subquery(
        collection: collection, variable: variable, predicate: predicate, rest: rest,
        location: location(keyword.range.lowerBound..<previous.range.upperBound)))
  }

  private mutating func parseList() throws -> Predicate.Expression {
    let open = advance()
    var values: [Predicate.Value] = []
    while !isSymbol("}") {
      if !values.isEmpty {
        guard isSymbol(",") else {
          if current.kind == .end {
            throw error("missing '}' to close the '{' at column \(open.range.lowerBound + 1)", at: open)
          }
          throw error("expected ',' or '}' in the list, found \(describe(current))")
        }
        _ = advance()
      }
      let token = current
      if isSymbol("{") { throw error("lists cannot be nested") }
      guard case .value(let value, _) = try parseExpression(expecting: "a value in the list") else {
        throw error("a list holds values such as 1 or \"SS\", not keys", at: token)
      }
      values.append(value)
    }
    let close = advance()
    return .list(values, location(open.range.lowerBound..<close.range.upperBound))
  }
}
