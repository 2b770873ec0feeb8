import Foundation
import RosterFixtures
import Testing

/// `season new` closes a season and opens the next in one journal entry; the closed one is read
/// with `--season`, and the roll-over can be undone.
@Suite(.serialized)
struct SeasonCommandTests {
  let roster = RosterProcess()
  let today = ["ROSTER_TODAY": "2027-03-01"]

  init() throws {
    let league = """
      league set season=2027 cutoff=2027-08-31
      add division U12 min_age=11 max_age=12
      add team Tigers division=U12
      add player "Ana Ruiz" birthdate=2015-05-05 team=Tigers
      add player "Bo Li" birthdate=2016-06-06 team=Tigers

      """
    let result = try roster.run(["--quiet"], input: league, environment: today)
    #expect(result == .init(stdout: "", stderr: "", status: 0))
  }

  @discardableResult
  private func run(_ arguments: String...) throws -> RosterProcess.Result {
    try roster.run(arguments, environment: today)
  }

  @Test func aNewSeasonReleasesEveryoneListsWhoAgedOutAndKeepsTheOldOneReadable() throws {
    defer { roster.cleanUp() }
    let rolled = try run("season", "new", "2028", "--cutoff", "2028-08-31")
    #expect(rolled.status == 0)
    expectLines(
      rolled.stdout,
      """
      Season '2028' began, league ages on 2028-08-31; '2027' is closed (--season '2027' reads it); 2 players returned to the free agents.
      Registered for the division their league age fits (1):
        Bo Li: none → U12 (12 on 2028-08-31)
      Fit no division (registered for none; 'eligibility' lists them) (1):
        Ana Ruiz (13 on 2028-08-31; was U12)

      """)
    #expect(try run("players", "Tigers", "--format", "csv").stdout.components(separatedBy: "\n").count == 2)
    // Ana, released, fits no division now: an eligibility problem of the league, said by `why` too.
    let problems = try run("eligibility")
    #expect(problems.status == 1)
    expectLines(
      problems.stdout,
      """
      division  team  player    problem
      --------  ----  --------  ----------------------------------------------------------------------------------------
                      Ana Ruiz  Ana Ruiz, a free agent, is 13 on 2028-08-31 and fits no division (league ages U12 11–12)

      """)
    #expect(
      try run("why", "Ana Ruiz").stdout.contains(
        "division   fails   Ana Ruiz, a free agent, is 13 on 2028-08-31"))
    #expect(
      try run("why", "Bo Li").stdout.contains(
        "division   passes  Bo Li is a free agent, 12 on 2028-08-31; U12 takes"))
    let old = try run("players", "Tigers", "--season", "2027", "--format", "csv").stdout
    #expect(old.contains("Ana Ruiz,11,12,2015-05-05") && old.contains("Bo Li"))
    #expect(try run("league", "--season", "2027", "--format", "csv").stdout.contains("cutoff,2027-08-31"))
    let seasons = try run("seasons", "--format", "csv").stdout.components(separatedBy: "\n")
    #expect(seasons.count == 4)
    #expect(seasons[1].hasPrefix("2027,") && seasons[1].hasSuffix(",2"))
    #expect(seasons[2].hasPrefix("2028,") && seasons[2].hasSuffix(",(current),2"))
    #expect(
      try run("players", "--season", "1999").stderr.contains(
        "the league has no season '1999'; its seasons are"))
  }

  /// The rollover registers each returning player for the division their new league age fits —
  /// moving up, kept, or none (which `eligibility` names) — so that `form` can place them, and
  /// says who moved and who fits none; `undo` takes the registrations back with the rest.
  @Test func aNewSeasonRegistersEachPlayerForTheDivisionTheyFit() throws {
    defer { roster.cleanUp() }
    let more = """
      add division U14 min_age=13 max_age=14
      add division U10 min_age=9 max_age=10
      add team Cubs division=U10
      add player "Cy Kim" birthdate=2017-01-20 team=Cubs division=U10
      add player "Dee Lo" birthdate=2018-05-05 division=U10
      add player "Eve Ng" birthdate=2013-02-02 division=U14

      """
    #expect(try roster.run(["--quiet"], input: more, environment: today).status == 0)
    let rolled = try run("season", "new", "2028", "--cutoff", "2028-08-31", "-f")
    #expect(rolled.status == 0, "\(rolled.stderr)")
    expectLines(
      rolled.stdout,
      """
      Season '2028' began, league ages on 2028-08-31; '2027' is closed (--season '2027' reads it); 3 players returned to the free agents.
      Registered for the division their league age fits (3):
        Ana Ruiz: none → U14 (13 on 2028-08-31)
        Bo Li: none → U12 (12 on 2028-08-31)
        Cy Kim: U10 → U12 (11 on 2028-08-31)
      Fit no division (registered for none; 'eligibility' lists them) (1):
        Eve Ng (15 on 2028-08-31; was U14)

      """)
    let registered = try run("--format", "csv", "players", "--free", "sort", "name").stdout
    #expect(registered.contains("Dee Lo,8,10,2018-05-05,,,,U10\n"), "\(registered)")
    #expect(registered.contains("Cy Kim,10,11,2017-01-20,,,,U12\n"), "\(registered)")
    #expect(registered.contains("Eve Ng,14,15,2013-02-02,,,,\n"), "\(registered)")
    #expect(
      try run("eligibility").stdout.contains("Eve Ng, a free agent, is 15 on 2028-08-31 and fits no division")
    )
    #expect(try run("undo", "-f").status == 0)
    let back = try run("--format", "csv", "players", "--free", "sort", "name").stdout
    #expect(back.contains("Eve Ng,14,14,2013-02-02,,,,U14\n"), "\(back)")
  }

  @Test func aSeasonPlayedWithoutANameIsListedAndReadable() throws {
    defer { roster.cleanUp() }
    let other = RosterProcess()
    defer { other.cleanUp() }
    let league = "add team Tigers\nadd player \"Ana Ruiz\" age=12 team=Tigers\n"
    #expect(try other.run(["--quiet"], input: league).status == 0)
    let rolled = try other.run(["season", "new", "2028", "--cutoff", "2028-08-31", "--release-all"])
    #expect(rolled.stdout.hasPrefix("Season '2028' began, league ages on 2028-08-31; '(no name)' is closed"))
    let seasons = try other.run(["seasons", "--format", "csv"]).stdout.components(separatedBy: "\n")
    #expect(seasons[1].hasPrefix("(no name),") && seasons[1].hasSuffix(",1"))
    #expect(try other.run(["players", "Tigers", "--season", "(no name)"]).stdout.contains("Ana Ruiz"))
    #expect(!(try other.run(["players", "Tigers"]).stdout.contains("Ana Ruiz")))
  }

  @Test func keepingRostersAndUndoingTheRollOver() throws {
    defer { roster.cleanUp() }
    #expect(try run("season", "new", "2028", "--cutoff", "2028-08-31", "--keep-rosters").status == 0)
    #expect(try run("players", "Tigers", "--format", "csv").stdout.contains("Ana Ruiz"))
    #expect(try run("eligibility").status == 1, "Ana Ruiz is 13 in U12 now")
    #expect(try run("undo").stdout.hasPrefix("Undid @"))
    #expect(try run("league", "--format", "csv").stdout.contains("season,2027"))
    #expect(try run("seasons", "--format", "csv").stdout.components(separatedBy: "\n").count == 3)
    #expect(try run("season", "new", "2027", "--cutoff", "2028-08-31").status == 1)
  }
}
