import Foundation

/// Turns predicates, sort descriptors and key paths over one entity into SQL, checking every key
/// against the model on the way. Every value becomes a bound parameter.
///
/// To-one key paths (`team.name`) become `LEFT JOIN`s; to-many ones become correlated
/// subqueries: aggregates (`players.@avg.age`) and quantifiers (`ANY players.age < 20`).
public final class QueryCompiler {
  let model: Model
  let dialect: any SQLDialect
  public let root: Scope
  private var aliasCount = 0
  /// The scopes `SUBQUERY` variables stand for while their predicate compiles.
  var variables: [String: Scope] = [:]
  /// How deep the SQL nests so far (see `Nesting`).
  var nesting = Nesting()
  /// The `MATCHES` patterns compiled, to name the one a failed match came from.
  var patterns: [MatchedPattern] = []

  /// A table in the query under an alias; joins reached through it collect on its `owner`, the
  /// scope that the `FROM` of its query (or subquery) belongs to.
  public final class Scope {
    let entity: Entity
    let alias: String
    private(set) var joins: [(alias: String, sql: SQL)] = []
    private weak var parentOwner: Scope?

    init(entity: Entity, alias: String, owner: Scope? = nil) {
      self.entity = entity
      self.alias = alias
      self.parentOwner = owner
    }

    var owner: Scope { parentOwner ?? self }

    func column(_ name: String) -> SQL { "\(ident: alias).\(ident: name)" }

    /// `FROM table AS alias` and the joins collected.
    var from: SQL {
      var sql: SQL =
        entity.table == alias ? "FROM \(ident: alias)" : "FROM \(ident: entity.table) AS \(ident: alias)"
      for join in joins { sql.append(" " + join.sql) }
      return sql
    }

    func join(_ relationship: Relationship, destination: Entity) -> Scope {
      // The root is aliased by its table name; every other scope prefixes its joins with its alias,
      // so a join inside a subquery never shadows one outside it.
      let alias = (self.alias == entity.table ? "" : self.alias + "_") + relationship.name
      let owner = self.owner
      if !owner.joins.contains(where: { $0.alias == alias }) {
        owner.joins.append(
          (
            alias,
            "LEFT JOIN \(ident: destination.table) AS \(ident: alias) ON \(ident: alias).\(ident: "id") = \(column(relationship.column!))"
          ))
      }
      return Scope(entity: destination, alias: alias, owner: owner)
    }
  }

  public init(entity: Entity, model: Model, dialect: any SQLDialect) {
    self.model = model
    self.dialect = dialect
    self.root = Scope(entity: entity, alias: entity.table)
  }

  // MARK: Public entry points

  /// The SQL condition for `predicate`.
  public func condition(_ predicate: Predicate) throws -> SQL {
    let sql = try compile(predicate.node, in: root)
    guard nesting.isWithinLimits else {
      throw PredicateError(Self.tooDeep, at: Self.firstLocation(of: predicate.node) ?? .none)
    }
    if sql.bindings.count > Self.maximumValues {
      throw PredicateError(
        "the predicate holds \(sql.bindings.count) values, more than the \(Self.maximumValues) one query can take; "
          + "put long lists of values in one IN {…}",
        at: Self.wholeSource(of: predicate.node))
    }
    return sql
  }

  /// Values bound outside long `IN` lists (which are one value each): under SQLite's 32,766
  /// and PostgreSQL's 65,535 bound values, with room for a fetch's own.
  static let maximumValues = 30_000

  /// `ORDER BY` terms; text sorts ignoring case and accents, missing values last.
  public func ordering(_ descriptors: [SortDescriptor]) throws -> [SQL] {
    var terms: [SQL] = []
    for descriptor in descriptors {
      let direction = descriptor.ascending ? "" : " DESC"
      let operand = try resolve(descriptor.keyPath, in: root)
      switch operand {
      case .attribute(let attribute, let scope):
        let column = scope.column(attribute.column)
        var key = column
        if attribute.kind == .text {
          key = attribute.foldColumn.map { scope.column($0) } ?? dialect.fold(column, .all)
        }
        terms.append(key + SQL(direction + (attribute.isOptional ? " NULLS LAST" : "")))
      case .aggregate(let sql, _):
        terms.append(sql + SQL(direction + " NULLS LAST"))
      case .object(_, let entity):
        throw PredicateError(
          "cannot sort by a \(entity.name); sort by \(descriptor.keyPath.text).name instead",
          at: descriptor.keyPath.location)
      case .toMany(let relationship, _, _):
        throw Self.toManyNeedsAggregate(relationship, at: descriptor.keyPath.location)
      }
    }
    return terms
  }

