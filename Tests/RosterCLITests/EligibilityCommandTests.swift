import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary and the league's rules: refusals with a sentence a rule, `--force`, `lock`,
/// `eligibility` in each format with its exit status, `why`, and the synthetic youth club's
/// planted problems. Ages are counted with `ROSTER_TODAY`, so they do not move.
@Suite(.serialized)
struct EligibilityCommandTests {
  let roster = RosterProcess()
  let today = ["ROSTER_TODAY": "2027-03-01"]

  /// U12 (league ages 11–12, rosters of 2 to 3) with Tigers and Lions, two players each.
  static let league = """
    league set cutoff=2027-08-31
    add division U12 min_age=11 max_age=12 min_roster=2 max_roster=3
    add team Tigers division=U12
    add team Lions division=U12
    add player "Ana Ruiz" birthdate=2015-05-05 team=Tigers
    add player "Bo Li" birthdate=2015-06-06 team=Tigers
    add player "Cy Wu" birthdate=2015-07-07 team=Lions
    add player "Dee Ng" birthdate=2015-08-08 team=Lions

    """

  init() throws {
    let result = try roster.run(["--quiet"], input: Self.league, environment: today)
    #expect(result == .init(stdout: "", stderr: "", status: 0))
  }

  private func run(_ arguments: String...) throws -> RosterProcess.Result {
    try roster.run(arguments, environment: today)
  }

