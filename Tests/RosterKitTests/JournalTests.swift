import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The journal: an entry for every committed change, written in the change's own transaction by
/// the database's triggers, with each row it touched (cascades included), whoever made it.
struct JournalTests: JournalReading {
  let league: League
  var context: Context { league.context }
  var store: any Store { league.store }
  init() throws { league = try Fixture.league() }

  private func entryCount() throws -> Int64 {
    try store.scalar(#"SELECT count(*) FROM "journal""#).integerValue!
  }

  @Test func eachSaveIsOneEntryWithItsCommandAuthorAndRows() throws {
    context.stamp = JournalStamp(author: "ana", command: #"set player "Mookie Betts" age=28"#)
    let mookie = try league.player("Mookie Betts")
    mookie.age = 28
    try context.save()
    let entry = try newest()
    #expect(entry.command == #"set player "Mookie Betts" age=28"#)
    #expect(entry.author == (try author("ana")))
    #expect(entry.changes.count == 1)
    let change = try #require(entry.changes.first)
    #expect(
      change.kind == .update && change.row == mookie.objectID.rowID && change.entity === RosterModel.player)
    #expect(change.old?["age"] == .integer(27) && change.new?["age"] == .integer(28))
    #expect(change.old?["name"] == .text("Mookie Betts"))
    #expect(try reader().lines(entry) == ["Mookie Betts: age 27 → 28"])
    // A moment in UTC, to the millisecond.
    #expect(entry.at.count == 24 && entry.at.hasSuffix("Z"))
  }

  @Test func aCascadeJournalsEveryRowItTookAndSaysItInOneLine() throws {
    let dodgers = try league.team("LAD")
    let players = try dodgers.players().count
    context.stamp = JournalStamp(author: "ana", command: "rm team LAD")
    try context.delete(dodgers)
    try context.save()
    let entry = try newest()
    #expect(entry.changes.filter { $0.entity === RosterModel.player && $0.kind == .delete }.count == players)
    #expect(entry.changes.filter { $0.entity === RosterModel.team }.map(\.kind) == [.delete])
    let deleted = try #require(entry.changes.first { $0.entity === RosterModel.team })
    #expect(deleted.old?["abbreviation"] == .text("LAD"))
    #expect(try reader().lines(entry) == ["− Los Angeles Dodgers and its \(players) players"])
    // Undone, the team comes back with them: one line too.
    _ = try JournalRevert(context: context).revert(
      entry.id, stamp: JournalStamp(author: "ana", command: "undo"))
    #expect(
      try reader().lines(try newest()) == [
        "+ Los Angeles Dodgers (Los Angeles, LAD) and its \(players) players"
      ])
  }

  @Test func anInsertKeepsOnlyItsIdAndReadsItsValuesFromTheRowOrItsNextChange() throws {
    context.stamp = JournalStamp(author: "ana", command: "add player")
    let rookie = context.insert(Player.self)
    rookie.name = "Test Rookie"
    rookie.age = 19
    rookie.position = "SS"
    rookie.number = "77"
    rookie.team = try league.team("BOS")
    try context.save()
    let added = try newest()
    let raw = try store.rows(
      #"SELECT "old", "new" FROM "journal_rows" WHERE "entry" = "# + SQL.value(.integer(added.id)))
    #expect(raw == [[.null, .null]], "an insert stores no copy of the row")
    #expect(try reader().lines(added) == ["+ Test Rookie (BOS, 19, SS, 77)"])
    rookie.age = 20
    try context.save()
    // The insert still reads as it was made: the values before the next change.
    let again = try #require(
      try entries {
        $0.since = .entry(added.id); $0.until = .entry(added.id)
      }.first)
    #expect(try reader().lines(again) == ["+ Test Rookie (BOS, 19, SS, 77)"])
  }

  @Test func aFailedOrEmptySaveLeavesNoEntry() throws {
    let before = try entryCount()
    let duplicate = context.insert(Team.self)
    duplicate.name = "boston red sox"
    #expect(throws: ValidationError.self) { try context.save() }
    context.rollback()
    #expect(try entryCount() == before)
    // A save that writes nothing is no change either.
    try context.save()
    let mookie = try league.player("Mookie Betts")
    mookie.age = mookie.age
    try context.save()
    #expect(try entryCount() == before)
  }

