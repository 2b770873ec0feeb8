/// The entities of an application and the schema that stores them.
public final class Model: Sendable {
  /// In dependency order: an entity comes after the entities its to-one relationships point to.
  public let entities: [Entity]
  /// The join tables of its many-to-many relationships (`Model+JoinTables.swift`), in the order
  /// of the entities that declare them.
  public let joinTables: [JoinTable]
  /// The schema version from which every change to the model's rows is journaled (`Journal`);
  /// nil for a model without a journal.
  public let journalSince: Int?
  /// Who reads and changes each table where the server enforces it (`AccessRule`), and the
  /// schema version from which it does; nil for a model without access rules.
  public let access: [AccessRule]
  public let accessSince: Int?
  /// What the access rules are written around (the unit a manager is granted, the office's
  /// tables, the refusals' words, the model's server functions); nil without access rules.
  public let accessScheme: AccessScheme?
  /// The schema version from which the foreign keys of the tables no entity describes have an
  /// index each (the journal's `reverts`, the grants' unit: `SQLDialect.journalKeyIndexes`,
  /// `accessKeyIndexes`), as an entity's do (`Entity.indexes`); nil for a model without them.
  /// Deleting a row makes every foreign key that refers to its table look for the rows that
  /// name it: without an index, a whole table read for each row deleted.
  public let keyIndexesSince: Int?
  /// The schema version from which the database checks every stored value as Roster validates it
  /// (`SQLDialect.valueCheck`, a check on each column; `foldCheck`, on each folded copy); nil for
  /// a model without them. An attribute added later comes with its checks.
  public let valueChecksSince: Int?
  /// The schema version from which an id is never given again, not even the largest after its
  /// row is deleted (`SQLDialect.primaryKeyNeverReused`), nor one the journal names: a new row
  /// never inherits a deleted one's history. Nil where ids may be given again.
  public let idsKeptSince: Int?
  /// The digest of the schema as the history makes it (`SchemaAudit.digest`), by engine, of the
  /// current version: a league whose schema has it needs no audit on opening. Written down with
  /// each version (`SchemaHistoryTests` says when it is not the history's); a model without one
  /// is audited at every opening.
  public let schemaDigests: [DatabaseEngine: String]
  /// What the application does with the model's objects beyond storing them (`Capability`):
  /// declared with the model, so that a model grown from another has it by declaring it too.
  public let capabilities: Set<Capability>

  public init(
    entities: [Entity], journalSince: Int? = nil, access: [AccessRule] = [],
    accessScheme: AccessScheme? = nil,
    accessSince: Int? = nil, keyIndexesSince: Int? = nil, valueChecksSince: Int? = nil,
    idsKeptSince: Int? = nil,
    schemaDigests: [DatabaseEngine: String] = [:], capabilities: Set<Capability> = []
  ) {
    // Imports, saves and reverts write in this order (parents first): a model that breaks it is
    // a programming error, found when it is declared rather than as a refused foreign key.
    for (index, entity) in entities.enumerated() {
      for relationship in entity.toOneRelationships where relationship.destination != entity.name {
        precondition(
          entities[..<index].contains { $0.name == relationship.destination },
          "\(entity.name) comes before \(relationship.destination), which its \(relationship.name) points to")
      }
    }
    self.entities = entities
    self.joinTables = Self.joinTables(of: entities)
    self.journalSince = journalSince
    precondition(access.isEmpty || accessScheme != nil, "access rules come with their AccessScheme")
    self.access = access
    self.accessScheme = accessScheme
    self.accessSince = accessSince
    self.keyIndexesSince = keyIndexesSince
    self.valueChecksSince = valueChecksSince
    self.idsKeptSince = idsKeptSince
    self.schemaDigests = schemaDigests
    self.capabilities = capabilities
  }

  public func entity(named name: String) -> Entity {
    guard let entity = entities.first(where: { $0.name == name }) else {
      preconditionFailure("the model has no entity named \(name)")
    }
    return entity
  }

