import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// The league of schema 4 through the commands: settings, birthdates and league ages, divisions
/// (a deny rule), free agents (a nullify on request, the pool in the navigation), staff and
/// contacts (a cascade two levels down from a team), jersey numbers as text.
struct LeagueModelTests {
  /// The suite's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  var database: String { ownDatabase.location }
  let session: Session

  init() throws {
    let league = try Fixture.league(path: ownDatabase.location)
    league.context.today = CalendarDate(iso: "2026-12-02")!
    session = Session(league: league, out: .capturing(), err: .capturing())
  }

  @Test func theLeagueSettingsAreShownAndChanged() throws {
    defer { Fixture.remove(database) }
    #expect(try session.run("league").contains("cutoff"))
    #expect(
      try session.run("league set name=\"Metro Youth Soccer\" season=\"2027 Spring\" cutoff=2027-08-31")
        == "Updated the league: name Metro Youth Soccer, season 2027 Spring, cutoff 2027-08-31.\n")
    // The settings, when first written, take the time zone of whoever writes them.
    #expect(
      try session.csv("league")
        == "setting,value\nname,Metro Youth Soccer\nseason,2027 Spring\ncutoff,2027-08-31\n"
        + "time_zone,\(TimeZoneName.local)\n")
    #expect(throws: ValidationError.self) { try session.run("league set cutoff=2027-02-30") }
    // One row, however often it is set.
    try session.run("league set season=\"2027 Fall\"")
    #expect(try session.context.count(FetchRequest(entity: RosterModel.settings)) == 1)
  }

  /// Ages come from birthdates (today, and on the cutoff: a birthday on the cutoff counts; 29
  /// February turns a year older on 1 March in common years), filter and sort in the database.
  @Test func leagueAgesAreCountedOnTheCutoff() throws {
    defer { Fixture.remove(database) }
    try session.run(
      "league set cutoff=2027-08-31",
      "add player \"On Cutoff\" team=BOS birthdate=2015-08-31",
      "add player \"Day After\" team=BOS birthdate=2015-09-01",
      "add player \"Leap Day\" team=BOS birthdate=2016-02-29")
    let ages = try session.csv("players BOS where 'birthdate != nil' sort name")
    #expect(
      ages == """
        name,age,leagueAge,birthdate,position,number,team
        Day After,11,11,2015-09-01,,,Boston Red Sox
        Leap Day,10,11,2016-02-29,,,Boston Red Sox
        On Cutoff,11,12,2015-08-31,,,Boston Red Sox

        """)
    #expect(try session.csv("players where 'leagueAge == 12'").contains("On Cutoff"))
    #expect(!(try session.csv("players where 'leagueAge == 12'").contains("Day After")))
    // Youngest first, by birthdate: the leap-day child (10) before the two of 11.
    let order = try session.csv("players BOS").split(separator: "\n").dropFirst().prefix(3).map {
      String($0.split(separator: ",")[0])
    }
    #expect(order == ["Leap Day", "Day After", "On Cutoff"])
    #expect(throws: ValidationError.self) { try session.run("set player \"Leap Day\" age=9") }
  }

  @Test func anAgeGivenWithABirthdateMustAgree() throws {
    defer { Fixture.remove(database) }
    #expect {
      try session.run("add player \"Ana Ruiz\" team=BOS birthdate=2015-03-02 age=9")
    } throws: { error in
      "\(error)".hasPrefix("age 9 does not agree with birthdate 2015-03-02, which makes 11 today")
    }
    try session.run("add player \"Ana Ruiz\" team=BOS birthdate=2015-03-02 age=11")
    let row = try session.league.store.rows(#"SELECT "age" FROM "players" WHERE "name" = 'Ana Ruiz'"#)
    #expect(row.first?[0] == .null)
  }

  @Test func freeAgentsWaitInThePool() throws {
    defer { Fixture.remove(database) }
    #expect(try session.run("add player \"Ana Ruiz\" birthdate=2015-03-02") == "Added Ana Ruiz (age 11).\n")
    #expect(
      try session.run("release \"Mookie Betts\"")
        == "Released Mookie Betts from Boston Red Sox; they are a free agent now.\n")
    #expect(try session.csv("players --free").split(separator: "\n").count == 3)
    let teams = try session.run("ls")
    #expect(teams.contains("4  (free agents)"))
    let pool = try session.run("cd 4")
    #expect(pool.contains("Ana Ruiz") && pool.contains("Mookie Betts") && !pool.contains("Abe Lincoln"))
    #expect(try session.run("pwd") == "/free agents\n")
    try session.run("add player \"Bo Diaz\" age=12")
    #expect(try session.league.player("Bo Diaz").team == nil)
    #expect(
      try session.run("move 1 to LAD").hasPrefix(
        "Moved Ana Ruiz from the free agents to Los Angeles Dodgers."))
    try session.run("cd ..")
    #expect(throws: UsageError.self) { try session.run("set 4 city=X") }
  }

  /// `rm team --release` keeps the players (and their guardianships) as free agents; plain `rm
  /// team` cascades to the players and to their guardianships, two levels down (the guardians
  /// stay); undo brings all back.
  @Test func aTeamsPlayersAreReleasedOrDeletedWithTheirContacts() throws {
    defer { Fixture.remove(database) }
    try session.run(
      "add guardian \"Maria Betts\" phone=\"+1 555 0100\" players=\"Mookie Betts\"",
      "add staff \"Pat Kim\" team=BOS role=\"Head Coach\" email=pat@example.org")
    #expect(
      try session.run("rm team BOS --release -f")
        == "Deleted team Boston Red Sox; its 6 players are free agents now.\n")
    #expect(try session.csv("players --free").split(separator: "\n").count == 7)
    #expect(try session.context.count(FetchRequest(entity: RosterModel.guardianship)) == 1)
    #expect(try session.csv("staff").contains("Pat Kim,Head Coach,pat@example.org,,\n"))
    try session.run("undo")
    #expect(try session.csv("players BOS").split(separator: "\n").count == 7)
    try session.run("rm team BOS -f")
    #expect(try session.context.count(FetchRequest(entity: RosterModel.guardianship)) == 0)
    #expect(try session.context.count(FetchRequest(entity: RosterModel.staff)) == 1)
    try session.run("undo")
    #expect(try session.context.count(FetchRequest(entity: RosterModel.guardianship)) == 1)
  }

  @Test func aDivisionWithTeamsIsDeniedNamingThem() throws {
    defer { Fixture.remove(database) }
    try session.run(
      // No age limits: the fixture's players are grown-ups.
      "add division U12 max_roster=14", "set team BOS division=U12",
      "set team LAD division=u12")
    #expect {
      try session.run("rm division U12 -f")
    } throws: { error in
      "\(error)"
        == "U12 still has 2 teams (Boston Red Sox and Los Angeles Dodgers); move them to another division or delete them first"
    }
    #expect(
      try session.csv("divisions")
        == "name,min_age,max_age,min_roster,max_roster,locked,teams,players\nU12,,,,14,,2,10\n")
    #expect(try session.run("set division U12 locked=yes") == "Updated U12: locked (none) → yes.\n")
    #expect(try session.csv("divisions").contains(",yes,2,10"))
    #expect(
      throws: RuleError([
        RuleBreach(refusal: "U12 is locked; unlock it or use --force", forced: "U12 is locked")
      ])
    ) {
      try session.run("set team BOS division=")
    }
    try session.run("unlock division U12", "set team BOS division=", "set team LAD division=")
    #expect(try session.run("rm division U12 -f") == "Deleted division U12.\n")
  }

  /// A move to a team where the number is taken says how to clear it, and that --force does not
  /// pass it; a number that reads like a teammate's (07 beside 7) is refused unless forced, then
  /// listed by `eligibility` and named on the team's report until one is changed.
  @Test func numbersThatClashOnAMoveSayHowToClearThem() throws {
    defer { Fixture.remove(database) }
    let taken = "number 7 is already taken on Los Angeles Dodgers by Julio Urías"
    let advice =
      "clear Seven's number first (set player Seven number=) or give another (set player Seven number=…), then move"
    try session.run("add player Seven team=YOM age=20 number=7")
    for force in ["", " --force"] {
      #expect {
        try session.run("move player Seven to LAD" + force)
      } throws: { error in
        "\(error)"
          == "\(taken); \(advice)"
          + (force.isEmpty ? "" : " (--force passes the league's rules, not a number two players share)")
      }
    }
    try session.run("set player Seven number=07")
    #expect {
      try session.run("move player Seven to LAD")
    } throws: { error in
      "\(error)".hasPrefix(
        "Los Angeles Dodgers would have numbers 7 (Julio Urías) and 07 (Seven): a scorekeeper reads each as 7"
      )
    }
    try session.run("move player Seven to LAD --force")
    // `eligibility` fails (exit status 1) when it lists a problem: its listing is what it printed.
    func eligibility() -> String {
      let start = session.out.text.count
      session.format = .csv
      defer { session.format = .table }
      _ = try? session.run("eligibility")
      return String(session.out.text.dropFirst(start))
    }
    #expect(eligibility().contains("number,,Los Angeles Dodgers,Julio Urías,2,,1,"))
    #expect(
      try session.run("report LAD").contains(
        "- Los Angeles Dodgers has numbers 7 (Julio Urías) and 07 (Seven)"))
    try session.run("set player Seven number=70")
    #expect(!eligibility().contains("number,"))
  }

  /// `0`, `00` and `07` are different numbers; lists go in numeric order; a number compared
  /// with a number is compared as one.
  @Test func jerseyNumbersAreText() throws {
    defer { Fixture.remove(database) }
    try session.run(
      "add player Zero team=YOM age=20 number=0", "add player DoubleZero team=YOM age=20 number=00",
      "add player Seven team=YOM age=20 number=07")
    #expect(throws: ValidationError.self) { try session.run("add player Eight team=YOM age=20 number=1000") }
    #expect(throws: ValidationError.self) { try session.run("add player Again team=YOM age=20 number=07") }
    let names = try session.csv("players YOM sort number").split(separator: "\n").dropFirst().map {
      String($0.split(separator: ",")[0])
    }
    #expect(names == ["Zero", "DoubleZero", "坂本勇人", "Seven", "大谷翔平", "Tom O'Brien"])
    #expect(try session.csv("players YOM where 'number < 8'").contains("Seven"))
    #expect(!(try session.csv("players YOM where 'number == \"7\"'").contains("Seven")))
    #expect(try session.csv("players YOM where 'number == \"07\"'").contains("Seven"))
    // Against another number key too, as the peers' two-column comparisons ask.
    let below = try session.csv("players YOM where 'number < age' sort name").split(separator: "\n")
      .dropFirst().map {
        String($0.split(separator: ",")[0])
      }
    #expect(below == ["DoubleZero", "Seven", "Zero", "坂本勇人", "大谷翔平"])
  }

  /// The new keys in sections, sorts and undo.
  @Test func newKeysWorkInSectionsSortsAndUndo() throws {
    defer { Fixture.remove(database) }
    try session.run(
      "league set cutoff=2027-08-31", "add division U12", "set team BOS division=U12",
      "add player \"Ana Ruiz\" team=BOS birthdate=2015-03-02")
    let sections = try session.run("ls --by division.name")
    #expect(sections.contains("U12 (1)") && sections.contains("(none) (2)"), "\(sections)")
    try session.run("cd BOS")
    #expect(try session.run("ls --by leagueAge").contains("12 (1)"))
    #expect(try session.csv("sort leagueAge desc").split(separator: "\n")[1].hasPrefix("José Abreu"))
    #expect(
      try session.run("set player \"Ana Ruiz\" birthdate=2014-03-02").contains(
        "birthdate 2015-03-02 → 2014-03-02"))
    try session.run("undo")
    #expect(try session.league.player("Ana Ruiz").birthdate == CalendarDate(iso: "2015-03-02"))
  }

  /// A birthdate added to a player whose age was typed long ago (a league from an older
  /// release) replaces that age; an age given with it must still agree.
  @Test func aBirthdateReplacesAnAgeKeptFromBefore() throws {
    defer { Fixture.remove(database) }
    #expect(
      try session.run("set player \"Mookie Betts\" birthdate=1992-10-07").hasPrefix("Updated Mookie Betts:"))
    #expect(try session.league.player("Mookie Betts").age == 34)
    #expect(throws: ValidationError.self) {
      try session.run("set player \"Max Muncy\" birthdate=1990-08-25 age=30")
    }
  }
}
