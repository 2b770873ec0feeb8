/// What an import reads records from: a CSV file, or a JSON one Roster wrote. The first record
/// is the header.
protocol RecordReader: AnyObject {
  /// The next record, or nil at the end of the input.
  func next() throws -> CSVRecord?
  /// Bytes consumed so far, for progress.
  var bytesRead: Int { get }
  /// The size of the input, when it is known.
  var totalBytes: Int? { get }
  /// Whether the fields may hold a spreadsheet-safe export's marks (`CSVWriter.restored`).
  var isSpreadsheetSafe: Bool { get }
}

extension CSVReader: RecordReader {
  var isSpreadsheetSafe: Bool { true }
}
