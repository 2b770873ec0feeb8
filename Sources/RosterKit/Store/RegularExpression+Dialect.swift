/// One regular-expression dialect for both engines: what PCRE2 (SQLite) and PostgreSQL's
/// advanced regular expressions read alike. A pattern that PCRE2 compiles is refused here when
/// PostgreSQL lacks the construct or reads it differently, so a pattern that passes means the
/// same on both (PostgreSQL 15, section 9.7.3).
extension RegularExpression {
  /// Throws the first construct that is not portable, with its offset in Unicode scalars.
  static func checkPortable(_ pattern: String, caseInsensitive: Bool) throws(SyntaxError) {
    var scanner = PortableScanner(Array(pattern.unicodeScalars), caseInsensitive: caseInsensitive)
    try scanner.scan()
  }
}

private struct PortableScanner {
  private enum Group { case capturing, plain, lookaround }

  private let scalars: [Unicode.Scalar]
  private let caseInsensitive: Bool
  private var index = 0
  private var groups: [Group] = []
  /// What the next quantifier would apply to: nil at the start of a branch.
  private var previous: Previous? = nil

  private enum Previous { case atom, quantifier, lookaround }

  init(_ scalars: [Unicode.Scalar], caseInsensitive: Bool) {
    self.scalars = scalars
    self.caseInsensitive = caseInsensitive
  }

