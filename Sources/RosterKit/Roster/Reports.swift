/// A team's report: the league, the team's division and staff, its roster with league ages,
/// league-age statistics, youngest and oldest, players by position and an age histogram.
///
/// Reports are shared with parents and volunteers, so birthdates, contact details (players'
/// contacts, staff's email and phone) and players' medical notes are read from the store only for
/// a private report, the coach's copy: what the report does not hold, no format can let out.
public struct TeamReport: Sendable {
  /// A player's contact (private reports only).
  public struct Contact: Equatable, Sendable {
    public let name: String
    public let relation: String?
    public let phone: String?
    public let email: String?
  }

  /// A coach or other adult of the team; email and phone only in a private report.
  public struct StaffMember: Equatable, Sendable {
    public let name: String
    public let role: String?
    public let email: String?
    public let phone: String?
  }

  public struct Row: Equatable, Sendable {
    public let name: String
    /// Whole years today (or the age as given, without a birthdate).
    public let age: Int
    /// Whole years on the league's cutoff: the age that places a player in a division (the age
    /// today when the league has no cutoff).
    public let leagueAge: Int
    public let position: String?
    public let number: String?
    /// Private reports only.
    public let birthdate: CalendarDate?
    /// Private reports only; in the order they were added.
    public let contacts: [Contact]
    /// Private reports only: the medical note, and whether it is an alert the coach must see.
    public let medical: String?
    public let medicalAlert: Bool
  }

  public let heading: ReportHeading
  public let name: String
  public let city: String?
  public let abbreviation: String?
  public let division: DivisionRules?
  /// Whether birthdates, contact details and medical notes are in the report (`--private`).
  public let isPrivate: Bool
  /// In the order they were added: a club enters its head coach first.
  public let staff: [StaffMember]
  /// Youngest first, then by name.
  public let roster: [Row]
  /// Of league ages (ages, when the league has no cutoff).
  public let ages: AgeStatistics
  /// Positions with their number of players, most first ("(none)" for players without one).
  public let positions: [(position: String, count: Int)]
  /// The team's eligibility problems, in sentences that hold nothing private: two numbers that
  /// read the same (`7` and `07`) warn the game-day roster's reader.
  public let problems: [String]

  /// The players with a medical note or an alert (a private report's), alerts first, each part
  /// in the roster's order: what the coach reads before a game.
  public var medicalNotes: [Row] {
    let noted = roster.filter { $0.medical != nil || $0.medicalAlert }
    return noted.filter(\.medicalAlert) + noted.filter { !$0.medicalAlert }
  }

  public var youngest: [Row] { roster.filter { $0.leagueAge == ages.minimum } }
  public var oldest: [Row] { roster.filter { $0.leagueAge == ages.maximum } }

  /// The roster by jersey number, as a referee checks it: by the number's value, then as
  /// written (7 before 07); players without a number last, youngest first.
  public var byNumber: [Row] {
    roster.enumerated().sorted { first, second in
      switch (first.element.number, second.element.number) {
      case let (a?, b?) where a != b: return (Int(a) ?? 0, a.count, a) < (Int(b) ?? 0, b.count, b)
      case (_?, nil): return true
      case (nil, _?): return false
      default: return first.offset < second.offset
      }
    }.map(\.element)
  }

  public init(team: Team, isPrivate: Bool = false) throws {
    guard let context = team.context else { preconditionFailure("the team is not in a context") }
    heading = try ReportHeading(context: context)
    name = team.name
    city = team.city
    abbreviation = team.abbreviation
    division = try DivisionRules.of(team)
    self.isPrivate = isPrivate
    staff = try Self.staff(of: team, in: context, isPrivate: isPrivate)
    let contacts = isPrivate ? try Self.contacts(of: team, in: context) : [:]
    let rows = try context.fetchValues(
      Player.request(team: team),
      keyPaths: ["self", "name", "age", "leagueAge", "position", "number"]
        + (isPrivate ? ["birthdate", "medical", "medical_alert"] : []))
    roster = rows.map {
      Row(
        name: $0[1].description, age: Int($0[2].integerValue ?? 0), leagueAge: Int($0[3].integerValue ?? 0),
        position: $0[4].textValue, number: $0[5].textValue,
        birthdate: isPrivate ? $0[6].textValue.flatMap(CalendarDate.init(iso:)) : nil,
        contacts: contacts[$0[0].integerValue ?? 0] ?? [], medical: isPrivate ? $0[7].textValue : nil,
        medicalAlert: isPrivate && ($0[8].integerValue ?? 0) != 0)
    }
    ages = AgeStatistics(ages: roster.map(\.leagueAge))
    problems = try Eligibility.problems(in: context, scope: .team(team.objectID)).map(\.sentence)
    var counts: [String: Int] = [:]
    for row in roster { counts[row.position ?? "(none)", default: 0] += 1 }
    positions = counts.map { ($0.key, $0.value) }.sorted {
      $0.count != $1.count
        ? $0.count > $1.count
        : ($0.position == "(none)" ? false : $1.position == "(none)" || $0.position < $1.position)
    }
  }

