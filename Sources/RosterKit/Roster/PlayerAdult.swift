/// One of a player's adults — a parent, guardian or emergency contact — as an export to a
/// registration platform writes them in its parent columns (`parent1_…`, `Parent1…`): name,
/// email and phone.
public struct PlayerAdult: Sendable, Equatable {
  public let name: String
  public let email: String?
  public let phone: String?

  public init(name: String, email: String?, phone: String?) {
    self.name = name
    self.email = email
    self.phone = phone
  }
}

extension Player {
  /// Whether a league of `model` keeps players' adults.
  public static func keepsAdults(_ model: Model) -> Bool {
    model.entities.contains { $0.name == RosterModel.contact.name }
  }

  /// The adults of each player of `team` (or of the league), by the player's row id, in order:
  /// the first is parent 1 of a platform's template, the second parent 2.
  ///
  /// The one place that says where a player's adults are kept, so that a change of where
  /// (schema 13's guardians, one record per adult linked to their children) changes only this:
  /// today a player's contacts, in the order they were added, read in one query.
  public static func adultsInOrder(team: Team? = nil, in context: Context) throws -> [Int64: [PlayerAdult]] {
    guard keepsAdults(context.model) else { return [:] }
    let request = FetchRequest(
      entity: RosterModel.contact,
      predicate: team.map { .comparison(key: "player.team", .equal, .object($0.objectID)) })
    var rows: [(player: Int64, order: Int64, adult: PlayerAdult)] = []
    try context.enumerateValues(request, keyPaths: ["player", "self", "name", "email", "phone"]) {
      rows.append(
        (
          $0[0].integerValue ?? 0, $0[1].integerValue ?? 0,
          PlayerAdult(name: $0[2].description, email: $0[3].textValue, phone: $0[4].textValue)
        ))
    }
    rows.sort { ($0.player, $0.order) < ($1.player, $1.order) }
    var adults: [Int64: [PlayerAdult]] = [:]
    for row in rows { adults[row.player, default: []].append(row.adult) }
    return adults
  }
}
