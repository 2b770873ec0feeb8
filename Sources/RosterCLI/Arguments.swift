import RosterKit

/// A command's words once its options are taken out, as its syntax reads them (`SyntaxReader`):
/// names of several words, `key=value` settings, and `where`/`sort`/`to` clauses. Only the
/// syntax reads words; a command is given what they said (`CommandInput`).
public struct Arguments {
  public private(set) var words: [Argument]
  /// The command's usage line, written when a sentence needs it.
  var usage: String { makeUsage() }
  private let makeUsage: @Sendable () -> String

  public init(_ words: [Argument], usage: String) {
    self.init(words, usageLine: usage)
  }

  init(_ words: [Argument], usageLine: @autoclosure @escaping @Sendable () -> String) {
    self.words = words
    makeUsage = usageLine
  }

  public var isEmpty: Bool { words.isEmpty }

  func usageError(_ message: String) -> UsageError { UsageError(message, usage: usage) }

  /// The words a command reads as its own when unquoted (`players where …`, `sort`, `move … to`).
  static let keywords: Set<String> = ["where", "sort", "to"]

  /// Whether `word` is the unquoted keyword `keyword`.
  static func isKeyword(_ word: Argument, _ keyword: String) -> Bool {
    !word.isQuoted && word.value.lowercased() == keyword
  }

  /// Whether `word` looks like `key=value` (quotes anywhere in it, as in `team="Red Sox"`); a
  /// key may name a named value, `ids.usahockey=…` (`Model.namedValue`).
  static func isSetting(_ word: Argument) -> Bool {
    guard let equals = word.value.firstIndex(of: "=") else { return false }
    let key = word.value[..<equals].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    return !key[0].isEmpty && key[0].allSatisfy { $0.isLetter || $0 == "_" }
      && (key.count == 1 || (!key[1].isEmpty && key[1].allSatisfy { $0.isLetter || $0.isNumber }))
  }

