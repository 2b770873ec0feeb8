import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The same long table at a terminal: through the pager as its rows are read; a pager that quits
/// early ends the listing at once, quietly.
@Suite(.serialized, TerminalHarness.needed)
final class LongListingPagerTests {
  let terminal = TerminalHarness()

  init() throws { try LongListingTests.makeLeague(at: terminal.database) }

  @Test func aPagerThatQuitsEndsTheListing() throws {
    try terminal.start(["players"], environment: ["PAGER": "head -n 3"], rows: 20, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    let screen = try terminal.screen()
    #expect(screen.hasPrefix("name"), "\(screen)")
    #expect(!screen.contains("roster:"), "\(screen)")
  }

  /// Wider than the screen with `expanded auto`, a long listing is shown expanded, every record.
  @Test func aLongListingShownExpandedHasEveryRecord() throws {
    let count = terminal.folder + "/lines"
    try terminal.start(environment: ["PAGER": "wc -l > \(count)"], rows: 20, columns: 30)
    try terminal.enter("expanded auto")
    try terminal.enter("players")
    try terminal.waitFor("roster> ", times: 3)
    let lines = Int(
      try String(contentsOfFile: count, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(
      (lines ?? 0) >= (LongListingTests.count + Fixture.players.count + 1) * 4, "\(String(describing: lines))"
    )
  }

  /// A pager only the shell can look for (a quoted name) and cannot run shows nothing: the
  /// long table is printed instead, to its last row.
  @Test func aPagerTheShellCannotRunLeavesTheTablePrinted() throws {
    try terminal.start(["players"], environment: ["PAGER": "\"no-such-pager\""], rows: 20, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    let screen = try terminal.screen()
    #expect(screen.contains("Hubert Blaine") && screen.contains("1950-06-01"), "\(screen)")
  }

  @Test func aLongTableGoesThroughThePagerWhole() throws {
    let count = terminal.folder + "/lines"
    try terminal.start(["players"], environment: ["PAGER": "wc -l > \(count)"], rows: 20, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    let lines = try String(contentsOfFile: count, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(lines == String(LongListingTests.count + Fixture.players.count + 1 + 2))
  }
}
