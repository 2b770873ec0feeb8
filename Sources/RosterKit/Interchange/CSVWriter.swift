import FoundationEssentials

/// Writes RFC 4180 CSV: a field is quoted when it holds a comma, a quote, a line break, or
/// leading or trailing spaces (which readers would otherwise trim); quotes are doubled.
///
/// CSV that people open is also made safe for spreadsheets (`neutralizingFormulas`, the default):
/// Excel, LibreOffice and Google Sheets take a cell starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return for a formula and run it (OWASP's "CSV injection"), so such a value is written
/// with a `'` in front, which spreadsheets show as text. Roster's import takes that `'` off again
/// (`restored`), so an export imports back exactly; a value that itself starts with `'=` gets
/// one more `'`. Plain numbers (`-5`, `+3.5`) are no formulas and are written as they are.
///
/// A file for another program rather than for people — a platform's upload template — writes
/// phone numbers as they are (`phonesAsTheyAre`): `+1 555 0102`, `+44 (0)20 7946 0958` (a `+`,
/// then only digits, spaces, `(`, `)`, `-` and `.`) hold no name a formula could call, and the
/// platform should get the phone the family typed, not `'+1 555 0102`. A spreadsheet would show
/// such a cell as an error, so files for people keep the `'`.
public enum CSVWriter {
  public static func field(
    _ text: String, neutralizingFormulas: Bool = true, phonesAsTheyAre: Bool = false
  ) -> String {
    // Bytes, not Characters: a quote followed by a combining mark is one Character, which
    // `replacingOccurrences(of: "\"")` would not find (found by the CSV fuzzer).
    var line: [UInt8] = []
    var text = text
    text.withUTF8 {
      append($0, to: &line, neutralizingFormulas: neutralizingFormulas, phonesAsTheyAre: phonesAsTheyAre)
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// Appends a field given as UTF-8 bytes to `line`, quoted when it must be, with a `'` in front
  /// when a spreadsheet would read it as a formula (unless `neutralizingFormulas` is false).
  public static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, to line: inout [UInt8], neutralizingFormulas: Bool = true,
    phonesAsTheyAre: Bool = false
  ) {
    let quote = UInt8(ascii: "\"")
    let needsQuotes =
      bytes.contains { $0 == UInt8(ascii: ",") || $0 == quote || $0 == 10 || $0 == 13 }
      || bytes.first == UInt8(ascii: " ") || bytes.last == UInt8(ascii: " ")
    let guardAt = neutralizingFormulas ? formulaGuardOffset(bytes, phonesAsTheyAre: phonesAsTheyAre) : nil
    guard needsQuotes else {
      guard let guardAt else {
        line.append(contentsOf: bytes)
        return
      }
      line.append(contentsOf: bytes[..<guardAt])
      line.append(UInt8(ascii: "'"))
      line.append(contentsOf: bytes[guardAt...])
      return
    }
    line.append(quote)
    for (offset, byte) in bytes.enumerated() {
      if offset == guardAt { line.append(UInt8(ascii: "'")) }
      line.append(byte)
      if byte == quote { line.append(quote) }
    }
    line.append(quote)
  }

  public static func record(
    _ fields: [String], neutralizingFormulas: Bool = true, phonesAsTheyAre: Bool = false
  ) -> String {
    fields.map { field($0, neutralizingFormulas: neutralizingFormulas, phonesAsTheyAre: phonesAsTheyAre) }
      .joined(separator: ",") + "\n"
  }

  // MARK: Formulas

  /// Where a value needs a `'` to be read as text by a spreadsheet: after its leading spaces,
  /// when what follows is any number of `'` and then `=`, `+`, `-`, `@`, a tab or a carriage
  /// return, and the value is not a plain number (nor a phone number, with `phonesAsTheyAre`).
  /// Nil when it needs none, as almost every value.
  static func formulaGuardOffset(_ bytes: UnsafeBufferPointer<UInt8>, phonesAsTheyAre: Bool = false) -> Int? {
    var start = 0
    while start < bytes.count && bytes[start] == UInt8(ascii: " ") { start += 1 }
    var index = start
    while index < bytes.count && bytes[index] == UInt8(ascii: "'") { index += 1 }
    guard index < bytes.count, isFormulaStart(bytes[index]) else { return nil }
    if index == start && isPlainNumber(bytes, from: start) { return nil }
    if index == start && phonesAsTheyAre && isPhoneNumber(bytes, from: start) { return nil }
    return start
  }

  /// `=`, `+`, `-`, `@`, tab, carriage return: what makes a spreadsheet read a cell as a formula.
  static func isFormulaStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 9, 13: true
    default: false
    }
  }

  /// A sign, digits and perhaps a decimal part, then perhaps spaces: `-5`, `+3.5`.
  private static func isPlainNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
      index += 1
    }
    func digits() -> Int {
      let first = index
      while index < bytes.count && bytes[index] >= 48 && bytes[index] <= 57 { index += 1 }
      return index - first
    }
    guard digits() > 0 else { return false }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
    return index == bytes.count
  }

  /// A `+`, then digits, spaces, `(`, `)`, `-` and `.` only, a digit the first of them after
  /// any spaces, and at least 7 digits in all: `+1 555 0102`, `+44 (0)20 7946 0958`.
  private static func isPhoneNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "+") else { return false }
    let rest = bytes[(start + 1)...]
    let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
    guard let first = rest.first(where: { $0 != UInt8(ascii: " ") }), isDigit(first) else { return false }
    let punctuation = [
      UInt8(ascii: " "), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: "."),
    ]
    guard rest.allSatisfy({ isDigit($0) || punctuation.contains($0) }) else { return false }
    return rest.count(where: isDigit) >= 7
  }

  /// A field as it was before `neutralizingFormulas`: the import reads every field through this.
  /// A field whose first characters after any spaces are `'`s followed by `=`, `+`, `-`, `@`, a
  /// tab or a carriage return loses one `'`; any other is returned as it is.
  public static func restored(_ field: String) -> String {
    let utf8 = field.utf8
    var start = utf8.startIndex
    while start < utf8.endIndex && utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
    var index = start
    while index < utf8.endIndex && utf8[index] == UInt8(ascii: "'") { index = utf8.index(after: index) }
    guard index > start, index < utf8.endIndex, isFormulaStart(utf8[index]) else { return field }
    return String(decoding: utf8[..<start], as: UTF8.self)
      + String(decoding: utf8[utf8.index(after: start)...], as: UTF8.self)
  }
}
