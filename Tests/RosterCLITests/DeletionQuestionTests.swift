import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Every question before a deletion, and every sentence after one, names everything that goes,
/// however deep the cascade: a team's players and their guardianships ("and their 32 contacts"
/// was left out), a player's guardianships, those of many players (the guardians stay).
struct DeletionQuestionTests {
  let session: Session
  let asked: Asked

  /// The questions asked, in order; each answered with `answer`.
  final class Asked {
    var questions: [String] = []
    var answer = "n"
  }

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    let asked = Asked()
    self.asked = asked
    // Two guardians for Julio Urías, one for Max Muncy (both of Los Angeles).
    _ = try session.run(
      #"add guardian "Ana Urías" players="Julio Urías""#, #"add guardian "Luis Urías" players="Julio Urías""#,
      #"add guardian "Kim Muncy" players="Max Muncy""#)
    let terminal = Terminal(environment: [:], pager: nil)
    terminal.readAnswer = { question in
      asked.questions.append(question)
      return asked.answer
    }
    session.terminal = terminal
  }

  @Test(arguments: [
    ("rm team LAD", "Delete team Los Angeles Dodgers and its 4 players and their 3 guardianships? [y/N] "),
    (
      #"rm player "Julio Urías""#,
      "Delete Julio Urías from Los Angeles Dodgers and their 2 guardianships? [y/N] "
    ),
    ("rm player Clayton Kershaw", "Delete Clayton Kershaw from Los Angeles Dodgers? [y/N] "),
    (
      "rm players LAD where age < 30",
      "Delete 3 players (Julio Urías, Cody Bellinger and Max Muncy) and their 3 guardianships? [y/N] "
    ),
    (
      "rm teams where abbreviation == 'LAD' or abbreviation == 'BOS'",
      "Delete 2 teams (Boston Red Sox and Los Angeles Dodgers) and their 10 players and their 3 guardianships? [y/N] "
    ),
  ])
  func theQuestionNamesEverythingThatGoes(line: String, question: String) throws {
    #expect(try session.run(line).hasSuffix("Nothing deleted.\n"))
    #expect(asked.questions == [question])
    // Answered no: nothing went, the guardianships included.
    #expect(try session.context.count(FetchRequest(entity: RosterModel.guardianship)) == 3)
  }

  @Test(arguments: [
    (
      "rm team LAD", "Deleted team Los Angeles Dodgers and its 4 players and their 3 guardianships.",
      "Undid: delete team Los Angeles Dodgers and its 4 players and their 3 guardianships."
    ),
    (
      #"rm player "Julio Urías""#, "Deleted Julio Urías from Los Angeles Dodgers and their 2 guardianships.",
      "Undid: delete Julio Urías and their 2 guardianships."
    ),
    (
      "rm players LAD where age < 30", "Deleted 3 players and their 3 guardianships.",
      "Undid: delete 3 players and their 3 guardianships."
    ),
  ])
  func theAnswerNamesEverythingThatWent(line: String, said: String, undone: String) throws {
    asked.answer = "y"
    #expect(try session.run(line) == said + "\n")
    // Undo says what came back, as deep.
    #expect(try session.run("undo") == undone + "\n")
    #expect(try session.context.count(FetchRequest(entity: RosterModel.guardianship)) == 3)
  }

  /// A new season that empties every roster asks first at a terminal, saying how many players
  /// it returns to the free agents (it once did so without a word before); `-f` does not ask.
  @Test func aNewSeasonThatEmptiesTheRostersAsksFirst() throws {
    let placed = FetchRequest(
      entity: RosterModel.player, predicate: .comparison(key: "team", .notEqual, .null))
    #expect(
      try session.run(#"season new "2027" --cutoff 2027-08-31 --release-all"#) == "Nothing changed.\n")
    #expect(
      asked.questions == ["Begin season '2027' and return all 13 players on teams to the free agents? [y/N] "]
    )
    #expect(try session.context.count(placed) == 13)
    #expect(
      try session.run(#"season new "2027" --cutoff 2027-08-31 --keep-rosters"#).hasSuffix(
        "rosters were kept.\n"))
    _ = try session.run(#"season new "2028" --cutoff 2028-08-31 --release-all -f"#)
    #expect(asked.questions.count == 1)
    #expect(try session.context.count(placed) == 0)
  }

  /// `help rm` says what each deletion takes along, as deep.
  @Test func helpSaysWhatADeletionTakesAlong() throws {
    let help = try HelpCommand.text(topic: ["rm"], width: 200)
    #expect(
      help.contains(
        "delete a team and all of its players and their guardianships (its staff stay, without one)"))
    #expect(help.contains("delete every team that matches and all of their players and their guardianships"))
  }
}