  /// The SQL expression for a key path's value (to-one paths and aggregates included).
  public func value(_ keyPath: Predicate.KeyPath) throws -> SQL {
    switch try resolve(keyPath, in: root) {
    case .attribute(let attribute, let scope): return scope.column(attribute.column)
    case .aggregate(let sql, _): return sql
    case .object(let sql, _): return sql
    case .toMany(let relationship, _, _): throw Self.toManyNeedsAggregate(relationship, at: keyPath.location)
    }
  }

  // MARK: Predicates

  func compile(_ node: Predicate.Node, in scope: Scope) throws -> SQL {
    switch node {
    case .constant(let flag): return flag ? "(1 = 1)" : "(1 = 0)"
    // NSPredicate's logic has two values: a comparison with nil is false, and NOT of it true.
    // SQL's NULL (unknown) is false everywhere it ends up; only NOT must say so.
    case .not(let inner):
      return try nested(.not, at: node) { "(\(try compile(inner, in: scope))) IS NOT TRUE" }
    case .and(let terms): return try chain(terms, "AND", node: node, in: scope)
    case .or(let terms): return try chain(terms, "OR", node: node, in: scope)
    case .comparison(let comparison): return try compile(comparison, in: scope)
    }
  }

  /// `AND`/`OR` of many terms, as a tree of groups of at most `Nesting.groupSize` terms: SQLite's
  /// parser builds a left-deep tree for a flat chain, and 999 terms exceed its depth of 1000.
  private func chain(
    _ terms: [Predicate.Node], _ separator: String, node: Predicate.Node, in scope: Scope
  ) throws -> SQL {
    let kind = Nesting.Kind.group(levels: Nesting.levels(terms.count), terms: terms.count)
    return try nested(kind, at: node) {
      let parts = try terms.map { term in try measured { try compile(term, in: scope) } }
      let (sql, cost) = Self.grouped(parts, separator: " \(separator) ")
      nesting.peak = max(nesting.peak, nesting.stack + cost)
      return sql
    }
  }

  /// Groups of at most `Nesting.groupSize` parts, and the parser stack the whole takes: inside
  /// `(a AND b AND …)` the first part takes one entry more, the others three.
  static func grouped(_ parts: [(sql: SQL, cost: Int)], separator: String) -> (SQL, Int) {
    let size = Nesting.groupSize
    guard parts.count > size else {
      var parts = parts
      if let costliest = parts.indices.max(by: { parts[$0].cost < parts[$1].cost }),
        parts[costliest].cost >= parts[0].cost + Nesting.reorderMargin
      {
        parts.insert(parts.remove(at: costliest), at: 0)
      }
      let cost = parts.enumerated().map { $1.cost + ($0 == 0 ? 1 : 3) }.max() ?? 0
      return ("(" + SQL.joined(parts.map(\.sql), separator: separator) + ")", cost)
    }
    let groupLength = (parts.count + size - 1) / size
    let groups = stride(from: 0, to: parts.count, by: groupLength).map {
      grouped(Array(parts[$0..<min($0 + groupLength, parts.count)]), separator: separator)
    }
    return grouped(groups.map { (sql: $0.0, cost: $0.1) }, separator: separator)
  }

  /// What one side of a comparison turned out to be.
  enum Operand {
    case attribute(Attribute, Scope)
    case aggregate(SQL, Attribute.Kind)
    case object(SQL, Entity)
    case toMany(Relationship, Scope, rest: [Predicate.KeyPath.Component])
  }

  enum Side {
    case key(Operand, SourceLocation, String)
    case value(Predicate.Value, SourceLocation)
    case list([Predicate.Value], SourceLocation)

    var location: SourceLocation {
      switch self {
      case .key(_, let location, _), .value(_, let location), .list(_, let location): return location
      }
    }

    var isKey: Bool {
      if case .key = self { return true }
      return false
    }
  }

