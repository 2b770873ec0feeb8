import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// The built binary: a youth league made with its own commands, reported as a volunteer would.
@Suite(.serialized)
struct ReportCommandTests {
  let roster = RosterProcess()
  static let today = ["ROSTER_TODAY": "2027-03-01"]

  /// A league with settings, a division, a team with staff and a player with a guardian.
  static let script = """
    league set name="Riverside Youth Soccer Club" season="2027 Spring" cutoff=2027-08-31
    add division U12 min_age=11 max_age=12 max_roster=16
    add team Tigers division=U12
    add player "Ana Ruiz" team=Tigers birthdate=2015-03-02 number=7 position=MF
    add staff "Pat Kim" team=Tigers role="Head Coach" email=pat@example.org phone="+1 555 0101"
    add guardian "Maria Ruiz" phone="+1 555 0100"
    add guardianship mother player=#1 guardian="Maria Ruiz"

    """

  init() throws {
    let made = try roster.run(["--quiet"], input: Self.script)
    #expect(made.status == 0 && made.stderr == "", "\(made.stderr)")
  }

  /// `league` shows the settings `league set` saved (it once failed on both, sorting by `self`).
  @Test func leagueSettingsAreSavedAndShown() throws {
    defer { roster.cleanUp() }
    let shown = try roster.run(["league"])
    #expect(shown.status == 0, "\(shown.stderr)")
    expectLines(
      shown.stdout,
      """
      setting    value
      ---------  ---------------------------
      name       Riverside Youth Soccer Club
      season     2027 Spring
      cutoff     2027-08-31
      time_zone  \(TimeZoneName.local)

      """)
    let changed = try roster.run(["league", "set", "season=2027 Fall"])
    #expect(changed.stdout == "Updated the league: season 2027 Fall.\n", "\(changed.stderr)")
  }

  @Test func aTeamReportShowsLeagueAgesAndKeepsPrivateDetailsOut() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["report", "Tigers"], environment: Self.today)
    #expect(result.status == 0, "\(result.stderr)")
    expectLines(
      result.stdout.components(separatedBy: "\n\nLeague ages\n")[0] + "\n",
      """
      Tigers
      Riverside Youth Soccer Club, 2027 Spring
      Division U12: league ages 11–12, at most 16 players
      Dated 2027-03-01; league ages as of 2027-08-31, the league's cutoff

      Staff
      name     role
      -------  ----------
      Pat Kim  Head Coach

      Roster, youngest first
      number  name      position  league age  age
      ------  --------  --------  ----------  ---
           7  Ana Ruiz  MF                12   11

      """)
    for secret in ["2015-03-02", "pat@example.org", "555 0101", "Maria Ruiz", "555 0100"] {
      #expect(!result.stdout.contains(secret), "\(secret)")
    }
  }

  @Test func privateReportsHoldBirthdatesAndContacts() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["report", "Tigers", "--private"], environment: Self.today)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Private: holds birthdates, contact details and medical notes\n"))
    for detail in ["2015-03-02", "pat@example.org", "+1 555 0101", "Maria Ruiz  mother    +1 555 0100"] {
      #expect(result.stdout.contains(detail), "\(detail)")
    }
  }

  @Test func theLeaguesReportHasNothingPrivateToAdd() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["report", "league", "--private"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "roster: --private adds birthdates and contacts to a team's report; the league's report has none to add"
      ))
  }

  /// A file's name sets the format; the HTML roster is one page with its print CSS.
  @Test func anHTMLReportIsWrittenToAFile() throws {
    defer { roster.cleanUp() }
    let path = roster.home.appendingPathComponent("tigers.html").path
    let result = try roster.run(["report", "Tigers", "-o", path], environment: Self.today)
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("@page") && html.contains("@media print"))
    #expect(html.contains("<td class=\"name\">Ana Ruiz</td>"))
    #expect(!html.contains("2015-03-02"))
  }

  /// The youth club (its duplicate person, its staff, its 431 guardians): the league's report and
  /// each team's, in every format, as the binary writes them, hold no birthdate, staff email or
  /// phone, or guardian's email or phone unless `--private` (a team's only); the league report
  /// printed a duplicate's birthdate.
  @Test(arguments: ["text", "md", "csv", "json", "html"])
  func noReportHoldsAPrivateFieldUnlessPrivate(format: String) throws {
    let club = RosterProcess()
    defer {
      club.cleanUp()
      roster.cleanUp()
    }
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/youth-club")
    let files = ["league", "divisions", "teams", "players", "staff", "guardians", "guardianships"].map {
      folder.appendingPathComponent($0 + ".csv").path
    }
    #expect(try club.run(["--quiet", "import", "--force"] + files, environment: Self.today).status == 0)
    func column(_ file: String, _ names: [String]) throws -> [(team: String, value: String)] {
      let text = try String(
        contentsOfFile: folder.appendingPathComponent(file + ".csv").path, encoding: .utf8)
      let reader = CSVReader(bytes: Array(text.utf8))
      let header = try #require(try reader.next()?.fields)
      var values: [(String, String)] = []
      while let record = try reader.next() {
        for name in names {
          let index = try #require(header.firstIndex(of: name))
          if !record.fields[index].isEmpty { values.append((record.fields[0], record.fields[index])) }
        }
      }
      return values
    }
    // A guardian's email and phone, by the team of each of their players.
    let details = Dictionary(
      try column("guardians", ["email", "phone"]).map { ($0.team, [$0.value]) }, uniquingKeysWith: +)
    let links = try String(
      contentsOfFile: folder.appendingPathComponent("guardianships.csv").path, encoding: .utf8)
    let reader = CSVReader(bytes: Array(links.utf8))
    _ = try reader.next()
    var guardians: [(team: String, value: String)] = []
    while let record = try reader.next() {
      for value in details[record.fields[2]] ?? [] where !record.fields[0].isEmpty {
        guardians.append((record.fields[0], value))
      }
    }
    let secrets = try column("players", ["birthdate"]) + column("staff", ["email", "phone"]) + guardians
    #expect(secrets.count > 1_000)
    let league = try club.run(["report", "league", "--format", format], environment: Self.today)
    #expect(league.status == 0, "\(league.stderr)")
    #expect(format == "csv" || league.stdout.contains("Lucas Moreau (same name and birthdate)"))
    for team in ["Riverside Tigers U12", "Lakeside Otters U12"] {
      let shared = try club.run(["report", team, "--format", format], environment: Self.today)
      #expect(shared.status == 0, "\(shared.stderr)")
      let whole = try club.run(["report", team, "--private", "--format", format], environment: Self.today)
      for secret in secrets {
        #expect(!league.stdout.contains(secret.value), "league: \(secret.value)")
        #expect(!shared.stdout.contains(secret.value), "\(team): \(secret.value)")
        // CSV writes a phone that starts with + as a spreadsheet-safe '+….
        if secret.team == team && format != "csv" {
          #expect(whole.stdout.contains(secret.value), "\(team) --private: \(secret.value)")
        }
      }
    }
  }

  @Test func aMistypedLeagueReportIsSuggested() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    #expect {
      try session.run("report lague")
    } throws: { error in
      (error as? UsageError)?.message == "there is no team called 'lague'; did you mean 'report league'?"
    }
  }
}
