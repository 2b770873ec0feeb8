/// Resolves predicates, sort descriptors and key paths over one entity against the model, and
/// says in one sentence, with the place, what does not fit: an unknown key (with a "did you
/// mean"), a value of the wrong kind, a pattern PCRE2 or PostgreSQL would refuse, a predicate
/// deeper than SQLite parses. What it returns (`CheckedFetch`, `CheckedPredicate`,
/// `TypedKeyPath`) is typed, and always compiles.
///
/// To-one key paths (`team.name`) become joins of their scope; to-many ones correlated
/// subqueries: aggregates (`players.@avg.age`) and quantifiers (`ANY players.age < 20`), each
/// numbered in the order it is met, which names it in the SQL.
final class QueryChecker {
  let model: Model
  let root: Scope
  /// The scopes `SUBQUERY` variables stand for while their predicate is checked.
  var variables: [String: Scope] = [:]
  /// How deep the SQL nests so far (see `Nesting`).
  var nesting = Nesting()
  /// The `MATCHES` patterns met, to name the one a failed match came from.
  var patterns: [MatchedPattern] = []
  private var subqueryCount = 0
  /// The to-one routes each scope's key paths follow, by scope number, in the order first needed.
  private var joins: [Int: [[Hop]]] = [:]

  /// Rows that key paths are resolved from: an entity, at a place in the query.
  struct Scope {
    let entity: Entity
    let place: Place
  }

  init(model: Model, entity: Entity) {
    self.model = model
    self.root = Scope(entity: entity, place: Place(scope: ScopeName(table: entity.table, number: 0)))
  }

  // MARK: Entry points

  /// A fetch: the selection's key paths, then the predicate, then the sort descriptors, the
  /// order in which their subqueries are numbered.
  func check(_ request: FetchRequest, selecting selection: Selection, search: CheckedFetch.Search? = nil)
    throws -> CheckedFetch
  {
    let columns: CheckedFetch.Columns
    switch selection {
    case .objects: columns = .objects
    case .values(let keyPaths): columns = .values(try keyPaths.map(value))
    case .listed(let keyPaths): columns = .listed(try keyPaths.map(value))
    case .count: columns = .count
    case .groupCounts(let keyPaths, let counting): columns = .groupCounts(try keyPaths.map(value), counting)
    }
    let predicate = try request.predicate.map(condition)
    let order = try ordering(request.sortDescriptors)
    return CheckedFetch(
      entity: root.entity, columns: columns, predicate: predicate,
      predicateSource: request.predicate?.node.wholeSource ?? .none, order: order, joins: joins[0] ?? [],
      limit: request.fetchLimit, offset: request.fetchOffset, search: search, patterns: patterns)
  }

  /// A predicate as a condition on the entity's rows.
  func condition(_ predicate: Predicate) throws -> CheckedPredicate {
    let checked = try check(predicate.node, in: root)
    guard nesting.isWithinLimits else {
      throw PredicateError(Nesting.tooDeep, at: predicate.node.firstLocation ?? .none)
    }
    return checked
  }

  /// Sort keys: attributes (text sorts ignoring case and accents) and aggregates.
  func ordering(_ descriptors: [SortDescriptor]) throws -> [(key: TypedKeyPath, ascending: Bool)] {
    try descriptors.map { descriptor in
      let key = try resolve(descriptor.keyPath, in: root)
      switch key {
      case .attribute, .aggregate, .digitsValue:
        return (key, descriptor.ascending)
      case .object(let entity, _, _):
        throw PredicateError(Self.cannotSort(by: entity, descriptor.keyPath), at: descriptor.keyPath.location)
      case .toMany(let relationship, _, _):
        throw Self.toManyNeedsAggregate(relationship, at: descriptor.keyPath.location)
      }
    }
  }

  /// A key path whose value a query can select (to-one paths and aggregates included).
  func value(_ keyPath: Predicate.KeyPath) throws -> TypedKeyPath {
    let key = try resolve(keyPath, in: root)
    if case .toMany(let relationship, _, _) = key {
      throw Self.toManyNeedsAggregate(relationship, at: keyPath.location)
    }
    return key
  }

  // MARK: Predicates

