import Foundation
import RosterKit
import Testing

@testable import RosterCLI

/// The moments people name (`log --since`, `as-of`) read through the C library's local time as
/// Foundation's formatters read them before: the same instant for every form, in the time zone
/// the tests run in (`TZ=America/New_York swift test --filter WhenTests` tries another).
@Suite struct WhenTests {
  static let accepted = [
    "2026-05-01 14:30", "2026-05-01 14:30:05", "2026-05-01T14:30", "2026-05-01T14:30:05",
    "2026-05-01T14:30:05.250", "2026-05-01T14:30:05Z", "2026-05-01T14:30:05+02:00",
    "2026-05-01T14:30:05-05:30",
    "2026-05-01T14:30:05.125Z", "2026-05-01 14:30:05+01:00", "2024-02-29 00:00",
    "2026-11-01 01:30", "1999-12-31 23:59:59", "2026-05-01T00:00:00.999-08:00",
  ]

  @Test(arguments: accepted)
  func aDateAndTimeIsTheInstantFoundationRead(text: String) throws {
    let read = try #require(When.date(text, endOfDay: false))
    let foundation = try #require(Self.foundationDate(text))
    #expect(abs(read.timeIntervalSince1970 - foundation.timeIntervalSince1970) < 0.0005)
  }

  @Test(arguments: ["2026-05-01", "2024-02-29", "2026-03-08", "2026-11-01", "2026-12-31"])
  func aDayIsItsLocalStartOrEnd(text: String) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let date = try #require(CalendarDate(iso: text))
    let start = try #require(
      calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day)))
    let end = try #require(calendar.date(byAdding: DateComponents(day: 1, nanosecond: -1_000_000), to: start))
    #expect(When.date(text, endOfDay: false) == start)
    #expect(abs(try #require(When.date(text, endOfDay: true)).timeIntervalSince(end)) < 0.0005)
  }

  @Test(arguments: [
    "2026-13-01 10:00", "2026-02-30 10:00", "2026-05-01 24:00", "2026-05-01 10:60", "2026-05-01 10",
    "2026-05-01 10:00:61", "2026-05-01T10:00:00+2", "2026-05-01T10:00:00 junk", "2026-05-01T10:00:00.",
    "soon",
    "", "2026-05-01X10:00",
  ])
  func whatIsNotAMomentIsRefused(text: String) {
    #expect(When.date(text, endOfDay: false) == nil)
  }

  /// Where the clocks skip an hour (02:30 on 8 March 2026 in New York), the C library reads the
  /// time as the clock would show it after the change; Foundation refused it as no time.
  @Test func aTimeTheClocksSkipIsStillATime() {
    #expect(When.date("2026-03-08T02:30", endOfDay: false) != nil)
  }

  @Test func todayAndYesterdayAreLocalDays() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let today = calendar.startOfDay(for: Date())
    let yesterday = try #require(calendar.date(byAdding: .day, value: -1, to: today))
    #expect(When.date("today", endOfDay: false) == today)
    #expect(When.date("Yesterday", endOfDay: false) == yesterday)
    let now = try #require(When.date("now", endOfDay: false))
    #expect(abs(now.timeIntervalSinceNow) < 5)
  }

  @Test func stampsAreUTCToTheMillisecondAndShownInLocalTime() throws {
    let moment = Date(timeIntervalSince1970: 1_777_777_777.987_6)
    let stamp = When.utc(moment)
    #expect(
      stamp
        == Self.formatter("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", TimeZone(identifier: "UTC")!).string(from: moment))
    #expect(stamp == "2026-05-03T03:09:37.988Z")
    #expect(When.utc(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
    #expect(When.local(stamp) == Self.formatter("yyyy-MM-dd HH:mm:ss", .current).string(from: moment))
    #expect(When.local("not a stamp") == "not a stamp")
  }

  /// How `When` read a moment with Foundation's formatters.
  static func foundationDate(_ text: String) -> Date? {
    let formats = [
      "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss",
      "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX",
      "yyyy-MM-dd HH:mm:ssXXXXX",
    ]
    for format in formats {
      if let date = formatter(format, .current).date(from: text) { return date }
    }
    return nil
  }

  static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    formatter.calendar = calendar
    formatter.timeZone = zone
    formatter.dateFormat = format
    return formatter
  }
}
