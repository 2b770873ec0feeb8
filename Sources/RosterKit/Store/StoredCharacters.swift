/// The characters the rules on stored text name, as ranges of code points: what the databases'
/// checks (`SQLDialect.valueCheck`) write into character classes, the same sets Swift's
/// validation reads (`String.refusedScalar`, `trimmedSpaces`, `Character.isWhitespace`).
/// `StoredCharactersTests` holds each set to the property it stands for, scalar by scalar.
public enum StoredCharacters {
  /// Control characters and the invisible or direction-changing ones (`Unicode.Scalar.isControl`,
  /// `isInvisibleFormat`), but NUL (which no stored text holds) and the tag characters an emoji
  /// flag may use (U+E0020–U+E007F: a check cannot tell a flag's from others; Roster's own
  /// validation and `check` do).
  public static let refused: [ClosedRange<UInt32>] = [
    0x01...0x1F, 0x7F...0x9F, 0xAD...0xAD, 0x61C...0x61C, 0x180E...0x180E, 0x200B...0x200B,
    0x200E...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x3164...0x3164, 0xFEFF...0xFEFF,
    0xFFA0...0xFFA0, 0xFFF9...0xFFFB, 0x1D173...0x1D17A, 0xE0000...0xE001F,
  ]

  /// The space separators (Unicode category Zs), which a stored value never starts or ends with:
  /// validation trims them.
  public static let spaces: [ClosedRange<UInt32>] = [
    0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x202F...0x202F, 0x205F...0x205F,
    0x3000...0x3000,
  ]

  /// White space (the Unicode property White_Space), which an email address never holds.
  public static let whitespace: [ClosedRange<UInt32>] = [
    0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
    0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
  ]

  /// The separators an email address never holds, beside white space.
  public static let emailSeparators = ",;<>"
}