  private static func staff(of team: Team, in context: Context, isPrivate: Bool) throws -> [StaffMember] {
    let request = FetchRequest(
      entity: RosterModel.staff, predicate: .comparison(key: "team", .equal, .object(team.objectID)))
    return try context.fetchValues(
      request, keyPaths: ["name", "role"] + (isPrivate ? ["email", "phone"] : [])
    ).map {
      StaffMember(
        name: $0[0].description, role: $0[1].textValue, email: isPrivate ? $0[2].textValue : nil,
        phone: isPrivate ? $0[3].textValue : nil)
    }
  }

  /// The guardians of the team's players by the player's row id, each with how they stand to
  /// the player, in one query.
  private static func contacts(of team: Team, in context: Context) throws -> [Int64: [Contact]] {
    let request = FetchRequest(
      entity: RosterModel.guardianship,
      predicate: .comparison(key: "player.team", .equal, .object(team.objectID)))
    var contacts: [Int64: [Contact]] = [:]
    let keyPaths = ["player", "guardian.name", "relationship", "guardian.phone", "guardian.email"]
    try context.enumerateValues(request, keyPaths: keyPaths) {
      contacts[$0[0].integerValue ?? 0, default: []].append(
        Contact(
          name: $0[1].description, relation: $0[2].textValue, phone: $0[3].textValue, email: $0[4].textValue))
    }
    return contacts
  }
}

/// The league's report: its divisions, youngest first, each with its rules, its teams and the
/// problems found in it; then the teams without a division, the free agents and the league's
/// totals. Ages are league ages.
public struct LeagueReport: Sendable {
  public struct Row: Sendable {
    public let name: String
    public let abbreviation: String?
    public let ages: AgeStatistics
  }

  /// A division and its teams, by name; or, without `division`, the teams in none.
  public struct Group: Sendable {
    public let division: DivisionRules?
    public let teams: [Row]
    /// Sentences about what breaks the division's rules, as `init(context:problems:)` was given them.
    public let problems: [String]
    public let ages: AgeStatistics
  }

  public let heading: ReportHeading
  public let groups: [Group]
  /// Players without a team.
  public let freeAgents: AgeStatistics
  public let ages: AgeStatistics

  /// Every team, division by division.
  public var teams: [Row] { groups.flatMap(\.teams) }
  public var divisionCount: Int { groups.filter { $0.division != nil }.count }

  /// Four queries whatever the league's size: the settings, the divisions, the teams, and the
  /// players' teams and league ages, counted as they are read. `problems` holds the sentences to
  /// show under each division, by the division's name (nil: under the teams without a division);
  /// the eligibility checks give them.
  public init(context: Context, problems: [String?: [String]] = [:]) throws {
    heading = try ReportHeading(context: context)
    let teamRows = try context.fetchValues(
      FetchRequest(entity: Team.entity, sortDescriptors: [SortDescriptor("name")]),
      keyPaths: ["self", "name", "abbreviation", "division"])
    // Players counted by team and league age in one pass over their rows: a GROUP BY of league
    // ages (counted from birthdates, which no index holds) sorted every player in a temporary
    // B-tree first, twice the time. Rows come team by team, so one team's counts are at hand.
    // (`current?.team` would flatten to nil for a free agent's row too, the first row's included:
    // a league whose first player was a free agent trapped here.)
    var counts: [Int64?: [Int: Int]] = [:]
    var started = false
    var current: (team: Int64?, ages: [Int: Int]) = (nil, [:])
    try context.enumerateRows(FetchRequest(entity: Player.entity), keyPaths: ["team", "leagueAge"]) { row in
      let team = row.int64(at: 0)
      if !started || current.team != team {
        if started { counts[current.team] = current.ages }
        current = (team, counts[team] ?? [:])
        started = true
      }
      current.ages[Int(row.int64(at: 1) ?? 0), default: 0] += 1
    }
    if started { counts[current.team] = current.ages }
    let histograms = counts.mapValues { $0.map { (age: $0.key, count: $0.value) } }
    var teamsByDivision: [Int64?: [Row]] = [:]
    for row in teamRows {
      teamsByDivision[row[3].integerValue, default: []].append(
        Row(
          name: row[1].description, abbreviation: row[2].textValue,
          ages: AgeStatistics(histogram: histograms[row[0].integerValue] ?? [])))
    }
    func group(_ division: DivisionRules?, _ teams: [Row]) -> Group {
      Group(
        division: division, teams: teams, problems: problems[division?.name] ?? [],
        ages: AgeStatistics(histogram: teams.flatMap(\.ages.histogram)))
    }
    var groups = try DivisionRules.all(in: context).map { group($0.rules, teamsByDivision[$0.id] ?? []) }
    // Teams in no division, and problems of none (a free agent no division takes) even without them.
    if teamsByDivision[nil] != nil || problems[nil]?.isEmpty == false {
      groups.append(group(nil, teamsByDivision[nil] ?? []))
    }
    self.groups = groups
    freeAgents = AgeStatistics(histogram: histograms[nil] ?? [])
    ages = AgeStatistics(histogram: histograms.values.flatMap { $0 })
  }
}