  /// The entity whose rows `table` holds, if the model has one (a journal row names its table).
  public func entity(table: String) -> Entity? { entities.first { $0.table == table } }

  /// The inverse of `relationship` (declared on `relationship.destination`).
  public func inverse(of relationship: Relationship) -> Relationship {
    guard let inverse = entity(named: relationship.destination).relationship(relationship.inverse) else {
      preconditionFailure("\(relationship.name) has no inverse \(relationship.inverse)")
    }
    return inverse
  }

  /// Where `entity` comes in the dependency order: its to-one targets come before it.
  public func rank(_ entity: Entity) -> Int { entities.firstIndex { $0 === entity } ?? 0 }

  /// Whether other rows refer to rows of `entity` (teams, which players name).
  public func isReferenced(_ entity: Entity) -> Bool {
    entities.contains { $0.toOneRelationships.contains { $0.destination == entity.name } }
  }

  // MARK: Schema proposals
  //
  // What a database gets is the committed history (`RosterSchemaHistory`), never these: they
  // propose the SQL of a new version from the model's `since:` marks, to be committed as its
  // text, and `SchemaHistoryTests` check that the current model and the history agree.

  /// The whole schema at `version`, in `dialect`, as the model describes it: every table with
  /// the columns, constraints, indexes and word index marked `since:` that version or earlier.
  ///
  /// Foreign keys take their `ON DELETE` action from the delete rule on the inverse to-many
  /// relationship, so the rule is declared once, in the model, and enforced by the database.
  public func createStatements(version: Int, dialect: any SQLDialect) -> [String] {
    var statements = dialect.schemaPreamble
    statements += journalStatements(dialect, version: version) { $0 <= version }
    if checksValues(at: version) { statements += dialect.valueCheckStatements }
    for entity in entities where entity.since <= version {
      statements.append(createTable(entity, version: version, dialect: dialect))
      statements += dialect.tableStatements(entity.table)
      statements += indexStatements(entity) { $0 <= version }
      statements += searchStatements(entity, dialect) { $0 <= version }
      statements += journalTriggers(entity, version: version, dialect: dialect)
      statements += journalIndexes(entity, version: version, dialect: dialect) { $0 <= version }
    }
    for table in joinTables(at: version) {
      statements += joinTableStatements(table, version: version, dialect: dialect)
    }
    statements += accessStatements(dialect, version: version) { $0 <= version }
    return statements
  }

  /// The setting that holds the league's time zone (`Attribute.Shape.timeZone` on the settings'
  /// entity), if the model has one: every "today" of the league is a day there.
  public var timeZoneSetting: (table: String, column: String)? {
    for entity in entities where entity.presentation.isSettings {
      if let attribute = entity.attributes.first(where: { $0.shape == .timeZone }) {
        return (entity.table, attribute.column)
      }
    }
    return nil
  }

  /// Today as the server's SQL reads it (PostgreSQL's): the day in the league's time zone
  /// (`timeZoneSetting`), or the session's when the league has none.
  var serverToday: SQL {
    let session: SQL = "to_char(current_date, 'YYYY-MM-DD')"
    guard let (table, column) = timeZoneSetting else { return session }
    return "coalesce(to_char((now() AT TIME ZONE (SELECT \(ident: column) FROM \(ident: table) ORDER BY "
      + "\(ident: "id") LIMIT 1))::date, 'YYYY-MM-DD'), " + session + ")"
  }

