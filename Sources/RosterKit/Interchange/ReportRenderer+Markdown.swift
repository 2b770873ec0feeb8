/// Reports in Markdown: headings, paragraphs and pipe tables, every value escaped
/// (`MarkdownText.cell`) so that a name cannot become HTML, a link or a new cell.
extension ReportRenderer {
  func teamMarkdown(_ report: TeamReport) -> String {
    var text = "# " + MarkdownText.cell(Self.title(report)) + "\n\n"
    if let city = report.city { text += MarkdownText.cell(city) + "\n\n" }
    text += Self.headingLines(report).map { MarkdownText.cell($0) + "\n\n" }.joined()
    text += "## Staff\n\n" + (report.staff.isEmpty ? "No staff.\n" : staffTable(report).markdown()) + "\n"
    guard !report.roster.isEmpty else { return text + "No players.\n" }
    text += "## Roster\n\n" + rosterTable(report, report.roster).markdown() + "\n"
    if report.isPrivate {
      let medical = medicalTable(report)
      text +=
        "## \(Self.medicalTitle)\n\n" + (medical.rows.isEmpty ? "No medical notes.\n" : medical.markdown())
        + "\n"
    }
    if !report.problems.isEmpty {
      text += "## Problems\n\n" + report.problems.map { "- " + MarkdownText.cell($0) + "\n" }.joined() + "\n"
    }
    if report.isPrivate {
      let contacts = contactsTable(report, report.roster)
      text += "## Contacts\n\n" + (contacts.rows.isEmpty ? "No contacts.\n" : contacts.markdown()) + "\n"
    }
    let word = report.heading.ageWord
    let statistics = statistics(report.ages, report.heading)
    var ages = TextTable(titles: statistics.map(\.0), rightAligned: [0, 1, 2, 3, 4], width: width)
    ages.rows = [statistics.map(\.1)]
    text += "## \(Self.capitalized(word))s\n\n" + ages.markdown() + "\n"
    text +=
      "- Youngest: \(MarkdownText.cell(Self.names(report.youngest))) (\(Self.whole(report.ages.minimum)))\n"
    text +=
      "- Oldest: \(MarkdownText.cell(Self.names(report.oldest))) (\(Self.whole(report.ages.maximum)))\n\n"
    text += "## Players by position\n\n" + positionsTable(report).markdown() + "\n"
    var histogram = TextTable(titles: [word, "players", ""], rightAligned: [0, 1], width: width)
    let most = max(1, report.ages.bars.map(\.count).max() ?? 1)
    histogram.rows = report.ages.bars.map {
      [
        String($0.age), String($0.count),
        String(repeating: "█", count: $0.count == 0 ? 0 : max(1, $0.count * 20 / most)),
      ]
    }
    text += "## \(Self.capitalized(word)) histogram\n\n" + histogram.markdown()
    return text
  }

  func leagueMarkdown(_ report: LeagueReport) -> String {
    var text = "# " + MarkdownText.cell(report.heading.title ?? "League") + "\n\n"
    text += MarkdownText.cell(report.heading.dating) + "\n\n" + Self.counts(report) + ".\n\n"
    for group in report.groups {
      text += "## " + MarkdownText.cell(group.division?.name ?? "No division") + "\n\n"
      if let division = group.division {
        text += MarkdownText.cell(Self.capitalized(division.summary)) + ".\n\n"
      }
      text += group.teams.isEmpty ? "No teams.\n" : teamsTable(group.teams, report.heading).markdown()
      if !group.problems.isEmpty {
        text += "\nProblems:\n\n" + group.problems.map { "- " + MarkdownText.cell($0) + "\n" }.joined()
      }
      text += "\n"
    }
    return text + "## Totals\n\n" + totalsTable(report).markdown()
  }

  /// `text` with its first letter in capitals ("league ages" → "League ages").
  static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
