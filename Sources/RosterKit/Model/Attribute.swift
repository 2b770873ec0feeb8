/// A stored property of an entity: its key, column, type and the rules a value must follow.
public struct Attribute: Sendable {
  /// What an attribute holds. A date is a day (`CalendarDate`), stored as its ISO text, so that
  /// dates sort and compare as their text in every engine.
  public enum Kind: Sendable { case text, integer, date }

  /// The key used in predicates, sort descriptors and `key=value` arguments.
  public let name: String
  public let column: String
  public let kind: Kind
  public let isOptional: Bool
  /// Other spellings accepted for `name` (`abbr` for `abbreviation`).
  public let aliases: [String]
  /// For integers: the allowed range.
  public let range: ClosedRange<Int64>?
  /// For text: the most characters allowed.
  public let maxLength: Int?
  /// Keeps a folded copy (`<column>_fold`) for case- and diacritic-insensitive lookup, uniqueness
  /// and sorting, so those use an index instead of folding every row.
  public let isFolded: Bool

  public init(
    _ name: String, column: String? = nil, _ kind: Kind, optional: Bool = false,
    aliases: [String] = [], range: ClosedRange<Int64>? = nil, maxLength: Int? = nil,
    folded: Bool = false, since: Int = 1
  ) {
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

  /// The schema version that added this attribute; migrations add it to older databases.
  public let since: Int

  public var foldColumn: String? { isFolded ? column + "_fold" : nil }

  /// The SQLite column type.

  /// A value as the database compares it for uniqueness: folded when the attribute is.
  func comparableText(_ value: DatabaseValue) -> String {
    isFolded ? TextFolding.fold(value.description) : value.description
  }

  /// The column type its values are stored in: dates as their ISO text.
  public var columnType: ColumnType { kind == .integer ? .integer : .text }

  /// What a valid value looks like, for messages ("a whole number from 0 to 120").
  public var expectation: String {
    switch kind {
    case .integer:
      if let range { return "a whole number from \(range.lowerBound) to \(range.upperBound)" }
      return "a whole number"
    case .text:
      if let maxLength { return "text of at most \(maxLength) characters" }
      return "text"
    case .date:
      return "a date written YYYY-MM-DD, such as 2015-03-02"
    }
  }
}
