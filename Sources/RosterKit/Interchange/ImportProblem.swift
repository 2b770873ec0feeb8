/// One thing wrong with a row of an imported file: `FILE:LINE: column: what is wrong (value)`.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: String?
  public let message: String

  public var description: String {
    "\(file):\(line): " + (column.map { "\($0): " } ?? "") + message
  }
}
