/// How the dates of an imported file are written: ISO `YYYY-MM-DD` unless the import is told
/// otherwise (`--date-format mdy|dmy`), since `03/02/2015` is 2 March in one country and 3
/// February in another, and a guess would store the wrong birthdate without a word.
///
/// Month-first and day-first dates have a 1- or 2-digit month and day and a 4-digit year,
/// separated by `/`, `-` or `.` (the same one twice): `3/2/2015`, `03-02-2015`, `03.02.2015`.
/// ISO dates are read whatever the format, since they cannot be misread.
public enum DateFormat: String, Sendable, CaseIterable {
  case iso, mdy, dmy

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

  /// "month/day/year".
  public var words: String {
    switch self {
    case .iso: return "YYYY-MM-DD"
    case .mdy: return "month/day/year"
    case .dmy: return "day/month/year"
    }
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
