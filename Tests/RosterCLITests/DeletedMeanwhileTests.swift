import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A team another session deleted is said to be gone, in words.
@Suite(.serialized)
struct DeletedMeanwhileTests {
  @Test func addingToATeamAnotherSessionDeletedSaysSo() throws {
    let database = Fixture.newDatabase()
    defer { Fixture.remove(database) }
    let league = try Fixture.league(path: database)
    let team = try league.team("BOS")
    let other = try League(path: database)
    try other.context.delete(try other.team("BOS"))
    try other.context.save()
    let player = league.context.insert(Player.self)
    player.name = "Late Comer"
    player.age = 20
    player.team = team
    #expect {
      try league.context.save()
    } throws: { error in
      (error as? ValidationError)?.message
        == "its team, Boston Red Sox, was deleted by another session; nothing was changed"
    }
  }

  @Test(TerminalHarness.needed) func theREPLLeavesATeamAnotherSessionDeleted() throws {
    let terminal = TerminalHarness()
    _ = try Fixture.league(path: terminal.database)
    try terminal.start()
    try terminal.enter("cd LAD")
    try terminal.waitFor("roster:Los Angeles Dodgers> ")
    let other = try League(path: terminal.database)
    try other.context.delete(try other.team("LAD"))
    try other.context.save()
    try terminal.enter("ls")
    try terminal.waitFor("Los Angeles Dodgers was deleted by another session; back at the teams.")
    try terminal.waitFor("2  Yomiuri Giants")
  }
}
