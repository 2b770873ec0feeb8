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
  /// Each scalar is folded on its own — ASCII by arithmetic, others by the table of Foundation's
  /// foldings once and then from a cache; a combining accent is a scalar of its own and vanishes under
  /// `.diacriticInsensitive`; what keeps combining marks is composed (NFC) so that "é" written
  /// either way folds alike. Folding scalar by scalar is what makes a million names fold in well
  /// under a second.
  public static func fold(_ text: String, _ options: Options = .all) -> String {
    if options.isEmpty { return text }
    if options == .all, let folded = foldLatin(text) { return folded }
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
    // Composed (NFC) by the standard library: Foundation's composed a scalar past U+FFFF with
    // the accent after it as if it were the letter of its low 16 bits (U+10041 and an acute
    // accent became Á).
    return combining ? String(decoding: result._nfcCodeUnits, as: UTF8.self) : result
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

  /// `text` folded under `.all` when each of its scalars is ASCII or in `latin`; nil otherwise.
  /// Straight from its UTF-8 bytes to the folded ones: names, with accents (José, Müller,
  /// Łukasz) or without, fold without the cache's lock and a lookup a scalar, nor the UTF-8
  /// view's iterator (an import folds a million).
  private static func foldLatin(_ text: String) -> String? {
    let folded = text.utf8.withContiguousStorageIfAvailable { source -> String? in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count * latinGrowth) {
        target -> String? in
        foldLatin(source, into: target).map {
          String(decoding: UnsafeBufferPointer(rebasing: target[..<$0]), as: UTF8.self)
        }
      }
    }
    return folded ?? nil
  }

  /// The text whose UTF-8 is `utf8`, folded under `.all` as `fold` folds it, appended to `packed`
  /// as its next value: from the bytes to the bytes in place when the text is ASCII or in
  /// `latin` (a million guardians' names fold so for `duplicates guardians` without a String
  /// each), else by `fold`.
  static func fold(utf8 source: UnsafeBufferPointer<UInt8>, appendingTo packed: PackedBytes) {
    guard !packed.append(atMost: source.count * latinGrowth, { foldLatin(source, into: $0) }) else { return }
    var folded = fold(String(decoding: source, as: UTF8.self))
    folded.withUTF8 { packed.append($0) }
  }

  /// How many bytes a byte of text may fold to at most in `foldLatin`: a 2-byte scalar folds to
  /// at most 7 bytes (`latin`), so 4 bytes a byte are room enough.
  private static let latinGrowth = 4

  /// The UTF-8 `source` folded under `.all` into `target` (room for `latinGrowth` bytes a byte),
  /// and how many bytes it took, when each of its scalars is ASCII or in `latin`; nil otherwise.
  private static func foldLatin(
    _ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>
  )
    -> Int?
  {
    let latin = self.latin  // read once: each read of a global checks that it is made
    var (read, written) = (0, 0)
    while read < source.count {
      let lead = source[read]
      if lead < 0x80 {
        target[written] = lead >= 65 && lead <= 90 ? lead + 32 : lead
        (read, written) = (read + 1, written + 1)
        continue
      }
      guard lead >= 0xC2, lead <= 0xC9, read + 1 < source.count, source[read + 1] & 0xC0 == 0x80 else {
        return nil
      }
      let scalar = Int(lead & 0x1F) << 6 | Int(source[read + 1] & 0x3F)
      guard scalar < 0x80 + latin.count, case let packed = latin[scalar - 0x80], packed >> 63 == 1 else {
        return nil
      }
      for offset in 0..<Int(packed >> 56 & 0x7) {
        target[written] = UInt8(truncatingIfNeeded: packed >> (8 * offset))
        written += 1
      }
      read += 2
    }
    return written
  }

  /// The folding under `.all` of `value`, one of U+0080–U+024F (Latin-1, Latin Extended-A and
  /// -B: the accented letters of most names), as its UTF-8 bytes (at most 7, the first in the
  /// lowest byte), their count in bits 56–58 and bit 63 set; 0 for a scalar whose folding is
  /// longer or holds a combining mark (the general folding takes a text with it). `latin` is
  /// these, frozen: made at start, they cost every command that folds a name 12M instructions
  /// (a third of `roster players TEAM`); a test checks the frozen ones against this.
  static func latinFolding(_ value: Int) -> UInt64 {
    let folded = Folded(folding(Unicode.Scalar(UInt32(value))!, .all))
    guard folded.bytes.count <= 7, !folded.combines else { return 0 }
    var packed = 1 << 63 | UInt64(folded.bytes.count) << 56
    for (offset, byte) in folded.bytes.enumerated() { packed |= UInt64(byte) << (8 * offset) }
    return packed
  }

  /// Foldings met so far, by the options' bits and the scalar.
  private static let cache = Mutex<[UInt64: Folded]>([:])

  /// One non-ASCII scalar folded: a combining accent vanishes under `.diacriticInsensitive`;
  /// the rest fold as Foundation's `folding(options:locale:)` folded them (with the Latin
  /// letters people read as accented ones: ø, ł, ß, æ…), from the table made from it.
  static func folding(_ scalar: Unicode.Scalar, _ options: Options) -> String {
    let byCase = options.contains(.caseInsensitive)
    let byDiacritic = options.contains(.diacriticInsensitive)
    if byDiacritic, scalar.properties.generalCategory == .nonspacingMark,
      scalar.properties.canonicalCombiningClass != .notReordered
    {
      return ""
    }
    func listed(_ kind: UInt64) -> String? { table[kind << 32 | UInt64(scalar.value)] }
    switch (byCase, byDiacritic) {
    case (true, false): return listed(1) ?? String(scalar).lowercased()
    case (false, true): return listed(2) ?? String(scalar)
    default: return listed(3) ?? (listed(2) ?? String(scalar)).lowercased()
    }
  }

  /// `foldings` by kind (1 case, 2 diacritics, 3 both) and scalar, read once.
  private static let table: [UInt64: String] = {
    var table: [UInt64: String] = [:]
    for line in foldings.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count >= 2, let scalar = UInt64(fields[1], radix: 16) else { continue }
      let kind: UInt64 = fields[0] == "c" ? 1 : fields[0] == "d" ? 2 : 3
      var folded = ""
      for field in fields.dropFirst(2) {
        if let value = UInt32(field, radix: 16), let part = Unicode.Scalar(value) {
          folded.unicodeScalars.append(part)
        }
      }
      table[kind << 32 | scalar] = folded
    }
    return table
  }()
}
