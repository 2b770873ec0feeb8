/// The access rules of a model as a dialect writes them (`AccessRule`, `SQLDialect.accessStatements`):
/// the tables there are at a version, each with its columns, and what a version adds.
extension Model {
  /// The access rules of the tables there are at `version`, each with the table's columns and
  /// the SQL of what a revealed column shows instead (the derived attribute's formula, counted
  /// on the server's today, `serverToday`); a join table's with its ends (a through entity's with
  /// its columns and its ends).
  func accessTables(_ dialect: any SQLDialect, version: Int) -> [AccessTable] {
    access.compactMap { rule in
      let links = joinTable(named: rule.table)
      if let table = links, table.through == nil {
        guard table.since <= version else { return nil }
        precondition(rule.revealed.isEmpty && rule.hidden.isEmpty, "a join table has no columns to hide")
        return AccessTable(
          rule: rule, columns: ["id"] + table.columns, revealed: [:],
          ends: table.ends.map { ($0.column, entity(named: $0.entity).table) })
      }
      guard let entity = entity(table: rule.table) else {
        preconditionFailure("an access rule for \(rule.table), which no entity stores")
      }
      precondition(
        rule.readers != .bothEnds || links != nil, "only a join table's rows have two ends: \(rule.table)")
      guard entity.since <= version else { return nil }
      var revealed: [String: String] = [:]
      for reveal in rule.revealed {
        guard let derivation = entity.readableAttribute(reveal.derived)?.derivation else {
          preconditionFailure("\(reveal.derived) is not a derived attribute of \(entity.name)")
        }
        let formula = derivation.sql(SQL.identifier, today: serverToday, dialect: dialect)
        revealed[reveal.column] = formula.rendered(placeholder: dialect.placeholder).sql
      }
      var reach: [AccessTable.Step] = []
      if case .reached(let keyPath, _) = rule.readers { reach = steps(keyPath, from: entity) }
      // A through entity's rows are links: whoever reads both ends reads them, and a link is
      // made between rows its writer reads only, as for a table of links only.
      return AccessTable(
        rule: rule, columns: ["id", "version"] + entity.columns, revealed: revealed,
        ends: links?.ends.map { ($0.column, self.entity(named: $0.entity).table) } ?? [], reach: reach)
    }
  }

  /// The steps from a row of `entity` along `keyPath` (`players.team`) to the units it reaches
  /// (`AccessScheme.unit`, Roster's teams): a many-to-many through its join table, a to-many
  /// through its inverse's column, a to-one through its own column.
  func steps(_ keyPath: String, from entity: Entity) -> [AccessTable.Step] {
    var steps: [AccessTable.Step] = []
    var current = entity
    for key in keyPath.split(separator: ".").map(String.init) {
      guard let relationship = current.relationship(key) else {
        preconditionFailure("\(keyPath) of \(entity.name): \(current.name) has no relationship \(key)")
      }
      let destination = self.entity(named: relationship.destination)
      if let table = joinTable(of: relationship) {
        let ends = table.ends(from: current.name, through: relationship.name)
        steps.append(.init(table: table.name, match: ends.owner.column, carry: ends.member.column))
      } else if relationship.isToMany {
        guard let column = destination.relationship(relationship.inverse)?.column else {
          preconditionFailure("\(relationship.name) of \(current.name) has no inverse column")
        }
        steps.append(.init(table: destination.table, match: column, carry: "id"))
      } else {
        steps.append(.init(table: current.table, match: "id", carry: relationship.column!))
      }
      current = destination
    }
    precondition(
      current.name == accessScheme?.unit,
      "\(keyPath) of \(entity.name) must end at a \(accessScheme?.unit ?? "unit")")
    return steps
  }

  /// The schema version that made `table`: its entity's, or its join table's.
  private func since(table: String) -> Int {
    entity(table: table)?.since ?? joinTable(named: table)?.since ?? 1
  }

  /// The columns of an entity's table that `version` added to it, made before (a player's
  /// medical note), as its upgrade adds them.
  private func columns(addedTo table: String, at version: Int) -> [String] {
    guard let entity = entity(table: table), entity.since < version else { return [] }
    return storedColumns(entity) { $0 == version }
  }

  /// The access rules' tables, functions and policies, and the indexes of their keys, those
  /// whose version `included` takes; at a later `version`, the access of the tables it adds and
  /// of those it gives columns.
  func accessStatements(_ dialect: any SQLDialect, version: Int, _ included: (Int) -> Bool) -> [String] {
    guard let accessSince else { return [] }
    let tables = accessTables(dialect, version: version)
    var statements: [String] = []
    let names = accessNames
    if included(accessSince) {
      statements = dialect.accessStatements(tables, names: names)
    } else if version > accessSince {
      let added = tables.filter { since(table: $0.rule.table) == version }
      let widened = tables.map { (table: $0, columns: columns(addedTo: $0.rule.table, at: version)) }
        .filter { !$0.columns.isEmpty }
      if !added.isEmpty || !widened.isEmpty {
        statements = dialect.accessStatements(adding: added, widening: widened, all: tables, names: names)
      }
    }
    return statements + keyIndexes(dialect.accessKeyIndexes(names), tablesSince: accessSince, included)
  }

  /// The names the store writes the access rules with (`AccessNames`): the unit's table, the
  /// column that names one and its folded copy, and its noun, from the unit's entity
  /// (`AccessScheme.unit`); the rest as the scheme declares it. Where no rule names the parent
  /// of rows read by their holders, the first table a unit holds stands for it.
  var accessNames: AccessNames {
    guard let scheme = accessScheme else { preconditionFailure("access rules without their AccessScheme") }
    let unit = entity(named: scheme.unit)
    guard let key = unit.attribute(unit.presentation.displayKey) else {
      preconditionFailure("\(unit.name) has no attribute \(unit.presentation.displayKey) to name one by")
    }
    let noun = unit.presentation.noun
    let held = access.lazy.compactMap { rule -> (table: String, column: String)? in
      guard case .unit(let column, _) = rule.holder else { return nil }
      return (rule.table, column)
    }.first
    return AccessNames(
      unit: unit.table, nameColumn: key.column, orderColumn: key.foldColumn ?? key.column, noun: noun,
      article: Prose.article(noun), office: scheme.office,
      words: scheme.words, settled: held ?? (unit.table, "id"), functions: scheme.functions)
  }
}
