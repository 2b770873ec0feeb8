import Foundation

/// Collects the rows `--skip-invalid` turned away in `FILE.rejects.csv` beside the file: the
/// original columns and a `reason`. Written to a temporary file, renamed into place only when
/// the import commits.
final class RejectsWriter {
  let path: String
  private let temporary: String
  private var handle: FileHandle?
  private let header: [String]
  private(set) var count = 0

  init(source: String, header: [String]) {
    path = source + ".rejects.csv"
    temporary = path + ".tmp-\(getpid())"
    self.header = header
  }

  func write(_ fields: [String], reason: String) throws {
    if handle == nil {
      _ = FileManager.default.createFile(atPath: temporary, contents: nil)
      guard let handle = FileHandle(forWritingAtPath: temporary) else {
        throw ImportFileError(file: path, line: nil, message: "cannot be written")
      }
      self.handle = handle
      handle.write(Data(CSVWriter.record(header + ["reason"]).utf8))
    }
    var row = fields
    if row.count < header.count { row += Array(repeating: "", count: header.count - row.count) }
    handle?.write(Data(CSVWriter.record(row + [reason]).utf8))
    count += 1
  }

  func finish() throws {
    try handle?.close()
    handle = nil
    guard count > 0 else { return }
    if rename(temporary, path) != 0 {
      throw ImportFileError(
        file: path, line: nil, message: "cannot be written (\(String(cString: strerror(errno))))")
    }
  }

  func discard() {
    try? handle?.close()
    handle = nil
    unlink(temporary)
  }
}