  private func side(_ expression: Predicate.Expression, in scope: Scope) throws -> Side {
    switch expression {
    case .keyPath(let path): return .key(try resolve(path, in: scope), path.location, path.text)
    case .value(let value, let location): return .value(value, location)
    case .list(let values, let location): return .list(values, location)
    case .subquery(let subquery):
      return .key(
        try compile(subquery, in: scope), subquery.location, "SUBQUERY(\(subquery.collection.text), …)")
    }
  }

  private func compile(_ comparison: Predicate.Comparison, in scope: Scope) throws -> SQL {
    var comparison = comparison
    var left = try side(comparison.left, in: scope)
    var right: Side
    do {
      right = try side(comparison.right, in: scope)
    } catch let error as PredicateError {
      // `city == Boston`: a bare word on the right is most likely text that lost its quotes.
      guard case .keyPath(let path) = comparison.right, path.components.count == 1,
        !path.text.hasPrefix("$")
      else { throw error }
      throw PredicateError(
        error.message + "; to compare with the text, quote it: \"\(path.text)\"", at: error.location)
    }
    // `'a' IN players.name` is `ANY players.name == 'a'`; `"BBB" IN name` is `name CONTAINS "BBB"`.
    if comparison.op == .in, comparison.quantifier == nil, !left.isKey, case .key(let operand, _, _) = right {
      if case .toMany = operand {
        comparison = Predicate.Comparison(
          quantifier: .any, left: comparison.right, op: .equal, options: comparison.options,
          right: comparison.left, location: comparison.location)
        return try compile(comparison, in: scope)
      }
      comparison.op = .contains
      swap(&left, &right)
      swap(&comparison.left, &comparison.right)
    } else if comparison.op == .in, case .value(let value, let location) = right {
      // `name IN "wxyz"`: the text contains the key's value (a substring test, as NSPredicate's).
      guard case .text = value else {
        throw PredicateError(
          "IN needs a list of values in braces, such as {\"P\", \"C\"}, or text to look in", at: location)
      }
      comparison.op = .contains
      swap(&left, &right)
      swap(&comparison.left, &comparison.right)
    }
    // Keys go on the left: `30 < age` is `age > 30`.
    if right.isKey, !left.isKey, let mirrored = comparison.op.mirrored {
      swap(&left, &right)
      swap(&comparison.left, &comparison.right)
      comparison.op = mirrored
    }
    if case .key(.toMany(let relationship, let owner, let rest), let location, _) = left {
      return try quantified(comparison, relationship: relationship, owner: owner, rest: rest, at: location)
    }
    if let quantifier = comparison.quantifier {
      throw PredicateError(
        "\(quantifier.rawValue) needs a to-many key path such as players.age", at: comparison.left.location)
    }
    if case .key(.toMany(let relationship, _, _), let location, _) = right {
      throw Self.toManyNeedsAggregate(relationship, at: location)
    }
    if comparison.op.isTextOperator {
      return try text(comparison, left, right)
    }
    guard left.isKey else {
      if right.isKey {
        throw PredicateError("put the key on the left of \(comparison.op.rawValue)", at: comparison.location)
      }
      return try constant(comparison, left, right)
    }
    return try simple(comparison, left, right)
  }

  /// `ANY`/`ALL`/`NONE` (and a bare to-many path, which means `ANY`) as a correlated subquery.
  private func quantified(
    _ comparison: Predicate.Comparison, relationship: Relationship, owner: Scope,
    rest: [Predicate.KeyPath.Component], at location: SourceLocation
  ) throws -> SQL {
    guard !rest.isEmpty else { throw Self.toManyNeedsAggregate(relationship, at: location) }
    return try nested(.subquery, at: location) {
      let (inner, correlation) = subqueryScope(for: relationship, from: owner)
      var condition = comparison
      condition.quantifier = nil
      condition.left = .keyPath(Predicate.KeyPath(components: rest))
      let test = try compile(condition, in: inner)
      switch comparison.quantifier ?? .any {
      case .any: return "EXISTS (SELECT 1 \(inner.from) WHERE \(correlation) AND \(test))"
      case .no: return "NOT EXISTS (SELECT 1 \(inner.from) WHERE \(correlation) AND \(test))"
      // A row whose test is NULL (a missing value) does not satisfy ALL.
      case .all: return "NOT EXISTS (SELECT 1 \(inner.from) WHERE \(correlation) AND (\(test)) IS NOT TRUE)"
      }
    }
  }

