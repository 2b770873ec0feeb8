import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Ctrl-C in the REPL.
@Suite(.serialized, TerminalHarness.needed)
final class InteractiveInterruptTests {
  let terminal = TerminalHarness()

  init() throws {
    let league = try Fixture.league(path: terminal.database)
    let file = terminal.folder + "/big.csv"
    var text = "team,name,age\n"
    for index in 0..<300_000 { text += "LAD,Player \(index),\(18 + index % 20)\n" }
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    _ = league
  }

  @Test func ctrlCStopsTheRunningCommandAndThePromptComesBack() throws {
    try terminal.start()
    try terminal.enter("import \(terminal.folder)/big.csv")
    Thread.sleep(forTimeInterval: 1)
    try terminal.press("C-c")
    try terminal.waitFor("roster: interrupted; nothing was changed\nroster> ")
    try terminal.enter("teams")
    try terminal.waitFor("2  Los Angeles Dodgers  Los Angeles  LAD         4")
  }

  @Test func ctrlCAtAQuestionAnswersNo() throws {
    try terminal.start()
    try terminal.enter("rm team LAD")
    try terminal.waitFor("Delete team Los Angeles Dodgers and its 4 players? [y/N] ")
    try terminal.press("C-c")
    try terminal.waitFor("Nothing deleted.\nroster> ")
    try terminal.enter("teams")
    try terminal.waitFor("2  Los Angeles Dodgers")
  }
}
