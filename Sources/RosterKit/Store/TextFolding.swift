import Foundation
import Synchronization

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
  ///
  /// Each scalar is folded on its own — ASCII by arithmetic, others through Foundation once and
  /// then from a cache; a combining accent is a scalar of its own and vanishes under
  /// `.diacriticInsensitive`; what keeps combining marks is composed (NFC) so that "é" written
  /// either way folds alike. Folding scalar by scalar is what makes a million names fold in well
  /// under a second.
  public static func fold(_ text: String, _ options: Options = .all) -> String {
    if options.isEmpty { return text }
    // Most names are ASCII: fold those without any Unicode machinery.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard options.contains(.caseInsensitive), text.utf8.contains(where: { $0 >= 65 && $0 <= 90 }) else {
        return text
      }
      return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
        for (index, byte) in text.utf8.enumerated() {
          buffer[index] = byte >= 65 && byte <= 90 ? byte + 32 : byte
        }
        return text.utf8.count
      }
    }
    var result = String.UnicodeScalarView()
    var combining = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = scalar.value
        let lower = options.contains(.caseInsensitive) && value >= 65 && value <= 90 ? value + 32 : value
        result.append(Unicode.Scalar(lower)!)
      } else {
        let folded = folded(scalar, options)
        combining =
          combining
          || folded.unicodeScalars.contains { $0.properties.canonicalCombiningClass != .notReordered }
        result.append(contentsOf: folded.unicodeScalars)
      }
    }
    return combining ? String(result).precomposedStringWithCanonicalMapping : String(result)
  }

  private static let cache = Mutex<[Options: [Unicode.Scalar: String]]>([:])

  /// One non-ASCII scalar folded: a combining accent vanishes under `.diacriticInsensitive`.
  private static func folded(_ scalar: Unicode.Scalar, _ options: Options) -> String {
    if let known = cache.withLock({ $0[options]?[scalar] }) { return known }
    if options.contains(.diacriticInsensitive), scalar.properties.generalCategory == .nonspacingMark,
      scalar.properties.canonicalCombiningClass != .notReordered
    {
      cache.withLock { $0[options, default: [:]][scalar] = "" }
      return ""
    }
    var foundationOptions: String.CompareOptions = []
    if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { foundationOptions.insert(.diacriticInsensitive) }
    var text = String(scalar).folding(options: foundationOptions, locale: nil)
    // Folding leaves some letters that people read as accented forms of Latin ones.
    if options.contains(.diacriticInsensitive) {
      text = text.unicodeScalars.map { extraLatin[$0] ?? String($0) }.joined()
    }
    if options.contains(.caseInsensitive) { text = text.lowercased() }
    cache.withLock { $0[options, default: [:]][scalar] = text }
    return text
  }

  private static let extraLatin: [Unicode.Scalar: String] = [
    "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D",
    "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ı": "i",
  ]
}
