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
  /// A field whose bytes say the file is in another encoding than the one it is read in, if one
  /// does: the record must be rejected, never stored.
  public var misread: Misread?

  public init(
    line: Int, fields: [String], invalidUTF8Line: Int? = nil, flaw: CSVFlaw? = nil, misread: Misread? = nil
  ) {
    self.line = line
    self.fields = fields
    self.invalidUTF8Line = invalidUTF8Line
    self.flaw = flaw
    self.misread = misread
  }

  /// Bytes that a single-byte encoding reads as something no text has: the mark of a file in
  /// another encoding.
  public struct Misread: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      /// A byte Latin-1 reads as a C1 control character (0x80–0x9F): Windows-1252 puts its
      /// quotes, dashes and € there.
      case controls(byte: UInt8)
      /// Bytes that are UTF-8 for a letter ('é'), which Latin-1 or Windows-1252 would read as
      /// two ('Ã©').
      case utf8(asRead: String, meant: String)
    }
    public let line: Int
    public let kind: Kind

    /// What it means and what to do, after "line 3 "; `encoding` is the one read in.
    public func advice(_ encoding: TextEncoding) -> String {
      switch kind {
      case .controls(let byte):
        return "has byte 0x\(String(byte, radix: 16, uppercase: true)), which latin1 reads as an invisible "
          + "control character and Windows (cp1252) as a quote, a dash or €; import it with --encoding cp1252"
      case .utf8(let asRead, let meant):
        return "is UTF-8 text: read as \(encoding.rawValue) it would be \(quoted(asRead)) instead of "
          + "\(quoted(meant)); import it without --encoding"
      }
    }
  }
}
