/// How the dates of an imported file are written: ISO `YYYY-MM-DD` unless the import is told
/// otherwise (`--date-format mdy|dmy`), since `03/02/2015` is 2 March in one country and 3
/// February in another, and a guess would store the wrong birthdate without a word.
///
/// Month-first and day-first dates have a 1- or 2-digit month and day and a 4-digit year,
/// separated by `/`, `-` or `.` (the same one twice): `3/2/2015`, `03-02-2015`, `03.02.2015`.
/// ISO dates are read whatever the format, since they cannot be misread.
///
/// `excel` is for a profile whose platform's file has been through a spreadsheet that wrote its
/// dates as serial day numbers (`42429`, 29 February 2016: days since 30 December 1899, as
/// Excel's 1900 date system counts them from March 1900 on); it reads ISO dates too.
public enum DateFormat: String, Sendable, CaseIterable {
  case iso, mdy, dmy, excel

  /// `mdy`, `dmy` or `iso` (`ymd`), in any case.
  public init?(name: String) {
    switch name.lowercased() {
    case "iso", "ymd": self = .iso
    case "mdy": self = .mdy
    case "dmy": self = .dmy
    default: return nil
    }
  }

  /// A date that is none, and why, in words that follow the column's name.
  struct Refusal: Error, Equatable {
    let message: String
  }

  /// The ISO text of the date `text` writes (trimmed), `text` itself when it is empty (no date)
  /// or, in ISO, not shaped like a date at all (the attribute's own check words that), or the
  /// reason it is no date.
  func isoText(_ text: String) throws(Refusal) -> String {
    if text.isEmpty || CalendarDate(iso: text) != nil { return text }
    if self == .excel {
      guard let serial = Int(text), (61...2_958_465).contains(serial) else {
        throw Refusal(
          message: "must be a date written as a spreadsheet's day number, such as 42429, or YYYY-MM-DD "
            + "(got \(quoted(text)))")
      }
      return Self.civil(daysSince1970: serial - 25_569).description
    }
    if let parts = Self.isoParts(text) {
      throw Refusal(message: "\(quoted(text)) is not a date: " + Self.impossibility(parts))
    }
    guard let (first, second, year) = Self.numericParts(text) else {
      guard self != .iso else { return text }
      throw Refusal(
        message: "must be a date written \(words), such as \(example), or YYYY-MM-DD (got \(quoted(text)))")
    }
    let other: DateFormat = self == .dmy ? .mdy : .dmy
    guard self != .iso else {
      throw Refusal(
        message: "\(quoted(text)) is not a date written YYYY-MM-DD; if the file writes "
          + "\(DateFormat.mdy.words), import it with --date-format mdy (or dmy for \(DateFormat.dmy.words))")
    }
    let (month, day) = self == .mdy ? (first, second) : (second, first)
    if let date = CalendarDate(year: year, month: month, day: day) { return date.description }
    var message = "\(quoted(text)) is not a date written \(words): " + Self.impossibility((year, month, day))
    let (otherMonth, otherDay) = (day, month)
    if CalendarDate(year: year, month: otherMonth, day: otherDay) != nil {
      message += "; if the file writes \(other.words), import it with --date-format \(other.rawValue)"
    }
    throw Refusal(message: message)
  }

  /// `date` as a file in this format writes it, as the platforms' templates write theirs: two
  /// digits for the month and day (`06/21/2016`), a spreadsheet's day number for `excel`.
  public func text(_ date: CalendarDate) -> String {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    switch self {
    case .iso: return date.description
    case .mdy: return "\(two(date.month))/\(two(date.day))/\(date.year)"
    case .dmy: return "\(two(date.day))/\(two(date.month))/\(date.year)"
    case .excel: return String(date.daysSince1970 + 25_569)
    }
  }

  /// "month/day/year".
  public var words: String {
    switch self {
    case .iso: return "YYYY-MM-DD"
    case .mdy: return "month/day/year"
    case .dmy: return "day/month/year"
    case .excel: return "as a spreadsheet's day number"
    }
  }

  /// The date `days` after 1 January 1970 (Howard Hinnant's `civil_from_days`), the inverse of
  /// `CalendarDate.daysSince1970`.
  static func civil(daysSince1970 days: Int) -> CalendarDate {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return CalendarDate(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)!
  }

  /// 2 March 2015 as this format writes it.
  private var example: String { self == .dmy ? "02/03/2015" : "03/02/2015" }

  /// Year, month and day of text shaped `YYYY-MM-DD`, whether or not they make a date.
  private static func isoParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].utf8.count == 4, fields[1].utf8.count == 2, fields[2].utf8.count == 2,
      let year = digits(fields[0]), let month = digits(fields[1]), let day = digits(fields[2])
    else { return nil }
    return (year, month, day)
  }

  /// The numbers of text shaped `M/D/YYYY` (or with `-` or `.`): the first two of 1 or 2 digits,
  /// then a 4-digit year.
  private static func numericParts(_ text: String) -> (Int, Int, Int)? {
    guard let separator = text.first(where: { $0 == "/" || $0 == "-" || $0 == "." }) else { return nil }
    let fields = text.split(separator: separator, omittingEmptySubsequences: false)
    guard fields.count == 3, (1...2).contains(fields[0].utf8.count), (1...2).contains(fields[1].utf8.count),
      fields[2].utf8.count == 4, let first = digits(fields[0]), let second = digits(fields[1]),
      let year = digits(fields[2])
    else { return nil }
    return (first, second, year)
  }

  private static func digits(_ text: Substring) -> Int? {
    guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return Int(text)
  }

  /// Why a year, month and day are no date: "there is no month 13", "February 2015 has 28 days".
  private static func impossibility(_ parts: (year: Int, month: Int, day: Int)) -> String {
    guard (1...12).contains(parts.month) else { return "there is no month \(parts.month)" }
    guard parts.year >= 1 else { return "there is no year 0" }
    guard parts.day >= 1 else { return "there is no day 0" }
    let days = CalendarDate.days(inMonth: parts.month, of: parts.year)
    return "\(monthNames[parts.month - 1]) \(parts.year) has \(days) days"
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
}
