/// A stored property of an entity: its key, column, type and the rules a value must follow.
public final class Attribute: Sendable {
  /// What an attribute holds. A date is a day (`CalendarDate`), stored as its ISO text, so that
  /// dates sort and compare as their text in every engine.
  ///
  /// A boolean is stored as the integer 0 or 1 and written `yes` or `no`.
  public enum Kind: Sendable { case text, integer, date, boolean }

  /// The form a text value must have, checked where it is validated, with a sentence naming
  /// the value, and by the database (`valueRule`). Nothing is sent to an address or a number:
  /// only its shape is checked.
  public typealias Shape = ValueRule.Shape

  /// The key used in predicates, sort descriptors and `key=value` arguments.
  public let name: String
  public let column: String
  public let kind: Kind
  public let isOptional: Bool
  /// Other spellings accepted for `name` (`abbr` for `abbreviation`).
  public let aliases: [String]
  /// For integers: the allowed range.
  public let range: ClosedRange<Int64>?
  /// For text: the most characters allowed, counted as Unicode scalars (code points), as both
  /// engines count them (`length`, `char_length`), so the database's check and Roster's agree.
  public let maxLength: Int?
  /// Keeps a folded copy (`<column>_fold`) for case- and diacritic-insensitive lookup, uniqueness
  /// and sorting, so those use an index instead of folding every row.
  public let isFolded: Bool

  public init(
    _ name: String, column: String? = nil, _ kind: Kind, optional: Bool = false,
    aliases: [String] = [], range: ClosedRange<Int64>? = nil, maxLength: Int? = nil,
    folded: Bool = false, shape: Shape? = nil, spellings: [String: String] = [:],
    readAs derivation: Derivation? = nil, initial: (@Sendable () -> DatabaseValue)? = nil,
    since: Int = 1
  ) {
    self.initial = initial
    self.spellings = spellings
    self.shape = shape
    self.derivation = derivation
    self.name = name
    self.column = column ?? name
    self.kind = kind
    self.isOptional = optional
    self.aliases = aliases
    self.range = range
    self.maxLength = maxLength
    self.isFolded = folded
    self.since = since
  }

  /// The form its text must have (a jersey number's digits, an email address), if any.
  public let shape: Shape?
  /// Values that mean one word, stored as that word: each spelling, lowercased, to the word
  /// (a gender's `F`, `Girl` and `Female` as `female`). A value that is none of them is kept as
  /// written. Empty for most attributes.
  public let spellings: [String: String]

  /// The word `text` spells (`F`: `female`), case aside; nil for a text that is no spelling.
  public func word(of text: String) -> String? {
    spellings.isEmpty ? nil : spellings[text.lowercased()]
  }
  /// How the value is read where it is read (queries, listings, objects) when it is computed
  /// from others: a player's age from the birthdate, when there is one.
  public let derivation: Derivation?

  /// The schema version that added this attribute; migrations add it to older databases.
  public let since: Int

  /// The value a new row takes when none is given (the league's time zone: that of whoever
  /// writes its settings first); nil for none.
  public let initial: (@Sendable () -> DatabaseValue)?

  /// The days a date may be: a fixed range, which the database's check holds too (a check
  /// cannot say "today"; a birthdate's age is bounded by the age's own range, `Entity.reconcileDerived`).
  public static let days =
    CalendarDate(year: 1900, month: 1, day: 1)!...CalendarDate(year: 2199, month: 12, day: 31)!

  public var foldColumn: String? { isFolded ? column + "_fold" : nil }

  /// A value as the database compares it for uniqueness: folded when the attribute is.
  func comparableText(_ value: DatabaseValue) -> String {
    isFolded ? TextFolding.fold(value.description) : value.description
  }

  /// A stored value as a person reads it: a flag as `yes` or `no` (it is stored as 1 or 0), any
  /// other value as it is.
  public func shown(_ value: DatabaseValue) -> DatabaseValue {
    guard kind == .boolean, let flag = value.integerValue else { return value }
    return .text(flag == 0 ? "no" : "yes")
  }

  /// What the database checks of its values (`SQLDialect.valueCheck`, `foldCheck`).
  public var valueRule: ValueRule {
    let form: ValueRule.Form
    switch kind {
    case .integer, .boolean: form = .number
    case .date: form = .day(Self.days)
    case .text: form = .text(maxLength: maxLength, shape: shape)
    }
    return ValueRule(column: column, form: form, foldColumn: foldColumn)
  }

  /// The column type its values are stored in: dates as their ISO text.
  public var columnType: ColumnType { kind == .integer || kind == .boolean ? .integer : .text }

  /// What a valid value looks like, for messages ("a whole number from 0 to 120").
  public var expectation: String {
    switch kind {
    case .integer:
      if let range { return "a whole number from \(range.lowerBound) to \(range.upperBound)" }
      return "a whole number"
    case .text:
      switch shape {
      case .digits(let count): return "1 to \(count) digits, such as 7 or 07"
      case .email: return "an email address such as pat@example.org"
      case .phone: return "a phone number of 7 to 15 digits, such as +1 555 0100"
      case .timeZone: return "a time zone of the time zone database, such as Europe/Paris or America/New_York"
      case .lowercaseName: return "a short name of lowercase letters and digits, such as usahockey"
      case nil: break
      }
      if let maxLength { return "text of at most \(maxLength) characters" }
      return "text"
    case .boolean:
      return "yes or no"
    case .date:
      return "a date written YYYY-MM-DD, such as 2015-03-02"
    }
  }
}
