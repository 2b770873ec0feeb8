/// What a change does to the league's eligibility: made inside the change's transaction before
/// its rows are written, it reads the problems of the part of the league the change touches;
/// after the writes, `breaches(after:)` reads them again and names those the change made or made
/// worse. Problems the league had already, and the change left as they were (or made better), are
/// not the change's.
///
/// - A player's age, a roster over its maximum, a duplicate: refused when new (a problem with
///   another key: another player, team, division or person) or larger than before (further
///   from the limit, on more rosters).
/// - A roster under its minimum: refused only when the change makes it smaller in the same
///   division. A new team, or one moved to a division, starts below the minimum and is filled
///   one player at a time.
/// - A locked division: refused when the change adds, removes or moves a team of it, or a
///   player of its teams, or changes such a player's birthdate or age.
/// - Two numbers on a team that read the same (`7`, `07`): refused when new, as a duplicate is.
/// - A free agent no division takes: never refused (see `EligibilityProblem.Rule.placement`).
///
/// A change that touched no player and no team (a division's rules, the league's cutoff) is
/// not audited: rules are for the league to set. One written in bulk (an import, through
/// `Context.startChecks`) is audited over the whole league.
final class EligibilityAudit {
  let context: Context
  let scope: EligibilityScope
  private var before: [String: EligibilityProblem] = [:]
  /// The teams of the scope before the change: their division and number of players.
  private var rosters: [Int64: (division: Int64?, size: Int)] = [:]
  /// The locked divisions of the scope before the change, and what their rosters held.
  private var locked: [Int64: LockedRoster] = [:]

  /// The teams of a locked division in the scope and their players, each as the rule compares
  /// them: a team by its id, a player by id, team, birthdate and age.
  struct LockedRoster: Equatable {
    var name: String
    var entries: Set<String> = []
  }

  init(context: Context, scope: EligibilityScope) throws {
    self.context = context
    self.scope = scope
    // The divisions' rules say which rules a change can break: a roster under its minimum needs
    // the rosters as they were, a locked division what it held.
    let divisions = try DivisionRules.all(in: context).map(\.rules)
    for problem in try Eligibility.problems(in: context, scope: scope, divisions: divisions) {
      before[problem.key] = problem
    }
    if !scope.hasNoTeams, divisions.contains(where: { $0.minRoster != nil }) {
      let keys = ["self", "division", "players.@count"]
      for row in try context.fetchValues(
        FetchRequest(entity: RosterModel.team, predicate: scope.teams), keyPaths: keys)
      {
        rosters[row[0].integerValue ?? 0] = (row[1].integerValue, Eligibility.int(row[2]) ?? 0)
      }
    }
    if divisions.contains(where: \.isLocked) { locked = try lockedRosters(in: scope, of: nil) }
  }

  /// The rules the change breaks, each in a sentence, once its rows are written (in the same
  /// transaction): its new and worsened problems, then the locked divisions it changes.
  func breaches(after changes: ChangeSet) throws -> [RuleBreach] {
    let scope = self.scope.merged(with: EligibilityScope.touched(by: changes))
    var breaches: [RuleBreach] = []
    for problem in try Eligibility.problems(in: context, scope: scope) {
      // Where a free agent fits is the league's to settle (a division for them, or a release):
      // no change is refused for it, not even the release that made them one.
      if problem.rule == .placement { continue }
      if problem.isUnderMinimum {
        guard let team = problem.teams.first, let was = rosters[team.id.rowID],
          was.division == problem.divisions.first?.id.rowID, (problem.value ?? 0) < was.size
        else { continue }
      } else if let was = before[problem.key], was.excess >= problem.excess {
        continue
      }
      breaches.append(RuleBreach(refusal: problem.refusal, forced: problem.sentence))
    }
    let now = try lockedRosters(in: scope, of: Set(locked.keys))
    let changed = locked.filter { now[$0.key]?.entries ?? [] != $0.value.entries }.map(\.value.name)
    for name in changed.sorted(by: { Eligibility.compare($0, $1) == .orderedAscending }) {
      breaches.append(RuleBreach(refusal: Self.locked(name), forced: Self.lockedForced(name)))
    }
    return breaches
  }

  /// The rosters of the locked divisions of `scope` (of those of `divisions`, when given: the
  /// divisions locked before the change).
  private func lockedRosters(in scope: EligibilityScope, of divisions: Set<Int64>?) throws -> [Int64:
    LockedRoster]
  {
    if scope.isEmpty || divisions?.isEmpty == true { return [:] }
    func held(_ key: String) -> Predicate {
      guard let divisions else { return .comparison(key: key + ".locked", .equal, .bool(true)) }
      return .comparison(key: key, .in, EligibilityScope.objects(divisions, of: RosterModel.division))
    }
    var rosters: [Int64: LockedRoster] = [:]
    let teams = FetchRequest(
      entity: RosterModel.team, predicate: Predicate.and(held("division"), scope.placedTeams))
    for row in try context.fetchValues(teams, keyPaths: ["division", "division.name", "self"]) {
      let division = row[0].integerValue ?? 0
      rosters[division, default: LockedRoster(name: row[1].description)].entries.insert("team \(row[2])")
    }
    guard !scope.hasNoTeams else { return rosters }
    let players = FetchRequest(
      entity: RosterModel.player, predicate: Predicate.and(held("team.division"), scope.players))
    let keys = ["team.division", "team.division.name", "self", "team", "birthdate", "age"]
    for row in try context.fetchValues(players, keyPaths: keys) {
      let division = row[0].integerValue ?? 0
      rosters[division, default: LockedRoster(name: row[1].description)].entries.insert(
        "player \(row[2]) on \(row[3]) born \(row[4]) aged \(row[5])")
    }
    return rosters
  }

  /// "U12 is locked; unlock it or use --force".
  static func locked(_ division: String) -> String { DivisionRules.locked(division) }

  /// "U12 is locked": made anyway, with --force already given, so no advice to give it.
  static func lockedForced(_ division: String) -> String { "\(division) is locked" }
}

extension Eligibility {
  /// The league's rules as a check every save of the context runs: an audit of what the save
  /// touches, started before its rows are written. A save of no player and no team costs nothing.
  public static let saveCheck = SaveCheck("eligibility") { context, pending in
    guard let scope = EligibilityScope.touched(by: pending) else { return { _ in [] } }
    let audit = try EligibilityAudit(context: context, scope: scope)
    return { changes in try audit.breaches(after: changes) }
  }
}
