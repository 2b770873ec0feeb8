/// One word of a command: its value with quotes and escapes removed, and where it stood.
public struct Argument: Equatable, Sendable {
  public let value: String
  /// The word as typed, quotes included (for a predicate, whose own quotes matter).
  public let raw: String
  /// Whether any part of the word was quoted: a quoted `where` is a name, not a keyword.
  public let isQuoted: Bool
  /// The blanks typed before it, so that a run of words reads back as the text it was typed as
  /// (a predicate after `where` is that text, not its words joined again). One space for a word
  /// of roster's own command line, which the shell split.
  public internal(set) var leading = " "
  /// Which word of its line it is, counting from 1 (on roster's command line, from the first
  /// argument): what a usage error points at. Set when the line is parsed.
  public internal(set) var position: Int?

  public init(_ value: String, raw: String? = nil, isQuoted: Bool = false) {
    self.value = value
    self.raw = raw ?? value
    self.isQuoted = isQuoted
  }

  /// Words are equal by what was typed, wherever they stood.
  public static func == (a: Argument, b: Argument) -> Bool {
    a.value == b.value && a.raw == b.raw && a.isQuoted == b.isQuoted
  }

  /// The text `words` were typed as: each one's `raw` with the blanks between them.
  static func text(of words: some Collection<Argument>) -> String {
    var text = ""
    for (index, word) in words.enumerated() { text += (index == 0 ? "" : word.leading) + word.raw }
    return text
  }

  /// Whether the word is an option such as `-f`, `--force` or `--format=json` (not `-5`, not a
  /// quoted word, not a word after `--`).
  public var isOption: Bool {
    guard !isQuoted, value.count >= 2, value.first == "-" else { return false }
    let second = value[value.index(after: value.startIndex)]
    return second.isLetter || (second == "-" && value.count > 2)
  }

  /// The same word taken literally: never an option or a keyword (after `--`).
  var literal: Argument {
    var word = Argument(value, raw: raw, isQuoted: true)
    (word.leading, word.position) = (leading, position)
    return word
  }
}

/// Splits a script or REPL line into words the way a POSIX shell does: whitespace separates,
/// single quotes keep everything, double quotes keep everything but `\"` and `\\`, and a backslash
/// outside quotes escapes the next character. Two rules differ from a shell, for names:
///
/// - A quote opens a quoted string only where a word starts or after a character that is not a
///   letter or digit (`team="Red Sox"`, `{"P","C"}`); after a letter or digit it is an apostrophe
///   (`Shaquille O'Neal`, `5'11"`).
/// - `#` begins a comment at the start of the line, and where a word starts unless a digit
///   follows: `rm #145` names an id, `ls # the teams` has a comment.
public enum CommandLineLexer {
  public enum Failure: Error, Equatable {
    /// The line ends inside a quote opened at this 1-based column.
    case unterminatedQuote(Character, column: Int)
  }

  /// psql's backslash commands Roster has, at the start of a line: `\x` is `expanded`.
  static let backslashCommands = ["\\x": "expanded"]

  public static func split(_ line: String) throws -> [Argument] {
    let leading = line.drop { $0 == " " || $0 == "\t" }
    for (command, name) in backslashCommands where leading.hasPrefix(command) {
      let rest = leading.dropFirst(command.count)
      if rest.isEmpty || rest.first?.isWhitespace == true { return try split(name + rest) }
    }
    var words: [Argument] = []
    var value = ""
    var raw = ""
    var blanks = ""
    var inWord = false
    var quoted = false
    var quote: (character: Character, column: Int)?
    var escaped = false
    var previous: Character?
    let characters = Array(line)
    for (offset, character) in characters.enumerated() {
      defer { previous = character }
      if escaped {
        value.append(character)
        raw.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        raw.append(character)
        if character == open.character {
          quote = nil
        } else if character == "\\" && open.character == "\"" {
          escaped = true
        } else {
          value.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t", "\n", "\r":
        if inWord {
          words.append(Argument(value, raw: raw, isQuoted: quoted, leading: blanks))
          blanks = ""
        }
        blanks.append(character)
        value = ""
        raw = ""
        inWord = false
        quoted = false
      case "#" where !inWord:
        let next = offset + 1 < characters.count ? characters[offset + 1] : nil
        if words.isEmpty || !(next.map { $0.isASCII && $0.isNumber } ?? false) { return words }
        value.append(character)
        raw.append(character)
        inWord = true
      case "\"" where previous.map(Self.isWordCharacter) == true && inWord,
        "'" where previous.map(Self.isWordCharacter) == true && inWord:
        // An apostrophe or inch mark inside a word (O'Neal), not a quote.
        value.append(character)
        raw.append(character)
      case "\"", "'":
        quote = (character, offset + 1)
        raw.append(character)
        inWord = true
        quoted = true
      case "\\":
        raw.append(character)
        escaped = true
        inWord = true
      default:
        value.append(character)
        raw.append(character)
        inWord = true
      }
    }
    if let open = quote { throw Failure.unterminatedQuote(open.character, column: open.column) }
    if escaped { value.append("\\") }
    if inWord { words.append(Argument(value, raw: raw, isQuoted: quoted, leading: blanks)) }
    return words
  }

  /// Letters and digits: a quote right after one is part of the word.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}

extension Argument {
  /// A word as the lexer read it, with the blanks before it.
  fileprivate init(_ value: String, raw: String, isQuoted: Bool, leading: String) {
    self.init(value, raw: raw, isQuoted: isQuoted)
    self.leading = leading.isEmpty ? " " : leading
  }
}
