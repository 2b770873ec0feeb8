import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A league's schema as the history made it, whatever another program did to it: on opening,
/// Roster compares it with what the history makes (`SchemaAudit`), puts back what was dropped,
/// turned off or changed, and refuses changes while something is left it cannot put back;
/// `check` says what is wrong.
@Suite(.serialized) final class SchemaAuditTests {
  let location = Fixture.newDatabase()

  init() throws { _ = try Fixture.league(path: location) }
  deinit { Fixture.remove(location) }

  /// The league's database as another program reaches it: a store without Roster's opening.
  private func raw() throws -> any StoreMaintenance { try League.store(at: location) }

  private func dropTrigger(_ name: String, on table: String) throws {
    let store = try raw()
    try store.execute(
      store.dialect.engine == .sqlite
        ? "DROP TRIGGER \(ident: name)" : "DROP TRIGGER \(ident: name) ON \(ident: table)")
  }

  @Test func aLeagueAsTheHistoryMadeItHasNothingToPutBack() throws {
    let league = try League(path: location)
    #expect(league.schemaRepairs == [] && league.schemaDamage == [])
    #expect(
      try SchemaAudit.findings(RosterModel.shared, version: RosterModel.schemaVersion, store: league.store)
        == [])
  }

  /// The journal's trigger dropped by another program is back when Roster opens the league, so
  /// Roster's own changes are journaled.
  @Test func aDroppedJournalTriggerIsPutBackAndTheChangeJournaled() throws {
    try dropTrigger("players_journal_update", on: "players")
    let league = try League(path: location)
    #expect(league.schemaRepairs.map(\.name) == ["players_journal_update"])
    #expect(league.schemaDamage == [])
    let player = try league.player("Mookie Betts")
    player.position = "CF"
    let changes = try league.context.save()
    let entry = try #require(changes.journalEntry)
    let rows = try league.store.rows(
      "SELECT \"change\" FROM journal_rows WHERE entry = \(bind: .integer(entry)) AND entity = 'players'")
    #expect(rows == [[.text("update")]])
    #expect(try league.check() == [])
  }

  /// Every kind of object: an index, the search index's trigger, a check or a function.
  @Test func droppedIndexesAndSearchTriggersArePutBack() throws {
    let store = try raw()
    try store.execute("DROP INDEX players_team_age_name")
    try store.execute("DROP INDEX teams_unique_name_fold")
    if store.dialect.engine == .sqlite { try store.execute("DROP TRIGGER players_search_update") }
    let league = try League(path: location)
    #expect(
      Set(league.schemaRepairs.map(\.name)).isSuperset(of: [
        "players_team_age_name", "teams_unique_name_fold",
      ]))
    #expect(league.schemaDamage == [])
    #expect(
      try SchemaAudit.findings(RosterModel.shared, version: RosterModel.schemaVersion, store: league.store)
        == [])
  }

  @Test(.enabled(if: Backend.isPostgreSQL))
  func aDisabledTriggerADroppedCheckAndAReplacedFunctionArePutBack() throws {
    let store = try raw()
    try store.execute("ALTER TABLE players DISABLE TRIGGER players_journal_insert")
    try store.execute("ALTER TABLE players DROP CONSTRAINT players_birthdate_valid")
    try store.execute("ALTER TABLE teams DISABLE ROW LEVEL SECURITY")
    try store.executeScript(
      #"CREATE OR REPLACE FUNCTION "roster_journal_rows"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$"#
    )
    let league = try League(path: location)
    #expect(
      Set(league.schemaRepairs.map(\.name))
        == ["players_journal_insert", "players_birthdate_valid", "teams", "roster_journal_rows"])
    #expect(
      try SchemaAudit.findings(RosterModel.shared, version: RosterModel.schemaVersion, store: league.store)
        == [])
    // The function is the owner's again, as version 6 made it.
    #expect(
      try league.store.scalar("SELECT prosecdef FROM pg_proc WHERE proname = 'roster_journal_rows'")
        == .integer(1))
    #expect(throws: StoreError.self) {
      try league.store.execute("UPDATE players SET birthdate = '2015-13-45'")
    }
  }

  /// A trigger another program added to a table of the league would act on Roster's writes:
  /// Roster does not put it away, it refuses changes, with a sentence, until it goes.
  @Test func whatCannotBePutBackRefusesChanges() throws {
    let store = try raw()
    let body = #"DELETE FROM "journal_rows" WHERE "id" = new."id""#
    try store.executeScript(
      store.dialect.engine == .sqlite
        ? #"CREATE TRIGGER "forget" AFTER INSERT ON "journal_rows" BEGIN \#(body); END"#
        : #"""
        CREATE FUNCTION "forget"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \#(body); RETURN NULL; END $$;
        CREATE TRIGGER "forget" AFTER INSERT ON "journal_rows" FOR EACH ROW EXECUTE FUNCTION "forget"()
        """#)
    let league = try League(path: location)
    #expect(league.schemaDamage.map(\.name) == ["forget"])
    let player = try league.player("Mookie Betts")
    player.position = "CF"
    #expect(throws: StoreError.self) { try league.context.save() }
    do {
      try league.context.save()
    } catch let error as StoreError {
      #expect(error.kind == .refused)
      #expect(
        error.message.hasPrefix(
          "Roster does not change this league while its schema is not as Roster made it (the trigger 'forget' of journal_rows was not made by Roster)"
        ))
    }
    #expect(try league.check().contains("the trigger 'forget' of journal_rows was not made by Roster"))
  }

  /// A league Roster may not write (a file it cannot change): nothing put back, changes refused,
  /// and `check` names what is missing and what it means.
  @Test(.disabled(if: Backend.isPostgreSQL || getuid() == 0, "a file's permissions; root writes any file"))
  func aReadOnlyLeagueWithATriggerMissingIsReportedNotWritten() throws {
    try dropTrigger("players_journal_delete", on: "players")
    chmod(location, 0o444)
    defer { chmod(location, 0o644) }
    let league = try League(path: location)
    #expect(league.schemaDamage.map(\.name) == ["players_journal_delete"])
    #expect(
      try league.check() == [
        "the trigger 'players_journal_delete' of players is missing: changes to players are not journaled"
      ])
  }
}
