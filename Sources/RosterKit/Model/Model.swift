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

  /// The schema as it stood at `version`: `CREATE TABLE` and `CREATE INDEX` for every entity,
  /// with the attributes, constraints and indexes that version had.
  ///
  /// Foreign keys take their `ON DELETE` action from the delete rule on the inverse to-many
  /// relationship, so the rule is declared once, in the model, and enforced by the database.
  public func createStatements(version: Int) -> [String] {
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
      for attribute in entity.attributes where attribute.since <= version {
        columns += Self.columnDefinitions(attribute)
      }
      statements.append(
        "CREATE TABLE \"\(entity.table)\" (\n  " + columns.joined(separator: ",\n  ") + "\n) STRICT")
      statements += indexStatements(entity) { $0 <= version }
      if let search = entity.searchIndex, search.since <= version { statements += searchStatements(entity) }
    }
    return statements
  }

  /// What takes a database from `version - 1` to `version`: the attributes, constraints and
  /// indexes added in `version`.
  public func upgradeStatements(to version: Int) -> [String] {
    var statements: [String] = []
    for entity in entities {
      for attribute in entity.attributes where attribute.since == version {
        precondition(attribute.isOptional, "an attribute added later must be optional: \(attribute.name)")
        statements += Self.columnDefinitions(attribute).map {
          "ALTER TABLE \"\(entity.table)\" ADD COLUMN \($0)"
        }
      }
      statements += indexStatements(entity) { $0 == version }
      if let search = entity.searchIndex, search.since == version { statements += searchStatements(entity) }
    }
    return statements
  }

  // MARK: Search

  /// The name of an entity's full-text table (`players_search`).
  public func searchTable(_ entity: Entity) -> String { entity.table + "_search" }

  /// The trigger that indexes inserted rows; an import drops it for the length of a bulk load.
  public func searchInsertTrigger(_ entity: Entity) -> (name: String, create: String)? {
    guard let index = entity.searchIndex, let column = entity.attribute(index.key)?.foldColumn else {
      return nil
    }
    let table = searchTable(entity)
    let name = "\(table)_insert"
    return (
      name,
      "CREATE TRIGGER \"\(name)\" AFTER INSERT ON \"\(entity.table)\" BEGIN "
        + "INSERT INTO \"\(table)\"(rowid, \"\(column)\") VALUES (new.\"id\", new.\"\(column)\"); END"
    )
  }

  /// Indexes the rows whose id is above a bound, in one statement (after a bulk load).
  public func searchFillStatement(_ entity: Entity) -> String? {
    guard let index = entity.searchIndex, let column = entity.attribute(index.key)?.foldColumn else {
      return nil
    }
    return
      "INSERT INTO \"\(searchTable(entity))\"(rowid, \"\(column)\") SELECT \"id\", \"\(column)\" FROM \"\(entity.table)\" WHERE \"id\" > ?"
  }

  /// The FTS5 table (word tokens of the folded text, accents removed again by the tokenizer,
  /// no positions: only word-prefix queries are asked of it) and the triggers that keep it in
  /// step with the table, whatever writes to it.
  private func searchStatements(_ entity: Entity) -> [String] {
    guard let index = entity.searchIndex, let column = entity.attribute(index.key)?.foldColumn,
      let insert = searchInsertTrigger(entity)
    else { return [] }
    let table = searchTable(entity)
    let remove =
      "INSERT INTO \"\(table)\"(\"\(table)\", rowid, \"\(column)\") VALUES ('delete', old.\"id\", old.\"\(column)\");"
    return [
      "CREATE VIRTUAL TABLE \"\(table)\" USING fts5(\"\(column)\", content='\(entity.table)', content_rowid='id', "
        + "tokenize='unicode61 remove_diacritics 2', detail=none)",
      "INSERT INTO \"\(table)\"(\"\(table)\") VALUES ('rebuild')",
      insert.create,
      "CREATE TRIGGER \"\(table)_delete\" AFTER DELETE ON \"\(entity.table)\" BEGIN \(remove) END",
      "CREATE TRIGGER \"\(table)_update\" AFTER UPDATE OF \"\(column)\" ON \"\(entity.table)\" BEGIN \(remove) "
        + "INSERT INTO \"\(table)\"(rowid, \"\(column)\") VALUES (new.\"id\", new.\"\(column)\"); END",
    ]
  }

  private static func columnDefinitions(_ attribute: Attribute) -> [String] {
    var definition = "\"\(attribute.column)\" \(attribute.sqlType)"
    if !attribute.isOptional { definition += " NOT NULL" }
    if let range = attribute.range {
      definition += " CHECK (\"\(attribute.column)\" BETWEEN \(range.lowerBound) AND \(range.upperBound))"
    }
    guard let fold = attribute.foldColumn else { return [definition] }
    return [definition, "\"\(fold)\" TEXT\(attribute.isOptional ? "" : " NOT NULL")"]
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