  /// What takes a database from `version - 1` to `version`: the tables, columns (relationships'
  /// foreign keys included), checks and indexes marked `since: version`. A column added to a
  /// released table must be optional (its rows have no value for it); on SQLite a check added to
  /// one rebuilds the table. Data changes are not proposed: they are written into the history.
  public func upgradeStatements(to version: Int, dialect: any SQLDialect) -> [String] {
    var statements = journalStatements(dialect, version: version) { $0 == version }
    if valueChecksSince == version { statements += dialect.valueCheckStatements }
    // Ids kept from this version on: on SQLite every table is made again (AUTOINCREMENT), the
    // journal's first, with no trigger left that writes into it while it is.
    let keepsIDs = idsKeptSince == version && dialect.engine == .sqlite
    if keepsIDs, let journalSince, journalSince < version {
      for entity in entities where entity.since < version {
        statements += dialect.journalTriggerNames(table: entity.table).map {
          "DROP TRIGGER \(SQL.quoted($0))"
        }
      }
      statements += dialect.journalKeepingIDs(keyIndexes: keyIndexesSince.map { $0 < version } ?? false)
    }
    for entity in entities where entity.since <= version {
      if entity.since == version {
        statements.append(createTable(entity, version: version, dialect: dialect))
        statements += dialect.tableStatements(entity.table)
        statements += indexStatements(entity) { $0 <= version }
        statements += searchStatements(entity, dialect) { $0 <= version }
        statements += journalTriggers(entity, version: version, dialect: dialect)
        statements += journalIndexes(entity, version: version, dialect: dialect) { $0 <= version }
        continue
      }
      let addsChecks = entity.checks.contains { $0.since == version } || valueChecksSince == version
      if (addsChecks && dialect.engine == .sqlite) || keepsIDs {
        statements += rebuildStatements(entity, version: version, dialect: dialect)
        continue
      }
      let table = SQL.quoted(entity.table)
      for column in columnDefinitions(entity, dialect, version: version, { $0 == version }) {
        statements.append("ALTER TABLE \(table) ADD COLUMN \(column)")
      }
      for check in entity.checks where check.since == version {
        statements.append("ALTER TABLE \(table) ADD \(Self.checkDefinition(check))")
      }
      if valueChecksSince == version {
        for attribute in entity.attributes where entity.since(part: attribute.since) < version {
          for check in valueChecks(attribute, of: entity, dialect) {
            statements.append("ALTER TABLE \(table) ADD \(check.definition)")
          }
        }
      }
      statements += indexStatements(entity) { $0 == version }
      statements += searchStatements(entity, dialect) { $0 == version }
      statements += journalUpgrade(entity, version: version, dialect: dialect)
      let started = journalSince == version
      statements += journalIndexes(entity, version: version, dialect: dialect) {
        started ? $0 <= version : $0 == version
      }
    }
    statements += joinTableUpgrade(to: version, dialect: dialect)
    statements += accessStatements(dialect, version: version) { $0 == version }
    return statements
  }

  /// Whether the database checks stored values at `version` (`valueChecksSince`).
  func checksValues(at version: Int) -> Bool { valueChecksSince.map { $0 <= version } ?? false }

  /// Whether ids are never given again at `version` (`idsKeptSince`).
  func keepsIDs(at version: Int) -> Bool { idsKeptSince.map { $0 <= version } ?? false }

  /// The checks of `attribute`'s columns, each named after its table and column: its value's
  /// (`<table>_<column>_valid`) and its folded copy's (`<table>_<column>_folded`).
  public func valueChecks(_ attribute: Attribute, of entity: Entity, _ dialect: any SQLDialect) -> [(
    column: String, name: String, expression: String, definition: String
  )] {
    var checks: [(column: String, name: String, expression: String, definition: String)] = []
    if let expression = dialect.valueCheck(attribute.valueRule) {
      checks.append((attribute.column, entity.table + "_" + attribute.column + "_valid", expression, ""))
    }
    if let fold = attribute.foldColumn, let expression = dialect.foldCheck(attribute.valueRule) {
      checks.append((fold, entity.table + "_" + attribute.column + "_folded", expression, ""))
    }
    return checks.map {
      ($0.column, $0.name, $0.expression, "CONSTRAINT \(SQL.quoted($0.name)) CHECK (\($0.expression))")
    }
  }

