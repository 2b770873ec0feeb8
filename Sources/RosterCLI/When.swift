import Foundation
import RosterKit

/// A moment a person names on the command line (`--since`, `--until`, as of): a journal entry
/// (`@1234`), a date (`2026-05-01`: the start of that day, or with `endOfDay` its end, local
/// time), a date and time (`2026-05-01 14:30`, `2026-05-01T14:30:05`, local; with `Z` or an
/// offset, as said), `today`, `yesterday` or `now`.
enum When {
  static func bound(_ text: String, endOfDay: Bool) throws -> JournalReader.Bound {
    let text = text.trimmingWhitespace()
    if text.hasPrefix("@") {
      guard let id = Int64(text.dropFirst()), id > 0 else {
        throw UsageError("\(quoted(text)) is not a journal entry; give its number, such as @12 (see 'log')")
      }
      return .entry(id)
    }
    guard let date = date(text, endOfDay: endOfDay) else {
      throw UsageError(
        "\(quoted(text)) is not a time Roster reads; give a date (2026-05-01), a date and time "
          + "(2026-05-01 14:30), today, yesterday, now, or a journal entry (@12)")
    }
    return .time(utc(date))
  }

  /// The moment `text` names, or nil.
  static func date(_ text: String, endOfDay: Bool) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let now = Date()
    let day = { (date: Date) -> Date in
      let start = calendar.startOfDay(for: date)
      return endOfDay
        ? calendar.date(byAdding: DateComponents(day: 1, nanosecond: -1_000_000), to: start)! : start
    }
    switch text.lowercased() {
    case "now": return now
    case "today": return day(now)
    case "yesterday": return day(calendar.date(byAdding: .day, value: -1, to: now)!)
    default: break
    }
    if let date = CalendarDate(iso: text) {
      return calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day)).map(day)
    }
    let formats = [
      "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss",
      "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX",
      "yyyy-MM-dd HH:mm:ssXXXXX",
    ]
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = .current
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }

  /// A moment as entries are stamped: UTC, ISO 8601 to the millisecond.
  static func utc(_ date: Date) -> String { stamp.string(from: date) }

  /// An entry's stamp as a person reads it: local time, to the second.
  static func local(_ stamp: String) -> String {
    guard let date = Self.stamp.date(from: stamp) else { return stamp }
    return shown.string(from: date)
  }

  /// Made once: `log` shows a time an entry.
  private static let stamp = formatter(
    "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", TimeZone(identifier: "UTC")!)
  private static let shown = formatter("yyyy-MM-dd HH:mm:ss", .current)

  private static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = format
    return formatter
  }
}
