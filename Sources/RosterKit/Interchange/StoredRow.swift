/// A row as the database holds it, read by an import to compare a file's row with: its id and
/// version, every attribute, and its to-one targets (row ids, in the entity's order).
struct StoredRow {
  let id: Int64
  var version: Int64
  var values: RowValues
  var targets: [Int64?]
  /// Whether the row was there before this import (and so may already have children).
  let existedBefore: Bool

  /// `SELECT id, version, <attributes>, <foreign keys> FROM <table>`: what `init(_:of:)` reads.
  static func select(_ entity: Entity) -> SQL {
    let columns =
      ["id", "version"] + entity.attributes.map(\.column) + entity.toOneRelationships.compactMap(\.column)
    return "SELECT " + SQL.joined(columns.map(SQL.identifier), separator: ", ")
      + " FROM \(ident: entity.table)"
  }

  init(id: Int64, version: Int64, values: RowValues, targets: [Int64?], existedBefore: Bool) {
    self.id = id
    self.version = version
    self.values = values
    self.targets = targets
    self.existedBefore = existedBefore
  }

  /// A row of `select(entity)`.
  init(_ row: any Row, of entity: Entity) {
    var values = RowValues(entity)
    for index in entity.attributes.indices { values.storage[index] = row.value(at: 2 + index) }
    let first = 2 + entity.attributes.count
    self.init(
      id: row.int64(at: 0) ?? 0, version: row.int64(at: 1) ?? 1, values: values,
      targets: entity.toOneRelationships.indices.map { row.int64(at: first + $0) }, existedBefore: true)
  }

  /// Its values by snapshot key (attributes, then to-one targets), as a change set keeps them.
  var snapshot: [DatabaseValue] {
    values.storage.map { $0 ?? .null } + targets.map { $0.map { .integer($0) } ?? .null }
  }

  /// What its display key says, for messages.
  var name: String {
    let key = values.entity.presentation.displayKey
    return values[key].map { $0.isNull ? "" : $0.description } ?? ""
  }
}
