import RosterKit

/// Every environment variable Roster reads, what it means and what it may hold, declared once:
/// the man page lists them, `Configuration` checks them all before any is used (a value out of
/// its bounds stops the run with one sentence, as a bad config line does), and a test tries each
/// with a value far too long. A value is never stored or shown unbounded: `ROSTER_USER` is the
/// journal's author, and was taken at any length.
public enum EnvironmentVariable: String, CaseIterable, Sendable {
  case database = "ROSTER_DB"
  case format = "ROSTER_FORMAT"
  case dateFormat = "ROSTER_DATE_FORMAT"
  case historySize = "ROSTER_HISTORY_SIZE"
  case confirm = "ROSTER_CONFIRM"
  case user = "ROSTER_USER"
  case history = "ROSTER_HISTORY"
  case today = "ROSTER_TODAY"
  case schemaUnchecked = "ROSTER_SCHEMA_UNCHECKED"
  case timeZone = "TZ"
  case zoneFolder = "TZDIR"
  case pager = "PAGER"
  case noColor = "NO_COLOR"
  case term = "TERM"
  case dataHome = "XDG_DATA_HOME"
  case configHome = "XDG_CONFIG_HOME"
  case home = "HOME"
  case path = "PATH"

  public var name: String { rawValue }

  /// What it means, for the man page.
  var meaning: String {
    switch self {
    case .database: "the league, when --db is not given"
    case .format, .dateFormat, .historySize, .confirm:
      "the setting \(Configuration.Key.allCases.first { $0.variable == name }?.rawValue ?? "") (see CONFIGURATION)"
    case .user: "the name the journal records as the author of changes (else the login name)"
    case .history: "the REPL's history file"
    case .today: "the day ages are counted to (YYYY-MM-DD), for tests and dated reports"
    case .schemaUnchecked:
      "1: open a league without comparing its schema with what Roster's history makes (for measuring "
        + "a league without its journal's triggers, as make bench does; never for use)"
    case .timeZone:
      "your time zone (else /etc/localtime's): the one a league's settings take when first written"
    case .zoneFolder: "where the time zone database is (/usr/share/zoneinfo)"
    case .pager: "the pager for long tables; empty for none"
    case .noColor: "when set and not empty, no colour"
    case .term: "dumb: no pager"
    case .dataHome: "where the default league and the history live (~/.local/share)"
    case .configHome: "where the config file lives (~/.config)"
    case .home: "the home folder, for ~ and the default folders"
    case .path: "where the pager is looked for"
    }
  }

  /// The most characters a value may have, and what such a value is.
  var limit: (characters: Int, what: String) {
    switch self {
    case .user: (Self.nameLimit, "an author's name")
    case .today: (10, "a date (YYYY-MM-DD)")
    case .format, .dateFormat, .historySize, .confirm, .noColor, .schemaUnchecked:
      (100, "this setting's value")
    case .timeZone: (256, "a time zone")
    case .term: (256, "a terminal's type")
    case .pager: (Self.textLimit, "a pager's command")
    case .path: (65_536, "a search path")
    case .database: (Self.textLimit, "a path or URL")
    case .history, .dataHome, .configHome, .home, .zoneFolder: (Self.textLimit, "a path")
    }
  }

  /// The longest path, URL or command Roster takes (Linux's PATH_MAX), and the longest name.
  static let textLimit = 4_096
  static let nameLimit = 100

  /// Why `value` is not one this variable may hold ("is 100,000 characters long; an author's
  /// name is at most 100 characters"), or nil when it may.
  func refusal(_ value: String) -> String? {
    if let refusal = Self.lengthRefusal(value, limit: limit.characters, what: limit.what) { return refusal }
    switch self {
    case .user:
      var scan = InvisibleScan()
      if let hidden = value.unicodeScalars.first(where: { scan.isHidden($0) }) {
        return "holds \(quoted(String(hidden))), a control or invisible character; an author's name "
          + "is one line of visible text"
      }
    case .today:
      if !value.isEmpty && CalendarDate(iso: value) == nil {
        return "is \(quoted(value)), which is not a date; write YYYY-MM-DD"
      }
    default: break
    }
    return nil
  }

  /// Why `value` is longer than `limit` characters, or nil.
  static func lengthRefusal(_ value: String, limit: Int, what: String) -> String? {
    // Few bytes cannot be too many characters; counting characters is the costly part.
    guard value.utf8.count > limit, value.count > limit else { return nil }
    return "is \(NumberText.grouped(value.count)) characters long; \(what) is at most "
      + "\(NumberText.grouped(limit)) characters"
  }

  /// Checks every variable `environment` sets: the first out of bounds is an error.
  static func check(_ environment: [String: String]) throws {
    for variable in allCases {
      guard let value = environment[variable.name], let refusal = variable.refusal(value) else { continue }
      throw UsageError("the environment variable \(variable.name) \(refusal)")
    }
  }
}
