import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

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

  /// `export --profile` offers the platforms whose import template Roster writes; `import
  /// --profile` every export it reads.
  @Test func exportProfilesAreThoseWithATemplate() {
    #expect(
      complete("export players --profile ")
        == .words(["playmetrics", "sportsaffinity", "sportsconnect", "sportsengine"]))
    #expect(
      complete("export players --profile sports")
        == .words(["sportsaffinity", "sportsconnect", "sportsengine"]))
    #expect(complete("export players --pro") == .words(["--profile"]))
    #expect(complete("import a.csv --profile ") == .words(ImportProfile.names.sorted()))
  }
}
