import RosterFixtures
import Testing

@testable import RosterKit

/// Numbers a scorekeeper reads alike on one team (`7` and `07`): a problem of the league, refused
/// when a change makes one (as a duplicate person is), listed while a league holds one; `0` and
/// `00` are two numbers, as baseball and softball wear them.
struct JerseyNumberTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League
  var context: Context { league.context }

  init() throws {
    league = try League(path: ownDatabase.location)
    for name in ["Tigers", "Lions"] {
      let team = context.insert(Team.self)
      team.name = name
    }
    try context.save()
    try add("Ana", number: "7", to: "Tigers")
    try add("Bo", number: "0", to: "Tigers")
  }

  @discardableResult
  private func add(_ name: String, number: String, to team: String, force: Bool = false) throws -> ChangeSet {
    let player = context.insert(Player.self)
    player.name = name
    player.age = 12
    player.number = number
    player.team = try league.team(team)
    do {
      return try context.save(force: force)
    } catch {
      context.rollback()
      throw error
    }
  }

  private func refusals(_ change: () throws -> ChangeSet) throws -> [String] {
    do {
      _ = try change()
      return []
    } catch let error as RuleError {
      return error.breaches.map(\.refusal)
    }
  }

  private func problems() throws -> [EligibilityProblem] {
    try Eligibility.problems(in: context).filter { $0.rule == .number }
  }

  @Test(arguments: [
    ("7", "7"), ("07", "7"), ("007", "7"), ("70", "70"), ("0", "0"), ("00", "00"), ("000", "000"),
    ("010", "10"),
  ])
  func aNumberIsReadWithoutItsLeadingZeros(number: String, read: String) {
    #expect(JerseyNumber.read(number) == read)
  }

  @Test func aNumberThatReadsLikeATeammatesIsRefused() throws {
    #expect(
      try refusals { try add("Cy", number: "07", to: "Tigers") } == [
        "Tigers would have numbers 7 (Ana) and 07 (Cy): a scorekeeper reads each as 7; give all but one another number"
      ])
    #expect(try refusals { try add("Cy", number: "00", to: "Tigers") } == [], "0 and 00 are two numbers")
    #expect(try refusals { try add("Di", number: "07", to: "Lions") } == [], "another team")
    #expect(try refusals { try add("Ed", number: "70", to: "Tigers") } == [])
    #expect(try problems().isEmpty)
    // A move, or a number set, that makes one is refused too.
    let di = try league.player("Di")
    di.team = try league.team("Tigers")
    #expect(
      try refusals { try context.save() } == [
        "Tigers would have numbers 7 (Ana) and 07 (Di): a scorekeeper reads each as 7; give all but one another number"
      ])
    context.rollback()
    let ed = try league.player("Ed")
    ed.number = "007"
    #expect(try refusals { try context.save() }.count == 1)
    context.rollback()
  }

  /// A league that holds a clash (made before the rule, or with --force) lists it, and changes
  /// that leave it as it was are not refused; one that adds a third spelling is.
  @Test func aClashALeagueHoldsIsListedAndLeftToFix() throws {
    let forced = try add("Cy", number: "07", to: "Tigers", force: true)
    #expect(forced.forced.map(\.forced).first?.hasPrefix("Tigers has numbers 7 (Ana) and 07 (Cy)") == true)
    let listed = try problems()
    #expect(
      listed.map(\.sentence) == [
        "Tigers has numbers 7 (Ana) and 07 (Cy): a scorekeeper reads each as 7; give all but one another number"
      ])
    #expect(listed.first?.teams.map(\.name) == ["Tigers"] && listed.first?.value == 2)
    #expect(try refusals { try add("Dee", number: "9", to: "Tigers") } == [], "another number")
    #expect(try refusals { try add("Eve", number: "007", to: "Tigers") }.count == 1, "worse: three")
    #expect(
      try Eligibility.problems(in: context, scope: .team(try league.team("Tigers").objectID)).count == 1)
    #expect(try Eligibility.problems(in: context, scope: .team(try league.team("Lions").objectID)).isEmpty)
    let cy = try league.player("Cy")
    cy.number = "17"
    _ = try context.save()
    #expect(try problems().isEmpty, "fixed")
  }
}
