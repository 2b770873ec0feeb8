/// The rows of a registration export as the import reads them with a profile (`ProfilePlan`):
/// each row's fields as written, its payment columns emptied before anything else sees them,
/// followed by the values the profile makes of it (`Part.values`: a name of three columns, a team
/// that is none when `Unallocated`), in the columns the import's source names. Rows not of the
/// kind (a roster's coaches) are left out and counted.
///
/// The kind's rows are streamed from the file; the rows of the entities they name (teams,
/// divisions) are few, and are read first (`ProfileReader.distinct`) into `ProfileRows`.
final class ProfileReader: RecordReader {
  private let reader: CSVReader
  private let plan: ProfilePlan
  private let part: ProfilePlan.Part
  /// Rows left out for not being of the kind.
  private(set) var skipped = 0

  init(_ reader: CSVReader, plan: ProfilePlan) {
    self.reader = reader
    self.plan = plan
    part = plan.parts[0]
  }

  func next() throws -> CSVRecord? {
    while var record = try reader.next() {
      guard plan.isOfKind(record.fields) else {
        skipped += 1
        continue
      }
      Self.clearPayment(&record, plan)
      record.fields += part.values(record.fields)
      return record
    }
    return nil
  }

  var bytesRead: Int { reader.bytesRead }
  var totalBytes: Int? { reader.totalBytes }
  var isSpreadsheetSafe: Bool { false }

  static func clearPayment(_ record: inout CSVRecord, _ plan: ProfilePlan) {
    for field in plan.payment where field < record.fields.count { record.fields[field] = "" }
  }

  /// The distinct rows of each part but the kind's, by path, from a reader past the header:
  /// each once, with the line that first gives it (a row whose name is empty gives none). Rows
  /// not shaped as the header, or not of the kind, give none: the kind's pass reports them.
  static func distinct(_ reader: CSVReader, plan: ProfilePlan, file: String, encoding: TextEncoding) throws
    -> [String: [CSVRecord]]
  {
    let parts = plan.parts.dropFirst()
    reader.readsFields = plan.fieldsRead(by: parts)
    var seen: [String: Set<[String]>] = [:]
    var rows: [String: [CSVRecord]] = [:]
    while let record = try Importer.next(reader, file: file, encoding: encoding) {
      guard record.fields.count == plan.header.count, record.flaw == nil, record.invalidUTF8Line == nil,
        plan.isOfKind(record.fields)
      else { continue }
      for part in parts {
        let values = part.values(record.fields)
        guard let display = part.keys.firstIndex(of: part.entity.presentation.displayKey),
          !values[display].isEmpty, seen[part.path, default: []].insert(values).inserted
        else { continue }
        rows[part.path, default: []].append(CSVRecord(line: record.line, fields: values))
      }
    }
    return rows
  }
}

/// Rows held in memory, as a file's after its header: the teams and divisions an export names.
final class ProfileRows: RecordReader {
  private var rows: IndexingIterator<[CSVRecord]>

  init(_ rows: [CSVRecord]) { self.rows = rows.makeIterator() }

  func next() throws -> CSVRecord? { rows.next() }
  // Counted in the file's own pass.
  var bytesRead: Int { 0 }
  var totalBytes: Int? { 0 }
  var isSpreadsheetSafe: Bool { false }
}
