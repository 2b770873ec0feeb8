import FoundationEssentials

/// One way the league breaks a division's rules, or its rule that a person plays on one team: a
/// player outside the division's league ages, a roster over the maximum or under the minimum, a
/// player without a birthdate where ages are limited, the same person on two teams, two jersey
/// numbers a scorekeeper reads alike on one team, a free agent no division takes.
///
/// Its sentences hold nothing private (no birthdate, no contact): reports shared with coaches
/// and parents print them.
///
/// It carries the objects it is about and the numbers of the rule, and says itself in a sentence,
/// in two tenses: as it is (`sentence`, for `eligibility`) and as a change would make it
/// (`refusal`, "U12's Tigers would have 15 players; the division allows 14").
public struct EligibilityProblem: Sendable, Equatable {
  public enum Rule: String, Sendable, CaseIterable {
    /// A roster over the division's maximum or under its minimum.
    case roster
    /// A player's league age outside the division's range.
    case age
    /// A player without a birthdate in a division with age limits: the league age is an age given.
    case birthdate
    /// The same person (name ignoring case and accents, and birthdate) on two teams.
    case duplicate
    /// Two numbers on one team that read the same to a scorekeeper (`7` and `07`).
    case number
    /// A free agent whose league age no division takes, or who has no birthdate to tell which
    /// does, in a league whose divisions all limit ages: the league's to place (a new division,
    /// or the player's release), so never a change's to refuse.
    case placement
  }

  /// An object the problem is about, with its name as messages show it.
  public struct Reference: Sendable, Equatable {
    public let id: ObjectID
    public let name: String
  }

  public let rule: Rule
  /// The division, or for a duplicate the divisions of its teams.
  public let divisions: [Reference]
  /// The team, or for a duplicate the teams the person is on, by name.
  public let teams: [Reference]
  /// The player (the first of a duplicate's); none for a roster.
  public let player: Reference?
  /// What the rule measures: the league age, the roster's size, or how many times the person is
  /// on a roster.
  public let value: Int?
  /// The rule's limits, where it has them (the age range, the roster sizes).
  public let minimum: Int?
  public let maximum: Int?
  public let sentence: String
  public let refusal: String
  /// What the problem is of, the same before and after a change that leaves it as it was.
  let key: String
  /// How far past the rule: a change that makes this larger makes the problem worse.
  let excess: Int

  /// The divisions' names, as a listing shows them (a duplicate's in order: "U10 and U12").
  public var divisionText: String? {
    let names = Self.distinct(divisions.map(\.name)).sorted {
      Eligibility.compare($0, $1) == .orderedAscending
    }
    return names.isEmpty ? nil : Prose.list(names)
  }

  /// The teams' names.
  public var teamText: String? { teams.isEmpty ? nil : Prose.list(Self.distinct(teams.map(\.name))) }

  /// Whether it is a roster below its division's minimum.
  var isUnderMinimum: Bool { rule == .roster && (value ?? 0) < (minimum ?? 0) }

  // MARK: Making problems

  /// A player whose league age is outside the division's range.
  static func age(
    player: Reference, leagueAge: Int, day: AgeDay, team: Reference, division: Reference,
    range: (minimum: Int?, maximum: Int?)
  ) -> EligibilityProblem {
    let excess =
      leagueAge > (range.maximum ?? .max) ? leagueAge - range.maximum! : (range.minimum ?? 0) - leagueAge
    let sentence =
      "\(player.name) is \(leagueAge) \(day.phrase); \(division.name) takes \(ages(range.minimum, range.maximum))"
    return EligibilityProblem(
      rule: .age, divisions: [division], teams: [team], player: player, value: leagueAge,
      minimum: range.minimum, maximum: range.maximum, sentence: sentence, refusal: sentence,
      key: "age \(player.id.rowID) in \(division.id.rowID)", excess: excess)
  }

  /// A player without a birthdate in a division whose league ages are limited.
  static func birthdate(
    player: Reference, givenAge: Int?, team: Reference, division: Reference,
    range: (minimum: Int?, maximum: Int?)
  ) -> EligibilityProblem {
    let given = givenAge.map { "; the age given is \($0)" } ?? ""
    let sentence =
      "\(player.name) has no birthdate, so \(division.name)'s age limits (\(limits(range.minimum, range.maximum))) "
      + "cannot be checked\(given)"
    return EligibilityProblem(
      rule: .birthdate, divisions: [division], teams: [team], player: player, value: givenAge,
      minimum: range.minimum, maximum: range.maximum, sentence: sentence, refusal: sentence,
      key: "birthdate \(player.id.rowID)", excess: 1)
  }

  /// A roster over the division's maximum or under its minimum.
  static func roster(team: Reference, division: Reference, size: Int, range: (minimum: Int?, maximum: Int?))
    -> EligibilityProblem
  {
    let over = size > (range.maximum ?? .max)
    let rule =
      over ? "the division allows \(range.maximum!)" : "the division needs at least \(range.minimum ?? 0)"
    let players = RosterModel.player.presentation.count(size)
    let owner = "\(division.name)'s \(team.name)"
    return EligibilityProblem(
      rule: .roster, divisions: [division], teams: [team], player: nil, value: size, minimum: range.minimum,
      maximum: range.maximum, sentence: "\(owner) has \(players); \(rule)",
      refusal: "\(owner) would have \(players); \(rule)",
      key: "roster \(team.id.rowID) in \(division.id.rowID) \(over ? "over" : "under")",
      excess: over ? size - range.maximum! : (range.minimum ?? 0) - size)
  }

