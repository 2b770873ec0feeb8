/// How deeply the SQL of a predicate nests, counted as it is written, so that a predicate the
/// parser accepts never meets SQLite's limits: its parser's stack (100 entries: about 90 nested
/// parentheses or `(p) IS NOT TRUE`, 30 `(x AND (`, 9 nested `EXISTS (SELECT …`) and its
/// expression depth of 1000. The costs were measured with SQLite 3.40 on the SQL Roster writes.
struct Nesting {
  enum Kind {
    /// `(p) IS NOT TRUE`.
    case not
    /// `AND`/`OR` chains of groups, `levels` deep, of `terms` terms.
    case group(levels: Int, terms: Int)
    /// A correlated `SELECT` (quantifiers, aggregates, `SUBQUERY`).
    case subquery
  }

  /// The parser stack taken by the `NOT`s and subqueries around what compiles now.
  private(set) var stack = 0
  /// The most parser stack any part compiled so far takes, groups included (`chain`).
  var peak = 0
  /// SQLite's expression depth around what compiles now.
  private(set) var depth = 0

  /// Terms of one flat `AND`/`OR` group: a chain of 16 adds 16 to the expression depth, and a
  /// million terms need five levels of groups.
  static let groupSize = 16
  /// Parser stack entries Roster's SQL may take, beside those of the query around the
  /// condition and of the heaviest comparison (`substr(roster_fold(…), 1, length(…))`: 12).
  static let stackLimit = 76
  static let depthLimit = 800
  /// A group puts its costliest term first (where it costs one entry rather than three) when it
  /// costs this much more than the first: a deep tree then runs, and shallow ones keep their order.
  static let reorderMargin = 10

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
    case .not: return (1, 2)
    case .group(let levels, let terms): return (0, (min(terms, groupSize) + 1) * levels)
    case .subquery: return (10, 4)
    }
  }

  /// Enters `kind`; false when that is deeper than SQLite goes.
  mutating func push(_ kind: Kind) -> Bool {
    let cost = Self.cost(kind)
    stack += cost.stack
    depth += cost.depth
    peak = max(peak, stack)
    return stack <= Self.stackLimit && depth <= Self.depthLimit
  }

  mutating func pop(_ kind: Kind) {
    let cost = Self.cost(kind)
    stack -= cost.stack
    depth -= cost.depth
  }

  var isWithinLimits: Bool { peak <= Self.stackLimit }
}

extension QueryCompiler {
  /// Runs `body` one level deeper, or refuses the predicate when SQLite could not parse that.
  func nested<T>(_ kind: Nesting.Kind, at location: SourceLocation, _ body: () throws -> T) throws -> T {
    defer { nesting.pop(kind) }
    guard nesting.push(kind) else {
      throw PredicateError(Self.tooDeep, at: location)
    }
    return try body()
  }

  func nested<T>(_ kind: Nesting.Kind, at node: Predicate.Node, _ body: () throws -> T) throws -> T {
    try nested(kind, at: Self.firstLocation(of: node) ?? .none, body)
  }

  /// `body`'s SQL and the parser stack it takes beyond what surrounds it.
  func measured(_ body: () throws -> SQL) throws -> (sql: SQL, cost: Int) {
    let saved = nesting.peak
    nesting.peak = nesting.stack
    defer { nesting.peak = max(saved, nesting.peak) }
    let sql = try body()
    return (sql, nesting.peak - nesting.stack)
  }

  static let tooDeep =
    "the predicate nests too deeply to run (NOT, parentheses, long AND/OR chains, SUBQUERY and "
    + "to-many keys each add a level); simplify it"

  /// Where the first comparison of `node` stands, for errors about the node as a whole.
  static func firstLocation(of node: Predicate.Node) -> SourceLocation? {
    switch node {
    case .constant: return nil
    case .not(let inner): return firstLocation(of: inner)
    case .and(let terms), .or(let terms):
      // A loop, not `lazy.compactMap(…).first`, which evaluates the first match twice: 2^depth.
      for term in terms {
        if let location = firstLocation(of: term) { return location }
      }
      return nil
    case .comparison(let comparison):
      return comparison.left.location.source.isEmpty
        ? comparison.location : comparison.left.location
    }
  }

  /// The whole predicate's text, for errors about all of it.
  static func wholeSource(of node: Predicate.Node) -> SourceLocation {
    guard let source = firstLocation(of: node)?.source, !source.isEmpty else { return .none }
    return SourceLocation(source: source, range: 0..<source.count)
  }
}
