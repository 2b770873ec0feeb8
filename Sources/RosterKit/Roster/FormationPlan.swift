/// A formation's plan (`Formation.plan`): where each player goes and why, each team as it will
/// be, each request kept or broken, and the objective before the search and after — what `form`
/// prints, and applies as one change.
public struct FormationPlan: Sendable {
  public struct Placement: Sendable, Equatable {
    public let player: Int64
    public let name: String
    /// The index of the team in `teams`.
    public let team: Int
    public let reasons: [String]
  }

  public struct TeamSummary: Sendable, Equatable {
    public let name: String
    /// Nil for a team the plan makes.
    public let id: Int64?
    public let players: Int
    public let placed: Int
    public let meanAge: Double
    public let ageSpread: Double
    /// "6 female, 5 male"; empty when no player's gender is known.
    public let genders: String
    /// Its coaches' names; empty for a team without one.
    public let coaches: [String]
  }

  /// The players placed, by team and name.
  public let placements: [Placement]
  public let teams: [TeamSummary]
  /// Each request, in words, kept or broken: "Ana Ruiz and Mia Chen asked for each other: kept".
  public let requests: [String]
  public let before: Formation.Objective
  public let after: Formation.Objective

  init(
    _ formation: Formation, units: Formation.Units, balance: Formation.Balance, before: Formation.Objective
  ) {
    let players = formation.players
    var placements: [Placement] = []
    for (unit, members) in units.members.enumerated() {
      for member in members {
        var reasons: [String] = []
        let team = balance.teamOf[member]
        let together = units.siblings[member].filter { balance.teamOf[$0] == team }.map { players[$0].name }
        if let pin = units.pins[unit] {
          reasons.append(Formation.Units.reason(pin.pin, formation) + " (rule)")
        }
        if !together.isEmpty && units.pins[unit] == nil {
          reasons.append(
            "with their sibling\(together.count == 1 ? "" : "s") \(Prose.list(together, "and")) (rule)")
        }
        for index in balance.requestsOf[member] {
          let request = units.requests[index]
          reasons.append(Self.phrase(request, for: member, formation, kept: balance.keeps(request)))
        }
        if units.pins[unit] == nil, let step = balance.step[unit] { reasons.append("balancing: " + step) }
        placements.append(
          Placement(player: players[member].id, name: players[member].name, team: team, reasons: reasons))
      }
    }
    self.placements = placements.sorted {
      ($0.team, TextFolding.fold($0.name), $0.player) < ($1.team, TextFolding.fold($1.name), $1.player)
    }
    teams = formation.teams.indices.map { team in
      let count = balance.size[team]
      let mean = count == 0 ? 0 : balance.sumAge[team] / Double(count)
      let spread =
        count == 0 ? 0 : max(balance.sumSquares[team] / Double(count) - mean * mean, 0).squareRoot()
      let genders = balance.genders.indices.sorted { balance.genders[$0] < balance.genders[$1] }
        .filter { balance.genderCount[team][$0] > 0 }
        .map { "\(balance.genderCount[team][$0]) \(balance.genders[$0])" }
      return TeamSummary(
        name: formation.teams[team].name, id: formation.teams[team].id, players: count,
        placed: placements.count { $0.team == team }, meanAge: mean, ageSpread: spread,
        genders: genders.joined(separator: ", "),
        coaches: formation.teams[team].staff.filter(\.coaches).map(\.name))
    }
    requests =
      units.requests.map { request in
        let name = players[request.player].name
        let outcome = balance.keeps(request) ? "kept" : "broken: the balance of ages and sizes came first"
        switch request.target {
        case .player(let other) where request.mutual:
          return "\(name) and \(players[other].name) asked for each other: \(outcome)"
        case .player(let other): return "\(name) asked for \(players[other].name): \(outcome)"
        case .team(let team, let coach):
          return "\(name) asked for \(coach) (\(formation.teams[team].name)): \(outcome)"
        }
      }
      + units.unmatched.map {
        "\(players[$0.player].name) asked for \"\($0.text)\": no player or coach of "
          + "\(formation.rules.name) has that name"
      }
    self.before = before
    after = balance.objective()
  }

  /// A request as one of its players reads it: "mutual request with Ben Ode (kept)".
  private static func phrase(
    _ request: Formation.Request, for player: Int, _ formation: Formation, kept: Bool
  ) -> String {
    let outcome = kept ? "kept" : "broken"
    switch request.target {
    case .player(let other):
      let partner = formation.players[player == request.player ? other : request.player].name
      if request.mutual { return "mutual request with \(partner) (\(outcome))" }
      return player == request.player
        ? "asked for \(partner) (\(outcome))" : "\(partner) asked for them (\(outcome))"
    case .team(_, let coach): return "asked for coach \(coach) (\(outcome))"
    }
  }
}
