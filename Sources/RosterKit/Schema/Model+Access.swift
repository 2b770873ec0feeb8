/// The access rules of a model as a dialect writes them (`AccessRule`, `SQLDialect.accessStatements`):
/// the tables there are at a version, each with its columns, and what a version adds.
extension Model {
  /// The access rules of the tables there are at `version`, each with the table's columns and
  /// the SQL of what a revealed column shows instead (the derived attribute's formula, counted
  /// on the server's today, `serverToday`); a join table's with its ends.
  func accessTables(_ dialect: any SQLDialect, version: Int) -> [AccessTable] {
    access.compactMap { rule in
      if let table = joinTable(named: rule.table) {
        guard table.since <= version else { return nil }
        precondition(rule.revealed.isEmpty && rule.hidden.isEmpty, "a join table has no columns to hide")
        return AccessTable(
          rule: rule, columns: ["id"] + table.columns, revealed: [:],
          ends: table.ends.map { ($0.column, entity(named: $0.entity).table) })
      }
      guard let entity = entity(table: rule.table) else {
        preconditionFailure("an access rule for \(rule.table), which no entity stores")
      }
      precondition(rule.readers != .bothEnds, "only a join table's rows have two ends: \(rule.table)")
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
      return AccessTable(
        rule: rule, columns: ["id", "version"] + entity.columns, revealed: revealed, reach: reach)
    }
  }

  /// The steps from a row of `entity` along `keyPath` (`players.team`) to the teams it reaches:
  /// a many-to-many through its join table, a to-many through its inverse's column, a to-one
  /// through its own column.
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
    precondition(current.table == "teams", "\(keyPath) of \(entity.name) must end at a team")
    return steps
  }

  /// The schema version that made `table`: its entity's, or its join table's.
  private func since(table: String) -> Int {
    entity(table: table)?.since ?? joinTable(named: table)?.since ?? 1
  }

  /// The access rules' tables, functions and policies, and the indexes of their keys, those
  /// whose version `included` takes; at a later `version`, the access of the tables it adds.
  func accessStatements(_ dialect: any SQLDialect, version: Int, _ included: (Int) -> Bool) -> [String] {
    guard let accessSince else { return [] }
    let tables = accessTables(dialect, version: version)
    var statements: [String] = []
    if included(accessSince) {
      statements = dialect.accessStatements(tables)
    } else if version > accessSince {
      let added = tables.filter { since(table: $0.rule.table) == version }
      if !added.isEmpty { statements = dialect.accessStatements(adding: added, all: tables) }
    }
    return statements + keyIndexes(dialect.accessKeyIndexes, tablesSince: accessSince, included)
  }
}
