import Foundation

extension Attribute {
  /// Reads a value typed by a person or found in a file: text is trimmed, empty means none,
  /// numbers must be whole and in range (`23.5`, `twenty`, `-5` are refused, never rounded).
  public func parse(_ text: String, on entity: Entity) throws -> DatabaseValue {
    let trimmed = text.trimmedWhitespace
    if trimmed.isEmpty { return .null }
    switch kind {
    case .text:
      return .text(trimmed)
    case .integer:
      guard trimmed.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 43 }),
        let number = Int64(trimmed)
      else { throw ValidationError.invalid(self, on: entity, got: trimmed) }
      return .integer(number)
    }
  }

  /// The value as it will be stored, or the rule it breaks.
  func validated(_ value: DatabaseValue, on entity: Entity) throws -> DatabaseValue {
    var value = value
    if case .text(let text) = value {
      let trimmed = text.trimmedWhitespace
      value = trimmed.isEmpty ? .null : .text(trimmed)
    }
    switch value {
    case .null:
      if !isOptional { throw ValidationError.required(name, on: entity) }
      return .null
    case .text(let text):
      guard kind == .text else { return try validated(parse(text, on: entity), on: entity) }
      // Counting characters means finding grapheme clusters; few bytes cannot be too many characters.
      if let maxLength, text.utf8.count > maxLength, text.count > maxLength {
        throw ValidationError.tooLong(self, on: entity, count: text.count)
      }
      if text.containsControlCharacter {
        throw ValidationError.controlCharacters(self, on: entity)
      }
      return value
    case .integer(let number):
      guard kind == .integer else { return .text(String(number)) }
      if let range, !range.contains(number) {
        throw ValidationError.invalid(self, on: entity, got: String(number))
      }
      return value
    case .real(let number):
      guard kind == .integer, let whole = Int64(exactly: number) else {
        throw ValidationError.invalid(self, on: entity, got: String(number))
      }
      return try validated(.integer(whole), on: entity)
    case .blob:
      throw ValidationError.invalid(self, on: entity, got: value.description)
    }
  }
}

extension String {
  /// Without leading and trailing white space (spaces, tabs, line breaks, Unicode spaces); the
  /// same string, without copying, when there is none, as with almost every value.
  var trimmedWhitespace: String {
    guard let first = utf8.first, let last = utf8.last else { return self }
    let plain = { (byte: UInt8) in byte > 0x20 && byte < 0x7F }
    if plain(first) && plain(last) { return self }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[start...end])
  }

  /// Whether the text holds a control character (Unicode category Cc: U+0000–U+001F and
  /// U+007F–U+009F), found from the UTF-8 bytes alone.
  var containsControlCharacter: Bool {
    var previous: UInt8 = 0
    for byte in utf8 {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
      previous = byte
    }
    return false
  }
}
