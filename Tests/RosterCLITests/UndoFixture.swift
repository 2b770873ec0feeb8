import Foundation
import RosterFixtures

@testable import RosterCLI
@testable import RosterKit

/// What the suites of `undo` (`ImportUndoTests`, `UndoConflictRuleTests`) start from: a session
/// over the fixture's league in a database of its own and files in a folder of its own, each new
/// for a test and removed after it (a suite that holds one has them anew for each test); and the
/// changes of another session of the same league that stand in an undo's way.
struct UndoFixture {
  private let ownDatabase = TemporaryDatabase()
  private let scratch = TemporaryFolder()
  var database: String { ownDatabase.location }
  var folder: String { scratch.path }
  let session: Session

  init() throws {
    session = Session(
      league: try Fixture.league(path: ownDatabase.location), out: .capturing(), err: .capturing())
  }

  /// Writes `text` to the file `name` in the folder; its path.
  func file(_ name: String, _ text: String) throws -> String {
    let path = scratch.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Another session of the league: its changes are another author's to the journal.
  func otherSession() throws -> League { try League(path: database) }

  /// Another session adds the player Rookie (20) to the team `abbreviation` (one this session
  /// added, whose undo would delete it); that session.
  @discardableResult
  func rookieAddedByAnotherSession(to abbreviation: String) throws -> League {
    let other = try otherSession()
    let rookie = other.context.insert(Player.self)
    rookie.name = "Rookie"
    rookie.age = 20
    rookie.team = try other.team(abbreviation)
    try other.context.save()
    return other
  }

  /// What `undo` says when it is refused: the refusal's sentence, nil when the undo went ahead.
  func undoRefusal() -> String? {
    do {
      try session.run("undo")
      return nil
    } catch {
      return "\(error)"
    }
  }
}
