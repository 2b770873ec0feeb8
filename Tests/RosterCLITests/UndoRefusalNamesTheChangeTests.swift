import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// The refusal names what the other session changed, and only that: a player with a birthdate
/// keeps no age of its own, and the age read from the birthdate is no change of anyone's.
struct UndoRefusalNamesTheChangeTests {
  @Test func anAgeReadFromTheBirthdateIsNotCalledAChange() throws {
    let database = Fixture.newDatabase()
    defer { Fixture.remove(database) }
    let session = Session(league: try Fixture.league(path: database), out: .capturing(), err: .capturing())
    try session.run(#"add player "Ava Lee" team=LAD birthdate=2015-02-02"#)
    try session.run(#"set player "Ava Lee" position=P"#)
    let other = try League(path: database)
    try other.player("Ava Lee").setValue(.text("77"), forKey: "number")
    try other.context.save()
    #expect {
      try session.run("undo")
    } throws: { error in
      "\(error)"
        == "cannot undo 'change Ava Lee': Ava Lee was changed by another session (number none → 77) "
        + "since; 'undo --skip' drops this step, so the ones before it can be undone"
    }
  }
}
