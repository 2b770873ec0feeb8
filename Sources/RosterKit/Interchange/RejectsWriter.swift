import FoundationEssentials

/// Collects the rows `--skip-invalid` turned away in `FILE.rejects.csv` beside the file: the
/// original columns, the `line` of the file the row was on, and a `reason`. Written to a
/// temporary file, renamed into place only when the import commits (see `AtomicFile`); a new one
/// is as private as the file it comes from.
///
/// The fields are those the import read (`Importer.records`: as they were before any
/// spreadsheet-safe export), written safe for spreadsheets again like every CSV for people, so
/// that importing the rejects file, once fixed, reads what importing the original read.
final class RejectsWriter {
  let path: String
  private let source: String
  private var file: AtomicFile?
  private let header: [String]
  /// The columns a profile adds after the file's own (`ProfileReader`): not the file's, not written.
  private let derived: Int
  private(set) var count = 0

  init(source: String, header: [String], derived: Int = 0) {
    path = source + ".rejects.csv"
    self.source = source
    self.header = Array(header.dropLast(derived))
    self.derived = derived
  }

  /// The columns a rejects file adds to the original's: importing it again, once fixed, ignores
  /// them without a warning.
  static let addedColumns = ["line", "reason"]

  func write(_ fields: [String], line: Int, reason: String) throws {
    try write(row: row(fields), line: line, reason: reason)
  }

  /// A record's fields as the file writes them, without the columns it adds: a row staged for a
  /// later verdict (`StagedRows`) keeps this text, and is written as it was read.
  func row(_ fields: [String]) -> String {
    var row = Array(fields.dropLast(derived))
    if row.count < header.count { row += Array(repeating: "", count: header.count - row.count) }
    // A row with more fields than the header keeps them all: nothing the file held is lost.
    return row.map { CSVWriter.field($0) }.joined(separator: ",")
  }

  /// Writes a row made by `row(_:)`, followed by its line and the reason.
  func write(row: String, line: Int, reason: String) throws {
    if file == nil {
      let file = try AtomicFile(path: path, mode: AtomicFile.newFileMode(copying: source))
      file.write(CSVWriter.record(header + Self.addedColumns))
      self.file = file
    }
    file?.write(row + "," + CSVWriter.record([String(line), reason]))
    count += 1
  }

  func finish() throws {
    guard count > 0 else { return }
    try file?.commit()
    file = nil
  }

  /// The import did not commit: the temporary file goes, and no rejects file appears.
  func discard() {
    file = nil
  }
}
