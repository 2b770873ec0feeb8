/// What one row of an import's file says, read and checked without the league: its shape
/// (UTF-8, quoting, a field for each column) and the values of the attributes the file has
/// columns for, read and validated by the model's attributes. Nothing here reads or writes the
/// store, so a file's rows are checked on a thread of their own (`ReadAhead`) while the import
/// writes the rows before them.
struct RowCheck: Sendable {
  let file: String
  let entity: Entity
  let header: [String]
  /// Field index of each known column, by attribute or to-one relationship name.
  let columns: [String: Int]
  /// Field index of each of the entity's attributes, in the entity's order.
  let attributeColumns: [Int?]
  let encoding: TextEncoding
  let dateFormat: DateFormat
  /// How many columns a profile adds after the file's own: a row's shape is the file's.
  let derived: Int
  /// The file's own headers of the columns a profile makes, by key (`Source.titles`).
  let titles: [String: String]
  /// Whether fields may hold a spreadsheet-safe export's marks (`CSVWriter.restored`).
  let restores: Bool
  /// The day ages are counted to.
  let today: CalendarDate
  /// The dates the entity's derived attributes count to that a setting holds (the league's
  /// cutoff), read before the file's rows: an earlier file of the import may have set them.
  let settingDays: [Derivation.Day: Result<CalendarDate?, any Error>]

  init(_ source: Importer.Source, options: Importer.Options, context: Context) {
    file = source.name
    entity = source.entity
    header = source.header
    columns = source.columns
    attributeColumns = source.attributeColumns
    encoding = options.encoding
    dateFormat = source.dateFormat ?? options.dateFormat
    derived = source.derived
    titles = source.titles
    restores = source.reader.isSpreadsheetSafe
    today = context.today
    var days: [Derivation.Day: Result<CalendarDate?, any Error>] = [:]
    // Only for a file with the date they count from (a birthdate column): without it, no row
    // has a value to count.
    for derivation in (entity.attributes + entity.derivedAttributes).compactMap(\.derivation)
    where columns[derivation.from] != nil {
      days[derivation.day] = Result { try context.settingDay(derivation.day) }
    }
    settingDays = days
  }

  /// A record as it was before a spreadsheet-safe export (`CSVWriter.restored`), when the
  /// reader may hold one.
  func restored(_ record: CSVRecord) -> CSVRecord {
    guard restores else { return record }
    var record = record
    for index in record.fields.indices {
      let first = record.fields[index].utf8.first
      if first == UInt8(ascii: "'") || first == UInt8(ascii: " ") {
        record.fields[index] = CSVWriter.restored(record.fields[index])
      }
    }
    return record
  }

  /// The date `day` counts to, as read before the rows.
  func settingDay(_ day: Derivation.Day) throws -> CalendarDate? {
    guard case .setting = day else { return today }
    return try settingDays[day]?.get() ?? nil
  }

  func problem(_ record: CSVRecord, column: String?, _ message: String) -> ImportProblem {
    ImportProblem(file: file, line: record.line, column: column.map { titles[$0] ?? $0 }, message: message)
  }

  /// Problems common to every row: text that is not UTF-8, malformed quoting, a number of fields
  /// other than the header's. With either of the last two the fields cannot be trusted to be in
  /// their columns (`misshapen`), so the row's values are not looked at.
  func shape(_ record: CSVRecord) -> (problems: [ImportProblem], misshapen: Bool) {
    var rowProblems: [ImportProblem] = []
    if let line = record.invalidUTF8Line {
      rowProblems.append(
        ImportProblem(
          file: file, line: line, column: nil,
          message:
            "not valid UTF-8 text (import with --encoding latin1 or cp1252 if the file comes from an older program)"
        ))
    }
    var misshapen = false
    if let flaw = record.flaw {
      misshapen = true
      // The column's key when Roster knows it, else its name in the header.
      let known = columns.first { $0.value == flaw.field }.map { FileColumn($0.key).header }
      let column = known ?? (flaw.field < header.count ? header[flaw.field] : "")
      rowProblems.append(
        ImportProblem(
          file: file, line: flaw.line, column: column.isEmpty ? nil : column,
          message: Importer.describe(flaw.kind)))
    }
    let (count, expected) = (record.fields.count - derived, header.count - derived)
    if count != expected {
      misshapen = true
      rowProblems.append(
        problem(
          record, column: nil,
          "has \(count) \(count == 1 ? "field" : "fields") but the header has \(expected) "
            + (count > expected
              ? "(a comma inside a value needs quotes)"
              : "(every row needs a field for each column, even an empty one)")))
    }
    return (rowProblems, misshapen)
  }

  /// Reads and checks the attributes present in the file; problems are recorded under their column.
  func values(_ record: CSVRecord, problems rowProblems: inout [ImportProblem]) -> RowValues {
    var values = RowValues(entity)
    for (index, attribute) in entity.attributes.enumerated() {
      guard let column = attributeColumns[index] else { continue }
      var text = column < record.fields.count ? record.fields[column] : ""
      do {
        if attribute.kind == .date { text = try dateFormat.isoText(text.trimmedSpaces) }
        values.storage[index] = try attribute.validated(try attribute.parse(text, on: entity), on: entity)
      } catch let refusal as DateFormat.Refusal {
        rowProblems.append(problem(record, column: attribute.name, refusal.message))
      } catch let error as ValidationError {
        rowProblems.append(
          problem(
            record, column: attribute.name, Importer.withoutKey(error.message, attribute.name, of: entity)))
      } catch {
        rowProblems.append(problem(record, column: attribute.name, "\(error)"))
      }
    }
    // An age with a birthdate must agree with it, and is then not kept (it is read from the
    // birthdate); the columns a file has are what it gives.
    guard rowProblems.isEmpty else { return values }
    do {
      var given = values.storage.map { $0 ?? .null }
      let cleared = try entity.reconcileDerived(&given, today: today, day: settingDay) {
        values.storage[$0] != nil
      }
      // Cleared even where the file has no age column: an update would leave a stale one.
      for index in cleared { values.storage[index] = .null }
    } catch let error as ValidationError {
      rowProblems.append(
        problem(record, column: error.key, Importer.withoutKey(error.message, error.key ?? "", of: entity)))
    } catch {
      rowProblems.append(problem(record, column: nil, "\(error)"))
    }
    return values
  }
}
