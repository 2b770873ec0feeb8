/// A shell's command line split into words as that shell splits it when the line runs: quotes
/// and escapes taken off (bash and zsh: `'…'`, `"…"`, `$'…'` and `\`; fish: its `'…'`, `"…"` and
/// escapes), nothing expanded. Completion reads from it the words before the cursor and, of the
/// word being typed, what has been typed so far and which quote is still open in it.
///
/// This is a shell's syntax, not the REPL's (`CommandLineLexer`): a name the shell completed as
/// `'O'\''Brien FC'` must read back as the name.
struct ShellWords {
  enum Dialect {
    /// bash and zsh.
    case posix
    case fish
  }

  /// A quote open at the end of the line.
  enum Quote: Equatable {
    case single
    case double
    /// bash's and zsh's `$'…'`, with C escapes.
    case dollar
  }

  /// The complete words, values only.
  private(set) var words: [String] = []
  /// The word the line ends in, as far as it is typed (empty after a space).
  private(set) var current = ""
  /// That word as typed, quotes and escapes included.
  private(set) var currentRaw = ""
  /// The quote open at the end of the line, if any.
  private(set) var quote: Quote?

  /// Words a shell split itself (zsh), and the word being typed.
  init(words: [String], current: String) {
    self.words = words
    self.current = current
  }

  /// Splits `line`; with `oneWord`, all of it is one word (zsh gives the word being typed apart).
  init(_ line: String, dialect: Dialect, oneWord: Bool = false) {
    let scalars = Array(line.unicodeScalars)
    var index = 0
    var inWord = false
    var value = String.UnicodeScalarView()
    var raw = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if quote == nil && !oneWord && (scalar == " " || scalar == "\t" || scalar == "\n") {
        if inWord { words.append(String(value)) }
        (inWord, value, raw) = (false, .init(), .init())
        index += 1
        continue
      }
      inWord = true
      let taken = read(scalars, at: index, dialect: dialect, into: &value)
      raw.append(contentsOf: scalars[index..<min(index + taken, scalars.count)])
      index += taken
    }
    if inWord {
      current = String(value)
      currentRaw = String(raw)
    }
  }

  /// Reads what starts at `index` in a word (a character, a quote, an escape) into `value`;
  /// how many scalars it took.
  private mutating func read(
    _ scalars: [Unicode.Scalar], at index: Int, dialect: Dialect, into value: inout String.UnicodeScalarView
  ) -> Int {
    let scalar = scalars[index]
    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
    switch (quote, scalar) {
    case (.single, "'"), (.double, "\""), (.dollar, "'"):
      quote = nil
    case (.single, "\\") where dialect == .fish && (next == "'" || next == "\\"):
      value.append(next!)
      return 2
    case (.double, "\\"):
      let escapable: String = dialect == .fish ? "\"\\$\n" : "\"\\$`\n"
      guard let next, escapable.unicodeScalars.contains(next) else {
        value.append(scalar)
        return 1
      }
      if next != "\n" { value.append(next) }
      return 2
    case (.dollar, "\\"):
      let (escaped, length) = Self.escape(scalars, at: index, dialect: .posix)
      value.append(contentsOf: escaped.unicodeScalars)
      return length
    case (.some, _):
      value.append(scalar)
    case (nil, "'"):
      quote = .single
    case (nil, "\""):
      quote = .double
    case (nil, "$") where dialect == .posix && next == "'":
      quote = .dollar
      return 2
    case (nil, "\\"):
      guard let next else { return 1 }
      if next == "\n" { return 2 }
      if dialect == .posix {
        value.append(next)
        return 2
      }
      let (escaped, length) = Self.escape(scalars, at: index, dialect: .fish)
      value.append(contentsOf: escaped.unicodeScalars)
      return length
    case (nil, _):
      value.append(scalar)
    }
    return 1
  }

  /// The escape at `index` (a backslash): what it stands for and how many scalars it takes. bash's
  /// `$'…'` and fish outside quotes read `\n`, `\t`, `\e`, `\xHH`, `\uHHHH`, `\UHHHHHHHH` alike;
  /// fish takes any other escaped character as itself, bash keeps the backslash.
  private static func escape(_ scalars: [Unicode.Scalar], at index: Int, dialect: Dialect) -> (String, Int) {
    guard index + 1 < scalars.count else { return ("\\", 1) }
    let letter = scalars[index + 1]
    let simple: [Unicode.Scalar: String] = [
      "a": "\u{07}", "b": "\u{08}", "e": "\u{1B}", "E": "\u{1B}", "f": "\u{0C}", "n": "\n", "r": "\r",
      "t": "\t", "v": "\u{0B}", "\\": "\\", "'": "'", "\"": "\"", "?": "?",
    ]
    if let text = simple[letter] { return (text, 2) }
    let digits: (radix: UInt32, most: Int)? =
      switch letter {
      case "x", "X": (16, 2)
      case "u": (16, 4)
      case "U": (16, 8)
      default: nil
      }
    if let digits {
      var code: UInt32 = 0
      var length = 0
      while length < digits.most, index + 2 + length < scalars.count,
        let digit = Character(scalars[index + 2 + length]).hexDigitValue
      {
        code = code * digits.radix + UInt32(digit)
        length += 1
      }
      guard length > 0, let scalar = Unicode.Scalar(code) else { return ("\\" + String(letter), 2) }
      return (String(scalar), 2 + length)
    }
    if letter == "c", index + 2 < scalars.count, scalars[index + 2].isASCII {
      let control = Unicode.Scalar(UInt8(scalars[index + 2].value & 0x1F))
      return (String(control), 3)
    }
    return (dialect == .fish ? String(letter) : "\\" + String(letter), 2)
  }
}
