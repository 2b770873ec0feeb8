/// Writes team and league reports in every report format. Output is deterministic: stable order,
/// fixed decimals, and the one date a report carries is the context's today (`ROSTER_TODAY` in
/// tests), so reports can be compared and versioned. CSV is made safe for spreadsheets as every
/// CSV for people is (`CSVWriter`: a name that would be read as a formula gets a `'` in front).
///
/// What is private (birthdates, contacts, staff's email and phone) is only ever in a report made
/// with `isPrivate`; the renderer writes what the report holds.
public struct ReportRenderer {
  public let format: ReportFormat
  /// Display width of text, for aligning the text report (the terminal's, with wide characters).
  public let width: @Sendable (String) -> Int

  public init(format: ReportFormat, width: @escaping @Sendable (String) -> Int = { $0.count }) {
    self.format = format
    self.width = width
  }

  static func decimal(_ value: Double?) -> String { value.map { NumberText.fixed($0, 1) } ?? "" }
  static func whole(_ value: Int?) -> String { value.map(String.init) ?? "" }

  static func title(_ report: TeamReport) -> String {
    report.name + (report.abbreviation.map { " (\($0))" } ?? "")
  }

  static func names(_ rows: [TeamReport.Row]) -> String { rows.map(\.name).joined(separator: ", ") }

  static let privateNote = "Private: holds birthdates, contact details and medical notes"

  /// "Division U12: league ages 11–12, at most 16 players", or "No division".
  static func divisionLine(_ division: DivisionRules?) -> String {
    division.map { "Division \($0.name): \($0.summary)" } ?? "No division"
  }

  /// The lines under a team report's title: league, division, privacy, date.
  static func headingLines(_ report: TeamReport) -> [String] {
    [
      report.heading.title, divisionLine(report.division), report.isPrivate ? privateNote : nil,
      report.heading.dating,
    ].compactMap { $0 }
  }

  /// "4 divisions, 20 teams, 252 players (8 free agents)".
  static func counts(_ report: LeagueReport) -> String {
    var parts = [String]()
    if report.divisionCount > 0 { parts.append(plural(report.divisionCount, "division")) }
    parts += [plural(report.teams.count, "team"), plural(report.ages.count, "player")]
    let agents = report.freeAgents.count
    return parts.joined(separator: ", ") + (agents > 0 ? " (\(plural(agents, "free agent")))" : "")
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    NumberText.grouped(count) + " " + (count == 1 ? noun : noun + "s")
  }

  // MARK: Tables every format shares

  /// Number, name, position, league age (with a cutoff), age, and the birthdate when private.
  func rosterTable(_ report: TeamReport, _ rows: [TeamReport.Row]) -> TextTable {
    let cutoff = report.heading.hasCutoff
    var titles = ["number", "name", "position"] + (cutoff ? ["league age"] : []) + ["age"]
    if report.isPrivate { titles.append("birthdate") }
    var table = TextTable(
      titles: titles, rightAligned: cutoff ? [0, 3, 4] : [0, 3], width: width)
    table.rows = rows.map { row in
      var cells = [row.number ?? "", row.name, row.position ?? ""]
      if cutoff { cells.append(String(row.leagueAge)) }
      cells.append(String(row.age))
      if report.isPrivate { cells.append(row.birthdate?.description ?? "") }
      return cells
    }
    return table
  }

  /// Name and role, and email and phone when private.
  func staffTable(_ report: TeamReport) -> TextTable {
    var table = TextTable(
      titles: ["name", "role"] + (report.isPrivate ? ["email", "phone"] : []), rightAligned: [], width: width)
    table.rows = report.staff.map {
      [$0.name, $0.role ?? ""] + (report.isPrivate ? [$0.email ?? "", $0.phone ?? ""] : [])
    }
    return table
  }

  /// The players with a medical note (a private report's), alerts first and marked.
  func medicalTable(_ report: TeamReport) -> TextTable {
    var table = TextTable(titles: ["alert", "number", "name", "medical"], rightAligned: [1], width: width)
    table.rows = report.medicalNotes.map {
      [$0.medicalAlert ? Self.alertMark : "", $0.number ?? "", $0.name, $0.medical ?? ""]
    }
    return table
  }

  /// What marks a medical note the coach must see.
  public static let alertMark = "ALERT"
  public static let medicalTitle = "Medical notes, alerts first"

  /// Each contact of each player, in the roster's order.
  func contactsTable(_ report: TeamReport, _ rows: [TeamReport.Row]) -> TextTable {
    var table = TextTable(
      titles: ["player", "contact", "relation", "phone", "email"], rightAligned: [], width: width)
    table.rows = rows.flatMap { row in
      row.contacts.map { [row.name, $0.name, $0.relation ?? "", $0.phone ?? "", $0.email ?? ""] }
    }
    return table
  }

  func statistics(_ ages: AgeStatistics, _ heading: ReportHeading) -> [(String, String)] {
    [
      ("players", String(ages.count)), ("mean \(heading.ageWord)", Self.decimal(ages.mean)),
      ("median \(heading.ageWord)", Self.decimal(ages.median)),
      ("youngest", Self.whole(ages.minimum)), ("oldest", Self.whole(ages.maximum)),
    ]
  }

  func positionsTable(_ report: TeamReport) -> TextTable {
    var table = TextTable(titles: ["position", "players"], rightAligned: [1], width: width)
    table.rows = report.positions.map { [$0.position, String($0.count)] }
    return table
  }

