import Foundation
import RosterCLI
import RosterFixtures
import RosterKit
import Testing

/// The pager and the listing a change brings back, in a real terminal.
@Suite(.serialized, TerminalHarness.needed)
final class PagerTests {
  let terminal = TerminalHarness()
  let marker: String

  init() throws {
    let league = try Fixture.league(path: terminal.database)
    // A team taller than the screen.
    let team = league.context.insert(Team.self)
    team.name = "Big Team"
    team.abbreviation = "BIG"
    for index in 1...30 {
      let player = league.context.insert(Player.self)
      player.name = "Player \(index)"
      player.age = 10 + index
      player.team = team
    }
    try league.context.save()
    marker = terminal.folder + "/pager-ran"
  }

  /// A pager that leaves a mark when it runs, and shows what it is given.
  private var markingPager: String { "sh -c 'touch \(marker); cat'" }

  @Test func theListingAfterAChangeIsNeverPagedAndSaysWhatItLeftOut() throws {
    try terminal.start(environment: ["PAGER": markingPager], rows: 16)
    try terminal.enter("cd BIG")
    try terminal.waitFor("30  Player 30")
    #expect(FileManager.default.fileExists(atPath: marker), "a long listing goes through the pager")
    try FileManager.default.removeItem(atPath: marker)
    try terminal.enter("set 1 age=12")
    try terminal.waitFor("Updated Player 1: age 11 → 12.")
    try terminal.waitFor("9  Player 9   19\n… and 21 more; 'ls' lists them all.\nroster:Big Team> ")
    #expect(!FileManager.default.fileExists(atPath: marker), "the relisting never goes through the pager")
    try terminal.enter("set 20 age=99")
    try terminal.waitFor(
      "roster: row 20 is not on the screen: the last listing showed rows 1 to 9; 'ls' lists them all")
  }

  /// Lines pasted together are commands: the first one's long listing is printed, not paged, so
  /// the second is not read as keys by the pager (`s` in less saved to a file named after them).
  @Test func pastedLinesNeverGoIntoThePager() throws {
    try terminal.start(environment: ["PAGER": markingPager], rows: 16)
    try terminal.tmux(["send-keys", "-t", "t", "cd BIG", "Enter", "set 1 age=12", "Enter"])
    try terminal.waitFor("Updated Player 1: age 11 → 12.")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  /// Once a session: a second listing as long is printed without a pager too, and the warning
  /// is not said again.
  @Test func aPagerThatCannotRunIsReportedOnceAndTheTableIsPrinted() throws {
    try terminal.start(environment: ["PAGER": "/no/such/pager -R"], rows: 16)
    try terminal.enter("cd BIG")
    try terminal.waitFor("roster: warning: the pager '/no/such/pager -R' cannot be run; printing without one")
    try terminal.waitFor("30  Player 30")
    try terminal.enter("ls")
    try terminal.waitFor("30  Player 30", times: 2, inScrollback: true)
    let shown = try terminal.scrollback()
    #expect(
      shown.components(separatedBy: "the pager '/no/such/pager -R' cannot be run").count == 2, "\(shown)")
  }

  @Test(arguments: [["PAGER": ""], ["TERM": "dumb", "PAGER": "MARK"]])
  func anEmptyPagerOrADumbTerminalMeansNoPager(environment: [String: String]) throws {
    try terminal.start(environment: environment.mapValues { $0 == "MARK" ? markingPager : $0 }, rows: 16)
    try terminal.enter("cd BIG")
    try terminal.waitFor("Player 30   40\nroster:Big Team> ")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func thePromptShowsANameFromAnotherProgramWithoutObeyingIt() throws {
    let league = try League(path: terminal.database)
    try BehindTheChecks.write(league.store, tables: ["teams"]) {
      try league.store.execute(
        "UPDATE \(ident: "teams") SET \(ident: "name") = \(bind: .text("Evil\u{1B}]0;pwned\u{07}")) WHERE \(ident: "abbreviation") = 'BOS'"
      )
    }
    try terminal.start()
    try terminal.enter("cd BOS")
    try terminal.waitFor("roster:Evil^[]0;pwned^G> ")
    #expect(try terminal.tmux(["display-message", "-p", "-t", "t", "#{pane_title}"]) != "pwned\n")
  }
}
