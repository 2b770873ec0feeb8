import RosterFixtures
import Testing

@testable import RosterKit

/// A free agent no division takes — the 13-year-olds after a rollover when the oldest division
/// is U12, or one without a birthdate to tell — is an eligibility problem of the league ("fits
/// no division on the cutoff"), never a change's to refuse; a division without ages takes anyone.
///
/// The league: cutoff 2027-08-31, U10 for league ages 9–10 and U12 for 11–12.
struct FreeAgentPlacementTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League
  var context: Context { league.context }

  init() throws {
    league = try League(path: ownDatabase.location)
    context.today = CalendarDate(iso: "2027-03-01")!
    let settings = context.insert(RosterModel.settings)
    settings.setValue(.text("2027-08-31"), forKey: "cutoff")
    for (name, low, high) in [("U10", 9, 10), ("U12", 11, 12)] as [(String, Int64, Int64)] {
      let division = context.insert(RosterModel.division)
      division.setValue(.text(name), forKey: "name")
      division.setValue(.integer(low), forKey: "min_age")
      division.setValue(.integer(high), forKey: "max_age")
    }
    let team = context.insert(Team.self)
    team.name = "Tigers"
    try context.save()
    let division = try league.object(RosterModel.division, named: "U12")
    team.setObject(division, forKey: "division")
    try context.save()
  }

  /// Adds a player (without a team: a free agent); nil `born` gives an age instead.
  private func add(_ name: String, born: String?, to team: String? = nil) throws {
    let player = context.insert(Player.self)
    player.name = name
    if let born { player.birthdate = CalendarDate(iso: born) } else { player.age = 10 }
    player.team = try team.map(league.team)
    _ = try context.save(force: team != nil)
  }

  private func placements() throws -> [String] {
    try Eligibility.problems(in: context).filter { $0.rule == .placement }.map(\.sentence)
  }

  @Test func aFreeAgentNoDivisionTakesIsAProblem() throws {
    try add("Ana", born: "2016-01-01")  // 11: U12
    try add("Bo", born: "2014-01-01")  // 13: none
    try add("Cy", born: "2020-01-01")  // 7: none
    try add("Di", born: nil)
    #expect(
      try placements() == [
        "Bo, a free agent, is 13 on 2027-08-31 and fits no division (league ages U10 9–10 and U12 11–12)",
        "Cy, a free agent, is 7 on 2027-08-31 and fits no division (league ages U10 9–10 and U12 11–12)",
        "Di, a free agent, has no birthdate, so the division that fits cannot be told; the age given is 10",
      ])
    // Listed after every division's and team's problems, and under "No division" in the report.
    try add("Eli", born: "2014-02-02", to: "Tigers")
    let all = try Eligibility.problems(in: context)
    #expect(all.first?.rule == .age && all.dropFirst().allSatisfy { $0.rule == .placement })
    let report = try LeagueReport(checking: context)
    #expect(report.groups.last?.division == nil && report.groups.last?.teams.isEmpty == true)
    #expect(report.groups.last?.problems.count == 3)
    // Only the league's scope has them: a team's or a division's does not.
    #expect(
      try Eligibility.problems(in: context, scope: .team(try league.team("Tigers").objectID)).count == 1)
  }

  /// Releasing the player who aged out, or registering one no division takes, is not refused:
  /// where a free agent goes is the league's to settle.
  @Test func noChangeIsRefusedForWhereAFreeAgentFits() throws {
    try add("Bo", born: "2014-01-01", to: "Tigers")
    let bo = try league.player("Bo")
    bo.team = nil
    #expect(try context.save().forced.isEmpty)
    try add("Cy", born: "2010-01-01")
    #expect(try placements().count == 2)
  }

  /// A division without ages (a conference, an open league) takes anyone; a league without
  /// divisions places no one.
  @Test func aDivisionWithoutAgesTakesEveryone() throws {
    try add("Bo", born: "2014-01-01")
    try add("Di", born: nil)
    #expect(try placements().count == 2)
    let open = context.insert(RosterModel.division)
    open.setValue(.text("Open"), forKey: "name")
    try context.save()
    #expect(try placements().isEmpty)
    let why = try PlayerEligibility(of: try league.player("Bo"), in: context)
    #expect(
      why.checks.first
        == .init(rule: "division", passes: true, detail: "Bo is a free agent; Open takes any league age"))
  }
}
