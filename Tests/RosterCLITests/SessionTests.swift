import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Script-mode sessions: navigation, row numbers, views, and undo/redo of every kind of change.
/// They run the command table in-process on the fixture, as the REPL and scripts do.
struct SessionTests {
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
  }

  @Test func navigationFromTheTeamsIntoATeamAndBack() throws {
    expectLines(
      try session.run("ls"),
      """
      #  name                 city         players  mean age
      -  -------------------  -----------  -------  --------
      1  Boston Red Sox       Boston             6      26.0
      2  Los Angeles Dodgers  Los Angeles        4      27.0
      3  Yomiuri Giants       Tōkyō              3      28.3

      """)
    expectLines(
      try session.run("cd 2"),
      """
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      1  Julio Urías       23  P              7
      2  Cody Bellinger    24  CF            35
      3  Max Muncy         29                13
      4  Clayton Kershaw   32  P             22

      """)
    #expect(try session.run("pwd") == "/Los Angeles Dodgers\n")
    _ = try session.run("cd ..")
    #expect(try session.run("pwd") == "/\n")
    _ = try session.run("cd yom")
    #expect(session.team?.name == "Yomiuri Giants")
    _ = try session.run("back")
    #expect(session.place == nil)
    #expect(throws: LookupError.self) { try session.run("cd Nowhere") }
    // `cd -` goes back to where the last move left, as a shell's does, and again.
    _ = try session.run("cd LAD", "cd yom", "cd -")
    #expect(session.team?.name == "Los Angeles Dodgers")
    _ = try session.run("cd -")
    #expect(session.team?.name == "Yomiuri Giants")
    _ = try session.run("cd ..", "cd -")
    #expect(session.team?.name == "Yomiuri Giants")
  }

  @Test func cdDashBeforeAnyMoveSaysSo() throws {
    #expect(throws: UsageError.self) { try session.run("cd -") }
    _ = try session.run("cd BOS", "cd LAD", "rm team BOS -f")
    #expect(throws: UsageError.self) { try session.run("cd -") }
    #expect(session.team?.abbreviation == "LAD")
  }

  @Test func rowNumbersReferToTheLastListing() throws {
    try session.run("cd BOS", "sort age desc")
    #expect(session.lastListing?.ids.count == 6)
    try session.run("set 1 age=34")
    #expect(try session.league.player("José Abreu").age == 34)
    try session.run("move 2 to LAD")
    #expect(try session.league.player("Abe Lincoln").team?.abbreviation == "LAD")
    try session.run("ls", "rm 1")
    #expect(throws: LookupError.self) { try session.league.player("José Abreu") }
    #expect(throws: UsageError.self) { try session.run("set 99 age=3") }
    try session.run("cd ..", "ls")
    try session.run("set 1 city=Fenway")
    #expect(try session.league.team("BOS").city == "Fenway")
  }

  @Test func namesWorkWhereRowsDo() throws {
    try session.run("cd BOS", "set mookie betts number=5", "rm zoe adams")
    #expect(try session.league.player("Mookie Betts").number == "5")
    #expect(throws: LookupError.self) { try session.league.player("Zoe Adams") }
    try session.run("add player Rookie age=19 position=SS number=77")
    #expect(try session.league.player("Rookie").team?.abbreviation == "BOS")
  }

  @Test func viewsFilterAndSortUntilChanged() throws {
    try session.run("cd BOS", "where age < 25")
    #expect(session.lastListing?.ids.count == 3)
    try session.run("sort name desc")
    expectLines(
      try session.run("ls"),
      """
      #  name       age  position  number
      -  ---------  ---  --------  ------
      1  Zoë Young   21  P             12
      2  Zoe Adams   21  P             13
      3  ábel Díaz   24  CF             8

      """)
    try session.run("where")
    #expect(session.lastListing?.ids.count == 6)
    try session.run("sort")
    #expect(try session.run("ls").contains("1  Zoe Adams"))
    #expect(throws: PredicateError.self) { try session.run("where agee < 3") }
    #expect(session.placeView.predicate == nil, "a filter that fails is not kept")
  }

  @Test func sectionsByPosition() throws {
    try session.run("cd LAD")
    expectLines(
      try session.run("ls --by position"),
      """
      CF (1)
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      1  Cody Bellinger    24  CF            35

      P (2)
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      2  Julio Urías       23  P              7
      3  Clayton Kershaw   32  P             22

      (none) (1)
      #  name             age  position  number
      -  ---------------  ---  --------  ------
      4  Max Muncy         29                13

      """)
  }

  @Test func undoAndRedoEveryKindOfChange() throws {
    let league = try session.csv("players")
    let teams = try session.csv("teams")
    let steps = [
      "add team \"Chicago Cubs\" abbr=CHC", "add player Rookie age=19 team=CHC number=2",
      "set player Rookie age=20",
      "move player Rookie to BOS", "set team LAD city=Hollywood", "rm player \"Mookie Betts\"", "rm team YOM",
    ]
    var snapshots: [String] = []
    for step in steps {
      snapshots.append(try session.csv("players") + (try session.csv("teams")))
      try session.run(step)
    }
    let final = try session.csv("players") + (try session.csv("teams"))
    for snapshot in snapshots.reversed() {
      try session.run("undo")
      #expect(try session.csv("players") + (try session.csv("teams")) == snapshot)
    }
    #expect(try session.csv("players") == league)
    #expect(try session.csv("teams") == teams)
    #expect(try session.run("undo") == "Nothing to undo.\n")
    for _ in steps { try session.run("redo") }
    #expect(try session.csv("players") + (try session.csv("teams")) == final)
    #expect(try session.run("redo") == "Nothing to redo.\n")
  }

  @Test func undoSaysWhatItUndid() throws {
    try session.run("rm team BOS")
    #expect(try session.run("undo") == "Undid: delete team Boston Red Sox and its 6 players.\n")
    try session.run("move player \"Cody Bellinger\" to BOS")
    #expect(try session.run("undo") == "Undid: move Cody Bellinger.\n")
    #expect(try session.run("redo") == "Redid: move Cody Bellinger.\n")
  }

  @Test func aNewChangeClearsRedo() throws {
    try session.run("set player \"Max Muncy\" age=30", "undo", "set player \"Max Muncy\" age=31")
    #expect(try session.run("redo") == "Nothing to redo.\n")
  }

  @Test func deletingTheTeamYouAreInTakesYouBack() throws {
    try session.run("cd BOS", "rm team BOS")
    #expect(session.place == nil)
    try session.run("cd LAD", "undo")
    #expect(session.team?.abbreviation == "LAD")
  }

  @Test func quitStopsAScript() throws {
    try session.run("quit")
    #expect(session.quitRequested)
  }
}