  /// Whether the schema at `version` has the journal.
  func journals(at version: Int) -> Bool { journalSince.map { $0 <= version } ?? false }

  /// The journal's tables and the indexes of their keys, those whose version `included` takes
  /// (an index comes with the journal, or later if the journal was there first).
  private func journalStatements(_ dialect: any SQLDialect, version: Int, _ included: (Int) -> Bool)
    -> [String]
  {
    guard let journalSince else { return [] }
    let tables = keepsIDs(at: version) ? dialect.journalStatementsKeepingIDs : dialect.journalStatements
    return (included(journalSince) ? tables : [])
      + keyIndexes(dialect.journalKeyIndexes, tablesSince: journalSince, included)
  }

  /// `indexes`, of the keys of tables made at version `tablesSince`, if `included` takes the
  /// version they came in.
  func keyIndexes(_ indexes: [String], tablesSince: Int, _ included: (Int) -> Bool) -> [String] {
    guard let keyIndexesSince, included(max(tablesSince, keyIndexesSince)) else { return [] }
    return indexes
  }

  /// The journal's triggers on `entity`'s table as the newest schema has them, insert first: a
  /// bulk load puts back the one it dropped from this text (`JournalBulkInserts`).
  func journalTriggers(_ entity: Entity, dialect: any SQLDialect) -> [String] {
    journalTriggers(entity, version: .max, dialect: dialect)
  }

  /// The journal's triggers on `entity`'s table as it stands at `version`.
  private func journalTriggers(_ entity: Entity, version: Int, dialect: any SQLDialect) -> [String] {
    guard journals(at: version) else { return [] }
    let included = { (since: Int) in entity.since(part: since) <= version }
    let columns = journalImageColumns(entity, included)
    let omitted = ["id", "version"] + storedColumns(entity, included).filter { !columns.contains($0) }
    return dialect.journalTriggers(table: entity.table, columns: columns, omitted: omitted)
  }

  /// What a released table's journal triggers need at `version`: made when the journal starts;
  /// on SQLite, whose triggers name the columns an image holds, made again when columns are added.
  private func journalUpgrade(_ entity: Entity, version: Int, dialect: any SQLDialect) -> [String] {
    guard let since = journalSince, since <= version else { return [] }
    if since < version {
      let added = !journalImageColumns(entity, { entity.since(part: $0) == version }).isEmpty
      guard added && dialect.engine == .sqlite else { return [] }
      return dialect.journalTriggerNames(table: entity.table).map { "DROP TRIGGER \(SQL.quoted($0))" }
        + journalTriggers(entity, version: version, dialect: dialect)
    }
    return journalTriggers(entity, version: version, dialect: dialect)
  }

  /// The journal's indexes of `entity`'s foreign keys whose version `included` takes, in its
  /// images before and after a change: what a log of the row they point to (a team's) reads.
  private func journalIndexes(
    _ entity: Entity, version: Int, dialect: any SQLDialect, _ included: (Int) -> Bool
  ) -> [String] {
    guard journals(at: version) else { return [] }
    return entity.toOneRelationships.filter { included(entity.since(part: $0.since)) }.compactMap(\.column)
      .flatMap { dialect.journalIndexes(table: entity.table, column: $0) }
  }

  /// The columns a journal image of `entity`'s rows holds today.
  public func journalColumns(_ entity: Entity) -> [String] { journalImageColumns(entity) { _ in true } }

  /// The columns a journal image of `entity`'s rows holds: the foreign keys and the attributes'
  /// columns, each with its folded copy, whose version `included` takes. That is every column
  /// but the id and version, so the league as it was reads an image as the row stored it
  /// (`JournalAsOf`), folded copies included, on either engine.
  private func journalImageColumns(_ entity: Entity, _ included: (Int) -> Bool) -> [String] {
    entity.toOneRelationships.filter { included(entity.since(part: $0.since)) }.map { $0.column! }
      + entity.attributes.filter { included(entity.since(part: $0.since)) }.flatMap {
        [$0.column] + ($0.foldColumn.map { [$0] } ?? [])
      }
  }

