import RosterFixtures
import Testing

@testable import RosterKit

/// Reverting change sets: the engine of the REPL's undo and redo.
struct UndoTests {
  let league: League
  var context: Context { league.context }
  init() throws { league = try Fixture.league() }

  private func dump() throws -> [[DatabaseValue]] {
    try league.store.rows(
      "SELECT p.id, p.version > 0, p.name, p.age, p.position, p.number, t.id, t.name, t.city FROM players p JOIN teams t ON t.id = p.team_id ORDER BY p.id"
    )
    .map { row in
      var row = row; row[1] = .null; return row
    }
  }

  @Test func undoingACascadeBringsEverythingBackExactly() throws {
    let before = try dump()
    try context.delete(try league.team("BOS"))
    let deletion = try context.save()
    #expect(try dump().count == before.count - 6)
    let restore = try context.revert(deletion)
    #expect(restore.inserted.count == 7)
    #expect(try dump() == before)
    #expect(try league.store.check().isEmpty)
    // Redo is the revert of the revert.
    try context.revert(restore)
    #expect(try dump().count == before.count - 6)
  }

  @Test func undoingUpdatesAndInserts() throws {
    let before = try dump()
    let mookie = try league.player("Mookie Betts")
    mookie.age = 28
    mookie.team = try league.team("LAD")
    let update = try context.save()
    let team = context.insert(Team.self)
    team.name = "Chicago Cubs"
    let player = context.insert(Player.self)
    player.name = "Kris Bryant"
    player.age = 28
    player.team = team
    let insert = try context.save()
    try context.revert(insert)
    #expect(throws: LookupError.self) { try league.team("Chicago Cubs") }
    try context.revert(update)
    #expect(try dump() == before)
  }

  @Test func undoRefusesToOverwriteAnotherSession() throws {
    let path = Fixture.newDatabase()
    defer { Fixture.remove(path) }
    let mine = try Fixture.league(path: path)
    let theirs = try League(path: path)
    let player = try mine.player("Mookie Betts")
    player.age = 28
    let change = try mine.context.save()
    let other = try theirs.player("Mookie Betts")
    other.age = 30
    try theirs.context.save()
    #expect {
      try mine.context.revert(change)
    } throws: { error in
      (error as? ConflictError)?.description
        == "Mookie Betts was changed by another session (age 28 → 30); list again and retry"
    }
    #expect(!mine.context.hasChanges)
  }
}
