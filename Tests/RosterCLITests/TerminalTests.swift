import Foundation
import RosterFixtures
import Testing

/// The real binary in a real terminal: tmux runs it, `send-keys` types and `capture-pane` reads
/// the screen.
@Suite(.serialized, TerminalHarness.needed)
final class TerminalTests {
  let terminal = TerminalHarness()
  var database: String { terminal.database }
  var history: String { terminal.history }

  init() throws {
    _ = try Fixture.league(path: terminal.database)
  }

  private func start() throws { try terminal.start() }
  private func type(_ text: String) throws { try terminal.type(text) }
  private func press(_ key: String) throws { try terminal.press(key) }
  private func waitFor(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try terminal.waitFor(text, sourceLocation: sourceLocation)
  }

  @Test func thePromptSaysWhereYouAre() throws {
    try start()
    try type("cd BOS")
    try press("Enter")
    try waitFor("roster:Boston Red Sox> ")
    try waitFor("1  Zoe Adams")
    try type("cd ..")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
  }

  @Test func thePromptShowsTheViewsWhereAndSort() throws {
    try start()
    try terminal.enter("cd BOS")
    try terminal.enter("where 'age < 25'")
    try waitFor("roster:Boston Red Sox [where age < 25]> ")
    try terminal.enter("sort name")
    try waitFor("roster:Boston Red Sox [where age < 25 sort name]> ")
    try terminal.enter("where")
    try waitFor("roster:Boston Red Sox [sort name]> ")
  }

  /// `\x` shows a table one record a block; `expanded auto` only when the table is wider than
  /// the screen.
  @Test func expandedDisplayShowsOneRecordABlock() throws {
    try terminal.start(columns: 60)
    try terminal.enter("\\x")
    try waitFor("Expanded display is on")
    try terminal.enter("players BOS")
    try waitFor("-[ RECORD 1 ]")
    try waitFor("name     | Zoe Adams")
    try terminal.enter("expanded auto")
    try terminal.enter("teams")
    try waitFor("3  Yomiuri Giants")
  }

  @Test func tabCompletesATeamNameWithSpacesQuoted() throws {
    try start()
    try type("cd Bos")
    try press("Tab")
    try waitFor("roster> cd \"Boston Red Sox\" ")
    try press("Enter")
    try waitFor("roster:Boston Red Sox> ")
  }

  @Test func ctrlCAbandonsTheLineAndKeepsTheSession() throws {
    try start()
    try type("players half-typ")
    try press("C-c")
    try waitFor("roster> players half-typ^C")
    try type("pwd")
    try press("Enter")
    try waitFor("roster> pwd\n/\nroster> ")
  }

  /// Ctrl-C in a Ctrl-R search abandons it: the next prompt is empty on the screen as in the
  /// line (the found command once stayed displayed after a prompt whose line was empty, so what
  /// was typed next showed over it).
  @Test func ctrlCInAHistorySearchLeavesAnEmptyPrompt() throws {
    try start()
    try terminal.enter("pwd")
    try waitFor("roster> pwd\n/\nroster> ")
    try press("C-r")
    try type("pw")
    try waitFor("(reverse-i-search)`pw': pwd")
    try press("C-c")
    // The search's line stays on the screen with ^C, and a new prompt follows (keys typed before
    // it would be part of the abandoned line).
    try waitFor("(reverse-i-search)`pw': pwd^C\nroster> ")
    try type("ls")
    try waitFor("roster> ls")
    let lines = try terminal.screen().split(separator: "\n").map(String.init)
    #expect(lines.last == "roster> ls", "\(lines)")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
  }

