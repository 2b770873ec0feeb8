/// A player of one team, or a free agent: name, birthdate (or an age as given), position and
/// jersey number (unique within the team).
public final class Player: ManagedObject {
  public static var entity: Entity { RosterModel.player }

  public var name: String {
    get { string("name") ?? "" }
    set { setValue(.text(newValue), forKey: "name") }
  }

  /// Whole years completed today when the birthdate is known, else the age as given.
  public var age: Int {
    get { readValue(forKey: "age").integerValue.map { Int($0) } ?? 0 }
    set { setValue(.integer(Int64(newValue)), forKey: "age") }
  }

  public var birthdate: CalendarDate? {
    get { string("birthdate").flatMap(CalendarDate.init(iso:)) }
    set { setValue(newValue.map { .text($0.description) } ?? .null, forKey: "birthdate") }
  }

  public var position: String? {
    get { string("position") }
    set { setValue(newValue.map { .text($0) } ?? .null, forKey: "position") }
  }

  /// One to three digits, kept as written: `0`, `00` and `07` are different numbers.
  public var number: String? {
    get { string("number") }
    set { setValue(newValue.map { .text($0) } ?? .null, forKey: "number") }
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

  /// The default order of a player list: youngest first (by birthdate when known), then by name.
  public static let defaultOrder = [
    SortDescriptor("age"), SortDescriptor("birthdate", ascending: false), SortDescriptor("name"),
  ]

  /// A team's players in the default order: one query on the (team, age, name) index.
  public static func request(team: Team, predicate: Predicate? = nil) -> FetchRequest {
    FetchRequest(
      entity: entity,
      predicate: Predicate.and(.comparison(key: "team", .equal, .object(team.objectID)), predicate),
      sortDescriptors: defaultOrder)
  }
}
