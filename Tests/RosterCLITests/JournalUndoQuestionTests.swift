import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// An undo that reaches past the session (a new shell, or a session with no change of its own)
/// takes back the author's newest change in the journal: at a terminal it first shows that entry
/// as `log` does and asks (on main it took back a whole import without a word); `-f` and
/// `--force` do not ask, nor does a script.
struct JournalUndoQuestionTests {
  let database = Fixture.newDatabase()
  let session: Session
  let asked = Asked()
  /// The entry of the change the new session's undo reaches back to.
  let entry: Int64

  /// The questions asked, in order; each answered with `answer`.
  final class Asked {
    var questions: [String] = []
    var answer = "n"
  }

  init() throws {
    let earlier = Session(league: try Fixture.league(path: database), out: .capturing(), err: .capturing())
    earlier.author = "ana"
    try earlier.run(#"set player "Max Muncy" age=30"#)
    entry = try #require(try earlier.league.store.scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    session = Session(league: try League(path: database), out: .capturing(), err: .capturing())
    session.author = "ana"
    let terminal = Terminal(environment: [:], pager: nil)
    let asked = self.asked
    terminal.readAnswer = { question in
      asked.questions.append(question)
      return asked.answer
    }
    session.terminal = terminal
  }

  private func age() throws -> Int { try session.league.player("Max Muncy").age }

  @Test func atATerminalItShowsTheEntryAndAsks() throws {
    defer { Fixture.remove(database) }
    let said = try session.run("undo")
    #expect(asked.questions == ["Undo @\(entry)? [y/N] "])
    let lines = said.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("@\(entry)  ") == true)
    #expect(lines.first?.hasSuffix(#"  set player "Max Muncy" age=30"#) == true)
    #expect(Array(lines.dropFirst()) == ["    Max Muncy: age 29 → 30", "Nothing undone.", ""])
    #expect(try age() == 30, "nothing was changed")
    asked.answer = "y"
    #expect(try session.run("undo").contains("Undid @\(entry) (set player \"Max Muncy\" age=30, by "))
    #expect(try age() == 29)
  }

  @Test(arguments: ["undo -f", "undo --force"])
  func dashFDoesNotAsk(line: String) throws {
    defer { Fixture.remove(database) }
    #expect(try session.run(line).hasPrefix("Undid @\(entry) ("))
    #expect(asked.questions.isEmpty)
    #expect(try age() == 29)
  }

  @Test func withoutATerminalItGoesAhead() throws {
    defer { Fixture.remove(database) }
    session.terminal = nil
    #expect(try session.run("undo").hasPrefix("Undid @\(entry) ("))
    #expect(try age() == 29)
  }

  /// A session's own steps are its own: undone without a question.
  @Test func aSessionsOwnStepIsUndoneWithoutAQuestion() throws {
    defer { Fixture.remove(database) }
    try session.run(#"set player "Max Muncy" age=31"#)
    #expect(try session.run("undo") == "Undid: change Max Muncy.\n")
    #expect(asked.questions.isEmpty)
    #expect(try age() == 30)
  }
}
