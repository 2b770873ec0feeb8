import Testing

@testable import RosterKit

/// Team formation's plan (issue 43) on random divisions with fixed seeds: no plan ever breaks a
/// hard rule (siblings together, a staff member's child on their team, players already placed
/// where they are, roster maximum), every player to place is placed once, sizes are within one
/// where nothing pins them, and the same division and seed give the same plan.
struct FormationTests {
  /// A random division: `count` players, some already placed, families of one to three
  /// children, staff who are parents, requests; nil team capacity when `maximum` is nil.
  static func division(seed: UInt64, count: Int, teams: Int, maximum: Int?, placed: Double = 0.2) -> Formation
  {
    var random = Formation.SplitMix(seed: seed)
    var players: [Formation.Player] = []
    var family: Int64 = 0
    var staffAdults = Array(repeating: Set<String>(), count: teams)
    var placedOn = Array(repeating: 0, count: teams)
    while players.count < count {
      family += 1
      let children = min(1 + (random.below(10) < 3 ? 1 + random.below(2) : 0), count - players.count)
      let parent = "e:parent\(family)@example.org"
      // One family in eight has a parent on a team's staff.
      let coached = random.below(8) == 0 ? random.below(teams) : nil
      if let coached { staffAdults[coached].insert(parent) }
      // A family already on a team keeps all its children there, as the rules made it.
      var team: Int? = random.below(100) < Int(placed * 100) ? random.below(teams) : nil
      if let coached, team != nil { team = coached }
      if let team, let maximum, placedOn[team] + children > maximum / 2 { continue }
      if let team { placedOn[team] += children }
      for child in 0..<children {
        let index = players.count
        let request: String? = random.below(6) == 0 && child == 0 ? "Player \(random.below(count))" : nil
        let age: Double = 8 + Double(random.below(300)) / 100
        let gender: String? = ["female", "male", nil][random.below(3)]
        let coach: String? = random.below(20) == 0 ? "Coach \(random.below(teams))" : nil
        players.append(
          Formation.Player(
            id: Int64(index + 1), name: "Player \(index)", age: age, leagueAge: 9, gender: gender, team: team,
            guardians: [family], adults: [parent], teammateRequest: request, coachRequest: coach))
      }
    }
    let made = (0..<teams).map { team in
      Formation.Team(
        id: Int64(team + 1), name: "Team \(team)",
        staff: [(name: "Coach \(team)", coaches: true, adults: staffAdults[team])])
    }
    return Formation(
      rules: .init(name: "U10", minAge: 9, maxAge: 9, maxRoster: maximum), teams: made, players: players,
      splitSiblings: false, seed: seed)
  }

  /// The team of each player under a plan: the placed where they were, the others where placed.
  static func teams(_ formation: Formation, _ plan: FormationPlan) -> [Int64: Int] {
    var team: [Int64: Int] = [:]
    for player in formation.players { if let placed = player.team { team[player.id] = placed } }
    for placement in plan.placements { team[placement.player] = placement.team }
    return team
  }

