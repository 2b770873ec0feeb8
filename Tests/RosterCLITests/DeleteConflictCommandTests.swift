import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `rm` reads what it deletes, asks at a terminal, then deletes: a row another session changed
/// while the question was on the screen is not deleted, and the command fails with the conflict
/// sentence (the delete's version check was the only thing between the answer and the other
/// session's change being lost). On both engines.
struct DeleteConflictCommandTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let session: Session
  /// Another session on the same league: it changes a row while the question is asked.
  let other: League

  init() throws {
    session = Session(
      league: try Fixture.league(path: ownDatabase.location), out: .capturing(), err: .capturing())
    other = try League(path: ownDatabase.location)
  }

  /// A terminal whose person answers yes, after `change` ran in the other session meanwhile.
  /// (`change` must not hold the suite: the session holds the terminal, and the suite's database
  /// would never be removed.)
  private func answeringYes(after change: @escaping () throws -> Void) {
    let terminal = Terminal(environment: [:], pager: nil)
    terminal.readAnswer = { _ in
      #expect(throws: Never.self) { try change() }
      return "y"
    }
    session.terminal = terminal
  }

  /// What the command said and its status, as `roster` reports a failure.
  private func failure(_ line: String) -> (message: String, status: Int32)? {
    do {
      _ = try session.run(line)
      return nil
    } catch {
      return ErrorReporter.report(error, database: ownDatabase.location)
    }
  }

  /// The players of a team, by name, as the other session reads them now.
  private func players(_ team: String) throws -> [String] {
    other.context.reset()
    return try other.team(team).players().map(\.name).sorted()
  }

  @Test func aPlayerChangedWhileTheQuestionWasAskedIsNotDeleted() throws {
    let other = other
    answeringYes {
      try other.player("Mookie Betts").age = 28
      try other.context.save()
    }
    let said = failure(#"rm player "Mookie Betts""#)
    #expect(
      said?.message == "Mookie Betts was changed by another session (age 27 → 28); list again and retry")
    #expect(said?.status == ErrorReporter.failure)
    #expect(try players("BOS").contains("Mookie Betts"))
  }

  @Test func aBulkDeleteWithOneRowChangedMeanwhileDeletesNone() throws {
    let other = other
    answeringYes {
      try other.player("Zoë Young").number = "31"
      try other.context.save()
    }
    let said = failure("rm players BOS where age < 25")
    #expect(
      said?.message == "Zoë Young was changed by another session (number 12 → 31); list again and retry")
    #expect(said?.status == ErrorReporter.failure)
    #expect(try players("BOS").count == 6)
  }
}