  func check(_ node: Predicate.Node, in scope: Scope) throws -> CheckedPredicate {
    switch node {
    case .constant(let flag): return .constant(flag)
    // NSPredicate's logic has two values: a comparison with nil is false, and NOT of it true.
    case .not(let inner): return try nested(.not, at: node) { .not(try check(inner, in: scope)) }
    case .and(let terms): return .and(try chain(terms, node: node, in: scope))
    case .or(let terms): return .or(try chain(terms, node: node, in: scope))
    case .comparison(let comparison): return try check(comparison, in: scope)
    }
  }

  /// The terms of an `AND`/`OR`, in the groups of `Nesting.grouped`: SQLite's parser builds a
  /// left-deep tree for a flat chain, and 999 terms exceed its depth of 1000.
  private func chain(_ terms: [Predicate.Node], node: Predicate.Node, in scope: Scope) throws -> Grouping {
    let kind = Nesting.Kind.group(levels: Nesting.levels(terms.count), terms: terms.count)
    return try nested(kind, at: node) {
      let parts = try terms.map { term in try measured { try check(term, in: scope) } }
      let (grouping, cost) = Nesting.grouped(parts.map { (Grouping.term($0.result), $0.cost) })
      nesting.peak = max(nesting.peak, nesting.stack + cost)
      return grouping
    }
  }

  enum Side {
    case key(TypedKeyPath, SourceLocation, String)
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

    /// Whether it is a number, or a list with a number in it.
    var holdsNumbers: Bool {
      let isNumber = { (value: Predicate.Value) -> Bool in
        switch value {
        case .integer, .real: return true
        default: return false
        }
      }
      switch self {
      case .value(let value, _): return isNumber(value)
      case .list(let values, _): return values.contains(where: isNumber)
      case .key: return false
      }
    }

    /// The key as written, for messages.
    var keyText: String {
      if case .key(_, _, let text) = self { return text }
      return ""
    }
  }

  private func side(_ expression: Predicate.Expression, in scope: Scope) throws -> Side {
    switch expression {
    case .keyPath(let path): return .key(try resolve(path, in: scope), path.location, path.text)
    case .value(let value, let location): return .value(value, location)
    case .list(let values, let location): return .list(values, location)
    case .subquery(let subquery):
      return .key(
        try check(subquery, in: scope), subquery.location, "SUBQUERY(\(subquery.collection.text), …)")
    }
  }

