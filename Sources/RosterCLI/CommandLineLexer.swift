/// One word of a command: its value with quotes and escapes removed, and where it stood.
public struct Argument: Equatable, Sendable {
  public let value: String
  /// The word as typed, quotes included (for a predicate, whose own quotes matter).
  public let raw: String
  /// Whether any part of the word was quoted: a quoted `where` is a name, not a keyword.
  public let isQuoted: Bool

  public init(_ value: String, raw: String? = nil, isQuoted: Bool = false) {
    self.value = value
    self.raw = raw ?? value
    self.isQuoted = isQuoted
  }
}

/// Splits a script or REPL line into words the way a POSIX shell does: whitespace separates,
/// single quotes keep everything, double quotes keep everything but `\"` and `\\`, a backslash
/// outside quotes escapes the next character, and `#` at the start of a word begins a comment.
public enum CommandLineLexer {
  public enum Failure: Error, Equatable {
    /// The line ends inside a quote opened at this 1-based column.
    case unterminatedQuote(Character, column: Int)
  }

  public static func split(_ line: String) throws -> [Argument] {
    var words: [Argument] = []
    var value = ""
    var raw = ""
    var inWord = false
    var quoted = false
    var quote: (character: Character, column: Int)?
    var escaped = false
    for (offset, character) in line.enumerated() {
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
        if inWord { words.append(Argument(value, raw: raw, isQuoted: quoted)) }
        value = ""
        raw = ""
        inWord = false
        quoted = false
      case "#" where !inWord:
        return words
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
    if inWord { words.append(Argument(value, raw: raw, isQuoted: quoted)) }
    return words
  }
}
