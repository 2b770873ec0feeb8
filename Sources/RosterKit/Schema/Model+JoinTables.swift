/// The join tables of a model's many-to-many relationships: which there are, and the schema
/// that stores them, proposed for a version as an entity's table is (`createStatements`,
/// `upgradeStatements(to:)`).
extension Model {
  /// One join table for each pair of many-to-many relationships, checked where they are declared:
  /// each names the other and the same table, which no entity's table and no other pair uses.
  static func joinTables(of entities: [Entity]) -> [JoinTable] {
    var tables: [JoinTable] = []
    for entity in entities {
      for relationship in entity.relationships where relationship.isManyToMany {
        let link = relationship.through.map { through in
          guard let link = entities.first(where: { $0.name == through }) else {
            preconditionFailure(
              "\(entity.name).\(relationship.name) goes through \(through), which is no entity")
          }
          return link
        }
        if let made = tables.first(where: { $0.name == (link?.table ?? relationship.joinTable) }) {
          // Made from the other side of the pair; no other pair's links go there.
          precondition(
            made.ends.contains { $0.entity == entity.name && $0.relationship == relationship.name },
            "\(entity.name).\(relationship.name) keeps its links in \(made.name), another many-to-many's")
          continue
        }
        guard let destination = entities.first(where: { $0.name == relationship.destination }),
          let inverse = destination.relationship(relationship.inverse)
        else {
          preconditionFailure("\(entity.name).\(relationship.name) has no inverse \(relationship.inverse)")
        }
        if let link {
          tables.append(
            JoinTable.of(relationship, on: entity, inverse: inverse, destination: destination, through: link))
          continue
        }
        let table = JoinTable.of(relationship, on: entity, inverse: inverse, destination: destination)
        precondition(
          !entities.contains { $0.table == table.name }, "the join table \(table.name) is an entity's table")
        tables.append(table)
      }
    }
    return tables
  }

  /// The join table of a many-to-many `relationship`; nil for any other relationship.
  public func joinTable(of relationship: Relationship) -> JoinTable? {
    if let through = relationship.through { return joinTables.first { $0.through == through } }
    return relationship.joinTable.flatMap(joinTable(named:))
  }

  /// The join table of `name`: a table of links only, or the table of the entity a many-to-many
  /// goes through.
  public func joinTable(named name: String) -> JoinTable? { joinTables.first { $0.name == name } }

  /// The join table whose rows are `entity`'s, when a many-to-many goes through it.
  public func joinTable(through entity: Entity) -> JoinTable? {
    joinTables.first { $0.through == entity.name }
  }

  /// Whether `relationship` is a side's to-many to the entity its many-to-many goes through, by
  /// one of the links' ends (a player's `guardianships`): its rows are that many-to-many's links,
  /// taken away with the object as its delete rule says (`Context.unlinkDeleted`), not as rows.
  public func holdsLinks(_ relationship: Relationship) -> Bool {
    guard relationship.isToMany, !relationship.isManyToMany,
      let table = joinTables.first(where: { $0.through == relationship.destination })
    else { return false }
    return table.ends.contains { $0.key == relationship.inverse }
  }

  /// The tables of links only made at `version` or before: a through entity's table is its
  /// entity's to make.
  func joinTables(at version: Int) -> [JoinTable] {
    joinTables.filter { $0.since <= version && $0.through == nil }
  }

  /// What makes `table` as it stands at `version`: the table (its ids never given again where
  /// the model keeps them), its indexes, the engine's statements for a table, and the journal's
  /// triggers and the indexes of its keys in the journal's images, once the model journals.
  func joinTableStatements(_ table: JoinTable, version: Int, dialect: any SQLDialect) -> [String] {
    let integer = dialect.columnType(.integer)
    let key = keepsIDs(at: version) ? dialect.primaryKeyNeverReused : dialect.primaryKey
    let columns =
      [key]
      + table.ends.map { end in
        "\(SQL.quoted(end.column)) \(integer) NOT NULL REFERENCES \(SQL.quoted(entity(named: end.entity).table))"
          + "(\"id\") ON DELETE \(end.sqlAction)"
      }
    let name = SQL.quoted(table.name)
    var statements = [
      "CREATE TABLE \(name) (\n  \(columns.joined(separator: ",\n  "))\n)\(dialect.tableOptions)"
    ]
    statements += dialect.tableStatements(table.name)
    statements += [
      "CREATE UNIQUE INDEX \(SQL.quoted(table.uniqueIndex)) ON \(name)("
        + table.columns.map(SQL.quoted).joined(separator: ", ") + ")",
      "CREATE INDEX \(SQL.quoted(table.secondIndex)) ON \(name)(\(SQL.quoted(table.second.column)))",
    ]
    return statements + joinTableJournal(table, version: version, dialect: dialect)
  }

  /// The journal's triggers on a join table (a link's image holds its two ids) and the indexes
  /// of those ids in the journal's images (what a log of one object's links reads); none
  /// before the model journals.
  private func joinTableJournal(_ table: JoinTable, version: Int, dialect: any SQLDialect) -> [String] {
    guard journals(at: version) else { return [] }
    return dialect.journalTriggers(table: table.name, columns: table.columns, omitted: ["id"])
      + table.columns.flatMap { dialect.journalIndexes(table: table.name, column: $0) }
  }

  /// What the join tables need to go from `version - 1` to `version`: those added by it made,
  /// and the journal's triggers on older ones when the journal starts with it.
  func joinTableUpgrade(to version: Int, dialect: any SQLDialect) -> [String] {
    var statements: [String] = []
    for table in joinTables(at: version) {
      if table.since == version {
        statements += joinTableStatements(table, version: version, dialect: dialect)
        continue
      }
      // SQLite makes every table again when ids are kept from then on (AUTOINCREMENT), which
      // no join table needs yet: none is older than that.
      precondition(
        idsKeptSince != version, "the join table \(table.name) is older than keeping ids (version \(version))"
      )
      if journalSince == version {
        statements += joinTableJournal(table, version: version, dialect: dialect)
      }
    }
    return statements
  }
}
