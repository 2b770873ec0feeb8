import FoundationEssentials
import RosterKit

/// Writes a listing as an aligned table, CSV (RFC 4180) or a JSON array of objects.
public enum ListingRenderer {
  public static func render(_ listing: Listing, as format: OutputFormat, to sink: TextSink) {
    switch format {
    case .table: table(listing, to: sink)
    case .csv: csv(listing, to: sink)
    case .json: json(listing, to: sink)
    case .md: markdown(listing, to: sink)
    // HTML is a report's, the mail formats a mailing list's: what reaches here is a table.
    case .html, .emails, .phones, .vcard: table(listing, to: sink)
    }
  }

  // MARK: Table

  /// How a table fits a terminal: its width in columns, and whether to colour.
  public struct Style: Sendable {
    public var width: Int?
    public var color: Bool
    public init(width: Int? = nil, color: Bool = false) {
      self.width = width
      self.color = color
    }
  }

  /// Columns padded to their widest cell by display width; numbers right-aligned; a rule under
  /// the header. Too wide for `style.width`, the widest text columns are cut, ending in "…".
  /// Marked rows (`+` inserted, `*` changed) are coloured when the style says so; sections get a
  /// title line with their count. An empty listing says so in a sentence. With `continuing`
  /// (the widths a table of the same columns was written with, `TableStream`), the rows go on
  /// under that table, without a header, each column at least as wide as it was. Returns the
  /// columns' widths.
  @discardableResult
  static func table(_ listing: Listing, to sink: TextSink, style: Style = Style(), continuing: [Int]? = nil)
    -> [Int]
  {
    guard continuing != nil || !sayEmpty(listing, to: sink) else { return [] }
    let kept = keptColumns(listing)
    var columns = kept.map { listing.columns[$0] }
    // Values may come from files and other programs: a line break or an escape sequence in a
    // name must neither break the table nor reach the terminal.
    // Each cell's display width, measured once: measuring is the costly part of a long table.
    // Printable ASCII (most cells) is visible as it is and a column a byte: one look at its bytes.
    var cells: [[String]] = []
    var cellWidths: [[Int]] = []
    cells.reserveCapacity(listing.rows.count)
    cellWidths.reserveCapacity(listing.rows.count)
    for row in listing.rows {
      var texts: [String] = []
      var textWidths: [Int] = []
      texts.reserveCapacity(kept.count + 2)
      textWidths.reserveCapacity(kept.count + 2)
      for index in kept {
        var text = cell(row[index])
        if DisplayWidth.isPrintableASCII(text) {
          textWidths.append(text.utf8.count)
        } else {
          text = text.visible()
          textWidths.append(DisplayWidth.of(text))
        }
        texts.append(text)
      }
      cells.append(texts)
      cellWidths.append(textWidths)
    }
    if let numbers = listing.numbers {
      columns.insert(.init("#", alignment: .right), at: 0)
      for index in cells.indices {
        let number = String(numbers[index])
        cells[index].insert(number, at: 0)
        cellWidths[index].insert(number.utf8.count, at: 0)
      }
    }
    if let marks = listing.marks {
      columns.insert(.init(" ", title: " "), at: 0)
      for index in cells.indices {
        cells[index].insert(marks[index], at: 0)
        cellWidths[index].insert(DisplayWidth.of(marks[index]), at: 0)
      }
    }
    let titles = columns.map { $0.title.visible() }
    let titleWidths = titles.map(DisplayWidth.of)
    var widths = titleWidths
    for row in cellWidths {
      for (index, width) in row.enumerated() where width > widths[index] { widths[index] = width }
    }
    if let continuing, continuing.count == widths.count {
      widths = zip(widths, continuing).map { max($0, $1) }
    }
    if let limit = style.width { fit(&widths, columns: columns, into: limit) }
    let lastIndex = columns.count - 1
    let space = UInt8(ascii: " ")
    // A line as bytes (its cells are visible text already): a long table is mostly this. One
    // buffer serves every line; text goes in as its bytes, padding a space at a time.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(widths.reduce(2 * lastIndex, +) + 64)
    func pad(_ count: Int) {
      for _ in 0..<max(0, count) { bytes.append(space) }
    }
    func add(_ text: String) {
      // A native string's bytes at once; element by element only for one that has none.
      if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
        bytes.append(contentsOf: text.utf8)
      }
    }
    func line(_ texts: [String], _ textWidths: [Int]) -> [UInt8] {
      bytes.removeAll(keepingCapacity: true)
      for (index, text) in texts.enumerated() {
        var text = text
        var width = textWidths[index]
        if width > widths[index] {
          text = DisplayWidth.truncate(text, to: widths[index])
          width = DisplayWidth.of(text)
        }
        if columns[index].alignment == .right {
          pad(widths[index] - width)
          add(text)
        } else {
          add(text)
          pad(widths[index] - width)
        }
        if index < lastIndex { pad(2) }
      }
      while bytes.last == space { bytes.removeLast() }
      return bytes
    }
    let header = line(titles, titleWidths)
    let rule = Array(
      zip(columns, widths).map { String(repeating: $0.title == " " ? " " : "-", count: $1) }.joined(
        separator: "  "
      ).utf8)
    var sectionIndex = 0
    for (index, row) in cells.enumerated() {
      if let sections = listing.sections {
        if sectionIndex < sections.count, sections[sectionIndex].start == index {
          if index > 0 { sink.line() }
          let title = "\(sections[sectionIndex].name.visible()) (\(sections[sectionIndex].count))"
          styled(Array(title.utf8), style.color ? Terminal.bold : nil, to: sink)
          sink.lineRaw(header)
          sink.lineRaw(rule)
          sectionIndex += 1
        }
      } else if index == 0 && continuing == nil {
        styled(header, style.color ? Terminal.bold : nil, to: sink)
        sink.lineRaw(rule)
      }
      let text = line(row, cellWidths[index])
      let mark = listing.marks?[index] ?? " "
      styled(
        text, style.color && mark != " " ? (mark == "+" ? Terminal.green : Terminal.yellow) : nil, to: sink)
    }
    return widths
  }

  /// A table written a batch of rows at a time as they are read (a league of a million
  /// players), rather than laid out whole: the first batch sets each column's width, as wide as
  /// its widest cell there; a later batch with a wider cell widens that column from there on,
  /// within the style's width as a whole table is. The columns are those shown: a column that
  /// hides when empty is the caller's to leave out, since a later row could fill it.
  public final class TableStream {
    private let columns: [Listing.Column]
    private let style: Style
    private let sink: TextSink
    private var widths: [Int]?
    /// The number of the next row, when rows are numbered (`#`).
    private var number: Int?

    public init(columns: [Listing.Column], numbered: Bool = false, style: Style, to sink: TextSink) {
      number = numbered ? 1 : nil
      self.columns = columns.map { column in
        var column = column
        column.hidesWhenEmpty = false
        return column
      }
      self.style = style
      self.sink = sink
    }

    public func append(_ rows: [[DatabaseValue]]) {
      guard !rows.isEmpty else { return }
      var listing = Listing(columns: columns, rows: rows, noun: "")
      if let first = number {
        listing.numbers = Array(first..<(first + rows.count))
        number = first + rows.count
      }
      widths = ListingRenderer.table(listing, to: sink, style: style, continuing: widths)
    }
  }

  /// A line of visible text in a colour (Roster's own escape sequence, written raw) or plain.
  private static func styled(_ line: [UInt8], _ color: String?, to sink: TextSink) {
    guard let color else {
      sink.lineRaw(line)
      return
    }
    sink.writeRaw(color)
    sink.lineRaw(line + Array(Terminal.reset.utf8))
  }

  /// Narrows the widest text columns, one column at a time, until the table fits `limit`.
  static func fit(_ widths: inout [Int], columns: [Listing.Column], into limit: Int) {
    let gaps = 2 * (widths.count - 1)
    while widths.reduce(0, +) + gaps > limit {
      let candidates = widths.indices.filter {
        columns[$0].alignment == .left && widths[$0] > max(4, DisplayWidth.of(columns[$0].title))
      }
      guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return }
      widths[widest] -= 1
    }
  }

  static func cell(_ value: DatabaseValue) -> String {
    switch value {
    case .real(let number): return formatDecimal(number)
    default: return value.description
    }
  }

  /// One decimal place, the same on every machine.
  static func formatDecimal(_ number: Double) -> String { NumberText.fixed(number, 1) }

  /// "No teams." (and how to get some) for a listing without rows; whether it was empty.
  static func sayEmpty(_ listing: Listing, to sink: TextSink) -> Bool {
    guard listing.rows.isEmpty else { return false }
    sink.line("No \(listing.noun).")
    if let hint = listing.emptyHint { sink.line(hint) }
    return true
  }

  /// The indices of the columns a person is shown: a column not every league uses (divisions,
  /// birthdates) is left out when it is empty.
  static func keptColumns(_ listing: Listing) -> [Int] {
    listing.columns.indices.filter { index in
      !listing.columns[index].hidesWhenEmpty
        || listing.rows.contains { index < $0.count && !$0[index].isNull }
    }
  }

  // MARK: Markdown

  static func markdown(_ listing: Listing, to sink: TextSink) {
    let escape = MarkdownText.cell
    sink.line("| " + listing.columns.map { escape($0.title) }.joined(separator: " | ") + " |")
    sink.line("|" + listing.columns.map { $0.alignment == .right ? "---:|" : "---|" }.joined())
    for row in listing.rows { sink.line("| " + row.map { escape(cell($0)) }.joined(separator: " | ") + " |") }
  }

  // MARK: CSV

  static func csv(_ listing: Listing, to sink: TextSink) { stream(listing, as: .csv, to: sink) }

  /// A listing through a `RowStream`: the one place CSV's and JSON's text is made.
  private static func stream(_ listing: Listing, as format: OutputFormat, to sink: TextSink) {
    let rows = RowStream(format, keys: listing.columns.map(\.key), to: sink)!
    for row in listing.rows { rows.append(row) }
    rows.finish()
  }

  /// CSV (RFC 4180, a header line) or JSON (an array, an object a line) written a row at a time,
  /// for rows written as they are read (a listing of a million); nil for the other formats.
  public final class RowStream {
    private let format: OutputFormat
    private let keys: [String]
    private let sink: TextSink
    /// JSON: the last row's object, written when the next row (with its comma) or the end comes.
    private var held: String?

    public init?(_ format: OutputFormat, keys: [String], to sink: TextSink) {
      guard format == .csv || format == .json else { return nil }
      self.format = format
      self.keys = keys
      self.sink = sink
      if format == .csv { sink.line(keys.map(csvField).joined(separator: ",")) }
    }

    public func append(_ row: [DatabaseValue]) {
      guard format == .json else {
        return sink.line(row.map { csvField($0.description) }.joined(separator: ","))
      }
      sink.line(held.map { "  " + $0 + "," } ?? "[")
      held = JSONText.object(Array(zip(keys, row)))
    }

    public func finish() {
      guard format == .json else { return }
      guard let held else { return sink.line("[]") }
      sink.line("  " + held)
      sink.line("]")
    }
  }

  static func csvField(_ text: String) -> String { CSVWriter.field(text) }

  // MARK: JSON

  /// One object per line inside the array, keys in column order.
  static func json(_ listing: Listing, to sink: TextSink) { stream(listing, as: .json, to: sink) }

  /// The listing as one line, a JSON array: a script's listings as JSON Lines, one a line.
  static func jsonLine(_ listing: Listing, to sink: TextSink) {
    let keys = listing.columns.map(\.key)
    sink.line("[" + listing.rows.map { JSONText.object(Array(zip(keys, $0))) }.joined(separator: ",") + "]")
  }

  static func jsonValue(_ value: DatabaseValue) -> String { JSONText.value(value) }

  static func jsonString(_ text: String) -> String { JSONText.string(text) }
}
