import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// The settings a run uses, each with where it came from. Precedence, as git and psql have it:
/// the command line, then the environment, then the config file
/// (`$XDG_CONFIG_HOME/roster/config`, else `~/.config/roster/config`), then Roster's defaults.
///
/// The file is `key = value` lines; `#` starts a comment line, and a value may be quoted. A line
/// that cannot be read stops the run with one sentence naming the file and the line. The file,
/// its lines and every value have bounds (`maximumFileSize`, `maximumLineLength`,
/// `EnvironmentVariable.textLimit`), as the environment's values do (`EnvironmentVariable`).
public struct Configuration: Sendable {
  /// A setting Roster reads, its environment variable and its default.
  public enum Key: String, CaseIterable, Sendable {
    case db, format, pager, color
    case dateFormat = "date-format"
    case historySize = "history-size"
    case confirm

    /// The environment variable that sets it (`NO_COLOR` turns colour off when not empty).
    public var variable: String {
      switch self {
      case .db: "ROSTER_DB"
      case .format: "ROSTER_FORMAT"
      case .pager: "PAGER"
      case .color: "NO_COLOR"
      case .dateFormat: "ROSTER_DATE_FORMAT"
      case .historySize: "ROSTER_HISTORY_SIZE"
      case .confirm: "ROSTER_CONFIRM"
      }
    }

    /// What it means, for `roster config`'s documentation and the man page.
    public var meaning: String {
      switch self {
      case .db:
        "the league: a file's full path (/… or ~/…), :memory: or a postgresql:// URL; "
          + "by default $XDG_DATA_HOME/roster/roster.sqlite"
      case .format: "how listings print: \(OutputFormat.listingNames) (table by default)"
      case .pager: "the program long tables go through at a terminal (less -FRX by default; empty for none)"
      case .color: "auto (colour at a terminal, the default) or never"
      case .dateFormat: "how import reads dates: ymd (YYYY-MM-DD, the default), mdy or dmy"
      case .historySize: "how many lines the REPL's history keeps (1000 by default)"
      case .confirm: "yes (the default) to ask before deleting at a terminal, no to delete as -f does"
      }
    }

    /// The value when nothing sets it; nil for the database, whose default depends on the home.
    var fallback: String? {
      switch self {
      case .db: nil
      case .format: "table"
      case .pager: "less -FRX"
      case .color: "auto"
      case .dateFormat: "ymd"
      case .historySize: "1000"
      case .confirm: "yes"
      }
    }

    /// Why `value` is not one this setting takes, or nil when it is.
    func refusal(_ value: String) -> String? {
      switch self {
      case .db:
        if let refusal = EnvironmentVariable.lengthRefusal(
          value, limit: EnvironmentVariable.textLimit, what: "a path or URL")
        {
          return refusal
        }
        if value.isEmpty { return "is empty; give a full path, :memory: or a postgresql:// URL" }
        if !League.isFile(value) || value == ":memory:" || value.hasPrefix("/") || value.hasPrefix("~/") {
          return nil
        }
        return
          "is \(quoted(value)), which is not a full path; write /… or ~/… (or :memory: or a postgresql:// URL)"
      case .format:
        return OutputFormat(name: value).map {
          $0 == .html
            ? "is 'html', which only reports take; use \(OutputFormat.listingNames)"
            : OutputFormat.listings.contains($0)
              ? nil : "is \(quoted(value)), which only mailing lists take; use \(OutputFormat.listingNames)"
        }
          ?? "is \(quoted(value)), which is not \(OutputFormat.listingNames)"
      case .pager:
        return EnvironmentVariable.lengthRefusal(
          value, limit: EnvironmentVariable.textLimit, what: "a pager's command")
      case .color:
        return ["auto", "never"].contains(value.lowercased())
          ? nil : "is \(quoted(value)), which is not auto or never"
      case .dateFormat:
        return DateFormat(name: value) == nil ? "is \(quoted(value)), which is not ymd, mdy or dmy" : nil
      case .historySize:
        guard let number = Int(value), (0...1_000_000).contains(number) else {
          return "is \(quoted(value)), which is not a number of lines from 0 to 1000000"
        }
        return nil
      case .confirm:
        return Self.yesNo(value) == nil ? "is \(quoted(value)), which is not yes or no" : nil
      }
    }

    static func yesNo(_ value: String) -> Bool? {
      switch value.lowercased() {
      case "yes", "y", "true", "on", "1": true
      case "no", "n", "false", "off", "0": false
      default: nil
      }
    }
  }

  /// Where a setting's value came from.
  public enum Origin: Equatable, Sendable {
    case commandLine(String)
    case environment(String)
    case file(String, line: Int)
    case builtIn

    var description: String {
      switch self {
      case .commandLine(let option): "command line (\(option))"
      case .environment(let variable): "environment (\(variable))"
      case .file(let path, let line): "\(path):\(line)"
      case .builtIn: "default"
      }
    }
  }

  public struct Setting: Equatable, Sendable {
    public let value: String
    public let origin: Origin
  }

  /// The config file's path, whether or not it exists.
  public let path: String
  /// The home folder, for `~` in the file and in what `roster config` shows.
  let home: String
  /// The league used when nothing sets `db`.
  let defaultDatabase: String
  private var settings: [Key: Setting] = [:]

  /// The value of `key` from wherever it came, or its default (checked when it was read).
  private func value(_ key: Key) -> String { settings[key]?.value ?? key.fallback ?? defaultDatabase }