  /// `CREATE TABLE` for `entity` as it stands at `version`, named `name` (its own by default).
  ///
  /// Made again (`rebuilt`), the table keeps the order its columns have: those it was made with,
  /// then those each later version added, as `ALTER TABLE … ADD COLUMN` appended them.
  private func createTable(
    _ entity: Entity, version: Int, dialect: any SQLDialect, name: String? = nil, rebuilt: Bool = false
  ) -> String {
    let integer = dialect.columnType(.integer)
    let key = keepsIDs(at: version) ? dialect.primaryKeyNeverReused : dialect.primaryKey
    var columns = [key, "\"version\" \(integer) NOT NULL DEFAULT 1"]
    if rebuilt {
      for step in entity.since...version {
        columns += columnDefinitions(
          entity, dialect, version: version, { step == entity.since ? $0 <= step : $0 == step },
          laterMayBeRequired: true)
      }
    } else {
      columns += columnDefinitions(
        entity, dialect, version: version, { $0 <= version }, laterMayBeRequired: true)
    }
    columns += entity.checks.filter { entity.since(part: $0.since) <= version }.map(Self.checkDefinition)
    let list = columns.joined(separator: ",\n  ")
    return "CREATE TABLE \(SQL.quoted(name ?? entity.table)) (\n  \(list)\n)\(dialect.tableOptions)"
  }

  /// The definitions of the foreign-key and attribute columns whose version `included` takes.
  /// Columns added after their table must be optional, unless the table is created in full.
  private func columnDefinitions(
    _ entity: Entity, _ dialect: any SQLDialect, version: Int, _ included: (Int) -> Bool,
    laterMayBeRequired: Bool = false
  ) -> [String] {
    let integer = dialect.columnType(.integer)
    var columns: [String] = []
    for relationship in entity.toOneRelationships where included(entity.since(part: relationship.since)) {
      precondition(
        laterMayBeRequired || relationship.isOptional,
        "a relationship added to a released table must be optional: \(relationship.name)")
      let destination = self.entity(named: relationship.destination)
      let action = inverse(of: relationship).deleteRule.sqlAction
      columns.append(
        "\(SQL.quoted(relationship.column!)) \(integer)\(relationship.isOptional ? "" : " NOT NULL") "
          + "REFERENCES \(SQL.quoted(destination.table))(\"id\") ON DELETE \(action)")
    }
    for attribute in entity.attributes where included(entity.since(part: attribute.since)) {
      precondition(
        laterMayBeRequired || attribute.isOptional,
        "an attribute added to a released table must be optional: \(attribute.name)")
      let checks = checksValues(at: version) ? valueChecks(attribute, of: entity, dialect) : []
      columns += Self.columnDefinitions(attribute, dialect, checks: checks)
    }
    return columns
  }

  /// SQLite's way to change a table's constraints (https://sqlite.org/lang_altertable.html#otheralter):
  /// a new table as it stands at `version`, the rows copied with their ids, the old one dropped
  /// and the new one renamed, then its indexes, triggers and word index made again. The
  /// migration runs with foreign keys off, so dropping a table others refer to deletes nothing.
  private func rebuildStatements(_ entity: Entity, version: Int, dialect: any SQLDialect) -> [String] {
    let (table, rebuilt) = (SQL.quoted(entity.table), SQL.quoted(entity.table + "_rebuilt"))
    let kept =
      (["id", "version"]
      + (entity.since..<version).flatMap { step in
        storedColumns(entity) { step == entity.since ? $0 <= step : $0 == step }
      }).map(SQL.quoted).joined(separator: ", ")
    var statements: [String] = []
    if let search = searchNames(entity), entity.since(part: entity.searchIndex!.since) < version {
      statements.append("DROP TABLE \(SQL.quoted(search.index))")
    }
    statements += [
      createTable(entity, version: version, dialect: dialect, name: entity.table + "_rebuilt", rebuilt: true),
      "INSERT INTO \(rebuilt) (\(kept)) SELECT \(kept) FROM \(table)",
      "DROP TABLE \(table)",
      "ALTER TABLE \(rebuilt) RENAME TO \(table)",
    ]
    statements += dialect.tableStatements(entity.table)
    statements += indexStatements(entity) { $0 <= version }
    statements += searchStatements(entity, dialect) { $0 <= version }
    statements += journalTriggers(entity, version: version, dialect: dialect)
    return statements
  }

