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
    try compile(predicate.node, in: root)
  }

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

  private func compile(_ node: Predicate.Node, in scope: Scope) throws -> SQL {
    switch node {
    case .constant(let flag): return flag ? "(1 = 1)" : "(1 = 0)"
    case .not(let inner): return "NOT (\(try compile(inner, in: scope)))"
    case .and(let terms):
      return "(" + SQL.joined(try terms.map { try compile($0, in: scope) }, separator: " AND ") + ")"
    case .or(let terms):
      return "(" + SQL.joined(try terms.map { try compile($0, in: scope) }, separator: " OR ") + ")"
    case .comparison(let comparison): return try compile(comparison, in: scope)
    }
  }

  /// What one side of a comparison turned out to be.
  enum Operand {
    case attribute(Attribute, Scope)
    case aggregate(SQL, Attribute.Kind)
    case object(SQL, Entity)
    case toMany(Relationship, Scope, rest: [Predicate.KeyPath.Component])
  }

  private enum Side {
    case key(Operand, SourceLocation, String)
    case value(Predicate.Value, SourceLocation)
    case list([Predicate.Value], SourceLocation)

    var location: SourceLocation {
      switch self {
      case .key(_, let location, _), .value(_, let location), .list(_, let location): return location
      }
    }
  }

  private func side(_ expression: Predicate.Expression, in scope: Scope) throws -> Side {
    switch expression {
    case .keyPath(let path): return .key(try resolve(path, in: scope), path.location, path.text)
    case .value(let value, let location): return .value(value, location)
    case .list(let values, let location): return .list(values, location)
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
      guard case .keyPath(let path) = comparison.right, path.components.count == 1 else { throw error }
      throw PredicateError(
        error.message + "; to compare with the text, quote it: \"\(path.text)\"", at: error.location)
    }
    // Keys go on the left: `30 < age` is `age > 30`.
    if case .key = right, !isKey(left) {
      guard let mirrored = comparison.op.mirrored else {
        throw PredicateError("put the key on the left of \(comparison.op.rawValue)", at: comparison.location)
      }
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
    return try simple(comparison, left, right)
  }

  private func isKey(_ side: Side) -> Bool {
    if case .key = side { return true }
    return false
  }

  /// `ANY`/`ALL`/`NONE` (and a bare to-many path, which means `ANY`) as a correlated subquery.
  private func quantified(
    _ comparison: Predicate.Comparison, relationship: Relationship, owner: Scope,
    rest: [Predicate.KeyPath.Component], at location: SourceLocation
  ) throws -> SQL {
    guard !rest.isEmpty else { throw Self.toManyNeedsAggregate(relationship, at: location) }
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

  private func subqueryScope(for relationship: Relationship, from owner: Scope) -> (Scope, SQL) {
    let destination = model.entity(named: relationship.destination)
    aliasCount += 1
    let inner = Scope(entity: destination, alias: "\(destination.table)_\(aliasCount)")
    let inverse = model.inverse(of: relationship)
    return (inner, "\(inner.column(inverse.column!)) = \(owner.column("id"))")
  }

  private func simple(_ comparison: Predicate.Comparison, _ left: Side, _ right: Side) throws -> SQL {
    let options = comparison.options
    let op = comparison.op
    if op.isTextOperator {
      guard case .key(let operand, _, _) = left, kind(of: operand) == "text" else {
        throw PredicateError(
          "\(op.rawValue) compares text, but \(describe(left)) is not text", at: left.location)
      }
      guard case .value(.text(let pattern), let patternLocation) = right else {
        throw PredicateError("\(op.rawValue) needs text on its right, such as \"jo\"", at: right.location)
      }
      if op == .matches {
        do { _ = try NSRegularExpression(pattern: pattern) } catch {
          throw PredicateError("'\(pattern)' is not a valid regular expression", at: patternLocation)
        }
        let diacritics = options.intersection(.diacriticInsensitive)
        return dialect.matches(
          folded(operand, diacritics), TextFolding.fold(pattern, diacritics),
          caseInsensitive: options.contains(.caseInsensitive))
      }
      let expression = folded(operand, options)
      let text = TextFolding.fold(pattern, options)
      switch op {
      case .beginsWith: return dialect.hasPrefix(expression, text)
      case .endsWith: return dialect.hasSuffix(expression, text)
      case .contains: return dialect.contains(expression, text)
      default: return dialect.like(expression, text)
      }
    }

    guard case .key(let operand, _, _) = left else {
      // Two constants: compare them in SQL all the same.
      return "(\(try bound(left, options)) \(SQL(sqlOperator(op))) \(try bound(right, options)))"
    }
    let expression = folded(operand, options)
    switch op {
    case .between:
      guard case .list(let values, _) = right, values.count == 2 else {
        throw PredicateError("BETWEEN needs two values in braces, such as {20, 30}", at: right.location)
      }
      for value in values { try check(operand, left, against: value, at: right.location) }
      return
        "(\(expression) BETWEEN \(try sqlValue(values[0], options)) AND \(try sqlValue(values[1], options)))"
    case .in:
      guard case .list(let values, _) = right else {
        throw PredicateError(
          "IN needs a list of values in braces, such as {\"P\", \"C\"}", at: right.location)
      }
      for value in values { try check(operand, left, against: value, at: right.location) }
      if values.isEmpty { return "(1 = 0)" }
      if values.count > Self.longList {
        return dialect.isIn(expression, values.map { databaseValue($0, options) ?? .null })
      }
      return "\(expression) IN (" + SQL.joined(try values.map { try sqlValue($0, options) }, separator: ", ")
        + ")"
    default:
      if case .value(.null, _) = right {
        switch op {
        case .equal: return "\(expression) IS NULL"
        case .notEqual: return "\(expression) IS NOT NULL"
        default: throw PredicateError("nil can only be compared with == or !=", at: right.location)
        }
      }
      let other: SQL
      switch right {
      case .value(let value, let location):
        try check(operand, left, against: value, at: location)
        other = try sqlValue(value, options)
      case .key(let rightOperand, _, _):
        guard kind(of: operand) == kind(of: rightOperand) else {
          throw PredicateError(
            "cannot compare \(describe(left)) with \(describe(right))", at: comparison.location)
        }
        other = folded(rightOperand, options)
      case .list(_, let location):
        throw PredicateError("a list goes with IN or BETWEEN, not \(op.rawValue)", at: location)
      }
      if op == .notEqual { return dialect.isDistinct(expression, other) }
      return "\(expression) \(SQL(sqlOperator(op))) \(other)"
    }
  }

  private func sqlOperator(_ op: Predicate.Operator) -> String {
    switch op {
    case .equal: return "="
    case .notEqual: return "<>"
    default: return op.rawValue
    }
  }

  private func bound(_ side: Side, _ options: TextFolding.Options) throws -> SQL {
    switch side {
    case .value(let value, _): return try sqlValue(value, options)
    case .list(_, let location): throw PredicateError("a list goes with IN or BETWEEN", at: location)
    case .key(let operand, _, _): return folded(operand, options)
    }
  }

  /// The operand's SQL, folded for `[c]`/`[d]`: an indexed folded column when one is stored.
  private func folded(_ operand: Operand, _ options: TextFolding.Options) -> SQL {
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

  private func sqlValue(_ value: Predicate.Value, _ options: TextFolding.Options) throws -> SQL {
    databaseValue(value, options).map(SQL.value) ?? "NULL"
  }

  /// The value to bind (text folded as the comparison asks); nil for `nil`, which is SQL's NULL.
  private func databaseValue(_ value: Predicate.Value, _ options: TextFolding.Options) -> DatabaseValue? {
    switch value {
    case .text(let text): return .text(TextFolding.fold(text, options))
    case .integer(let number): return .integer(number)
    case .real(let number): return .real(number)
    case .bool(let flag): return .integer(flag ? 1 : 0)
    case .null: return nil
    case .object(let id):
      precondition(!id.isTemporary, "an unsaved object cannot be used in a fetch")
      return .integer(id.rowID)
    }
  }

  /// Lists longer than this are bound as one value (`SQLDialect.isIn`).
  static let longList = 64

  private func kind(of operand: Operand) -> String {
    switch operand {
    case .attribute(let attribute, _): return attribute.kind == .text ? "text" : "number"
    case .aggregate(_, let kind): return kind == .text ? "text" : "number"
    case .object(_, let entity): return entity.name
    case .toMany: return "list"
    }
  }

  private func describe(_ side: Side) -> String {
    switch side {
    case .key(let operand, _, let key):
      let kind = kind(of: operand)
      return "'\(key)' (\(kind == "text" || kind == "number" ? kind : "a \(kind)"))"
    case .value(let value, _): return describe(value)
    case .list: return "a list"
    }
  }

  private func describe(_ value: Predicate.Value) -> String {
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
  private func check(
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

  // MARK: Key paths

  func resolve(_ path: Predicate.KeyPath, in start: Scope) throws -> Operand {
    var scope = start
    let components = path.components
    var index = 0
    while index < components.count {
      let component = components[index]
      let isLast = index == components.count - 1
      let entity = scope.entity
      if index == 0 && component.name.lowercased() == "self" {
        guard isLast else { index += 1; continue }
        return .object(scope.column("id"), entity)
      }
      if component.name.hasPrefix("@") {
        throw PredicateError(
          "\(component.name) must follow a to-many key such as 'players'", at: component.location)
      }
      if let attribute = entity.attribute(component.name) {
        guard isLast else {
          throw PredicateError(
            "'\(component.name)' is \(attribute.kind == .text ? "text" : "a number") and has no keys",
            at: components[index + 1].location)
        }
        return .attribute(attribute, scope)
      }
      guard let relationship = entity.relationship(component.name) else {
        throw unknownKey(component, on: entity)
      }
      let destination = model.entity(named: relationship.destination)
      if !relationship.isToMany {
        if isLast { return .object(scope.column(relationship.column!), destination) }
        scope = scope.join(relationship, destination: destination)
        index += 1
        continue
      }
      let rest = Array(components[(index + 1)...])
      guard let next = rest.first, next.name.hasPrefix("@") else {
        return .toMany(relationship, scope, rest: rest)
      }
      return try aggregate(next, of: relationship, from: scope, rest: Array(rest.dropFirst()))
    }
    preconditionFailure("empty key path")
  }

  private func aggregate(
    _ function: Predicate.KeyPath.Component, of relationship: Relationship, from scope: Scope,
    rest: [Predicate.KeyPath.Component]
  ) throws -> Operand {
    let (inner, correlation) = subqueryScope(for: relationship, from: scope)
    if function.name == "@count" {
      if let extra = rest.first { throw PredicateError("@count ends a key path", at: extra.location) }
      return .aggregate("(SELECT count(*) \(inner.from) WHERE \(correlation))", .integer)
    }
    let destination = inner.entity
    guard rest.count == 1, let attribute = destination.attribute(rest[0].name) else {
      let names = destination.attributes.map { "\(relationship.name).\(function.name).\($0.name)" }
      if let key = rest.first, rest.count == 1 {
        throw unknownKey(key, on: destination)
      }
      throw PredicateError(
        "\(function.name) needs a key, such as \(names.first ?? "")", at: function.location)
    }
    if attribute.kind == .text && (function.name == "@avg" || function.name == "@sum") {
      throw PredicateError(
        "\(function.name) needs a number, but '\(attribute.name)' is text", at: rest[0].location)
    }
    let column = inner.column(attribute.column)
    let sql: SQL
    switch function.name {
    case "@avg": sql = "(SELECT avg(\(column)) \(inner.from) WHERE \(correlation))"
    case "@sum": sql = "(SELECT coalesce(sum(\(column)), 0) \(inner.from) WHERE \(correlation))"
    case "@min": sql = "(SELECT min(\(column)) \(inner.from) WHERE \(correlation))"
    default: sql = "(SELECT max(\(column)) \(inner.from) WHERE \(correlation))"
    }
    return .aggregate(sql, attribute.kind)
  }

  private func unknownKey(_ component: Predicate.KeyPath.Component, on entity: Entity) -> PredicateError {
    let keys = entity.keys
    var message = "unknown key '\(component.name)' on \(entity.name)"
    let aliases = entity.attributes.flatMap { [$0.name] + $0.aliases }
    if let suggestion = Suggestions.closest(
      to: component.name, in: aliases + entity.relationships.map(\.name))
    {
      let name = entity.attribute(suggestion)?.name ?? suggestion
      message += "; did you mean '\(name)'?"
    } else {
      message += "; its keys are " + keys.joined(separator: ", ")
    }
    return PredicateError(message, at: component.location)
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