  /// The league: `--db`, `ROSTER_DB`, the file's `db`, else nil for the default file.
  var database: String? { settings[.db]?.value }
  var format: OutputFormat { OutputFormat(name: value(.format)) ?? .table }
  /// The pager; nil for none (`--no-pager`, an empty `PAGER` or `pager =`).
  var pager: String? { value(.pager).isEmpty ? nil : value(.pager) }
  var color: Bool { value(.color).lowercased() != "never" }
  var dateFormat: DateFormat { DateFormat(name: value(.dateFormat)) ?? .iso }
  var historySize: Int32 { Int32(value(.historySize)) ?? 1_000 }
  /// Whether deleting at a terminal asks first.
  var confirms: Bool { Key.yesNo(value(.confirm)) ?? true }

  /// The settings of this run: `options` from the command line, then `environment`, then the file.
  public init(options: GlobalOptions? = nil, environment: [String: String]) throws {
    let options = options ?? GlobalOptions()
    try EnvironmentVariable.check(environment)
    home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? PathName.accountHome
    path = Self.path(environment: environment, home: home)
    defaultDatabase = League.defaultPath(environment: environment)
    let shownPath = Self.shown(path, home: home)
    if let text = try Self.read(path, shown: shownPath) {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let (key, value) = try Self.parse(line, at: "\(shownPath):\(number + 1)", home: home) else {
          continue
        }
        settings[key] = Setting(value: value, origin: .file(shownPath, line: number + 1))
      }
    }
    for key in Key.allCases {
      guard let value = environment[key.variable] else { continue }
      switch key {
      case .color:
        if !value.isEmpty { settings[key] = Setting(value: "never", origin: .environment(key.variable)) }
      case .pager:
        settings[key] = Setting(
          value: value.trimmingWhitespace(), origin: .environment(key.variable))
      default:
        guard !value.isEmpty else { continue }
        // `ROSTER_DB` may be relative, as a path on the command line may: the shell's directory.
        if key != .db, let refusal = key.refusal(value) {
          throw UsageError("the environment variable \(key.variable) \(refusal)")
        }
        settings[key] = Setting(value: value, origin: .environment(key.variable))
      }
    }
    if let database = options.database {
      settings[.db] = Setting(value: database, origin: .commandLine("--db"))
    }
    if let format = options.format {
      settings[.format] = Setting(value: format.rawValue, origin: .commandLine("--format"))
    }
    if options.noPager { settings[.pager] = Setting(value: "", origin: .commandLine("--no-pager")) }
  }

  /// `$XDG_CONFIG_HOME/roster/config` when it is a full path (as the XDG spec asks), else
  /// `~/.config/roster/config`.
  static func path(environment: [String: String], home: String) -> String {
    if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") { return folder + "/roster/config" }
    return home + "/.config/roster/config"
  }

  /// The path with the home folder written `~`.
  static func shown(_ path: String, home: String) -> String {
    path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
  }

  /// The most bytes a config file may have, and characters a line of it.
  static let maximumFileSize = 65_536
  static let maximumLineLength = 8_192

  /// The file's text, or nil when there is none. Only a regular file is read (a FIFO would
  /// wait, `/dev/zero` never end), and only up to `maximumFileSize`.
  private static func read(_ path: String, shown: String) throws -> String? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0 && errno == ENOENT { return nil }
    let unreadable = UsageError("cannot read the config file \(quoted(shown)); it must be a readable file")
    guard descriptor >= 0 else { throw unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { throw unreadable }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while bytes.count <= maximumFileSize {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw unreadable }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    guard bytes.count <= maximumFileSize else {
      throw UsageError(
        "the config file \(quoted(shown)) is larger than \(NumberText.grouped(maximumFileSize)) bytes, "
          + "the most a config file may be; it holds a few key = value lines")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UsageError("the config file \(quoted(shown)) is not UTF-8 text")
    }
    return text
  }

  /// One line of the file (`place` is `FILE:LINE`): a setting, or nil for a blank or comment line.
  static func parse(_ line: Substring, at place: String, home: String) throws -> (Key, String)? {
    if line.utf8.count > maximumLineLength, line.count > maximumLineLength {
      throw UsageError(
        "\(place): the line is \(NumberText.grouped(line.count)) characters long; a line of the config "
          + "file is at most \(NumberText.grouped(maximumLineLength)) characters")
    }
    let text = line.trimmingWhitespace(also: "\r\u{FEFF}")
    guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix(";") else { return nil }
    guard let equals = text.firstIndex(of: "=") else {
      throw UsageError(
        "\(place): \(quoted(text)) is not a setting; write key = value (the keys are \(keyList))")
    }
    let name = text[..<equals].trimmingWhitespace().lowercased()
    var value = text[text.index(after: equals)...].trimmingWhitespace()
    guard let key = Key(rawValue: name) ?? Key(rawValue: name.replacingLiterally("_", with: "-")) else {
      var message = "\(place): unknown setting \(quoted(name))"
      if let suggestion = Suggestions.closest(to: name, in: Key.allCases.map(\.rawValue)) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += " (the settings are \(keyList))"
      }
      throw UsageError(message)
    }
    if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
      value = String(value.dropFirst().dropLast())
    }
    if key == .db, value.hasPrefix("~/") { value = home + value.dropFirst() }
    if let refusal = key.refusal(value) { throw UsageError("\(place): \(key.rawValue) \(refusal)") }
    return (key, value)
  }

  static var keyList: String { Prose.list(Key.allCases.map(\.rawValue)) }

  /// `roster config`: every setting, its value and where it came from.
  func table() -> (header: [String], rows: [[String]]) {
    let rows = Key.allCases.map { key -> [String] in
      let value = value(key)
      let shown = key == .db ? League.shown(value) : value
      return [
        key.rawValue, shown.isEmpty ? "(none)" : shown, (settings[key]?.origin ?? .builtIn).description,
      ]
    }
    return (["setting", "value", "from"], rows)
  }
}
