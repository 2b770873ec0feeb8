import FoundationEssentials

extension Attribute {
  /// Reads a value typed by a person or found in a file: spaces around it are trimmed, empty
  /// means none, numbers must be whole and in range (`23.5`, `twenty`, `-5` are refused, never
  /// rounded).
  public func parse(_ text: String, on entity: Entity) throws -> DatabaseValue {
    let trimmed = text.trimmedSpaces
    if trimmed.isEmpty { return .null }
    switch kind {
    case .text:
      return .text(trimmed)
    case .boolean:
      guard let flag = Self.boolean(trimmed) else {
        throw ValidationError.invalid(self, on: entity, got: trimmed)
      }
      return .integer(flag ? 1 : 0)
    case .date:
      guard let date = CalendarDate(iso: trimmed) else {
        throw ValidationError.invalid(self, on: entity, got: trimmed)
      }
      return .text(date.description)
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
      let trimmed = text.trimmedSpaces
      value = trimmed.isEmpty ? .null : .text(trimmed)
    }
    switch value {
    case .null:
      if !isOptional { throw ValidationError.required(name, on: entity) }
      return .null
    case .text(let text):
      if kind == .boolean { return try parse(text, on: entity) }
      if kind == .date {
        guard let day = CalendarDate(iso: text) else {
          throw ValidationError.invalid(self, on: entity, got: text)
        }
        guard Self.days.contains(day) else { throw ValidationError.outOfDays(self, on: entity, got: text) }
        return value
      }
      guard kind == .text else { return try validated(parse(text, on: entity), on: entity) }
      if let word = word(of: text) { return .text(word) }
      // Characters are counted as the databases count them, by Unicode scalars; few bytes
      // cannot be too many.
      if let maxLength, text.utf8.count > maxLength, text.unicodeScalars.count > maxLength {
        throw ValidationError.tooLong(self, on: entity, count: text.unicodeScalars.count)
      }
      try checkCharacters(text, on: entity)
      if let shape, !Self.has(shape, text) { throw ValidationError.invalid(self, on: entity, got: text) }
      return value
    case .integer(let number):
      if kind == .boolean {
        guard number == 0 || number == 1 else {
          throw ValidationError.invalid(self, on: entity, got: String(number))
        }
        return value
      }
      if kind == .date { throw ValidationError.invalid(self, on: entity, got: String(number)) }
      guard kind == .integer else { return try validated(.text(String(number)), on: entity) }
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

  /// `yes`/`no`, `true`/`false`, `y`/`n`, `1`/`0`, in any case.
  static func boolean(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "y", "true", "t", "1": return true
    case "no", "n", "false", "f", "0": return false
    default: return nil
    }
  }

  /// Whether `text` has the form `shape` asks for.
  static func has(_ shape: Shape, _ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
    switch shape {
    case .digits(let count):
      return (1...count).contains(bytes.count) && bytes.allSatisfy(isDigit)
    case .phone:
      let digits = bytes.filter(isDigit).count
      let allowed = bytes.enumerated().allSatisfy { index, byte in
        isDigit(byte) || " -.()/".utf8.contains(byte) || (byte == UInt8(ascii: "+") && index == 0)
      }
      return allowed && (7...15).contains(digits)
    case .timeZone:
      return TimeZoneName(text) != nil
    case .lowercaseName:
      let isLetter = { (byte: UInt8) in byte >= 97 && byte <= 122 }
      return bytes.first.map(isLetter) == true && bytes.allSatisfy { isLetter($0) || isDigit($0) }
    case .email:
      // Scalar by scalar, as the database's check reads it (`SQLDialect.valueCheck`).
      let scalars = Array(text.unicodeScalars)
      let at = scalars.indices.filter { scalars[$0] == "@" }
      guard at.count == 1, (1...64).contains(at[0]),
        !scalars.contains(where: { $0.properties.isWhitespace || ",;<>".unicodeScalars.contains($0) })
      else { return false }
      let labels = scalars[(at[0] + 1)...].split(separator: ".", omittingEmptySubsequences: false)
      return labels.count >= 2
        && labels.allSatisfy { !$0.isEmpty && $0.first != "-" && $0.last != "-" }
        && (labels.last?.count ?? 0) >= 2
    }
  }

  /// Refuses text holding a control character or an invisible one (`String.refusedScalar`),
  /// with a sentence naming it.
  func checkCharacters(_ text: String, on entity: Entity) throws {
    guard let scalar = text.refusedScalar else { return }
    if scalar.properties.generalCategory == .control {
      throw ValidationError.controlCharacters(self, on: entity)
    }
    throw ValidationError.invisibleCharacter(self, on: entity, scalar)
  }
}

extension String {
  /// Without the spaces at its start and end (U+0020 and the other Unicode space separators,
  /// such as U+00A0 NO-BREAK SPACE and U+3000 IDEOGRAPHIC SPACE); the same string, without
  /// copying, when there are none, as with almost every value. Tabs and line breaks are not
  /// spaces: they stay, and validation refuses them wherever they are.
  var trimmedSpaces: String {
    let plain = { (byte: UInt8) in byte > 0x20 && byte < 0x80 }
    // The ends read from the bytes in place: the UTF-8 view's `last` finds its index anew.
    let kept = utf8.withContiguousStorageIfAvailable { bytes in
      bytes.isEmpty || (plain(bytes[0]) && plain(bytes[bytes.count - 1]))
    }
    if kept ?? (utf8.isEmpty || (plain(utf8.first!) && plain(utf8.last!))) { return self }
    let scalars = unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .spaceSeparator }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = scalars.lastIndex(where: { !isSpace($0) })!
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

