/// A team: a name unique in the league (ignoring case and accents), a city and an abbreviation.
public final class Team: ManagedObject {
  public static var entity: Entity { RosterModel.team }

  public var name: String {
    get { string("name") ?? "" }
    set { setValue(.text(newValue), forKey: "name") }
  }

  public var city: String? {
    get { string("city") }
    set { setValue(newValue.map { .text($0) } ?? .null, forKey: "city") }
  }

  public var abbreviation: String? {
    get { string("abbreviation") }
    set { setValue(newValue.map { .text($0) } ?? .null, forKey: "abbreviation") }
  }

  /// The team's players, youngest first, from the store.
  public func players() throws -> [Player] {
    guard let context else { return [] }
    return try context.fetch(Player.request(team: self), as: Player.self)
  }
}
