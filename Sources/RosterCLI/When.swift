import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// A moment a person names on the command line (`--since`, `--until`, as of): a journal entry
/// (`@1234`), a date (`2026-05-01`: the start of that day, or with `endOfDay` its end, local
/// time), a date and time (`2026-05-01 14:30`, `2026-05-01T14:30:05`, local; with `Z` or an
/// offset, as said), `today`, `yesterday` or `now`.
enum When {
  /// The league's time zone, where its days are: `today`, `yesterday` and a date alone are days
  /// there, the same for every user (`Context.timeZone`; set when the league opens). Nil: the
  /// user's own. A date and time without an offset is the user's clock, as `log` shows times.
  nonisolated(unsafe) static var leagueZone: TimeZoneName?

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

  /// The moment `text` names, or nil; its days those of `zone`, by default the league's.
  static func date(_ text: String, endOfDay: Bool, zone: TimeZoneName? = leagueZone) -> Date? {
    let now = Date()
    switch text.lowercased() {
    case "now": return now
    case "today", "yesterday":
      let back = text.lowercased() == "yesterday" ? 1 : 0
      if let zone {
        let today = zone.today()
        return day(
          year: Int32(today.year), month: Int32(today.month), day: Int32(today.day - back), endOfDay,
          zone: zone)
      }
      var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
      var parts = tm()
      guard localtime_r(&seconds, &parts) != nil else { return nil }
      return day(
        year: parts.tm_year + 1900, month: parts.tm_mon + 1, day: parts.tm_mday - Int32(back), endOfDay,
        zone: nil)
    default: break
    }
    if let date = CalendarDate(iso: text) {
      return day(year: Int32(date.year), month: Int32(date.month), day: Int32(date.day), endOfDay, zone: zone)
    }
    return moment(text)
  }

  /// The start of a day in `zone` (else the user's: the C library's `TZ`, else /etc/localtime),
  /// or with `endOfDay` its last millisecond; a day past the month's end is the next month's,
  /// one before its start the last month's.
  private static func day(year: Int32, month: Int32, day: Int32, _ endOfDay: Bool, zone: TimeZoneName?)
    -> Date?
  {
    let day = day + (endOfDay ? 1 : 0)
    let start: time_t
    if let zone {
      guard let moment = zone.start(ofYear: Int(year), month: Int(month), day: Int(day)) else { return nil }
      start = moment
    } else {
      var parts = tm()
      parts.tm_year = year - 1900
      parts.tm_mon = month - 1
      parts.tm_mday = day
      parts.tm_isdst = -1
      start = mktime(&parts)
      guard start != -1 else { return nil }
    }
    return Date(timeIntervalSince1970: Double(start) - (endOfDay ? 0.001 : 0))
  }

  /// A date and time: `YYYY-MM-DD`, a space or `T`, `HH:MM`, then optionally `:SS` and a
  /// fraction, then optionally `Z` or an offset (`+02:00`); local time without one.
  private static func moment(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 16, bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
      let date = CalendarDate(iso: String(decoding: bytes[..<10], as: UTF8.self))
    else { return nil }
    var position = 11
    func number(_ digits: Int) -> Int32? {
      guard position + digits <= bytes.count else { return nil }
      var value: Int32 = 0
      for byte in bytes[position..<(position + digits)] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int32(byte - 48)
      }
      position += digits
      return value
    }
    func skip(_ byte: Character) -> Bool {
      guard position < bytes.count, bytes[position] == byte.asciiValue! else { return false }
      position += 1
      return true
    }
    guard let hour = number(2), hour < 24, skip(":"), let minute = number(2), minute < 60 else { return nil }
    var second: Int32 = 0
    var fraction = 0.0
    if skip(":") {
      guard let whole = number(2), whole < 60 else { return nil }
      second = whole
      if skip(".") {
        var scale = 0.1
        let first = position
        while let digit = number(1) {
          fraction += Double(digit) * scale
          scale /= 10
        }
        guard position > first else { return nil }
      }
    }
    var parts = tm()
    parts.tm_year = Int32(date.year) - 1900
    parts.tm_mon = Int32(date.month) - 1
    parts.tm_mday = Int32(date.day)
    parts.tm_hour = hour
    parts.tm_min = minute
    parts.tm_sec = second
    let seconds: time_t
    if position == bytes.count {
      parts.tm_isdst = -1
      seconds = mktime(&parts)
    } else if skip("Z"), position == bytes.count {
      seconds = timegm(&parts)
    } else if position < bytes.count,
      bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      let sign: Int = bytes[position] == UInt8(ascii: "-") ? -1 : 1
      position += 1
      guard let hours = number(2), hours < 24, skip(":"), let minutes = number(2), minutes < 60,
        position == bytes.count
      else { return nil }
      seconds = timegm(&parts) - time_t(sign * (Int(hours) * 3600 + Int(minutes) * 60))
    } else {
      return nil
    }
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  /// A moment as entries are stamped: UTC, ISO 8601 to the millisecond.
  static func utc(_ date: Date) -> String {
    // To the nearest millisecond, as Foundation's formatter wrote it.
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    var seconds = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return "" }
    let fraction = Int(milliseconds - Int64(seconds) * 1000)
    return written(parts, separator: "T") + "." + fraction.zeroPadded(to: 3) + "Z"
  }

  /// An entry's stamp as a person reads it: local time, to the second.
  static func local(_ stamp: String) -> String {
    guard stamp.hasSuffix("Z"), let date = moment(stamp) else { return stamp }
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return stamp }
    return written(parts, separator: " ")
  }

  /// `YYYY-MM-DD`, `separator`, `HH:MM:SS`.
  private static func written(_ parts: tm, separator: String) -> String {
    (parts.tm_year + 1900).zeroPadded(to: 4) + "-" + (parts.tm_mon + 1).zeroPadded(to: 2) + "-"
      + parts.tm_mday.zeroPadded(to: 2) + separator + parts.tm_hour.zeroPadded(to: 2) + ":"
      + parts.tm_min.zeroPadded(to: 2) + ":"
      + parts.tm_sec.zeroPadded(to: 2)
  }
}