  /// A division's teams: name, players and their league ages.
  func teamsTable(_ teams: [LeagueReport.Row], _ heading: ReportHeading) -> TextTable {
    var table = TextTable(titles: ["team"] + ageTitles(heading), rightAligned: [1, 2, 3, 4, 5], width: width)
    table.rows = teams.map { leagueCells($0.name, $0.ages) }
    return table
  }

  /// Each division, the teams in none, the free agents and the league.
  func totalsTable(_ report: LeagueReport) -> TextTable {
    var table = TextTable(
      titles: ["division", "teams"] + ageTitles(report.heading), rightAligned: [1, 2, 3, 4, 5, 6],
      width: width)
    table.rows = report.groups.map {
      [$0.division?.name ?? "No division", String($0.teams.count)] + leagueCells("", $0.ages).dropFirst()
    }
    if report.freeAgents.count > 0 {
      table.rows.append(["Free agents", ""] + leagueCells("", report.freeAgents).dropFirst())
    }
    table.rows.append(["League", String(report.teams.count)] + leagueCells("", report.ages).dropFirst())
    return table
  }

  func ageTitles(_ heading: ReportHeading) -> [String] {
    ["players", "mean \(heading.ageWord)", "median \(heading.ageWord)", "youngest", "oldest"]
  }

  func leagueCells(_ name: String, _ ages: AgeStatistics) -> [String] {
    [
      name, String(ages.count), Self.decimal(ages.mean), Self.decimal(ages.median), Self.whole(ages.minimum),
      Self.whole(ages.maximum),
    ]
  }

  // MARK: Team

  public func render(_ report: TeamReport) -> String {
    switch format {
    case .text: return teamText(report)
    case .md: return teamMarkdown(report)
    case .csv: return teamCSV(report)
    case .json: return teamJSON(report)
    case .html: return HTMLReport.team(report, renderer: self)
    }
  }

  private func teamText(_ report: TeamReport) -> String {
    var text = (Self.title(report) + (report.city.map { ", \($0)" } ?? "")).visible() + "\n"
    text += Self.headingLines(report).map { $0.visible() + "\n" }.joined() + "\n"
    text += report.staff.isEmpty ? "No staff.\n\n" : "Staff\n" + staffTable(report).text() + "\n"
    guard !report.roster.isEmpty else { return text + "No players.\n" }
    text += "Roster, youngest first\n" + rosterTable(report, report.roster).text() + "\n"
    if report.isPrivate {
      let medical = medicalTable(report)
      text +=
        medical.rows.isEmpty ? "No medical notes.\n\n" : Self.medicalTitle + "\n" + medical.text() + "\n"
    }
    if !report.problems.isEmpty {
      text += "Problems\n" + report.problems.map { "- " + $0.visible() + "\n" }.joined() + "\n"
    }
    if report.isPrivate {
      let contacts = contactsTable(report, report.roster)
      text += contacts.rows.isEmpty ? "No contacts.\n\n" : "Contacts\n" + contacts.text() + "\n"
    }
    let word = report.heading.ageWord
    let keys =
      statistics(report.ages, report.heading) + [
        ("Youngest", Self.names(report.youngest).visible()), ("Oldest", Self.names(report.oldest).visible()),
      ]
    let keyWidth = (keys.map(\.0.count).max() ?? 0) + 2
    text += Self.capitalized(word) + "s\n"
    for (key, value) in keys {
      text += key + String(repeating: " ", count: keyWidth - key.count) + value + "\n"
    }
    text += "\nPlayers by position\n" + positionsTable(report).text() + "\n"
    text += Self.capitalized(word) + " histogram\n" + barChart(report.ages)
    return text
  }

  /// Ages down the side, a bar of blocks per age scaled to 40 columns, and the count.
  func barChart(_ ages: AgeStatistics) -> String {
    let bars = ages.bars
    let most = max(1, bars.map(\.count).max() ?? 1)
    let label = bars.map { String($0.age).count }.max() ?? 2
    return bars.map { bar in
      let length = bar.count == 0 ? 0 : max(1, Int((Double(bar.count) / Double(most) * 40).rounded()))
      let line = String(repeating: " ", count: label - String(bar.age).count) + String(bar.age)
      return line + (bar.count > 0 ? " " + String(repeating: "█", count: length) + " \(bar.count)" : "")
        + "\n"
    }.joined()
  }

  // MARK: League

  public func render(_ report: LeagueReport) -> String {
    switch format {
    case .text: return leagueText(report)
    case .md: return leagueMarkdown(report)
    case .csv: return leagueCSV(report)
    case .json: return leagueJSON(report)
    case .html: return HTMLReport.league(report, renderer: self)
    }
  }

  /// "U12: league ages 11–12, at most 16 players", or "No division".
  static func groupTitle(_ group: LeagueReport.Group) -> String {
    group.division.map { "\($0.name): \($0.summary)" } ?? "No division"
  }

  private func leagueText(_ report: LeagueReport) -> String {
    var text = (report.heading.title ?? "League").visible() + "\n" + report.heading.dating + "\n"
    text += Self.counts(report) + "\n\n"
    for group in report.groups {
      text += Self.groupTitle(group).visible() + "\n"
      text += group.teams.isEmpty ? "No teams.\n" : teamsTable(group.teams, report.heading).text()
      if !group.problems.isEmpty {
        text += "Problems\n" + group.problems.map { "- " + $0.visible() + "\n" }.joined()
      }
      text += "\n"
    }
    return text + "Totals\n" + totalsTable(report).text()
  }
}
