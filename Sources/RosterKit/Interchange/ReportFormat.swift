/// The formats of a report: `text` for the terminal, and Markdown, CSV, JSON and HTML files.
public enum ReportFormat: String, Sendable, CaseIterable {
  case text, md, csv, json, html

  /// The format a file name implies (`report.html`), if any.
  public init?(fileName: String) {
    let lower = fileName.lowercased()
    if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") {
      self = .md
    } else if lower.hasSuffix(".html") || lower.hasSuffix(".htm") {
      self = .html
    } else if lower.hasSuffix(".csv") {
      self = .csv
    } else if lower.hasSuffix(".json") {
      self = .json
    } else if lower.hasSuffix(".txt") {
      self = .text
    } else {
      return nil
    }
  }
}

/// Columns of text aligned by display width, for the text and Markdown reports.
struct TextTable {
  let titles: [String]
  let rightAligned: Set<Int>
  var rows: [[String]] = []
  let width: (String) -> Int

  func text() -> String {
    // Names come from files and other programs: nothing in them may break a line or reach a terminal.
    let rows = rows.map { $0.map { $0.visible() } }
    var widths = titles.map(width)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], width(cell)) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (index, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - width(cell))
        text += rightAligned.contains(index) ? padding + cell : cell + padding
        if index < cells.count - 1 { text += "  " }
      }
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }
    return line(titles) + line(widths.map { String(repeating: "-", count: $0) }) + rows.map(line).joined()
  }

  func markdown() -> String {
    let escape = MarkdownText.cell
    var text = "| " + titles.map(escape).joined(separator: " | ") + " |\n"
    text += "|" + titles.indices.map { rightAligned.contains($0) ? "---:|" : "---|" }.joined() + "\n"
    for row in rows { text += "| " + row.map(escape).joined(separator: " | ") + " |\n" }
    return text
  }
}
