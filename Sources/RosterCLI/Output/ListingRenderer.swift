import Foundation
import RosterKit

/// Writes a listing as an aligned table, CSV (RFC 4180) or a JSON array of objects.
public enum ListingRenderer {
  public static func render(_ listing: Listing, as format: OutputFormat, to sink: TextSink) {
    switch format {
    case .table: table(listing, to: sink)
    case .csv: csv(listing, to: sink)
    case .json: json(listing, to: sink)
    }
  }

  // MARK: Table

  /// Columns padded to their widest cell by display width; numbers right-aligned; a rule under
  /// the header. An empty listing says so in a sentence.
  static func table(_ listing: Listing, to sink: TextSink) {
    guard !listing.rows.isEmpty else {
      sink.line("No \(listing.noun).")
      return
    }
    let cells = listing.rows.map { row in row.map { cell($0) } }
    var widths = listing.columns.map { DisplayWidth.of($0.title) }
    for row in cells {
      for (index, text) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(text)) }
    }
    let lastIndex = listing.columns.count - 1
    func line(_ texts: [String]) -> String {
      var line = ""
      for (index, text) in texts.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - DisplayWidth.of(text))
        let isRight = listing.columns[index].alignment == .right
        line += isRight ? padding + text : (index == lastIndex ? text : text + padding)
        if index < lastIndex { line += "  " }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
    sink.line(line(listing.columns.map(\.title)))
    sink.line(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    for row in cells { sink.line(line(row)) }
  }

  static func cell(_ value: DatabaseValue) -> String {
    switch value {
    case .real(let number): return formatDecimal(number)
    default: return value.description
    }
  }

  /// One decimal place, the same on every machine.
  static func formatDecimal(_ number: Double) -> String {
    let tenths = (number * 10).rounded()
    let sign = tenths < 0 ? "-" : ""
    let magnitude = Int64(abs(tenths))
    return "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  // MARK: CSV

  static func csv(_ listing: Listing, to sink: TextSink) {
    sink.line(listing.columns.map { csvField($0.key) }.joined(separator: ","))
    for row in listing.rows {
      sink.line(row.map { csvField($0.description) }.joined(separator: ","))
    }
  }

  /// A field quoted when it holds a comma, quote, line break or surrounding space.
  static func csvField(_ text: String) -> String {
    let needsQuotes =
      text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
      || text.first == " " || text.last == " "
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  // MARK: JSON

  /// One object per line inside the array, keys in column order.
  static func json(_ listing: Listing, to sink: TextSink) {
    guard !listing.rows.isEmpty else {
      sink.line("[]")
      return
    }
    sink.line("[")
    for (rowIndex, row) in listing.rows.enumerated() {
      var object = "  {"
      for (index, column) in listing.columns.enumerated() {
        if index > 0 { object += ", " }
        object += jsonString(column.key) + ": " + jsonValue(row[index])
      }
      object += rowIndex == listing.rows.count - 1 ? "}" : "},"
      sink.line(object)
    }
    sink.line("]")
  }

  static func jsonValue(_ value: DatabaseValue) -> String {
    switch value {
    case .null: return "null"
    case .integer(let number): return String(number)
    case .real(let number): return number.isFinite ? formatDecimal(number) : "null"
    case .text(let text): return jsonString(text)
    case .blob: return "null"
    }
  }

  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
