import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// An undo that another session's change stands in the way of is refused with a way past it.
struct UndoSkipTests {
  let database = Fixture.newDatabase()
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(path: database), out: .capturing(), err: .capturing())
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

/// Counts in sentences have thousands separators, as the import's summary does.
struct NumbersInSentencesTests {
  @Test func largeCountsAreGrouped() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    let context = session.context
    let team = context.insert(Team.self)
    team.name = "Big Team"
    for index in 0..<1_234 {
      let player = context.insert(Player.self)
      player.name = "Player \(index)"
      player.age = 20
      player.team = team
    }
    try context.save()
    try CommandTable.run(try CommandLineLexer.split(#"rm team "Big Team""#), in: session)
    try CommandTable.run(try CommandLineLexer.split("undo"), in: session)
    #expect(
      session.out.text
        == "Deleted team Big Team and its 1,234 players.\nUndid: delete team Big Team and its 1,234 players.\n"
    )
  }
}
