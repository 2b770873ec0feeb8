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

/// What Tab offers.
struct CompleterTests {
  let completer: Completer
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    completer = Completer(session: session)
  }

  private func complete(_ prefix: String, quote: Character? = nil) -> Completer.Result {
    var word = String(prefix.reversed().prefix { !$0.isWhitespace && $0 != quote }.reversed())
    if quote == nil, word.hasPrefix("\"") { word = String(word) }
    return completer.complete(prefix: prefix, word: word, quote: quote)
  }

  /// A name the command would read as something else is completed quoted, and reads back as
  /// the name.
  @Test func namesThatLookLikeOptionsSettingsOrKeywordsAreQuoted() throws {
    for name in ["-f", "where", "To", "a=b"] {
      #expect(Completer.quote(name, already: false) == "\"" + name + "\"")
      let words = try CommandLineLexer.split("rm team " + Completer.quote(name, already: false))
      #expect(words.last?.value == name && words.last?.isQuoted == true)
    }
    #expect(Completer.quote("Hawks", already: false) == "Hawks")
  }

  @Test func theNewKeysAndCommandsComplete() {
    #expect(complete("players where leag") == .words(["leagueAge"]))
    #expect(complete("players where 'leag", quote: "'") == .words(["leagueAge"]))
    #expect(complete("teams sort ci") == .words(["city"]))
    #expect(complete("league set cut") == .words(["cutoff="]))
    #expect(complete("report Bos") == .words(["\"Boston Red Sox\""]))
    #expect(complete("log --si") == .words(["--since"]))
    #expect(complete("as-of n") == .words(["now"]))
    #expect(complete("access g") == .words(["grant"]))
    #expect(complete("access grant ma") == .words(["manager"]))
    #expect(complete("access grant manager hawks Bos") == .words(["\"Boston Red Sox\""]))
    #expect(complete("access grant viewer hawks Bos") == .words([]))
  }

  @Test func commands() {
    #expect(complete("he") == .words(["help"]))
    #expect(complete("se") == .words(["season", "seasons", "set"]))
    #expect(complete("seasons") == .words(["seasons"]))
    #expect(complete("rm t") == .words(["team", "teams"]))
  }

  @Test func teamNamesAreQuotedWhenTheyHaveSpaces() {
    #expect(complete("cd Bos") == .words(["\"Boston Red Sox\""]))
    #expect(complete("cd los") == .words(["\"Los Angeles Dodgers\""]))
    #expect(complete("cd \"Bos", quote: "\"") == .words(["Boston Red Sox"]))
    #expect(complete("players yo") == .words(["\"Yomiuri Giants\""]))
    #expect(complete("cd LA") == .words(["LAD"]), "an abbreviation when no name fits")
    #expect(complete("add player X age=3 team=bo") == .words(["team=\"Boston Red Sox\""]))
  }

  @Test func playersOfTheCurrentTeamAndKeys() throws {
    try CommandTable.run(try CommandLineLexer.split("cd LAD"), in: session)
    #expect(complete("rm cl") == .words(["\"Clayton Kershaw\""]))
    #expect(complete("set 1 ag") == .words(["age="]))
    #expect(complete("sort pos") == .words(["position"]))
    #expect(complete("ls --by p") == .words(["position"]))
  }

  @Test func optionsAnywhereAndRowsOfTheLastListing() throws {
    #expect(complete("rm -f team Bo") == .words(["\"Boston Red Sox\""]))
    #expect(complete("rm team -f Yo") == .words(["\"Yomiuri Giants\""]))
    // At the league, after listing a team's players, row 1 is a player: its keys are offered.
    try session.run("players LAD")
    #expect(complete("set 1 ag") == .words(["age="]))
    try session.run("teams")
    #expect(complete("set 1 ci") == .words(["city="]))
  }

  @Test func theLeaguesRules() throws {
    try session.run("add division U12 min_age=11 max_age=12")
    #expect(complete("eli") == .words(["eligibility"]))
    #expect(complete("eligibility d") == .words(["division"]))
    #expect(complete("eligibility division u") == .words(["U12"]))
    #expect(complete("lock ") == .words(["division"]))
    #expect(complete("unlock division U") == .words(["U12"]))
    try session.run("cd LAD")
    #expect(complete("why cl") == .words(["\"Clayton Kershaw\""]))
  }

  @Test func filesAfterImportAndExport() {
    #expect(complete("import da") == .fileNames)
    #expect(complete("report BOS -o re") == .fileNames)
  }
}