  /// One person on several rosters: `players` are the rows, each with its team and division.
  static func duplicate(
    name: String, birthdate: String, key: String,
    players: [(player: Reference, team: Reference, division: Reference?)]
  ) -> EligibilityProblem {
    let teams = players.map(\.team)
    var counts: [String: Int] = [:]
    for team in teams { counts[team.name, default: 0] += 1 }
    let names = distinct(teams.map(\.name))
    let rosters: String
    if names.count == 1 {
      rosters = "\(names[0]) \(times(players.count))"
    } else {
      let listed = names.map { counts[$0]! > 1 ? "\($0) (\(times(counts[$0]!)))" : $0 }
      rosters = "\(names.count) teams: \(Prose.list(listed))"
    }
    // The birthdate that makes them one person stays out: the sentence is printed in reports.
    let person = "\(name) (same name and birthdate)"
    return EligibilityProblem(
      rule: .duplicate, divisions: players.compactMap(\.division), teams: teams,
      player: players.first?.player,
      value: players.count, minimum: nil, maximum: 1, sentence: "\(person) is on \(rosters)",
      refusal: "\(person) would be on \(rosters)", key: "duplicate \(key)", excess: players.count)
  }

  /// Players of one team whose numbers read the same (`7`, `07`, `007`), by their numbers.
  static func number(
    players: [(player: Reference, number: String)], team: Reference, division: Reference?
  ) -> EligibilityProblem {
    let worn = Prose.list(players.map { "\($0.number) (\($0.player.name))" })
    let read = JerseyNumber.read(players[0].number)
    let advice = "a scorekeeper reads each as \(read); give all but one another number"
    return EligibilityProblem(
      rule: .number, divisions: division.map { [$0] } ?? [], teams: [team], player: players.first?.player,
      value: players.count, minimum: nil, maximum: 1, sentence: "\(team.name) has numbers \(worn): \(advice)",
      refusal: "\(team.name) would have numbers \(worn): \(advice)",
      key: "number \(team.id.rowID) \(read)", excess: players.count)
  }

  /// A free agent whose league age (`leagueAge`, nil without a birthdate) no division takes:
  /// `divisions` are the league's, every one of them limiting ages.
  static func placement(
    player: Reference, leagueAge: Int?, givenAge: Int?, day: AgeDay, divisions: [DivisionRules]
  ) -> EligibilityProblem {
    let taken = divisions.map { "\($0.name) \(limits($0.minAge, $0.maxAge))" }
    let sentence: String
    if let leagueAge {
      sentence =
        "\(player.name), a free agent, is \(leagueAge) \(day.phrase) and fits no division (league ages "
        + Prose.list(taken) + ")"
    } else {
      sentence =
        "\(player.name), a free agent, has no birthdate, so the division that fits cannot be told"
        + (givenAge.map { "; the age given is \($0)" } ?? "")
    }
    return EligibilityProblem(
      rule: .placement, divisions: [], teams: [], player: player, value: leagueAge, minimum: nil,
      maximum: nil,
      sentence: sentence, refusal: sentence, key: "placement \(player.id.rowID)", excess: 1)
  }

  // MARK: Words

  /// "league ages 11–12", "league ages 12 and under", "league ages 11 and over", "league age 11":
  /// as reports say it.
  static func ages(_ minimum: Int?, _ maximum: Int?) -> String { DivisionRules.ages(minimum, maximum) }

  /// "11–12", "up to 12", "11 and over".
  static func limits(_ minimum: Int?, _ maximum: Int?) -> String {
    switch (minimum, maximum) {
    case let (minimum?, maximum?): return "\(minimum)–\(maximum)"
    case let (nil, maximum?): return "up to \(maximum)"
    case let (minimum?, nil): return "\(minimum) and over"
    case (nil, nil): return "none"
    }
  }

  static func times(_ count: Int) -> String { count == 2 ? "twice" : "\(count) times" }

  /// The words in their order, each once.
  static func distinct(_ words: [String]) -> [String] {
    var seen = Set<String>()
    return words.filter { seen.insert($0).inserted }
  }
}

/// The day league ages are counted to, as sentences say it: the league's cutoff, or today when
/// it has none; for a player without a birthdate, the age given stands.
struct AgeDay: Sendable {
  let date: CalendarDate
  let isCutoff: Bool
  var knowsBirthdate = true

  /// "on 2027-08-31", "today (2026-05-01; the league has no cutoff)", "(the age given; no
  /// birthdate)".
  var phrase: String {
    if !knowsBirthdate { return "(the age given, without a birthdate)" }
    return isCutoff ? "on \(date)" : "today (\(date); the league has no cutoff)"
  }

  func given(_ known: Bool) -> AgeDay {
    var day = self
    day.knowsBirthdate = known
    return day
  }

  /// The league's cutoff, or today.
  static func of(_ context: Context) throws -> AgeDay {
    if let cutoff = try context.settingDay(RosterModel.cutoff) { return AgeDay(date: cutoff, isCutoff: true) }
    return AgeDay(date: context.today, isCutoff: false)
  }
}
