extension Formation {
  /// What to form: a division of the league, with the teams a plan may make.
  public struct Options: Sendable {
    public var division: ObjectID
    /// The names of teams to make for the division before placing (`--create N`).
    public var newTeams: [String] = []
    /// Every player of the division placed again, not only those without a team.
    public var reshuffle = false
    public var splitSiblings = false
    public var seed: UInt64 = 0

    public init(division: ObjectID) { self.division = division }
  }

  /// The formation of `request`'s division as `context` reads the league: its rules, its teams
  /// (and the new ones) with their staff, and its players — those on its teams, and the free
  /// agents registered for it — with their guardians.
  public init(_ request: Options, in context: Context) throws {
    let division = request.division
    let rules =
      try context.fetchValues(
        FetchRequest(
          entity: RosterModel.division, predicate: .comparison(key: "self", .equal, .object(division))),
        keyPaths: ["name", "min_age", "max_age", "max_roster"]
      ).first ?? []
    guard rules.count == 4 else {
      throw FormationError("the division was deleted meanwhile; nothing was placed")
    }
    let int = { (value: DatabaseValue) in value.integerValue.map { Int($0) } }
    var teamRequest = FetchRequest(
      entity: RosterModel.team, predicate: .comparison(key: "division", .equal, .object(division)))
    teamRequest.sortDescriptors = [SortDescriptor("name")]
    let teamRows = try context.fetchValues(teamRequest, keyPaths: ["self", "name"])
    var teamIndex: [Int64: Int] = [:]
    for (index, row) in teamRows.enumerated() { teamIndex[row[0].integerValue ?? 0] = index }
    var staff = Array(
      repeating: [(name: String, coaches: Bool, adults: Set<String>)](), count: teamRows.count)
    var staffRequest = FetchRequest(
      entity: RosterModel.staff, predicate: .comparison(key: "team.division", .equal, .object(division)))
    staffRequest.sortDescriptors = [SortDescriptor("name")]
    for row in try context.fetchValues(staffRequest, keyPaths: ["team", "name", "role", "email", "phone"]) {
      guard let team = row[0].integerValue.flatMap({ teamIndex[$0] }) else { continue }
      let name = row[1].description
      let role = TextFolding.fold(row[2].textValue ?? "")
      staff[team].append(
        (
          name, role.contains("coach"),
          Self.adultKeys(name: name, email: row[3].textValue, phone: row[4].textValue)
        ))
    }
    var teams = teamRows.enumerated().map {
      Team(id: $1[0].integerValue, name: $1[1].description, staff: staff[$0])
    }
    teams += request.newTeams.map { Team(id: nil, name: $0, staff: []) }
    let ofDivision = Self.players(of: division)
    let day = try AgeDay.of(context).date
    // By name, then id: one order on every engine, which the seed's plan depends on.
    let rows = try context.fetchValues(
      FetchRequest(entity: RosterModel.player, predicate: ofDivision),
      keyPaths: [
        "self", "name", "birthdate", "leagueAge", "gender", "team", "teammate_request", "coach_request",
      ]
    ).sorted {
      (TextFolding.fold($0[1].description), $0[1].description, $0[0].integerValue ?? 0)
        < (TextFolding.fold($1[1].description), $1[1].description, $1[0].integerValue ?? 0)
    }
    var guardians: [Int64: [Int64]] = [:]
    var adults: [Int64: Set<String>] = [:]
    if context.model.entities.contains(where: { $0.name == RosterModel.guardianship.name }) {
      let links = FetchRequest(
        entity: RosterModel.guardianship, predicate: Self.players(of: division, through: "player."))
      for row in try context.fetchValues(
        links, keyPaths: ["player", "guardian", "guardian.name", "guardian.email", "guardian.phone"])
      {
        let player = row[0].integerValue ?? 0
        guardians[player, default: []].append(row[1].integerValue ?? 0)
        adults[player, default: []].formUnion(
          Self.adultKeys(name: row[2].description, email: row[3].textValue, phone: row[4].textValue))
      }
    }
    let gender = RosterModel.player.attribute("gender")
    let players = rows.map { row -> Player in
      let id = row[0].integerValue ?? 0
      let leagueAge = int(row[3]) ?? 0
      let born = row[2].textValue.flatMap(CalendarDate.init(iso:))
      return Player(
        id: id, name: row[1].description,
        age: born.map { Self.age(of: $0, on: day) } ?? Double(leagueAge) + 0.5,
        // Another spelling of a word (`F`, written by another program) counts as the word.
        leagueAge: leagueAge, gender: row[4].textValue.map { gender?.word(of: $0) ?? $0 },
        team: request.reshuffle ? nil : row[5].integerValue.flatMap { teamIndex[$0] },
        guardians: (guardians[id] ?? []).sorted(), adults: adults[id] ?? [],
        teammateRequest: row[6].textValue,
        coachRequest: row[7].textValue, knowsBirthdate: born != nil)
    }
    self.init(
      rules: Rules(
        name: rules[0].description, minAge: int(rules[1]), maxAge: int(rules[2]), maxRoster: int(rules[3])),
      teams: teams, players: players, splitSiblings: request.splitSiblings, seed: request.seed)
  }

  /// The players a formation of `division` reads (through `path` from another entity): those on
  /// its teams, and the free agents registered for it.
  public static func players(of division: ObjectID, through path: String = "") -> Predicate {
    .comparison(key: path + "team.division", .equal, .object(division))
      || (.comparison(key: path + "team", .equal, .null)
        && .comparison(key: path + "division", .equal, .object(division)))
  }

  /// An age in years with its fraction: whole years, and the days since the last birthday over
  /// the year's days.
  static func age(of birthdate: CalendarDate, on day: CalendarDate) -> Double {
    let years = birthdate.wholeYears(on: day)
    return Double(years) + Double(day.daysSince1970 - birthday(birthdate, years).daysSince1970) / 365.25
  }

  /// The `years`th birthday (29 February as 1 March in a common year).
  private static func birthday(_ birthdate: CalendarDate, _ years: Int) -> CalendarDate {
    let year = birthdate.year + years
    return CalendarDate(year: year, month: birthdate.month, day: birthdate.day)
      ?? CalendarDate(year: year, month: 3, day: 1)!
  }
}
