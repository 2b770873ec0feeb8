import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Ids are never given again, on either engine: a new row never takes a deleted one's, nor one
/// the journal names, so it never inherits another's history in `log` and `show`.
struct IDReuseTests {
  @Test func aDeletedPlayersIdIsNotGivenAgain() throws {
    let league = try Fixture.league()
    let last = try league.player("Tom O'Brien")
    let id = last.objectID.rowID
    #expect(try league.store.scalar("SELECT max(id) FROM players") == .integer(id))
    try league.context.delete(last)
    try league.context.save()
    let player = league.context.insert(Player.self)
    player.name = "New Kid"
    player.age = 9
    player.team = try league.team("BOS")
    try league.context.save()
    #expect(player.objectID.rowID > id)
    var filter = JournalReader.Filter()
    filter.object = player.objectID
    #expect(try JournalReader(store: league.store, model: league.context.model).entries(filter).count == 1)
  }

  /// A league from before version 9 whose largest id was deleted: after the upgrade, the next id
  /// is past it, and past every id its journal names.
  @Test func anUpgradedLeagueGivesNoIdItsJournalNames() throws {
    let location = try SchemaFixtures.database(version: 8)
    defer { Fixture.remove(location) }
    let deleted: Int64
    do {
      let old = try League.store(at: location)
      deleted = try #require(old.scalar("SELECT max(id) FROM players").integerValue)
      try old.execute("DELETE FROM contacts WHERE player_id = \(bind: .integer(deleted))")
      try old.execute("DELETE FROM players WHERE id = \(bind: .integer(deleted))")
    }
    let league = try League(path: location)
    let player = league.context.insert(Player.self)
    player.name = "Nuevo"
    player.age = 12
    try league.context.save()
    #expect(player.objectID.rowID > deleted)
  }

  /// A league copied into another database (`migrate`) keeps its ids, and gives none its journal
  /// names either.
  @Test func aCopiedLeagueGivesNoIdItsJournalNames() throws {
    let (sourceLocation, targetLocation) = (Fixture.newDatabase(), Fixture.newDatabase())
    defer {
      Fixture.remove(sourceLocation)
      Fixture.remove(targetLocation)
    }
    let source = try Fixture.league(path: sourceLocation)
    let last = try source.player("Tom O'Brien")
    let id = last.objectID.rowID
    try source.context.delete(last)
    try source.context.save()
    let target = try League(path: targetLocation)
    _ = try LeagueTransfer.copy(from: source, to: target)
    let player = target.context.insert(Player.self)
    player.name = "New Kid"
    player.age = 9
    try target.context.save()
    #expect(player.objectID.rowID > id)
  }
}
