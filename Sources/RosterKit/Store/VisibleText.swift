extension Unicode.Scalar {
  /// Whether the scalar is a control character (Unicode category Cc: U+0000–U+001F, U+007F and
  /// U+0080–U+009F): a terminal acts on these instead of showing them.
  public var isControl: Bool { value < 0x20 || (value >= 0x7F && value <= 0x9F) }

  /// Whether the scalar shows nothing yet changes how the text around it reads: the bidi
  /// embeddings, overrides, isolates and marks (which can make `gpj.exe` read `exe.jpg`), zero-width
  /// spaces and joiners that are not needed for any script, the byte-order mark, the line and
  /// paragraph separators, and the soft hyphen. ZWNJ and ZWJ (U+200C, U+200D) are not among them:
  /// Persian and Indic names and emoji sequences need them.
  public var isInvisibleFormat: Bool {
    switch value {
    case 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064,
      0x2066...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// The text as it may be shown on a terminal or in a text format: control characters in caret
  /// notation (ESC as `^[`, a line break as `^J`, DEL as `^?`), C1 controls and invisible or
  /// reordering characters as `<U+202E>`. Text from files, other programs and the command line
  /// goes through this before it reaches the screen, so it can never move the cursor, clear the
  /// screen, set the window's title or read backwards.
  ///
  /// `keepingLineBreaks` leaves `\n` alone, for whole messages whose lines are Roster's own.
  public func visible(keepingLineBreaks: Bool = false) -> String {
    // Nearly all text is printable ASCII or plain UTF-8 letters: look at the bytes first.
    if !utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 >= 0xD8 }) { return self }
    return escapingScalars { scalar in
      if scalar == "\n" && keepingLineBreaks { return nil }
      if scalar.value < 0x20 { return "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40)) }
      if scalar.value == 0x7F { return "^?" }
      if scalar.isControl || scalar.isInvisibleFormat { return "<U+\(Self.hex(scalar.value))>" }
      return nil
    }
  }

  /// At most `limit` characters, ending in "…" when cut: how messages quote what a person typed
  /// or a file held, so a 100 MB line is not echoed whole.
  public func bounded(to limit: Int = 80) -> String {
    // A short text (in bytes) cannot have too many characters; counting them is the costly part.
    guard utf8.count > limit, count > limit else { return self }
    return String(prefix(limit - 1)) + "…"
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}
