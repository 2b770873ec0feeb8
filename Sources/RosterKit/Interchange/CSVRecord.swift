/// One record of a CSV file: its fields and the line it starts on.
public struct CSVRecord: Equatable, Sendable {
  public let line: Int
  public var fields: [String]
  /// The line of a field whose bytes are not valid UTF-8 (decoded with replacement characters
  /// only so the record can be shown; it must be rejected, never stored).
  public var invalidUTF8Line: Int?
  /// Where the record's quoting is malformed, if it is (the first place): the record was read
  /// on as a lenient reader would, so that the next one starts where it should, but it must be
  /// rejected, never stored.
  public var flaw: CSVFlaw?

  public init(line: Int, fields: [String], invalidUTF8Line: Int? = nil, flaw: CSVFlaw? = nil) {
    self.line = line
    self.fields = fields
    self.invalidUTF8Line = invalidUTF8Line
    self.flaw = flaw
  }
}
