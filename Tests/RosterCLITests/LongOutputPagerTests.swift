import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Every output that can be taller than the screen goes through the pager at a terminal, as a
/// long table does: `help`, `log`, `report`, `show` (they once scrolled past). Short ones do not.
@Suite(.serialized, TerminalHarness.needed)
final class LongOutputPagerTests {
  let terminal = TerminalHarness()
  let marker: String

  init() throws {
    let league = try Fixture.league(path: terminal.database)
    let team = league.context.insert(Team.self)
    team.name = "Big Team"
    team.abbreviation = "BIG"
    try league.context.save()
    // A change each: a log of more entries than the screen has lines.
    for index in 1...30 {
      let player = league.context.insert(Player.self)
      player.name = "Player \(index)"
      player.age = 10 + index
      player.team = team
      try league.context.save()
    }
    marker = terminal.folder + "/pager-ran"
  }

  /// A pager that leaves a mark when it runs, and shows what it is given.
  private var markingPager: String { "sh -c 'touch \(marker); cat'" }

  private var paged: Bool { FileManager.default.fileExists(atPath: marker) }

  /// Types `line` and waits until the command has ended (the screen's last line is a bare
  /// prompt again). Nothing is typed meanwhile: a line typed ahead keeps the pager away.
  private func run(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try terminal.enter(line)
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let lines = try terminal.screen().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      if lines.last(where: { !$0.isEmpty }) == "roster>" { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("\(line) did not end: \(try terminal.screen())", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ("help", true), ("log", true), ("report BIG", true), ("report league", true), ("show BIG", true),
    ("help pwd", false), ("log -n 1", false),
  ])
  func aLongOutputGoesThroughThePager(line: String, long: Bool) throws {
    try terminal.start(environment: ["PAGER": markingPager], rows: 16)
    try run(line)
    #expect(paged == long, "\(line)")
  }

  /// `roster help` from the shell, at a terminal, too.
  @Test func helpFromTheShellGoesThroughThePager() throws {
    try terminal.start(["help"], environment: ["PAGER": markingPager], rows: 16, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    #expect(paged)
  }

  /// What a change brings back is still never paged, even right after a paged output.
  @Test func theListingAfterAChangeIsStillNotPaged() throws {
    try terminal.start(environment: ["PAGER": markingPager], rows: 16)
    try run("help")
    #expect(paged)
    try FileManager.default.removeItem(atPath: marker)
    try terminal.enter("cd BIG")
    try terminal.waitFor("30  Player 30")
    try FileManager.default.removeItem(atPath: marker)
    try terminal.enter("set 1 age=12")
    try terminal.waitFor("… and 21 more; 'ls' lists them all.")
    #expect(!paged)
  }
}
