/// Writes a checked fetch down as a `Query` in a dialect: the checker has already resolved every
/// key, checked every value and numbered every subquery, so this only names tables and columns,
/// asks the dialect for its pieces (folding, patterns, long lists) and binds every value.
///
/// Aliases: the fetch's table is its own name; the n-th subquery is `table_n`; a join is the
/// relationship's name, after its scope's alias and `_` unless that scope is a table under its
/// own name (`team`, `team_league`, `players_1_team`), so a join inside a subquery never
/// shadows one outside it.
struct QueryCompiler {
  let dialect: any SQLDialect
  /// The day derived ages are counted to (`Context.today`).
  var today = CalendarDate.today()
  /// A setting's day (the league's cutoff) read as the query is written, nil inside when the
  /// setting has none (then today counts); nil when it could not be read, and the SQL reads it.
  /// Written into the SQL as today is: a subquery of the setting's row costs every row of a
  /// scan its evaluation, twice the time of the checks of a million players' league ages.
  var settingDay: (Derivation.Day) -> CalendarDate?? = { _ in nil }

  /// Values bound outside long `IN` lists (which are one value each): under SQLite's 32,766
  /// and PostgreSQL's 65,535 bound values, with room for a fetch's own.
  static let maximumValues = 30_000
  /// Lists longer than this are bound as one value (`SQLDialect.isIn`).
  static let longList = 64

  func compile(_ fetch: CheckedFetch) throws -> Query {
    let root = Place(scope: fetch.root)
    var query = Query(columns: [], from: table(fetch.root), joins: joins(fetch.joins, of: fetch.root))
    switch fetch.columns {
    case .objects:
      let entity = fetch.entity
      query.columns =
        [column(root, "id"), column(root, "version")]
        + entity.attributes.map { column(root, $0.column) }
        + entity.toOneRelationships.map { column(root, $0.column!) }
    case .values(let keys):
      query.columns = keys.map(value)
    case .listed(let keys):
      query.columns = keys.map(value) + [column(root, "id"), column(root, "version")]
    case .count:
      query.columns = ["count(*)"]
    case .groupCounts(let keys, let counting):
      query.groupBy = keys.map { operand(.key($0, folding: counting.folding)) }
      query.columns =
        query.groupBy + ["count(*)"] + (counting.rowIDs ? [dialect.commaList(column(root, "id"))] : [])
      query.order = query.groupBy
      if counting.minimumCount > 1 {
        query.having = "count(*) >= \(bind: .integer(Int64(counting.minimumCount)))"
      }
    }
    query.condition = try condition(fetch)
    switch fetch.columns {
    case .objects, .values, .listed:
      // The row id last, so that rows the sort leaves tied keep one order.
      query.order = fetch.order.map(ordering) + [column(root, "id")]
    case .count, .groupCounts:
      break
    }
    if let limit = fetch.limit { query.limit = "\(bind: .integer(Int64(limit)))" }
    if fetch.offset > 0 {
      if query.limit == nil { query.limit = SQL(dialect.noLimit) }
      query.offset = "\(bind: .integer(Int64(fetch.offset)))"
    }
    query.patterns = fetch.patterns
    return query
  }

  /// The predicate and the word search, as one condition; nil when there is neither.
  private func condition(_ fetch: CheckedFetch) throws -> SQL? {
    let predicate = fetch.predicate.map(condition)
    if let predicate, predicate.bindings.count > Self.maximumValues {
      throw PredicateError(
        "the predicate holds \(predicate.bindings.count) values, more than the \(Self.maximumValues) one query can take; "
          + "put long lists of values in one IN {…}",
        at: fetch.predicateSource)
    }
    guard let search = fetch.search else { return predicate }
    var rows: SQL = "(1 = 0)"
    if case .rowIDs(let ids) = search { rows = "\(column(Place(scope: fetch.root), "id")) IN (\(ids))" }
    guard let predicate else { return rows }
    return "(" + predicate + " AND " + rows + ")"
  }

  // MARK: Names

  func table(_ scope: ScopeName) -> Query.Table { Query.Table(name: scope.table, alias: scope.alias) }

  /// The alias of the table a place ends at.
  func alias(_ place: Place) -> String {
    var alias = place.scope.alias
    var table = place.scope.table
    for hop in place.route {
      alias = (alias == table ? "" : alias + "_") + hop.relationship
      table = hop.table
    }
    return alias
  }

  func column(_ place: Place, _ name: String) -> SQL { "\(ident: alias(place)).\(ident: name)" }

