/// The one writer of rows. Every INSERT, UPDATE and DELETE Roster makes — a context's save (undo
/// and redo included), an import row by row or staged in bulk, a migration of a league between
/// databases — goes through it, so that one place owns:
///
/// - the columns of a row: each attribute's, its folded copy (computed here, with
///   `TextFolding`), and the foreign keys of the to-one relationships;
/// - versions: an insert starts at 1, an update raises it and, given the version the writer's
///   caller read, changes nothing when the row has moved on since (no lost update);
/// - the model's sentence for a write the database refused (`sentence(for:…)`), worded from the
///   values the row would have had, the same for every caller.
public final class RowWriter {
  public let store: any Store
  public let model: Model
  /// Prepared inserts, by entity (an import inserts a million rows through one).
  private var inserters: [String: any PreparedStatement] = [:]
  /// Who makes the changes of the next transactions, and with what command: their journal
  /// entries say so.
  public var stamp = JournalStamp(author: "roster", command: "")
  /// The journal entry of the transaction running, once it is open.
  public private(set) var openEntry: Int64?
  /// Why changes are refused for now (the league is shown as it was), if they are.
  public var refusal: String?
  /// The entry of the last transaction, when it changed a row (it may have rolled back since).
  public private(set) var lastEntry: Int64?

  public init(store: any Store, model: Model) {
    self.store = store
    self.model = model
  }

  // MARK: A row's columns

  /// The columns of the attributes `keys`, each followed by its folded copy when it has one.
  public static func columns(_ entity: Entity, keys: [String]) -> [String] {
    keys.compactMap { entity.attribute($0) }.flatMap { [$0.column] + ($0.foldColumn.map { [$0] } ?? []) }
  }

  /// A row's values for `entity.columns`: `values` (one per attribute) with the folded copies
  /// computed, then `targets` (row ids, one per to-one relationship).
  public static func row(_ entity: Entity, values: [DatabaseValue], targets: [Int64?]) -> [DatabaseValue] {
    var row = attributeColumns(entity, values.lazy.map { $0 })
    appendTargets(targets, to: &row)
    return row
  }

  /// A row's first part from values that may be missing (nil: stored as NULL), as an import reads
  /// them: each value followed by its folded copy, with room for the targets, which
  /// `appendTargets` adds once they are known (an import reads a file's values on one thread
  /// and finds their teams on another).
  public static func attributeColumns(_ entity: Entity, values: [DatabaseValue?]) -> [DatabaseValue] {
    attributeColumns(entity, values.lazy.map { $0 ?? .null })
  }

  private static func attributeColumns(_ entity: Entity, _ values: some Collection<DatabaseValue>)
    -> [DatabaseValue]
  {
    var row: [DatabaseValue] = []
    row.reserveCapacity(values.count * 2 + entity.toOneRelationships.count)
    for (attribute, value) in zip(entity.attributes, values) {
      row.append(value)
      if attribute.isFolded { row.append(Self.folded(value)) }
    }
    return row
  }

  /// Ends a row begun by `attributeColumns` with its targets (row ids, one per to-one relationship).
  public static func appendTargets(_ targets: [Int64?], to row: inout [DatabaseValue]) {
    for target in targets { row.append(target.map { .integer($0) } ?? .null) }
  }

  /// Where each attribute's value as a unique rule compares it lies in a row of `row(…)`: its
  /// folded copy when it has one, else the value itself.
  public static func comparedColumns(_ entity: Entity) -> [Int] {
    var positions: [Int] = []
    var column = 0
    for attribute in entity.attributes {
      positions.append(attribute.isFolded ? column + 1 : column)
      column += attribute.isFolded ? 2 : 1
    }
    return positions
  }

  /// A new row (laid out by `row(…)`) with the initial value of each attribute that has one
  /// (`Attribute.initial`) where it has none (the league's time zone, in new settings).
  public static func initialized(_ entity: Entity, _ row: [DatabaseValue]) -> [DatabaseValue] {
    guard entity.hasInitialValues else { return row }
    var row = row
    var column = 0
    for attribute in entity.attributes {
      if let initial = attribute.initial, column < row.count, row[column].isNull {
        row[column] = initial()
        if attribute.isFolded { row[column + 1] = folded(row[column]) }
      }
      column += attribute.isFolded ? 2 : 1
    }
    return row
  }

  static func folded(_ value: DatabaseValue) -> DatabaseValue {
    value.textValue.map { .text(TextFolding.fold($0)) } ?? .null
  }

  // MARK: Transactions

