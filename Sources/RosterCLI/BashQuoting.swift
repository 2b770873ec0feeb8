import RosterKit

/// Text as bash must be given it for a completion: bash inserts a completion's words as they are
/// (zsh's `compadd` and fish quote theirs), so Roster quotes them, for the place in the word where
/// readline inserts them. Nothing in a name may reach bash unquoted: `Hawks $(touch pwned)` is
/// `'Hawks $(touch pwned)'`, `O'Brien` is `'O'\''Brien'`, and control or invisible characters are
/// C escapes in `$'…'`, so a completion is one line and can never run anything.
enum BashQuoting {
  /// `text` to insert where `quote` is open (nil: outside any quote), so that bash reads exactly
  /// `text`. An open quote stays open at the end: readline closes it after the one match.
  static func quoted(_ text: String, inside quote: ShellWords.Quote?) -> String {
    switch quote {
    case nil:
      if text.unicodeScalars.allSatisfy(isPlain) { return text }
      return text.unicodeScalars.contains(where: isHidden)
        ? "$'" + dollarEscaped(text) + "'"
        : "'" + singleQuoted(text) + "'"
    case .single:
      return singleQuoted(text)
    case .dollar:
      return dollarEscaped(text)
    case .double:
      // Inside double quotes `$`, backquotes, `"` and `\` take a backslash; `!` (history
      // expansion) and hidden characters step out of the quote and back in.
      return text.escapingScalars { scalar in
        if "$`\"\\".unicodeScalars.contains(scalar) { return "\\" + String(scalar) }
        if scalar == "!" { return "\"'!'\"" }
        if isHidden(scalar) { return "\"$'" + code(scalar) + "'\"" }
        return nil
      }
    }
  }

  /// What stands for itself in a bash word: letters, digits and `_ . / , + : @ % = -`.
  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "_./,+:@%=-".unicodeScalars.contains(scalar)
    }
    let properties = scalar.properties
    return (properties.isAlphabetic || properties.numericType != nil) && !isHidden(scalar)
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isControl || scalar.isInvisibleFormat
  }

  /// The inside of `'…'`: an apostrophe closes the quote, is escaped and opens it again; a
  /// hidden character the same way, as a `$'…'` escape.
  private static func singleQuoted(_ text: String) -> String {
    text.escapingScalars { scalar in
      if scalar == "'" { return "'\\''" }
      if isHidden(scalar) { return "'$'" + code(scalar) + "''" }
      return nil
    }
  }

  /// The inside of `$'…'`: backslashes and apostrophes escaped, hidden characters as codes.
  private static func dollarEscaped(_ text: String) -> String {
    text.escapingScalars { scalar in
      if scalar == "\\" || scalar == "'" { return "\\" + String(scalar) }
      return isHidden(scalar) ? code(scalar) : nil
    }
  }

  /// `\x1B`, `\u202E`, `\U000E0001`: a fixed number of digits, so a digit after it stays itself.
  private static func code(_ scalar: Unicode.Scalar) -> String {
    let (prefix, width) = scalar.value < 0x80 ? ("\\x", 2) : scalar.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
