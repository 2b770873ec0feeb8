import Testing

@testable import RosterKit

/// How an import reads the dates of a file: ISO unless told, month-first or day-first when told,
/// never guessed, and an impossible date refused with the reason.
struct DateFormatTests {
  @Test(arguments: [
    (DateFormat.iso, "2015-03-02", "2015-03-02"),
    (.iso, "2016-02-29", "2016-02-29"),
    (.mdy, "03/02/2015", "2015-03-02"),
    (.dmy, "03/02/2015", "2015-02-03"),
    (.mdy, "3/2/2015", "2015-03-02"),
    (.dmy, "3.2.2015", "2015-02-03"),
    (.mdy, "12-31-2015", "2015-12-31"),
    (.mdy, "02/29/2016", "2016-02-29"),
    (.dmy, "29/02/2016", "2016-02-29"),
    (.dmy, "29/02/2000", "2000-02-29"),
    // ISO is read whatever the format: it cannot be misread.
    (.mdy, "2015-03-02", "2015-03-02"),
    (.dmy, "2015-03-02", "2015-03-02"),
    // No date is no date, whatever the format.
    (.mdy, "", ""),
    (.dmy, "", ""),
    // Not shaped like a date at all: left for the attribute's own sentence.
    (.iso, "soon", "soon"),
    (.iso, "2015-3-2", "2015-3-2"),
    (.iso, "03/02/15", "03/02/15"),
  ])
  func datesAreRead(format: DateFormat, text: String, iso: String) throws {
    #expect(try format.isoText(text) == iso)
  }

  @Test(arguments: [
    (
      DateFormat.iso, "03/02/2015",
      "'03/02/2015' is not a date written YYYY-MM-DD; if the file writes month/day/year, import it with --date-format mdy (or dmy for day/month/year)"
    ),
    (
      .iso, "3.2.2015",
      "'3.2.2015' is not a date written YYYY-MM-DD; if the file writes month/day/year, import it with --date-format mdy (or dmy for day/month/year)"
    ),
    (.iso, "2015-02-30", "'2015-02-30' is not a date: February 2015 has 28 days"),
    (.iso, "2015-02-29", "'2015-02-29' is not a date: February 2015 has 28 days"),
    (.iso, "1900-02-29", "'1900-02-29' is not a date: February 1900 has 28 days"),
    (.iso, "2015-13-01", "'2015-13-01' is not a date: there is no month 13"),
    (.iso, "2015-04-31", "'2015-04-31' is not a date: April 2015 has 30 days"),
    (.iso, "2015-04-00", "'2015-04-00' is not a date: there is no day 0"),
    (.mdy, "02/29/2015", "'02/29/2015' is not a date written month/day/year: February 2015 has 28 days"),
    (.dmy, "29/02/2015", "'29/02/2015' is not a date written day/month/year: February 2015 has 28 days"),
    (
      .mdy, "13/01/2015",
      "'13/01/2015' is not a date written month/day/year: there is no month 13; if the file writes day/month/year, import it with --date-format dmy"
    ),
    (
      .dmy, "01/13/2015",
      "'01/13/2015' is not a date written day/month/year: there is no month 13; if the file writes month/day/year, import it with --date-format mdy"
    ),
    (
      .mdy, "soon",
      "must be a date written month/day/year, such as 03/02/2015, or YYYY-MM-DD (got 'soon')"
    ),
    (
      .dmy, "03/02/15",
      "must be a date written day/month/year, such as 02/03/2015, or YYYY-MM-DD (got '03/02/15')"
    ),
  ])
  func impossibleOrUnreadableDatesAreRefusedWithTheReason(format: DateFormat, text: String, message: String) {
    #expect(throws: DateFormat.Refusal(message: message)) { try format.isoText(text) }
  }

  /// A template's dates as the platform writes them (`export --profile`), read back by the
  /// same format as the date they were: two-digit months and days, a spreadsheet's day number.
  @Test(arguments: [
    (DateFormat.iso, "2016-06-21", "2016-06-21"),
    (.mdy, "2016-06-21", "06/21/2016"),
    (.dmy, "2016-06-21", "21/06/2016"),
    (.mdy, "2016-02-29", "02/29/2016"),
    (.excel, "2016-02-29", "42429"),
    (.excel, "1900-03-01", "61"),
    (.excel, "2018-11-02", "43406"),
  ])
  func datesAreWrittenAsTheyAreRead(format: DateFormat, iso: String, text: String) throws {
    let date = try #require(CalendarDate(iso: iso))
    #expect(format.text(date) == text)
    #expect(try format.isoText(text) == iso)
  }

  @Test func theOptionsNames() {
    #expect(DateFormat(name: "MDY") == .mdy)
    #expect(DateFormat(name: "dmy") == .dmy)
    #expect(DateFormat(name: "iso") == .iso)
    #expect(DateFormat(name: "ydm") == nil)
  }
}
