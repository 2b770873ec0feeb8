import RosterFixtures
import Testing

@testable import RosterKit

/// A session's undo and redo of its own steps: the revert of the step's journal entry, and the
/// revert of that revert (`JournalRevert.undo`).
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
    let restore = try context.undo(deletion)
    #expect(restore.insertedCount("Team") + restore.insertedCount("Player") == 7)
    #expect(try dump() == before)
    #expect(try league.store.check().isEmpty)
    // Redo is the revert of the revert.
    try context.undo(restore)
    #expect(try dump().count == before.count - 6)
  }

  /// Every stored value of every table but versions, by table and id.
  private func everything() throws -> [[DatabaseValue]] {
    try context.model.entities.flatMap { entity in
      let columns = entity.columns.map(SQL.identifier)
      return try league.store.rows(
        "SELECT \(ident: "id"), " + SQL.joined(columns, separator: ", ")
          + " FROM \(ident: entity.table) ORDER BY 1"
      ).map { [.text(entity.table)] + $0 }
    }
  }

  /// The rows a cascade deleted come back from the journal a statement a table, with everything
  /// they had: a player's birthdate and guardianships, a coach's team (set to none by the delete).
  @Test func undoingALargeCascadeBringsBackEveryRowItTook() throws {
    let boston = try league.team("BOS")
    for index in 0..<300 {
      let player = context.insert(Player.self)
      player.name = "Prospect \(index)"
      player.birthdate = CalendarDate(year: 2008 + index % 5, month: 1 + index % 12, day: 1 + index % 28)
      player.team = boston
    }
    let mookie = try league.player("Mookie Betts")
    let parent = context.insert(context.model.entity(named: "Guardian"))
    parent.setValue(.text("Diana Betts"), forKey: "name")
    let link = context.insert(context.model.entity(named: "Guardianship"))
    link.setValue(.text("mother"), forKey: "relationship")
    link.setObject(parent, forKey: "guardian")
    link.setObject(mookie, forKey: "player")
    let coach = context.insert(context.model.entity(named: "Staff"))
    coach.setValue(.text("Alex Cora"), forKey: "name")
    coach.setObject(boston, forKey: "team")
    try context.save()
    let before = try everything()
    try context.delete(boston)
    let deletion = try context.save()
    #expect(try league.store.scalar("SELECT count(*) FROM guardianships") == .integer(0))
    let restore = try context.undo(deletion)
    #expect(try everything() == before)
    #expect(
      context.model.entities.reduce(0) { $0 + restore.insertedCount($1.name) } == deletion.deleted.count)
    #expect(try league.store.check().isEmpty)
    // The word index has them again, and the context finds them as any other rows.
    context.reset()
    #expect(try league.player("Prospect 299").team?.name == "Boston Red Sox")
    var search = FetchRequest(entity: context.model.entity(named: "Player"))
    search.searchText = "prospect"
    #expect(try context.count(search) == 300)
    // Redo deletes them again, and its undo brings them back once more.
    let redo = try context.undo(restore)
    #expect(
      try league.store.scalar("SELECT count(*) FROM players WHERE name LIKE 'Prospect%'") == .integer(0))
    try context.undo(redo)
    #expect(try everything() == before)
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
    try context.undo(insert)
    #expect(throws: LookupError.self) { try league.team("Chicago Cubs") }
    try context.undo(update)
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
      try mine.context.undo(change)
    } throws: { error in
      guard case .row(let conflict) = error as? UndoConflict else { return false }
      return conflict.description
        == "Mookie Betts was changed by another session (age 28 → 30); list again and retry"
    }
    #expect(!mine.context.hasChanges)
  }
}

extension Context {
  /// Takes back `changes`, a step of this context's session, as the session's `undo` does
  /// (`JournalRevert.undo`, no later step of its own passed over): what the undo did, as a change
  /// set (its journal entry's), whose own undo is the redo.
  @discardableResult
  func undo(_ changes: ChangeSet, force: Bool = false) throws -> ChangeSet {
    guard let entry = changes.journalEntry else { throw JournalRevertError.nothingChanged(0) }
    let outcome = try JournalRevert(context: self).undo(
      entry, stamp: stamp, force: force, passing: [], since: changes.origin.map { "the \($0.action)" })
    refreshObjects()
    guard let done = outcome.entry else { return ChangeSet() }
    var undone = try JournalReader(store: store, model: model).changeSet(ofEntry: done)
    undone.origin = changes.origin
    undone.forced = outcome.forced
    return undone
  }
}
