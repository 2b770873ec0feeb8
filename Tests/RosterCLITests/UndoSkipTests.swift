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

/// The one conflict rule (the journal's): a later change by another session to the step's rows
/// stands in the way of its undo; a later step of the session's own that `undo --skip` passed
/// over does not, and the undo writes back what its entry changed over it.
struct UndoConflictRuleTests {
  let database = Fixture.newDatabase()
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(path: database), out: .capturing(), err: .capturing())
  }

  /// On main the session compared values, and refused this as "changed by another session (age
  /// 30 → 31)".
  @Test func aSkippedStepOfTheSessionsOwnDoesNotStandInTheWay() throws {
    defer { Fixture.remove(database) }
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
    defer { Fixture.remove(database) }
    try session.run(#"add team "Chicago Cubs" abbr=CHC"#)
    let other = try League(path: database)
    let rookie = other.context.insert(Player.self)
    rookie.name = "Rookie"
    rookie.age = 20
    rookie.team = try other.team("CHC")
    try other.context.save()
    #expect {
      try session.run("undo")
    } throws: { error in
      "\(error)"
        == "cannot undo 'add team Chicago Cubs': another session added 1 player to Chicago Cubs since; "
        + "'undo --skip' drops this step, so the ones before it can be undone"
    }
    #expect(try other.player("Rookie").team?.name == "Chicago Cubs", "nothing was changed")
  }

  /// A row the step changed and another session deleted since.
  @Test func aRowDeletedSinceStandsInTheWay() throws {
    defer { Fixture.remove(database) }
    try session.run(#"set player "Max Muncy" age=30"#)
    let other = try League(path: database)
    try other.context.delete(try other.player("Max Muncy"))
    try other.context.save()
    #expect {
      try session.run("undo")
    } throws: { error in
      "\(error)"
        == "cannot undo 'change Max Muncy': Max Muncy was deleted by another session since; "
        + "'undo --skip' drops this step, so the ones before it can be undone"
    }
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
