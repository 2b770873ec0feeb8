import RosterKit

/// An option of `roster` itself, declared once: `LineParser` reads it, `help`, the man page, the
/// usage line and completion list it, and the tests try each in every place. Any
/// of them may stand before or after the command's words (`roster --as-of @5 teams`, `roster
/// teams --as-of @5`); the per-command ones also after a command in a session.
public enum GlobalOption: String, CaseIterable, Sendable {
  case database = "--db"
  case format = "--format"
  case quiet = "--quiet"
  case noPager = "--no-pager"
  case asOf = "--as-of"
  case season = "--season"
  case singleTransaction = "--single-transaction"
  case help = "--help"
  case version = "--version"

  /// `--db`, `--format`, …
  public var name: String { rawValue }

  /// `-q`, `-1`, `-h`, `-V`.
  public var short: String? {
    switch self {
    case .quiet: "-q"
    case .singleTransaction: "-1"
    case .help: "-h"
    case .version: "-V"
    default: nil
    }
  }

  /// What the option's value is, or nil for a flag.
  public var placeholder: String? {
    switch self {
    case .database: "PATH|URL"
    case .format: "table|csv|json|md"
    case .asOf: "WHEN"
    case .season: "NAME"
    default: nil
    }
  }

  /// What its value is, for Tab; nil for a flag.
  var value: WordKind? {
    switch self {
    case .database: .file
    case .format: .choice(OutputFormat.listings.map(\.rawValue))
    case .asOf: .when
    case .season: .text
    default: nil
    }
  }

  /// Whether a command in a session (the REPL, a script) takes it for itself; the others are
  /// given when roster starts.
  public var isPerCommand: Bool {
    switch self {
    case .database, .singleTransaction, .version: false
    default: true
    }
  }

  public var meaning: String {
    switch self {
    case .database:
      "the league: an SQLite file (created when missing), :memory: for a throw-away one, or a "
        + "postgresql:// URL; else $ROSTER_DB, the config file's db, or ~/.local/share/roster/roster.sqlite"
    case .format:
      "how listings print: an aligned table (the default), CSV with a header, a JSON array of objects, "
        + "or a Markdown table; reports also take html"
    case .quiet: "leave out confirmations such as \"Added team …\""
    case .noPager: "never page long tables"
    case .asOf:
      "show the league as it stood at WHEN (a date, a date and time, today, yesterday or @ENTRY); read-only"
    case .season: "show a closed season as it ended; read-only"
    case .singleTransaction:
      "commands read from standard input run as one transaction: a failing line leaves nothing of "
        + "the lines before it (-1 only before the command)"
    case .help: "the overview, or with a command its syntax and an example"
    case .version: "print the version"
    }
  }

  /// The option as `help` and the man page show it: `--db PATH|URL`, `--quiet, -q`.
  public var term: String {
    name + (placeholder.map { " " + $0 } ?? "") + (short.map { ", " + $0 } ?? "")
  }

  /// The option `spelling` names (`--format`, `-q`); `-1` only before the command, where it
  /// cannot be a value (`players where age > -1`).
  init?(spelling: String, beforeCommand: Bool) {
    guard
      let option = Self.allCases.first(where: { $0.name == spelling || $0.short == spelling }),
      option.short != "-1" || spelling != "-1" || beforeCommand
    else { return nil }
    self = option
  }

  /// `--name=value` as its name and value; any other word as itself.
  static func split(_ word: String) -> (name: String, value: String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// `roster [--db PATH|URL] [--format table|csv|json|md] … [COMMAND [ARGS…]]`.
  static let usage =
    "roster "
    + allCases.filter { $0 != .help && $0 != .version }.map { option in
      "[" + (option.short.map { $0 + "|" } ?? "") + option.name
        + (option.placeholder.map { " " + $0 } ?? "") + "]"
    }.joined(separator: " ") + " [COMMAND [ARGS…]]"
}
