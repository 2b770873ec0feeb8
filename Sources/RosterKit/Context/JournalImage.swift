/// A journal image read into values by column: a flat JSON object of numbers, text, null and
/// booleans, as SQLite's `json_object` and PostgreSQL's `to_jsonb` write a row
/// (`{"id": 7, "name": "Ana", "team_id": null}`). An integer is read exactly (not through a
/// Double, which would round one past 2^53), a number with a fraction or exponent as a real
/// unless it is whole; true and false as 1 and 0, as SQLite keeps them.
///
/// Read by hand rather than by `JSONDecoder`, which took 107,000 instructions an image: 2.1 of
/// the 5.4 billion of `undo` of a change to 10,000 players, which reads two images a row.
enum JournalImage {
  /// The values of `text` by key; nil when it is not such an object (`JournalReader.image` then
  /// asks `JSONDecoder`, which reads what else JSON may hold).
  static func values(_ text: String) -> [String: DatabaseValue]? {
    var text = text
    return text.withUTF8 { bytes in
      var reader = Reader(bytes: bytes)
      return reader.object()
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func object() -> [String: DatabaseValue]? {
      guard next() == UInt8(ascii: "{") else { return nil }
      var values: [String: DatabaseValue] = [:]
      if peek() == UInt8(ascii: "}") {
        at += 1
        return end() ? values : nil
      }
      while true {
        guard next() == UInt8(ascii: "\""), let key = string(), next() == UInt8(ascii: ":"),
          let value = value()
        else { return nil }
        values[key] = value
        switch next() {
        case UInt8(ascii: ","): continue
        case UInt8(ascii: "}"): return end() ? values : nil
        default: return nil
        }
      }
    }

    /// Whether only blanks follow.
    private mutating func end() -> Bool { peek() == nil }

    /// The next byte that is not a blank, consumed.
    private mutating func next() -> UInt8? {
      guard let byte = peek() else { return nil }
      at += 1
      return byte
    }

    /// The next byte that is not a blank, not consumed.
    private mutating func peek() -> UInt8? {
      while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D
      {
        at += 1
      }
      return at < bytes.count ? bytes[at] : nil
    }

    private mutating func value() -> DatabaseValue? {
      guard let first = next() else { return nil }
      switch first {
      case UInt8(ascii: "\""): return string().map(DatabaseValue.text)
      case UInt8(ascii: "n"): return word("ull") ? .null : nil
      case UInt8(ascii: "t"): return word("rue") ? .integer(1) : nil
      case UInt8(ascii: "f"): return word("alse") ? .integer(0) : nil
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number(from: at - 1)
      default: return nil
      }
    }

    private mutating func word(_ rest: String) -> Bool {
      for byte in rest.utf8 {
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
      }
      return true
    }

    private mutating func number(from start: Int) -> DatabaseValue? {
      var whole = true
      while at < bytes.count {
        switch bytes[at] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): break
        case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"): whole = false
        default:
          return number(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self), whole)
        }
        at += 1
      }
      return number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self), whole)
    }

    private func number(_ text: String, _ whole: Bool) -> DatabaseValue? {
      if whole, let integer = Int64(text) { return .integer(integer) }
      guard let real = Double(text), real.isFinite else { return nil }
      return Int64(exactly: real).map(DatabaseValue.integer) ?? .real(real)
    }

    /// A string's text, its opening quote read: up to its closing quote, escapes undone.
    private mutating func string() -> String? {
      let start = at
      while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\") {
        guard bytes[at] >= 0x20 else { return nil }
        at += 1
      }
      guard at < bytes.count else { return nil }
      var text = Array(bytes[start..<at])
      while at < bytes.count {
        let byte = bytes[at]
        at += 1
        switch byte {
        case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard at < bytes.count else { return nil }
          let escape = bytes[at]
          at += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            guard let scalar = unicodeScalar() else { return nil }
            text.append(contentsOf: String(Character(scalar)).utf8)
          default: return nil
          }
        case 0..<0x20: return nil
        default: text.append(byte)
        }
      }
      return nil
    }

    /// The scalar of a `\u` escape, its `\u` read: four hex digits, or a surrogate pair of two.
    private mutating func unicodeScalar() -> Unicode.Scalar? {
      guard let high = hex() else { return nil }
      guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
      guard word("\\u"), let low = hex(), (0xDC00..<0xE000).contains(low) else { return nil }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private mutating func hex() -> UInt32? {
      guard at + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = Character(Unicode.Scalar(bytes[at])).hexDigitValue else { return nil }
        value = value * 16 + UInt32(digit)
        at += 1
      }
      return value
    }
  }
}
