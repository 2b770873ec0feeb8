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
    /// Per team, per gender (`genders`), its players: team `t`'s at `t * genders.count + g`.
    var genderCount: [Int]
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
    /// Per unit, the requests its players make or are named in, each once.
    let unitRequests: [[Int]]
    /// Per unit, its players' count, sum of ages, sum of squared ages and genders (flat, as
    /// `genderCount`): what moving it changes of a team.
    let unitSize: [Int]
    let unitSum: [Double]
    let unitSquares: [Double]
    let unitGenders: [Int]
    /// Each team's part of the objective as it stands (`cost(ofTeam:)`), kept as units move.
    var teamCost: [Double] = []
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
      genderCount = Array(repeating: 0, count: names.count * count)
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
      unitRequests = units.members.map { members in
        var found: [Int] = []
        for member in members {
          for index in requestsOf[member] where !found.contains(index) { found.append(index) }
        }
        return found
      }
      unitSize = units.members.map(\.count)
      unitSum = units.members.map { $0.reduce(0) { $0 + players[$1].age } }
      unitSquares = units.members.map { $0.reduce(0) { $0 + players[$1].age * players[$1].age } }
      var unitGenders = Array(repeating: 0, count: units.members.count * names.count)
      for (unit, members) in units.members.enumerated() {
        for member in members where genderOf[member] >= 0 {
          unitGenders[unit * names.count + genderOf[member]] += 1
        }
      }
      self.unitGenders = unitGenders
      step = Array(repeating: nil, count: units.members.count)
      random = SplitMix(seed: formation.seed)
      for (index, player) in players.enumerated() { if let team = player.team { add(index, to: team) } }
      teamCost = (0..<count).map { cost(ofTeam: $0) }
    }

    // MARK: The objective

    /// One team's part of the objective, as it is, or with the unit `joining` and without the
    /// unit `leaving` (-1 for none): measured without moving anyone.
    func cost(ofTeam team: Int, joining: Int = -1, leaving: Int = -1) -> Double {
      var count = size[team]
      var sum = sumAge[team]
      var squares = sumSquares[team]
      if joining >= 0 {
        count += unitSize[joining]
        sum += unitSum[joining]
        squares += unitSquares[joining]
      }
      if leaving >= 0 {
        count -= unitSize[leaving]
        sum -= unitSum[leaving]
        squares -= unitSquares[leaving]
      }
      var cost = sizeCost(count)
      guard count > 0 else { return cost }
      let n = Double(count)
      let mean = sum / n
      let deviation = (max(squares / n - mean * mean, 0)).squareRoot()
      cost += Self.meanWeight * (mean - meanAge) * (mean - meanAge)
      cost += Self.spreadWeight * (deviation - spread) * (deviation - spread)
      let kinds = genders.count
      for gender in 0..<kinds {
        var players = genderCount[team * kinds + gender]
        if joining >= 0 { players += unitGenders[joining * kinds + gender] }
        if leaving >= 0 { players -= unitGenders[leaving * kinds + gender] }
        let off = Double(players) - n * shares[gender]
        cost += Self.genderWeight * off * off / n
      }
      return cost
    }

    /// Whether a request is kept: its players on one team, or the player on the coach's — as
    /// things are, or with `unit` on `team` and `partner` on `other`.
    func keeps(
      _ request: Request, moving unit: Int = -1, to team: Int = -1, _ partner: Int = -1, to other: Int = -1
    )
      -> Bool
    {
      func on(_ player: Int) -> Int {
        guard unit >= 0, let own = units.unitOf[player] else { return teamOf[player] }
        return own == unit ? team : own == partner ? other : teamOf[player]
      }
      let mine = on(request.player)
      switch request.target {
      case .player(let other): return mine >= 0 && mine == on(other)
      case .team(let wanted, _): return mine == wanted
      }
    }

    /// What the requests `indexes` cost broken, as things are or with the moves `keeps` takes.
    func requestCost(
      _ indexes: [Int], moving unit: Int = -1, to team: Int = -1, _ partner: Int = -1, to other: Int = -1
    )
      -> Double
    {
      var cost = 0.0
      for index in indexes {
        let request = units.requests[index]
        if !keeps(request, moving: unit, to: team, partner, to: other) { cost += request.weight }
      }
      return cost
    }

    /// The whole objective and its parts, as the plan reports them.
    func objective() -> Objective {
      let teams = teamCost.reduce(0, +)
      let means = size.indices.filter { size[$0] > 0 }.map { sumAge[$0] / Double(size[$0]) }
      let meanOfMeans = means.reduce(0, +) / Double(max(means.count, 1))
      let meanSpread =
        (means.reduce(0) { $0 + ($1 - meanOfMeans) * ($1 - meanOfMeans) } / Double(max(means.count, 1)))
        .squareRoot()
      let kept = units.requests.count { keeps($0) }
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
      if genderOf[player] >= 0 { genderCount[team * genders.count + genderOf[player]] += 1 }
    }

    mutating func remove(_ player: Int) {
      let team = teamOf[player]
      let age = formation.players[player].age
      size[team] -= 1
      sumAge[team] -= age
      sumSquares[team] -= age * age
      if genderOf[player] >= 0 { genderCount[team * genders.count + genderOf[player]] -= 1 }
      teamOf[player] = -1
    }

    mutating func put(_ unit: Int, on team: Int) {
      let old = unitTeam[unit]
      for member in units.members[unit] {
        if teamOf[member] >= 0 { remove(member) }
        add(member, to: team)
      }
      unitTeam[unit] = team
      if old >= 0 { teamCost[old] = cost(ofTeam: old) }
      teamCost[team] = cost(ofTeam: team)
    }

    /// What a team of `count` players costs for its size alone.
    func sizeCost(_ count: Int) -> Double {
      let off = count < band.lowerBound ? band.lowerBound - count : max(count - band.upperBound, 0)
      return Self.sizeWeight * Double(off * off)
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