  /// The first character Roster refuses in stored text, if any:
  ///
  /// - control characters (category Cc: U+0000–U+001F, U+007F–U+009F), line breaks and tabs
  ///   among them;
  /// - characters that are invisible or change the direction of the text around them, which
  ///   make two names that look alike differ, or one name look like another: U+00AD SOFT
  ///   HYPHEN, U+061C ARABIC LETTER MARK, U+180E MONGOLIAN VOWEL SEPARATOR, U+200B ZERO WIDTH
  ///   SPACE, U+200E/U+200F LEFT-TO-RIGHT and RIGHT-TO-LEFT MARK, U+2028/U+2029 LINE and
  ///   PARAGRAPH SEPARATOR, U+202A–U+202E the bidirectional embeddings and overrides,
  ///   U+2060–U+206F the word joiner, invisible operators, bidirectional isolates and
  ///   deprecated format characters, U+3164 and U+FFA0 the Hangul fillers, U+FEFF ZERO WIDTH
  ///   NO-BREAK SPACE (a byte-order mark inside text), U+FFF9–U+FFFB the interlinear
  ///   annotation characters, U+1D173–U+1D17A the musical formatting characters, and the tag
  ///   characters U+E0000–U+E007F except inside an emoji tag sequence (a subdivision flag:
  ///   U+1F3F4 followed by tags).
  ///
  /// U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER (Persian and Indic names, emoji
  /// sequences) and the variation selectors stay allowed. Text in ASCII is decided from its
  /// bytes alone: an import checks a million values, and so is text whose other letters are
  /// all from U+00A0 to U+07FF (Latin, Greek, Cyrillic, Hebrew…) but for the soft hyphen and
  /// Arabic's U+06xx, where none of the list is. The list is `Unicode.Scalar.isInvisibleFormat`,
  /// the same one output uses to show such characters as `<U+202E>`.
  var refusedScalar: Unicode.Scalar? {
    var text = self
    let plain = text.withUTF8 { bytes -> Bool? in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          if byte < 0x20 || byte == 0x7F { return nil }
          index += 1
        } else if (0xC3...0xDF).contains(byte) && byte != 0xD8 {
          index += 2  // U+00C0–U+07FF but U+0600–U+063F: a lead byte and one more (Strings are valid UTF-8)
        } else if byte == 0xC2, bytes[index + 1] >= 0xA0, bytes[index + 1] != 0xAD {
          index += 2  // U+00A0–U+00BF but the soft hyphen
        } else {
          return false
        }
      }
      return true
    }
    switch plain {
    case true: return nil
    case nil: return utf8.first { $0 < 0x20 || $0 == 0x7F }.map { Unicode.Scalar($0) }
    case false: break
    }
    var scan = InvisibleScan()
    for scalar in unicodeScalars where scan.isHidden(scalar) { return scalar }
    return nil
  }
}
