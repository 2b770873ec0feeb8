/// The entities of an application and the schema that stores them.
public final class Model: Sendable {
  /// In dependency order: an entity comes after the entities its to-one relationships point to.
  public let entities: [Entity]

  public init(entities: [Entity]) {
    self.entities = entities
  }

  public func entity(named name: String) -> Entity {
    guard let entity = entities.first(where: { $0.name == name }) else {
      preconditionFailure("the model has no entity named \(name)")
    }
    return entity
  }

  /// The inverse of `relationship` (declared on `relationship.destination`).
  public func inverse(of relationship: Relationship) -> Relationship {
    guard let inverse = entity(named: relationship.destination).relationship(relationship.inverse) else {
      preconditionFailure("\(relationship.name) has no inverse \(relationship.inverse)")
    }
    return inverse
  }

  /// The schema as it stood at `version`, in `dialect`: `CREATE TABLE` and `CREATE INDEX` for
  /// every entity, with the attributes, constraints and indexes that version had.
  ///
  /// Foreign keys take their `ON DELETE` action from the delete rule on the inverse to-many
  /// relationship, so the rule is declared once, in the model, and enforced by the database.
  public func createStatements(version: Int, dialect: any SQLDialect) -> [String] {
    var statements = dialect.schemaPreamble
    for entity in entities {
      let integer = dialect.columnType(.integer)
      var columns = [dialect.primaryKey, "\"version\" \(integer) NOT NULL DEFAULT 1"]
      for relationship in entity.toOneRelationships {
        let destination = self.entity(named: relationship.destination)
        let action = inverse(of: relationship).deleteRule.sqlAction
        columns.append(
          "\"\(relationship.column!)\" \(integer)\(relationship.isOptional ? "" : " NOT NULL") "
            + "REFERENCES \"\(destination.table)\"(\"id\") ON DELETE \(action)")
      }
      for attribute in entity.attributes where attribute.since <= version {
        columns += Self.columnDefinitions(attribute, dialect)
      }
      statements.append(
        "CREATE TABLE \"\(entity.table)\" (\n  " + columns.joined(separator: ",\n  ") + "\n)"
          + dialect.tableOptions)
      statements += dialect.tableStatements(entity.table)
      statements += indexStatements(entity) { $0 <= version }
      if let search = searchNames(entity), entity.searchIndex!.since <= version {
        statements += dialect.searchIndexStatements(search)
      }
    }
    return statements
  }

  /// What takes a database from `version - 1` to `version`: the attributes, constraints and
  /// indexes added in `version`.
  public func upgradeStatements(to version: Int, dialect: any SQLDialect) -> [String] {
    var statements: [String] = []
    for entity in entities {
      for attribute in entity.attributes where attribute.since == version {
        precondition(attribute.isOptional, "an attribute added later must be optional: \(attribute.name)")
        statements += Self.columnDefinitions(attribute, dialect).map {
          "ALTER TABLE \"\(entity.table)\" ADD COLUMN \($0)"
        }
      }
      statements += indexStatements(entity) { $0 == version }
      if let search = searchNames(entity), entity.searchIndex!.since == version {
        statements += dialect.searchIndexStatements(search)
      }
    }
    return statements
  }

  /// Where an entity's word index lives (`players_search` over `players.name_fold`).
  public func searchNames(_ entity: Entity) -> SearchIndexNames? {
    guard let index = entity.searchIndex, let column = entity.attribute(index.key)?.foldColumn else {
      return nil
    }
    return SearchIndexNames(table: entity.table, column: column, index: entity.table + "_search")
  }

  private static func columnDefinitions(_ attribute: Attribute, _ dialect: any SQLDialect) -> [String] {
    let type = dialect.columnType(attribute.kind == .text ? .text : .integer)
    var definition = "\"\(attribute.column)\" \(type)"
    if !attribute.isOptional { definition += " NOT NULL" }
    if let range = attribute.range {
      definition += " CHECK (\"\(attribute.column)\" BETWEEN \(range.lowerBound) AND \(range.upperBound))"
    }
    guard let fold = attribute.foldColumn else { return [definition] }
    return [definition, "\"\(fold)\" \(dialect.columnType(.text))\(attribute.isOptional ? "" : " NOT NULL")"]
  }

  private func indexStatements(_ entity: Entity, _ included: (Int) -> Bool) -> [String] {
    var statements: [String] = []
    for constraint in entity.uniqueConstraints where included(entity.since(constraint)) {
      let columns = entity.columns(forKeys: constraint.keys)
      statements.append(
        "CREATE UNIQUE INDEX \"\(entity.table)_unique_\(columns.joined(separator: "_"))\" "
          + "ON \"\(entity.table)\"(\(columns.map { "\"\($0)\"" }.joined(separator: ", ")))")
    }
    for index in entity.indexes where included(index.since) {
      statements.append(
        "CREATE INDEX \"\(index.name)\" ON \"\(entity.table)\"(\(index.columns.map { "\"\($0)\"" }.joined(separator: ", ")))"
      )
    }
    return statements
  }
}
