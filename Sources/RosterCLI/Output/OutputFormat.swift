import RosterKit

/// How output is printed: `table` for people, `csv` and `json` for programs; reports also
/// come as Markdown (`md`) and HTML (`html`). `text` is another name for `table`.
public enum OutputFormat: String, CaseIterable, Sendable {
  case table, csv, json, md, html

  public init?(name: String) {
    switch name.lowercased() {
    case "text", "txt": self = .table
    case "markdown": self = .md
    case "htm": self = .html
    default: self.init(rawValue: name.lowercased())
    }
  }

  /// The formats a listing prints in; HTML is a report's.
  public static let listings = allCases.filter { $0 != .html }
  /// "table, csv, json or md", for usage lines and errors.
  public static let listingNames = Prose.list(listings.map(\.rawValue), "or")
  /// "text|md|csv|json|html", for the report's usage line (`text` is the table's name there).
  public static let reportNames = (["text"] + allCases.filter { $0 != .table }.map(\.rawValue))
    .joined(separator: "|")
}
