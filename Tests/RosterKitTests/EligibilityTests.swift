import RosterFixtures
import Testing

@testable import RosterKit

/// The league's rules, through the context as commands use it: each rule on both sides of its
/// boundary, refusals of what a change makes or worsens and of nothing else, every problem of a
/// change at once, --force, locked divisions, and the listing and explanation of problems.
///
/// The league: cutoff 2027-08-31 (today 2027-03-01), U12 for league ages 11–12 with rosters of 2
/// to 3, U14 for 13–14 without roster limits; Tigers and Lions in U12, Bears in U14, and Pool,
/// a team in no division.
struct EligibilityTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League
  var context: Context { league.context }

  init() throws {
    league = try League(path: ownDatabase.location)
    league.context.today = CalendarDate(iso: "2027-03-01")!
    let settings = league.context.insert(RosterModel.settings)
    settings.setValue(.text("2027-08-31"), forKey: "cutoff")
    let u12 = division("U12", ages: (11, 12), rosters: (2, 3))
    let u14 = division("U14", ages: (13, 14))
    _ = team("Tigers", in: u12)
    _ = team("Lions", in: u12)
    _ = team("Bears", in: u14)
    _ = team("Pool", in: nil)
    try context.save()
    try add("Ana Ruiz", born: "2015-05-05", to: "Tigers")
    try add("Bo Li", born: "2015-06-06", to: "Tigers")
    try add("Cy Wu", born: "2015-07-07", to: "Lions")
    try add("Dee Ng", born: "2015-08-08", to: "Lions")
    try add("Eli Ode", born: "2013-01-01", to: "Bears")
  }

  // MARK: Building the league

  private func division(_ name: String, ages: (Int64, Int64)? = nil, rosters: (Int64, Int64)? = nil)
    -> ManagedObject
  {
    let division = context.insert(RosterModel.division)
    division.setValue(.text(name), forKey: "name")
    if let ages {
      division.setValue(.integer(ages.0), forKey: "min_age")
      division.setValue(.integer(ages.1), forKey: "max_age")
    }
    if let rosters {
      division.setValue(.integer(rosters.0), forKey: "min_roster")
      division.setValue(.integer(rosters.1), forKey: "max_roster")
    }
    return division
  }

  private func team(_ name: String, in division: ManagedObject?) -> Team {
    let team = context.insert(Team.self)
    team.name = name
    team.setObject(division, forKey: "division")
    return team
  }

  /// A player added and saved; `born: nil` gives an age instead.
  @discardableResult
  private func add(_ name: String, born: String?, age: Int = 12, to team: String?, force: Bool = false) throws
    -> ChangeSet
  {
    let player = context.insert(Player.self)
    player.name = name
    if let born { player.birthdate = CalendarDate(iso: born)! } else { player.age = age }
    player.team = try team.map(league.team)
    return try saved(force: force)
  }

  /// Saves, leaving nothing pending when the save is refused (as a command does).
  private func saved(force: Bool = false) throws -> ChangeSet {
    do {
      return try context.save(force: force)
    } catch {
      context.rollback()
      throw error
    }
  }

  /// The sentences a refused change gives; empty when it is saved.
  private func refusals(_ change: () throws -> ChangeSet) throws -> [String] {
    do {
      _ = try change()
      return []
    } catch let error as RuleError {
      return error.breaches.map(\.refusal)
    }
  }

  private func lock(_ name: String, _ locked: Bool = true) throws {
    let division = try league.object(RosterModel.division, named: name)
    division.setValue(.integer(locked ? 1 : 0), forKey: "locked")
    try context.save()
  }

  private func sentences(_ scope: EligibilityScope = .league) throws -> [String] {
    try Eligibility.problems(in: context, scope: scope).map(\.sentence)
  }

  // MARK: Ages

  /// A birthday on the cutoff counts: born 2014-08-31 is 13 on 2027-08-31, a day later 12.
  @Test func theOldestAgeEndsOnTheCutoff() throws {
    #expect(
      try refusals { try add("Old", born: "2014-08-31", to: "Pool") } == [],
      "a team in no division has no rules")
    #expect(
      try refusals { try add("Fay", born: "2014-08-31", to: "Lions") }
        == ["Fay is 13 on 2027-08-31; U12 takes league ages 11–12"])
    #expect(try refusals { try add("Fay", born: "2014-09-01", to: "Lions") } == [])
  }

  @Test func theYoungestAgeStartsOnTheCutoff() throws {
    #expect(try refusals { try add("Gil", born: "2016-08-31", to: "Lions") } == [])
    try context.delete(try league.player("Gil"))
    try context.save()
    #expect(
      try refusals { try add("Gil", born: "2016-09-01", to: "Lions") }
        == ["Gil is 10 on 2027-08-31; U12 takes league ages 11–12"])
  }

  /// Born on 29 February: a year older on 1 March in a common year, in Swift and in SQL alike.
  @Test func aLeapDayBirthdayTurnsOnTheFirstOfMarch() throws {
    let settings = try context.fetch(FetchRequest(entity: RosterModel.settings))[0]
    settings.setValue(.text("2027-02-28"), forKey: "cutoff")
    try context.save()
    #expect(
      try refusals { try add("Hal", born: "2016-02-29", to: "Lions") }
        == ["Hal is 10 on 2027-02-28; U12 takes league ages 11–12"])
    settings.setValue(.text("2027-03-01"), forKey: "cutoff")
    try context.save()
    #expect(try refusals { try add("Hal", born: "2016-02-29", to: "Lions") } == [])
    #expect(CalendarDate(iso: "2016-02-29")!.wholeYears(on: CalendarDate(iso: "2027-03-01")!) == 11)
  }

  /// Without a cutoff, league ages are ages today, and the sentence says so.
  @Test func withoutACutoffLeagueAgesAreAgesToday() throws {
    let settings = try context.fetch(FetchRequest(entity: RosterModel.settings))[0]
    settings.setValue(.null, forKey: "cutoff")
    try context.save()
    // Born 2014-03-01: 13 today, 2027-03-01; it would be 13 on the cutoff too.
    #expect(
      try refusals { try add("Ivy", born: "2014-03-01", to: "Lions") }
        == ["Ivy is 13 today (2027-03-01; the league has no cutoff); U12 takes league ages 11–12"])
    // Born 2014-03-02: 12 today, though 13 on any cutoff after 2027-03-02.
    #expect(try refusals { try add("Ivy", born: "2014-03-02", to: "Lions") } == [])
  }

  // MARK: Rosters

  @Test func aRosterMayGrowToItsMaximumAndNoFurther() throws {
    #expect(try refusals { try add("Jo", born: "2015-01-01", to: "Tigers") } == [])
    #expect(
      try refusals { try add("Kai", born: "2015-01-01", to: "Tigers") }
        == ["U12's Tigers would have 4 players; the division allows 3"])
    #expect(try league.team("Tigers").players().count == 3, "nothing was changed")
  }

  /// Below the minimum a roster may not shrink; a new or emptier team may fill up from below it.
  @Test func aRosterAtItsMinimumMayNotShrink() throws {
    let ana = try league.player("Ana Ruiz")
    ana.team = nil
    #expect(
      try refusals { try saved() } == ["U12's Tigers would have 1 player; the division needs at least 2"])
    let u12 = try league.object(RosterModel.division, named: "U12")
    _ = team("Cubs", in: u12)
    #expect(try refusals { try saved() } == [], "a new team starts empty")
    #expect(try refusals { try add("Lu", born: "2015-01-01", to: "Cubs") } == [], "and fills up")
    #expect(
      try sentences(.team(try league.team("Cubs").objectID)) == [
        "U12's Cubs has 1 player; the division needs at least 2"
      ])
  }

  // MARK: Birthdates

  @Test func anAgeWithoutABirthdateIsRefusedWhereAgesAreLimited() throws {
    #expect(
      try refusals { try add("Mo", born: nil, age: 12, to: "Lions") }
        == ["Mo has no birthdate, so U12's age limits (11–12) cannot be checked; the age given is 12"])
    #expect(
      try refusals { try add("Mo", born: nil, age: 14, to: "Lions") } == [
        "Mo is 14 (the age given, without a birthdate); U12 takes league ages 11–12",
        "Mo has no birthdate, so U12's age limits (11–12) cannot be checked; the age given is 14",
      ])
    #expect(try refusals { try add("Mo", born: nil, age: 14, to: "Pool") } == [])
  }

  // MARK: One person, one team

  /// The same name ignoring case and accents and the same birthdate, on two rosters.
  @Test func onePersonOnTwoTeamsIsRefused() throws {
    #expect(
      try refusals { try add("ANA RUÍZ", born: "2015-05-05", to: "Lions") }
        == ["ANA RUÍZ (same name and birthdate) would be on 2 teams: Lions and Tigers"])
    #expect(try refusals { try add("Ana Ruiz", born: "2015-05-06", to: "Lions") } == [], "another birthdate")
    #expect(try refusals { try add("Ana Ruiz", born: "2015-05-05", to: nil) } == [], "a free agent")
    let copy = try league.player(
      "#\(try context.fetch(FetchRequest(entity: RosterModel.player)).last!.objectID.rowID)")
    copy.team = try league.team("Bears")
    #expect(
      try refusals { try saved() } == [
        "Ana Ruiz (same name and birthdate) would be on 2 teams: Bears and Tigers",
        "Ana Ruiz is 12 on 2027-08-31; U14 takes league ages 13–14",
      ], "every rule a change breaks, at once")
  }

  /// Taking a person off a roster never puts them on more: a delete (a team's, with its
  /// players) is not searched for its players' people, nor its team read, and breaks no rule
  /// of one person, one team, though the person is still on two others.
  @Test func aDeleteLooksForNoneOfItsPlayersElsewhere() throws {
    try add("Ana Ruiz", born: "2015-05-05", to: "Lions", force: true)
    try add("Ana Ruiz", born: "2015-05-05", to: "Pool", force: true)
    let tigers = try league.team("Tigers").objectID.rowID
    try context.delete(try league.team("Tigers"))
    let changes = try saved()
    #expect(changes.forced == [], "nothing broken, nothing to force")
    #expect(changes.deleted.count == 3, "the team and its two players")
    guard case .touched(let teams, _, let people) = EligibilityScope.touched(by: changes) else {
      Issue.record("a team's delete touches its team")
      return
    }
    #expect(teams.isEmpty, "Tigers#\(tigers) goes, and its players with it: nothing of it to check after")
    #expect(people.isEmpty, "no person looked for: Ana and Bo are only taken off")
    #expect(
      try sentences().filter { $0.contains(" is on ") } == [
        "Ana Ruiz (same name and birthdate) is on 2 teams: Lions and Pool"
      ], "still a duplicate, as before the delete")
  }

  // MARK: What a change makes, and nothing else

  /// Problems the league had already are not the change's: changes that leave them as they are,
  /// or make them smaller, go through; one that makes one larger does not.
  @Test func onlyNewOrWorseProblemsAreRefused() throws {
    try add("Old", born: "2014-01-01", to: "Tigers", force: true)  // 13 on Tigers, now 3 players
    let old = try league.player("Old")
    old.position = "GK"
    #expect(try refusals { try saved() } == [], "not touching the age")
    old.team = try league.team("Lions")
    #expect(try refusals { try saved() } == [], "the same problem in the same division")
    old.birthdate = CalendarDate(iso: "2013-01-01")!
    #expect(try refusals { try saved() } == ["Old is 14 on 2027-08-31; U12 takes league ages 11–12"], "older")
    old.birthdate = CalendarDate(iso: "2014-06-01")!
    #expect(try refusals { try saved() } == [], "nearer the range")
    try add("Pat", born: "2015-01-01", to: "Lions", force: true)
    try add("Pia", born: "2015-01-01", to: "Lions", force: true)  // Lions at 5, over 3
    try add("Quin", born: "2015-01-01", to: "Tigers")
    #expect(
      try refusals { try add("Rae", born: "2015-01-01", to: "Lions") }
        == ["U12's Lions would have 6 players; the division allows 3"])
    try context.delete(try league.player("Pat"))
    #expect(try refusals { try saved() } == [], "smaller, still over")
  }

  /// A team moving to another division meets that division's rules: every one it breaks.
  @Test func aTeamMovedToAnotherDivisionMeetsItsRules() throws {
    let tigers = try league.team("Tigers")
    tigers.setObject(try league.object(RosterModel.division, named: "U14"), forKey: "division")
    #expect(
      try refusals { try saved() } == [
        "Ana Ruiz is 12 on 2027-08-31; U14 takes league ages 13–14",
        "Bo Li is 12 on 2027-08-31; U14 takes league ages 13–14",
      ])
  }

  @Test func forceMakesTheChangeAndSaysWhatItBroke() throws {
    let changes = try add("Sam", born: "2010-01-01", to: "Tigers", force: true)
    #expect(changes.forced.map(\.forced) == ["Sam is 17 on 2027-08-31; U12 takes league ages 11–12"])
    #expect(try league.player("Sam").team?.name == "Tigers")
    try add("Tom", born: "2015-01-01", to: "Lions", force: true)
    #expect(try context.save(force: true).forced == [], "nothing pending, nothing broken")
  }

  // MARK: Locked divisions

  @Test func aLockedDivisionsRostersChangeOnlyWithForce() throws {
    try lock("U12")
    let locked = "U12 is locked; unlock it or use --force"
    #expect(try refusals { try add("Uma", born: "2015-01-01", to: "Lions") } == [locked])
    let ana = try league.player("Ana Ruiz")
    ana.position = "GK"
    #expect(try refusals { try saved() } == [], "not the roster")
    ana.birthdate = CalendarDate(iso: "2015-05-06")!
    #expect(try refusals { try saved() } == [locked], "a birthdate places a player")
    ana.team = try league.team("Pool")
    #expect(try refusals { try saved() }.last == locked, "leaving it")
    let bears = try league.team("Bears")
    bears.setObject(try league.object(RosterModel.division, named: "U12"), forKey: "division")
    #expect(try refusals { try saved() }.last == locked, "a team joining it")
    _ = team("Cubs", in: try league.object(RosterModel.division, named: "U12"))
    #expect(try refusals { try saved() } == [locked], "a new team in it")
    let rule = try league.object(RosterModel.division, named: "U12")
    rule.setValue(.integer(4), forKey: "max_roster")
    #expect(try refusals { try saved() } == [], "its rules are the league's to change")
    // Made anyway, the sentence no longer advises the --force that was given.
    let forced = try add("Uma", born: "2015-01-01", to: "Lions", force: true).forced
    #expect(forced == [RuleBreach(refusal: locked, forced: "U12 is locked")])
    try lock("U12", false)
    #expect(try refusals { try add("Vic", born: "2015-01-01", to: "Tigers") } == [])
  }

  /// A delete changes a locked division's rosters too: a team of it, with its players or with
  /// them released to the pool, or one of its players. Elsewhere a team goes without a word,
  /// though its players were under the age range; a player leaving a roster at its minimum does
  /// not.
  @Test func aDeleteFromALockedDivisionIsRefused() throws {
    try lock("U12")
    let locked = "U12 is locked; unlock it or use --force"
    try context.delete(try league.team("Tigers"))
    #expect(try refusals { try saved() } == [locked], "a team and its players")
    for player in try context.fetch(Player.request(team: try league.team("Lions")), as: Player.self) {
      player.team = nil
    }
    try context.delete(try league.team("Lions"))
    #expect(try refusals { try saved() } == [locked], "a team, its players released")
    try context.delete(try league.player("Cy Wu"))
    #expect(try refusals { try saved() }.contains(locked), "a player")
    try lock("U12", false)
    try add("Kid", born: "2020-01-01", to: "Bears", force: true)
    try context.delete(try league.team("Bears"))
    #expect(
      try refusals { try saved() } == [], "a team in no locked division, its players' ages gone with it")
    try context.delete(try league.player("Cy Wu"))
    #expect(
      try refusals { try saved() } == ["U12's Lions would have 1 player; the division needs at least 2"],
      "under its minimum")
  }

  /// An undo is a change like any other: what it puts back is held to the league's rules as they
  /// are now (on main it was never refused, so an undo moved a player out of a division locked
  /// since), and --force makes it anyway, saying what it broke.
  @Test func undoIsRefusedAsAnyChangeIs() throws {
    let eli = try league.player("Eli Ode")
    eli.team = try league.team("Pool")
    let moved = try saved()
    try lock("U14")
    #expect(try refusals { try context.undo(moved) } == ["U14 is locked; unlock it or use --force"])
    #expect(try league.player("Eli Ode").team?.name == "Pool", "nothing was changed")
    let forced = try context.undo(moved, force: true)
    #expect(forced.updated.count == 1)
    #expect(forced.forced.map(\.forced) == ["U14 is locked"])
    try lock("U14", false)
    // Undoing a deletion (rows put back from the journal) is held to them too: Tigers is full.
    try add("Fay Po", born: "2015-09-09", to: "Tigers")
    let fay = try league.player("Fay Po")
    try context.delete(fay)
    let deleted = try saved()
    try add("Gus Ek", born: "2015-10-10", to: "Tigers")
    #expect(
      try refusals { try context.undo(deleted) } == [
        "U12's Tigers would have 4 players; the division allows 3"
      ])
  }

  /// Writes below the context (an import's) run the same checks over the whole league, in their
  /// own transaction: what they make is refused, what was there before is not.
  @Test func writesBelowTheContextAreCheckedOverTheLeague() throws {
    try add("Old", born: "2014-01-01", to: "Tigers", force: true)
    let store = league.store
    let older: SQL =
      "UPDATE \(ident: "players") SET \(ident: "birthdate") = \(bind: .text("2010-01-01")) "
      + "WHERE \(ident: "name") = \(bind: .text("Cy Wu"))"
    #expect(
      throws: RuleError([
        .init(
          refusal: "Cy Wu is 17 on 2027-08-31; U12 takes league ages 11–12",
          forced: "Cy Wu is 17 on 2027-08-31; U12 takes league ages 11–12")
      ])
    ) {
      try store.transaction {
        let finish = try context.startChecks()
        try store.execute(older)
        _ = try finish(ChangeSet(), false)
      }
    }
    #expect(
      try store.scalar(
        "SELECT \(ident: "birthdate") FROM \(ident: "players") WHERE \(ident: "name") = \(bind: .text("Cy Wu"))"
      ) == .text("2015-07-07"))
    let forced = try store.transaction {
      let finish = try context.startChecks()
      try store.execute(older)
      return try finish(ChangeSet(), true)
    }
    #expect(forced.map(\.forced) == ["Cy Wu is 17 on 2027-08-31; U12 takes league ages 11–12"])
  }

  // MARK: Listing and explaining

  @Test func theListingHasEveryProblemOfItsScope() throws {
    try add("Old", born: "2014-01-01", to: "Tigers", force: true)
    try add("Young", born: nil, age: 12, to: "Bears", force: true)
    try add("Bo Li", born: "2015-06-06", to: "Bears", force: true)
    #expect(
      try sentences() == [
        "Old is 13 on 2027-08-31; U12 takes league ages 11–12",
        "Bo Li (same name and birthdate) is on 2 teams: Bears and Tigers",
        "Bo Li is 12 on 2027-08-31; U14 takes league ages 13–14",
        "Young is 12 (the age given, without a birthdate); U14 takes league ages 13–14",
        "Young has no birthdate, so U14's age limits (13–14) cannot be checked; the age given is 12",
      ])
    let u12 = try league.object(RosterModel.division, named: "U12").objectID
    #expect(
      try sentences(.division(u12)) == [
        "Old is 13 on 2027-08-31; U12 takes league ages 11–12",
        "Bo Li (same name and birthdate) is on 2 teams: Bears and Tigers",
      ])
    #expect(try sentences(.team(try league.team("Lions").objectID)) == [])
    let byDivision = try Eligibility.problemsByDivision(in: context)
    #expect(byDivision.map(\.division.name) == ["U12", "U14"])
    #expect(byDivision.map(\.problems.count) == [2, 4])
    let old = try Eligibility.problems(in: context).first { $0.player?.name == "Old" }!
    #expect(old.rule == .age && old.value == 13 && old.minimum == 11 && old.maximum == 12)
    #expect(old.teams.map(\.name) == ["Tigers"] && old.divisionText == "U12")
  }

  @Test func whyExplainsEachRule() throws {
    let copy = try add("Bo Li", born: "2015-06-06", to: "Lions", force: true).inserted[0].objectID.rowID
    try lock("U12")
    let why = try PlayerEligibility(
      of: try league.player("Bo Li", team: try league.team("Tigers")), in: context)
    #expect(
      why.checks == [
        .init(rule: "age", passes: true, detail: "Bo Li is 12 on 2027-08-31; U12 takes league ages 11–12"),
        .init(rule: "birthdate", passes: true, detail: "born 2015-06-06"),
        .init(rule: "roster", passes: true, detail: "Tigers has 2 players; U12 takes 2–3"),
        .init(
          rule: "locked", passes: true,
          detail:
            "U12 is locked: which teams it has, their players and those players' birthdates change only with --force"
        ),
        .init(
          rule: "duplicate", passes: false,
          detail: "Bo Li, born 2015-06-06, is also on Lions (#\(copy) Bo Li)"),
      ])
    #expect(!why.passes)
    // A free agent: which division takes them, if one does, and if a birthdate tells.
    try add("Fran", born: "2015-01-01", to: nil)
    let free = try PlayerEligibility(of: try league.player("Fran"), in: context)
    #expect(
      free.checks.map(\.detail).first == "Fran is a free agent, 12 on 2027-08-31; U12 takes league ages 11–12"
    )
    #expect(free.passes)
    try add("Gil", born: nil, age: 9, to: nil)
    let unknown = try PlayerEligibility(of: try league.player("Gil"), in: context)
    #expect(
      unknown.checks.first
        == .init(
          rule: "division", passes: false,
          detail:
            "Gil, a free agent, has no birthdate, so the division that fits cannot be told; the age given is 9"
        ))
    try add("Hal", born: "2010-01-01", to: nil)
    let old = try PlayerEligibility(of: try league.player("Hal"), in: context)
    #expect(
      old.checks.first
        == .init(
          rule: "division", passes: false,
          detail:
            "Hal, a free agent, is 17 on 2027-08-31 and fits no division (league ages U12 11–12 and U14 13–14)"
        ))
    try add("Ivy", born: "2010-01-01", to: "Pool", force: true)
    let pool = try PlayerEligibility(of: try league.player("Ivy"), in: context)
    #expect(pool.checks.first?.detail == "Pool is in no division: no division's rules apply")
  }

  // MARK: In the database

  /// The duplicate rule is one grouping query: folded names and birthdates, groups of two or more.
  @Test func duplicatesAreOneGroupingQuery() throws {
    let request = FetchRequest(entity: RosterModel.player)
    let grouped = try QueryChecker(model: RosterModel.shared, entity: RosterModel.player).check(
      request,
      selecting: .groupCounts(
        [.init("name"), .init("birthdate")], GroupCounting(folding: .all, minimumCount: 2)))
    let sql = try QueryCompiler(dialect: SQLiteDialect()).compile(grouped).sql.rendered()
    #expect(
      sql == (
        #"SELECT "players"."name_fold", "players"."birthdate", count(*) FROM "players" GROUP BY "players"."name_fold", "players"."birthdate" HAVING count(*) >= ? ORDER BY "players"."name_fold", "players"."birthdate""#,
        [.integer(2)]
      ))
    try add("ana ruiz", born: "2015-05-05", to: "Bears", force: true)
    let groups = try context.groupCounts(request, by: ["name", "birthdate"], folding: .all, minimumCount: 2)
    #expect(groups.map(\.values) == [[.text("ana ruiz"), .text("2015-05-05")]])
    #expect(groups.map(\.count) == [2])
    // With the ids of its rows: what the duplicates' players are read by.
    let withIDs = try context.groupRowIDs(request, by: ["name", "birthdate"], folding: .all, minimumCount: 2)
    let anas = try context.fetchValues(
      FetchRequest(
        entity: RosterModel.player,
        predicate: .comparison(key: "name", .equal, .text("ana ruiz"), options: .all)),
      keyPaths: ["self"]
    ).compactMap { $0[0].integerValue }
    #expect(withIDs.map(\.values) == groups.map(\.values))
    #expect(withIDs.map { Set($0.rowIDs) } == [Set(anas)] && anas.count == 2)
  }

  /// The players of duplicates are read by the ids of their groups' rows: one person's name with
  /// another's birthdate is someone else, and no one is named a duplicate for that.
  @Test func aNameWithAnotherDuplicatesBirthdateIsNoDuplicate() throws {
    try add("Ana Ruiz", born: "2015-05-05", to: "Bears", force: true)
    try add("Cy Wu", born: "2015-07-07", to: "Bears", force: true)
    // Ana Ruiz with Cy Wu's birthdate, and Cy Wu with Ana Ruiz's: two other people.
    try add("Ana Ruiz", born: "2015-07-07", to: "Pool", force: true)
    try add("Cy Wu", born: "2015-05-05", to: "Pool", force: true)
    let duplicates = try Eligibility.problems(in: context).filter { $0.rule == .duplicate }
    #expect(
      duplicates.map(\.sentence) == [
        "Cy Wu (same name and birthdate) is on 2 teams: Bears and Lions",
        "Ana Ruiz (same name and birthdate) is on 2 teams: Bears and Tigers",
      ])
  }

  /// League ages are compared with a division's limits key to key, in SQL.
  @Test func agesAreComparedWithTheDivisionsInSQL() throws {
    let request = FetchRequest(
      entity: RosterModel.player,
      predicate: .comparison(key: "leagueAge", .greater, key: "team.division.max_age"))
    let sql = try context.sql(for: request).map(\.description).joined(separator: ";\n")
    #expect(sql.contains(#"END > "team_division"."max_age""#))
    try add("Old", born: "2014-01-01", to: "Tigers", force: true)
    #expect(try context.fetchValues(request, keyPaths: ["name"]) == [[.text("Old")]])
  }
}
