/// Reports as data: CSV with one row per person (team report) or per team (league report),
/// each row carrying the league, season, cutoff and date so that a row read alone still says
/// what it is; and JSON objects with the same facts.
extension ReportRenderer {
  // MARK: CSV

  /// Staff first, then players youngest first; `role` is `player` for a player.
  func teamCSV(_ report: TeamReport) -> String {
    let isPrivate = report.isPrivate
    let titles =
      ["role", "number", "name", "position", "leagueAge", "age"]
      + (isPrivate ? ["birthdate", "email", "phone", "contacts", "medical_alert", "medical"] : [])
      + ["team", "division", "division_min_age", "division_max_age"] + Self.headingTitles
    let division = report.division
    let team = [
      report.name, division?.name ?? "", Self.whole(division?.minAge), Self.whole(division?.maxAge),
    ]
    let context = team + Self.headingCells(report.heading)
    let staff = report.staff.map { member in
      [member.role ?? "staff", "", member.name, "", "", ""]
        + (isPrivate ? ["", member.email ?? "", member.phone ?? "", "", "", ""] : []) + context
    }
    // A private report's players with a medical alert first, marked in their column.
    let players =
      (isPrivate
      ? report.medicalNotes.filter(\.medicalAlert) + report.roster.filter { !$0.medicalAlert }
      : report.roster).map { row in
        ["player", row.number ?? "", row.name, row.position ?? "", String(row.leagueAge), String(row.age)]
          + (isPrivate
            ? [
              row.birthdate?.description ?? "", "", "", Self.contactsCell(row.contacts),
              row.medicalAlert ? "yes" : "",
              row.medical ?? "",
            ] : [])
          + context
      }
    return ([titles] + staff + players).map { CSVWriter.record($0) }.joined()
  }

  /// "Maria Ruiz (mother, +1 555 0100, maria@example.org); …".
  static func contactsCell(_ contacts: [TeamReport.Contact]) -> String {
    contacts.map { contact in
      let details = [contact.relation, contact.phone, contact.email].compactMap { $0 }
      return contact.name + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }.joined(separator: "; ")
  }

  /// A row per team with its division's rules (a division without teams has a row of its own),
  /// then the free agents and the league.
  func leagueCSV(_ report: LeagueReport) -> String {
    let titles =
      [
        "division", "min_age", "max_age", "min_roster", "max_roster", "locked", "team", "players", "mean_age",
        "median_age", "youngest", "oldest",
      ] + Self.headingTitles
    let heading = Self.headingCells(report.heading)
    var rows = [titles]
    for group in report.groups {
      let rules = group.division.map {
        [
          $0.name, Self.whole($0.minAge), Self.whole($0.maxAge), Self.whole($0.minRoster),
          Self.whole($0.maxRoster), $0.isLocked ? "yes" : "no",
        ]
      }
      let division = rules ?? Array(repeating: "", count: 6)
      let teams =
        group.teams.isEmpty
        ? [leagueCells("", AgeStatistics(ages: []))]
        : group.teams.map {
          leagueCells($0.name, $0.ages)
        }
      rows += teams.map { division + $0 + heading }
    }
    let empty = Array(repeating: "", count: 6)
    if report.freeAgents.count > 0 {
      rows.append(empty + leagueCells("(free agents)", report.freeAgents) + heading)
    }
    rows.append(empty + leagueCells("(league)", report.ages) + heading)
    return rows.map { CSVWriter.record($0) }.joined()
  }

  static let headingTitles = ["league", "season", "cutoff", "date"]

  static func headingCells(_ heading: ReportHeading) -> [String] {
    [heading.league ?? "", heading.season ?? "", heading.cutoff?.description ?? "", heading.date.description]
  }

  // MARK: JSON

  func teamJSON(_ report: TeamReport) -> String {
    let isPrivate = report.isPrivate
    let staff = report.staff.map { member in
      Self.object(
        [("name", Self.text(member.name)), ("role", Self.text(member.role))]
          + (isPrivate ? [("email", Self.text(member.email)), ("phone", Self.text(member.phone))] : []))
    }
    let positions = report.positions.map {
      Self.object([("position", Self.text($0.position)), ("players", String($0.count))])
    }
    let histogram = report.ages.bars.map {
      Self.object([("age", String($0.age)), ("players", String($0.count))])
    }
    return Self.lines(
      [
        ("league", Self.object(Self.members(report.heading))), ("private", isPrivate ? "true" : "false"),
        (
          "team",
          Self.object([
            ("name", Self.text(report.name)), ("city", Self.text(report.city)),
            ("abbreviation", Self.text(report.abbreviation)),
          ])
        ),
        ("division", report.division.map { Self.object(Self.members($0)) } ?? "null"),
        ("staff", Self.list(staff)),
        (
          "ages",
          Self.object(Self.members(report.ages))
        ),
        ("youngest", Self.array(report.youngest.map { Self.text($0.name) })),
        ("oldest", Self.array(report.oldest.map { Self.text($0.name) })),
        ("positions", Self.array(positions)), ("histogram", Self.array(histogram)),
        ("roster", Self.list(report.roster.map { Self.object(Self.members($0, isPrivate: isPrivate)) })),
        ("problems", Self.array(report.problems.map { Self.text($0) })),
      ]
        // The coach's copy names the players whose medical note is an alert, first thing to read.
        + (isPrivate
          ? [
            (
              "medical_alerts",
              Self.array(report.medicalNotes.filter(\.medicalAlert).map { Self.text($0.name) })
            )
          ]
          : []))
  }

