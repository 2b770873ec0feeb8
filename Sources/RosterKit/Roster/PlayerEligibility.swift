/// Why a player is eligible or not (`why`): each rule that applies to them, with its numbers, and
/// whether it passes — their division's league ages against their league age on the cutoff, their
/// team's roster size against the division's limits, whether the division is locked, their
/// birthdate, and anyone else on a roster with their name and birthdate.
public struct PlayerEligibility: Sendable {
  /// One rule as it applies to the player.
  public struct Check: Sendable, Equatable {
    public let rule: String
    public let passes: Bool
    public let detail: String
  }

  public let player: EligibilityProblem.Reference
  public let team: EligibilityProblem.Reference?
  public let division: EligibilityProblem.Reference?
  public let checks: [Check]

  /// Reads the player's numbers in one query (the team's size and the division's rules through
  /// its relationships), and the other rows with the same person in another.
  public init(of player: ManagedObject, in context: Context) throws {
    let keys = [
      "name", "leagueAge", "birthdate", "team", "team.name", "team.players.@count", "team.division",
      "team.division.name", "team.division.min_age", "team.division.max_age", "team.division.min_roster",
      "team.division.max_roster", "team.division.locked",
    ]
    let request = FetchRequest(
      entity: RosterModel.player, predicate: .comparison(key: "self", .equal, .object(player.objectID)))
    guard let row = try context.fetchValues(request, keyPaths: keys).first else {
      throw LookupError.notFound(
        LookupError.Subject(RosterModel.player), player.displayName, in: nil, suggestion: nil)
    }
    let int = Eligibility.int
    let name = row[0].description
    self.player = .init(id: player.objectID, name: name)
    team = row[3].isNull ? nil : Eligibility.reference(row[3], row[4], RosterModel.team)
    division = row[6].isNull ? nil : Eligibility.reference(row[6], row[7], RosterModel.division)
    let birthdate = row[2].textValue
    var checks: [Check] = []
    if let team, let division {
      let ages = (minimum: int(row[8]), maximum: int(row[9]))
      let leagueAge = int(row[1]) ?? 0
      let day = try AgeDay.of(context).given(birthdate != nil)
      if ages.minimum == nil && ages.maximum == nil {
        checks.append(Check(rule: "age", passes: true, detail: "\(division.name) has no age limits"))
      } else {
        let inside = leagueAge >= (ages.minimum ?? .min) && leagueAge <= (ages.maximum ?? .max)
        checks.append(
          Check(
            rule: "age", passes: inside,
            detail: "\(name) is \(leagueAge) \(day.phrase); \(division.name) takes "
              + EligibilityProblem.ages(ages.minimum, ages.maximum)))
      }
      checks.append(
        Self.birthdate(birthdate, name: name, givenAge: leagueAge, division: division, ages: ages))
      let size = int(row[5]) ?? 0
      let sizes = (minimum: int(row[10]), maximum: int(row[11]))
      let players = RosterModel.player.presentation.count(size)
      if sizes.minimum == nil && sizes.maximum == nil {
        checks.append(
          Check(
            rule: "roster", passes: true,
            detail: "\(team.name) has \(players); \(division.name) has no roster limits"))
      } else {
        checks.append(
          Check(
            rule: "roster", passes: size >= (sizes.minimum ?? .min) && size <= (sizes.maximum ?? .max),
            detail: "\(team.name) has \(players); \(division.name) takes "
              + EligibilityProblem.limits(sizes.minimum, sizes.maximum)))
      }
      let isLocked = row[12].integerValue == 1
      checks.append(
        Check(
          rule: "locked", passes: true,
          detail: isLocked
            ? "\(division.name) is locked: which teams it has, their players and those players' birthdates change only with --force"
            : "\(division.name) is not locked"))
    } else {
      if let team {
        checks.append(
          Check(
            rule: "division", passes: true,
            detail: "\(team.name) is in no division: no division's rules apply"))
      } else {
        checks.append(
          try Self.placement(self.player, leagueAge: int(row[1]) ?? 0, known: birthdate != nil, in: context))
      }
      checks.append(
        Check(
          rule: "birthdate", passes: true,
          detail: birthdate.map { "born \($0)" } ?? "no birthdate (the age given is \(int(row[1]) ?? 0))"))
    }
    checks.append(
      try Self.duplicates(
        of: player.objectID, name: name, birthdate: birthdate, onTeam: team != nil, in: context))
    self.checks = checks
  }

