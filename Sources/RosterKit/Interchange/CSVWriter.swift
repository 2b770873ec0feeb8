import Foundation

/// Writes RFC 4180 CSV: a field is quoted when it holds a comma, a quote, a line break, or
/// leading or trailing spaces (which readers would otherwise trim); quotes are doubled.
public enum CSVWriter {
  public static func field(_ text: String) -> String {
    // Bytes, not Characters: a quote followed by a combining mark is one Character, which
    // `replacingOccurrences(of: "\"")` would not find (found by the CSV fuzzer).
    var line: [UInt8] = []
    var text = text
    text.withUTF8 { append($0, to: &line) }
    return String(decoding: line, as: UTF8.self)
  }

  /// Appends a field given as UTF-8 bytes to `line`, quoted when it must be.
  public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
    let quote = UInt8(ascii: "\"")
    let needsQuotes =
      bytes.contains { $0 == UInt8(ascii: ",") || $0 == quote || $0 == 10 || $0 == 13 }
      || bytes.first == UInt8(ascii: " ") || bytes.last == UInt8(ascii: " ")
    guard needsQuotes else {
      line.append(contentsOf: bytes)
      return
    }
    line.append(quote)
    for byte in bytes {
      line.append(byte)
      if byte == quote { line.append(quote) }
    }
    line.append(quote)
  }

  public static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\n"
  }
}
