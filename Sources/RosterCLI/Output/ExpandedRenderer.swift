import RosterKit

/// psql's expanded display: one record a block, a line a field (`name | Mookie Betts`), for
/// rows too wide for the screen. `\x` and `expanded on|off|auto` turn it on in the REPL.
enum ExpandedRenderer {
  /// Whether a listing is shown one record a block: always (`on`), never (`off`), or when its
  /// table would be wider than the screen (`auto`).
  enum Mode: String, CaseIterable, Sendable { case off, on, auto }

  static func render(_ listing: Listing, to sink: TextSink) {
    guard !ListingRenderer.sayEmpty(listing, to: sink) else { return }
    let kept = ListingRenderer.keptColumns(listing)
    let titles = kept.map { listing.columns[$0].title.visible() }
    let width = titles.map(DisplayWidth.of).max() ?? 0
    for (offset, row) in listing.rows.enumerated() {
      let number = listing.numbers?[offset] ?? offset + 1
      let header = "-[ RECORD \(number) ]"
      sink.line(header + String(repeating: "-", count: max(3, width + 12 - header.count)))
      for (title, index) in zip(titles, kept) {
        let value = index < row.count ? ListingRenderer.cell(row[index]).visible() : ""
        sink.line(title + String(repeating: " ", count: width - DisplayWidth.of(title)) + " | " + value)
      }
    }
  }

  /// The width of the widest line of `listing` as a table with nothing cut.
  static func tableWidth(_ listing: Listing) -> Int {
    let sink = TextSink.capturing(escapesControls: true)
    ListingRenderer.table(listing, to: sink)
    return sink.text.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
  }
}