  private func at(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private func refuse(_ message: String, at offset: Int? = nil) -> RegularExpression.SyntaxError {
    RegularExpression.SyntaxError(message: message, offset: offset ?? index)
  }

  mutating func scan() throws(RegularExpression.SyntaxError) {
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\\":
        try escape()
        previous = .atom
      case "[":
        try characterClass()
        previous = .atom
      case "(":
        try openGroup()
        previous = nil
      case ")":
        let group = groups.popLast()
        index += 1
        previous = group == .lookaround ? .lookaround : .atom
      case "|":
        index += 1
        previous = nil
      case "*", "+", "?", "{":
        if scalar == "{" && !startsQuantifier {
          index += 1
          previous = .atom
          continue
        }
        try quantifier()
      default:
        index += 1
        previous = .atom
      }
    }
  }

  // MARK: Escapes

  private mutating func escape() throws(RegularExpression.SyntaxError) {
    let start = index
    guard let next = at(1) else {
      index += 1
      return
    }
    index += 2
    switch next {
    case "1"..."9":
      if groups.contains(.lookaround) {
        throw refuse("a back reference cannot stand inside (?=…) or (?<=…) on PostgreSQL", at: start)
      }
      if let digit = at(0), ("0"..."9").contains(digit) {
        throw refuse("back references go from \\1 to \\9", at: start)
      }
    case "0":
      throw refuse(
        "octal escapes such as \\0 read differently on PostgreSQL; write the character itself", at: start)
    case "d", "D", "s", "S", "w", "W", "n", "r", "t", "f", "e", "a", "A", "Z":
      break
    case "c":
      index += 1  // \cX, a control character, alike in both
    case "x":
      try hexEscape(start)
    case "b", "B":
      throw refuse(
        "\\\(next) is a word boundary here but not on PostgreSQL; match the characters around the word instead",
        at: start)
    case "z":
      throw refuse("MATCHES always matches the whole text; leave out \\z", at: start)
    case "p", "P":
      throw refuse(
        "Unicode properties such as \\\(next){L} are not supported on PostgreSQL; "
          + "use [[:alpha:]], [[:upper:]], [[:digit:]] or a range such as [a-z]",
        at: start)
    case "Q", "E":
      throw refuse(
        "\\Q…\\E is not supported on PostgreSQL; put a backslash before each special character", at: start)
    case "k", "g":
      throw refuse("named and relative back references are not supported; use \\1 to \\9", at: start)
    default:
      if next.properties.isAlphabetic || ("0"..."9").contains(next) {
        throw refuse(
          "'\\\(next)' means something else, or nothing, on PostgreSQL; write what it stands for with [ ] instead",
          at: start)
      }
    }
  }

  /// `\xHH`: PCRE2 reads at most two hexadecimal digits, PostgreSQL all that follow.
  private mutating func hexEscape(_ start: Int) throws(RegularExpression.SyntaxError) {
    let isHex = { (scalar: Unicode.Scalar?) in scalar.map { $0.properties.isASCIIHexDigit } ?? false }
    guard isHex(at(0)) else {
      throw refuse("write the character itself rather than \\x", at: start)
    }
    index += isHex(at(1)) ? 2 : 1
    if isHex(at(0)) {
      throw refuse(
        "\\x followed by more than two hexadecimal digits reads differently on PostgreSQL", at: start)
    }
  }

  // MARK: Character classes

  private mutating func characterClass() throws(RegularExpression.SyntaxError) {
    index += 1
    if at(0) == "^" { index += 1 }
    if at(0) == "]" { index += 1 }
    while let scalar = at(0), scalar != "]" {
      if scalar == "\\", let next = at(1) {
        if "DSW".unicodeScalars.contains(next) {
          throw refuse(
            "\\\(next) cannot stand inside [ ] on PostgreSQL; write [^…] around \\\(Character(next).lowercased())"
          )
        }
        if next.properties.isAlphabetic && !"dswntrfe".unicodeScalars.contains(next)
          || ("0"..."9").contains(next)
        {
          throw refuse(
            "'\\\(next)' inside [ ] reads differently on PostgreSQL; write the characters themselves")
        }
        index += 2
        continue
      }
      if scalar == "[", at(1) == ":" {
        let start = index
        index += 2
        var name = ""
        while let letter = at(0), letter != ":" {
          name.unicodeScalars.append(letter)
          index += 1
        }
        index += 2
        if caseInsensitive && (name == "upper" || name == "lower") {
          throw refuse(
            "[[:\(name):]] with [c] means letters of either case on PostgreSQL but not here; "
              + "use [[:alpha:]] or leave out [c]",
            at: start)
        }
        continue
      }
      index += 1
    }
    index += 1
  }

  // MARK: Groups

  private mutating func openGroup() throws(RegularExpression.SyntaxError) {
    let start = index
    if at(1) == "*" {
      throw refuse("verbs such as (*FAIL) are not supported on PostgreSQL", at: start)
    }
    guard at(1) == "?" else {
      if groups.contains(.lookaround) {
        throw refuse("groups inside (?=…) do not capture on PostgreSQL; write (?:…)", at: start)
      }
      groups.append(.capturing)
      index += 1
      return
    }
    switch (at(2), at(3)) {
    case (":", _):
      groups.append(.plain)
      index += 3
    case ("=", _), ("!", _):
      groups.append(.lookaround)
      index += 3
    case ("<", "="), ("<", "!"):
      groups.append(.lookaround)
      index += 4
    case ("#", _):
      // A comment, alike in both: skip to its end.
      while let scalar = at(0), scalar != ")" { index += 1 }
      index += 1
      return
    case (">", _):
      throw refuse("atomic groups (?>…) are not supported on PostgreSQL; write (?:…)", at: start)
    case ("<", _), ("P", _), ("'", _):
      throw refuse(
        "named groups are not supported on PostgreSQL; write (…) and refer to it as \\1", at: start)
    case ("|", _):
      throw refuse("(?|…) is not supported on PostgreSQL; write (?:…)", at: start)
    case ("(", _):
      throw refuse("conditional groups (?(…)…) are not supported on PostgreSQL", at: start)
    case (let letter?, _) where "imnsxJU-^".unicodeScalars.contains(letter):
      throw refuse(
        "inline options such as (?i) are not supported; write MATCHES[c] for a match that ignores case",
        at: start)
    case (let letter?, _) where letter.properties.isAlphabetic:
      throw refuse("'(?\(letter)' is not supported on PostgreSQL", at: start)
    default:
      throw refuse("recursion and subroutine calls such as (?1) are not supported on PostgreSQL", at: start)
    }
  }

  // MARK: Quantifiers

  /// `{` starts a quantifier only as `{n}`, `{n,}` or `{n,m}`; PostgreSQL refuses a `{` and a
  /// digit that do not make one, where PCRE2 takes them as text.
  private var startsQuantifier: Bool {
    guard let digit = at(1), ("0"..."9").contains(digit) else { return false }
    return true
  }

  private mutating func quantifier() throws(RegularExpression.SyntaxError) {
    let start = index
    switch previous {
    case .quantifier:
      throw refuse(
        "a quantifier cannot follow another here; put the first in a group: (?:a{2}){3}", at: start)
    case .lookaround:
      throw refuse("a lookaround such as (?=…) cannot be repeated on PostgreSQL", at: start)
    case .atom, nil: break
    }
    if scalars[index] == "{" {
      index += 1
      let low = digits()
      var high = low
      if at(0) == "," {
        index += 1
        high = at(0) == "}" ? nil : digits()
      }
      guard at(0) == "}", let low else {
        throw refuse("'{' begins a count such as {2,5}; write \\{ for the character itself", at: start)
      }
      index += 1
      if low > Self.maximumCount || (high ?? 0) > Self.maximumCount {
        throw refuse("a count in { } can be at most \(Self.maximumCount) on PostgreSQL", at: start)
      }
    } else {
      index += 1
    }
    if at(0) == "+" {
      throw refuse(
        "possessive quantifiers such as *+ are not supported on PostgreSQL; leave out the +", at: start)
    }
    if at(0) == "?" { index += 1 }
    previous = .quantifier
  }

  private mutating func digits() -> Int? {
    var value: Int?
    while let digit = at(0), ("0"..."9").contains(digit) {
      value = min((value ?? 0) * 10 + Int(digit.value - 48), 100_000)
      index += 1
    }
    return value
  }

  /// PostgreSQL's RE_DUP_MAX.
  static let maximumCount = 255
}
