extension Unicode.Scalar {
  /// Whether the scalar is a control character (Unicode category Cc: U+0000–U+001F, U+007F and
  /// U+0080–U+009F): a terminal acts on these instead of showing them.
  public var isControl: Bool { value < 0x20 || (value >= 0x7F && value <= 0x9F) }

  /// Whether the scalar shows nothing yet changes how the text around it reads: the bidi
  /// embeddings, overrides, isolates and marks (which can make `gpj.exe` read `exe.jpg`), zero-width
  /// spaces and invisible operators, the byte-order mark, the line and paragraph separators, the
  /// soft hyphen, Hangul fillers, musical formatting marks and tag characters (those are allowed
  /// only inside an emoji flag: see `InvisibleScan`). ZWNJ and ZWJ (U+200C, U+200D) and variation
  /// selectors are not among them: Persian and Indic names and emoji sequences need them.
  ///
  /// One list for both uses: validation refuses these in names, and output shows them as `<U+…>`.
  public var isInvisibleFormat: Bool {
    switch value {
    case 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x3164,
      0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0x1D173...0x1D17A, 0xE0000...0xE007F:
      return true
    default:
      return false
    }
  }
}

/// Walks text scalar by scalar, telling the control and invisible characters: tag characters
/// right after U+1F3F4 WAVING BLACK FLAG spell a flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿, Scotland) and are allowed there.
public struct InvisibleScan {
  private var inFlag = false

  public init() {}

  /// Whether `scalar`, coming next, is a control or an invisible character.
  public mutating func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1F3F4:
      inFlag = true
      return false
    case 0xE0020...0xE007E where inFlag: return false
    case 0xE007F where inFlag:
      inFlag = false
      return false
    default:
      inFlag = false
      return scalar.isControl || scalar.isInvisibleFormat
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
    var scan = InvisibleScan()
    return escapingScalars { scalar in
      guard scan.isHidden(scalar) else { return nil }
      if scalar == "\n" && keepingLineBreaks { return nil }
      if scalar.value < 0x20 { return "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40)) }
      if scalar.value == 0x7F { return "^?" }
      return "<U+\(Self.hex(scalar.value))>"
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
