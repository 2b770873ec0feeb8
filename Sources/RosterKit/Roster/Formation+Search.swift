extension Formation.Balance {
  /// The most moves and swaps one pass tries for a unit, beyond which teams and partners are
  /// sampled: a large division's passes stay linear in its players.
  static let tries = 24
  /// The most passes over the units: each is kept only when it lowered the objective.
  static let passes = 40

  /// Places every unit: those a rule pins on their team, then the others, largest first, each
  /// on the team it costs least to join (the smallest first when costs tie).
  mutating func placeEveryUnit() throws {
    for (unit, pin) in units.pins.enumerated() { if let pin { put(unit, on: pin.team) } }
    var order = units.members.indices.filter { units.pins[$0] == nil }
    random.shuffle(&order)
    order.sort { units.members[$0].count > units.members[$1].count }
    for unit in order {
      let members = unitSize[unit]
      let requests = unitRequests[unit]
      var best: (team: Int, cost: Double)?
      for team in size.indices where size[team] + members <= capacity {
        let delta =
          cost(ofTeam: team, joining: unit) - teamCost[team]
          + requestCost(requests, moving: unit, to: team) - requestCost(requests)
        if best == nil || delta < best!.cost - 1e-9 { best = (team, delta) }
      }
      guard let best else {
        let names = units.members[unit].map { formation.players[$0].name }
        throw FormationError(
          "\(Prose.list(names, "and")) (siblings) fit on no \(formation.rules.name) team with room for "
            + "\(members) more; nothing was placed; give --split-siblings, or --create N for more teams")
      }
      put(unit, on: best.team)
      step[unit] = "placed on the team whose size, ages and gender mix needed them most"
    }
  }

  /// Moves and swaps units while one lowers the objective.
  mutating func improve() {
    var order = units.members.indices.filter { units.pins[$0] == nil }
    let teams = size.count
    for _ in 0..<Self.passes {
      random.shuffle(&order)
      let start = teamCost.reduce(0, +) + requestCost(Array(units.requests.indices))
      var gained = 0.0
      for unit in order { gained += tryBest(for: unit, among: order, teams: teams) }
      // Done when a pass gains nothing, or next to nothing of what is left.
      if gained <= Self.enough * start { return }
    }
  }

  /// The share of the objective a pass must gain for another to follow.
  static let enough = 0.001

  /// The best move or swap of `unit` that lowers the objective, made; how much it lowered it.
  private mutating func tryBest(for unit: Int, among movable: [Int], teams: Int) -> Double {
    let from = unitTeam[unit]
    let members = unitSize[unit]
    var best: (delta: Double, team: Int, partner: Int?)?
    let candidates =
      teams <= Self.tries ? Array(0..<teams) : (0..<Self.tries).map { _ in random.below(teams) }
    for team in candidates where team != from && size[team] + members <= capacity {
      // Sizes come first: a move that takes either team further from the band is not tried.
      let sizes = sizeCost(size[from] - members) + sizeCost(size[team] + members)
      guard sizes <= sizeCost(size[from]) + sizeCost(size[team]) else { continue }
      let delta = change(unit, to: team, swapping: nil)
      if delta < (best?.delta ?? -1e-9) { best = (delta, team, nil) }
    }
    let partners =
      movable.count <= Self.tries
      ? movable : (0..<Self.tries).map { _ in movable[random.below(movable.count)] }
    for partner in partners where unitTeam[partner] != from {
      let to = unitTeam[partner]
      let growth = unitSize[unit] - unitSize[partner]
      guard size[to] + growth <= capacity, size[from] - growth <= capacity else { continue }
      let delta = change(unit, to: to, swapping: partner)
      if delta < (best?.delta ?? -1e-9) { best = (delta, to, partner) }
    }
    guard let best else { return 0 }
    let before = objective()
    put(unit, on: best.team)
    if let partner = best.partner { put(partner, on: from) }
    let after = objective()
    let what = Self.described(before, after)
    let to = formation.teams[best.team].name
    if let partner = best.partner {
      let partnerName = formation.players[units.members[partner][0]].name
      step[unit] = "swapped with \(partnerName) (to \(to)): \(what)"
      step[partner] =
        "swapped with \(formation.players[units.members[unit][0]].name) "
        + "(to \(formation.teams[from].name)): \(what)"
    } else {
      step[unit] = "moved to \(to): \(what)"
    }
    return -best.delta
  }

  /// What a change of `unit` to `team` (and of `partner` the other way) does to the objective,
  /// measured without moving anyone.
  private func change(_ unit: Int, to team: Int, swapping partner: Int?) -> Double {
    let from = unitTeam[unit]
    let other = partner ?? -1
    var delta =
      cost(ofTeam: from, joining: other, leaving: unit) + cost(ofTeam: team, joining: unit, leaving: other)
      - teamCost[from] - teamCost[team]
    let mine = unitRequests[unit]
    delta += requestCost(mine, moving: unit, to: team, other, to: from) - requestCost(mine)
    if let partner {
      // Those of the partner's that are not the unit's too.
      let theirs = unitRequests[partner].filter { !mine.contains($0) }
      delta += requestCost(theirs, moving: unit, to: team, partner, to: from) - requestCost(theirs)
    }
    return delta
  }

  /// "lowered the spread of the teams' mean ages 0.41 → 0.18", or what else it improved most.
  static func described(_ before: Formation.Objective, _ after: Formation.Objective) -> String {
    if after.largest - after.smallest < before.largest - before.smallest {
      return
        "evened the team sizes (\(before.smallest)–\(before.largest) → \(after.smallest)–\(after.largest))"
    }
    if after.requestsKept > before.requestsKept {
      return "kept a request (\(before.requestsKept) → \(after.requestsKept) of \(after.requests))"
    }
    if after.meanAgeSpread < before.meanAgeSpread - 0.005 {
      return "lowered the spread of the teams' mean ages \(Formation.years(before.meanAgeSpread)) → "
        + Formation.years(after.meanAgeSpread)
    }
    return "evened the teams' ages and gender mix"
  }
}

extension Formation {
  /// Years to two decimals: "0.41".
  public static func years(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\((hundredths % 100).zeroPadded(to: 2))"
  }
}
