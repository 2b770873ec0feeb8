import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The journal: an entry for every committed change, written in the change's own transaction by
/// the database's triggers, with each row it touched (cascades included), whoever made it.
struct JournalTests {
  let league: League
  var context: Context { league.context }
  var store: any Store { league.store }
  init() throws { league = try Fixture.league() }

  private func reader() -> JournalReader { JournalReader(store: store, model: context.model) }

  private func entries(_ configure: (inout JournalReader.Filter) -> Void = { _ in }) throws -> [JournalEntry]
  {
    var filter = JournalReader.Filter()
    filter.rowsPerEntry = .max
    configure(&filter)
    return try reader().entries(filter)
  }

  private func newest() throws -> JournalEntry { try #require(try entries { $0.limit = 1 }.first) }

  private func entryCount() throws -> Int64 {
    try store.scalar(#"SELECT count(*) FROM "journal""#).integerValue!
  }

  /// What the engine records as the author: the stamp's on SQLite, the server's user on PostgreSQL.
  private func author(_ stamped: String) throws -> String {
    Backend.isPostgreSQL ? try store.scalar("SELECT session_user").description : stamped
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

  @Test func anImportAndItsUndoAreAnEntryEach() throws {
    let path = Fixture.temporaryPath("players").replacingOccurrences(of: ".sqlite", with: ".csv")
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
    #expect(try reader().summary(imported) == "added 2 players and changed 1 player")
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

  // MARK: Undo from the journal

  private func revert(_ id: Int64, by author: String = "ana") throws -> JournalRevert.Outcome {
    try JournalRevert(context: context).revert(id, stamp: JournalStamp(author: author, command: "undo"))
  }

  private func stampedSave(_ author: String, _ command: String, _ change: () throws -> Void) throws -> Int64 {
    context.stamp = JournalStamp(author: author, command: command)
    try change()
    return try #require(try context.save().journalEntry)
  }

  private func snapshot() throws -> [[DatabaseValue]] {
    try ["teams", "players", "staff"].flatMap { table in
      try store.rows("SELECT * FROM \(ident: table) ORDER BY \(ident: "id")").map {
        // Versions move on with every write; the values are what must come back.
        [.text(table)] + $0.enumerated().filter { $0.offset != 1 }.map(\.element)
      }
    }
  }

  @Test func aRevertPutsBackWhatAnEntryChangedDeletedAndAdded() throws {
    let before = try snapshot()
    let set = try stampedSave("ana", "set") { try league.player("Mookie Betts").age = 30 }
    let removed = try stampedSave("ana", "rm team LAD") { try context.delete(try league.team("LAD")) }
    let added = try stampedSave("ana", "add team") {
      let team = context.insert(Team.self)
      team.name = "Chicago Cubs"
    }
    for id in [added, removed, set] { try revert(id) }
    context.reset()
    #expect(try snapshot() == before)
    // Each revert is an entry that names what it took back, and can be taken back in turn.
    let reverts = try store.rows(
      #"SELECT "reverts" FROM "journal" WHERE "reverts" IS NOT NULL ORDER BY "id""#)
    #expect(reverts == [[.integer(added)], [.integer(removed)], [.integer(set)]])
    let undoOfSet = try #require(try entries { $0.limit = 1 }.first).id
    try revert(undoOfSet)
    context.reset()
    #expect(try league.player("Mookie Betts").age == 30)
  }

  @Test func aRevertIsRefusedWhenSomeoneChangedTheRowsSince() throws {
    let ana = try stampedSave("ana", "set age") { try league.player("Mookie Betts").age = 30 }
    _ = try stampedSave("bo", #"set player "Mookie Betts" position=CF"#) {
      try league.player("Mookie Betts").position = "CF"
    }
    let bo = try author("bo")
    #expect(
      throws: JournalRevertError.changedSince(
        ana, name: "Mookie Betts", by: ana + 1, author: bo, command: #"set player "Mookie Betts" position=CF"#
      )
    ) {
      try revert(ana)
    }
    context.reset()
    #expect(try league.player("Mookie Betts").age == 30, "nothing was changed")
    #expect(throws: JournalRevertError.noEntry(9999)) { try revert(9999) }
  }

  @Test func theNewestChangeOfAnAuthorIsTheOneNotYetUndone() throws {
    guard !Backend.isPostgreSQL else { return }  // There, every author is the server's user.
    let first = try stampedSave("ana", "one") { try league.player("Mookie Betts").age = 30 }
    let second = try stampedSave("ana", "two") { try league.player("Max Muncy").age = 30 }
    _ = try stampedSave("bo", "three") { try league.player("Clayton Kershaw").age = 40 }
    let journal = JournalRevert(context: context)
    #expect(try journal.newest(by: "ana") == second)
    try revert(second)
    #expect(try journal.newest(by: "ana") == first, "neither the undone change nor the undo")
    #expect(throws: JournalRevertError.self) { try revert(second) }
  }

  @Test func anImportIsUndoneFromTheJournal() throws {
    let before = try snapshot()
    let path = Fixture.temporaryPath("players").replacingOccurrences(of: ".sqlite", with: ".csv")
    try "team,name,age\nBOS,New One,20\nCHC,New Two,21\nBOS,Mookie Betts,28\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    try "name,city,abbreviation\nChicago Cubs,Chicago,CHC\n".write(
      toFile: path + ".teams.csv", atomically: true, encoding: .utf8)
    context.stamp = JournalStamp(author: "ana", command: "import")
    let report = try Importer(context: context).run([path, path + ".teams.csv"])
    let id = try #require(report.changes.journalEntry)
    try revert(id)
    context.reset()
    #expect(try snapshot() == before)
  }

  @Test func aRevertKeepsRowsAddedSinceThatReferToWhatItWouldDelete() throws {
    let added = try stampedSave("ana", "add team") {
      let team = context.insert(Team.self)
      team.name = "Chicago Cubs"
    }
    _ = try stampedSave("bo", "add player") {
      let player = context.insert(Player.self)
      player.name = "Cub One"
      player.age = 20
      player.team = try league.team("Chicago Cubs")
    }
    #expect(throws: JournalRevertError.referenced(added, name: "Chicago Cubs", others: "1 player")) {
      try revert(added)
    }
    #expect(try league.team("Chicago Cubs").name == "Chicago Cubs")
  }

  /// A deleted row that cannot come back is named, with why and what to do, and nothing changes:
  /// one whose number a player added since has, one whose team was deleted since, one whose row
  /// id a row added since took.
  @Test func aRowThatCannotComeBackIsNamedWithWhy() throws {
    let removed = try stampedSave("ana", "rm player") {
      try context.delete(try league.player("Mookie Betts"))
    }
    _ = try stampedSave("ana", "set") { try league.player("José Abreu").number = "50" }
    #expect {
      try revert(removed)
    } throws: { error in
      (error as? JournalRevertError)?.description
        == "Mookie Betts, which @\(removed) deleted, cannot come back: number 50 is already taken on Boston Red Sox by José Abreu; nothing was changed — change or delete that row first"
    }
    #expect(throws: LookupError.self) { try league.player("Mookie Betts") }

    let second = try stampedSave("ana", "rm player") { try context.delete(try league.player("Zoe Adams")) }
    let team = try stampedSave("ana", "rm team") { try context.delete(try league.team("BOS")) }
    #expect(
      throws: JournalRevertError.cannotRestore(
        second, name: "Zoe Adams", why: "its team, Boston Red Sox, was deleted since (in @\(team))",
        then: "take @\(team) back first ('revert \(team)')")
    ) {
      try revert(second)
    }
    try revert(team)
    try revert(second)
    context.reset()
    #expect(try league.player("Zoe Adams").team?.name == "Boston Red Sox")
  }

  // MARK: The league as it was

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

  /// An image's values as the row held them: an integer past 2^53 exactly, a real, a whole
  /// real as the integer SQLite's JSON writes it for, text with escapes, and null.
  @Test func imagesReadBackTheRowsValues() {
    let image = JournalReader.image(
      .text(
        #"{"big": 9007199254740993, "least": -9223372036854775808, "real": 1.5, "whole": 28.0, "#
          + #""text": "O'Brien \"Jr\" \u00e9", "none": null, "yes": true}"#))
    #expect(image?["big"] == .integer(9_007_199_254_740_993))
    #expect(image?["least"] == .integer(.min))
    #expect(image?["real"] == .real(1.5))
    #expect(image?["whole"] == .integer(28))
    #expect(image?["text"] == .text("O'Brien \"Jr\" é"))
    #expect(image?["none"] == .null)
    #expect(image?["yes"] == .integer(1))
    #expect(JournalReader.image(.text("not json")) == nil)
    #expect(JournalReader.image(.null) == nil)
  }
}
