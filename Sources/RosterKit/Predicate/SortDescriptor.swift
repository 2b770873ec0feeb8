/// One key of an ordering: a key path and a direction.
public struct SortDescriptor: Sendable, Equatable {
  public let keyPath: Predicate.KeyPath
  public let ascending: Bool

  /// A key written in code (`"team.name"`).
  public init(_ key: String, ascending: Bool = true) {
    self.keyPath = Predicate.KeyPath(key)
    self.ascending = ascending
  }

  public init(keyPath: Predicate.KeyPath, ascending: Bool) {
    self.keyPath = keyPath
    self.ascending = ascending
  }

  /// Parses `age desc, name` (keys with optional `asc`/`desc`, separated by commas).
  public static func parse(_ text: String) throws -> [SortDescriptor] {
    var descriptors: [SortDescriptor] = []
    var offset = 0
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      defer { offset += part.count + 1 }
      let location = { (range: Range<Int>) in SourceLocation(source: text, range: range) }
      let words = Self.words(String(part), offset: offset)
      guard let first = words.first else {
        throw PredicateError("expected a key to sort by, such as age", at: location(offset..<offset + 1))
      }
      var ascending = true
      if words.count > 1 {
        switch words[1].text.lowercased() {
        case "asc", "ascending": ascending = true
        case "desc", "descending": ascending = false
        default:
          throw PredicateError(
            "expected asc or desc after '\(first.text)', found '\(words[1].text)'",
            at: location(words[1].range))
        }
      }
      if words.count > 2 {
        throw PredicateError("expected ',' before '\(words[2].text)'", at: location(words[2].range))
      }
      let keyPath = try Predicate.KeyPath(parsing: first.text, in: text, at: first.range.lowerBound)
      descriptors.append(SortDescriptor(keyPath: keyPath, ascending: ascending))
    }
    return descriptors
  }

  private static func words(_ text: String, offset: Int) -> [(text: String, range: Range<Int>)] {
    var result: [(String, Range<Int>)] = []
    var current = ""
    var start = 0
    for (index, character) in text.enumerated() {
      if character.isWhitespace {
        if !current.isEmpty { result.append((current, offset + start..<offset + index)) }
        current = ""
      } else {
        if current.isEmpty { start = index }
        current.append(character)
      }
    }
    if !current.isEmpty { result.append((current, offset + start..<offset + text.count)) }
    return result
  }
}