  private func check(_ comparison: Predicate.Comparison, in scope: Scope) throws -> CheckedPredicate {
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
    if comparison.op == .in, comparison.quantifier == nil, !left.isKey, case .key(let key, _, _) = right {
      if case .toMany = key {
        comparison = Predicate.Comparison(
          quantifier: .any, left: comparison.right, op: .equal, options: comparison.options,
          right: comparison.left, location: comparison.location)
        return try check(comparison, in: scope)
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
    // `gender == "F"`: a value with spellings compared as the word it is stored as (`female`),
    // and as each other spelling of that word, case-blind, which another program may have written.
    if case .key(.attribute(let attribute, _), _, _) = left, !attribute.spellings.isEmpty,
      [.equal, .notEqual, .in].contains(comparison.op)
    {
      if let spellings = Self.everySpelling(right, attribute) {
        let negated = comparison.op == .notEqual
        comparison.op = .in
        comparison.options.insert(.caseInsensitive)
        let found = try simple(comparison, left, spellings)
        return negated ? .not(found) : found
      }
      right = Self.spelled(right, attribute)
    }
    if comparison.op.isTextOperator {
      return try text(comparison, left, right)
    }
    guard left.isKey else {
      if right.isKey {
        throw PredicateError("put the key on the left of \(comparison.op.rawValue)", at: comparison.location)
      }
      return .constant(try constant(comparison, left, right))
    }
    return try simple(comparison, left, right)
  }

  /// `ANY`/`ALL`/`NONE` (and a bare to-many path, which means `ANY`): the rest of the key path
  /// checked on the members.
  private func quantified(
    _ comparison: Predicate.Comparison, relationship: Relationship, owner: Place,
    rest: [Predicate.KeyPath.Component], at location: SourceLocation
  ) throws -> CheckedPredicate {
    // `ANY guardians == %@`, `%@ IN guardians`: the members themselves, compared with objects.
    guard !rest.isEmpty || Self.namesObjects(comparison.right) else {
      throw Self.toManyNeedsAggregate(relationship, at: location)
    }
    return try nested(.subquery, at: location) {
      let (members, subquery) = self.members(of: relationship, from: owner)
      var condition = comparison
      condition.quantifier = nil
      condition.left = .keyPath(
        rest.isEmpty ? Predicate.KeyPath("self") : Predicate.KeyPath(components: rest))
      let test = try check(condition, in: members)
      return .test(.quantified(comparison.quantifier ?? .any, finished(subquery), test))
    }
  }

  /// Whether `expression` is an object, or a list of them.
  private static func namesObjects(_ expression: Predicate.Expression) -> Bool {
    let isObject = { (value: Predicate.Value) -> Bool in
      if case .row = value { return true }
      return false
    }
    switch expression {
    case .value(let value, _): return isObject(value)
    case .list(let values, _): return !values.isEmpty && values.allSatisfy(isObject)
    default: return false
    }
  }

  /// A new subquery over the members of `relationship` of the row at `owner`, and its scope.
  func members(of relationship: Relationship, from owner: Place) -> (Scope, Subquery) {
    let destination = model.entity(named: relationship.destination)
    subqueryCount += 1
    let name = ScopeName(table: destination.table, number: subqueryCount)
    let inverse = model.inverse(of: relationship)
    // A many-to-many's members are those its join table links to the owner, by its ends: the
    // owner's column and the members' (a table of links only, or a through entity's).
    if let table = model.joinTable(of: relationship) {
      let ends = table.ends(from: inverse.destination, through: relationship.name)
      return (
        Scope(entity: destination, place: Place(scope: name)),
        Subquery(
          scope: name, foreignKey: ends.owner.column, owner: owner,
          link: LinkStep(table: table.name, memberColumn: ends.member.column))
      )
    }
    return (
      Scope(entity: destination, place: Place(scope: name)),
      Subquery(scope: name, foreignKey: inverse.column!, owner: owner, link: nil)
    )
  }

  /// The subquery with the joins its key paths added while it was checked.
  func finished(_ subquery: Subquery) -> Subquery {
    var subquery = subquery
    subquery.joins = joins[subquery.scope.number] ?? []
    return subquery
  }

  /// `scope` followed through a to-one relationship: a join of the scope it is in.
  func join(_ relationship: Relationship, to destination: Entity, from scope: Scope) -> Scope {
    let hop = Hop(
      relationship: relationship.name, table: destination.table, foreignKey: relationship.column!,
      isOptional: relationship.isOptional)
    var place = scope.place
    place.route.append(hop)
    let owner = place.scope.number
    if !(joins[owner]?.contains(place.route) ?? false) { joins[owner, default: []].append(place.route) }
    return Scope(entity: destination, place: place)
  }

  /// A text attribute of digits (a jersey number) as the number it writes; nil for any other key.
  static func digitsValue(_ key: TypedKeyPath) -> TypedKeyPath? {
    guard case .attribute(let attribute, let place) = key, case .digits = attribute.shape else { return nil }
    return .digitsValue(attribute, place)
  }

  /// A key compared with a value, a list or another key (`==`, `<`, `BETWEEN`, `IN`, …).
  private func simple(_ comparison: Predicate.Comparison, _ left: Side, _ right: Side) throws
    -> CheckedPredicate
  {
    guard case .key(var key, _, _) = left else { return .constant(false) }
    // A jersey number compared with a number is compared as the number it writes.
    if right.holdsNumbers, let number = Self.digitsValue(key) { key = number }
    let options = comparison.options
    let op = comparison.op
    let expression = Operand.key(key, folding: options)
    if case .object(let entity, _, _) = key, op != .equal, op != .notEqual, op != .in {
      throw PredicateError(
        "a \(entity.name) can only be compared with ==, != or IN, not \(op.rawValue)", at: comparison.location
      )
    }
    switch op {
    case .between:
      guard case .list(let values, _) = right, values.count == 2 else {
        throw PredicateError("BETWEEN needs two values in braces, such as {20, 30}", at: right.location)
      }
      for value in values { try check(key, left, against: value, at: right.location) }
      let low = try operand(values[0], options, at: right.location)
      let high = try operand(values[1], options, at: right.location)
      return .test(.between(expression, low: low, high: high))
    case .in:
      guard case .list(let values, let location) = right else {
        throw PredicateError(
          "IN needs a list of values in braces, such as {\"P\", \"C\"}", at: right.location)
      }
      for value in values { try check(key, left, against: value, at: location) }
      // A nil in the list matches a missing value, as NSPredicate's does.
      let present = values.filter { $0 != .null }
      let bound = try present.map { try databaseValue($0, options, at: location) ?? .null }
      return .test(.isIn(expression, bound, orNull: present.count < values.count))
    default:
      if case .value(.null, _) = right {
        switch op {
        case .equal: return .test(.null(expression, isNull: true))
        case .notEqual: return .test(.null(expression, isNull: false))
        default: throw PredicateError("nil can only be compared with == or !=", at: right.location)
        }
      }
      switch right {
      case .value(let value, let location):
        try check(key, left, against: value, at: location)
        let other = try operand(value, options, at: location)
        if op == .notEqual { return .test(.distinct(expression, other)) }
        return .test(.compare(expression, op, other))
      case .key(var rightKey, _, _):
        // A jersey number compared with a number key (`age > number`) is read as its number.
        var leftKey = key
        if leftKey.kind == .number, let number = Self.digitsValue(rightKey) { rightKey = number }
        if rightKey.kind == .number, let number = Self.digitsValue(leftKey) { leftKey = number }
        let expression = Operand.key(leftKey, folding: options)
        guard leftKey.kind == rightKey.kind else {
          throw PredicateError(
            "cannot compare \(describe(left)) with \(describe(right))", at: comparison.location)
        }
        let other = Operand.key(rightKey, folding: options)
        // Two keys: nil equals nil, as in NSPredicate.
        switch op {
        case .equal: return .test(.same(expression, other))
        case .notEqual: return .test(.distinct(expression, other))
        default: return .test(.compare(expression, op, other))
        }
      case .list(_, let location):
        throw PredicateError("a list goes with IN or BETWEEN, not \(op.rawValue)", at: location)
      }
    }
  }

  func operand(_ value: Predicate.Value, _ options: TextFolding.Options, at location: SourceLocation) throws
    -> Operand
  {
    .value(try databaseValue(value, options, at: location) ?? .null)
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
    case .row(let entity, let id):
      guard id >= 0 else {
        throw PredicateError(
          "a \(entity) that is not saved yet cannot be looked for; save it first", at: location)
      }
      return .integer(id)
    }
  }

  /// Refuses a constant of the wrong kind for the key it is compared with.
  func check(_ key: TypedKeyPath, _ side: Side, against value: Predicate.Value, at location: SourceLocation)
    throws
  {
    let kind = key.kind
    let name = side.keyText
    switch value {
    case .null: return
    case .text(let text):
      if kind == .text { return }
      if kind == .date {
        if CalendarDate(iso: text) != nil { return }
        throw PredicateError(
          "'\(name)' is a date, but \"\(text)\" is not one; write a date as \"2015-03-02\"", at: location)
      }
      if kind == .number {
        throw PredicateError(
          "'\(name)' is a number, but \"\(text)\" is text; write it without quotes", at: location)
      }
    case .integer(let number):
      if kind == .number || (kind == .boolean && (number == 0 || number == 1)) { return }
      fallthrough
    case .real:
      if kind == .number { return }
      if kind == .date {
        throw PredicateError(
          "'\(name)' is a date, but \(describe(value)) is not; write a date in quotes, such as \"2015-03-02\"",
          at: location)
      }
      if kind == .text {
        throw PredicateError(
          "'\(name)' is text, but \(describe(value)) is not; put it in quotes", at: location)
      }
    case .bool:
      if kind == .boolean { return }
      throw PredicateError(
        "TRUE and FALSE stand alone as predicates; compare '\(name)' with a value", at: location)
    case .row(let entity, _):
      if kind == .object(entity) { return }
    }
    if case .object(let entity, _, _) = key {
      let keys = entity.attributes.filter { $0.isFolded }.map { "\(name).\($0.name)" }
      throw PredicateError(
        "'\(name)' is a \(entity.name); compare \(keys.joined(separator: " or ")) instead", at: location)
    }
    throw PredicateError("cannot compare \(describe(side)) with \(describe(value))", at: location)
  }

  // MARK: Messages

  func describe(_ side: Side) -> String {
    switch side {
    case .key(let key, _, let text): return "'\(text)' (\(key.kind))"
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
    case .row(let entity, _): return "a \(entity)"
    }
  }

  static func cannotSort(by entity: Entity, _ keyPath: Predicate.KeyPath) -> String {
    "cannot sort by a \(entity.name); sort by \(keyPath.text).name instead"
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
