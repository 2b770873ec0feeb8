extension Formation {
  /// What a plan places: the players to place grouped into units that go to one team together
  /// (siblings), each unit's team when a rule names one, and the requests between players —
  /// with every hard rule that the division's numbers alone break refused first.
  struct Units {
    /// Why a unit goes to a team: a sibling already on it, or a parent on its staff.
    enum Pin {
      case sibling(player: Int)
      case parent(staff: String)
    }

    /// Each unit's players to place (indexes of `players`), in the players' order.
    var members: [[Int]] = []
    /// Each unit's team, when a rule names one, and why.
    var pins: [(team: Int, pin: Pin)?] = []
    /// Each player's unit; nil for a player already placed.
    var unitOf: [Int?]
    /// Each player's siblings in the division (other players sharing a guardian).
    var siblings: [[Int]] = []
    var requests: [Request] = []
    /// Requests that name no player or coach of the division: the player and the text.
    var unmatched: [(player: Int, text: String)] = []

    init(_ formation: Formation) throws {
      let players = formation.players
      unitOf = Array(repeating: nil, count: players.count)
      try Self.refuseIneligible(formation)
      // Siblings: the players sharing a guardian, as one component.
      var parent = Array(players.indices)
      func root(_ index: Int) -> Int {
        var index = index
        while parent[index] != index {
          parent[index] = parent[parent[index]]
          index = parent[index]
        }
        return index
      }
      siblings = Self.allSiblings(players)
      if !formation.splitSiblings {
        for (index, others) in siblings.enumerated() {
          for other in others { parent[root(index)] = root(other) }
        }
      }
      var unitOfRoot: [Int: Int] = [:]
      for (index, player) in players.enumerated() where player.team == nil {
        let top = root(index)
        let unit = unitOfRoot[top] ?? members.count
        if unit == members.count {
          unitOfRoot[top] = unit
          members.append([])
          pins.append(nil)
        }
        members[unit].append(index)
        unitOf[index] = unit
      }
      try pinUnits(formation)
      try Self.refuseOverfull(formation, self)
      (requests, unmatched) = Self.requests(formation, self)
    }

    /// Each player's siblings: those sharing any guardian with them, in the players' order.
    private static func allSiblings(_ players: [Player]) -> [[Int]] {
      var byGuardian: [Int64: [Int]] = [:]
      for (index, player) in players.enumerated() {
        for guardian in player.guardians { byGuardian[guardian, default: []].append(index) }
      }
      return players.indices.map { index in
        var found: Set<Int> = []
        for guardian in players[index].guardians {
          for other in byGuardian[guardian] ?? [] where other != index { found.insert(other) }
        }
        return found.sorted()
      }
    }

    /// The team each unit must go to: a sibling's (unless siblings may be split), a parent's on
    /// its staff; refused when a unit would have two.
    private mutating func pinUnits(_ formation: Formation) throws {
      let players = formation.players
      for unit in members.indices {
        var found: [(team: Int, pin: Pin)] = []
        for member in members[unit] {
          if !formation.splitSiblings {
            for sibling in siblings[member] {
              if let team = players[sibling].team { found.append((team, .sibling(player: sibling))) }
            }
          }
          for (team, candidate) in formation.teams.enumerated() {
            for staff in candidate.staff where !staff.adults.isDisjoint(with: players[member].adults) {
              found.append((team, .parent(staff: staff.name)))
            }
          }
        }
        guard let first = found.first else { continue }
        if let other = found.first(where: { $0.team != first.team }) {
          let names = members[unit].map { players[$0].name }
          throw FormationError(
            "\(Prose.list(names, "and")) must play on \(formation.teams[first.team].name) "
              + "(\(Self.reason(first.pin, formation))) and on \(formation.teams[other.team].name) "
              + "(\(Self.reason(other.pin, formation))); nothing was placed; move one of them by hand"
              + (formation.splitSiblings ? "" : ", or give --split-siblings"))
        }
        pins[unit] = first
      }
    }

    /// "a sibling, Ana Ruiz, is on it", "Pat Kim, a parent, is its staff".
    static func reason(_ pin: Pin, _ formation: Formation) -> String {
      switch pin {
      case .sibling(let player): return "a sibling, \(formation.players[player].name), is on it"
      case .parent(let staff): return "\(staff), a parent, is on its staff"
      }
    }

    /// Refuses players to place whose league age the division does not take.
    private static func refuseIneligible(_ formation: Formation) throws {
      let rules = formation.rules
      let outside = formation.players.filter { player in
        player.team == nil
          && (player.leagueAge < (rules.minAge ?? .min) || player.leagueAge > (rules.maxAge ?? .max))
      }
      if outside.isEmpty, formation.checksBirthdates, rules.minAge != nil || rules.maxAge != nil {
        let unknown = formation.players.filter { $0.team == nil && !$0.knowsBirthdate }
        guard unknown.isEmpty else {
          let named = unknown.prefix(5).map(\.name)
          let more = unknown.count > 5 ? " and \(unknown.count - 5) more" : ""
          throw FormationError(
            "\(RosterModel.player.presentation.count(unknown.count)) registered for \(rules.name) "
              + "\(unknown.count == 1 ? "has" : "have") no birthdate, so its "
              + "\(DivisionRules.ages(rules.minAge, rules.maxAge)) cannot be checked: "
              + Prose.list(named, "and") + more + "; nothing was placed; give their birthdates "
              + "(set player NAME birthdate=…), or --force places them anyway")
        }
      }
      guard !outside.isEmpty else { return }
      let named = outside.prefix(5).map { "\($0.name) (\($0.leagueAge))" }
      let more = outside.count > 5 ? " and \(outside.count - 5) more" : ""
      throw FormationError(
        "\(RosterModel.player.presentation.count(outside.count)) registered for \(rules.name) "
          + "\(outside.count == 1 ? "is" : "are") not of its \(DivisionRules.ages(rules.minAge, rules.maxAge)): "
          + Prose.list(named, "and") + more + "; nothing was placed; "
          + "register them for another division (set player NAME division=…) or correct their birthdates")
    }

    /// Refuses a division whose teams cannot hold its players, or a team its rules overfill.
    private static func refuseOverfull(_ formation: Formation, _ units: Units) throws {
      let rules = formation.rules
      let count = formation.teams.count
      let total = formation.players.count
      guard count > 0 else {
        throw FormationError(
          "\(rules.name) has no teams for its \(RosterModel.player.presentation.count(total)); "
            + "nothing was placed; --create N makes N teams for it")
      }
      guard let maximum = rules.maxRoster else { return }
      let needed = maximum == 0 ? Int.max : (total + maximum - 1) / maximum
      if needed > count {
        throw FormationError(
          "\(NumberText.grouped(total)) players need at least \(needed) teams of \(maximum); "
            + "\(rules.name) has \(count); nothing was placed; --create \(needed - count) makes the others")
      }
      var sizes = Array(repeating: 0, count: count)
      for player in formation.players { if let team = player.team { sizes[team] += 1 } }
      for (unit, pin) in units.pins.enumerated() {
        if let pin { sizes[pin.team] += units.members[unit].count }
      }
      for unit in units.members.indices where units.members[unit].count > maximum {
        throw FormationError(
          "\(Prose.list(units.members[unit].map { formation.players[$0].name }, "and")) are siblings, "
            + "more than a \(rules.name) team of \(maximum) holds; nothing was placed; give --split-siblings")
      }
      if let team = sizes.indices.first(where: { sizes[$0] > maximum }) {
        throw FormationError(
          "\(formation.teams[team].name) would have \(sizes[team]) players, more than \(rules.name)'s "
            + "\(maximum), with the siblings and staff's children it must take; nothing was placed; "
            + "move some of its players by hand, or give --split-siblings")
      }
    }
  }
}
