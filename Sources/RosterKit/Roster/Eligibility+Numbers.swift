extension Eligibility {
  /// Numbers on one team that a scorekeeper reads alike (`7` and `07`): two such numbers need a
  /// leading zero on one of them (the database keeps any one number once a team), so the players
  /// whose number starts with 0 are read first — few, even in a large league — and then their
  /// teammates whose numbers read the same.
  static func numbers(in context: Context, scope: EligibilityScope) throws -> [EligibilityProblem] {
    let player = RosterModel.player
    let padded =
      Predicate.comparison(key: "number", .beginsWith, .text("0"))
      && .comparison(key: "team", .notEqual, .null)
    var reads: [Int64: Set<String>] = [:]
    for row in try context.fetchValues(
      FetchRequest(entity: player, predicate: Predicate.and(padded, scope.players)),
      keyPaths: ["number", "team"])
    {
      guard let number = row[0].textValue, JerseyNumber.isPadded(number), let team = row[1].integerValue
      else { continue }
      reads[team, default: []].insert(JerseyNumber.read(number))
    }
    guard !reads.isEmpty else { return [] }
    let digits =
      player.attribute("number").flatMap { attribute -> Int? in
        guard case .digits(let count) = attribute.shape else { return nil }
        return count
      } ?? 3
    let spellings = Set(
      reads.values.flatMap { $0 }.flatMap { JerseyNumber.spellings(of: $0, digits: digits) })
    let request = FetchRequest(
      entity: player,
      predicate: .comparison(
        key: "team", .in, EligibilityScope.objects(Set(reads.keys), of: RosterModel.team))
        && .comparison(key: "number", .in, spellings.sorted().map { .text($0) }),
      sortDescriptors: [SortDescriptor("team.name"), SortDescriptor("name")])
    let keys = ["self", "name", "number", "team", "team.name", "team.division", "team.division.name"]
    var groups: [String: [[DatabaseValue]]] = [:]
    var order: [String] = []
    for row in try context.fetchValues(request, keyPaths: keys) {
      guard let number = row[2].textValue, let team = row[3].integerValue,
        reads[team]?.contains(JerseyNumber.read(number)) == true
      else { continue }
      let key = "\(team) \(JerseyNumber.read(number))"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(row)
    }
    return order.compactMap { key in
      // As written, shortest first: 7, then 07.
      let rows = groups[key, default: []].sorted {
        ($0[2].description.count, $0[2].description) < ($1[2].description.count, $1[2].description)
      }
      guard rows.count > 1 else { return nil }
      return .number(
        players: rows.map { (reference($0[0], $0[1], RosterModel.player), $0[2].description) },
        team: reference(rows[0][3], rows[0][4], RosterModel.team),
        division: rows[0][5].isNull ? nil : reference(rows[0][5], rows[0][6], RosterModel.division))
    }
  }
}
