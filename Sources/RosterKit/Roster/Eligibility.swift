import FoundationEssentials

/// The league's eligibility rules: each division's league ages (`min_age`, `max_age`, inclusive,
/// counted to the league's cutoff or else today) and roster sizes (`min_roster`, `max_roster`),
/// a birthdate for every player of a division with age limits, one roster per person, numbers
/// on a team that a scorekeeper tells apart, and a division for every free agent.
///
/// The database finds the problems: fetch requests whose predicates compare a player's
/// `leagueAge` with `team.division.max_age` and a team's `players.@count` with
/// `division.max_roster`, and one grouping query for the same person twice. Swift only words the
/// rows they return. What a change makes worse is `EligibilityAudit`'s; a locked division is a
/// rule of changes only, so it is there too.
public enum Eligibility {
  /// Every problem of `scope`, by division, team, rule and player.
  public static func problems(in context: Context, scope: EligibilityScope = .league) throws
    -> [EligibilityProblem]
  {
    try problems(in: context, scope: scope, divisions: DivisionRules.all(in: context).map(\.rules))
  }

  /// Every problem of `scope`, the league's `divisions` read already. The divisions are read
  /// first: a rule no division sets is not looked for (a league without divisions, an import of
  /// a million players, would otherwise read every player to find none), nor the cutoff when no
  /// division limits ages.
  static func problems(in context: Context, scope: EligibilityScope, divisions: [DivisionRules]) throws
    -> [EligibilityProblem]
  {
    let limitsAges = divisions.contains { $0.minAge != nil || $0.maxAge != nil }
    let limitsRosters = divisions.contains { $0.minRoster != nil || $0.maxRoster != nil }
    let day = limitsAges ? try AgeDay.of(context) : nil
    var problems: [EligibilityProblem] = []
    if !scope.hasNoTeams {
      if let day { problems += try players(in: context, scope: scope, day: day) }
      if limitsRosters { problems += try rosters(in: context, scope: scope) }
      problems += try numbers(in: context, scope: scope)
    }
    problems += try duplicates(in: context, scope: scope)
    if let day { problems += try freeAgents(in: context, scope: scope, divisions: divisions, day: day) }
    return sorted(problems)
  }

  /// The problems of each division that has any, divisions in the order of their names: for the
  /// league's report. A duplicate is listed under each division it has a player in; a problem of
  /// no division there is not (every rule but the duplicate's is a division's).
  public static func problemsByDivision(in context: Context) throws -> [(
    division: EligibilityProblem.Reference, problems: [EligibilityProblem]
  )] {
    var byDivision: [ObjectID: (EligibilityProblem.Reference, [EligibilityProblem])] = [:]
    for problem in try problems(in: context) {
      for division in problem.divisions where byDivision[division.id]?.1.last != problem {
        byDivision[division.id, default: (division, [])].1.append(problem)
      }
    }
    return byDivision.values.sorted { compare($0.0.name, $1.0.name) == .orderedAscending }
      .map { (division: $0.0, problems: $0.1) }
  }

  // MARK: Players

  /// Players whose league age is outside their division's range, and players without a
  /// birthdate in a division with age limits: one query, whose predicate compares keys.
  private static func players(in context: Context, scope: EligibilityScope, day: AgeDay) throws
    -> [EligibilityProblem]
  {
    let outside =
      Predicate.comparison(key: "leagueAge", .greater, key: "team.division.max_age")
      || .comparison(key: "leagueAge", .less, key: "team.division.min_age")
    let limited =
      Predicate.comparison(key: "team.division.min_age", .notEqual, .null)
      || .comparison(key: "team.division.max_age", .notEqual, .null)
    let unknown = Predicate.comparison(key: "birthdate", .equal, .null) && limited
    let request = FetchRequest(
      entity: RosterModel.player, predicate: Predicate.and(outside || unknown, scope.players))
    let keys = [
      "self", "name", "leagueAge", "birthdate", "team", "team.name", "team.division", "team.division.name",
      "team.division.min_age", "team.division.max_age",
    ]
    var problems: [EligibilityProblem] = []
    let rows = try context.fetchValues(request, keyPaths: keys)
    // A birthdate the session may not read looks empty: whether there is one is the server's
    // answer.
    let withoutBirthdate =
      EligibilityVerdicts.apply(to: context)
      ? try EligibilityVerdicts.birthdatesUnknown(
        rows.filter { $0[3].isNull }.compactMap { $0[0].integerValue }, in: context)
      : nil
    for row in rows {
      let player = reference(row[0], row[1], RosterModel.player)
      let team = reference(row[4], row[5], RosterModel.team)
      let division = reference(row[6], row[7], RosterModel.division)
      let range = (minimum: int(row[8]), maximum: int(row[9]))
      let leagueAge = int(row[2]) ?? 0
      let known = withoutBirthdate.map { !$0.contains(row[0].integerValue ?? 0) } ?? !row[3].isNull
      if leagueAge < (range.minimum ?? .min) || leagueAge > (range.maximum ?? .max) {
        problems.append(
          .age(
            player: player, leagueAge: leagueAge, day: day.given(known), team: team, division: division,
            range: range))
      }
      if !known {
        problems.append(
          .birthdate(player: player, givenAge: int(row[2]), team: team, division: division, range: range))
      }
    }
    return problems
  }

