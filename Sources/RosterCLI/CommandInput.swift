import RosterKit

/// What a command's words said, read once by its syntax and handed to the command typed: flags
/// as yes or no, option values and operands as the words given (with where they stood, for a
/// sentence that points at one), settings as keys and values, and `where` as the text typed.
/// No command reads its words itself.
struct CommandInput: Sendable {
  /// The command's usage line, for a sentence about what its words do not say (written when
  /// one is said: a command that runs needs none of its text).
  var usage: String { makeUsage() }
  private let makeUsage: @Sendable () -> String
  /// The options given, by their first name: the flag's word, or the value's.
  var given: [String: Argument] = [:]
  /// The words of each operand.
  var operands: [Syntax.Slot: [Argument]] = [:]
  /// The keywords taken, in order, as written in the syntax (`set`, `division`, `grant`).
  var keywords: [String] = []
  /// `key=value` settings, in order; keys in lowercase.
  var settings: [(key: String, value: String)] = []
  /// `team=TEAM`: the parent's name a placement or a listing's words gave.
  var parent: String?
  /// `team=TEAM` narrowing that parent (a contact's player by their team).
  var qualifier: String?
  /// The text after `where`, as it was typed.
  var predicate: String?
  /// The keys after `sort`, as they were typed.
  var sort: String?
  /// Every word of a `text` element, as typed (the session's `where` and `sort`).
  var text: String?
  /// The name after `to`.
  var destination: String?
  /// Which of the syntax's forms the words were.
  var form = 0

  init(usage: @autoclosure @escaping @Sendable () -> String) { makeUsage = usage }

  /// Whether `option` was given.
  func has(_ option: CommandOption) -> Bool { given[option.name] != nil }

  /// The value given to `option`.
  func value(_ option: CommandOption) -> String? { given[option.name]?.value }

  /// The word given as `option`'s value, with where it stood.
  func word(_ option: CommandOption) -> Argument? { given[option.name] }

  /// An operand's words joined, as a name of several words reads (`Boston Red Sox`).
  subscript(slot: Syntax.Slot) -> String? {
    operands[slot].map { $0.map(\.value).joined(separator: " ") }
  }

  /// An operand's words, each a value (`FILE…`, `TEAM…`).
  func values(_ slot: Syntax.Slot) -> [String] { operands[slot]?.map(\.value) ?? [] }

  /// Whether `keyword` was taken.
  func took(_ keyword: String) -> Bool { keywords.contains(keyword) }

  /// A sentence about the command's words, with its usage line.
  func usageError(_ message: String) -> UsageError { UsageError(message, usage: usage) }
}

extension Argument {
  /// `'--sesaon' (3rd word)`: the word, and where it stood when that is known.
  var quotedWhere: String { quoted(value) + whereItStood }

  /// ` (3rd word)`, or nothing for a word whose place is not known.
  var whereItStood: String { position.map { " (\(Self.ordinal($0)) word)" } ?? "" }

  /// 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st.
  static func ordinal(_ number: Int) -> String {
    let suffix =
      (11...13).contains(number % 100)
      ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
    return "\(number)\(suffix)"
  }
}
