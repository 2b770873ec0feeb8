import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A day of the Gregorian calendar, without a time or a time zone: a birthdate, a league's age
/// cutoff. Written and read as ISO 8601 (`2015-03-02`), the form the database stores, so that
/// dates sort as text and the SQL of `SQLDialect.wholeYears` reads them.
public struct CalendarDate: Comparable, Hashable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// The date, if it is one: `year` 1…9999, a month, and a day the month has that year.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Exactly `YYYY-MM-DD`, a real date (`2015-02-29` is not one); nil for anything else.
  public init?(iso text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Today where the user is (the process's time zone, as the C library has it: `TZ`, else
  /// /etc/localtime), without Foundation's calendar and time zone: every command needs it.
  public static func today() -> CalendarDate {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil,
      let day = CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else { return today(Date(), in: .current) }
    return day
  }

  /// Today at `now` in `timeZone`.
  public static func today(_ now: Date, in timeZone: TimeZone = .current) -> CalendarDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)!
  }

  public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  public static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The whole years from this date (a birthdate) to `date`: an age on that day. A birthday on
  /// `date` counts; someone born on 29 February is a year older on 1 March in a common year.
  /// Negative when `date` comes first.
  public func wholeYears(on date: CalendarDate) -> Int {
    date.year - year - ((date.month * 100 + date.day) < (month * 100 + day) ? 1 : 0)
  }

  /// The days from 1 January 1970 to this date (Howard Hinnant's `days_from_civil`): a count in
  /// which dates subtract.
  public var daysSince1970: Int {
    let year = month <= 2 ? self.year - 1 : self.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  public var description: String {
    year.zeroPadded(to: 4) + "-" + month.zeroPadded(to: 2) + "-" + day.zeroPadded(to: 2)
  }

  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
