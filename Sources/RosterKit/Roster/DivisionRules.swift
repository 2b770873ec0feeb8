/// A division as reports show it: its name, the league ages it takes, the sizes of its rosters,
/// and whether it is locked.
public struct DivisionRules: Equatable, Sendable {
  public let name: String
  public let minAge: Int?
  public let maxAge: Int?
  public let minRoster: Int?
  public let maxRoster: Int?
  public let isLocked: Bool

  public init(
    name: String, minAge: Int? = nil, maxAge: Int? = nil, minRoster: Int? = nil, maxRoster: Int? = nil,
    isLocked: Bool = false
  ) {
    self.name = name
    self.minAge = minAge
    self.maxAge = maxAge
    self.minRoster = minRoster
    self.maxRoster = maxRoster
    self.isLocked = isLocked
  }

  /// The key paths `init(values:)` reads: the division's row id, then its rules.
  static let keyPaths = ["self", "name", "min_age", "max_age", "min_roster", "max_roster", "locked"]

  /// A division from the values of `keyPaths`.
  init(values: [DatabaseValue]) {
    func number(_ index: Int) -> Int? { values[index].integerValue.map { Int($0) } }
    self.init(
      name: values[1].description, minAge: number(2), maxAge: number(3), minRoster: number(4),
      maxRoster: number(5), isLocked: values[6].integerValue == 1)
  }

  /// "U12 is locked; unlock it or use --force": what a change to a locked division is told.
  public static func locked(_ division: String) -> String {
    "\(division) is locked; unlock it or use --force"
  }

  /// The league's divisions by row id, youngest first (`precedes`).
  static func all(in context: Context) throws -> [(id: Int64, rules: DivisionRules)] {
    let rows = try context.fetchValues(
      FetchRequest(entity: RosterModel.division, sortDescriptors: [SortDescriptor("name")]),
      keyPaths: keyPaths)
    let divisions = rows.map { (id: $0[0].integerValue ?? 0, rules: DivisionRules(values: $0)) }
    return divisions.indices.sorted {
      divisions[$0].rules.precedes(divisions[$1].rules, else: $0 < $1)
    }.map { divisions[$0] }
  }

  /// The team's division, if it is in one.
  static func of(_ team: Team) throws -> DivisionRules? {
    guard let context = team.context, let id = team.targetID(forKey: "division") else { return nil }
    let request = FetchRequest(
      entity: RosterModel.division, predicate: .comparison(key: "self", .equal, .object(id)))
    return try context.fetchValues(request, keyPaths: keyPaths).first.map(DivisionRules.init(values:))
  }

  /// Youngest first: by the lowest league age, then the highest; divisions without ages
  /// (conferences) after those with them; `tie` (the order by name) otherwise.
  func precedes(_ other: DivisionRules, else tie: Bool) -> Bool {
    let mine = (minAge ?? maxAge, maxAge ?? minAge)
    let theirs = (other.minAge ?? other.maxAge, other.maxAge ?? other.minAge)
    switch (mine.0, theirs.0) {
    case (nil, nil): return tie
    case (nil, _): return false
    case (_, nil): return true
    case let (low?, otherLow?) where low != otherLow: return low < otherLow
    default:
      guard let high = mine.1, let otherHigh = theirs.1, high != otherHigh else { return tie }
      return high < otherHigh
    }
  }

  /// The league ages taken: "league ages 11–12", "league ages 12 and under", "any league age".
  public var ages: String { Self.ages(minAge, maxAge) }

  /// The league ages a division with these limits takes, in the words `ages` uses.
  static func ages(_ minAge: Int?, _ maxAge: Int?) -> String {
    switch (minAge, maxAge) {
    case let (low?, high?): return low == high ? "league age \(low)" : "league ages \(low)–\(high)"
    case let (low?, nil): return "league ages \(low) and over"
    case let (nil, high?): return "league ages \(high) and under"
    case (nil, nil): return "any league age"
    }
  }

  /// The sizes of a roster: "8–16 players", "at most 16 players", nil when there are no limits.
  public var rosterSizes: String? {
    switch (minRoster, maxRoster) {
    case let (low?, high?): return low == high ? Self.players(low) : "\(low)–\(high) players"
    case let (low?, nil): return "at least " + Self.players(low)
    case let (nil, high?): return "at most " + Self.players(high)
    case (nil, nil): return nil
    }
  }

  private static func players(_ count: Int) -> String { count == 1 ? "1 player" : "\(count) players" }

  /// The rules in a phrase: "league ages 11–12, at most 16 players, locked".
  public var summary: String {
    ([ages, rosterSizes] + [isLocked ? "locked" : nil]).compactMap { $0 }.joined(separator: ", ")
  }
}
