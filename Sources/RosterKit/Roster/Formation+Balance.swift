extension Formation {
  /// The search for a balanced plan: every unit placed (pinned ones on their team, the others
  /// largest first on the team that costs least), then moves and swaps of units that lower the
  /// objective, tried in an order the seed fixes, until none does.
  ///
  /// The objective is a sum over the teams, in the documented order of priority by its weights:
  /// a team's size outside the band the division's numbers allow (within one of each other), its
  /// mean age away from the division's, its spread of ages away from the division's, its gender
  /// mix away from the division's; and each request broken (mutual, one-sided, coach).
  struct Balance {
    static let sizeWeight = 1_000.0
    static let meanWeight = 100.0
    static let spreadWeight = 30.0
    static let genderWeight = 1.0
    static let mutualRequest = 4.0
    static let oneSidedRequest = 2.0
    static let coachRequest = 2.0

    let formation: Formation
    let units: Units
    /// Each player's team; -1 while unplaced.
    var teamOf: [Int]
    var unitTeam: [Int]
    var size: [Int]
    var sumAge: [Double]
    var sumSquares: [Double]
    /// Per team, per gender (`genders`), its players.
    var genderCount: [[Int]]
    let genderOf: [Int]
    let genders: [String]
    let shares: [Double]
    let meanAge: Double
    let spread: Double
    /// The sizes a team may have without cost: the division's players shared out.
    let band: ClosedRange<Int>
    let capacity: Int
    /// Per player, the requests that name them either way.
    let requestsOf: [[Int]]
    /// Per unit, the last balancing step that moved it, in words.
    var step: [String?]
    var random: SplitMix

    init(_ formation: Formation, units: Units) {
      self.formation = formation
      self.units = units
      let players = formation.players
      let count = formation.teams.count
      teamOf = players.map { $0.team ?? -1 }
      unitTeam = Array(repeating: -1, count: units.members.count)
      size = Array(repeating: 0, count: count)
      sumAge = Array(repeating: 0, count: count)
      sumSquares = Array(repeating: 0, count: count)
      var names: [String] = []
      let genderOf = players.map { player in
        guard let gender = player.gender else { return -1 }
        if let index = names.firstIndex(of: gender) { return index }
        names.append(gender)
        return names.count - 1
      }
      self.genderOf = genderOf
      genders = names
      genderCount = Array(repeating: Array(repeating: 0, count: names.count), count: count)
      let total = Double(max(players.count, 1))
      shares = names.indices.map { gender in Double(genderOf.count { $0 == gender }) / total }
      let mean = players.reduce(0) { $0 + $1.age } / total
      meanAge = mean
      spread = (players.reduce(0) { $0 + ($1.age - mean) * ($1.age - mean) } / total).squareRoot()
      let low = players.count / max(count, 1)
      band = low...(players.count % max(count, 1) == 0 ? low : low + 1)
      capacity = formation.rules.maxRoster ?? .max
      var requestsOf = Array(repeating: [Int](), count: players.count)
      for (index, request) in units.requests.enumerated() {
        requestsOf[request.player].append(index)
        if case .player(let other) = request.target { requestsOf[other].append(index) }
      }
      self.requestsOf = requestsOf
      step = Array(repeating: nil, count: units.members.count)
      random = SplitMix(seed: formation.seed)
      for (index, player) in players.enumerated() { if let team = player.team { add(index, to: team) } }
    }

    // MARK: The objective

    /// One team's part of the objective.
    func cost(ofTeam team: Int) -> Double {
      let count = size[team]
      var cost = 0.0
      if count < band.lowerBound {
        cost += Self.sizeWeight * Double((band.lowerBound - count) * (band.lowerBound - count))
      }
      if count > band.upperBound {
        cost += Self.sizeWeight * Double((count - band.upperBound) * (count - band.upperBound))
      }
      guard count > 0 else { return cost }
      let n = Double(count)
      let mean = sumAge[team] / n
      let deviation = (max(sumSquares[team] / n - mean * mean, 0)).squareRoot()
      cost += Self.meanWeight * (mean - meanAge) * (mean - meanAge)
      cost += Self.spreadWeight * (deviation - spread) * (deviation - spread)
      for gender in genders.indices {
        let off = Double(genderCount[team][gender]) - n * shares[gender]
        cost += Self.genderWeight * off * off / n
      }
      return cost
    }

    /// Whether a request is kept: its players on one team, or the player on the coach's.
    func keeps(_ request: Request) -> Bool {
      let team = teamOf[request.player]
      switch request.target {
      case .player(let other): return team >= 0 && team == teamOf[other]
      case .team(let wanted, _): return team == wanted
      }
    }

    func requestCost(_ indexes: [Int]) -> Double {
      indexes.reduce(0) { $0 + (keeps(units.requests[$1]) ? 0 : units.requests[$1].weight) }
    }

    /// The whole objective and its parts, as the plan reports them.
    func objective() -> Objective {
      var teams = 0.0
      for team in size.indices { teams += cost(ofTeam: team) }
      let means = size.indices.filter { size[$0] > 0 }.map { sumAge[$0] / Double(size[$0]) }
      let meanOfMeans = means.reduce(0, +) / Double(max(means.count, 1))
      let meanSpread =
        (means.reduce(0) { $0 + ($1 - meanOfMeans) * ($1 - meanOfMeans) } / Double(max(means.count, 1)))
        .squareRoot()
      let kept = units.requests.count(where: keeps)
      return Objective(
        value: teams + requestCost(Array(units.requests.indices)), smallest: size.min() ?? 0,
        largest: size.max() ?? 0, meanAgeSpread: meanSpread, requestsKept: kept,
        requests: units.requests.count)
    }

    // MARK: Changes

    mutating func add(_ player: Int, to team: Int) {
      let age = formation.players[player].age
      teamOf[player] = team
      size[team] += 1
      sumAge[team] += age
      sumSquares[team] += age * age
      if genderOf[player] >= 0 { genderCount[team][genderOf[player]] += 1 }
    }

    mutating func remove(_ player: Int) {
      let team = teamOf[player]
      let age = formation.players[player].age
      size[team] -= 1
      sumAge[team] -= age
      sumSquares[team] -= age * age
      if genderOf[player] >= 0 { genderCount[team][genderOf[player]] -= 1 }
      teamOf[player] = -1
    }

    mutating func put(_ unit: Int, on team: Int) {
      for member in units.members[unit] {
        if teamOf[member] >= 0 { remove(member) }
        add(member, to: team)
      }
      unitTeam[unit] = team
    }

    /// The requests a unit's players make or are named in, each once.
    func requests(of unit: Int) -> [Int] {
      var found: [Int] = []
      for member in units.members[unit] {
        for index in requestsOf[member] where !found.contains(index) { found.append(index) }
      }
      return found
    }
  }

  /// A plan's objective (lower is better) and what it says in numbers a registrar reads.
  public struct Objective: Sendable, Equatable {
    public let value: Double
    public let smallest: Int
    public let largest: Int
    /// The standard deviation of the teams' mean ages, in years.
    public let meanAgeSpread: Double
    public let requestsKept: Int
    public let requests: Int
  }

  /// A small, fixed random sequence (SplitMix64): the same seed, the same plan, on any machine.
  struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A number below `bound` (greater than 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func shuffle<T>(_ items: inout [T]) {
      guard items.count > 1 else { return }
      for index in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(index, below(index + 1)) }
    }
  }
}