  /// The keys of a group's age statistics, the same in every report and in the teams listing
  /// (`mean_age`): a JSON key means one thing wherever it appears.
  static let ageStatistics = ["players", "mean_age", "median_age", "youngest", "oldest"]

  func leagueJSON(_ report: LeagueReport) -> String {
    let divisions = report.groups.compactMap { group in
      group.division.map { division in
        Self.object(
          Self.members(division) + [("teams", String(group.teams.count))]
            + Self.members(group.ages)
            + [("problems", Self.array(group.problems.map { Self.text($0) }))])
      }
    }
    let teams = report.groups.flatMap { group in
      group.teams.map { team in
        Self.object(
          [
            ("name", Self.text(team.name)), ("abbreviation", Self.text(team.abbreviation)),
            ("division", Self.text(group.division?.name)),
          ] + Self.members(team.ages))
      }
    }
    let unplaced = report.groups.first { $0.division == nil }?.problems ?? []
    return Self.lines([
      ("league", Self.object(Self.members(report.heading) + Self.members(report.ages))),
      ("divisions", Self.list(divisions)), ("teams", Self.list(teams)),
      ("free_agents", Self.object(Self.members(report.freeAgents))),
      ("problems_without_division", Self.array(unplaced.map { Self.text($0) })),
    ])
  }

  /// `{` then each member on a line of its own, then `}`.
  static func lines(_ members: [(String, String)]) -> String {
    "{\n" + members.map { "  " + JSONText.string($0.0) + ": " + $0.1 }.joined(separator: ",\n") + "\n}\n"
  }

  /// `[` then each element on a line of its own; `[]` when there are none.
  static func list(_ elements: [String]) -> String {
    elements.isEmpty ? "[]" : "[" + elements.map { "\n    " + $0 }.joined(separator: ",") + "\n  ]"
  }

  /// An object of members whose values are JSON text already.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { JSONText.string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }
  static func text(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
  static func number(_ number: Int?) -> String { number.map(String.init) ?? "null" }
  static func fraction(_ number: Double?) -> String { number.map { JSONText.value(.real($0)) } ?? "null" }

  static func members(_ heading: ReportHeading) -> [(String, String)] {
    [
      ("name", text(heading.league)), ("season", text(heading.season)),
      ("cutoff", text(heading.cutoff?.description)), ("date", text(heading.date.description)),
    ]
  }

  /// The statistics under `ageStatistics`: count, mean, median, youngest, oldest.
  static func members(_ ages: AgeStatistics) -> [(String, String)] {
    Array(
      zip(
        ageStatistics,
        [
          String(ages.count), fraction(ages.mean), fraction(ages.median), number(ages.minimum),
          number(ages.maximum),
        ]))
  }

  static func members(_ division: DivisionRules) -> [(String, String)] {
    [
      ("name", text(division.name)), ("min_age", number(division.minAge)),
      ("max_age", number(division.maxAge)),
      ("min_roster", number(division.minRoster)), ("max_roster", number(division.maxRoster)),
      ("locked", division.isLocked ? "true" : "false"),
    ]
  }

  /// A player; the birthdate and contacts only in a private report.
  static func members(_ row: TeamReport.Row, isPrivate: Bool) -> [(String, String)] {
    let player = [
      ("number", text(row.number)), ("name", text(row.name)), ("position", text(row.position)),
      ("leagueAge", String(row.leagueAge)), ("age", String(row.age)),
    ]
    guard isPrivate else { return player }
    let contacts = row.contacts.map {
      object([
        ("name", text($0.name)), ("relation", text($0.relation)), ("phone", text($0.phone)),
        ("email", text($0.email)),
      ])
    }
    return player + [
      ("birthdate", text(row.birthdate?.description)), ("contacts", array(contacts)),
      ("medical", text(row.medical)), ("medical_alert", row.medicalAlert ? "true" : "false"),
    ]
  }
}
