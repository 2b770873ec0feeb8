import RosterKit

/// Rows to print, with their columns: what every listing command hands to a renderer.
public struct Listing {
  public struct Column: Sendable {
    /// The stable key used in JSON and CSV headers (`abbreviation`).
    public let key: String
    /// The table header (`abbr`).
    public let title: String
    public let alignment: Alignment
    /// Left out of a table when no row has a value in it (a league without divisions).
    public var hidesWhenEmpty = false

    public init(
      _ key: String, title: String? = nil, alignment: Alignment = .left, hidesWhenEmpty: Bool = false
    ) {
      self.hidesWhenEmpty = hidesWhenEmpty
      self.key = key
      self.title = title ?? key
      self.alignment = alignment
    }
  }

  public enum Alignment: Sendable { case left, right }

  public var columns: [Column]
  public var rows: [[DatabaseValue]]
  /// What one row is, for the empty message ("No players match.").
  public var noun: String

  /// What a table with no rows says after "No teams.": how to get some (tables only).
  public var emptyHint: String?
  /// Row numbers to show in a `#` column (tables only).
  public var numbers: [Int]?
  /// One mark a row: "+" inserted, "*" changed, " " neither (tables only).
  public var marks: [String]?
  /// Titled groups of consecutive rows (tables only).
  public var sections: [(name: String, start: Int, count: Int)]?

  public init(columns: [Column], rows: [[DatabaseValue]] = [], noun: String) {
    self.columns = columns
    self.rows = rows
    self.noun = noun
  }
}
