import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A delete meets the version it read, as an update does: a row another session changed since
/// this one read it is not deleted, and the refusal names the row and what changed — one row a
/// statement, and many rows in one. Two contexts on one database, on both engines.
struct DeleteConflictTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  /// This session, and another one on the same league.
  let mine: League
  let theirs: League

  init() throws {
    _ = try Fixture.league(path: ownDatabase.location)
    mine = try League(path: ownDatabase.location)
    theirs = try League(path: ownDatabase.location)
  }

  /// The player's stored age and number, as a third session reads them now; nil once deleted.
  private func stored(_ name: String) throws -> [DatabaseValue]? {
    try League.store(at: ownDatabase.location).rows(
      "SELECT \(ident: "age"), \(ident: "number") FROM \(ident: "players") WHERE \(ident: "name") = \(bind: .text(name))"
    ).first
  }

  @Test func aRowChangedSinceItWasReadIsNotDeleted() throws {
    let player = try mine.player("Mookie Betts")
    let other = try theirs.player("Mookie Betts")
    other.age = 28
    try theirs.context.save()
    try mine.context.delete(player)
    #expect {
      try mine.context.save()
    } throws: { error in
      let conflict = error as? ConflictError
      return conflict?.objectID == player.objectID && conflict?.wasDeleted == false
        && conflict?.description
          == "Mookie Betts was changed by another session (age 27 → 28); list again and retry"
    }
    #expect(try stored("Mookie Betts") == [.integer(28), .text("50")], "the other session's change stands")
  }

  /// Many rows of one entity go in one statement (`RowWriter.delete(_:rows:)`): one of them
  /// changed since, none is deleted, and the refusal names that one.
  @Test func oneRowOfManyChangedSinceKeepsThemAll() throws {
    let players = try ["Zoe Adams", "Zoë Young", "ábel Díaz"].map { try mine.player($0) }
    let other = try theirs.player("Zoë Young")
    other.number = "31"
    try theirs.context.save()
    try mine.context.delete(players)
    #expect {
      try mine.context.save()
    } throws: { error in
      let conflict = error as? ConflictError
      return conflict?.objectID == players[1].objectID
        && conflict?.description
          == "Zoë Young was changed by another session (number 12 → 31); list again and retry"
    }
    #expect(try stored("Zoe Adams") == [.integer(21), .text("13")])
    #expect(try stored("Zoë Young") == [.integer(21), .text("31")])
    #expect(try stored("ábel Díaz") == [.integer(24), .text("8")])
  }

  /// A team changed since (its city) is not deleted, and nor are its players with it.
  @Test func aTeamChangedSinceItWasReadIsNotDeletedWithItsPlayers() throws {
    let team = try mine.team("LAD")
    let other = try theirs.team("LAD")
    other.city = "Brooklyn"
    try theirs.context.save()
    try mine.context.delete(team)
    #expect {
      try mine.context.save()
    } throws: { error in
      (error as? ConflictError)?.description
        == "Los Angeles Dodgers was changed by another session (city Los Angeles → Brooklyn); list again and retry"
    }
    #expect(try stored("Clayton Kershaw") == [.integer(32), .text("22")])
  }
}
