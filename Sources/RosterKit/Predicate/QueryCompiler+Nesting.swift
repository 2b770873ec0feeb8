/// How deeply the SQL of a predicate nests, counted as it is written, so that a predicate the
/// parser accepts never meets SQLite's limits: its parser's stack (about 90 nested parentheses,
/// 45 `NOT (`, 30 `(x AND (`, 10 nested `EXISTS (SELECT …`) and its expression depth of 1000.
/// The costs are those measured with SQLite 3.40 on the SQL Roster writes, with some room.
struct Nesting {
  enum Kind {
    /// `(p) IS NOT TRUE`.
    case not
    /// `AND`/`OR` chains of groups, `levels` deep.
    case group(levels: Int)
    /// A correlated `SELECT` (quantifiers, aggregates, `SUBQUERY`).
    case subquery
  }

  /// SQLite's parser stack in use, roughly in its entries.
  private(set) var stack = 0
  /// SQLite's expression depth.
  private(set) var depth = 0

  /// Terms of one flat `AND`/`OR` group: a group of 16 adds 16 to the expression depth, and a
  /// million terms need five levels.
  static let groupSize = 16
  static let stackLimit = 70
  static let depthLimit = 800

  static func levels(_ count: Int) -> Int {
    var levels = 1
    var remaining = count
    while remaining > groupSize {
      remaining = (remaining + groupSize - 1) / groupSize
      levels += 1
    }
    return levels
  }

  static func cost(_ kind: Kind) -> (stack: Int, depth: Int) {
    switch kind {
    case .not: return (3, 2)
    case .group(let levels): return (3 * levels, (groupSize + 1) * levels)
    case .subquery: return (10, 4)
    }
  }

  mutating func push(_ kind: Kind) -> Bool {
    let cost = Self.cost(kind)
    stack += cost.stack
    depth += cost.depth
    return stack <= Self.stackLimit && depth <= Self.depthLimit
  }

  mutating func pop(_ kind: Kind) {
    let cost = Self.cost(kind)
    stack -= cost.stack
    depth -= cost.depth
  }
}

extension QueryCompiler {
  /// Runs `body` one level deeper, or refuses the predicate when SQLite could not parse that.
  func nested<T>(_ kind: Nesting.Kind, at location: SourceLocation, _ body: () throws -> T) throws -> T {
    defer { nesting.pop(kind) }
    guard nesting.push(kind) else {
      throw PredicateError(
        "the predicate nests too deeply to run (NOT, parentheses, long AND/OR chains, SUBQUERY and "
          + "to-many keys each add a level); simplify it",
        at: location)
    }
    return try body()
  }

  func nested<T>(_ kind: Nesting.Kind, at node: Predicate.Node, _ body: () throws -> T) throws -> T {
    try nested(kind, at: Self.firstLocation(of: node) ?? .none, body)
  }

  /// Where the first comparison of `node` stands, for errors about the node as a whole.
  static func firstLocation(of node: Predicate.Node) -> SourceLocation? {
    switch node {
    case .constant: return nil
    case .not(let inner): return firstLocation(of: inner)
    case .and(let terms), .or(let terms): return terms.lazy.compactMap { firstLocation(of: $0) }.first
    case .comparison(let comparison): return comparison.left.location.source.isEmpty
        ? comparison.location : comparison.left.location
    }
  }

  /// The whole predicate's text, for errors about all of it.
  static func wholeSource(of node: Predicate.Node) -> SourceLocation {
    guard let source = firstLocation(of: node)?.source, !source.isEmpty else { return .none }
    return SourceLocation(source: source, range: 0..<source.count)
  }
}
