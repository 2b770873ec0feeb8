import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Report figures against the fixture, computed by hand.
struct ReportTests {
  let league: League
  init() throws { league = try Fixture.league() }

  @Test func ageStatistics() {
    let ages = AgeStatistics(ages: [33, 21, 27, 21, 30, 24])
    #expect(ages.count == 6)
    #expect(ages.mean == 26.0)
    #expect(ages.median == 25.5)
    #expect(ages.minimum == 21 && ages.maximum == 33)
    #expect(AgeStatistics(ages: [26, 31, 28]).median == 28)
    #expect(AgeStatistics(ages: []).mean == nil)
    #expect(AgeStatistics(ages: [20, 22]).bars.map(\.count) == [1, 0, 1])
  }

  @Test func teamReport() throws {
    let report = try TeamReport(team: league.team("BOS"))
    #expect(
      report.roster.map(\.name) == [
        "Zoe Adams", "Zoë Young", "ábel Díaz", "Mookie Betts", "Abe Lincoln", "José Abreu",
      ])
    #expect(report.ages.mean == 26.0)
    #expect(report.ages.median == 25.5)
    #expect(report.youngest.map(\.name) == ["Zoe Adams", "Zoë Young"])
    #expect(report.oldest.map(\.name) == ["José Abreu"])
    #expect(report.positions.map(\.position) == ["P", "1B", "C", "CF", "RF"])
    #expect(report.positions.map(\.count) == [2, 1, 1, 1, 1])
  }

  /// Players added team after team and between teams, and free agents among them: each team's
  /// counts by league age are what one GROUP BY of the same rows gives, wherever its rows are.
  @Test func theLeagueReportCountsEachTeamWhereverItsRowsAre() throws {
    let context = league.context
    let teams = [try league.team("BOS"), try league.team("LAD"), nil, try league.team("Yomiuri Giants")]
    for index in 0..<40 {
      let player = context.insert(Player.self)
      player.name = "Interleaved \(index)"
      player.age = 18 + index % 7
      player.team = teams[index % teams.count]
    }
    try context.save()
    let report = try LeagueReport(context: context)
    var expected: [Int64?: [Int: Int]] = [:]
    for group in try context.groupCounts(FetchRequest(entity: Player.entity), by: ["team", "leagueAge"]) {
      expected[group.values[0].integerValue, default: [:]][Int(group.values[1].integerValue ?? 0)] =
        group.count
    }
    func counts(_ ages: AgeStatistics) -> [Int: Int] {
      Dictionary(uniqueKeysWithValues: ages.histogram.map { ($0.age, $0.count) })
    }
    for team in teams.compactMap({ $0 }) {
      #expect(counts(report.teams.first { $0.name == team.name }!.ages) == expected[team.objectID.rowID])
    }
    #expect(counts(report.freeAgents) == expected[nil])
    #expect(report.ages.count == 53)
  }

  /// A league whose first player row is a free agent's (trapped on a nil it took for "no team
  /// yet") counts it with the free agents.
  @Test func theLeagueReportBeginsWithAFreeAgentsRow() throws {
    let database = TemporaryDatabase()
    let league = try League(path: database.location)
    let context = league.context
    for (name, team) in [("Free", nil), ("Rostered", "A"), ("Also free", nil)] as [(String, String?)] {
      if let team, (try? league.team(team)) == nil {
        let made = context.insert(Team.self)
        made.name = team
        try context.save()
      }
      let player = context.insert(Player.self)
      player.name = name
      player.age = 10
      player.team = try team.map(league.team)
      try context.save()
    }
    let report = try LeagueReport(context: context)
    #expect(report.freeAgents.count == 2 && report.teams.first?.ages.count == 1 && report.ages.count == 3)
  }

  @Test func leagueReport() throws {
    let report = try LeagueReport(context: league.context)
    #expect(report.teams.map(\.name) == ["Boston Red Sox", "Los Angeles Dodgers", "Yomiuri Giants"])
    #expect(report.teams.map(\.ages.count) == [6, 4, 3])
    #expect(report.teams.map(\.ages.median) == [25.5, 26.5, 28])
    #expect(report.ages.count == 13)
    #expect(NumberText.fixed(report.ages.mean!, 1) == "26.8")
    #expect(report.ages.median == 27)
    // No divisions: every team is in the group of teams without one.
    #expect(report.groups.count == 1 && report.groups[0].division == nil)
    league.context.today = CalendarDate(iso: "2026-05-01")!
    let csv = ReportRenderer(format: .csv).render(try LeagueReport(context: league.context))
    #expect(
      csv == """
        division,min_age,max_age,min_roster,max_roster,locked,team,players,mean_age,median_age,youngest,oldest,league,season,cutoff,date
        ,,,,,,Boston Red Sox,6,26.0,25.5,21,33,,,,2026-05-01
        ,,,,,,Los Angeles Dodgers,4,27.0,26.5,23,32,,,,2026-05-01
        ,,,,,,Yomiuri Giants,3,28.3,28.0,26,31,,,,2026-05-01
        ,,,,,,(league),13,26.8,27.0,21,33,,,,2026-05-01

        """)
  }

  /// The fixture has no league settings, divisions or staff: the report says so, and its ages
  /// are ages today (no cutoff, so no league-age column).
  @Test func textReport() throws {
    league.context.today = CalendarDate(iso: "2026-05-01")!
    let text = ReportRenderer(format: .text).render(try TeamReport(team: league.team("YOM")))
    #expect(
      text == """
        Yomiuri Giants (YOM), Tōkyō
        No division
        Dated 2026-05-01; ages as of that day (the league has no cutoff)

        No staff.

        Roster, youngest first
        number  name         position  age
        ------  -----------  --------  ---
            17  大谷翔平         P          26
                Tom O'Brien  C          28
             6  坂本勇人         SS         31

        Ages
        players     3
        mean age    28.3
        median age  28.0
        youngest    26
        oldest      31
        Youngest    大谷翔平
        Oldest      坂本勇人

        Players by position
        position  players
        --------  -------
        C               1
        P               1
        SS              1

        Age histogram
        26 ████████████████████████████████████████ 1
        27
        28 ████████████████████████████████████████ 1
        29
        30
        31 ████████████████████████████████████████ 1

        """)
  }

  @Test func outputIsDeterministic() throws {
    for format in ReportFormat.allCases {
      let first = ReportRenderer(format: format).render(try TeamReport(team: league.team("BOS")))
      let second = ReportRenderer(format: format).render(try TeamReport(team: league.team("BOS")))
      #expect(first == second)
      let league1 = ReportRenderer(format: format).render(try LeagueReport(context: league.context))
      #expect(league1 == ReportRenderer(format: format).render(try LeagueReport(context: league.context)))
    }
  }

  @Test func jsonReportsParse() throws {
    let team = ReportRenderer(format: .json).render(try TeamReport(team: league.team("BOS")))
    let object = try JSONSerialization.jsonObject(with: Data(team.utf8)) as? [String: Any]
    #expect((object?["ages"] as? [String: Any])?["median_age"] as? Double == 25.5)
    #expect((object?["roster"] as? [[String: Any]])?.count == 6)
    let leagueJSON = ReportRenderer(format: .json).render(try LeagueReport(context: league.context))
    let parsed = try JSONSerialization.jsonObject(with: Data(leagueJSON.utf8)) as? [String: Any]
    #expect((parsed?["teams"] as? [Any])?.count == 3)
  }

  @Test func htmlIsWellFormedAndSelfContained() throws {
    let player = league.context.insert(Player.self)
    player.name = "<script>alert('x') & \"friends\"</script>"
    player.age = 22
    player.team = try league.team("BOS")
    try league.context.save()
    for html in [
      ReportRenderer(format: .html).render(try TeamReport(team: league.team("BOS"))),
      ReportRenderer(format: .html).render(try LeagueReport(context: league.context)),
    ] {
      let parser = XMLParser(data: Data(html.utf8))
      #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
      #expect(!html.contains("<script"))
      // No address at all but the SVG namespace: the page is self-contained.
      #expect(
        !html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("http://"))
      #expect(!html.contains("https://"))
      #expect(html.contains("<svg"))
    }
  }

  /// A pipe is escaped so it cannot split a table cell — also when a combining mark follows it,
  /// which makes it one Character to Swift (escaping by Characters let that through).
  @Test(arguments: [("A | B", "A \\| B"), ("A |\u{0301} B", "A \\|\u{0301} B")])
  func markdownEscapesPipes(name: String, escaped: String) throws {
    let player = league.context.insert(Player.self)
    player.name = name
    player.age = 22
    player.team = try league.team("BOS")
    try league.context.save()
    #expect(
      ReportRenderer(format: .md).render(try TeamReport(team: league.team("BOS"))).contains(
        "|  | \(escaped) |  | 22 |"))
  }

  /// Control and direction-changing characters another program stored (validation refuses them)
  /// show in HTML as they do at a terminal — `^[`, `<U+202E>` — in the team's and the league's
  /// pages, in text, headings, titles and attributes alike.
  @Test func htmlShowsControlAndDirectionCharactersVisibly() throws {
    let hostile = "Evil\u{202E}gpj.exe\u{1B}[31m\u{7}\u{200B}\nX"
    // Where the database does not check names (before schema 9, or with its checks dropped).
    try BehindTheChecks.write(league.store, tables: ["teams", "players"]) {
      try league.store.execute(
        "UPDATE \(ident: "teams") SET \(ident: "name") = \(bind: .text(hostile)) WHERE \(ident: "abbreviation") = 'BOS'"
      )
      try league.store.execute(
        "UPDATE \(ident: "players") SET \(ident: "name") = \(bind: .text("Zoë\u{2066}\u{9B}31m")) WHERE \(ident: "name") = 'Zoë Young'"
      )
    }
    let team = try #require(
      try league.context.fetch(FetchRequest(entity: Team.entity)).first {
        $0.value(forKey: "abbreviation") == .text("BOS")
      } as? Team)
    for html in [
      ReportRenderer(format: .html).render(try TeamReport(team: team)),
      ReportRenderer(format: .html).render(try LeagueReport(context: league.context)),
    ] {
      let hidden = html.unicodeScalars.filter { ($0.isControl && $0 != "\n") || $0.isInvisibleFormat }
      #expect(hidden.isEmpty, "\(hidden.map { String($0.value, radix: 16) })")
      #expect(html.contains("Evil&lt;U+202E&gt;gpj.exe^[[31m^G&lt;U+200B&gt;^JX"))
    }
    let page = ReportRenderer(format: .html).render(try TeamReport(team: team))
    #expect(page.contains("<title>Evil&lt;U+202E&gt;gpj.exe^[[31m^G&lt;U+200B&gt;^JX"))
    #expect(page.contains("Zoë&lt;U+2066&gt;&lt;U+009B&gt;31m"))
  }

  /// A quote or `<` followed by a combining mark is still escaped: an attribute cannot be broken open.
  @Test func htmlEscapingSeesMarksAfterSpecialCharacters() {
    #expect(
      HTMLReport.escape("a\"\u{0301} onmouseover=x <\u{0301}b>")
        == "a&quot;\u{0301} onmouseover=x &lt;\u{0301}b&gt;")
  }
}
