/// Writes team and league reports in every report format. Output is deterministic: stable order,
/// fixed decimals, no dates, so reports can be compared and versioned. CSV is made safe for
/// spreadsheets as every CSV for people is (`CSVWriter`: a name that would be read as a formula
/// gets a `'` in front).
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

  // MARK: Team

  public func render(_ report: TeamReport) -> String {
    switch format {
    case .text: return teamText(report)
    case .md: return teamMarkdown(report)
    case .csv:
      return CSVWriter.record(["name", "age", "position", "number"])
        + report.roster.map {
          CSVWriter.record([$0.name, String($0.age), $0.position ?? "", $0.number ?? ""])
        }.joined()
    case .json: return teamJSON(report)
    case .html: return HTMLReport.team(report)
    }
  }

  private func rosterTable(_ report: TeamReport) -> TextTable {
    var table = TextTable(titles: ["name", "age", "position", "number"], rightAligned: [1, 3], width: width)
    table.rows = report.roster.map { [$0.name, String($0.age), $0.position ?? "", $0.number ?? ""] }
    return table
  }

  private func statistics(_ ages: AgeStatistics) -> [(String, String)] {
    [
      ("players", String(ages.count)), ("mean age", Self.decimal(ages.mean)),
      ("median age", Self.decimal(ages.median)),
      ("youngest", Self.whole(ages.minimum)), ("oldest", Self.whole(ages.maximum)),
    ]
  }

  private func teamText(_ report: TeamReport) -> String {
    var text = (Self.title(report) + (report.city.map { ", \($0)" } ?? "")).visible() + "\n\n"
    guard !report.roster.isEmpty else { return text + "No players.\n" }
    text += "Roster, youngest first\n" + rosterTable(report).text() + "\n"
    text += "Ages\n"
    for (key, value) in statistics(report.ages) {
      text += key.padding(toLength: 12, withPad: " ", startingAt: 0) + value + "\n"
    }
    text +=
      "Youngest    \(Self.names(report.youngest).visible())\nOldest      \(Self.names(report.oldest).visible())\n\n"
    var positions = TextTable(titles: ["position", "players"], rightAligned: [1], width: width)
    positions.rows = report.positions.map { [$0.position, String($0.count)] }
    text += "Players by position\n" + positions.text() + "\n"
    text += "Age histogram\n" + barChart(report.ages)
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

  private func teamMarkdown(_ report: TeamReport) -> String {
    var text = "# " + MarkdownText.cell(Self.title(report)) + "\n\n"
    if let city = report.city { text += MarkdownText.cell(city) + "\n\n" }
    guard !report.roster.isEmpty else { return text + "No players.\n" }
    text += "## Roster\n\n" + rosterTable(report).markdown() + "\n"
    var ages = TextTable(
      titles: statistics(report.ages).map(\.0), rightAligned: [0, 1, 2, 3, 4], width: width)
    ages.rows = [statistics(report.ages).map(\.1)]
    text += "## Ages\n\n" + ages.markdown() + "\n"
    text +=
      "- Youngest: \(MarkdownText.cell(Self.names(report.youngest))) (\(Self.whole(report.ages.minimum)))\n"
    text +=
      "- Oldest: \(MarkdownText.cell(Self.names(report.oldest))) (\(Self.whole(report.ages.maximum)))\n\n"
    var positions = TextTable(titles: ["position", "players"], rightAligned: [1], width: width)
    positions.rows = report.positions.map { [$0.position, String($0.count)] }
    text += "## Players by position\n\n" + positions.markdown() + "\n"
    var histogram = TextTable(titles: ["age", "players", ""], rightAligned: [0, 1], width: width)
    let most = max(1, report.ages.bars.map(\.count).max() ?? 1)
    histogram.rows = report.ages.bars.map {
      [
        String($0.age), String($0.count),
        String(repeating: "█", count: $0.count == 0 ? 0 : max(1, $0.count * 20 / most)),
      ]
    }
    text += "## Age histogram\n\n" + histogram.markdown()
    return text
  }

  private func teamJSON(_ report: TeamReport) -> String {
    func value(_ number: Double?) -> DatabaseValue { number.map { .real($0) } ?? .null }
    func value(_ number: Int?) -> DatabaseValue { number.map { .integer(Int64($0)) } ?? .null }
    var text = "{\n"
    text +=
      "  \"team\": "
      + JSONText.object([
        ("name", .text(report.name)), ("city", report.city.map { .text($0) } ?? .null),
        ("abbreviation", report.abbreviation.map { .text($0) } ?? .null),
      ]) + ",\n"
    text +=
      "  \"ages\": "
      + JSONText.object([
        ("players", .integer(Int64(report.ages.count))), ("mean", value(report.ages.mean)),
        ("median", value(report.ages.median)),
        ("youngest", value(report.ages.minimum)), ("oldest", value(report.ages.maximum)),
      ]) + ",\n"
    text +=
      "  \"youngest\": [" + report.youngest.map { JSONText.string($0.name) }.joined(separator: ", ") + "],\n"
    text +=
      "  \"oldest\": [" + report.oldest.map { JSONText.string($0.name) }.joined(separator: ", ") + "],\n"
    text +=
      "  \"positions\": ["
      + report.positions.map {
        JSONText.object([("position", .text($0.position)), ("players", .integer(Int64($0.count)))])
      }.joined(separator: ", ") + "],\n"
    text +=
      "  \"histogram\": ["
      + report.ages.bars.map {
        JSONText.object([("age", .integer(Int64($0.age))), ("players", .integer(Int64($0.count)))])
      }.joined(separator: ", ") + "],\n"
    text +=
      "  \"roster\": ["
      + report.roster.map { row in
        "\n    "
          + JSONText.object([
            ("name", .text(row.name)), ("age", .integer(Int64(row.age))),
            ("position", row.position.map { .text($0) } ?? .null),
            ("number", row.number.map { .text($0) } ?? .null),
          ])
      }.joined(separator: ",") + (report.roster.isEmpty ? "]\n" : "\n  ]\n")
    return text + "}\n"
  }

  // MARK: League

  public func render(_ report: LeagueReport) -> String {
    switch format {
    case .text:
      return
        "League: \(NumberText.grouped(report.teams.count)) teams, \(NumberText.grouped(report.ages.count)) players\n\n"
        + leagueTable(report).text()
    case .md:
      return
        "# League\n\n\(NumberText.grouped(report.teams.count)) teams, \(NumberText.grouped(report.ages.count)) players.\n\n"
        + leagueTable(report).markdown()
    case .csv:
      return CSVWriter.record(["team", "players", "mean_age", "median_age", "youngest", "oldest"])
        + (report.teams.map { ($0.name, $0.ages) } + [("(league)", report.ages)]).map {
          CSVWriter.record(leagueCells($0.0, $0.1))
        }.joined()
    case .json:
      func object(_ name: String?, _ abbreviation: String?, _ ages: AgeStatistics) -> String {
        var pairs: [(String, DatabaseValue)] = []
        if let name {
          pairs += [("name", .text(name)), ("abbreviation", abbreviation.map { .text($0) } ?? .null)]
        }
        pairs += [
          ("players", .integer(Int64(ages.count))), ("mean_age", ages.mean.map { .real($0) } ?? .null),
          ("median_age", ages.median.map { .real($0) } ?? .null),
          ("youngest", ages.minimum.map { .integer(Int64($0)) } ?? .null),
          ("oldest", ages.maximum.map { .integer(Int64($0)) } ?? .null),
        ]
        return JSONText.object(pairs)
      }
      return "{\n  \"teams\": ["
        + report.teams.map { "\n    " + object($0.name, $0.abbreviation, $0.ages) }.joined(separator: ",")
        + (report.teams.isEmpty ? "],\n" : "\n  ],\n") + "  \"league\": " + object(nil, nil, report.ages)
        + "\n}\n"
    case .html: return HTMLReport.league(report)
    }
  }

  func leagueCells(_ name: String, _ ages: AgeStatistics) -> [String] {
    [
      name, String(ages.count), Self.decimal(ages.mean), Self.decimal(ages.median), Self.whole(ages.minimum),
      Self.whole(ages.maximum),
    ]
  }

  private func leagueTable(_ report: LeagueReport) -> TextTable {
    var table = TextTable(
      titles: ["team", "players", "mean age", "median age", "youngest", "oldest"],
      rightAligned: [1, 2, 3, 4, 5], width: width)
    table.rows = report.teams.map { leagueCells($0.name, $0.ages) } + [leagueCells("League", report.ages)]
    return table
  }
}
