import FoundationEssentials

/// A journal image read: by the database, column by column (`journalValue`), as a revert, the
/// log and the past read one; or in Swift, for the version-9 repair.
extension JournalReader {
  /// The columns an image of `entity`'s rows is read for, with the type each stores: every stored
  /// column but the id and the version.
  static func imageColumns(_ entity: Entity) -> [(column: String, type: ColumnType)] {
    entity.typedColumns
  }

  /// The select list that reads image `name` (`old` or `new`) of the journal's row `"r"` of
  /// `entity`: whether it has one, then each of `imageColumns` as the column stores it. The
  /// database reads the journal's images (`SQLDialect.journalValue`: SQLite's `json_extract`,
  /// PostgreSQL's `->>`), as it does to put deleted rows back (`RowWriter.restore`) and to show
  /// the league as it was (`JournalAsOf`): a revert, the log and the past read an image alike.
  func images(_ name: String, of entity: Entity) -> SQL {
    let image = #""r"."# + SQL.identifier(name)
    return SQL.joined(
      [image + " IS NOT NULL"]
        + Self.imageColumns(entity).map { store.dialect.journalValue(image, key: $0.column, type: $0.type) },
      separator: ", ")
  }

  /// The image `images` selected from column `start` of `row`, by column (`columns`, the image
  /// columns' names); nil when there is none.
  static func image(_ row: any Row, at start: Int, _ columns: [String]) -> [String: DatabaseValue]? {
    // A condition reads as 1 or 0 on either engine (PostgreSQL's booleans included).
    guard row.int64(at: start) == 1 else { return nil }
    var values = [String: DatabaseValue](minimumCapacity: columns.count)
    for (offset, column) in columns.enumerated() { values[column] = row.value(at: start + 1 + offset) }
    return values
  }

  /// Image `name` of the first of `entity`'s journal rows `"r"` that `condition` (and its order)
  /// selects; nil when none has one.
  func image(_ name: String, of entity: Entity, _ condition: SQL) throws -> [String: DatabaseValue]? {
    var found: [String: DatabaseValue]?
    let columns = Self.imageColumns(entity).map(\.column)
    try store.query(
      "SELECT " + images(name, of: entity) + #" FROM "journal_rows" AS "r" WHERE "r"."entity" = "#
        + SQL.value(.text(entity.table)) + " AND " + condition
    ) { row in
      if found == nil { found = Self.image(row, at: 0, columns) }
    }
    return found
  }

  /// A journal image (JSON text of an object: numbers, text and nulls) as values by column, read
  /// in Swift: the version-9 repair's, which speaks to the tables as they were then.
  static func image(_ value: DatabaseValue) -> [String: DatabaseValue]? {
    guard let text = value.textValue else { return nil }
    if let values = JournalImage.values(text) { return values }
    guard let object = try? JSONDecoder().decode([String: ImageValue].self, from: Data(text.utf8))
    else { return nil }
    return object.mapValues(\.value)
  }

  /// One value of an image: an integer exactly (not through a Double, which would round one
  /// past 2^53), a real, text, or null; true and false as 1 and 0, as SQLite keeps them.
  private struct ImageValue: Decodable {
    let value: DatabaseValue

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        value = .null
      } else if let text = try? container.decode(String.self) {
        value = .text(text)
      } else if let integer = try? container.decode(Int64.self) {
        value = .integer(integer)
      } else if let real = try? container.decode(Double.self) {
        value = Int64(exactly: real).map(DatabaseValue.integer) ?? .real(real)
      } else if let truth = try? container.decode(Bool.self) {
        value = .integer(truth ? 1 : 0)
      } else {
        value = .null
      }
    }
  }
}
