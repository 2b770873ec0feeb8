import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A league of the release before the database checked stored values (version 8), holding values
/// another program wrote that Roster cannot read, upgrades: nothing is lost — each value is
/// replaced, in a journal entry of the upgrade's own whose rows keep the old ones — and nothing
/// fails.
struct UpgradeRepairTests {
  @Test func valuesRosterCannotReadAreReplacedAndKeptInTheJournal() throws {
    let location = try SchemaFixtures.database(version: 8)
    defer { Fixture.remove(location) }
    let ava: Int64
    let stray: Int64
    do {
      // As psql or the sqlite3 shell did, before the checks: journaled as another program's.
      let old = try League.store(at: location)
      ava = try #require(old.scalar("SELECT id FROM players WHERE name = 'Ava Chen'").integerValue)
      try old.execute("UPDATE players SET birthdate = '2015-13-45' WHERE id = \(bind: .integer(ava))")
      stray = try old.insert(
        "INSERT INTO players (name, name_fold, age, number, position) VALUES ('Stray\tKid', 'Stray Kid', 9, 'abc', ' P')"
          + old.dialect.insertedKey("id"))
    }
    let league = try League(path: location)
    #expect(league.upgrade == League.Upgrade(from: 8, to: RosterModel.schemaVersion))
    let values = { (id: Int64) in
      try league.store.rows(
        "SELECT name, name_fold, birthdate, number, position FROM players WHERE id = \(bind: .integer(id))")[
          0]
    }
    // Ava's birthdate as the journal had it before another program's change; the stray row's
    // values without what the checks refuse.
    #expect(try values(ava)[2] == .text("2016-05-14"))
    #expect(try values(stray) == [.text("StrayKid"), .text("straykid"), .null, .null, .text("P")])
    #expect(try league.check() == [])
    // The upgrade's entry holds what it replaced.
    let entry = try #require(
      league.store.scalar("SELECT max(id) FROM journal WHERE command LIKE 'the upgrade to schema 9%'")
        .integerValue)
    let command = try league.store.scalar("SELECT command FROM journal WHERE id = \(bind: .integer(entry))")
      .description
    #expect(command.contains("players #\(ava) birthdate '2015-13-45'"))
    #expect(command.contains("players #\(stray) number 'abc'"))
    let old = try league.store.rows(
      "SELECT row, \"old\" FROM journal_rows WHERE entry = \(bind: .integer(entry)) AND entity = 'players' ORDER BY row"
    )
    #expect(old.map { $0[0] } == [.integer(ava), .integer(stray)])
    #expect(JournalReader.image(old[0][1])?["birthdate"] == .text("2015-13-45"))
    #expect(JournalReader.image(old[1][1])?["number"] == .text("abc"))
    #expect(JournalReader.image(old[1][1])?["name"] == .text("Stray\tKid"))
  }
}
