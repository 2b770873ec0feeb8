import RosterKit

/// A REPL line as the history file keeps it: the password of a URL typed on it
/// (`migrate --from postgresql://ann:secret@host/league --to copy.sqlite`) left out, every other
/// word as typed.
enum HistoryLine {
  static func withoutPasswords(_ line: String) -> String {
    guard ASCIIText.contains("postgres", caseless: line) else { return line }
    return words(of: line).map { piece in
      guard piece.isWord else { return String(piece.text) }
      // The word's value, its quotes and escapes removed; a comment's words are kept as typed.
      let value = (try? CommandLineLexer.split(String(piece.text)))?.first?.value ?? String(piece.text)
      let hidden = League.hidingPasswords(inText: value)
      return hidden == value ? String(piece.text) : quotedForLine(hidden)
    }.joined()
  }

  /// The line cut into words and the blanks between them, quotes and backslashes respected as
  /// `CommandLineLexer` reads them, so that joined they give the line back.
  static func words(of line: String) -> [(text: Substring, isWord: Bool)] {
    var pieces: [(text: Substring, isWord: Bool)] = []
    var start = line.startIndex
    var inWord = false
    var quote: Character?
    var escaped = false
    for index in line.indices {
      let character = line[index]
      if escaped {
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        }
        continue
      }
      let blank = character == " " || character == "\t"
      if blank == inWord {
        if index > start { pieces.append((line[start..<index], inWord)) }
        start = index
        inWord = !blank
      }
      if character == "\"" || character == "'" { quote = character }
      if character == "\\" { escaped = true }
    }
    if start < line.endIndex { pieces.append((line[start...], inWord)) }
    return pieces
  }

  /// `text` as one word of a command line: as it is when nothing in it needs quoting, else in
  /// single quotes.
  static func quotedForLine(_ text: String) -> String {
    let special = text.contains { $0.isWhitespace || "\"'\\".contains($0) } || text.hasPrefix("#")
    guard special else { return text }
    return "'" + text.replacingLiterally("'", with: "'\\''") + "'"
  }
}