  /// The joins of a scope, one for each route, each after the one it continues.
  func joins(_ routes: [[Hop]], of scope: ScopeName) -> [Query.Join] {
    routes.compactMap { route in
      guard let hop = route.last else { return nil }
      let from = Place(scope: scope, route: Array(route.dropLast()))
      let to = Place(scope: scope, route: route)
      return Query.Join(
        table: Query.Table(name: hop.table, alias: alias(to)),
        on: "\(column(to, "id")) = \(column(from, hop.foreignKey))")
    }
  }

  // MARK: Values

  /// The SQL for a key path's value.
  func value(_ key: TypedKeyPath) -> SQL {
    switch key {
    case .attribute(let attribute, let place): return read(attribute, place)
    case .digitsValue(let attribute, let place): return "CAST(\(read(attribute, place)) AS integer)"
    case .object(_, let place, let name): return column(place, name)
    case .aggregate(let aggregate): return self.aggregate(aggregate)
    // The checker never lets a to-many key stand as a value.
    case .toMany: return "NULL"
    }
  }

  /// An attribute's value where it is read: its column, or for a derived one its formula over
  /// the row's columns (whole years from the birthdate to today or to the league's cutoff,
  /// else the stored age), the same SQL on every engine.
  func read(_ attribute: Attribute, _ place: Place) -> SQL {
    guard let derivation = attribute.derivation else { return column(place, attribute.column) }
    // The day is the compiler's own (digits and dashes), written in the SQL rather than bound,
    // so that a query binds only the values it was given.
    let literal = { (day: CalendarDate) in SQL(String("'" + day.description + "'")) }
    let resolved = derivation.day.query == nil ? nil : settingDay(derivation.day)
    return derivation.sql(
      { column(place, $0) }, today: literal(today), resolved: resolved.map { literal($0 ?? today) },
      dialect: dialect)
  }

  /// An `ORDER BY` term: text ignoring case and accents (the folded copy when one is stored),
  /// missing values last.
  func ordering(_ term: (key: TypedKeyPath, ascending: Bool)) -> SQL {
    let direction = term.ascending ? "" : " DESC"
    switch term.key {
    case .attribute(let attribute, let place):
      var key = read(attribute, place)
      let mayBeMissing = attribute.isOptional || place.route.contains(where: \.isOptional)
      if case .digits = attribute.shape {
        // Jersey numbers in the order of their value, then as written (7 before 07).
        let nulls = SQL(mayBeMissing ? " NULLS LAST" : "")
        return "CAST(\(key) AS integer)" + SQL(direction) + nulls + ", " + key + SQL(direction) + nulls
      }
      if attribute.kind == .text {
        key = attribute.foldColumn.map { column(place, $0) } ?? dialect.fold(key, .all)
      }
      // Missing values last on every engine (their defaults differ): an optional attribute, or
      // one read through a relationship that may be empty.
      return key + SQL(direction + (mayBeMissing ? " NULLS LAST" : ""))
    default:
      return value(term.key) + SQL(direction + " NULLS LAST")
    }
  }

  /// The operand's SQL, folded for `[c]`/`[d]`: an indexed folded column when one is stored.
  func operand(_ operand: Operand) -> SQL {
    switch operand {
    case .key(let key, let options):
      switch key {
      case .attribute(let attribute, let place):
        let sql = read(attribute, place)
        guard attribute.kind == .text, !options.isEmpty else { return sql }
        if options == .all, let fold = attribute.foldColumn { return column(place, fold) }
        return dialect.fold(sql, options)
      case .aggregate(let aggregate) where aggregate.kind == .text && !options.isEmpty:
        return dialect.fold(self.aggregate(aggregate), options)
      default:
        return value(key)
      }
    case .value(let value): return bound(value)
    }
  }

  /// A value as a parameter; a real compared with an integer column is typed, as PostgreSQL
  /// must be told it is not an integer.
  func bound(_ value: DatabaseValue) -> SQL {
    switch value {
    case .null: return "NULL"
    case .real: return dialect.typed(value)
    default: return .value(value)
    }
  }

  // MARK: Subqueries

  /// The members of a to-many relationship as a correlated subquery selecting `columns`, where
  /// `test` (when given) holds too.
  ///
  /// A many-to-many's members are joined to their links, and the links to the owner:
  /// `FROM "guardians" AS "guardians_1" JOIN "guardians_players" AS "guardians_players_1" ON
  /// "guardians_players_1"."guardian_id" = "guardians_1"."id" … WHERE "guardians_players_1"."player_id" = "players"."id"`.
  func members(_ subquery: Subquery, selecting columns: [SQL], where test: SQL?) -> Query {
    let members = Place(scope: subquery.scope)
    var joins = joins(subquery.joins, of: subquery.scope)
    var owned = column(members, subquery.foreignKey)
    if let link = subquery.link {
      let alias = link.alias(in: subquery.scope)
      joins.insert(
        Query.Join(
          table: Query.Table(name: link.table, alias: alias),
          on: "\(ident: alias).\(ident: link.memberColumn) = \(column(members, "id"))", isInner: true), at: 0)
      owned = "\(ident: alias).\(ident: subquery.foreignKey)"
    }
    let correlation: SQL = owned + " = \(column(subquery.owner, "id"))"
    return Query(
      columns: columns, from: table(subquery.scope), joins: joins,
      condition: test.map { correlation + " AND " + $0 } ?? correlation)
  }