  /// Which divisions take a free agent: those whose league ages hold theirs (any, when one has
  /// no limits); failing when none does, or no birthdate tells (`EligibilityProblem.placement`).
  private static func placement(
    _ player: EligibilityProblem.Reference, leagueAge: Int, known: Bool, in context: Context
  ) throws -> Check {
    let divisions = try DivisionRules.all(in: context).map(\.rules)
    let day = try AgeDay.of(context).given(known)
    let free = "\(player.name) is a free agent"
    guard !divisions.isEmpty else {
      return Check(rule: "division", passes: true, detail: "\(free); the league has no divisions")
    }
    if let open = divisions.first(where: { $0.minAge == nil && $0.maxAge == nil }) {
      return Check(rule: "division", passes: true, detail: "\(free); \(open.name) takes any league age")
    }
    let fits = divisions.filter { leagueAge >= ($0.minAge ?? .min) && leagueAge <= ($0.maxAge ?? .max) }
    guard known, !fits.isEmpty else {
      let problem = EligibilityProblem.placement(
        player: player, leagueAge: known ? leagueAge : nil, givenAge: known ? nil : leagueAge, day: day,
        divisions: divisions)
      return Check(rule: "division", passes: false, detail: problem.sentence)
    }
    let taking = fits.map { "\($0.name) takes \($0.ages)" }
    return Check(
      rule: "division", passes: true,
      detail: "\(free), \(leagueAge) \(day.phrase); " + Prose.list(taking))
  }

  /// The birthdate: known, or missing where the division's ages are limited (which then cannot
  /// be checked).
  private static func birthdate(
    _ birthdate: String?, name: String, givenAge: Int, division: EligibilityProblem.Reference,
    ages: (minimum: Int?, maximum: Int?)
  ) -> Check {
    if let birthdate { return Check(rule: "birthdate", passes: true, detail: "born \(birthdate)") }
    guard ages.minimum != nil || ages.maximum != nil else {
      return Check(
        rule: "birthdate", passes: true,
        detail: "no birthdate (the age given is \(givenAge)); \(division.name) has no age limits")
    }
    return Check(
      rule: "birthdate", passes: false,
      detail: "no birthdate, so \(division.name)'s age limits "
        + "(\(EligibilityProblem.limits(ages.minimum, ages.maximum))) cannot be checked; the age given is \(givenAge)"
    )
  }

  /// Other players on rosters with the player's name (ignoring case and accents) and birthdate.
  private static func duplicates(
    of id: ObjectID, name: String, birthdate: String?, onTeam: Bool, in context: Context
  ) throws -> Check {
    guard let birthdate else {
      return Check(
        rule: "duplicate", passes: true, detail: "no birthdate to tell \(name) from others of that name")
    }
    let request = FetchRequest(
      entity: RosterModel.player,
      predicate: .comparison(key: "name", .equal, .text(name), options: .all)
        && .comparison(key: "birthdate", .equal, .text(birthdate))
        && .comparison(key: "team", .notEqual, .null) && !.comparison(key: "self", .equal, .object(id)),
      sortDescriptors: [SortDescriptor("team.name")])
    let others = try context.fetchValues(request, keyPaths: ["self", "name", "team.name"])
    guard !others.isEmpty else {
      return Check(
        rule: "duplicate", passes: true,
        detail: "no other player named \(name) born \(birthdate) is on a team")
    }
    let rosters = Prose.list(others.map { "\($0[2]) (#\($0[0]) \($0[1]))" })
    return Check(
      rule: "duplicate", passes: !onTeam,
      detail: "\(name), born \(birthdate), is also on \(rosters)"
        + (onTeam ? "" : "; a free agent is not on two teams"))
  }

  /// Whether every rule passes.
  public var passes: Bool { checks.allSatisfy(\.passes) }
}
