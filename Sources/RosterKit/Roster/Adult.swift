/// An adult of a player (a parent, guardian or emergency contact) or of a team (its coach) as an
/// export to a registration platform writes them in its columns (`parent1_…`, `Parent1…`,
/// `coach_…`): name, email and phone.
public struct Adult: Sendable, Equatable {
  public let name: String
  public let email: String?
  public let phone: String?
  /// Where they live, when the league knows (a guardian's).
  public var address: Address? = nil

  public struct Address: Sendable, Equatable {
    public let street: String?
    public let city: String?
    public let postcode: String?
  }

  public init(name: String, email: String?, phone: String?) {
    self.name = name
    self.email = email
    self.phone = phone
  }
}

extension Player {
  /// Whether a league of `model` keeps players' adults.
  public static func keepsAdults(_ model: Model) -> Bool {
    model.entities.contains { $0.name == RosterModel.guardianship.name }
  }

  /// The adults of each player of `team` (or of the league), by the player's row id, in order:
  /// the first is parent 1 of a platform's template, the second parent 2.
  ///
  /// The one place that says where a player's adults are kept: since schema 13 a player's
  /// guardians (one record per adult, shared by their children), in the order they were linked
  /// to the player, read through the guardianships in one query. An adult the player's family
  /// said not to contact (`no_contact`) is none of them: a platform would write to them.
  public static func adultsInOrder(team: Team? = nil, in context: Context) throws -> [Int64: [Adult]] {
    guard keepsAdults(context.model) else { return [:] }
    let request = FetchRequest(
      entity: context.model.declaration(of: RosterModel.guardianship),
      predicate: team.map { .comparison(key: "player.team", .equal, .object($0.objectID)) })
    var rows: [(player: Int64, order: Int64, adult: Adult)] = []
    let keys = [
      "player", "self", "guardian.name", "guardian.email", "guardian.phone", "no_contact", "guardian.address",
      "guardian.city", "guardian.postcode",
    ]
    try context.enumerateValues(request, keyPaths: keys) {
      guard $0[5].integerValue != 1 else { return }
      var adult = Adult(name: $0[2].description, email: $0[3].textValue, phone: $0[4].textValue)
      if $0[6...8].contains(where: { !$0.isNull }) {
        adult.address = .init(street: $0[6].textValue, city: $0[7].textValue, postcode: $0[8].textValue)
      }
      rows.append(($0[0].integerValue ?? 0, $0[1].integerValue ?? 0, adult))
    }
    rows.sort { ($0.player, $0.order) < ($1.player, $1.order) }
    var adults: [Int64: [Adult]] = [:]
    for row in rows { adults[row.player, default: []].append(row.adult) }
    return adults
  }
}

extension Team {
  /// The head coach of each team, by the team's row id: the staff member whose role is
  /// `Head Coach` (in any case), else `Coach`, the first by name when several are; none for a
  /// team with neither, whose assistant is no head coach.
  public static func headCoaches(in context: Context) throws -> [Int64: Adult] {
    var coaches: [Int64: (rank: Int, name: String, adult: Adult)] = [:]
    let request = FetchRequest(
      entity: RosterModel.staff, predicate: .comparison(key: "team", .notEqual, .null))
    try context.enumerateValues(request, keyPaths: ["team", "name", "role", "email", "phone"]) {
      guard let team = $0[0].integerValue,
        let rank = ["head coach", "coach"].firstIndex(of: ($0[2].textValue ?? "").lowercased())
      else { return }
      let name = $0[1].description
      if let chosen = coaches[team], (chosen.rank, chosen.name) <= (rank, name) { return }
      coaches[team] = (rank, name, Adult(name: name, email: $0[3].textValue, phone: $0[4].textValue))
    }
    return coaches.mapValues(\.adult)
  }
}
