import CSQLite
import Foundation

/// The SQL functions the SQLite dialect uses, registered on each connection.
///
/// - `roster_fold(text, options)`: `TextFolding.fold` with the given option bits.
/// - `regexp(pattern, text)`: SQLite's `REGEXP` operator; true when the *whole* text matches,
///   as NSPredicate's `MATCHES` does. Compiled patterns are cached per connection.
///
/// See https://sqlite.org/appfunc.html
final class SQLFunctions {
  private var patterns: [String: NSRegularExpression] = [:]

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

    let me = Unmanaged.passUnretained(self).toOpaque()
    sqlite3_create_function_v2(
      handle, "regexp", 2, flags, me,
      { context, _, arguments in
        guard let arguments, let pattern = SQLFunctions.text(arguments[0]) else {
          sqlite3_result_null(context)
          return
        }
        guard let text = SQLFunctions.text(arguments[1]) else {
          sqlite3_result_null(context)
          return
        }
        let functions = Unmanaged<SQLFunctions>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
        guard let expression = functions.expression(pattern) else {
          sqlite3_result_error(context, "invalid regular expression: \(pattern)", -1)
          return
        }
        let range = NSRange(text.startIndex..., in: text)
        let match = expression.firstMatch(in: text, options: [.anchored], range: range)
        sqlite3_result_int(context, match.map { $0.range == range } == true ? 1 : 0)
      }, nil, nil, nil)
  }

  private func expression(_ pattern: String) -> NSRegularExpression? {
    if let cached = patterns[pattern] { return cached }
    guard let compiled = try? NSRegularExpression(pattern: "(?:\(pattern))\\z") else { return nil }
    if patterns.count > 64 { patterns.removeAll() }
    patterns[pattern] = compiled
    return compiled
  }

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