  func subqueryScope(for relationship: Relationship, from owner: Scope) -> (Scope, SQL) {
    let destination = model.entity(named: relationship.destination)
    aliasCount += 1
    let inner = Scope(entity: destination, alias: "\(destination.table)_\(aliasCount)")
    let inverse = model.inverse(of: relationship)
    return (inner, "\(inner.column(inverse.column!)) = \(owner.column("id"))")
  }

  /// A key compared with a value, a list or another key (`==`, `<`, `BETWEEN`, `IN`, …).
  private func simple(_ comparison: Predicate.Comparison, _ left: Side, _ right: Side) throws -> SQL {
    guard case .key(let operand, _, _) = left else { return "(1 = 0)" }
    let options = comparison.options
    let op = comparison.op
    let expression = folded(operand, options)
    if case .object(_, let entity) = operand, op != .equal, op != .notEqual, op != .in {
      throw PredicateError(
        "a \(entity.name) can only be compared with ==, != or IN, not \(op.rawValue)", at: comparison.location
      )
    }
    switch op {
    case .between:
      guard case .list(let values, _) = right, values.count == 2 else {
        throw PredicateError("BETWEEN needs two values in braces, such as {20, 30}", at: right.location)
      }
      for value in values { try check(operand, left, against: value, at: right.location) }
      let low = try sqlValue(values[0], options, at: right.location)
      let high = try sqlValue(values[1], options, at: right.location)
      return "(\(expression) BETWEEN \(low) AND \(high))"
    case .in:
      guard case .list(let values, let location) = right else {
        throw PredicateError(
          "IN needs a list of values in braces, such as {\"P\", \"C\"}", at: right.location)
      }
      for value in values { try check(operand, left, against: value, at: location) }
      return try isIn(expression, values, options, at: location)
    default:
      if case .value(.null, _) = right {
        switch op {
        case .equal: return "\(expression) IS NULL"
        case .notEqual: return "\(expression) IS NOT NULL"
        default: throw PredicateError("nil can only be compared with == or !=", at: right.location)
        }
      }
      switch right {
      case .value(let value, let location):
        try check(operand, left, against: value, at: location)
        let other = try sqlValue(value, options, at: location)
        if op == .notEqual { return dialect.isDistinct(expression, other) }
        return "\(expression) \(SQL(sqlOperator(op))) \(other)"
      case .key(let rightOperand, _, _):
        guard kind(of: operand) == kind(of: rightOperand) else {
          throw PredicateError(
            "cannot compare \(describe(left)) with \(describe(right))", at: comparison.location)
        }
        let other = folded(rightOperand, options)
        // Two keys: nil equals nil, as in NSPredicate.
        switch op {
        case .equal: return dialect.isNotDistinct(expression, other)
        case .notEqual: return dialect.isDistinct(expression, other)
        default: return "\(expression) \(SQL(sqlOperator(op))) \(other)"
        }
      case .list(_, let location):
        throw PredicateError("a list goes with IN or BETWEEN, not \(op.rawValue)", at: location)
      }
    }
  }

  /// `x IN {…}`; a nil in the list matches a missing value, as NSPredicate's does.
  private func isIn(
    _ expression: SQL, _ values: [Predicate.Value], _ options: TextFolding.Options,
    at location: SourceLocation
  ) throws -> SQL {
    let present = values.filter { $0 != .null }
    let hasNil = present.count < values.count
    var test: SQL
    if present.isEmpty {
      test = "(1 = 0)"
    } else if present.count > Self.longList {
      test = dialect.isIn(
        expression, try present.map { try databaseValue($0, options, at: location) ?? .null })
    } else {
      test =
        "\(expression) IN ("
        + SQL.joined(try present.map { try sqlValue($0, options, at: location) }, separator: ", ") + ")"
    }
    guard hasNil else { return test }
    return present.isEmpty ? "\(expression) IS NULL" : "(\(test) OR \(expression) IS NULL)"
  }

  func sqlOperator(_ op: Predicate.Operator) -> String {
    switch op {
    case .equal: return "="
    case .notEqual: return "<>"
    default: return op.rawValue
    }
  }