  /// The names of the foreign-key and attribute columns (folded copies included) whose version
  /// `included` takes.
  func storedColumns(_ entity: Entity, _ included: (Int) -> Bool) -> [String] {
    var columns = entity.toOneRelationships.filter { included(entity.since(part: $0.since)) }.map {
      $0.column!
    }
    for attribute in entity.attributes where included(entity.since(part: attribute.since)) {
      columns.append(attribute.column)
      if let fold = attribute.foldColumn { columns.append(fold) }
    }
    return columns
  }

  private static func checkDefinition(_ check: Entity.Check) -> String {
    "CONSTRAINT \(SQL.quoted(check.name)) CHECK (\(check.expression))"
  }

  private func searchStatements(
    _ entity: Entity, _ dialect: any SQLDialect, _ included: (Int) -> Bool
  ) -> [String] {
    guard let search = searchNames(entity), included(entity.since(part: entity.searchIndex!.since)) else {
      return []
    }
    return dialect.searchIndexStatements(search)
  }

  /// Where an entity's word index lives (`players_search` over `players.name_fold`).
  public func searchNames(_ entity: Entity) -> SearchIndexNames? {
    guard let index = entity.searchIndex, let column = entity.attribute(index.key)?.foldColumn else {
      return nil
    }
    return SearchIndexNames(table: entity.table, column: column, index: entity.table + "_search")
  }

  /// An attribute's column and its folded copy's, each with its checks (`valueChecks`).
  private static func columnDefinitions(
    _ attribute: Attribute, _ dialect: any SQLDialect,
    checks: [(column: String, name: String, expression: String, definition: String)]
  ) -> [String] {
    let type = dialect.columnType(attribute.columnType)
    var definition = "\"\(attribute.column)\" \(type)"
    if !attribute.isOptional { definition += " NOT NULL" }
    if let range = attribute.range {
      definition += " CHECK (\"\(attribute.column)\" BETWEEN \(range.lowerBound) AND \(range.upperBound))"
    }
    if attribute.kind == .boolean { definition += " CHECK (\"\(attribute.column)\" IN (0, 1))" }
    for check in checks where check.column == attribute.column { definition += " " + check.definition }
    guard let fold = attribute.foldColumn else { return [definition] }
    var folded = "\"\(fold)\" \(dialect.columnType(.text))\(attribute.isOptional ? "" : " NOT NULL")"
    for check in checks where check.column == fold { folded += " " + check.definition }
    return [definition, folded]
  }

  private func indexStatements(_ entity: Entity, _ included: (Int) -> Bool) -> [String] {
    var statements: [String] = []
    for constraint in entity.uniqueConstraints where included(entity.since(constraint)) {
      let columns = entity.columns(forKeys: constraint.keys)
      statements.append(
        "CREATE UNIQUE INDEX \"\(entity.table)_unique_\(columns.joined(separator: "_"))\" "
          + "ON \"\(entity.table)\"(\(columns.map { "\"\($0)\"" }.joined(separator: ", ")))")
    }
    for index in entity.indexes where included(entity.since(part: index.since)) {
      statements.append(index.createStatement(on: entity.table))
    }
    return statements
  }
}
