import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// A league has one time zone, and every "today" is the league's: two users in time zones a day
/// apart see the same ages, the same eligibility and the same `--since today`.
@Suite(.serialized)
struct LeagueTimeZoneTests {
  let roster = RosterProcess()
  /// Fourteen hours ahead of UTC and eleven behind: always a day apart, whatever the hour.
  static let ahead = TimeZoneName("Pacific/Kiritimati")!
  static let behind = TimeZoneName("Pacific/Pago_Pago")!

  /// A birthdate twelve years before today where the league is: the player turns 12 there
  /// today, and is still 11 a day behind.
  static var birthday: String {
    let today = ahead.today()
    return CalendarDate(year: today.year - 12, month: today.month, day: today.day)!.description
  }

  init() throws {
    let setup =
      "league set name=Metro time_zone=\(Self.ahead)\nadd team Tigers\n"
      + "add player \"Ana Ruiz\" birthdate=\(Self.birthday) team=Tigers\n"
    let result = try roster.run(["--quiet"], input: setup)
    #expect(result.status == 0, "\(result.stderr)")
  }

  private func run(_ arguments: [String], in zone: TimeZoneName) throws -> RosterProcess.Result {
    try roster.run(arguments, environment: ["TZ": zone.name])
  }

  @Test func usersADayApartSeeTheLeaguesAgesAndEligibility() throws {
    defer { roster.cleanUp() }
    for zone in [Self.ahead, Self.behind] {
      let players = try run(["players", "Tigers", "--format", "csv"], in: zone)
      #expect(players.stdout.contains("Ana Ruiz,12,12,\(Self.birthday)"), "\(zone): \(players.stdout)")
      let eligibility = try run(["eligibility"], in: zone)
      #expect(
        eligibility.stdout.contains("league ages today, \(Self.ahead.today())"),
        "\(zone): \(eligibility.stdout)")
    }
  }

  /// On a league office's server, what a viewer reads of the league age (`players_visible`,
  /// counted by the server) is counted on the league's day too, whatever the session's zone.
  @Test(.enabled(if: Backend.isPostgreSQL))
  func theServerCountsAViewersLeagueAgesOnTheLeaguesDay() throws {
    defer { roster.cleanUp() }
    let viewer = "viewer_" + String(UUID().uuidString.prefix(8)).lowercased()
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    try server.executeScript("CREATE ROLE \"\(viewer)\" LOGIN")
    defer { try? server.executeScript("DROP ROLE IF EXISTS \"\(viewer)\"") }
    #expect(try roster.run(["access", "grant", "viewer", viewer]).status == 0)
    let session = try PostgreSQLStore(
      url: roster.database.replacingOccurrences(of: "://roster@", with: "://\(viewer)@"))
    try session.executeScript("SET TIME ZONE '\(Self.behind)'")
    #expect(
      try session.scalar(#"SELECT "age" FROM "players_visible" WHERE "name" = 'Ana Ruiz'"#) == .integer(12))
  }

  @Test func theTimeZoneIsOneTheDatabaseOfZonesKnows() throws {
    defer { roster.cleanUp() }
    let refused = try roster.run(["league", "set", "time_zone=Mars/Olympus"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "roster: time_zone must be a time zone of the time zone database, such as Europe/Paris or "
        + "America/New_York (got 'Mars/Olympus')\n")
    #expect(try roster.run(["league", "set", "tz=Asia/Tokyo"]).status == 0)
    #expect(try roster.run(["league", "--format", "csv"]).stdout.contains("time_zone,Asia/Tokyo\n"))
  }

  /// A league's settings, written first, take the time zone of whoever writes them.
  @Test func newSettingsTakeTheirWritersTimeZone() throws {
    defer { roster.cleanUp() }
    let other = RosterProcess()
    defer { other.cleanUp() }
    #expect(try other.run(["league", "set", "name=Club"], environment: ["TZ": "Asia/Tokyo"]).status == 0)
    #expect(try other.run(["league", "--format", "csv"]).stdout.contains("time_zone,Asia/Tokyo\n"))
  }

  /// `today` and `yesterday`, and a date alone, are the league's days, not the user's.
  @Test func todayIsTheLeaguesDay() throws {
    defer { roster.cleanUp() }
    let today = Self.ahead.today()
    let start = try #require(Self.ahead.start(ofYear: today.year, month: today.month, day: today.day))
    #expect(When.date("today", endOfDay: false, zone: Self.ahead)?.timeIntervalSince1970 == Double(start))
    #expect(
      When.date("yesterday", endOfDay: false, zone: Self.ahead)?.timeIntervalSince1970
        == Double(start - 86_400))
    #expect(
      When.date(today.description, endOfDay: false, zone: Self.ahead)?.timeIntervalSince1970 == Double(start))
    #expect(
      When.date("today", endOfDay: false, zone: Self.behind)
        != When.date("today", endOfDay: false, zone: Self.ahead))
  }
}
