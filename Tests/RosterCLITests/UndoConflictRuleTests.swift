import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// The one conflict rule (the journal's): a later change by another session to the step's rows
/// stands in the way of its undo; a later step of the session's own that `undo --skip` passed
/// over does not, and the undo writes back what its entry changed over it.
struct UndoConflictRuleTests {
  /// The suite's session, database and other session, new for each test and removed after it.
  let fixture: UndoFixture
  var session: Session { fixture.session }

  init() throws { fixture = try UndoFixture() }

  /// On main the session compared values, and refused this as "changed by another session (age
  /// 30 → 31)".
  @Test func aSkippedStepOfTheSessionsOwnDoesNotStandInTheWay() throws {
    try session.run(#"set player "Max Muncy" age=30"#, #"set player "Max Muncy" position=C age=31"#)
    #expect(
      try session.run("undo --skip")
        == "Skipped: change Max Muncy; it will not be undone; 'undo' now undoes: change Max Muncy.\n")
    #expect(try session.run("undo") == "Undid: change Max Muncy.\n")
    let max = try session.league.player("Max Muncy")
    #expect(max.age == 29)
    #expect(max.position == "C", "what the undone entry did not change stays")
  }

  /// Rows another session added since under a row the step added stand in the way: on main the
  /// undo of `add team` deleted the team and, by its cascade, the other session's players.
  @Test func rowsAddedSinceUnderARowTheStepAddedStandInTheWay() throws {
    try session.run(#"add team "Chicago Cubs" abbr=CHC"#)
    let other = try fixture.rookieAddedByAnotherSession(to: "CHC")
    #expect(
      fixture.undoRefusal()
        == "cannot undo 'add team Chicago Cubs': another session added 1 player to Chicago Cubs since; "
        + "'undo --skip' drops this step, so the ones before it can be undone")
    #expect(try other.player("Rookie").team?.name == "Chicago Cubs", "nothing was changed")
  }

  /// A row the step changed and another session deleted since.
  @Test func aRowDeletedSinceStandsInTheWay() throws {
    try session.run(#"set player "Max Muncy" age=30"#)
    let other = try fixture.otherSession()
    try other.context.delete(try other.player("Max Muncy"))
    try other.context.save()
    #expect(
      fixture.undoRefusal()
        == "cannot undo 'change Max Muncy': Max Muncy was deleted by another session since; "
        + "'undo --skip' drops this step, so the ones before it can be undone")
  }
}
