/// Quoting that RFC 4180 does not allow and that readers disagree about, so Roster does not
/// guess what was meant: the record is refused, naming the line.
public struct CSVFlaw: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Text after a field's closing quote (`"b"c`): spreadsheets join it to the field, others
    /// refuse it. Spaces there are fine: they are outside the value, like all edge spaces.
    case textAfterClosingQuote
    /// A quote after spaces at the start of a field (` "b, c"`): RFC 4180 and spreadsheets read
    /// the quotes as text, people who write it mean them as the field's quotes.
    case spacesBeforeOpeningQuote
  }

  public let kind: Kind
  /// The line the flaw is on (a record may span several).
  public let line: Int
  /// The field it is in, from 0.
  public let field: Int
}
