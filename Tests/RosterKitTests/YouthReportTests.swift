import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reports of a youth league: the league's settings, divisions, staff, league ages, and what a
/// report shared with parents must leave out.
struct YouthReportTests {
  let league: League
  let context: Context

  init() throws {
    league = try League(path: Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:")
    context = league.context
    context.today = CalendarDate(iso: "2027-03-01")!
    try build()
  }

  /// Settings with a cutoff; divisions made out of age order (U14 locked and empty, Open without
  /// ages); teams in U12 and U10 and one in no division; staff, players with birthdates, two
  /// contacts, and a free agent.
  private func build() throws {
    let settings = context.insert(RosterModel.settings)
    settings.setValue("Riverside Youth Soccer Club", forKey: "name")
    settings.setValue("2027 Spring", forKey: "season")
    settings.setValue("2027-08-31", forKey: "cutoff")
    var divisions: [String: ManagedObject] = [:]
    for (name, minAge, maxAge, minRoster, maxRoster, locked) in [
      ("U14", 13, 14, nil, 18, true), ("Open", nil, nil, nil, nil, false), ("U12", 11, 12, 8, 16, false),
      ("U10", 9, 10, nil, 12, false),
    ] as [(String, Int64?, Int64?, Int64?, Int64?, Bool)] {
      let division = context.insert(RosterModel.division)
      division.setValue(.text(name), forKey: "name")
      for (key, value) in [
        ("min_age", minAge), ("max_age", maxAge), ("min_roster", minRoster), ("max_roster", maxRoster),
      ] {
        division.setValue(value.map { .integer($0) } ?? .null, forKey: key)
      }
      division.setValue(.integer(locked ? 1 : 0), forKey: "locked")
      divisions[name] = division
    }
    var teams: [String: Team] = [:]
    for (name, division) in [("Tigers", "U12"), ("Lions", "U12"), ("Hawks", "U10"), ("Strays", nil)] {
      let team = context.insert(Team.self)
      team.name = name
      team.setObject(division.flatMap { divisions[$0] }, forKey: "division")
      teams[name] = team
    }
    for (name, birthdate, number, position, team) in [
      ("Ana Ruiz", "2015-03-02", "7", "MF", "Tigers"), ("Søren Ødegaard", "2014-09-01", "10", "GK", "Tigers"),
      ("大谷翔平", "2015-09-01", "07", "FW", "Tigers"), ("Zoë Brontë", "2015-06-15", nil, "DF", "Tigers"),
      ("Kaʻimi Kealoha", "2014-12-01", "1", "GK", "Lions"),
      ("Daan van der Berg", "2017-05-05", "3", "MF", "Hawks"),
      ("Nguyễn Thị Hoa", "2016-02-02", "4", "FW", "Strays"), ("Aoife O'Brien", "2015-01-01", nil, nil, nil),
    ] as [(String, String, String?, String?, String?)] {
      let player = context.insert(Player.self)
      player.name = name
      player.birthdate = CalendarDate(iso: birthdate)
      player.number = number
      player.position = position
      player.team = team.flatMap { teams[$0] }
    }
    for (name, role, email, phone) in [
      ("Pat Kim", "Head Coach", "pat@example.org", "+1 555 0101"),
      ("Lee Wong", "Assistant Coach", nil, "+1 555 0102"),
    ] as [(String, String, String?, String?)] {
      let staff = context.insert(RosterModel.staff)
      staff.setValue(.text(name), forKey: "name")
      staff.setValue(.text(role), forKey: "role")
      staff.setValue(email.map { .text($0) } ?? .null, forKey: "email")
      staff.setValue(phone.map { .text($0) } ?? .null, forKey: "phone")
      staff.setObject(teams["Tigers"], forKey: "team")
    }
    // Tigers wear 7 and 07, which a scorekeeper reads alike: a league from before that rule.
    try context.save(force: true)
    let ana = try league.player("Ana Ruiz")
    for (name, relation, phone, email) in [
      ("Maria Ruiz", "mother", "+1 555 0100", "maria@example.org"),
      ("Juan Ruiz", "father", "+1 555 0103", nil),
    ] as [(String, String, String, String?)] {
      let guardian = context.insert(RosterModel.guardian)
      guardian.setValue(.text(name), forKey: "name")
      guardian.setValue(.text(phone), forKey: "phone")
      guardian.setValue(email.map { .text($0) } ?? .null, forKey: "email")
      let link = context.insert(RosterModel.guardianship)
      link.setValue(.text(relation), forKey: "relationship")
      link.setObject(guardian, forKey: "guardian")
      link.setObject(ana, forKey: "player")
    }
    try context.save()
  }

  private func tigers(isPrivate: Bool = false) throws -> TeamReport {
    try TeamReport(team: league.team("Tigers"), isPrivate: isPrivate)
  }

  // MARK: Team reports

  @Test func aTeamReportHoldsTheLeagueTheDivisionTheStaffAndLeagueAges() throws {
    let report = try tigers()
    #expect(report.heading.title == "Riverside Youth Soccer Club, 2027 Spring")
    #expect(report.heading.dating == "Dated 2027-03-01; league ages as of 2027-08-31, the league's cutoff")
    #expect(report.division?.summary == "league ages 11–12, 8–16 players")
    #expect(report.staff.map(\.name) == ["Pat Kim", "Lee Wong"])
    #expect(report.staff.map(\.role) == ["Head Coach", "Assistant Coach"])
    // Youngest first by birthdate; league ages on the cutoff, ages today.
    #expect(report.roster.map(\.name) == ["大谷翔平", "Zoë Brontë", "Ana Ruiz", "Søren Ødegaard"])
    #expect(report.roster.map(\.leagueAge) == [11, 12, 12, 12])
    #expect(report.roster.map(\.age) == [11, 11, 11, 12])
    #expect(report.ages.minimum == 11 && report.ages.maximum == 12)
    #expect(report.youngest.map(\.name) == ["大谷翔平"])
    // By number as a referee reads them: 7 before 07, no number last.
    #expect(report.byNumber.map(\.number) == ["7", "07", "10", nil])
  }

  /// What a report shared with parents must not hold, in every format; a private one holds it all.
  static let secrets = [
    "2015-03-02", "2014-09-01", "pat@example.org", "555 0101", "555 0102", "Maria Ruiz", "maria@example.org",
    "555 0100", "Juan Ruiz",
  ]

  @Test(arguments: ReportFormat.allCases)
  func reportsLeaveOutBirthdatesAndContactsUnlessPrivate(format: ReportFormat) throws {
    let shared = ReportRenderer(format: format).render(try tigers())
    for secret in Self.secrets { #expect(!shared.contains(secret), "\(format): \(secret)") }
    #expect(shared.contains("Ana Ruiz") && shared.contains("Pat Kim") && shared.contains("Head Coach"))
    #expect(shared.contains("Riverside Youth Soccer Club") && shared.contains("2027 Spring"))
    #expect(shared.contains("U12") && shared.contains("2027-03-01") && shared.contains("2027-08-31"))
    let whole = ReportRenderer(format: format).render(try tigers(isPrivate: true))
    for secret in Self.secrets { #expect(whole.contains(secret), "\(format): \(secret)") }
    let league = ReportRenderer(format: format).render(try LeagueReport(context: context))
    for secret in Self.secrets { #expect(!league.contains(secret), "\(format): \(secret)") }
  }

  /// 7 and 07 on one team both print on the game-day roster: every format of the team's report
  /// warns of them, naming both players (CSV, a row a person, has no place for sentences).
  @Test(arguments: ReportFormat.allCases.filter { $0 != .csv })
  func aTeamReportNamesNumbersThatReadTheSame(format: ReportFormat) throws {
    #expect(try tigers().problems.contains(Self.numbers))
    let rendered = ReportRenderer(format: format).render(try tigers())
    #expect(rendered.contains(Self.numbers), "\(rendered)")
  }

  @Test func aPrivateReportHasEachPlayersContactsInOrder() throws {
    let ana = try tigers(isPrivate: true).roster.first { $0.name == "Ana Ruiz" }
    #expect(ana?.birthdate == CalendarDate(iso: "2015-03-02"))
    #expect(ana?.contacts.map(\.name) == ["Maria Ruiz", "Juan Ruiz"])
    #expect(ana?.contacts.map(\.relation) == ["mother", "father"])
    #expect(
      ReportRenderer.contactsCell(ana?.contacts ?? [])
        == "Maria Ruiz (mother, +1 555 0100, maria@example.org); Juan Ruiz (father, +1 555 0103)")
  }

  @Test func theTextReportSaysWhatItsAgesAre() throws {
    let text = ReportRenderer(format: .text).render(try tigers())
    #expect(
      text.hasPrefix(
        """
        Tigers
        Riverside Youth Soccer Club, 2027 Spring
        Division U12: league ages 11–12, 8–16 players
        Dated 2027-03-01; league ages as of 2027-08-31, the league's cutoff

        Staff
        name      role
        --------  ---------------
        Pat Kim   Head Coach
        Lee Wong  Assistant Coach

        Roster, youngest first
        number  name            position  league age  age
        ------  --------------  --------  ----------  ---
            07  大谷翔平            FW                11   11
                Zoë Brontë      DF                12   11
             7  Ana Ruiz        MF                12   11
            10  Søren Ødegaard  GK                12   12

        Problems
        - U12's Tigers has 4 players; the division needs at least 8
        - Tigers has numbers 7 (Ana Ruiz) and 07 (大谷翔平): a scorekeeper reads each as 7; give all but one another number

        League ages
        players            4
        mean league age    11.8
        median league age  12.0
        """))
    #expect(text.contains("\nLeague age histogram\n11 "))
  }

  // MARK: League reports

  @Test func theLeagueReportGroupsTeamsByDivisionYoungestFirst() throws {
    let report = try LeagueReport(context: context)
    #expect(report.groups.map { $0.division?.name } == ["U10", "U12", "U14", "Open", nil])
    #expect(
      report.groups.map { $0.teams.map(\.name) } == [["Hawks"], ["Lions", "Tigers"], [], [], ["Strays"]])
    #expect(report.groups.map(\.ages.count) == [1, 5, 0, 0, 1])
    #expect(report.groups[2].division?.summary == "league ages 13–14, at most 18 players, locked")
    #expect(report.groups[3].division?.summary == "any league age")
    #expect(report.freeAgents.count == 1 && report.ages.count == 8)
    #expect(ReportRenderer.counts(report) == "4 divisions, 4 teams, 8 players (1 free agent)")
    let text = ReportRenderer(format: .text).render(report)
    let headings = [
      "U10: league ages 9–10, at most 12 players\n", "U12: league ages 11–12, 8–16 players\n",
      "U14: league ages 13–14, at most 18 players, locked\nNo teams.\n", "Open: any league age\nNo teams.\n",
      "No division\n", "Totals\n",
    ]
    let places = headings.map { text.range(of: $0)?.lowerBound }
    #expect(places.allSatisfy { $0 != nil }, "\(text)")
    #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted())
    #expect(text.contains("\nFree agents               1"))
  }

  /// The seam for the eligibility checks: sentences given by division show under it, in every format.
  @Test(arguments: ReportFormat.allCases)
  func problemsShowUnderTheirDivision(format: ReportFormat) throws {
    let problems: [String?: [String]] = [
      "U12": ["Tigers has 4 players; U12 needs at least 8"], nil: ["Strays is in no division"],
    ]
    let report = try LeagueReport(context: context, problems: problems)
    #expect(report.groups[1].problems == ["Tigers has 4 players; U12 needs at least 8"])
    #expect(report.groups[4].problems == ["Strays is in no division"])
    #expect(report.groups[0].problems.isEmpty)
    let rendered = ReportRenderer(format: format).render(report)
    guard format != .csv else { return }  // a row per team: no place for sentences
    #expect(rendered.contains("Tigers has 4 players; U12 needs at least 8"))
    #expect(rendered.contains("Strays is in no division"))
    let u12 = rendered.range(of: "U12")!.lowerBound
    let u14 = rendered.range(of: "U14")!.lowerBound
    let problem = rendered.range(of: "Tigers has 4 players")!.lowerBound
    #expect(u12 < problem && (format == .json || problem < u14))
  }

  /// The league's report with the eligibility problems it finds itself (as `report league` is
  /// made): a person on two teams of one division is one problem under it, said without the
  /// birthdate that makes them one person, in every format — the report goes to coaches.
  @Test(arguments: ReportFormat.allCases)
  func theLeaguesOwnProblemsHoldNoPrivateField(format: ReportFormat) throws {
    let copy = context.insert(Player.self)
    copy.name = "Ana Ruiz"
    copy.birthdate = CalendarDate(iso: "2015-03-02")
    copy.team = try league.team("Lions")
    try context.save(force: true)
    let report = try LeagueReport(checking: context)
    let u12 = try #require(report.groups.first { $0.division?.name == "U12" })
    #expect(
      u12.problems.filter { $0.contains("Ana Ruiz (") } == [
        "Ana Ruiz (same name and birthdate) is on 2 teams: Lions and Tigers"
      ])
    #expect(u12.problems.contains(Self.numbers))
    let rendered = ReportRenderer(format: format).render(report)
    for secret in Self.secrets { #expect(!rendered.contains(secret), "\(format): \(secret)") }
    guard format != .csv else { return }
    #expect(rendered.components(separatedBy: "Ana Ruiz (same name and birthdate)").count == 2, "\(rendered)")
  }

  static let numbers =
    "Tigers has numbers 7 (Ana Ruiz) and 07 (大谷翔平): a scorekeeper reads each as 7; give all but one another number"

  @Test func leagueDataHasEveryDivisionAndTeam() throws {
    let report = try LeagueReport(context: context)
    let json = ReportRenderer(format: .json).render(report)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect((object["league"] as? [String: Any])?["cutoff"] as? String == "2027-08-31")
    #expect((object["league"] as? [String: Any])?["players"] as? Int == 8)
    let divisions = try #require(object["divisions"] as? [[String: Any]])
    #expect(divisions.map { $0["name"] as? String } == ["U10", "U12", "U14", "Open"])
    #expect(divisions[2]["locked"] as? Bool == true && divisions[2]["teams"] as? Int == 0)
    let teams = try #require(object["teams"] as? [[String: Any]])
    #expect(teams.map { $0["division"] as? String } == ["U10", "U12", "U12", nil])
    #expect((object["free_agents"] as? [String: Any])?["players"] as? Int == 1)
    let csv = try records(ReportRenderer(format: .csv).render(report))
    #expect(
      csv[0].prefix(8) == [
        "division", "min_age", "max_age", "min_roster", "max_roster", "locked", "team", "players",
      ])
    #expect(csv.dropFirst().map { $0[0] } == ["U10", "U12", "U12", "U14", "Open", "", "", ""])
    #expect(
      csv.dropFirst().map { $0[6] } == [
        "Hawks", "Lions", "Tigers", "", "", "Strays", "(free agents)", "(league)",
      ])
    #expect(csv[4][5] == "yes" && csv[4][7] == "0")
    #expect(Set(csv.map(\.count)).count == 1)
  }

  // MARK: Data formats

  @Test func teamJSONHasEveryPart() throws {
    func parse(_ report: TeamReport) throws -> [String: Any] {
      let json = ReportRenderer(format: .json).render(report)
      return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
    let shared = try parse(try tigers())
    #expect(
      Set(shared.keys) == [
        "league", "private", "team", "division", "staff", "ages", "youngest", "oldest", "positions",
        "histogram", "roster", "problems",
      ])
    #expect((shared["problems"] as? [String])?.contains(Self.numbers) == true)
    #expect(shared["private"] as? Bool == false)
    #expect((shared["league"] as? [String: Any])?["date"] as? String == "2027-03-01")
    #expect((shared["division"] as? [String: Any])?["min_roster"] as? Int == 8)
    let staff = try #require(shared["staff"] as? [[String: Any]])
    #expect(staff.map { Set($0.keys) } == [["name", "role"], ["name", "role"]])
    let roster = try #require(shared["roster"] as? [[String: Any]])
    #expect(roster.count == 4)
    #expect(Set(roster[0].keys) == ["number", "name", "position", "leagueAge", "age"])
    #expect(roster.map { $0["leagueAge"] as? Int } == [11, 12, 12, 12])
    let whole = try parse(try tigers(isPrivate: true))
    #expect(whole["private"] as? Bool == true)
    // The coach's copy names the players whose medical note is an alert.
    #expect(Set(whole.keys) == Set(shared.keys).union(["medical_alerts"]))
    let players = try #require(whole["roster"] as? [[String: Any]])
    #expect(
      Set(players[0].keys) == [
        "number", "name", "position", "leagueAge", "age", "birthdate", "contacts", "medical", "medical_alert",
      ])
    let ana = try #require(players.first { $0["name"] as? String == "Ana Ruiz" })
    #expect(
      (ana["contacts"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Maria Ruiz", "Juan Ruiz"])
    #expect((whole["staff"] as? [[String: Any]])?.first?["email"] as? String == "pat@example.org")
  }

  @Test func teamCSVHasARowPerPerson() throws {
    let shared = try records(ReportRenderer(format: .csv).render(try tigers()))
    #expect(
      shared[0] == [
        "role", "number", "name", "position", "leagueAge", "age", "team", "division", "division_min_age",
        "division_max_age", "league", "season", "cutoff", "date",
      ])
    #expect(
      shared.dropFirst().map { $0[0] } == [
        "Head Coach", "Assistant Coach", "player", "player", "player", "player",
      ])
    #expect(
      shared[3] == [
        "player", "07", "大谷翔平", "FW", "11", "11", "Tigers", "U12", "11", "12", "Riverside Youth Soccer Club",
        "2027 Spring", "2027-08-31", "2027-03-01",
      ])
    let whole = try records(ReportRenderer(format: .csv).render(try tigers(isPrivate: true)))
    #expect(whole[0][6...9] == ["birthdate", "email", "phone", "contacts"])
    #expect(whole[1][7...8] == ["pat@example.org", "'+1 555 0101"])
    let ana = try #require(whole.first { $0[2] == "Ana Ruiz" })
    #expect(ana[6] == "2015-03-02" && ana[9].hasPrefix("Maria Ruiz (mother"))
    #expect(Set(whole.map(\.count)).count == 1)
  }

  private func records(_ csv: String) throws -> [[String]] {
    let reader = CSVReader(bytes: Array(csv.utf8))
    var records: [[String]] = []
    while let record = try reader.next() { records.append(record.fields) }
    return records
  }

  // MARK: The printable roster

  /// 30 players with hostile and long names: the HTML is one well-formed page whose print CSS
  /// holds the sheet, every value escaped, the players in a table of 30 rows by number.
  @Test func theHTMLRosterIsAPrintablePageOfThirtyPlayers() throws {
    let team = try league.team("Hawks")
    team.name = "<b>Hawks</b> & \"Co\""
    let settings = try #require(try context.fetch(FetchRequest(entity: RosterModel.settings)).first)
    settings.setValue("<script>alert('league')</script>", forKey: "name")
    for index in 1...29 {
      let player = context.insert(Player.self)
      player.name =
        index == 5
        ? "<img src=x onerror=alert(1)>" : "Maximilian Alexander von Hohenzollern-Sigmaringen \(index)"
      player.birthdate = CalendarDate(iso: "2017-01-\(String(format: "%02d", index))")
      player.number = String(index + 10)
      player.position = "MF"
      player.team = team
    }
    let staff = context.insert(RosterModel.staff)
    staff.setValue("Robin \"Bobby\" Tables'); DROP", forKey: "name")
    staff.setValue("<i>Coach</i>", forKey: "role")
    staff.setObject(team, forKey: "team")
    // Past the division's roster limit, on purpose: the page must hold 30.
    try context.save(force: true)
    let html = ReportRenderer(format: .html).render(try TeamReport(team: team))
    let parser = XMLParser(data: Data(html.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    for markup in ["<script", "<img", "<b>Hawks", "<i>"] { #expect(!html.contains(markup), "\(markup)") }
    #expect(html.contains("&lt;script&gt;alert(&#39;league&#39;)&lt;/script&gt;"))
    #expect(html.contains("<h1>&lt;b&gt;Hawks&lt;/b&gt; &amp; &quot;Co&quot;</h1>"))
    #expect(html.contains("Robin &quot;Bobby&quot; Tables&#39;); DROP"))
    #expect(html.contains("@page { margin: 12mm; }") && html.contains("@media print {"))
    #expect(html.contains(".screen { display: none; }"))
    #expect(!html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("://"))
    let roster = try #require(
      html.range(of: "<table class=\"roster\">").flatMap { start in
        html.range(of: "</table>", range: start.upperBound..<html.endIndex).map {
          html[start.lowerBound..<$0.upperBound]
        }
      })
    #expect(roster.components(separatedBy: "<td class=\"tick\"></td>").count - 1 == 30)
    #expect(roster.components(separatedBy: "class=\"name long\"").count - 1 == 28)
    // By number: Daan's 3, then 11 to 39.
    let numbers = roster.components(separatedBy: "<tr><td class=\"n\">").dropFirst().map {
      $0.prefix { $0 != "<" }
    }
    #expect(numbers == ["3"] + (11...39).map { Substring(String($0)) })
    #expect(!html.contains("2017-01-01"))
  }
}
