extension Formation {
  /// A family's request, as the registration wrote it, matched to the division: a teammate (a
  /// player of the division whose name the text holds) or a coach (a staff member of one of its
  /// teams). Honoured where balance allows, in the order mutual, one-sided, coach.
  struct Request {
    enum Target: Equatable {
      case player(Int)
      case team(Int, coach: String)
    }

    let player: Int
    let target: Target
    /// Both players asked for each other (kept once, by the first of them).
    let mutual: Bool

    /// What breaking it costs the plan (`Balance`): a mutual request most.
    var weight: Double {
      switch target {
      case .player: return mutual ? Balance.mutualRequest : Balance.oneSidedRequest
      case .team: return Balance.coachRequest
      }
    }
  }
}

extension Formation.Units {
  /// The requests of the players to place, matched to players and coaches of the division, and
  /// those that match none.
  static func requests(_ formation: Formation, _ units: Self) -> (
    [Formation.Request], [(player: Int, text: String)]
  ) {
    let players = formation.players
    let names = players.map { words($0.name) }
    var asked: [Int: Int] = [:]
    for (index, player) in players.enumerated() {
      guard let text = player.teammateRequest else { continue }
      if let found = match(words(text), among: names, except: index) { asked[index] = found }
    }
    var requests: [Formation.Request] = []
    var unmatched: [(player: Int, text: String)] = []
    for (index, player) in players.enumerated() where player.team == nil {
      if let text = player.teammateRequest {
        if let other = asked[index] {
          let mutual = asked[other] == index
          // A mutual pair once: by its first player to place.
          if !(mutual && players[other].team == nil && other < index) {
            requests.append(.init(player: index, target: .player(other), mutual: mutual))
          }
        } else {
          unmatched.append((index, text))
        }
      }
      if let text = player.coachRequest {
        if let (team, coach) = coach(words(text), in: formation.teams) {
          requests.append(.init(player: index, target: .team(team, coach: coach), mutual: false))
        } else {
          unmatched.append((index, text))
        }
      }
    }
    return (requests, unmatched)
  }

  /// A text's words, folded: letters and digits, case and accents aside.
  static func words(_ text: String) -> [Substring] {
    TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }
  }

  /// The player whose whole name the words hold, the longest such name; nil for none, or for
  /// two different players of that name.
  private static func match(_ text: [Substring], among names: [[Substring]], except: Int) -> Int? {
    let found = names.indices.filter { $0 != except && !names[$0].isEmpty && contains(text, names[$0]) }
    guard let longest = found.map({ names[$0].count }).max() else { return nil }
    let best = found.filter { names[$0].count == longest }
    return best.count == 1 ? best[0] : nil
  }

  /// The team of the staff member the words name: by whole name, else by a family or given name
  /// that only one staff member of the division has.
  private static func coach(_ text: [Substring], in teams: [Formation.Team]) -> (Int, String)? {
    var whole: [(Int, String)] = []
    var part: [(Int, String)] = []
    for (team, candidate) in teams.enumerated() {
      for staff in candidate.staff {
        let name = words(staff.name)
        guard !name.isEmpty else { continue }
        if contains(text, name) {
          whole.append((team, staff.name))
        } else if let first = name.first, let last = name.last,
          text.contains(last) || (text.contains(first) && first.count > 2)
        {
          part.append((team, staff.name))
        }
      }
    }
    if let found = whole.first, whole.allSatisfy({ $0.0 == found.0 }) { return found }
    if whole.isEmpty, let found = part.first, part.allSatisfy({ $0.0 == found.0 }) { return found }
    return nil
  }

  /// Whether `name`'s words stand in `text` in a row.
  private static func contains(_ text: [Substring], _ name: [Substring]) -> Bool {
    guard name.count <= text.count else { return false }
    for start in 0...(text.count - name.count) where text[start] == name[0] {
      if zip(text[start...], name).allSatisfy({ $0 == $1 }) { return true }
    }
    return false
  }
}