  /// Takes the leading words up to a setting or one of `keywords`, joined by spaces: a name
  /// typed with or without quotes (`add team Boston Red Sox`). Settings before the name stay for
  /// the command to take, in whatever order they were typed (`rm player team=RIV-U8 "Ava Lewis"`
  /// is `rm player "Ava Lewis" team=RIV-U8`); a word that looks like one is the name only when no
  /// other word could be (`add team x=y`). An option the command did not take is an error, not
  /// part of the name (`--` before a name that starts with `-`).
  mutating func takeName(until keywords: [String] = []) throws -> String? {
    let parts = try takeNameWords(until: keywords).map(\.value)
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The words `takeName` joins, each with where it stood.
  mutating func takeNameWords(until keywords: [String] = [], orASetting: Bool = true) throws -> [Argument] {
    var start = words.startIndex
    while start < words.endIndex, Self.isTypedSetting(words[start]) { start += 1 }
    if start == words.endIndex || keywords.contains(where: { Self.isKeyword(words[start], $0) }) {
      guard orASetting else { return [] }
      start = words.startIndex
    }
    var parts: [Argument] = []
    while start < words.endIndex {
      let word = words[start]
      if !parts.isEmpty && Self.isSetting(word) { break }
      if keywords.contains(where: { Self.isKeyword(word, $0) }) { break }
      if word.isOption { throw unknownOption(word) }
      parts.append(word)
      words.remove(at: start)
    }
    // An empty name is none (`add team ""`), as before words kept where they stood.
    return parts.map(\.value).joined(separator: " ").isEmpty ? [] : parts
  }

  /// Whether `word` is a setting as typed: `team=RIV-U8` or `team="Red Sox"`, not `"a=b"`
  /// quoted whole (a name with an equals sign).
  static func isTypedSetting(_ word: Argument) -> Bool {
    guard isSetting(word), let equals = word.value.firstIndex(of: "=") else { return false }
    return !word.isQuoted || word.raw.hasPrefix(word.value[...equals])
  }

  /// Takes the next word alone, quoted or not (a role, one team of several: `"Harbor Hawks" LYN`).
  mutating func takeWord() throws -> String? { try takeArgument()?.value }

  /// The word `takeWord` takes, with where it stood.
  mutating func takeArgument() throws -> Argument? {
    guard let word = words.first else { return nil }
    if word.isOption { throw unknownOption(word) }
    words.removeFirst()
    return word
  }

  /// Takes the next word when it is `keyword` (any case, not quoted): `league set …`.
  mutating func takeKeyword(_ keyword: String) -> Bool {
    guard let word = words.first, Self.isKeyword(word, keyword) else { return false }
    words.removeFirst()
    return true
  }

  /// Takes a name that must be there, or fails with `what` is missing.
  mutating func requireName(_ what: String, until keywords: [String] = []) throws -> String {
    guard let name = try takeName(until: keywords) else { throw usageError("missing \(what)") }
    return name
  }

  func unknownOption(_ word: Argument) -> UsageError {
    usageError("unknown option \(word.quotedWhere); put -- before a name that starts with '-'")
  }

  /// Takes every `key=value` word, in order; anything else left over is an error.
  mutating func takeSettings() throws -> [(key: String, value: String)] {
    var settings: [(String, String)] = []
    for word in words {
      if word.isOption { throw unknownOption(word) }
      guard Self.isSetting(word), let equals = word.value.firstIndex(of: "=") else {
        throw usageError("expected key=value, found \(word.quotedWhere)")
      }
      settings.append(
        (String(word.value[..<equals]).lowercased(), String(word.value[word.value.index(after: equals)...])))
    }
    words = []
    return settings
  }

  /// Takes the `key=value` words of a bulk change (`set players where age > 30 position=C`):
  /// those before `where`, except the keys in `scope` (`team=`, which says whose), and the run of
  /// them at the end of the condition, as long a run as leaves a condition `parses` accepts
  /// (`where position=P number=1` compares the position and sets the number).
  mutating func takeSettings(aroundCondition scope: Set<String>, parses: (String) -> Bool) throws -> [(
    key: String, value: String
  )] {
    guard let start = words.firstIndex(where: { Self.isKeyword($0, "where") }) else { return [] }
    let before = words[..<start].indices.filter { index in
      let word = words[index]
      guard Self.isSetting(word), let equals = word.value.firstIndex(of: "=") else { return false }
      return !scope.contains(word.value[..<equals].lowercased())
    }
    let condition = Array(words[(start + 1)...])
    let run = condition.reversed().prefix { Self.isSetting($0) && !$0.isOption }.count
    var taken = 0
    for count in stride(from: run, through: 1, by: -1) where count < condition.count {
      if let text = Self.clauseText(Array(condition.dropLast(count))), parses(text) {
        taken = count
        break
      }
    }
    let trailing = Array(words.indices.suffix(taken))
    let usage = makeUsage
    var settings = Arguments(before.map { words[$0] } + trailing.map { words[$0] }, usageLine: usage())
    let result = try settings.takeSettings()
    for index in (before + trailing).sorted(by: >) { words.remove(at: index) }
    return result
  }

  /// Takes `to NAME` at the end (the last unquoted `to`): where a move puts what it moves
  /// (`they`: several, for a bulk move).
  mutating func takeDestination(_ they: String = "it") throws -> String {
    guard let to = words.lastIndex(where: { Self.isKeyword($0, "to") }) else {
      throw usageError("missing 'to …': say where \(they) go\(they == "it" ? "es" : "")")
    }
    let name = words[(to + 1)...].map(\.value).joined(separator: " ")
    guard !name.isEmpty else { throw usageError("missing the destination after 'to'") }
    words.removeSubrange(to...)
    return name
  }

  /// Removes and returns the value of `key=` (the first one), if present.
  mutating func takeSetting(_ key: String) -> String? {
    guard
      let index = words.firstIndex(where: { Self.isSetting($0) && $0.value.lowercased().hasPrefix(key + "=") }
      )
    else {
      return nil
    }
    let word = words.remove(at: index)
    return String(word.value.dropFirst(key.count + 1))
  }

  /// Splits off `where PRED` and `sort KEYS` clauses (in either order) at the end.
  mutating func takeClauses() throws -> (predicate: String?, sort: String?) {
    var predicate: String?
    var sort: String?
    guard let start = words.firstIndex(where: { Self.isKeyword($0, "where") || Self.isKeyword($0, "sort") })
    else {
      return (nil, nil)
    }
    var clauses: [(keyword: String, words: [Argument])] = []
    for word in words[start...] {
      if Self.isKeyword(word, "where") || Self.isKeyword(word, "sort") {
        clauses.append((word.value.lowercased(), []))
      } else {
        clauses[clauses.count - 1].words.append(word)
      }
    }
    words.removeSubrange(start...)
    for clause in clauses {
      let text = Self.clauseText(clause.words)
      if clause.keyword == "where" {
        guard predicate == nil else {
          throw usageError("'where' appears twice; join the conditions with AND")
        }
        guard let text else { throw usageError("'where' needs a condition, such as: where 'age < 30'") }
        predicate = text
      } else {
        guard sort == nil else {
          throw usageError("'sort' appears twice; list the keys after one 'sort', separated by commas")
        }
        guard let text else { throw usageError("'sort' needs a key, such as: sort age desc") }
        sort = text
      }
    }
    return (predicate, sort)
  }

  /// A clause's source text: one quoted word stands for itself (`where 'age < 30'`); a word with
  /// quotes inside (`where position='P'`) and several words are the text as typed, their spaces
  /// too (never the words joined again), so quotes inside a predicate keep their meaning in
  /// scripts and a mistake in it is shown where it was typed.
  static func clauseText(_ words: [Argument]) -> String? {
    guard let first = words.first else { return nil }
    if words.count == 1 {
      return first.raw.first.map { "'\"".contains($0) } == false ? first.raw : first.value
    }
    return Argument.text(of: words)
  }

  /// Fails when words are left that the command did not expect.
  func finish() throws {
    if let option = words.first(where: \.isOption) { throw unknownOption(option) }
    if let word = words.first { throw usageError("unexpected \(word.quotedWhere)") }
  }
}
