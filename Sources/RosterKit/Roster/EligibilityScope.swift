/// The part of the league whose eligibility is checked: all of it, one division, one team, or
/// what a change touched (its teams and the divisions its teams left or joined, and the people
/// whose names or birthdates it wrote).
public enum EligibilityScope: Sendable {
  case league
  case division(ObjectID)
  case team(ObjectID)
  /// Teams and divisions by row id, and people by folded name and birthdate.
  case touched(teams: Set<Int64>, divisions: Set<Int64>, people: Set<Person>)

  /// A person as the duplicate rule tells them apart: the name folded (case and accents
  /// ignored, `TextFolding.fold`) and the birthdate.
  public struct Person: Hashable, Sendable {
    public let name: String
    public let birthdate: String

    public init(name: String, birthdate: String) {
      self.name = TextFolding.fold(name)
      self.birthdate = birthdate
    }
  }

  /// The players whose ages and birthdates are checked; nil for every player.
  var players: Predicate? { predicate(team: "team", division: "team.division") }

  /// The teams whose rosters are checked; nil for every team.
  var teams: Predicate? { predicate(team: "self", division: "division") }

  /// The rows of the scope, where `team` and `division` lead from a row to its team and division.
  private func predicate(team: String, division: String) -> Predicate? {
    switch self {
    case .league: return nil
    case .division(let id): return .comparison(key: division, .equal, .object(id))
    case .team(let id): return .comparison(key: team, .equal, .object(id))
    case .touched(let teams, _, _):
      return .comparison(key: team, .in, Self.objects(teams, of: RosterModel.team))
    }
  }

  /// The teams whose place in a division is checked (a locked one's): those of `teams`, and for
  /// a change, also every team of the divisions it touched, which it may have added to or taken
  /// from them.
  var placedTeams: Predicate? {
    guard case .touched(let teams, let divisions, _) = self else { return self.teams }
    return .comparison(key: "self", .in, Self.objects(teams, of: RosterModel.team))
      || .comparison(key: "division", .in, Self.objects(divisions, of: RosterModel.division))
  }

  /// Whether the scope holds no team at all (a change of free agents only).
  var hasNoTeams: Bool {
    if case .touched(let teams, _, _) = self { return teams.isEmpty }
    return false
  }

  /// Whether the scope holds no team and no division.
  var isEmpty: Bool {
    if case .touched(let teams, let divisions, _) = self { return teams.isEmpty && divisions.isEmpty }
    return false
  }

  /// Whether a duplicate whose rows are on `teams` in `divisions` concerns this scope.
  func concerns(teams: [ObjectID], divisions: [ObjectID]) -> Bool {
    switch self {
    case .league, .touched: return true
    case .division(let id): return divisions.contains(id)
    case .team(let id): return teams.contains(id)
    }
  }

  /// The scope of a change set: the teams its players were and are on, the teams it changed and
  /// the divisions they were and are in, and the people whose players it inserted or updated;
  /// nil when it changed no team and no player. A change written in bulk is the league's.
  ///
  /// Only what can have a problem after the change is in it: a deleted team is not (its
  /// rosters and players' ages go with it; its division is, for a locked one's rosters), nor a
  /// deleted player's person (taking a player off a roster never puts the same person on more).
  /// `rm team` of 1,000 players would otherwise read each of them, and look for each of them on
  /// every other roster, before and after.
  static func touched(by changes: ChangeSet) -> EligibilityScope? {
    // Written in bulk (an import), the change may be more than its lists.
    if changes.isBulk { return .league }
    let player = RosterModel.player.name
    let team = RosterModel.team.name
    var teams = Set<Int64>()
    var divisions = Set<Int64>()
    var people = Set<Person>()
    var any = false
    let deletedTeams = Set(changes.deleted(team).map(\.objectID.rowID))
    for (written, isDeletion) in [(changes.deleted, true), (changes.inserted + changes.updated, false)] {
      for change in written {
        let entity = change.objectID.entityName
        guard entity == team || entity == player else { continue }
        any = true
        if entity == team && !change.objectID.isTemporary && !deletedTeams.contains(change.objectID.rowID) {
          teams.insert(change.objectID.rowID)
        }
        // Its values after the change and before it (the same for what it did not change).
        for before in [false, true] {
          func value(_ key: String) -> DatabaseValue? {
            before ? change.valueBefore(forKey: key) : change.value(forKey: key)
          }
          if entity == team, let id = value("division")?.integerValue, id > 0 { divisions.insert(id) }
          guard entity == player else { continue }
          if let id = value("team")?.integerValue, id > 0, !deletedTeams.contains(id) { teams.insert(id) }
          if !isDeletion, let name = value("name")?.textValue, let birthdate = value("birthdate")?.textValue {
            people.insert(Person(name: name, birthdate: birthdate))
          }
        }
      }
    }
    return any ? .touched(teams: teams, divisions: divisions, people: people) : nil
  }

  /// This scope and `other` together.
  func merged(with other: EligibilityScope?) -> EligibilityScope {
    guard let other else { return self }
    switch (self, other) {
    case let (.touched(teams, divisions, people), .touched(otherTeams, otherDivisions, otherPeople)):
      return .touched(
        teams: teams.union(otherTeams), divisions: divisions.union(otherDivisions),
        people: people.union(otherPeople))
    default: return .league
    }
  }

  static func objects(_ ids: Set<Int64>, of entity: Entity) -> [Predicate.Value] {
    ids.sorted().map { .object(ObjectID(entityName: entity.name, rowID: $0)) }
  }
}
