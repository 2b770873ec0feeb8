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
    // Other text as UTF-8 bytes, each non-ASCII scalar's folding from the cache (one lock a
    // text, not a scalar; whether it combines known from when it was first folded).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var combining = false
    cache.withLock { cache in
      for scalar in text.unicodeScalars {
        if scalar.isASCII {
          let byte = UInt8(scalar.value)
          bytes.append(options.contains(.caseInsensitive) && byte >= 65 && byte <= 90 ? byte + 32 : byte)
          continue
        }
        let key = UInt64(options.rawValue) << 32 | UInt64(scalar.value)
        let folded: Folded
        if let known = cache[key] {
          folded = known
        } else {
          folded = Folded(folding(scalar, options))
          cache[key] = folded
        }
        bytes.append(contentsOf: folded.bytes)
        combining = combining || folded.combines
      }
    }
    let result = String(decoding: bytes, as: UTF8.self)
    return combining ? result.precomposedStringWithCanonicalMapping : result
  }

  /// A scalar folded, as UTF-8, and whether it holds a combining mark (then the text it is in
  /// is composed again).
  private struct Folded {
    let bytes: [UInt8]
    let combines: Bool
    init(_ text: String) {
      bytes = Array(text.utf8)
      combines = text.unicodeScalars.contains { $0.properties.canonicalCombiningClass != .notReordered }
    }
  }

  /// Foldings met so far, by the options' bits and the scalar.
  private static let cache = Mutex<[UInt64: Folded]>([:])

  /// One non-ASCII scalar folded: a combining accent vanishes under `.diacriticInsensitive`.
  private static func folding(_ scalar: Unicode.Scalar, _ options: Options) -> String {
    if options.contains(.diacriticInsensitive), scalar.properties.generalCategory == .nonspacingMark,
      scalar.properties.canonicalCombiningClass != .notReordered
    {
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
    return text
  }

  private static let extraLatin: [Unicode.Scalar: String] = [
    "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D",
    "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ı": "i",
  ]
}
