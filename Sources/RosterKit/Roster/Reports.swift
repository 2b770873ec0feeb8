/// A team's report: its roster by age, age statistics, youngest and oldest, players by
/// position and an age histogram.
public struct TeamReport: Sendable {
  public struct Row: Equatable, Sendable {
    public let name: String
    public let age: Int
    public let position: String?
    public let number: String?
  }

  public let name: String
  public let city: String?
  public let abbreviation: String?
  /// Youngest first, then by name.
  public let roster: [Row]
  public let ages: AgeStatistics
  /// Positions with their number of players, most first ("(none)" for players without one).
  public let positions: [(position: String, count: Int)]

  public var youngest: [Row] { roster.filter { $0.age == ages.minimum } }
  public var oldest: [Row] { roster.filter { $0.age == ages.maximum } }

  public init(team: Team) throws {
    guard let context = team.context else { preconditionFailure("the team is not in a context") }
    name = team.name
    city = team.city
    abbreviation = team.abbreviation
    let rows = try context.fetchValues(
      Player.request(team: team), keyPaths: ["name", "age", "position", "number"])
    roster = rows.map {
      Row(
        name: $0[0].description, age: Int($0[1].integerValue ?? 0), position: $0[2].textValue,
        number: $0[3].textValue)
    }
    ages = AgeStatistics(ages: roster.map(\.age))
    var counts: [String: Int] = [:]
    for row in roster { counts[row.position ?? "(none)", default: 0] += 1 }
    positions = counts.map { ($0.key, $0.value) }.sorted {
      $0.count != $1.count
        ? $0.count > $1.count
        : ($0.position == "(none)" ? false : $1.position == "(none)" || $0.position < $1.position)
    }
  }
}

/// The league's report: one row per team and the league's totals.
public struct LeagueReport: Sendable {
  public struct Row: Sendable {
    public let name: String
    public let abbreviation: String?
    public let ages: AgeStatistics
  }

  /// Teams by name.
  public let teams: [Row]
  public let ages: AgeStatistics

  /// Two queries whatever the league's size: the teams, and players counted by team and age.
  public init(context: Context) throws {
    let teamRows = try context.fetchValues(
      FetchRequest(entity: Team.entity, sortDescriptors: [SortDescriptor("name")]),
      keyPaths: ["self", "name", "abbreviation"])
    var histograms: [Int64: [(age: Int, count: Int)]] = [:]
    var league: [Int: Int] = [:]
    for group in try context.groupCounts(FetchRequest(entity: Player.entity), by: ["team", "age"]) {
      let age = Int(group.values[1].integerValue ?? 0)
      histograms[group.values[0].integerValue ?? 0, default: []].append((age, group.count))
      league[age, default: 0] += group.count
    }
    teams = teamRows.map { row in
      Row(
        name: row[1].description, abbreviation: row[2].textValue,
        ages: AgeStatistics(histogram: histograms[row[0].integerValue ?? 0] ?? []))
    }
    ages = AgeStatistics(histogram: league.map { ($0.key, $0.value) })
  }
}
