/// The rows of a file whose `--map` makes columns of several headers (`name=Kid First + Kid
/// Last`): each row's fields as written, followed by the values the map makes of them, joined as
/// a profile joins a value's parts (`ProfilePlan.Recipe`: trimmed, empty ones left out, a name's
/// with a space, other text's with "; "). The columns made are the source's last (its
/// `derived` ones): a row's shape and its rejects row are the file's.
final class MappedColumns: RecordReader {
  private let reader: any RecordReader
  private let recipes: [ProfilePlan.Recipe]

  /// `combinations`' columns made of `header`'s columns, for rows of `entity`; nil when the map
  /// makes none.
  init?(_ reader: any RecordReader, header: [String], combinations: [HeaderMap.Combination], entity: Entity) {
    guard !combinations.isEmpty else { return nil }
    let normalized = header.map(ImportProfile.normalized)
    self.reader = reader
    recipes = combinations.map { combination in
      let fields = combination.headers.enumerated().compactMap { part, name in
        normalized.firstIndex(of: ImportProfile.normalized(name)).map {
          (index: $0, part: part + 1, none: [String]())
        }
      }
      let key = Importer.columnKey(combination.column, of: entity)
      return ProfilePlan.Recipe(
        fields: fields, separator: key == entity.presentation.displayKey ? " " : "; ", isFreeText: false)
    }
  }

  /// The header's columns a map's combinations take, by index: none is a column of its own.
  static func combined(_ header: [String], _ combinations: [HeaderMap.Combination]) -> Set<Int> {
    let names = Set(combinations.flatMap { $0.headers.map(ImportProfile.normalized) })
    return Set(header.indices.filter { names.contains(ImportProfile.normalized(header[$0])) })
  }

  func next() throws -> CSVRecord? {
    guard var record = try reader.next() else { return nil }
    record.fields += recipes.map { $0.value(record.fields) }
    return record
  }

  var bytesRead: Int { reader.bytesRead }
  var totalBytes: Int? { reader.totalBytes }
  var isSpreadsheetSafe: Bool { reader.isSpreadsheetSafe }
}
