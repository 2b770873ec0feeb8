import CSQLite
import FoundationEssentials

/// The SQL functions the SQLite dialect uses, registered on each connection.
///
/// - `roster_fold(text, options)`: `TextFolding.fold` with the given option bits.
/// - `roster_glob(pattern)`: an NSPredicate `LIKE` pattern as a `GLOB` pattern, for a pattern
///   that comes from a column (`position LIKE name`).
/// - `regexp(pattern, text)`: SQLite's `REGEXP` operator; true when the *whole* text matches,
///   as NSPredicate's `MATCHES` does, with PCRE2 (`RegularExpression`); a leading `(?i)` asks for
///   a match that ignores case. A match that reaches PCRE2's limits fails the statement with
///   `Failure.tooCostly`, never a silent "no match". Compiled patterns are cached per connection.
///
/// See https://sqlite.org/appfunc.html
final class SQLFunctions {
  private var patterns: [String: RegularExpression] = [:]

  /// The messages `regexp` fails a statement with: a marker, the pattern and the text, apart
  /// (`QueryCompiler` turns them into a sentence).
  enum Failure {
    static let tooCostly = "roster_regexp_too_costly"
    static let invalid = "roster_regexp_invalid"
    static let separator: Character = "\u{1F}"

    static func message(_ kind: String, pattern: String, text: String) -> String {
      [kind, pattern, text].joined(separator: String(separator))
    }

    /// The kind, pattern and text of a message made by `message`, or nil for any other.
    static func parse(_ message: String) -> (kind: String, pattern: String, text: String)? {
      let parts = message.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 3, parts[0] == tooCostly || parts[0] == invalid else { return nil }
      return (parts[0], parts[1], parts[2])
    }
  }

  func register(on handle: OpaquePointer) {
    let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
    sqlite3_create_function_v2(
      handle, "roster_fold", 2, flags, nil,
      { context, _, arguments in
        guard let arguments, let text = SQLFunctions.text(arguments[0]) else {
          sqlite3_result_null(context)
          return
        }
        let options = TextFolding.Options(rawValue: Int(sqlite3_value_int64(arguments[1])))
        SQLFunctions.result(context, TextFolding.fold(text, options))
      }, nil, nil, nil)

    sqlite3_create_function_v2(
      handle, "roster_glob", 1, flags, nil,
      { context, _, arguments in
        guard let arguments, let pattern = SQLFunctions.text(arguments[0]) else {
          sqlite3_result_null(context)
          return
        }
        SQLFunctions.result(context, SQLiteDialect.glob(fromLike: pattern))
      }, nil, nil, nil)

    let me = Unmanaged.passUnretained(self).toOpaque()
    sqlite3_create_function_v2(
      handle, "regexp", 2, flags, me,
      { context, _, arguments in
        guard let arguments, let pattern = SQLFunctions.text(arguments[0]),
          let text = SQLFunctions.text(arguments[1])
        else {
          sqlite3_result_null(context)
          return
        }
        let functions = Unmanaged<SQLFunctions>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
        guard let expression = functions.expression(pattern) else {
          sqlite3_result_error(context, Failure.message(Failure.invalid, pattern: pattern, text: text), -1)
          return
        }
        // The time this statement has spent matching (auxiliary data of the pattern argument,
        // which SQLite keeps for one run of the statement): a pattern each match of which stays
        // under PCRE2's limits may still cost too much over a whole league.
        let budget: MatchBudget
        if let data = sqlite3_get_auxdata(context, 0) {
          budget = Unmanaged<MatchBudget>.fromOpaque(data).takeUnretainedValue()
        } else {
          budget = MatchBudget()
          sqlite3_set_auxdata(
            context, 0, Unmanaged.passRetained(budget).toOpaque(),
            { data in data.map { Unmanaged<MatchBudget>.fromOpaque($0).release() } })
        }
        let start = ContinuousClock.now
        let outcome = expression.match(text)
        budget.spent += ContinuousClock.now - start
        switch budget.spent > MatchBudget.limit ? .tooCostly : outcome {
        case .match: sqlite3_result_int(context, 1)
        case .noMatch: sqlite3_result_int(context, 0)
        case .tooCostly:
          sqlite3_result_error(context, Failure.message(Failure.tooCostly, pattern: pattern, text: text), -1)
        }
      }, nil, nil, nil)
  }

  /// The time one run of a statement has spent in `regexp`.
  final class MatchBudget {
    var spent: Duration = .zero
    /// `(.*)(.*)(.*)(.*)(.*)[a-z]` stays under PCRE2's limits on every name but takes 15 s over
    /// 100,000 players; real patterns take well under a second there.
    static let limit: Duration = .seconds(5)
  }

  private func expression(_ pattern: String) -> RegularExpression? {
    if let cached = patterns[pattern] { return cached }
    let caseInsensitive = pattern.hasPrefix(Self.caseInsensitive)
    let body = caseInsensitive ? String(pattern.dropFirst(Self.caseInsensitive.count)) : pattern
    guard let compiled = try? RegularExpression(body, caseInsensitive: caseInsensitive) else { return nil }
    if patterns.count >= 64 { patterns.removeAll() }
    patterns[pattern] = compiled
    return compiled
  }

  /// What the dialect puts before a pattern for `MATCHES[c]` (the checker refuses inline options
  /// in patterns themselves, so it cannot come from one).
  static let caseInsensitive = "(?i)"

  private static func text(_ value: OpaquePointer?) -> String? {
    guard sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value) else { return nil }
    let count = Int(sqlite3_value_bytes(value))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  private static func result(_ context: OpaquePointer?, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else {
        sqlite3_result_text(context, "", 0, csqlite_transient())
        return
      }
      base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        sqlite3_result_text(context, $0, Int32(buffer.count), csqlite_transient())
      }
    }
  }
}
