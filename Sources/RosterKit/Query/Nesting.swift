/// How deeply the SQL of a predicate nests, counted by the checker as it walks the predicate in
/// the order the compiler writes it, so that a predicate the checker accepts never meets
/// SQLite's limits: its parser's stack (100 entries: about 90 nested
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

  /// The parser stack taken by the `NOT`s and subqueries around what is checked now.
  private(set) var stack = 0
  /// The most parser stack any part checked so far takes, groups included (`chain`).
  var peak = 0
  /// SQLite's expression depth around what is checked now.
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

  /// Groups of at most `groupSize` terms, and the parser stack the whole takes: inside
  /// `(a AND b AND …)` the first term takes one entry more, the others three.
  static func grouped(_ parts: [(grouping: Grouping, cost: Int)]) -> (Grouping, Int) {
    guard parts.count > groupSize else {
      var parts = parts
      if let costliest = parts.indices.max(by: { parts[$0].cost < parts[$1].cost }),
        parts[costliest].cost >= parts[0].cost + reorderMargin
      {
        parts.insert(parts.remove(at: costliest), at: 0)
      }
      let cost = parts.enumerated().map { $1.cost + ($0 == 0 ? 1 : 3) }.max() ?? 0
      return (.group(parts.map(\.grouping)), cost)
    }
    let groupLength = (parts.count + groupSize - 1) / groupSize
    let groups = stride(from: 0, to: parts.count, by: groupLength).map {
      grouped(Array(parts[$0..<min($0 + groupLength, parts.count)]))
    }
    return grouped(groups.map { (grouping: $0.0, cost: $0.1) })
  }

  static let tooDeep =
    "the predicate nests too deeply to run (NOT, parentheses, long AND/OR chains, SUBQUERY and "
    + "to-many keys each add a level); simplify it"
}

extension QueryChecker {
  /// Runs `body` one level deeper, or refuses the predicate when SQLite could not parse that.
  func nested<T>(_ kind: Nesting.Kind, at location: SourceLocation, _ body: () throws -> T) throws -> T {
    defer { nesting.pop(kind) }
    guard nesting.push(kind) else {
      throw PredicateError(Nesting.tooDeep, at: location)
    }
    return try body()
  }

  func nested<T>(_ kind: Nesting.Kind, at node: Predicate.Node, _ body: () throws -> T) throws -> T {
    try nested(kind, at: node.firstLocation ?? .none, body)
  }

  /// `body`'s result and the parser stack its SQL takes beyond what surrounds it.
  func measured<T>(_ body: () throws -> T) throws -> (result: T, cost: Int) {
    let saved = nesting.peak
    nesting.peak = nesting.stack
    defer { nesting.peak = max(saved, nesting.peak) }
    let result = try body()
    return (result, nesting.peak - nesting.stack)
  }
}
