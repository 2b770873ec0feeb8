import Foundation

/// Writes RFC 4180 CSV: a field is quoted when it holds a comma, a quote, a line break, or
/// leading or trailing spaces (which readers would otherwise trim); quotes are doubled.
public enum CSVWriter {
  public static func field(_ text: String) -> String {
    let needsQuotes =
      text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
      || text.first == " " || text.last == " "
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  public static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\n"
  }
}
