/// A filter over objects, written as an NSPredicate-style format string and parsed into a tree.
///
///     try Predicate(format: #"name CONTAINS[cd] "jose" AND age < 30"#)
///     try Predicate(format: "team == %@ AND age > %@", [.value(.object(team.objectID)), .value(25)])
///
/// This is the language alone: the tree knows no model. `QueryChecker` resolves its keys against
/// an entity, and `QueryCompiler` turns the checked tree into a `Query`, where every value is a
/// bound parameter. Code builds its own predicates as values (`comparison(key:_:_:options:)`,
/// `||`, `&&`), never by writing format strings.
public struct Predicate: Sendable, Equatable {
  public indirect enum Node: Sendable, Equatable {
    case constant(Bool)
    case not(Node)
    case and([Node])
    case or([Node])
    case comparison(Comparison)
  }

  public let node: Node

  public init(node: Node) { self.node = node }

  /// Parses a format string. `%@` takes the next argument as a value, `%K` as a key path.
  public init(format: String, _ arguments: [Argument] = []) throws {
    var parser = try PredicateParser(source: format, arguments: arguments)
    self.node = try parser.parse()
  }

  /// A value handed to a `%@` or `%K` in a format string.
  public enum Argument: Sendable, Equatable {
    case value(Value)
    case list([Value])
    case keyPath(String)
  }

  // MARK: Building predicates in code

  /// `key op value`: `.comparison(key: "name", .equal, .text(name), options: .all)` is
  /// `name ==[cd] %@`.
  public static func comparison(
    key: String, _ op: Operator, _ value: Value, options: TextFolding.Options = []
  ) -> Predicate {
    Predicate(
      node: .comparison(
        Comparison(left: .keyPath(KeyPath(key)), op: op, options: options, right: .value(value, .none))))
  }

  /// `key IN {values}` or `key BETWEEN {low, high}`.
  public static func comparison(
    key: String, _ op: Operator, _ values: [Value], options: TextFolding.Options = []
  ) -> Predicate {
    Predicate(
      node: .comparison(
        Comparison(left: .keyPath(KeyPath(key)), op: op, options: options, right: .list(values, .none))))
  }

  /// `key op other`, two keys of the same row compared: `.comparison(key: "leagueAge", .greater,
  /// key: "team.division.max_age")` is `leagueAge > team.division.max_age`.
  public static func comparison(key: String, _ op: Operator, key other: String) -> Predicate {
    Predicate(
      node: .comparison(
        Comparison(left: .keyPath(KeyPath(key)), op: op, right: .keyPath(KeyPath(other)))))
  }

  public static func && (lhs: Predicate, rhs: Predicate) -> Predicate {
    Predicate(node: .and([lhs.node, rhs.node]))
  }
  public static func || (lhs: Predicate, rhs: Predicate) -> Predicate {
    Predicate(node: .or([lhs.node, rhs.node]))
  }
  public static prefix func ! (predicate: Predicate) -> Predicate { Predicate(node: .not(predicate.node)) }

  /// Both predicates, when both are given.
  public static func and(_ lhs: Predicate?, _ rhs: Predicate?) -> Predicate? {
    switch (lhs, rhs) {
    case let (lhs?, rhs?): return lhs && rhs
    default: return lhs ?? rhs
    }
  }
}

extension Predicate {
  public enum Operator: String, Sendable, Equatable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case between = "BETWEEN", `in` = "IN"
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches =
      "MATCHES"

    var isTextOperator: Bool { [.beginsWith, .endsWith, .contains, .like, .matches].contains(self) }

    /// The operator with its operands swapped (`a < b` is `b > a`).
    var mirrored: Operator? {
      switch self {
      case .equal, .notEqual: return self
      case .less: return .greater
      case .lessOrEqual: return .greaterOrEqual
      case .greater: return .less
      case .greaterOrEqual: return .lessOrEqual
      default: return nil
      }
    }
  }

  public enum Quantifier: String, Sendable, Equatable { case any = "ANY", all = "ALL", no = "NONE" }

  /// A constant in a predicate.
  public enum Value: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case text(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case null
    /// A stored row of an entity, by the entity's name and the row's id (negative: one not saved
    /// yet): what `%@` stands for when an object is given (`Context` makes it of an object's id).
    case row(entity: String, id: Int64)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
  }

  public indirect enum Expression: Sendable, Equatable {
    case keyPath(KeyPath)
    case value(Value, SourceLocation)
    case list([Value], SourceLocation)
    case subquery(Subquery)

    var location: SourceLocation {
      switch self {
      case .keyPath(let path): return path.location
      case .value(_, let location), .list(_, let location): return location
      case .subquery(let subquery): return subquery.location
      }
    }
  }

  /// `SUBQUERY(players, $p, $p.age < 20).@count`: the members of a to-many collection that
  /// satisfy a predicate, in which `$p` (and bare keys) stand for the member; `rest` is what
  /// follows, an aggregate such as `@count` or `@avg.age`.
  public struct Subquery: Sendable, Equatable {
    public var collection: KeyPath
    public var variable: String
    public var predicate: Node
    public var rest: [KeyPath.Component]
    public var location: SourceLocation
  }

  public struct Comparison: Sendable, Equatable {
    public var quantifier: Quantifier?
    public var left: Expression
    public var op: Operator
    public var options: TextFolding.Options
    public var right: Expression
    /// Where the operator stands.
    public var location: SourceLocation

    public init(
      quantifier: Quantifier? = nil, left: Expression, op: Operator, options: TextFolding.Options = [],
      right: Expression, location: SourceLocation = .none
    ) {
      self.quantifier = quantifier
      self.left = left
      self.op = op
      self.options = options
      self.right = right
      self.location = location
    }
  }
}

extension Predicate.Node {
  /// Where the first comparison of the node stands, for errors about the node as a whole.
  var firstLocation: SourceLocation? {
    switch self {
    case .constant: return nil
    case .not(let inner): return inner.firstLocation
    case .and(let terms), .or(let terms):
      // A loop, not `lazy.compactMap(…).first`, which evaluates the first match twice: 2^depth.
      for term in terms {
        if let location = term.firstLocation { return location }
      }
      return nil
    case .comparison(let comparison):
      return comparison.left.location.source.isEmpty ? comparison.location : comparison.left.location
    }
  }

  /// The whole predicate's text, for errors about all of it.
  var wholeSource: SourceLocation {
    guard let source = firstLocation?.source, !source.isEmpty else { return .none }
    return SourceLocation(source: source, range: 0..<source.count)
  }
}
