import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Dates as a league reads them: ISO text only, real days only, and ages in whole years with the
/// two edges a league argues about (a birthday on the cutoff date, 29 February); the SQL the
/// database computes ages with agrees with Swift on every engine.
struct CalendarDateTests {
  private func date(_ text: String) throws -> CalendarDate { try #require(CalendarDate(iso: text)) }

  @Test func onlyRealDaysWrittenAsISOText() {
    for text in ["2015-03-02", "2016-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "2015-04-30"] {
      #expect(CalendarDate(iso: text)?.description == text, "\(text)")
    }
    for text in [
      "2015-02-29", "1900-02-29", "2015-04-31", "2015-13-01", "2015-00-10", "2015-01-00", "0000-01-01",
      "2015-3-2", "03/02/2015", "2015-03-02T00:00", " 2015-03-02", "2015/03/02", "２０１５-03-02", "",
      "+015-03-02", "2015-03-0a",
    ] {
      #expect(CalendarDate(iso: text) == nil, "\(text)")
    }
  }

  @Test func wholeYearsCountABirthdayOnTheDayAndMoveLeapDayBirthdaysToTheFirstOfMarch() throws {
    let born = try date("2015-08-31")
    #expect(born.wholeYears(on: try date("2027-08-31")) == 12)
    #expect(born.wholeYears(on: try date("2027-08-30")) == 11)
    #expect(born.wholeYears(on: try date("2015-08-31")) == 0)
    #expect(born.wholeYears(on: try date("2015-08-30")) == -1)
    let leap = try date("2016-02-29")
    #expect(leap.wholeYears(on: try date("2027-02-28")) == 10)
    #expect(leap.wholeYears(on: try date("2027-03-01")) == 11)
    #expect(leap.wholeYears(on: try date("2028-02-28")) == 11)
    #expect(leap.wholeYears(on: try date("2028-02-29")) == 12)
    #expect(try date("2010-12-31").wholeYears(on: try date("2011-01-01")) == 0)
  }

  @Test func datesSortAsTheirText() throws {
    let texts = ["2016-02-29", "2015-12-31", "2016-01-01", "1999-07-04", "2016-03-01"]
    let dates = try texts.map(date)
    #expect(dates.sorted().map(\.description) == texts.sorted())
  }

  @Test func todayIsTheUsersDay() throws {
    // 2026-12-01 23:30 UTC is already 2 December in Auckland and still 1 December in New York.
    let now = Date(timeIntervalSince1970: 1_796_167_800)
    #expect(
      CalendarDate.today(now, in: try #require(TimeZone(identifier: "UTC"))).description == "2026-12-01")
    #expect(
      CalendarDate.today(now, in: try #require(TimeZone(identifier: "Pacific/Auckland"))).description
        == "2026-12-02")
    #expect(
      CalendarDate.today(now, in: try #require(TimeZone(identifier: "America/New_York"))).description
        == "2026-12-01")
  }

  /// The C library's today (every command's) is Foundation's in the process's time zone; a
  /// second try covers a run across midnight.
  @Test func todayFromTheCLibraryIsFoundationsToday() {
    let matches = (0..<2).contains { _ in CalendarDate.today() == CalendarDate.today(Date(), in: .current) }
    #expect(matches)
  }

  /// The database's whole years, for birthdates at the edges (month ends, 29 February) against
  /// days around them over five years, are Swift's, on this run's engine.
  @Test func theDatabaseCountsYearsAsSwiftDoes() throws {
    let path = Fixture.newDatabase()
    defer { Fixture.remove(path) }
    let store = try League(path: path).store
    let dialect = store.dialect
    let births = try [
      "2016-02-29", "2015-03-01", "2015-02-28", "2014-12-31", "2015-01-01", "2015-08-31", "2012-06-30",
    ]
    .map(date)
    var days: [CalendarDate] = []
    for year in 2026...2030 {
      for (month, day) in [
        (1, 1), (2, 28), (3, 1), (6, 29), (6, 30), (7, 1), (8, 30), (8, 31), (9, 1), (12, 31),
      ] {
        days.append(CalendarDate(year: year, month: month, day: day)!)
      }
      if CalendarDate.isLeapYear(year) { days.append(CalendarDate(year: year, month: 2, day: 29)!) }
    }
    for birth in births {
      // One query a birthdate: a row a day.
      let rows = days.map { day in
        "SELECT " + dialect.typed(.text(day.description)) + " AS d, "
          + dialect.wholeYears(
            from: dialect.typed(.text(birth.description)), to: dialect.typed(.text(day.description)))
          + " AS years"
      }
      let result = try store.rows(SQL.joined(rows, separator: " UNION ALL "))
      #expect(result.count == days.count)
      for row in result {
        let day = try date(row[0].textValue ?? "")
        #expect(row[1].integerValue == Int64(birth.wholeYears(on: day)), "born \(birth), on \(day)")
      }
    }
  }
}
