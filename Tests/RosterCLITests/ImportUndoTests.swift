import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// An import in a session is one undoable step: undo removes what it added and restores what it
/// changed, with the usual conflict checks, and the steps before it stay.
struct ImportUndoTests {
  /// The suite's session, database, files and other session, new for each test and removed
  /// after it.
  let fixture: UndoFixture
  var session: Session { fixture.session }

  init() throws { fixture = try UndoFixture() }

  private func file(_ name: String, _ text: String) throws -> String { try fixture.file(name, text) }

  /// The whole league as CSV: what undo must give back exactly.
  private func league() throws -> String {
    session.format = .csv
    defer { session.format = .table }
    return try session.run("export teams") + (try session.run("export players"))
  }

  @Test func undoTakesBackAnImportAndRedoPutsItBack() throws {
    try session.run(#"set player "Max Muncy" age=30"#)
    let before = try league()
    let teams = try file(
      "teams.csv", "name,city,abbreviation\nChicago Cubs,Chicago,CHC\nYomiuri Giants,Tokyo,YOM\n")
    let players = try file(
      "players.csv",
      "team,name,age,position,number\nCHC,Kris Bryant,28,3B,17\nLAD,New Dodger,22,P,44\n"
        + "LAD,Cody Bellinger,25,CF,35\n")
    try session.run("import \(teams) \(players)")
    let after = try league()
    #expect(after != before)
    #expect(
      try session.run("undo")
        == "Undid: import of teams.csv, players.csv (2 players added, 1 team added, 2 changed).\n")
    #expect(try league() == before)
    #expect(try session.run("redo").hasPrefix("Redid: "))
    #expect(try league() == after)
    try session.run("undo")
    #expect(try league() == before)
    // The step before the import is still there.
    #expect(try session.run("undo") == "Undid: change Max Muncy.\n")
    #expect(try session.league.player("Max Muncy").age == 29)
  }

  @Test func anImportAnotherSessionChangedSinceIsNotUndone() throws {
    try session.run(
      "import " + (try file("players.csv", "team,name,age\nLAD,New Dodger,22\nLAD,Cody Bellinger,25\n")))
    let other = try fixture.otherSession()
    let rookie = try other.player("New Dodger")
    rookie.age = 23
    try other.context.save()
    #expect(
      fixture.undoRefusal()
        == "cannot undo 'import of players.csv (1 player added, 1 changed)': 1 player the import added was "
        + "changed or deleted by another session since; 'undo --skip' drops this step, so the ones before it "
        + "can be undone")
    #expect(try other.player("New Dodger").age == 23, "nothing was changed")
    #expect(try session.league.player("Cody Bellinger").age == 25)
    #expect(try session.run("undo --skip").hasPrefix("Skipped: import of players.csv"))
  }

  @Test func rowsAddedSinceUnderATeamTheImportAddedStopTheUndo() throws {
    try session.run("import " + (try file("teams.csv", "name,city,abbreviation\nChicago Cubs,Chicago,CHC\n")))
    let other = try fixture.rookieAddedByAnotherSession(to: "CHC")
    #expect(
      fixture.undoRefusal()
        == "cannot undo 'import of teams.csv (1 team added)': another session added 1 player to teams the "
        + "import added; 'undo --skip' drops this step, so the ones before it can be undone")
    #expect(try other.player("Rookie").team?.name == "Chicago Cubs", "nothing was changed")
  }

  @Test func aChangeToARowTheImportChangedStopsTheUndo() throws {
    try session.run("import " + (try file("players.csv", "team,name,age\nLAD,Cody Bellinger,25\n")))
    let other = try fixture.otherSession()
    let cody = try other.player("Cody Bellinger")
    cody.age = 26
    try other.context.save()
    #expect(
      fixture.undoRefusal()?.contains(
        "Cody Bellinger was changed by another session since the import (age 25 → 26)")
        == true)
    #expect(try session.league.player("Cody Bellinger").age == 26)
  }

  /// However large, an import's undo is redone: the journal kept every row it took away (a
  /// change set kept the values of 10,000 rows for redo, and said "Too large to redo" past them).
  @Test func aLargeImportIsUndoneAndRedoneFromTheJournal() throws {
    var text = "team,name,age\n"
    for index in 0..<12_000 { text += "YOM,Player \(index),\(18 + index % 20)\n" }
    let before = try league()
    try session.run("import " + (try file("big.csv", text)))
    let after = try league()
    #expect(try session.run("undo") == "Undid: import of big.csv (12,000 players added).\n")
    #expect(try league() == before)
    #expect(try session.run("redo") == "Redid: import of big.csv (12,000 players added).\n")
    #expect(try league() == after)
  }

  /// This session's own edit of a row the import added, undone since, is not another session's
  /// change: the import is then undone as well.
  @Test func anEditOfAnImportedRowUndoneFirstLetsTheImportBeUndone() throws {
    let before = try league()
    try session.run("import " + (try file("players.csv", "team,name,age\nLAD,New Dodger,22\n")))
    try session.run(#"set player "New Dodger" age=23"#)
    #expect(try session.run("undo") == "Undid: change New Dodger.\n")
    #expect(try session.run("undo") == "Undid: import of players.csv (1 player added).\n")
    #expect(try league() == before)
    // Skipped rather than undone, the edit stays this session's: the undo removes the row.
    try session.run("import " + (try file("players.csv", "team,name,age\nLAD,New Dodger,22\n")))
    try session.run(#"set player "New Dodger" age=23"#)
    try session.run("undo --skip")
    #expect(try session.run("undo") == "Undid: import of players.csv (1 player added).\n")
    #expect(try league() == before)
  }
}
