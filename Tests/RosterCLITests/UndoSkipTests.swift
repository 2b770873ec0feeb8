import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// An undo that another session's change stands in the way of is refused with a way past it.
struct UndoSkipTests {
  /// The suite's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  var database: String { ownDatabase.location }
  let session: Session

  init() throws {
    session = Session(
      league: try Fixture.league(path: ownDatabase.location), out: .capturing(), err: .capturing())
  }

  @Test func aRefusedUndoCanBeSkippedToReachTheStepsBeforeIt() throws {
    defer { Fixture.remove(database) }
    try session.run(#"set player "Max Muncy" age=30"#)
    try session.run(#"set player "Cody Bellinger" age=25"#)
    let other = try League(path: database)
    let cody = try other.player("Cody Bellinger")
    cody.age = 26
    try other.context.save()
    for _ in 0..<2 {
      #expect {
        try session.run("undo")
      } throws: { error in
        "\(error)"
          == "cannot undo 'change Cody Bellinger': Cody Bellinger was changed by another session (age 25 → 26) "
          + "since; 'undo --skip' drops this step, so the ones before it can be undone"
      }
    }
    #expect(
      try session.run("undo --skip")
        == "Skipped: change Cody Bellinger; it will not be undone; 'undo' now undoes: change Max Muncy.\n")
    #expect(try session.run("undo") == "Undid: change Max Muncy.\n")
    #expect(try session.league.player("Max Muncy").age == 29)
    #expect(try session.league.player("Cody Bellinger").age == 26, "the other session's change stands")
    #expect(try session.run("undo --skip") == "Nothing to skip: nothing to undo.\n")
  }
}
