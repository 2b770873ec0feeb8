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
      let members = units.members[unit].count
      var best: (team: Int, cost: Double)?
      for team in size.indices where size[team] + members <= capacity {
        let before = cost(ofTeam: team) + requestCost(requests(of: unit))
        put(unit, on: team)
        let delta = cost(ofTeam: team) + requestCost(requests(of: unit)) - before
        for member in units.members[unit] { remove(member) }
        unitTeam[unit] = -1
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
      var improved = false
      for unit in order { if tryBest(for: unit, among: order, teams: teams) { improved = true } }
      if !improved { return }
    }
  }

  /// The best move or swap of `unit` that lowers the objective, made; whether there was one.
  private mutating func tryBest(for unit: Int, among movable: [Int], teams: Int) -> Bool {
    let from = unitTeam[unit]
    var best: (delta: Double, team: Int, partner: Int?)?
    let candidates =
      teams <= Self.tries ? Array(0..<teams) : (0..<Self.tries).map { _ in random.below(teams) }
    for team in candidates where team != from && size[team] + units.members[unit].count <= capacity {
      let delta = change(unit, to: team, swapping: nil)
      if delta < (best?.delta ?? -1e-9) { best = (delta, team, nil) }
    }
    let partners =
      movable.count <= Self.tries
      ? movable : (0..<Self.tries).map { _ in movable[random.below(movable.count)] }
    for partner in partners where unitTeam[partner] != from {
      let to = unitTeam[partner]
      let growth = units.members[unit].count - units.members[partner].count
      guard size[to] + growth <= capacity, size[from] - growth <= capacity else { continue }
      let delta = change(unit, to: to, swapping: partner)
      if delta < (best?.delta ?? -1e-9) { best = (delta, to, partner) }
    }
    guard let best else { return false }
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
    return true
  }

  /// What a change of `unit` to `team` (and of `partner` the other way) does to the objective:
  /// made, measured and taken back.
  private mutating func change(_ unit: Int, to team: Int, swapping partner: Int?) -> Double {
    let from = unitTeam[unit]
    var touched = requests(of: unit)
    if let partner {
      for index in requests(of: partner) where !touched.contains(index) { touched.append(index) }
    }
    let before = cost(ofTeam: from) + cost(ofTeam: team) + requestCost(touched)
    put(unit, on: team)
    if let partner { put(partner, on: from) }
    let after = cost(ofTeam: from) + cost(ofTeam: team) + requestCost(touched)
    if let partner { put(partner, on: team) }
    put(unit, on: from)
    return after - before
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
