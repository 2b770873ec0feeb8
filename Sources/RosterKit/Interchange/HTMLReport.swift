/// Reports as one self-contained HTML page: inline CSS (screen and print), tables, and an SVG
/// chart of ages drawn here, so the page needs no network and prints as it shows. Every value is
/// escaped, and shown as the terminal shows it: names come from files anyone may have written,
/// and other programs may have stored what validation refuses.
///
/// A team's page is a game-day roster: printed, it is one A4 or Letter page for up to 30 players
/// (league, team, division, staff, and the players by number with a column to tick); the
/// statistics and chart show on screen only. With contacts (a private report), they follow on a
/// page of their own.
enum HTMLReport {
  /// `text` as HTML text or an attribute's value: control characters in caret notation (`^[`)
  /// and invisible or direction-changing ones as `<U+202E>` (`String.visible`), which a browser
  /// would otherwise hide, or obey (`gpj.exe` read backwards as `exe.jpg`); then HTML's own
  /// characters as entities.
  static func escape(_ text: String) -> String {
    text.visible().escapingScalars {
      switch $0 {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  static func page(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>\(escape(title))</title>
    <style>
    \(style)</style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  /// The page's CSS. Printed, the sheet is laid out for the smaller of A4 and Letter in each
  /// direction (186 × 255 mm inside the margins) and leaves the paper to the printer: in
  /// Chromium, 30 players with 50-character names and 5 staff leave about 15 mm of a Letter page
  /// free. A name wider than 44 columns is set smaller; a longer one wraps rather than being cut.
  static let style = """
    @page { margin: 12mm; }
    body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2733; }
    h1 { margin: 0.1rem 0 0.2rem; }
    h2 { margin: 1rem 0 0.3rem; font-size: 1.15rem; }
    p { margin: 0.2rem 0; }
    .subtitle, .dated { color: #5b6773; }
    .league { text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.9rem; color: #5b6773; }
    .private { color: #a3231b; font-weight: bold; }
    header { border-bottom: 2px solid #1d2733; padding-bottom: 0.4rem; margin-bottom: 0.6rem; }
    table { border-collapse: collapse; margin: 0.3rem 0 1rem; }
    th, td { padding: 0.25rem 0.75rem; border-bottom: 1px solid #d9dee3; text-align: left; vertical-align: top; }
    th { background: #f1f4f7; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
    tr.total td { font-weight: bold; border-top: 2px solid #1d2733; }
    table.roster { width: 100%; table-layout: fixed; }
    table.roster td, table.roster th { padding: 0.2rem 0.5rem; }
    table.roster td.name { overflow-wrap: anywhere; font-weight: 600; }
    table.roster td.long { font-size: 0.85em; }
    table.roster col.number { width: 3.4em; }
    table.roster col.position { width: 5.2em; }
    table.roster col.leagueage { width: 4.8em; }
    table.roster col.age { width: 3.6em; }
    table.roster col.birthdate { width: 7.2em; }
    table.roster col.tick { width: 5.6em; }
    table.roster td.tick { border-left: 1px solid #d9dee3; }
    table.contacts { width: 100%; }
    table.contacts td:nth-child(4) { white-space: nowrap; }
    ul.problems { color: #a3231b; }
    .stats { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0.5rem 0 1.5rem; }
    .stat { border: 1px solid #d9dee3; border-radius: 6px; padding: 0.5rem 1rem; min-width: 7rem; }
    .stat b { display: block; font-size: 1.4rem; }
    svg { max-width: 100%; height: auto; }
    svg .bar { fill: #2f6db5; }
    svg text { font-size: 11px; fill: #1d2733; }
    @media print {
      html { font-size: 10pt; }
      body { margin: 0; max-width: none; padding: 0; line-height: 1.2; }
      h1 { font-size: 1.6rem; }
      h2 { margin: 0.6rem 0 0.2rem; font-size: 1.1rem; }
      header { padding-bottom: 0.2rem; margin-bottom: 0.3rem; }
      table { margin: 0.2rem 0 0.4rem; }
      th { background: none; border-bottom: 1.5px solid #1d2733; }
      th, td { padding: 0.4mm 1.5mm; border-bottom: 0.5pt solid #9aa3ad; }
      table.roster td, table.roster th { padding: 0.5mm 1.5mm; }
      table.roster td.tick { border-left: 0.5pt solid #9aa3ad; }
      tr, .stat, table.staff, svg, section.division { break-inside: avoid; }
      section.contacts { break-before: page; }
      .screen { display: none; }
    }

    """

  /// A table of `table`'s titles and rows: numbers right-aligned, each column with the class in
  /// `columns` when given (for widths), the last row in bold when `totalRow`, and `blank` columns
  /// with a title and nothing in them (to tick on paper).
  static func table(
    _ table: TextTable, className: String? = nil, columns: [String] = [], blank: [String] = [],
    totalRow: Bool = false
  ) -> String {
    let numeric = table.rightAligned
    func cell(_ tag: String, _ index: Int, _ text: String) -> String {
      var classes = numeric.contains(index) ? ["n"] : []
      if index < columns.count, columns[index] == "name" {
        // A long name in smaller type keeps to one line, and the roster to one page.
        classes += tag == "td" && table.width(text) > 44 ? ["name", "long"] : ["name"]
      }
      let attribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
      return "<\(tag)\(attribute)>\(escape(text))</\(tag)>"
    }
    var html = "<table\(className.map { " class=\"\($0)\"" } ?? "")>\n"
    if !columns.isEmpty {
      html +=
        "<colgroup>" + (columns + blank.map { _ in "tick" }).map { "<col class=\"\($0)\"/>" }.joined()
        + "</colgroup>\n"
    }
    html += "<thead><tr>"
    for (index, title) in table.titles.enumerated() {
      html += cell("th", index, title == "number" ? "No." : ReportRenderer.capitalized(title))
    }
    html += blank.map { "<th class=\"tick\">\(escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    for (rowIndex, row) in table.rows.enumerated() {
      html += totalRow && rowIndex == table.rows.count - 1 ? "<tr class=\"total\">" : "<tr>"
      for (index, text) in row.enumerated() { html += cell("td", index, text) }
      html += blank.map { _ in "<td class=\"tick\"></td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// A bar per age, from the youngest to the oldest, with the count above each bar.
  static func chart(_ ages: AgeStatistics, caption: String) -> String {
    let bars = ages.bars
    guard !bars.isEmpty else { return "" }
    let most = max(1, bars.map(\.count).max() ?? 1)
    let step = 24, height = 160, top = 20, bottom = 24, left = 10
    let width = left * 2 + bars.count * step
    var svg =
      "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height + top + bottom)\" "
      + "viewBox=\"0 0 \(width) \(height + top + bottom)\" role=\"img\" aria-label=\"\(escape(caption))\">\n"
    for (index, bar) in bars.enumerated() {
      let barHeight = bar.count * height / most
      let x = left + index * step
      svg +=
        "<rect class=\"bar\" x=\"\(x + 3)\" y=\"\(top + height - barHeight)\" width=\"\(step - 6)\" height=\"\(barHeight)\">"
        + "<title>age \(bar.age): \(bar.count)</title></rect>\n"
      if bar.count > 0 {
        svg +=
          "<text x=\"\(x + step / 2)\" y=\"\(top + height - barHeight - 4)\" text-anchor=\"middle\">\(bar.count)</text>\n"
      }
      svg +=
        "<text x=\"\(x + step / 2)\" y=\"\(top + height + 16)\" text-anchor=\"middle\">\(bar.age)</text>\n"
    }
    return svg + "</svg>\n<figcaption>\(escape(caption))</figcaption>\n</figure>\n"
  }

  static func statistics(_ ages: AgeStatistics, _ heading: ReportHeading, renderer: ReportRenderer) -> String
  {
    "<div class=\"stats\">\n"
      + renderer.statistics(ages, heading).map {
        "<div class=\"stat\">\(escape(ReportRenderer.capitalized($0.0)))<b>\(escape($0.1))</b></div>\n"
      }.joined() + "</div>\n"
  }

  static func paragraph(_ text: String, _ className: String) -> String {
    "<p class=\"\(className)\">\(escape(text))</p>\n"
  }

  static func team(_ report: TeamReport, renderer: ReportRenderer) -> String {
    let title = ReportRenderer.title(report)
    let heading = report.heading
    var body = "<header>\n"
    if let league = heading.title { body += paragraph(league, "league") }
    body += "<h1>\(escape(title))</h1>\n"
    body += paragraph(
      ([report.city].compactMap { $0 } + [ReportRenderer.divisionLine(report.division)]).joined(
        separator: " · "),
      "subtitle")
    if report.isPrivate { body += paragraph(ReportRenderer.privateNote, "private") }
    body += paragraph(heading.dating, "dated") + "</header>\n"
    body +=
      report.staff.isEmpty
      ? "<p>No staff.</p>\n"
      : "<h2>Staff</h2>\n" + table(renderer.staffTable(report), className: "staff")
    guard !report.roster.isEmpty else { return page(title: title, body: body + "<p>No players.</p>\n") }
    let columns =
      ["number", "name", "position"] + (heading.hasCutoff ? ["leagueage"] : []) + ["age"]
      + (report.isPrivate ? ["birthdate"] : [])
    body +=
      "<h2>Players, by number (\(NumberText.grouped(report.roster.count)))</h2>\n"
      + table(
        renderer.rosterTable(report, report.byNumber), className: "roster", columns: columns,
        blank: ["Present"])
    if report.isPrivate {
      let medical = renderer.medicalTable(report)
      body +=
        "<h2>\(ReportRenderer.medicalTitle)</h2>\n"
        + (medical.rows.isEmpty ? "<p>No medical notes.</p>\n" : table(medical, className: "medical"))
    }
    if !report.problems.isEmpty {
      body +=
        "<ul class=\"problems\">\n" + report.problems.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
    }
    if report.isPrivate {
      let contacts = renderer.contactsTable(report, report.byNumber)
      body +=
        "<section class=\"contacts\">\n<h2>Contacts</h2>\n"
        + (contacts.rows.isEmpty ? "<p>No contacts.</p>\n" : table(contacts, className: "contacts"))
        + "</section>\n"
    }
    let word = heading.ageWord
    body += "<section class=\"screen\">\n<h2>\(ReportRenderer.capitalized(word))s</h2>\n"
    body += statistics(report.ages, heading, renderer: renderer)
    body +=
      "<p>Youngest: \(escape(ReportRenderer.names(report.youngest))) (\(ReportRenderer.whole(report.ages.minimum))). "
      + "Oldest: \(escape(ReportRenderer.names(report.oldest))) (\(ReportRenderer.whole(report.ages.maximum))).</p>\n"
    body += chart(report.ages, caption: "Players by \(word)")
    body += "<h2>Players by position</h2>\n" + table(renderer.positionsTable(report)) + "</section>\n"
    return page(title: title, body: body)
  }

  static func league(_ report: LeagueReport, renderer: ReportRenderer) -> String {
    let title = report.heading.title ?? "League"
    var body = "<header>\n<h1>\(escape(title))</h1>\n"
    body += paragraph(ReportRenderer.counts(report), "subtitle") + paragraph(report.heading.dating, "dated")
    body += "</header>\n"
    for group in report.groups {
      body += "<section class=\"division\">\n<h2>\(escape(group.division?.name ?? "No division"))</h2>\n"
      if let division = group.division {
        body += paragraph(ReportRenderer.capitalized(division.summary), "rules")
      }
      body +=
        group.teams.isEmpty ? "<p>No teams.</p>\n" : table(renderer.teamsTable(group.teams, report.heading))
      if !group.problems.isEmpty {
        body +=
          "<ul class=\"problems\">\n" + group.problems.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
      }
      body += "</section>\n"
    }
    body += "<h2>Totals</h2>\n" + table(renderer.totalsTable(report), totalRow: true)
    body += statistics(report.ages, report.heading, renderer: renderer)
    body += chart(report.ages, caption: "Players in the league by \(report.heading.ageWord)")
    return page(title: title + " report", body: body)
  }
}
