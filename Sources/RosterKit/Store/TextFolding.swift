import Foundation

/// Case and diacritic folding, the one definition shared by Swift and SQL.
///
/// `[c]`, `[d]` and `[cd]` comparisons, case-insensitive uniqueness and Unicode-aware sorting all
/// fold both sides with this function, so "José", "JOSE" and "jose" meet where they should.
public enum TextFolding {
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let caseInsensitive = Options(rawValue: 1)
    public static let diacriticInsensitive = Options(rawValue: 2)
    public static let all: Options = [.caseInsensitive, .diacriticInsensitive]
  }

  /// `text` folded: lowercased for `.caseInsensitive`, accents removed for `.diacriticInsensitive`.
  public static func fold(_ text: String, _ options: Options = .all) -> String {
    if options.isEmpty { return text }
    // Most names are ASCII: fold those without Foundation's Unicode machinery.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard options.contains(.caseInsensitive) else { return text }
      return String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }
    var foundationOptions: String.CompareOptions = []
    if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { foundationOptions.insert(.diacriticInsensitive) }
    var folded = text.folding(options: foundationOptions, locale: nil)
    // Folding leaves some letters that people read as accented forms of Latin ones.
    if options.contains(.diacriticInsensitive) {
      folded = String(folded.unicodeScalars.map { Self.extraLatin[$0] ?? String($0) }.joined())
    }
    return folded.precomposedStringWithCanonicalMapping
  }

  private static let extraLatin: [Unicode.Scalar: String] = [
    "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D",
    "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ı": "i",
  ]
}