  // MARK: Rosters

  /// Teams whose number of players is over their division's maximum or under its minimum.
  private static func rosters(in context: Context, scope: EligibilityScope) throws -> [EligibilityProblem] {
    let outside =
      Predicate.comparison(key: "players.@count", .greater, key: "division.max_roster")
      || .comparison(key: "players.@count", .less, key: "division.min_roster")
    let request = FetchRequest(entity: RosterModel.team, predicate: Predicate.and(outside, scope.teams))
    let keys = [
      "self", "name", "division", "division.name", "players.@count", "division.min_roster",
      "division.max_roster",
    ]
    return try context.fetchValues(request, keyPaths: keys).map { row in
      .roster(
        team: reference(row[0], row[1], RosterModel.team),
        division: reference(row[2], row[3], RosterModel.division),
        size: int(row[4]) ?? 0, range: (int(row[5]), int(row[6])))
    }
  }

  // MARK: Helpers

  static func reference(_ id: DatabaseValue, _ name: DatabaseValue, _ entity: Entity)
    -> EligibilityProblem
    .Reference
  {
    .init(id: ObjectID(entityName: entity.name, rowID: id.integerValue ?? 0), name: name.description)
  }

  static func int(_ value: DatabaseValue) -> Int? { value.integerValue.map { Int($0) } }

  /// By division, team, rule and player: names ignoring case and accents, their numbers by value
  /// (U8 before U10); free agents no division takes last. Each problem's names are folded once,
  /// not at every comparison: a league can have a hundred thousand problems.
  static func sorted(_ problems: [EligibilityProblem]) -> [EligibilityProblem] {
    let rules = EligibilityProblem.Rule.allCases
    let keys = problems.map { problem in
      [
        problem.rule == .placement ? "1" : "0", problem.divisionText ?? "", problem.teamText ?? "",
        String(rules.firstIndex(of: problem.rule) ?? 0), problem.player?.name ?? "",
      ]
      .map(sortKey)
    }
    let order = problems.indices.sorted { a, b in
      for (x, y) in zip(keys[a], keys[b]) where x != y { return x.lexicographicallyPrecedes(y) }
      return a < b
    }
    return order.map { problems[$0] }
  }

  /// `text` folded, as bytes that sort as people read names: each run of digits by its value (U8
  /// before U10, 07 the same as 7), as a '0', the run's length without leading zeros, its digits.
  /// The '0' keeps a number before what sorts after the digits and after what sorts before them.
  static func sortKey(_ text: String) -> [UInt8] {
    let bytes = Array(TextFolding.fold(text).utf8)
    var key: [UInt8] = []
    key.reserveCapacity(bytes.count + 4)
    var index = 0
    while index < bytes.count {
      guard (0x30...0x39).contains(bytes[index]) else {
        key.append(bytes[index])
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
      var start = index
      while start < end, bytes[start] == 0x30 { start += 1 }
      key.append(0x30)
      key.append(UInt8(min(end - start, 255)))
      key.append(contentsOf: bytes[start..<end])
      index = end
    }
    return key
  }

  /// Names compared as people read them: ignoring case and accents, numbers by value (their
  /// `sortKey`s compared).
  static func compare(_ a: String, _ b: String) -> ComparisonResult {
    let (x, y) = (sortKey(a), sortKey(b))
    return x == y ? .orderedSame : x.lexicographicallyPrecedes(y) ? .orderedAscending : .orderedDescending
  }
}
