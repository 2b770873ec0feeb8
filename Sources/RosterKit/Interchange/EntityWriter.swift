/// The SQL an import writes rows with, made once from the model: every attribute's column, its
/// folded copy, and the foreign keys, in the store's dialect.
struct EntityWriter {
  let entity: Entity
  let store: any Store
  private let insertStatement: any PreparedStatement
  /// Where the rows written are noted, so that the import can be undone as one step.
  let changes: ImportChanges?

  init(entity: Entity, store: any Store, changes: ImportChanges? = nil) throws {
    self.entity = entity
    self.store = store
    self.changes = changes
    let columns = Self.insertColumns(entity)
    let sql: SQL =
      "INSERT INTO \(ident: entity.table) (" + SQL.joined(columns.map(SQL.identifier), separator: ", ")
      + ") VALUES (" + SQL.joined(columns.map { _ in SQL.value(.null) }, separator: ", ") + ")"
      + store.dialect.insertedKey("id")
    insertStatement = try store.prepare(sql)
  }

  /// The columns an insert writes: every attribute's (and folded copy's), then the foreign keys.
  static func insertColumns(_ entity: Entity) -> [String] {
    columns(entity, keys: entity.attributes.map(\.name)) + entity.toOneRelationships.map { $0.column! }
  }

  /// The columns of the attributes `keys`, each followed by its folded copy when it has one.
  static func columns(_ entity: Entity, keys: [String]) -> [String] {
    keys.compactMap { entity.attribute($0) }.flatMap { [$0.column] + ($0.foldColumn.map { [$0] } ?? []) }
  }

  /// A value and, for a folded attribute, its folded copy, appended to `bindings`.
  private func append(_ value: DatabaseValue, of attribute: Attribute, to bindings: inout [DatabaseValue]) {
    bindings.append(value)
    if attribute.isFolded { bindings.append(value.textValue.map { .text(TextFolding.fold($0)) } ?? .null) }
  }

  /// Inserts a row; `foreignKeys` in the order of the entity's to-one relationships.
  func insert(_ values: RowValues, foreignKeys: [Int64] = []) throws -> Int64 {
    let id = try store.attempt { try insertStatement.insert(insertValues(values, foreignKeys: foreignKeys)) }
    changes?.recordInsert(entity, id: id)
    return id
  }

  /// The values of an insert, in the order of `insertColumns`.
  func insertValues(_ values: RowValues, foreignKeys: [Int64] = []) -> [DatabaseValue] {
    var bindings: [DatabaseValue] = []
    bindings.reserveCapacity(values.storage.count * 2 + foreignKeys.count)
    for (index, attribute) in entity.attributes.enumerated() {
      append(values.storage[index] ?? .null, of: attribute, to: &bindings)
    }
    for key in foreignKeys { bindings.append(.integer(key)) }
    return bindings
  }

  /// Updates the attributes `keys` (and the foreign keys given) of row `id`, bumping its version;
  /// `previous` are the row's values before (and `previousForeignKeys` its targets), for undo.
  func update(
    _ id: Int64, _ values: RowValues, keys: [String], foreignKeys: [Int64]? = nil, previous: RowValues,
    previousForeignKeys: [Int64]? = nil
  ) throws {
    var assignments: [SQL] = []
    for key in keys {
      guard let attribute = entity.attribute(key) else { continue }
      var pair: [DatabaseValue] = []
      append(values[attribute.name] ?? .null, of: attribute, to: &pair)
      for (column, value) in zip([attribute.column] + (attribute.foldColumn.map { [$0] } ?? []), pair) {
        assignments.append("\(ident: column) = \(bind: value)")
      }
    }
    if let foreignKeys {
      for (relationship, key) in zip(entity.toOneRelationships, foreignKeys) {
        assignments.append("\(ident: relationship.column!) = \(bind: .integer(key))")
      }
    }
    let sql: SQL =
      "UPDATE \(ident: entity.table) SET " + SQL.joined(assignments, separator: ", ")
      + ", \(ident: "version") = \(ident: "version") + 1 WHERE \(ident: "id") = \(bind: .integer(id))"
    // A statement the database may refuse (a unique rule): the import notes the row and goes on.
    try store.attempt { try store.execute(sql) }
    changes?.recordUpdate(
      entity, id: id, keys: keys, before: previous, after: values, teamBefore: previousForeignKeys?.first,
      teamAfter: foreignKeys?.first)
  }
}
