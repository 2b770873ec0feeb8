/// The part of the league a command is about (`TEAM|league|division NAME`): a team's players, a
/// division's, or the league's all — what `mail`, `households` and `duplicates guardians` are
/// of. For a mailing list, the league is every player, free agents too, and every staff member.
public enum LeagueScope: Sendable, Equatable {
  case team(ObjectID)
  case division(ObjectID)
  case league

  /// The rows of the scope, where `team` leads from a row to its team.
  func predicate(team: String) -> Predicate? {
    switch self {
    case .league: return nil
    case .team(let id): return .comparison(key: team, .equal, .object(id))
    case .division(let id): return .comparison(key: team + ".division", .equal, .object(id))
    }
  }
}
