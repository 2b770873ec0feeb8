/// What a column's stored values must be, in the store's own words: the dialects write a check
/// of it (`SQLDialect.valueCheck`, `foldCheck`). The schema says it for each attribute
/// (`Attribute.valueRule`), so the dialects name nothing of the layers above them.
public struct ValueRule: Sendable, Equatable {
  /// The form a text value must have beyond being text (`Attribute.Shape` is this).
  public enum Shape: Sendable, Equatable {
    /// One to `count` digits, kept as written (`0`, `00` and `07` differ) and sorted by their
    /// value: a jersey number.
    case digits(maxCount: Int)
    /// `name@domain.tld`.
    case email
    /// Digits with the usual separators (`+1 555 0100`, `(555) 010-0100`), 7 to 15 digits.
    case phone
    /// A zone of the time zone database (`Europe/Paris`, `America/New_York`, `UTC`): the
    /// database's own file of it is read (`TimeZoneName`).
    case timeZone
    /// A short name: lowercase ASCII letters and digits, a letter first (a system's name, as
    /// Roster's import profiles name their platforms: `sportsconnect`, `usahockey`).
    case lowercaseName
  }

  /// What the column holds, as far as a check reads it.
  public enum Form: Sendable, Equatable {
    /// A number or a flag: its column's type says it all.
    case number
    /// A day written as ISO text, within `days`.
    case day(ClosedRange<CalendarDate>)
    /// Text: not empty, no space at either end, no refused character (`StoredCharacters`), at
    /// most `maxLength` scalars, with `shape`.
    case text(maxLength: Int?, shape: Shape?)
  }

  public let column: String
  public let form: Form
  /// The column of its folded copy, which must be the value folded; nil for none.
  public let foldColumn: String?

  public init(column: String, form: Form, foldColumn: String? = nil) {
    self.column = column
    self.form = form
    self.foldColumn = foldColumn
  }
}