  func aggregate(_ aggregate: Aggregate) -> SQL {
    let filter = aggregate.filter.map(condition)
    let member = aggregate.member.map(value) ?? ""
    let selected: SQL
    switch aggregate.function {
    case .count: selected = "count(*)"
    case .average: selected = "avg(\(member))"
    case .sum: selected = "coalesce(sum(\(member)), 0)"
    case .minimum: selected = "min(\(member))"
    case .maximum: selected = "max(\(member))"
    }
    return "(" + members(aggregate.members, selecting: [selected], where: filter).sql + ")"
  }

  // MARK: Conditions

  func condition(_ predicate: CheckedPredicate) -> SQL {
    switch predicate {
    case .constant(let flag): return flag ? "(1 = 1)" : "(1 = 0)"
    // SQL's NULL (unknown) is false everywhere it ends up; only NOT must say so.
    case .not(let inner): return "(\(condition(inner))) IS NOT TRUE"
    case .and(let grouping): return group(grouping, " AND ")
    case .or(let grouping): return group(grouping, " OR ")
    case .test(let test): return self.test(test)
    }
  }

  private func group(_ grouping: Grouping, _ separator: String) -> SQL {
    switch grouping {
    case .term(let predicate): return condition(predicate)
    case .group(let parts):
      return "(" + SQL.joined(parts.map { group($0, separator) }, separator: separator) + ")"
    }
  }

  private func test(_ test: Test) -> SQL {
    switch test {
    case .compare(let left, let op, let right):
      return "\(operand(left)) \(SQL(op == .equal ? "=" : op.rawValue)) \(operand(right))"
    case .distinct(let left, let right): return dialect.isDistinct(operand(left), operand(right))
    case .same(let left, let right): return dialect.isNotDistinct(operand(left), operand(right))
    case .null(let key, let isNull): return "\(operand(key)) \(SQL(isNull ? "IS NULL" : "IS NOT NULL"))"
    case .between(let key, let low, let high):
      return "(\(operand(key)) BETWEEN \(operand(low)) AND \(operand(high)))"
    case .isIn(let key, let values, let orNull): return isIn(operand(key), values, orNull: orNull)
    case .text(let op, let left, let right): return text(op, left, right)
    case .matches(let key, let pattern, let caseInsensitive):
      return dialect.matches(operand(key), pattern, caseInsensitive: caseInsensitive)
    case .quantified(let quantifier, let subquery, let inner):
      let test = condition(inner)
      switch quantifier {
      case .any: return "EXISTS (" + members(subquery, selecting: ["1"], where: test).sql + ")"
      case .no: return "NOT EXISTS (" + members(subquery, selecting: ["1"], where: test).sql + ")"
      // A member whose test is NULL (a missing value) does not satisfy ALL.
      case .all:
        return "NOT EXISTS (" + members(subquery, selecting: ["1"], where: "(\(test)) IS NOT TRUE").sql + ")"
      }
    }
  }

  /// `x IN {…}`; with `orNull`, a missing value matches too.
  private func isIn(_ expression: SQL, _ values: [DatabaseValue], orNull: Bool) -> SQL {
    let test: SQL
    if values.isEmpty {
      test = "(1 = 0)"
    } else if values.count > Self.longList {
      test = dialect.isIn(expression, values)
    } else {
      test = "\(expression) IN (" + SQL.joined(values.map(bound), separator: ", ") + ")"
    }
    guard orNull else { return test }
    return values.isEmpty ? "\(expression) IS NULL" : "(\(test) OR \(expression) IS NULL)"
  }

  /// A text operator; constant text on the left is typed (PostgreSQL cannot tell its type from
  /// a function's argument), on the right handed to the dialect as text.
  private func text(_ op: Predicate.Operator, _ left: Operand, _ right: Operand) -> SQL {
    let expression: SQL
    switch left {
    case .key: expression = operand(left)
    case .value(let value): expression = dialect.typed(value)
    }
    let other: TextOperand
    switch right {
    case .key: other = .expression(operand(right))
    case .value(let value): other = .text(value.textValue ?? "")
    }
    switch op {
    case .beginsWith: return dialect.hasPrefix(expression, other)
    case .endsWith: return dialect.hasSuffix(expression, other)
    case .contains: return dialect.contains(expression, other)
    default: return dialect.like(expression, other)
    }
  }
}
