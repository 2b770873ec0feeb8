/// One thing wrong with a row of an imported file: `FILE:LINE: column: what is wrong (value)`.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: String?
  public let message: String
  /// Later lines of the file with the same problem (a missing team on every row of its
  /// players), listed once, and the last of them.
  public internal(set) var repeats = 0
  public internal(set) var lastLine: Int?

  public init(file: String, line: Int, column: String?, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    "\(file):\(line): " + (column.map { "\($0): " } ?? "") + message
      + (lastLine.map {
        " (the same on \(NumberText.grouped(repeats)) more line\(repeats == 1 ? "" : "s"), through line \($0))"
      }
        ?? "")
  }

  /// Whether `other` is this problem again, on another line.
  func isRepeated(by other: ImportProblem) -> Bool {
    other.file == file && other.column == column && other.message == message
  }
}