  @Test func anotherProgramsChangesAreJournaledAsSuch() throws {
    try store.execute(#"UPDATE "players" SET "age" = 40 WHERE "name" = 'Mookie Betts'"#)
    try store.execute(#"DELETE FROM "players" WHERE "name" = 'Max Muncy'"#)
    // One entry on SQLite (until Roster writes again), one a transaction on PostgreSQL.
    let made = try entries { $0.limit = Backend.isPostgreSQL ? 2 : 1 }
    #expect(made.allSatisfy { $0.command == nil })
    let expected = try author("another program")
    #expect(made.allSatisfy { $0.author == expected })
    let lines = try made.flatMap { try reader().lines($0) }
    #expect(lines.contains("Mookie Betts: age 27 → 40"))
    #expect(lines.contains("− Max Muncy"))
    // Roster's next change has an entry of its own.
    context.stamp = JournalStamp(author: "ana", command: "set")
    try league.player("Clayton Kershaw").age = 33
    try context.save()
    #expect(try newest().command == "set")
    #expect(try newest().changes.count == 1)
  }

  /// Another program's statement that finds no row changes nothing, and writes nothing in the
  /// journal: not even an entry without rows (on PostgreSQL, whose statement triggers fire once
  /// however many rows, before schema 12 each such statement was an empty entry).
  @Test func anotherProgramsStatementThatFindsNoRowIsNoEntry() throws {
    let before = try entryCount()
    try store.execute(#"UPDATE "players" SET "age" = 40 WHERE "name" = 'Nobody'"#)
    try store.execute(#"DELETE FROM "players" WHERE "name" = 'Nobody'"#)
    try store.execute(
      #"INSERT INTO "teams" ("name", "name_fold") SELECT "name", "name_fold" FROM "teams" WHERE false"#)
    #expect(try entryCount() == before)
  }

  @Test func anImportAndItsUndoAreAnEntryEach() throws {
    let scratch = TemporaryFolder()
    let path = scratch.file("players.csv")
    try "team,name,age\nBOS,New One,20\nBOS,New Two,21\nBOS,Mookie Betts,28\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    context.stamp = JournalStamp(author: "ana", command: "import players.csv")
    let triggers: SQL = "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"
    let before = Backend.isPostgreSQL ? [] : try store.rows(triggers)
    let report = try Importer(context: context).run([path])
    // On SQLite the import journals its new rows in one statement, and its trigger is back as it was.
    if !Backend.isPostgreSQL { #expect(try store.rows(triggers) == before) }
    let imported = try newest()
    #expect(imported.command == "import players.csv")
    #expect(
      imported.counts.map { "\($0.kind.rawValue) \($0.entity.name) \($0.count)" }.sorted()
        == ["insert Player 2", "update Player 1"])
    #expect(reader().summary(imported) == "added 2 players and changed 1 player")
    context.stamp = JournalStamp(author: "ana", command: "undo")
    _ = try context.undo(report.changes)
    let undone = try newest()
    #expect(undone.command == "undo" && undone.id > imported.id)
    #expect(undone.counts.map { "\($0.kind.rawValue) \($0.count)" }.sorted() == ["delete 2", "update 1"])
  }

  @Test func anObjectsLogHasItsRowAndTheRowsUnderIt() throws {
    let redSox = try league.team("BOS")
    let mookie = try league.player("Mookie Betts")
    context.stamp = JournalStamp(author: "ana", command: "set")
    mookie.age = 28
    try context.save()
    context.stamp = JournalStamp(author: "bo", command: "move")
    mookie.team = try league.team("LAD")
    try context.save()
    context.stamp = JournalStamp(author: "bo", command: "set team")
    try league.team("YOM").city = "Tokyo"
    try context.save()
    let commands = try entries { $0.object = redSox.objectID }.map(\.command)
    // The fixture's own save added the Red Sox's players; the move took Mookie away.
    #expect(commands.prefix(2) == ["move", "set"])
    #expect(!commands.contains("set team"))
    let ofMookie = try entries { $0.object = mookie.objectID }
    #expect(ofMookie.map(\.command).prefix(2) == ["move", "set"])
    #expect(try reader().lines(ofMookie[0]) == ["Mookie Betts: team Boston Red Sox → Los Angeles Dodgers"])
    if !Backend.isPostgreSQL {
      #expect(try entries { $0.author = "bo" }.map(\.command) == ["set team", "move"])
    }
    #expect(try entries { $0.limit = 2 }.map(\.command) == ["set team", "move"])
    let first = try entries { $0.limit = 3 }.last!.id
    #expect(try entries { $0.since = .entry(first) }.count == 3)
    #expect(try entries { $0.until = .entry(first - 1) }.allSatisfy { $0.id < first })
  }

  @Test func aLargeEntryIsCountedWithoutReadingItsRows() throws {
    context.stamp = JournalStamp(author: "ana", command: "rm team LAD")
    try context.delete(try league.team("LAD"))
    try context.save()
    var filter = JournalReader.Filter()
    filter.rowsPerEntry = 1
    filter.limit = 1
    let entry = try #require(try reader().entries(filter).first)
    #expect(entry.changes.isEmpty && !entry.isWhole)
    #expect(reader().summary(entry).hasPrefix("deleted 1 team and 4 players"))
  }

  @Test func migrateCopiesTheJournal() throws {
    context.stamp = JournalStamp(author: "ana", command: "set")
    try league.player("Mookie Betts").age = 28
    try context.save()
    let target = try League(path: Fixture.temporaryPath("copy"))
    defer { Fixture.remove(target.store.location) }
    _ = try LeagueTransfer.copy(from: league, to: target)
    let select: SQL = #"SELECT "id", "at", "author", "command" FROM "journal" ORDER BY "id""#
    #expect(try target.store.rows(select) == (try store.rows(select)))
    let rows: SQL = #"SELECT "entry", "entity", "row", "change" FROM "journal_rows" ORDER BY "id""#
    #expect(try target.store.rows(rows) == (try store.rows(rows)))
    let copied = JournalReader(store: target.store, model: target.context.model)
    var filter = JournalReader.Filter()
    filter.limit = 1
    #expect(try copied.lines(try #require(copied.entries(filter).first)) == ["Mookie Betts: age 27 → 28"])
    // The copy goes on journaling, after the entries it copied.
    target.context.stamp = JournalStamp(author: "bo", command: "next")
    try target.player("Mookie Betts").age = 29
    try target.context.save()
    #expect(try copied.entries(filter).first?.command == "next")
  }

  @Test func anUpgradedLeagueStartsItsJournalWithOneEntry() throws {
    let location = try SchemaFixtures.database(version: 3)
    defer { Fixture.remove(location) }
    let upgraded = try League(path: location)
    let journal = try upgraded.store.rows(#"SELECT "command" FROM "journal""#)
    #expect(journal == [[.text("the journal starts (schema 5)")]])
    #expect(try upgraded.store.scalar(#"SELECT count(*) FROM "journal_rows""#) == .integer(0))
  }
}
