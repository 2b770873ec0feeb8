import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Records from JSON as `export … --format json` writes it: an array of objects, one a row (or
/// JSON Lines, one object a line). The first object's keys are the header, each object's values
/// its fields — text as it is, numbers and booleans as written, null as an empty field — so a
/// JSON file goes through the same checks as a CSV one. A record's line is the line its object
/// opens on: what an editor shows.
final class JSONRecordReader: RecordReader {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  /// Where the reader is: before the first object, inside the array, in a stream of objects.
  private var state = State.start
  private enum State { case start, array, lines, done }
  private var header: [String: Int] = [:]
  /// The first object's fields: its keys were the header.
  private var pending: CSVRecord?

  let totalBytes: Int?
  var bytesRead: Int { position }
  var isSpreadsheetSafe: Bool { false }

  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CSVError.cannotRead(String(cString: strerror(errno)))
    }
    bytes = Array(data)
    totalBytes = bytes.count
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    totalBytes = bytes.count
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
    skipSpace()
    switch state {
    case .done:
      return nil
    case .start:
      if peek == UInt8(ascii: "[") {
        position += 1
        state = .array
        skipSpace()
        if peek == UInt8(ascii: "]") { return try finish() }
      } else if peek == UInt8(ascii: "{") {
        state = .lines
      } else {
        throw failure("is not a list of rows: JSON to import starts with [ (or is one object a line)")
      }
      let opened = line
      let fields = try object()
      for (index, field) in fields.enumerated() where header[field.key] == nil { header[field.key] = index }
      let keys = header.sorted { $0.value < $1.value }.map(\.key)
      pending = try record(fields, line: opened)
      return CSVRecord(line: opened, fields: keys)
    case .array:
      if peek == UInt8(ascii: "]") { return try finish() }
      guard peek != nil else { throw failure("the list of rows never closes; add the closing ]") }
      guard peek == UInt8(ascii: ",") else { throw failure("expected ',' or ']' after a row") }
      position += 1
      skipSpace()
    case .lines:
      if peek == nil {
        state = .done
        return nil
      }
    }
    let opened = line
    return try record(try object(), line: opened)
  }

  /// After the closing `]`: nothing but space.
  private func finish() throws -> CSVRecord? {
    position += 1
    skipSpace()
    guard peek == nil else { throw failure("has more after the list's closing ]") }
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

  private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func failure(_ message: String) -> CSVError { .invalidJSON(line: line, message) }

  private func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      if byte == 0x0A { line += 1 }
      position += 1
    }
  }

  /// `{"key": value, …}`: its keys and plain values, in order.
  private func object() throws -> [(key: String, value: String)] {
    guard peek != nil else { throw failure("the list of rows never closes; add the closing ]") }
    guard peek == UInt8(ascii: "{") else { throw failure("expected a row, an object in { }") }
    position += 1
    var fields: [(key: String, value: String)] = []
    skipSpace()
    if peek == UInt8(ascii: "}") {
      position += 1
      return fields
    }
    while true {
      skipSpace()
      guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after the key \(quoted(key))") }
      position += 1
      skipSpace()
      fields.append((key, try value(of: key)))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        position += 1
      } else if peek == UInt8(ascii: "}") {
        position += 1
        return fields
      } else {
        throw failure("expected ',' or '}' after the value of \(quoted(key))")
      }
    }
  }

  /// A plain value as a field's text.
  private func value(of key: String) throws -> String {
    switch peek {
    case UInt8(ascii: "\""):
      return try string()
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      throw failure(
        "the value of \(quoted(key)) is a list or an object; a row's values are plain text or numbers")
    default:
      let start = position
      while let byte = peek,
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      {
        position += 1
      }
      let word = String(decoding: bytes[start..<position], as: UTF8.self)
      switch word {
      case "null": return ""
      case "true", "false": return word
      default:
        guard Double(word) != nil else {
          throw failure("the value of \(quoted(key)) is not text in quotes, a number, true, false or null")
        }
        return word
      }
    }
  }

  /// A string in quotes, its escapes undone.
  private func string() throws -> String {
    let opened = line
    position += 1
    var text: [UInt8] = []
    while let byte = peek {
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        if !CSVReader.isValidUTF8(text) { invalidUTF8 = true }
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escaped = peek else { break }
        position += 1
        switch escaped {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800...0xDBFF).contains(scalar), bytes[position...].starts(with: Array("\\u".utf8)) {
            position += 2
            let low = try hex4()
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let character = Unicode.Scalar(scalar) else { throw failure("has an invalid \\u escape") }
          text += Array(String(Character(character)).utf8)
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

  private func hex4() throws -> UInt32 {
    guard position + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
    else { throw failure("has an invalid \\u escape") }
    position += 4
    return value
  }
}