  /// Runs `body` in one write transaction, as `Store.transaction` does, with its journal entry:
  /// opened first (`stamp` says who and what), so that the journal's triggers write the rows it
  /// changes into it, closed last, and dropped when nothing changed. A transaction inside
  /// another joins its entry.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    if let refusal { throw AsOfError.readOnly(refusal) }
    try store.requireWritable()
    guard model.journalSince != nil, openEntry == nil else { return try store.transaction(body) }
    lastEntry = nil
    return try store.transaction {
      let entry = try store.openJournalEntry(
        author: stamp.author, command: stamp.command, reverts: stamp.reverts)
      openEntry = entry
      defer { openEntry = nil }
      let result = try body()
      for statement in store.dialect.journalClose(entry) { try store.execute(statement) }
      let dropped = try store.scalar(store.dialect.journalDiscard(entry))
      lastEntry = dropped.isNull ? entry : nil
      return result
    }
  }

  // MARK: Writing

  /// Inserts a row, the database giving it an id (or `id`, as undo brings a row back), at version
  /// 1; its id. `refusable`: a unique rule the row breaks is the caller's to report and go on
  /// (an import), so on PostgreSQL the statement runs in a savepoint.
  public func insert(
    _ entity: Entity, values: [DatabaseValue], targets: [Int64?], id: Int64? = nil, refusable: Bool = false
  ) throws -> Int64 {
    try insert(entity, row: Self.row(entity, values: values, targets: targets), id: id, refusable: refusable)
  }

  /// Inserts a row already laid out by `row(_:values:targets:)` (an import makes it once and
  /// reads its folded copies too); otherwise as `insert(_:values:targets:id:refusable:)`.
  public func insert(_ entity: Entity, row: [DatabaseValue], id: Int64? = nil, refusable: Bool = false) throws
    -> Int64
  {
    guard let id else {
      let row = Self.initialized(entity, row)
      let statement = try inserter(entity)
      return try refusable ? store.attempt { try statement.insert(row) } : statement.insert(row)
    }
    let columns = ["id"] + entity.columns
    let sql: SQL =
      "INSERT INTO " + store.writeTarget(entity.table) + " ("
      + SQL.joined(columns.map(SQL.identifier), separator: ", ")
      + ") VALUES (" + SQL.joined(([.integer(id)] + row).map(SQL.value), separator: ", ") + ")"
      + store.dialect.insertedKey("id")
    return try refusable ? store.attempt { try store.insert(sql) } : store.insert(sql)
  }

  private func inserter(_ entity: Entity) throws -> any PreparedStatement {
    // The last one asked for, without hashing its entity's name: an import asks a million times.
    if let last = lastInserter, last.entity === entity { return last.statement }
    let statement = try newInserter(entity)
    lastInserter = (entity, statement)
    return statement
  }

  private var lastInserter: (entity: Entity, statement: any PreparedStatement)?

  private func newInserter(_ entity: Entity) throws -> any PreparedStatement {
    if let statement = inserters[entity.name] { return statement }
    let columns = entity.columns
    let sql: SQL =
      "INSERT INTO " + store.writeTarget(entity.table) + " ("
      + SQL.joined(columns.map(SQL.identifier), separator: ", ")
      + ") VALUES (" + SQL.joined(columns.map { _ in SQL.value(.null) }, separator: ", ") + ")"
      + store.dialect.insertedKey("id")
    let statement = try store.prepare(sql)
    inserters[entity.name] = statement
    return statement
  }

  /// Changes row `id`: the attributes in `values` (by name; folded copies follow) and the to-one
  /// targets in `targets` (by relationship name), raising its version. With `version`, only if
  /// the row still has it: false when it does not (another session changed or deleted it since it
  /// was read), and nothing was written.
  @discardableResult
  public func update(
    _ entity: Entity, id: Int64, version: Int64?, values: [(key: String, value: DatabaseValue)],
    targets: [(key: String, target: Int64?)] = [], refusable: Bool = false
  ) throws -> Bool {
    var assignments: [SQL] = []
    for (key, value) in values {
      guard let attribute = entity.attribute(key) else { continue }
      assignments.append("\(ident: attribute.column) = \(bind: value)")
      if let fold = attribute.foldColumn {
        assignments.append("\(ident: fold) = \(bind: Self.folded(value))")
      }
    }
    for (key, target) in targets {
      guard let column = entity.relationship(key)?.column else { continue }
      assignments.append("\(ident: column) = \(bind: target.map { .integer($0) } ?? .null)")
    }
    guard !assignments.isEmpty else { return true }
    var sql: SQL =
      "UPDATE " + store.writeTarget(entity.table) + " SET " + SQL.joined(assignments, separator: ", ")
      + ", \(ident: "version") = \(ident: "version") + 1 WHERE \(ident: "id") = \(bind: .integer(id))"
    if let version { sql.append(" AND \(ident: "version") = \(bind: .integer(version))") }
    let changed = try refusable ? store.attempt { try store.execute(sql) } : store.execute(sql)
    return changed > 0
  }

  /// Deletes row `id` if it still has `version`; false when it does not. The database applies
  /// the delete rules (a team's players go with it).
  @discardableResult
  public func delete(_ entity: Entity, id: Int64, version: Int64) throws -> Bool {
    try store.execute(
      "DELETE FROM " + store.writeTarget(entity.table)
        + " WHERE \(ident: "id") = \(bind: .integer(id)) AND \(ident: "version") = \(bind: .integer(version))"
    ) > 0
  }

  /// Puts back the rows of `entity` that journal entry `entry` deleted, with their ids and every
  /// stored value as the journal kept it (folded copies included), at version 1 as an insert is:
  /// one statement, however many rows (undo of a cascade). How many. `refusable` as for `insert`.
  @discardableResult
  public func restore(_ entity: Entity, deletedIn entry: Int64, refusable: Bool = false) throws -> Int {
    let typed = entity.typedColumns
    let images = typed.map { store.dialect.journalValue(#""r"."old""#, key: $0.column, type: $0.type) }
    let sql: SQL =
      "INSERT INTO " + store.writeTarget(entity.table) + " ("
      + SQL.joined((["id"] + typed.map(\.column)).map(SQL.identifier), separator: ", ")
      + #") SELECT "r"."row", "#
      + SQL.joined(images, separator: ", ") + #" FROM "journal_rows" AS "r" WHERE "#
      + Self.deletedRows(of: entity, in: entry) + #" ORDER BY "r"."id""#
    return try refusable ? store.attempt { try store.execute(sql) } : store.execute(sql)
  }

  /// The condition on the journal's rows (as `"r"`) that picks the deletions of `entity`'s rows
  /// in entry `entry`.
  static func deletedRows(of entity: Entity, in entry: Int64) -> SQL {
    #""r"."entry" = "# + SQL.value(.integer(entry)) + #" AND "r"."entity" = "#
      + SQL.value(.text(entity.table)) + #" AND "r"."change" = 'delete'"#
  }

  /// Deletes the rows with an id in `ids` (a run an import added, checked by its caller); how many.
  @discardableResult
  public func delete(_ entity: Entity, ids: ClosedRange<Int64>) throws -> Int {
    try store.execute(
      "DELETE FROM " + store.writeTarget(entity.table)
        + " WHERE \(ident: "id") BETWEEN \(bind: .integer(ids.lowerBound)) AND \(bind: .integer(ids.upperBound))"
    )
  }

  /// Loads whole rows with their ids and versions, as read from another database (migrate): the
  /// columns are `id`, `version`, then `entity.columns`. A bulk load where the store has one.
  public func load(_ entity: Entity) throws -> any BulkLoader {
    try store.rowLoader(into: entity.table, columns: ["id", "version"] + entity.columns)
  }

  // MARK: Refusals

  /// The model's sentence for a write the database refused — a unique rule, a row it refers to
  /// that is gone — worded from the values the row would have had and its targets' names; nil
  /// when the refusal is not one the model words (a full disk).
  public func sentence(
    for error: StoreError, _ entity: Entity, values: [String: DatabaseValue],
    targetNames: [String: String] = [:], holder: String? = nil
  ) -> ValidationError? {
    guard let constraint = constraint(refusing: error, entity) else { return nil }
    return ValidationError(
      entity: entity.name, key: constraint.keys.first,
      message: constraint.message(.init(values: values, targetNames: targetNames, holder: holder)))
  }

  /// The condition on `entity`'s columns that the rows holding a unique rule's values meet
  /// (`number = 7 AND team_id = 3`), from values in the entity's attribute order and targets in
  /// its to-one order; nil when one is missing (rows without a number never clash).
  static func holding(
    _ constraint: Entity.UniqueConstraint, _ entity: Entity, values: [DatabaseValue?], targets: [Int64?]
  ) -> SQL? {
    var conditions: [SQL] = []
    for key in constraint.keys {
      if let index = entity.attributes.firstIndex(where: { $0.name == key }) {
        let attribute = entity.attributes[index]
        guard let value = values[index], !value.isNull else { return nil }
        let compared = attribute.isFolded ? DatabaseValue.text(attribute.comparableText(value)) : value
        conditions.append(
          SQL.identifier(attribute.foldColumn ?? attribute.column) + " = " + SQL.value(compared))
      } else if let index = entity.toOneIndex(key), let column = entity.toOneRelationships[index].column {
        guard let id = targets[index] else { return nil }
        conditions.append(SQL.identifier(column) + " = " + SQL.value(.integer(id)))
      }
    }
    return conditions.isEmpty ? nil : SQL.joined(conditions, separator: " AND ")
  }

  /// The name of the row that holds what a write `constraint` refused wanted ("Zoe Adams" has
  /// number 50 on the Red Sox), other than the row written (`id`), or nil.
  func holder(
    of constraint: Entity.UniqueConstraint, _ entity: Entity, values: [DatabaseValue?], targets: [Int64?],
    other id: Int64?
  ) -> String? {
    guard let display = entity.attribute(entity.presentation.displayKey),
      let matching = Self.holding(constraint, entity, values: values, targets: targets)
    else { return nil }
    let other = id.map { " AND \(ident: "id") <> " + SQL.value(.integer($0)) } ?? ""
    let sql: SQL =
      "SELECT \(ident: display.column) FROM \(ident: entity.table) WHERE " + matching + other + " LIMIT 1"
    return (try? store.rows(sql))?.first?.first?.textValue
  }

  /// The unique rule of `entity` a refused write broke, if that is why it was refused.
  public func constraint(refusing error: StoreError, _ entity: Entity) -> Entity.UniqueConstraint? {
    guard error.isUniqueViolation else { return nil }
    let columns = error.constrainedColumns
    return entity.uniqueConstraints.first { entity.columns(forKeys: $0.keys) == columns }
  }
}
