import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Records from JSON as `export … --format json` writes it: an array of objects, one a row (or
/// JSON Lines, one object a line). The first object's keys are the header, each object's values
/// its fields — text as it is, numbers and booleans as written, null as an empty field — so a
/// JSON file goes through the same checks as a CSV one. A record's line is the line its object
/// opens on: what an editor shows.
///
/// Read as a stream, a buffer at a time, and a row at most `CSVReader.recordLimit` bytes long, as
/// the CSV reader reads: a file of any size, or one row of 200 MB, takes the memory of a row.
/// Nothing nests (a value is never a list or an object), so there is no depth to bound.
final class JSONRecordReader: RecordReader {
  private let input: ByteStream
  private var line = 1
  /// Where the reader is: before the first object, inside the array, in a stream of objects.
  private var state = State.start
  private enum State { case start, array, lines, done }
  private var header: [String: Int] = [:]
  /// The first object's fields: its keys were the header.
  private var pending: CSVRecord?
  /// The byte offset a row may not pass, from its opening brace on.
  private var limit = Int.max
  /// The line the row being read opened on, and the line and offset of a string being read.
  private var rowLine = 1
  /// The keys that had a list of names as a value, with the first line of one: only a member
  /// list's column may (`Importer` says so of any other once the file is read).
  private(set) var listedKeys: [String: Int] = [:]
  private var stringOpened: (line: Int, offset: Int)?

  var totalBytes: Int? { input.totalBytes }
  var bytesRead: Int { input.offset }
  var isSpreadsheetSafe: Bool { false }

  init(path: String) throws {
    input = try ByteStream(path: path)
    if try input.startsWith([0xEF, 0xBB, 0xBF]) { for _ in 0..<3 { input.advance() } }
  }

  init(bytes: [UInt8]) {
    input = ByteStream(bytes: bytes)
  }

  /// Whether the file at `path` holds JSON: named `.json`, or its first character opens an
  /// array or an object (no CSV header does).
  static func holdsJSON(_ path: String) -> Bool {
    if path.lowercased().hasSuffix(".json") || path.lowercased().hasSuffix(".jsonl") { return true }
    guard let file = fopen(path, "rb") else { return false }
    defer { fclose(file) }
    var start = [UInt8](repeating: 0, count: 512)
    start.removeSubrange(fread(&start, 1, start.count, file)...)
    let first = start.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
    return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
  }

  func next() throws -> CSVRecord? {
    if let record = pending {
      pending = nil
      return record
    }
    try skipSpace()
    switch state {
    case .done:
      return nil
    case .start:
      if try input.peek == UInt8(ascii: "[") {
        input.advance()
        state = .array
        try skipSpace()
        if try input.peek == UInt8(ascii: "]") { return try finish() }
      } else if try input.peek == UInt8(ascii: "{") {
        state = .lines
      } else {
        throw failure("is not a list of rows: JSON to import starts with [ (or is one object a line)")
      }
      let opened = line
      let fields = try object()
      for (index, field) in fields.enumerated() { header[field.key] = index }
      pending = try record(fields, line: opened)
      return CSVRecord(line: opened, fields: fields.map(\.key))
    case .array:
      if try input.peek == UInt8(ascii: "]") { return try finish() }
      guard try input.peek != nil else { throw failure("the list of rows never closes; add the closing ]") }
      guard try input.peek == UInt8(ascii: ",") else { throw failure("expected ',' or ']' after a row") }
      input.advance()
      try skipSpace()
    case .lines:
      if try input.peek == nil {
        state = .done
        return nil
      }
    }
    let opened = line
    return try record(try object(), line: opened)
  }

  /// After the closing `]`: nothing but space.
  private func finish() throws -> CSVRecord? {
    input.advance()
    try skipSpace()
    guard try input.peek == nil else { throw failure("has more after the list's closing ]") }
    state = .done
    return nil
  }

  /// An object's fields as a record in the header's order (keys it lacks left empty).
  private func record(_ fields: [(key: String, value: String)], line: Int) throws -> CSVRecord {
    var values = [String](repeating: "", count: header.count)
    for field in fields {
      guard let index = header[field.key] else {
        throw CSVError.invalidJSON(
          line: line,
          "has the key \(quoted(field.key)), which the first row does not; give every row the same keys "
            + "(null for none)")
      }
      values[index] = field.value
    }
    var record = CSVRecord(line: line, fields: values)
    if invalidUTF8 {
      record.invalidUTF8Line = line
      invalidUTF8 = false
    }
    return record
  }

  private var invalidUTF8 = false

  private func failure(_ message: String) -> CSVError { .invalidJSON(line: line, message) }

  /// Consumes the byte looked at; a row may not run past its limit.
  private func advance() throws {
    input.advance()
    guard input.offset > limit else { return }
    // A string that is most of the row is one whose closing quote is missing, most likely.
    if let opened = stringOpened, input.offset - opened.offset > CSVReader.recordLimit / 2 {
      throw CSVError.invalidJSON(line: opened.line, Self.openString)
    }
    throw CSVError.invalidJSON(line: rowLine, Self.longRow)
  }

  private func skipSpace() throws {
    while let byte = try input.peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      if byte == 0x0A { line += 1 }
      try advance()
    }
  }

  /// `{"key": value, …}`: its keys and plain values, in order, each key once.
  private func object() throws -> [(key: String, value: String)] {
    guard try input.peek != nil else { throw failure("the list of rows never closes; add the closing ]") }
    guard try input.peek == UInt8(ascii: "{") else { throw failure("expected a row, an object in { }") }
    rowLine = line
    limit = input.offset + CSVReader.recordLimit
    defer { limit = .max }
    try advance()
    var fields: [(key: String, value: String)] = []
    var keys = Set<String>()
    try skipSpace()
    if try input.peek == UInt8(ascii: "}") {
      try advance()
      return fields
    }
    while true {
      try skipSpace()
      guard try input.peek == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      let key = try string()
      guard keys.insert(key).inserted else {
        throw failure("has the key \(quoted(key)) twice in one row; give each key once")
      }
      try skipSpace()
      guard try input.peek == UInt8(ascii: ":") else {
        throw failure("expected ':' after the key \(quoted(key))")
      }
      try advance()
      try skipSpace()
      fields.append((key, try value(of: key)))
      try skipSpace()
      if try input.peek == UInt8(ascii: ",") {
        try advance()
      } else if try input.peek == UInt8(ascii: "}") {
        try advance()
        return fields
      } else {
        throw failure("expected ',' or '}' after the value of \(quoted(key))")
      }
    }
  }

  /// A plain value as a field's text.
  private func value(of key: String) throws -> String {
    switch try input.peek {
    case UInt8(ascii: "\""):
      return try string()
    case UInt8(ascii: "["):
      return try names(of: key)
    case UInt8(ascii: "{"):
      throw notPlain(key)
    default:
      var word: [UInt8] = []
      while let byte = try input.peek,
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      {
        word.append(byte)
        try advance()
      }
      let text = String(decoding: word, as: UTF8.self)
      switch text {
      case "null": return ""
      case "true", "false": return text
      default:
        guard Self.isNumber(word) else {
          throw failure("the value of \(quoted(key)) is not text in quotes, a number, true, false or null")
        }
        return text
      }
    }
  }

  /// `["Ava Chen", "Ben Ortiz"]`, a member list (`MemberList`), as the text a CSV file has for it.
  private func names(of key: String) throws -> String {
    if listedKeys[key] == nil { listedKeys[key] = rowLine }
    try advance()
    var names: [String] = []
    try skipSpace()
    if try input.peek == UInt8(ascii: "]") {
      try advance()
      return ""
    }
    while true {
      try skipSpace()
      guard try input.peek == UInt8(ascii: "\"") else { throw notPlain(key) }
      names.append(try string())
      try skipSpace()
      if try input.peek == UInt8(ascii: ",") {
        try advance()
      } else if try input.peek == UInt8(ascii: "]") {
        try advance()
        return MemberList.text(names)
      } else {
        throw failure("expected ',' or ']' after a name in the list \(quoted(key))")
      }
    }
  }

  /// A value that is an object, or a list of something other than names.
  private func notPlain(_ key: String) -> CSVError { failure(Self.notPlain(key)) }

  /// The sentence for a value that is an object, or a list where the column takes none.
  static func notPlain(_ key: String) -> String {
    "the value of \(quoted(key)) is a list or an object; a row's values are plain text or numbers"
  }

  /// Whether `word` is a number as JSON writes it: `-`, digits, a fraction, an exponent (leading
  /// zeros allowed: `07` is a jersey number to keep as written). Not `nan`, `inf` or `0x1F`.
  static func isNumber(_ word: [UInt8]) -> Bool {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < word.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(word[index]) { index += 1 }
      return index - start
    }
    if index < word.count, word[index] == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { return false }
    if index < word.count, word[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < word.count, word[index] == UInt8(ascii: "e") || word[index] == UInt8(ascii: "E") {
      index += 1
      if index < word.count, word[index] == UInt8(ascii: "+") || word[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == word.count
  }

  /// A string in quotes, its escapes undone.
  private func string() throws -> String {
    let opened = line
    stringOpened = (opened, input.offset)
    defer { stringOpened = nil }
    try advance()
    var text: [UInt8] = []
    while let byte = try input.peek {
      try advance()
      switch byte {
      case UInt8(ascii: "\""):
        if !CSVReader.isValidUTF8(text) { invalidUTF8 = true }
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escaped = try input.peek else { break }
        try advance()
        switch escaped {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "u"): text += Array(String(try escapedScalar()).utf8)
        default: text.append(escaped)
        }
      case 0x0A:
        line += 1
        text.append(byte)
      default:
        text.append(byte)
      }
    }
    throw CSVError.invalidJSON(line: opened, "a string opens here and never closes; add the closing \"")
  }

  /// The character of a `\uXXXX` escape (the `\u` read), or of a surrogate pair of them.
  private func escapedScalar() throws -> Unicode.Scalar {
    let code = try hex4()
    if (0xD800...0xDBFF).contains(code) {
      guard try input.startsWith(Array("\\u".utf8)) else { throw failure(Self.loneSurrogate) }
      try advance()
      try advance()
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low) else { throw failure(Self.loneSurrogate) }
      return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }
    guard let scalar = Unicode.Scalar(code) else { throw failure(Self.loneSurrogate) }
    return scalar
  }

  private func hex4() throws -> UInt32 {
    let digits = try input.ahead(4)
    guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    else { throw failure("has an invalid \\u escape; write \\u and four hexadecimal digits") }
    for _ in 0..<4 { try advance() }
    return value
  }
}

extension JSONRecordReader {
  static let longRow = "the row starting here is longer than 1 MiB; a row of a roster is far shorter"
  static let openString = "a string opens here and is still open 1 MiB later; add the closing \""
  static let loneSurrogate =
    "has a \\u escape of half a character (a surrogate without its pair); write the whole character"
}
