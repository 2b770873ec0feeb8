/// A player of one team: name, age, position and jersey number (unique within the team).
public final class Player: ManagedObject {
  public static var entity: Entity { RosterModel.player }

  public var name: String {
    get { string("name") ?? "" }
    set { setValue(.text(newValue), forKey: "name") }
  }

  public var age: Int {
    get { integer("age") ?? 0 }
    set { setValue(.integer(Int64(newValue)), forKey: "age") }
  }

  public var position: String? {
    get { string("position") }
    set { setValue(newValue.map { .text($0) } ?? .null, forKey: "position") }
  }

  public var number: Int? {
    get { integer("number") }
    set { setValue(newValue.map { .integer(Int64($0)) } ?? .null, forKey: "number") }
  }

  /// The optional identity from outside Roster (the `id` column of a players file).
  public var externalID: String? {
    get { string("id") }
    set { setValue(newValue.map { .text($0) } ?? .null, forKey: "id") }
  }

  public var team: Team? {
    get { object(forKey: "team") as? Team }
    set { setObject(newValue, forKey: "team") }
  }

  /// The default order of a player list: youngest first, then by name.
  public static let defaultOrder = [SortDescriptor("age"), SortDescriptor("name")]

  /// A team's players in the default order: one query on the (team, age, name) index.
  public static func request(team: Team, predicate: Predicate? = nil) -> FetchRequest {
    FetchRequest(
      entity: entity,
      predicate: Predicate.and(.comparison(key: "team", .equal, .object(team.objectID)), predicate),
      sortDescriptors: defaultOrder)
  }
}
