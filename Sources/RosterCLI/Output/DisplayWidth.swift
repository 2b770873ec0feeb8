import CReadline
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// How many terminal columns text takes: CJK and emoji take two, combining marks none.
///
/// Uses glibc's `wcwidth` per Unicode scalar, grapheme cluster by grapheme cluster, so "é" written
/// as e + U+0301 is one column and a flag or a family emoji is two.
public enum DisplayWidth {
  /// wcwidth answers only in a UTF-8 locale: take the environment's, or C.UTF-8 when it has none.
  /// A static `let` runs once, thread-safely, before the first measurement (tests measure from
  /// several threads at once).
  private static let localeReady: Bool = {
    let current = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? ""
    if !current.uppercased().contains("UTF-8") && !current.uppercased().contains("UTF8") {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    return true
  }()

  /// Whether `text` is printable ASCII alone: visible as it is, a column a byte.
  static func isPrintableASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

  public static func of(_ text: String) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    _ = localeReady
    // Below U+0300 (Latin letters with their accents precomposed: "Søren Müller") there are no
    // combining marks, so each scalar is a cluster of its own and the clusters need not be found.
    if text.unicodeScalars.allSatisfy({ $0.value < 0x300 }) {
      return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(wchar_t(bitPattern: $1.value)))) }
    }
    var total = 0
    for character in text {
      total += width(of: character)
    }
    return total
  }

  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    // Emoji presentation (VS16) or a ZWJ sequence shows as one wide glyph.
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return 2 }
    // A flag is a pair of regional indicators.
    if scalars.count > 1, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) { return 2 }
    var widest = 0
    for scalar in scalars {
      // Non-printable characters (-1) take no room.
      let width = max(0, Int(wcwidth(wchar_t(bitPattern: scalar.value))))
      widest = max(widest, width)
    }
    return widest
  }

  /// `text` cut to `width` columns, ending in "…" when it was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var result = ""
    var used = 0
    for character in text {
      let next = Self.width(of: character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }
}
