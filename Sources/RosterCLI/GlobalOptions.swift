import RosterKit

/// The options of one command line, parsed once (`GlobalOption` declares them) and carried
/// typed: `roster`'s own arguments, and each line of a session, go through the same parser
/// (`LineParser`), which reads the command's words too.
public struct GlobalOptions: Equatable {
  /// Where a line comes from: `roster`'s own arguments, or a line of a session (the REPL, a
  /// script), where the options given when roster starts (`--db`, `-1`, `--version`) have no place.
  public enum Source: Sendable {
    case commandLine
    case session
  }

  /// The league as it was: `--as-of WHEN`, or `--season NAME` (as of the season's last entry).
  public enum Past: Equatable, Sendable {
    case when(JournalReader.Bound)
    case season(String)

    /// The option that gives it, for messages.
    var option: String {
      switch self {
      case .when: return "--as-of"
      case .season: return "--season"
      }
    }
  }

  public var database: String?
  public var format: OutputFormat?
  /// Whether `--format` was given (a report then ignores the file name's extension).
  public var formatGiven: Bool { format != nil }
  public var quiet = false
  public var noPager = false
  public var past: Past?
  /// `-1`, `--single-transaction`: a script from standard input runs as one transaction.
  public var singleTransaction = false
  public var help = false
  public var version = false
  /// The command and its arguments: whatever is not an option. In a session's line the words
  /// after `--` are literal (never an option or a keyword) and `--` is gone; roster's own
  /// arguments keep `--` and the words after it as they are, for the command's line to read.
  public var words: [Argument] = []

  public static let usage = GlobalOption.usage

  /// Each option and what it does, for the man page and `help`.
  static let descriptions = GlobalOption.allCases.map { (option: $0.term, meaning: $0.meaning) }

  /// `roster`'s own arguments (`CommandLine.arguments` without the program).
  public static func parse(_ arguments: [String]) throws -> GlobalOptions {
    try parse(arguments.map(Argument.commandLine), from: .commandLine)
  }

  /// The options of `words`, read by the one parser of command lines (`LineParser`), which reads
  /// the command's words by its syntax too: an unknown `--option` before the command is an error
  /// on `roster`'s command line; after it, one the command does not take.
  public static func parse(_ words: [Argument], from source: Source) throws -> GlobalOptions {
    try LineParser.parse(words, from: source).options
  }

  /// Sets `option`, given `value`; `failure` words a mistake.
  mutating func set(_ option: GlobalOption, _ value: String, failure: (String) -> UsageError) throws {
    switch option {
    case .database:
      guard !value.isEmpty else {
        throw failure("--db needs a database: the path of a league file, :memory: or a postgresql:// URL")
      }
      database = value
    case .format:
      guard let format = OutputFormat(name: value) else {
        throw failure(
          "unknown format \(quoted(value)); use \(OutputFormat.listingNames) (reports also html, mailing lists emails, phones and vcard)"
        )
      }
      self.format = format
    case .quiet: quiet = true
    case .noPager: noPager = true
    case .asOf, .season:
      let given: Past = option == .asOf ? .when(try When.bound(value, endOfDay: true)) : .season(value)
      switch (past, given) {
      case (.when, .season), (.season, .when):
        throw failure("--as-of and --season both say when to show the league; give one of them")
      default: past = given
      }
    case .singleTransaction: singleTransaction = true
    case .help: help = true
    case .version: version = true
    }
  }
}