  @Test(arguments: 1...40)
  func noPlanBreaksAHardRule(seed: UInt64) throws {
    let count = 20 + Int(seed % 7) * 11
    let teamCount = 2 + Int(seed % 5)
    let maximum = seed % 3 == 0 ? nil : (count + teamCount - 1) / teamCount + 2
    let formation = Self.division(seed: seed, count: count, teams: teamCount, maximum: maximum)
    let plan: FormationPlan
    do {
      plan = try formation.plan()
    } catch let error as FormationError {
      // A refusal names a rule the division's numbers break; it never happens with room to spare
      // and no two pins on one family.
      #expect(error.description.contains("nothing was placed"), "\(error)")
      return
    }
    let team = Self.teams(formation, plan)
    // Every player to place is placed, once; no placed player is moved.
    let toPlace = formation.players.filter { $0.team == nil }.map(\.id)
    #expect(plan.placements.map(\.player).sorted() == toPlace.sorted())
    // Siblings on one team; a staff member's child on their team.
    var byFamily: [Int64: Set<Int>] = [:]
    for player in formation.players {
      for guardian in player.guardians { byFamily[guardian, default: []].insert(team[player.id]!) }
      for (index, candidate) in formation.teams.enumerated()
      where candidate.staff.contains(where: { !$0.adults.isDisjoint(with: player.adults) }) {
        #expect(team[player.id] == index, "\(player.name) is a staff member's child")
      }
    }
    for (family, teams) in byFamily { #expect(teams.count == 1, "family \(family) on \(teams)") }
    // No team over the maximum.
    var sizes = Array(repeating: 0, count: formation.teams.count)
    for placed in team.values { sizes[placed] += 1 }
    if let maximum { #expect(sizes.allSatisfy { $0 <= maximum }, "\(sizes)") }
    #expect(plan.teams.map(\.players) == sizes)
  }

  /// The divisions above are planned, not refused: the property holds of plans, not of refusals.
  @Test func theRandomDivisionsArePlanned() {
    let planned = (1...40).count { (seed: UInt64) in
      let count = 20 + Int(seed % 7) * 11
      let teams = 2 + Int(seed % 5)
      let maximum = seed % 3 == 0 ? nil : (count + teams - 1) / teams + 2
      return (try? Self.division(seed: seed, count: count, teams: teams, maximum: maximum).plan()) != nil
    }
    #expect(planned >= 36, "\(planned) of 40")
  }

  /// With nothing placed and no families or staff, team sizes are within one of each other.
  @Test(arguments: [(1, 83, 7), (2, 100, 8), (3, 13, 4)])
  func sizesAreWithinOne(seed: UInt64, count: Int, teams: Int) throws {
    let players = (0..<count).map { (index: Int) -> Formation.Player in
      let age: Double = 9 + Double(index % 23) / 23
      let gender: String = index % 2 == 0 ? "female" : "male"
      return Formation.Player(
        id: Int64(index + 1), name: "P\(index)", age: age, leagueAge: 9, gender: gender, team: nil,
        guardians: [],
        adults: [], teammateRequest: nil, coachRequest: nil)
    }
    let formation = Formation(
      rules: .init(name: "U10", minAge: nil, maxAge: nil, maxRoster: nil),
      teams: (0..<teams).map { Formation.Team(id: Int64($0 + 1), name: "T\($0)", staff: []) },
      players: players,
      splitSiblings: false, seed: seed)
    let plan = try formation.plan()
    #expect(plan.after.largest - plan.after.smallest <= 1)
    #expect(plan.after.meanAgeSpread < 0.05, "\(plan.after)")
  }

  /// The same division and seed, the same plan to the byte; placements and reasons alike.
  @Test func theSameSeedGivesTheSamePlan() throws {
    let first = try Self.division(seed: 11, count: 60, teams: 5, maximum: 14).plan()
    let again = try Self.division(seed: 11, count: 60, teams: 5, maximum: 14).plan()
    #expect(first.placements == again.placements)
    #expect(first.teams == again.teams)
    #expect(first.requests == again.requests)
  }

  /// A mutual request that balance allows is kept, and says so.
  @Test func aMutualRequestIsKept() throws {
    let names = ["Ana Ruiz", "Ben Ode"] + (2..<12).map { "P\($0)" }
    let requests: [String?] = ["Ben Ode (carpool)", "ana ruiz"] + Array(repeating: nil, count: 10)
    let players = (0..<12).map { (index: Int) -> Formation.Player in
      let age: Double = 9 + Double(index) / 12
      return Formation.Player(
        id: Int64(index + 1), name: names[index], age: age, leagueAge: 9, gender: nil, team: nil,
        guardians: [],
        adults: [], teammateRequest: requests[index], coachRequest: nil)
    }
    let formation = Formation(
      rules: .init(name: "U10", minAge: nil, maxAge: nil, maxRoster: 6),
      teams: [.init(id: 1, name: "Red", staff: []), .init(id: 2, name: "Blue", staff: [])], players: players,
      splitSiblings: false, seed: 0)
    let plan = try formation.plan()
    let team = Self.teams(formation, plan)
    #expect(team[1] == team[2])
    #expect(plan.requests == ["Ana Ruiz and Ben Ode asked for each other: kept"])
    #expect(
      plan.placements.first { $0.name == "Ana Ruiz" }?.reasons.first == "mutual request with Ben Ode (kept)")
  }

  /// A division whose teams cannot hold its players says how many teams it needs.
  @Test func tooFewTeamsSaysHowManyAreNeeded() throws {
    var formation = Self.division(seed: 5, count: 79, teams: 3, maximum: 12, placed: 0)
    formation = Formation(
      rules: formation.rules, teams: formation.teams,
      players: formation.players.map { player in
        Formation.Player(
          id: player.id, name: player.name, age: player.age, leagueAge: 9, gender: nil, team: nil,
          guardians: [],
          adults: [], teammateRequest: nil, coachRequest: nil)
      }, splitSiblings: false, seed: 5)
    #expect(throws: FormationError.self) { try formation.plan() }
    do { _ = try formation.plan() } catch {
      #expect(
        "\(error)"
          == "79 players need at least 7 teams of 12; U10 has 3; nothing was placed; --create 4 makes the others"
      )
    }
  }
}
