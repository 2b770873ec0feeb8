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

  /// `CREATE TABLE` and `CREATE INDEX` statements for every entity.
  ///
  /// Foreign keys take their `ON DELETE` action from the delete rule on the inverse to-many
  /// relationship, so the rule is declared once, in the model, and enforced by the database.
  public func createStatements() -> [String] {
    var statements: [String] = []
    for entity in entities {
      var columns = ["\"id\" INTEGER PRIMARY KEY", "\"version\" INTEGER NOT NULL DEFAULT 1"]
      for relationship in entity.toOneRelationships {
        let destination = self.entity(named: relationship.destination)
        let action = inverse(of: relationship).deleteRule.sqlAction
        columns.append(
          "\"\(relationship.column!)\" INTEGER\(relationship.isOptional ? "" : " NOT NULL") "
            + "REFERENCES \"\(destination.table)\"(\"id\") ON DELETE \(action)")
      }
      for attribute in entity.attributes {
        var definition = "\"\(attribute.column)\" \(attribute.sqlType)"
        if !attribute.isOptional { definition += " NOT NULL" }
        if let range = attribute.range {
          definition += " CHECK (\"\(attribute.column)\" BETWEEN \(range.lowerBound) AND \(range.upperBound))"
        }
        columns.append(definition)
        if let fold = attribute.foldColumn {
          columns.append("\"\(fold)\" TEXT\(attribute.isOptional ? "" : " NOT NULL")")
        }
      }
      statements.append(
        "CREATE TABLE \"\(entity.table)\" (\n  " + columns.joined(separator: ",\n  ") + "\n) STRICT")
      for constraint in entity.uniqueConstraints {
        let columns = entity.columns(forKeys: constraint.keys)
        statements.append(
          "CREATE UNIQUE INDEX \"\(entity.table)_unique_\(columns.joined(separator: "_"))\" "
            + "ON \"\(entity.table)\"(\(columns.map { "\"\($0)\"" }.joined(separator: ", ")))")
      }
      for index in entity.indexes {
        statements.append(
          "CREATE INDEX \"\(index.name)\" ON \"\(entity.table)\"(\(index.columns.map { "\"\($0)\"" }.joined(separator: ", ")))"
        )
      }
    }
    return statements
  }
}
