/// Searches for an ASCII word in any text, ignoring ASCII case, byte by byte: what Foundation's
/// caseless `range(of:options:)` does for such a word, without the half a millisecond its first
/// use costs a one-shot command's start.
enum ASCIIText {
  /// The UTF-8 offset just after the first occurrence of `word` (ASCII) in `text`, either in any
  /// case; nil when there is none.
  static func end(of word: String, inCaseless text: String) -> Int? {
    let needle = Array(word.utf8).map(lowered)
    guard !needle.isEmpty else { return 0 }
    let bytes = Array(text.utf8)
    guard bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count)
    where needle.indices.allSatisfy({ lowered(bytes[start + $0]) == needle[$0] }) {
      return start + needle.count
    }
    return nil
  }

  /// Whether `text` holds `word` (ASCII), either in any case.
  static func contains(_ word: String, caseless text: String) -> Bool {
    end(of: word, inCaseless: text) != nil
  }

  private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}
