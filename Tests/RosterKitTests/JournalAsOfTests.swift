import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The league as of a journal entry (`JournalAsOf`): every table exactly as it was then, league ages
/// counted to the cutoff of then, and no change while it is shown.
struct JournalAsOfTests: JournalReading {
  let league: League
  var context: Context { league.context }
  var store: any Store { league.store }
  init() throws { league = try Fixture.league() }

  /// Every table's rows as a query reads them (versions aside: a row brought back from the journal
  /// has none).
  private func state() throws -> [[DatabaseValue]] {
    try context.model.entities.flatMap { entity in
      let columns = entity.columns.map(SQL.identifier)
      return try store.rows(
        "SELECT \(ident: "id"), " + SQL.joined(columns, separator: ", ")
          + " FROM \(ident: entity.table) ORDER BY \(ident: "id")"
      ).map { [.text(entity.table)] + $0 }
    }
  }

  /// A league age read as of an entry counts to the cutoff of then: the query compiler writes
  /// the cutoff into the SQL, read through the connection whose views show the league of then.
  @Test func leagueAgesAsOfAnEntryCountToItsCutoff() throws {
    let settings = context.insert(RosterModel.settings)
    settings.setValue(.text("2027-08-31"), forKey: "cutoff")
    let mookie = try league.player("Mookie Betts")
    mookie.setValue(.text("2016-08-31"), forKey: "birthdate")
    let before = try #require(try context.save().journalEntry)
    settings.setValue(.text("2026-08-01"), forKey: "cutoff")
    try context.save()
    let request = FetchRequest(
      entity: RosterModel.player, predicate: .comparison(key: "name", .equal, .text("Mookie Betts")))
    let leagueAge = { try self.context.fetchValues(request, keyPaths: ["leagueAge"]).first?.first }
    #expect(try leagueAge() == .integer(9))
    try JournalAsOf.enter(before, writer: context.writer, why: "as of")
    let then = try leagueAge()
    try JournalAsOf.leave(writer: context.writer)
    #expect(then == .integer(11))
    #expect(try leagueAge() == .integer(9))
  }

  @Test func theLeagueAsOfEveryEntryIsExactlyWhatItWasThen() throws {
    var generator = SeededGenerator(seed: 14)
    var snapshots: [(entry: Int64, state: [[DatabaseValue]])] = []
    snapshots.append((try newest().id, try state()))
    for step in 0..<60 {
      context.stamp = JournalStamp(author: "ana", command: "step \(step)")
      let players = try context.fetch(FetchRequest(entity: RosterModel.player))
      let teams = try context.fetch(FetchRequest(entity: RosterModel.team))
      switch Int.random(in: 0..<8, using: &generator) {
      case 0, 1:
        guard let player = players.randomElement(using: &generator) as? Player else { continue }
        player.age = Int.random(in: 18...40, using: &generator)
        player.position = ["P", "C", "SS", nil].randomElement(using: &generator)!
      case 2:
        guard let player = players.randomElement(using: &generator) as? Player else { continue }
        player.team = teams.randomElement(using: &generator) as? Team
      case 3:
        guard let player = players.randomElement(using: &generator) else { continue }
        try context.delete(player)
      case 4, 5:
        let player = context.insert(Player.self)
        player.name = "Player \(step)"
        player.age = 20
        player.team = teams.randomElement(using: &generator) as? Team
      case 6:
        if teams.count > 1, let team = teams.randomElement(using: &generator) {
          try context.delete(team)
        } else {
          let team = context.insert(Team.self)
          team.name = "Team \(step)"
        }
      default:
        let team = context.insert(Team.self)
        team.name = "Team \(step)"
        team.city = "City \(step)"
      }
      guard let entry = try context.save().journalEntry else { continue }
      snapshots.append((entry, try state()))
    }
    let now = try state()
    let writer = context.writer
    for (entry, snapshot) in snapshots {
      try JournalAsOf.enter(entry, writer: writer, why: "as of")
      let then = try state()
      try JournalAsOf.leave(writer: writer)
      #expect(then == snapshot, "as of @\(entry)")
    }
    #expect(try state() == now, "leaving gives today's rows back")
    // A change meanwhile is refused, with the sentence given.
    try JournalAsOf.enter(snapshots[0].entry, writer: writer, why: "shown as it was")
    defer { try? JournalAsOf.leave(writer: writer) }
    #expect(throws: AsOfError.readOnly("shown as it was")) {
      try writer.transaction { try store.execute(#"DELETE FROM "teams""#) }
    }
  }
}