  @Test func deletingAsksFirst() throws {
    try start()
    try type("cd LAD")
    try press("Enter")
    try waitFor("roster:Los Angeles Dodgers> ")
    try type("rm 1")
    try press("Enter")
    try waitFor("Delete Julio Urías from Los Angeles Dodgers? [y/N] ")
    try type("n")
    try press("Enter")
    try waitFor("Nothing deleted.")
    try type("rm team LAD")
    try press("Enter")
    try waitFor("Delete team Los Angeles Dodgers and its 4 players? [y/N] ")
    try type("y")
    try press("Enter")
    try waitFor("Deleted team Los Angeles Dodgers and its 4 players.")
    try waitFor("roster> ")
    try type("undo")
    try press("Enter")
    try waitFor("Undid: delete team Los Angeles Dodgers and its 4 players.")
    // Back in its place by name, numbered after the two teams the listing before it showed.
    try waitFor("+  3  Los Angeles Dodgers")
  }

  @Test func aBulkChangeAsksWithItsCount() throws {
    try start()
    try type("rm players LAD where age < 30")
    try press("Enter")
    try waitFor("Delete 3 players (Julio Urías, Cody Bellinger and Max Muncy)? [y/N] ")
    try type("n")
    try press("Enter")
    try waitFor("Nothing deleted.")
    try type("set players where position == 'P' position=SP")
    try press("Enter")
    try waitFor("Set position to SP for 5 players (Zoe Adams, Zoë Young, Julio Urías and 2 more)? [y/N] ")
    try type("y")
    try press("Enter")
    try waitFor("Updated 5 players: position to SP.")
    try type("undo")
    try press("Enter")
    try waitFor("Undid: change 5 players.")
  }

  @Test func aChangeIsListedWithItsRowMarked() throws {
    try start()
    try type("ls")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
    try type("cd 3")
    try press("Enter")
    try waitFor("roster:Yomiuri Giants> ")
    try type(#"add player "Test Rookie" age=19 position=SS number=77"#)
    try press("Enter")
    // Listed first (by name), numbered after the rows listed before it, which keep theirs.
    try waitFor("+  4  Test Rookie")
  }

  @Test func anOpenQuoteContinuesTheCommand() throws {
    try start()
    try type("find \"tom")
    try press("Enter")
    try waitFor("...> ")
    try type("\"")
    try press("Enter")
    try waitFor("Tom O'Brien   28  C")
  }

  @Test func changesFromAnotherProcessAreNoticed() throws {
    try start()
    try type("ls")
    try press("Enter")
    try waitFor("3  Yomiuri Giants")
    let other = Process()
    other.executableURL = RosterProcess.executable
    other.arguments = ["--db", database, "add", "team", "Chicago Cubs"]
    other.standardOutput = FileHandle.nullDevice
    try other.run()
    other.waitUntilExit()
    try type("ls")
    try press("Enter")
    try waitFor("Another session changed the league since your last command.")
    try waitFor("2  Chicago Cubs")
  }

  /// Two people on one player: the change made from a listing the other session has since
  /// outdated is refused, naming what changed; nothing is overwritten, and a fresh listing works.
  @Test func aChangeToARowAnotherSessionChangedIsRefused() throws {
    try start()
    try type("cd BOS")
    try press("Enter")
    try type("ls")
    try press("Enter")
    // The listing of `ls` itself, not the one `cd` already showed: the other session must
    // change the player after this listing read it.
    try waitFor("roster:Boston Red Sox> ls\n#  name")
    let other = Process()
    other.executableURL = RosterProcess.executable
    other.arguments = ["--db", database, "set", "player", "Mookie Betts", "age=28"]
    other.standardOutput = FileHandle.nullDevice
    try other.run()
    other.waitUntilExit()
    try type("set 4 age=30")
    try press("Enter")
    try waitFor("Mookie Betts was changed by another session (age 27 → 28); list again and retry")
    try type("ls")
    try press("Enter")
    try type("set 4 age=30")
    try press("Enter")
    try waitFor("Updated Mookie Betts: age 28 → 30.")
  }

  @Test func ctrlDLeavesAndHistorySurvivesARestart() throws {
    try start()
    try type("teams where 'players.@count > 5'")
    try press("Enter")
    try waitFor("Boston Red Sox")
    try press("C-d")
    try waitFor("EXITED 0")
    try start()
    try press("Up")
    try waitFor("roster> teams where 'players.@count > 5'")
  }
}