  /// The operand's SQL, folded for `[c]`/`[d]`: an indexed folded column when one is stored.
  func folded(_ operand: Operand, _ options: TextFolding.Options) -> SQL {
    switch operand {
    case .attribute(let attribute, let scope):
      let column = scope.column(attribute.column)
      guard attribute.kind == .text, !options.isEmpty else { return column }
      if options == .all, let fold = attribute.foldColumn { return scope.column(fold) }
      return dialect.fold(column, options)
    case .aggregate(let sql, let kind):
      return kind == .text && !options.isEmpty ? dialect.fold(sql, options) : sql
    case .object(let sql, _): return sql
    case .toMany: return "NULL"
    }
  }

  func sqlValue(_ value: Predicate.Value, _ options: TextFolding.Options, at location: SourceLocation) throws
    -> SQL
  {
    guard let value = try databaseValue(value, options, at: location) else { return "NULL" }
    // A real compared with an integer column: PostgreSQL must be told it is not an integer.
    if case .real = value { return dialect.typed(value) }
    return .value(value)
  }

  /// The value to bind (text folded as the comparison asks); nil for `nil`, which is SQL's NULL.
  func databaseValue(_ value: Predicate.Value, _ options: TextFolding.Options, at location: SourceLocation)
    throws -> DatabaseValue?
  {
    switch value {
    case .text(let text): return .text(TextFolding.fold(text, options))
    case .integer(let number): return .integer(number)
    case .real(let number): return .real(number)
    case .bool(let flag): return .integer(flag ? 1 : 0)
    case .null: return nil
    case .object(let id):
      guard !id.isTemporary else {
        throw PredicateError(
          "a \(id.entityName) that is not saved yet cannot be looked for; save it first", at: location)
      }
      return .integer(id.rowID)
    }
  }

  /// Lists longer than this are bound as one value (`SQLDialect.isIn`).
  static let longList = 64

  func kind(of operand: Operand) -> String {
    switch operand {
    case .attribute(let attribute, _): return attribute.kind == .text ? "text" : "number"
    case .aggregate(_, let kind): return kind == .text ? "text" : "number"
    case .object(_, let entity): return entity.name
    case .toMany: return "list"
    }
  }

  func describe(_ side: Side) -> String {
    switch side {
    case .key(let operand, _, let key):
      let kind = kind(of: operand)
      return "'\(key)' (\(kind == "text" || kind == "number" ? kind : "a \(kind)"))"
    case .value(let value, _): return describe(value)
    case .list: return "a list"
    }
  }

  func describe(_ value: Predicate.Value) -> String {
    switch value {
    case .text(let text): return "\"\(text)\" (text)"
    case .integer(let number): return "\(number) (a number)"
    case .real(let number): return "\(number) (a number)"
    case .bool(let flag): return flag ? "TRUE" : "FALSE"
    case .null: return "nil"
    case .object(let id): return "a \(id.entityName)"
    }
  }

  /// Refuses a constant of the wrong type for the key it is compared with.
  func check(
    _ operand: Operand, _ side: Side, against value: Predicate.Value, at location: SourceLocation
  ) throws {
    let kind = kind(of: operand)
    let key = { if case .key(_, _, let key) = side { return key } else { return "" } }()
    switch value {
    case .null: return
    case .text(let text):
      if kind == "text" { return }
      if kind == "number" {
        throw PredicateError(
          "'\(key)' is a number, but \"\(text)\" is text; write it without quotes", at: location)
      }
    case .integer, .real:
      if kind == "number" { return }
      if kind == "text" {
        throw PredicateError(
          "'\(key)' is text, but \(describe(value)) is not; put it in quotes", at: location)
      }
    case .bool:
      throw PredicateError(
        "TRUE and FALSE stand alone as predicates; compare '\(key)' with a value", at: location)
    case .object(let id):
      if kind == id.entityName { return }
    }
    if case .object(_, let entity) = operand {
      let keys = entity.attributes.filter { $0.isFolded }.map { "\(key).\($0.name)" }
      throw PredicateError(
        "'\(key)' is a \(entity.name); compare \(keys.joined(separator: " or ")) instead", at: location)
    }
    throw PredicateError("cannot compare \(describe(side)) with \(describe(value))", at: location)
  }

  static func toManyNeedsAggregate(_ relationship: Relationship, at location: SourceLocation)
    -> PredicateError
  {
    PredicateError(
      "'\(relationship.name)' is a list of \(relationship.destination)s; use \(relationship.name).@count, "
        + "\(relationship.name).@avg.KEY or ANY \(relationship.name).KEY",
      at: location)
  }
}