  /// A one-shot listing as CSV or JSON is written as its rows are read (a million players in the
  /// memory of one): the same text a session, which gathers its listings, writes, booleans as
  /// yes or no included; JSON exactly as the renderer writes it, empty or not.
  @Test func aListingStreamedIsTheListingGathered() throws {
    defer { roster.cleanUp() }
    _ = try run("lock", "division", "U12")
    for command in [["players"], ["divisions"], ["players", "Tigers", "where", "name == 'nobody'"]] {
      let streamed = try roster.run(["--format", "csv"] + command, environment: today)
      let gathered = try roster.run(
        ["--quiet"],
        input: command.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
          + " --format csv\n", environment: today)
      #expect(streamed.stdout == gathered.stdout, "\(command)")
      #expect(streamed.status == 0)
    }
    #expect(try run("--format", "csv", "divisions").stdout.contains(",yes"))
    #expect(
      try run("--format", "json", "players", "Lions").stdout == """
        [
          {"name": "Dee Ng", "age": 11, "leagueAge": 12, "birthdate": "2015-08-08", "position": null, "number": null, "team": "Lions"},
          {"name": "Cy Wu", "age": 11, "leagueAge": 12, "birthdate": "2015-07-07", "position": null, "number": null, "team": "Lions"}
        ]

        """)
    #expect(try run("--format", "json", "players", "Lions", "where", "age > 90").stdout == "[]\n")
  }

  @Test func aChangeThatBreaksRulesIsRefusedWithEachAndForcedWithAWarning() throws {
    defer { roster.cleanUp() }
    let one = try run("add", "player", "Old", "birthdate=2014-08-31", "team=Tigers")
    #expect(one.status == 1)
    #expect(one.stdout == "")
    expectLines(
      one.stderr,
      "roster: Old is 13 on 2027-08-31; U12 takes league ages 11–12; nothing was changed (--force makes the change anyway)\n"
    )
    let two = try run("add", "player", "Ana Ruiz", "birthdate=2015-05-05", "team=Lions")
    expectLines(
      two.stderr,
      "roster: Ana Ruiz (same name and birthdate) would be on 2 teams: Lions and Tigers; nothing was changed "
        + "(--force makes the change anyway)\n")
    let forced = try run("add", "player", "Old", "birthdate=2014-08-31", "team=Tigers", "--force")
    #expect(forced.status == 0)
    #expect(forced.stdout == "Added Old (age 12) to Tigers.\n")
    #expect(
      forced.stderr
        == "roster: warning: made anyway (--force): Old is 13 on 2027-08-31; U12 takes league ages 11–12\n")
    let more = try run("move", "player", "Cy Wu", "to", "Tigers")
    expectLines(
      more.stderr,
      """
      roster: the change breaks 2 rules; nothing was changed (--force makes the change anyway):
        U12's Lions would have 1 player; the division needs at least 2
        U12's Tigers would have 4 players; the division allows 3

      """)
    #expect(
      try run("set", "player", "Old", "position=GK").status == 0, "its old problem is not this change's")
    #expect(try run("release", "Bo Li").status == 0, "Tigers shrinks to 2")
    #expect(try run("release", "Ana Ruiz").stderr.contains("U12's Tigers would have 1 player"))
    #expect(try run("release", "Ana Ruiz", "--force").status == 0)
  }

  /// A later cutoff makes the players older: it is set, and the problems it adds are counted (a
  /// warning, so with --quiet too); one that adds none, or another setting, says nothing more.
  @Test func aNewCutoffCountsTheProblemsItAdds() throws {
    defer { roster.cleanUp() }
    let later = try run("league", "set", "cutoff=2028-06-01")
    #expect(later.status == 0)
    #expect(later.stdout == "Updated the league: cutoff 2028-06-01.\n")
    #expect(
      later.stderr
        == "roster: warning: the new cutoff leaves 1 more eligibility problem (1 in all); 'eligibility' lists them\n"
    )
    let quiet = try run("--quiet", "league", "set", "cutoff=2028-09-01")
    #expect(quiet.status == 0 && quiet.stdout == "")
    #expect(
      quiet.stderr
        == "roster: warning: the new cutoff leaves 3 more eligibility problems (4 in all); 'eligibility' lists them\n"
    )
    #expect(try run("eligibility", "--format", "csv").stdout.split(separator: "\n").count == 5)
    let back = try run("league", "set", "cutoff=2027-08-31")
    #expect(back.status == 0 && back.stderr == "")
    #expect(try run("league", "set", "season=2028").stderr == "")
    #expect(try run("eligibility").status == 0)
  }

  @Test func aLockedDivisionChangesOnlyWithForce() throws {
    defer { roster.cleanUp() }
    #expect(
      try run("lock", "division", "u12").stdout
        == "Locked U12: which teams it has, their players and those players' birthdates change only with --force.\n"
    )
    #expect(try run("lock", "division", "U12").stdout == "U12 is already locked.\n")
    let refused = try run("set", "player", "Ana Ruiz", "birthdate=2015-05-06")
    #expect(refused.stderr == "roster: U12 is locked; unlock it or use --force; nothing was changed\n")
    #expect(try run("set", "team", "Tigers", "division=").stderr.hasPrefix("roster: U12 is locked"))
    #expect(try run("set", "player", "Ana Ruiz", "position=GK").status == 0)
    #expect(try run("set", "division", "U12", "max_roster=4").status == 0, "its rules may change")
    let lock = try run("lock", "U12")
    #expect(lock.status == 2)
    #expect(
      lock.stderr == "roster: say which division to lock: lock division NAME\nUsage: lock division NAME\n")
    #expect(
      try run("unlock", "division", "U12").stdout
        == "Unlocked U12: its teams and their players may change again.\n"
    )
    #expect(try run("set", "player", "Ana Ruiz", "birthdate=2015-05-06").status == 0)
  }

  /// What the README says a lock covers: which teams the division has, which players they have,
  /// and those players' birthdates; names, numbers, positions, staff, guardians and the division's
  /// own rules change without --force.
  @Test func aLockCoversTheDivisionsTeamsPlayersAndBirthdatesOnly() throws {
    defer { roster.cleanUp() }
    #expect(try run("lock", "division", "U12").status == 0)
    let allowed = [
      ["set", "team", "Lions", "name=Lions FC", "city=Springfield"],
      ["set", "player", "Bo Li", "name=Bo Lee"],
      ["set", "player", "Cy Wu", "number=7", "position=GK"],
      ["add", "staff", "Kim Park", "team=Tigers", "role=Coach"],
      ["add", "guardian", "Mei Wu"],
      ["add", "guardianship", "aunt", "player=Cy Wu", "guardian=Mei Wu"],
      ["set", "division", "U12", "max_roster=4"],
    ]
    for command in allowed {
      let result = try roster.run(command, environment: today)
      #expect(result.status == 0 && result.stderr == "", "\(command): \(result.stderr)")
    }
    let refused = [
      ["add", "team", "Bears", "division=U12"],
      ["set", "team", "Tigers", "division="],
      ["rm", "team", "Lions FC"],
      ["add", "player", "Eve Ho", "birthdate=2015-01-01", "team=Tigers"],
      ["move", "player", "Dee Ng", "to", "Tigers"],
      ["release", "Dee Ng"],
      ["rm", "player", "Dee Ng"],
      ["set", "player", "Dee Ng", "birthdate=2015-08-09"],
    ]
    for command in refused {
      let result = try roster.run(command, environment: today)
      #expect(result.status == 1, "\(command)")
      #expect(
        result.stderr.contains("U12 is locked; unlock it or use --force"), "\(command): \(result.stderr)")
    }
  }

  /// An undo is a change like any other: held to the rules as they are now (on main it skipped
  /// them, and moved a player out of a division locked since), refused with the sentence `move`
  /// gives and made with `--force`, which warns as `move --force` does.
  @Test func undoIsHeldToTheRulesAsMoveIs() throws {
    defer { roster.cleanUp() }
    #expect(try run("lock", "division", "U12").status == 0)
    #expect(try run("move", "player", "Dee Ng", "to", "Tigers", "--force").status == 0)
    let move = try run("move", "player", "Dee Ng", "to", "Lions")
    #expect(move.stderr == "roster: U12 is locked; unlock it or use --force; nothing was changed\n")
    // From a new shell: the journal's newest change, taken back as `revert` takes one.
    let undo = try run("undo")
    #expect(undo.status == 1)
    #expect(undo.stderr == move.stderr)
    let forced = try run("undo", "--force")
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(forced.stderr == "roster: warning: made anyway (--force): U12 is locked\n")
    #expect(try run("players", "Lions").stdout.contains("Dee Ng"))
    // In a session, its own step: refused (the script stops there), then forced.
    let refused = try roster.run(
      ["--quiet"], input: "move player \"Cy Wu\" to Tigers --force\nundo\n", environment: today)
    #expect(
      refused.stderr.hasSuffix(
        "roster: line 2: U12 is locked; unlock it or use --force; nothing was changed\n"),
      "\(refused.stderr)")
    #expect(try run("players", "Tigers").stdout.contains("Cy Wu"))
    let made = try roster.run(
      ["--quiet"], input: "move player \"Dee Ng\" to Tigers --force\nundo --force\n", environment: today)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(
      made.stderr.hasSuffix("roster: warning: made anyway (--force): U12 is locked\n"), "\(made.stderr)")
    #expect(try run("players", "Lions").stdout.contains("Dee Ng"))
  }

  /// Made with --force, a locked division's warning says it is locked, not to use --force.
  @Test func aForcedChangeOfALockedDivisionWarnsWithoutAdvisingForce() throws {
    defer { roster.cleanUp() }
    #expect(try run("lock", "division", "U12").status == 0)
    let forced = try run("set", "player", "Ana Ruiz", "birthdate=2015-05-06", "--force")
    #expect(forced.status == 0)
    #expect(forced.stdout == "Updated Ana Ruiz: birthdate 2015-05-05 → 2015-05-06.\n")
    #expect(forced.stderr == "roster: warning: made anyway (--force): U12 is locked\n")
  }

  @Test func eligibilityListsEveryProblemAndExitsWithOne() throws {
    defer { roster.cleanUp() }
    let none = try run("eligibility")
    #expect(
      none
        == .init(
          stdout:
            "No eligibility problems: 1 division, 2 teams and 4 players; league ages on the cutoff, 2027-08-31.\n",
          stderr: "", status: 0))
    #expect(try run("eligibility", "--format", "json") == .init(stdout: "[]\n", stderr: "", status: 0))
    #expect(
      try run("eligibility", "division", "U12").stdout
        == "No eligibility problems: U12, its 2 teams and 4 players; league ages on the cutoff, 2027-08-31.\n"
    )
    let script = """
      add player Old birthdate=2014-01-01 team=Tigers --force
      add player Kid age=9 team=Lions --force
      add team Cubs division=U12
      add player "ANA RUIZ" birthdate=2015-05-05 team=Cubs --force

      """
    #expect(try roster.run(["--quiet"], input: script, environment: today).status == 0)
    let table = try run("eligibility")
    #expect(table.status == 1)
    #expect(table.stderr == "roster: the league has 5 eligibility problems\n")
    expectLines(
      table.stdout,
      """
      division  team             player    problem
      --------  ---------------  --------  ---------------------------------------------------------------------------------------
      U12       Cubs                       U12's Cubs has 1 player; the division needs at least 2
      U12       Cubs and Tigers  ANA RUIZ  ANA RUIZ (same name and birthdate) is on 2 teams: Cubs and Tigers
      U12       Lions            Kid       Kid is 9 (the age given, without a birthdate); U12 takes league ages 11–12
      U12       Lions            Kid       Kid has no birthdate, so U12's age limits (11–12) cannot be checked; the age given is 9
      U12       Tigers           Old       Old is 13 on 2027-08-31; U12 takes league ages 11–12

      """)
    let csv = try run("eligibility", "Tigers", "--format", "csv")
    #expect(csv.status == 1)
    #expect(csv.stderr == "roster: Tigers has 2 eligibility problems\n")
    expectLines(
      csv.stdout,
      """
      rule,division,team,player,value,min,max,problem
      duplicate,U12,Cubs and Tigers,ANA RUIZ,2,,1,ANA RUIZ (same name and birthdate) is on 2 teams: Cubs and Tigers
      age,U12,Tigers,Old,13,11,12,Old is 13 on 2027-08-31; U12 takes league ages 11–12

      """)
    let json = try run("eligibility", "Lions", "--format", "json")
    expectLines(
      json.stdout,
      """
      [
        {"rule": "age", "division": "U12", "team": "Lions", "player": "Kid", "value": 9, "min": 11, "max": 12, "problem": "Kid is 9 (the age given, without a birthdate); U12 takes league ages 11–12"},
        {"rule": "birthdate", "division": "U12", "team": "Lions", "player": "Kid", "value": 9, "min": 11, "max": 12, "problem": "Kid has no birthdate, so U12's age limits (11–12) cannot be checked; the age given is 9"}
      ]

      """)
    #expect(try run("eligibility", "division", "U10").stderr.hasPrefix("roster: no division is named 'U10'"))
  }

  @Test func whyExplainsEachRuleForOnePlayer() throws {
    defer { roster.cleanUp() }
    #expect(try run("add", "player", "Old", "birthdate=2014-01-01", "team=Tigers", "--force").status == 0)
    let why = try run("why", "old")
    #expect(why.status == 0)
    expectLines(
      why.stdout,
      """
      rule       result  detail
      ---------  ------  ------------------------------------------------------
      age        fails   Old is 13 on 2027-08-31; U12 takes league ages 11–12
      birthdate  passes  born 2014-01-01
      roster     passes  Tigers has 3 players; U12 takes 2–3
      locked     passes  U12 is not locked
      duplicate  passes  no other player named Old born 2014-01-01 is on a team
      Old (Tigers, U12) fails 1 of 5 rules.

      """)
    let json = try run("why", "Ana Ruiz", "team=Tigers", "--format", "json")
    #expect(
      json.stdout.hasPrefix(
        "[\n  {\"rule\": \"age\", \"result\": \"passes\", \"detail\": \"Ana Ruiz is 12 on 2027-08-31;"))
    #expect(try run("why").stderr == "roster: missing the player to explain\nUsage: why PLAYER [team=TEAM]\n")
  }

  /// The synthetic youth club, its divisions made by commands (the importer does not read
  /// divisions files yet) and its teams and players imported: exactly its planted problems.
  @Test func theYouthClubHasItsPlantedProblems() throws {
    defer { roster.cleanUp() }
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/youth-club").path
    let divisions = try String(contentsOfFile: folder + "/divisions.csv", encoding: .utf8)
      .split(separator: "\n").dropFirst().map { line in
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return "add division \(fields[0]) min_age=\(fields[1]) max_age=\(fields[2]) "
          + "min_roster=\(fields[3]) max_roster=\(fields[4])"
      }
    let club = RosterProcess()
    defer { club.cleanUp() }
    let setup = (["league set cutoff=2027-08-31"] + divisions).joined(separator: "\n") + "\n"
    #expect(try club.run(["--quiet"], input: setup, environment: today).status == 0)
    let imported = try club.run(
      ["--quiet", "import", "--force", folder + "/teams.csv", folder + "/players.csv"], environment: today)
    #expect(imported.status == 0)
    let result = try club.run(["eligibility", "--format", "csv"], environment: today)
    #expect(result.status == 1)
    expectLines(
      result.stdout,
      """
      rule,division,team,player,value,min,max,problem
      roster,U8,Lakeside Otters U8,,13,8,12,U8's Lakeside Otters U8 has 13 players; the division allows 12
      birthdate,U10,Oakdale Hawks U10,Chidi Okafor,10,9,10,"Chidi Okafor has no birthdate, so U10's age limits (9–10) cannot be checked; the age given is 10"
      age,U10,Riverside Tigers U10,Mateo Fernández,11,9,10,Mateo Fernández is 11 on 2027-08-31; U10 takes league ages 9–10
      number,U12,Lakeside Otters U12,Lorenzo Rossi,2,,1,Lakeside Otters U12 has numbers 7 (Lorenzo Rossi) and 07 (Zoë Howard): a scorekeeper reads each as 7; give all but one another number
      duplicate,U12,Maple Grove Foxes U12 and Riverside Tigers U12,Lucas Moreau,2,,1,Lucas Moreau (same name and birthdate) is on 2 teams: Maple Grove Foxes U12 and Riverside Tigers U12
      age,U12,Oakdale Hawks U12,Priya Raghunathan,13,11,12,Priya Raghunathan is 13 on 2027-08-31; U12 takes league ages 11–12
      roster,U14,Cedar Falls Comets U14,,9,11,18,U14's Cedar Falls Comets U14 has 9 players; the division needs at least 11
      age,U14,Maple Grove Foxes U14,Liam Kowalczyk,12,13,14,Liam Kowalczyk is 12 on 2027-08-31; U14 takes league ages 13–14

      """)
    #expect(result.stderr == "roster: the league has 8 eligibility problems\n")
    // The edge cases that are not problems.
    for (player, age) in [("Aoife O'Brien", "7"), ("Emeka Nwosu", "12"), ("Leah Goldberg", "11")] {
      let why = try club.run(["why", player, "--format", "csv"], environment: today)
      #expect(why.stdout.contains("age,passes,\(player) is \(age) on 2027-08-31"), "\(player)")
    }
  }
}
