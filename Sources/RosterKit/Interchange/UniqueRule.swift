/// One of an entity's unique rules (`Entity.UniqueConstraint`: its keys and its sentence) as an
/// import holds rows to it, on every engine: its key as the rule's unique index holds it — an
/// attribute by its folded copy where it has one, a to-one relationship by its foreign key —
/// found in a row laid out as stored (`Entity.columns`), and its sentence, worded from that
/// row's values. Where rows are inserted one at a time (on SQLite; a server's first few of a
/// file) the index refuses a row and names the rule (`RowWriter.constraint(refusing:)`); where
/// they are staged (a server's many) the rows that break it are found by `clashes`, made from the
/// same key; either way the same sentence.
struct UniqueRule {
  let entity: Entity
  let constraint: Entity.UniqueConstraint
  /// The key's columns, in the rule's order: those of its unique index.
  let columns: [String]
  /// Where each of them lies in a row laid out as stored.
  let positions: [Int]

  init(_ constraint: Entity.UniqueConstraint, of entity: Entity) {
    self.entity = entity
    self.constraint = constraint
    let stored = entity.columns
    columns = entity.columns(forKeys: constraint.keys)
    positions = columns.map { column in stored.firstIndex(of: column)! }
  }

  /// The rules of `entity` that rows of a file with columns for the keys `given` can break: a key
  /// the file has no column for is NULL in every row, and a key with a NULL breaks no rule.
  static func rules(of entity: Entity, given: Set<String>) -> [UniqueRule] {
    entity.uniqueConstraints.filter { $0.keys.allSatisfy(given.contains) }.map { UniqueRule($0, of: entity) }
  }

  /// The file column a problem with the rule is placed under: its last attribute's (`number` of
  /// a team and number), else its first key's.
  var column: String? { constraint.keys.last { entity.attribute($0) != nil } ?? constraint.keys.first }

  // MARK: Rows that break it

  /// The rows of `staged` (laid out as stored, with their file `line`) that break the rule —
  /// with a row of the entity's table, or with a row on an earlier line — as `selected` of each,
  /// in no order. As the unique index has it, a row whose key has a NULL breaks nothing, and
  /// keys are equal when every column is. A window over the key finds earlier lines with one
  /// sort (a correlated subquery over the unindexed staging table would compare every pair of
  /// rows); `EXISTS` finds the table's rows through the rule's own index.
  func clashes(in staged: SQL, line: SQL, selecting selected: [SQL]) -> SQL {
    let key = columns.map(SQL.identifier)
    let rank = SQL.identifier("rank")
    return "SELECT " + SQL.joined(selected.map { "s." + $0 }, separator: ", ")
      + " FROM (SELECT *, row_number() OVER (PARTITION BY " + SQL.joined(key, separator: ", ")
      + " ORDER BY " + line + ") AS " + rank + " FROM " + staged + " WHERE "
      + SQL.joined(key.map { $0 + " IS NOT NULL" }, separator: " AND ") + ") AS s WHERE s." + rank
      + " > 1 OR EXISTS (SELECT 1 FROM " + SQL.identifier(entity.table) + " AS p WHERE "
      + SQL.joined(key.map { "p." + $0 + " = s." + $0 }, separator: " AND ") + ")"
  }

  /// The condition the rows holding `row`'s key meet (`team_id = 3 AND number = '7'`), `row`
  /// laid out as stored; nil when part of its key is NULL (a row without a number holds none).
  func holding(_ row: [DatabaseValue]) -> SQL? {
    var conditions: [SQL] = []
    for (column, position) in zip(columns, positions) {
      guard !row[position].isNull else { return nil }
      conditions.append(SQL.identifier(column) + " = " + SQL.value(row[position]))
    }
    return SQL.joined(conditions, separator: " AND ")
  }

  // MARK: Its sentence

  /// The rule's sentence for a row it refused, laid out as stored, with the names of the rows
  /// its foreign keys point to (`team`: "Boston Red Sox") and of the row that holds its key.
  func sentence(_ row: [DatabaseValue], targetNames: [String: String], holder: String?) -> String {
    var values: [String: DatabaseValue] = [:]
    var position = 0
    for attribute in entity.attributes {
      values[attribute.name] = row[position]
      position += attribute.isFolded ? 2 : 1
    }
    return constraint.message(.init(values: values, targetNames: targetNames, holder: holder))
  }

  /// The targets of a row laid out as stored: its foreign keys, one per to-one relationship.
  static func targets(_ row: [DatabaseValue], of entity: Entity) -> [Int64?] {
    row.suffix(entity.toOneRelationships.count).map(\.integerValue)
  }
}
