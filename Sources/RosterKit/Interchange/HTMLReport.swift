/// Reports as one self-contained HTML page: inline CSS (screen and print), tables, and an SVG
/// chart of ages drawn here, so the page needs no network and prints as it shows.
enum HTMLReport {
  static func escape(_ text: String) -> String {
    text.escapingScalars {
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
    body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2733; }
    h1 { margin-bottom: 0.2rem; }
    .subtitle { color: #5b6773; margin-top: 0; }
    table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
    th, td { padding: 0.25rem 0.75rem; border-bottom: 1px solid #d9dee3; text-align: left; }
    th { background: #f1f4f7; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
    tr.total td { font-weight: bold; border-top: 2px solid #1d2733; }
    .stats { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0.5rem 0 1.5rem; }
    .stat { border: 1px solid #d9dee3; border-radius: 6px; padding: 0.5rem 1rem; min-width: 7rem; }
    .stat b { display: block; font-size: 1.4rem; }
    svg { max-width: 100%; height: auto; }
    svg .bar { fill: #2f6db5; }
    svg text { font-size: 11px; fill: #1d2733; }
    @media print { body { margin: 0; max-width: none; } th { background: none; } .stat { break-inside: avoid; } table, svg { break-inside: avoid; } }
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  static func table(_ titles: [String], numeric: Set<Int>, rows: [[String]], totalRow: Bool = false) -> String
  {
    var html = "<table>\n<thead><tr>"
    for (index, title) in titles.enumerated() {
      html += "<th\(numeric.contains(index) ? " class=\"n\"" : "")>\(escape(title))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for (rowIndex, row) in rows.enumerated() {
      html += totalRow && rowIndex == rows.count - 1 ? "<tr class=\"total\">" : "<tr>"
      for (index, cell) in row.enumerated() {
        html += "<td\(numeric.contains(index) ? " class=\"n\"" : "")>\(escape(cell))</td>"
      }
      html += "</tr>\n"
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

  static func statistics(_ ages: AgeStatistics) -> String {
    let items = [
      ("Players", String(ages.count)), ("Mean age", ReportRenderer.decimal(ages.mean)),
      ("Median age", ReportRenderer.decimal(ages.median)), ("Youngest", ReportRenderer.whole(ages.minimum)),
      ("Oldest", ReportRenderer.whole(ages.maximum)),
    ]
    return "<div class=\"stats\">\n"
      + items.map { "<div class=\"stat\">\(escape($0.0))<b>\(escape($0.1))</b></div>\n" }.joined()
      + "</div>\n"
  }

  static func team(_ report: TeamReport) -> String {
    var body = "<h1>\(escape(ReportRenderer.title(report)))</h1>\n"
    if let city = report.city { body += "<p class=\"subtitle\">\(escape(city))</p>\n" }
    guard !report.roster.isEmpty else {
      return page(title: ReportRenderer.title(report), body: body + "<p>No players.</p>\n")
    }
    body += "<h2>Ages</h2>\n" + statistics(report.ages)
    body +=
      "<p>Youngest: \(escape(ReportRenderer.names(report.youngest))) (\(ReportRenderer.whole(report.ages.minimum))). "
      + "Oldest: \(escape(ReportRenderer.names(report.oldest))) (\(ReportRenderer.whole(report.ages.maximum))).</p>\n"
    body += chart(report.ages, caption: "Players by age")
    body +=
      "<h2>Roster</h2>\n"
      + table(
        ["Name", "Age", "Position", "Number"], numeric: [1, 3],
        rows: report.roster.map {
          [$0.name, String($0.age), $0.position ?? "", $0.number ?? ""]
        })
    body +=
      "<h2>Players by position</h2>\n"
      + table(
        ["Position", "Players"], numeric: [1],
        rows: report.positions.map {
          [$0.position, String($0.count)]
        })
    return page(title: ReportRenderer.title(report), body: body)
  }

  static func league(_ report: LeagueReport) -> String {
    var body =
      "<h1>League</h1>\n<p class=\"subtitle\">\(NumberText.grouped(report.teams.count)) teams, "
      + "\(NumberText.grouped(report.ages.count)) players</p>\n"
    body += statistics(report.ages) + chart(report.ages, caption: "Players in the league by age")
    let rows =
      report.teams.map { ReportRenderer(format: .html).leagueCells($0.name, $0.ages) }
      + [ReportRenderer(format: .html).leagueCells("League", report.ages)]
    body += table(
      ["Team", "Players", "Mean age", "Median age", "Youngest", "Oldest"], numeric: [1, 2, 3, 4, 5],
      rows: rows,
      totalRow: true)
    return page(title: "League report", body: body)
  }
}
