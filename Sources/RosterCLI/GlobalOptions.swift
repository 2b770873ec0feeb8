import RosterKit

/// Options that apply to the whole run: `--db`, `--format`, `--quiet`, `--help`, `--version`.
public struct GlobalOptions: Equatable {
  public var database: String?
  public var format: OutputFormat = .table
  /// Whether `--format` was given (a report then ignores the file name's extension).
  public var formatGiven = false
  public var quiet = false
  public var noPager = false
  public var help = false
  public var version = false
  /// `-1`, `--single-transaction`: a script from standard input runs as one transaction.
  public var singleTransaction = false
  /// The command and its arguments: whatever is not an option.
  public var words: [String] = []

  public static let usage =
    "roster [--db PATH|URL] [--format table|csv|json|md] [--quiet] [--no-pager] [-1] [COMMAND [ARGS…]]"

  /// Each option and what it does, for the man page and `help`.
  static let descriptions: [(option: String, meaning: String)] = [
    (
      "--db PATH|URL",
      "the league: an SQLite file (created when missing), :memory: for a throw-away one, or a "
        + "postgresql:// URL; else $ROSTER_DB, the config file's db, or ~/.local/share/roster/roster.sqlite"
    ),
    (
      "--format table|csv|json|md",
      "how listings print: an aligned table (the default), CSV with a header, a JSON array of objects, "
        + "or a Markdown table; reports also take html"
    ),
    ("--quiet, -q", "leave out confirmations such as \"Added team …\""),
    ("--no-pager", "never page long tables"),
    (
      "--as-of WHEN, --season NAME",
      "any command: show the league as it stood then, or a closed season; read-only"
    ),
    (
      "--single-transaction, -1",
      "commands read from standard input run as one transaction: a failing line leaves nothing of the lines before it"
    ),
    ("--help, -h", "the overview, or with a command its syntax and an example"),
    ("--version, -V", "print the version"),
  ]

  /// The long options the descriptions name (`--db`, `--format`, …): what a suggestion and
  /// completion offer.
  static let names = descriptions.flatMap { description in
    description.option.split(separator: ",").compactMap { part in
      part.split(separator: " ").first.map(String.init).flatMap { $0.hasPrefix("--") ? $0 : nil }
    }
  }

  /// Reads options anywhere before a `--`; everything else, in order, is the command.
  public static func parse(_ arguments: [String]) throws -> GlobalOptions {
    var options = GlobalOptions()
    var index = 0
    func value(_ name: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(name) needs a value", usage: usage) }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      var (name, inline) = (argument, String?.none)
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--":
        // Kept, so the command too takes the words after it as they are.
        options.words += arguments[index...]
        return options
      case "--db":
        let database = try inline ?? value(name)
        guard !database.isEmpty else {
          throw UsageError(
            "--db needs a database: the path of a league file, :memory: or a postgresql:// URL", usage: usage)
        }
        options.database = database
      case "--format":
        let text = try inline ?? value(name)
        guard let format = OutputFormat(name: text) else {
          throw UsageError(
            "unknown format \(quoted(text)); use \(OutputFormat.listingNames) (reports also html)",
            usage: usage)
        }
        options.format = format
        options.formatGiven = true
      case "--quiet", "-q": options.quiet = true
      case "--no-pager": options.noPager = true
      case "--help", "-h": options.help = true
      case "--version", "-V": options.version = true
      case "--single-transaction": options.singleTransaction = true
      case "-1" where options.words.isEmpty: options.singleTransaction = true
      default:
        if name.hasPrefix("--") && options.words.isEmpty {
          var message = "unknown option \(quoted(name))"
          if let suggestion = Suggestions.closest(
            to: name,
            in: ["--db", "--format", "--quiet", "--no-pager", "--help", "--version", "--single-transaction"])
          {
            message += "; did you mean '\(suggestion)'?"
          }
          throw UsageError(message, usage: usage)
        }
        options.words.append(argument)
      }
      index += 1
    }
    return options
  }
}
