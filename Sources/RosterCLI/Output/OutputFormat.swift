import RosterKit

/// How output is printed: `table` for people, `csv` and `json` for programs; reports also
/// come as Markdown (`md`) and HTML (`html`); a mailing list (`mail`) as addresses (`emails`),
/// phone numbers (`phones`), CSV or vCards (`vcard`). `text` is another name for `table`.
public enum OutputFormat: String, CaseIterable, Sendable {
  case table, csv, json, md, html, emails, phones, vcard

  public init?(name: String) {
    switch name.lowercased() {
    case "text", "txt": self = .table
    case "markdown": self = .md
    case "htm": self = .html
    case "vcf", "vcards": self = .vcard
    default: self.init(rawValue: name.lowercased())
    }
  }

  /// The formats a listing prints in; HTML is a report's, and the mail formats a mailing list's.
  public static let listings: [OutputFormat] = [.table, .csv, .json, .md]
  /// The formats a mailing list (`mail`) prints in.
  public static let mail: [OutputFormat] = [.emails, .phones, .csv, .vcard]
  /// "emails|phones|csv|vcard", for the usage line of `mail`.
  public static let mailNames = mail.map(\.rawValue).joined(separator: "|")
  /// "table, csv, json or md", for usage lines and errors.
  public static let listingNames = Prose.list(listings.map(\.rawValue), "or")
  /// "text|md|csv|json|html", for the report's usage line (`text` is the table's name there).
  public static let reportNames = (["text"] + [csv, json, md, html].map(\.rawValue))
    .joined(separator: "|")
}
