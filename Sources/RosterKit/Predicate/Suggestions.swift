/// "Did you mean …?" from edit distance.
public enum Suggestions {
  /// The candidate closest to `word` (ignoring case), when it is close enough to be a likely typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    // At most 3 edits apart: a word much longer than every candidate (a pasted megabyte) is no typo.
    let longest = candidates.map(\.count).max() ?? 0
    guard word.utf8.count <= 4 * (longest + 3) else { return nil }
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
      let distance = Self.distance(target, Array(candidate.lowercased()))
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let allowed = max(1, min(3, target.count / 3 + 1))
    return distance <= allowed ? candidate : nil
  }

  /// The candidates that have the words of `text` in them, in order and whole, with more words
  /// around them (`Red Sox` in `Boston Red Sox`), ignoring case, accents and punctuation.
  public static func withWords(of text: String, in candidates: [String]) -> [String] {
    func words(_ text: String) -> [Substring] { TextFolding.fold(text).split(whereSeparator: isSeparator) }
    let wanted = words(text)
    guard !wanted.isEmpty else { return [] }
    return candidates.filter { candidate in
      let name = words(candidate)
      return name.count > wanted.count
        && (0...(name.count - wanted.count)).contains { Array(name[$0..<($0 + wanted.count)]) == wanted }
    }
  }

  /// Whether one of the words of `text` starts with `start` (`Dodg` in Los Angeles Dodgers; not
  /// `lad` inside Philadelphia), ignoring case and accents: `start` follows the text's start or a
  /// character that is neither a letter nor a digit.
  public static func hasWord(startingWith start: String, in text: String) -> Bool {
    let start = TextFolding.fold(start)
    let text = TextFolding.fold(text)
    var previous: Character?
    var index = text.startIndex
    while index < text.endIndex {
      if previous.map(isSeparator) ?? true, text[index...].hasPrefix(start) { return true }
      previous = text[index]
      index = text.index(after: index)
    }
    return false
  }

  /// What ends a word: anything but a letter or a digit.
  private static func isSeparator(_ character: Character) -> Bool {
    !character.isLetter && !character.isNumber
  }

  /// Damerau–Levenshtein distance (with transpositions), so "agee" and "aeg" are both near "age".
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
