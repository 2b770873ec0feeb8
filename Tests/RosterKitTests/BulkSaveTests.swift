import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A save of many objects — a bulk edit, a season's rollover, their undo — and a revert from the
/// journal: a statement for many rows, not one for each, however many there are (40,000 players
/// here; 15,000 were refused, the duplicates' query holding two bound values a person), with
/// the same refusals, each naming its row, as a save a row at a time.
final class BulkSaveTests: ImportingTests {
  let folder: String
  let location: String
  let league: League
  var context: Context { league.context }

  init() throws {
    folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
    location = Fixture.newDatabase()
    league = try League(path: location)
  }

  deinit {
    Fixture.remove(location)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// `count` players born 2010–2017 (each a name of their own: no duplicates) on `teams` teams
  /// (`T0`…), numbered within each team when `numbered`, imported.
  private func importPlayers(_ count: Int, teams: Int, numbered: Bool = false) throws {
    var teamRows = "name,abbreviation\n"
    for team in 0..<teams { teamRows += "Team \(team),T\(team)\n" }
    var playerRows = "team,name,birthdate,position,number\n"
    for index in 0..<count {
      let born = "\(2010 + index % 8)-\(Self.twoDigits(1 + index % 12))-\(Self.twoDigits(1 + index % 28))"
      playerRows += "T\(index % teams),Player \(index),\(born),P,\(numbered ? String(index / teams) : "")\n"
    }
    try importing([try file("teams.csv", teamRows), try file("players.csv", playerRows)])
  }

  private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

  private func count(_ sql: SQL) throws -> Int64 { try league.store.scalar(sql).integerValue ?? -1 }

  private var entries: Int64 { get throws { try count(#"SELECT count(*) FROM "journal""#) } }

  /// A context of the league's model over `store`, with the league's rules.
  private func context(over store: any Store) -> Context {
    let other = Context(store: store, model: RosterModel.shared)
    other.saveChecks = [Eligibility.saveCheck]
    return other
  }

  /// On SQLite, the connection's cache spills again once a large transaction is over, whether it
  /// committed or was refused: only the large transaction keeps its pages in memory.
  private func expectCacheSpillsAgain(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    guard !Backend.isPostgreSQL else { return }
    #expect(try count("PRAGMA cache_spill") != 0, sourceLocation: sourceLocation)
  }

  // MARK: Scale

  /// 40,000 players changed in one save, with the league's rules checked over all of them (a new
  /// duplicate among them found and refused), journaled as one entry, reverted in one step.
  @Test func fortyThousandPlayersChangeInOneSaveAndRevertInOne() throws {
    try importPlayers(40_000, teams: 40)
    let twin = context.insert(Player.self)
    twin.name = "PLAYER 7"
    twin.birthdate = CalendarDate(iso: "2017-08-08")
    try context.save()
    let players = try context.fetch(FetchRequest(entity: RosterModel.player))
    #expect(players.count == 40_001)
    for player in players { player.setValue(.text("C"), forKey: "position") }
    // Player 7 on T7, born 2017-08-08, and the free agent of the same name and birthdate put on
    // a team: the same person on two rosters, which the save's audit finds among 40,001 people.
    twin.setObject(try league.team("T0"), forKey: "team")
    let before = try entries
    #expect(throws: RuleError.self) { try self.context.save() }
    #expect(try count(#"SELECT count(*) FROM "players" WHERE "position" = 'C'"#) == 0)
    try expectCacheSpillsAgain()
    #expect(try entries == before)
    twin.setObject(nil, forKey: "team")
    let changes = try context.save()
    #expect(changes.updated.count == 40_001)
    try expectCacheSpillsAgain()
    #expect(try count(#"SELECT count(*) FROM "players" WHERE "position" = 'C'"#) == 40_001)
    #expect(try entries == before + 1)
    #expect(
      try count(#"SELECT count(*) FROM "journal_rows" WHERE "entry" = (SELECT max("id") FROM "journal")"#)
        == 40_001)
    try context.undo(changes)
    #expect(try count(#"SELECT count(*) FROM "players" WHERE "position" = 'P'"#) == 40_000)
    #expect(try entries == before + 2)
  }

  // MARK: Statements

  /// An entry that changed a row three times, two keys in turn (a script's `set`s in one
  /// transaction), taken back from the journal in a batch: every key it changed gets the value
  /// it had before the entry — the one changed twice its first, the other one as well.
  @Test func aRowChangedSeveralTimesInAnEntryGetsBackEveryKeyItChanged() throws {
    try importPlayers(3, teams: 1, numbered: true)
    let id = try count(#"SELECT min("id") FROM "players""#)
    let writer = context.writer
    try writer.transaction {
      let player = RosterModel.player
      try writer.update(player, id: id, version: nil, values: [(key: "position", value: .text("C"))])
      try writer.update(player, id: id, version: nil, values: [(key: "number", value: .text("99"))])
      try writer.update(player, id: id, version: nil, values: [(key: "position", value: .text("D"))])
    }
    let entry = try #require(writer.lastEntry)
    try JournalRevert(context: context).revert(entry, stamp: JournalStamp(author: "tests", command: "undo"))
    let row = try league.store.rows(
      #"SELECT "position", "number" FROM "players" WHERE "id" = "# + SQL.value(.integer(id)))
    #expect(row.first?.map(\.description) == ["P", "0"])
  }

  /// Changes to 2,000 rows, their deletion, the check of a unique rule for them and their revert
  /// from the journal each run a few statements: a statement a row was 2,000 round trips on a
  /// server, each running the journal's trigger.
  @Test func manyRowsAreWrittenAndCheckedInAFewStatements() throws {
    try importPlayers(2_000, teams: 4, numbered: true)
    let counting = CountingStore(league.store)
    let bulk = context(over: counting)
    let players = try bulk.fetch(FetchRequest(entity: RosterModel.player))
    for player in players { player.setValue(.text("C"), forKey: "position") }
    counting.reset()
    let changes = try bulk.save()
    #expect(changes.updated.count == 2_000)
    #expect(counting.statements < 40, "a statement a player: \(counting.statements)")
    // Players of T1 moved to T0, whose numbers they share: each of them named, in a query.
    let moving = players.filter {
      $0.targetID(forKey: "team")?.rowID == players[1].targetID(forKey: "team")?.rowID
    }
    let t0 = try bulk.fetch(
      FetchRequest(entity: RosterModel.team, predicate: .comparison(key: "abbreviation", .equal, .text("T0")))
    )[0]
    for player in moving { player.setObject(t0, forKey: "team") }
    counting.reset()
    let problems = try bulk.problems(of: moving)
    #expect(problems.count == 500)
    #expect(problems.first?.message == "number 0 is already taken on Team 0")
    #expect(counting.statements < 10, "a query a player: \(counting.statements)")
    bulk.rollback()
    // Undone from the journal, as `roster undo` in a new process does.
    counting.reset()
    let entry = try #require(changes.journalEntry)
    try JournalRevert(context: bulk).revert(entry, stamp: JournalStamp(author: "tests", command: "undo"))
    #expect(counting.statements < 40, "a statement a player: \(counting.statements)")
    #expect(try count(#"SELECT count(*) FROM "players" WHERE "position" = 'P'"#) == 2_000)
    // What a context holds is read again in a query, not one an object.
    counting.reset()
    bulk.refreshObjects()
    #expect(counting.statements < 5, "a query an object: \(counting.statements)")
    #expect(players.allSatisfy { $0.value(forKey: "position") == .text("P") })
    counting.reset()
    try bulk.delete(players)
    try bulk.save()
    #expect(counting.statements < 40, "a statement a player: \(counting.statements)")
    #expect(try count(#"SELECT count(*) FROM "players""#) == 0)
  }

  /// A file of players out of their teams' order (sorted by name, say) reads each team's roster
  /// once: with 64 rosters kept, a file of 100 teams read one again for each player (100,000
  /// players: minutes).
  @Test func anImportOutOfTeamOrderReadsEachRosterOnce() throws {
    try importPlayers(3_000, teams: 100)
    var rows = "team,name,birthdate,position,number\n"
    // The same players by team order within each name's hundred: every row another team.
    for index in 0..<3_000 {
      let born = "\(2010 + index % 8)-\(Self.twoDigits(1 + index % 12))-\(Self.twoDigits(1 + index % 28))"
      rows += "T\(index % 100),Player \(index),\(born),P,\n"
    }
    let counting = CountingStore(league.store)
    let report = try Importer(context: context(over: counting)).run([try file("again.csv", rows)])
    #expect(report["Player"] == .init(added: 0, updated: 0, unchanged: 3_000))
    #expect(counting.statements < 300, "a roster read again a player: \(counting.statements)")
  }

  // MARK: Refusals

  /// Another session's change to one row of a batch stops the whole save, and the sentence names
  /// that row and the change, as for a save of that row alone.
  @Test func aRowChangedSinceInABatchIsNamedAndNothingIsWritten() throws {
    try importPlayers(200, teams: 2)
    let players = try context.fetch(FetchRequest(entity: RosterModel.player))
    for player in players { player.setValue(.text("C"), forKey: "position") }
    let other = try League(path: location)
    let changed = try other.player("Player 123")
    changed.setValue(.text("SS"), forKey: "position")
    try other.context.save()
    let conflict = try #require(throws: ConflictError.self) { try self.context.save() }
    #expect(conflict.name == "Player 123" && !conflict.wasDeleted)
    #expect(conflict.changes.filter { $0.key == "position" }.map { "\($0.was) → \($0.now)" } == ["P → SS"])
    #expect(try count(#"SELECT count(*) FROM "players" WHERE "position" = 'C'"#) == 0)
    context.rollback()
    // A deletion of many rows, one of them deleted since.
    try other.context.delete(try other.player("Player 45"))
    try other.context.save()
    try context.delete(players)
    #expect {
      try self.context.save()
    } throws: { error in
      (error as? ConflictError)?.description
        == "Player 45 was deleted by another session; list again and retry"
    }
    #expect(try count(#"SELECT count(*) FROM "players""#) == 199)
  }

  /// A unique rule that a batch breaks is refused with the model's sentence for the row that
  /// breaks it, and nothing of the batch is written.
  @Test func aUniqueRuleABatchBreaksIsWordedForItsRow() throws {
    try importPlayers(200, teams: 2)
    let team = try league.team("T0")
    let players = try context.fetch(Player.request(team: team))
    for (index, player) in players.enumerated() {
      player.setValue(.text(String(index % 99)), forKey: "number")
    }
    #expect {
      try self.context.save()
    } throws: { error in
      (error as? ValidationError)?.message.hasPrefix("number ") == true
        && (error as? ValidationError)?.message.contains(" is already taken on Team 0") == true
    }
    #expect(try count(#"SELECT count(*) FROM "players" WHERE "number" IS NOT NULL"#) == 0)
  }

  // MARK: Values

  /// Text a batch binds as JSON comes back exactly, its folded copies too: quotes, backslashes,
  /// JSON's own punctuation, accents, other scripts and emoji.
  @Test func valuesWrittenInABatchArriveExactly() throws {
    try importPlayers(8, teams: 1)
    let names = [
      #"Ann "Quote" O'Brien"#, #"Back\slash \\ two"#, #"\u0041 \n not escapes"#, "Zoë Ñúñez", "大谷翔平 ⚾️",
      #"#"}]{[,: null"#, "Ünïcødé Ŀĳ ß", "Middle · dot",
    ]
    // In the order of their ids, as the rows are read back.
    let players = try context.fetch(FetchRequest(entity: RosterModel.player))
    for (player, name) in zip(players, names) { player.setValue(.text(name), forKey: "name") }
    try context.save()
    let stored = try league.store.rows(#"SELECT "name", "name_fold" FROM "players" ORDER BY "id""#)
    #expect(stored.map { $0[0] } == names.map { .text($0) })
    #expect(stored.map { $0[1] } == names.map { .text(TextFolding.fold($0)) })
    context.reset()
    #expect(try league.player("zoe nunez").name == "Zoë Ñúñez")
  }

  // MARK: SQL

  /// The statements of a batch, as written: the rows' ids, versions and values one JSON array,
  /// read by the engine's JSON table function.
  @Test func aBatchIsOneStatementOverAJSONArray() throws {
    let recording = CountingStore(try SQLiteStore(path: ":memory:"))
    let writer = RowWriter(store: recording, model: RosterModel.shared)
    let rows = [
      RowWriter.RowChange(id: 4, version: 2, values: [("name", .text("Ana"))], targets: [("team", 7)]),
      RowWriter.RowChange(id: 9, version: 1, values: [("name", .text("Bo \"B\""))], targets: [("team", nil)]),
    ]
    #expect(
      writer.updating(RosterModel.player, rows[...]).rendered() == (
        #"UPDATE "players" AS "t" SET "name" = json_extract("v"."value", '$.name'), "name_fold" = json_extract("v"."value", '$.name_fold'), "team_id" = json_extract("v"."value", '$.team_id'), "version" = "t"."version" + 1 FROM json_each(?) AS "v" WHERE "t"."id" = json_extract("v"."value", '$.id') AND "t"."version" = json_extract("v"."value", '$.version')"#,
        [
          .text(
            #"[{"id":4,"version":2,"name":"Ana","name_fold":"ana","team_id":7},{"id":9,"version":1,"name":"Bo \"B\"","name_fold":"bo \"b\"","team_id":null}]"#
          )
        ]
      ))
    #expect(
      writer.deleting(RosterModel.player, [(id: 4, version: 2)][...]).rendered() == (
        #"DELETE FROM "players" WHERE ("id", "version") IN (SELECT json_extract("v"."value", '$.id'), json_extract("v"."value", '$.version') FROM json_each(?) AS "v")"#,
        [.text(#"[{"id":4,"version":2}]"#)]
      ))
    let postgres = PostgreSQLDialect()
    #expect(
      (postgres.jsonElements(SQL.value(.text("[]"))) + " AS \"v\" WHERE "
        + postgres.journalValue(#""v"."value""#, key: "id", type: .integer)).rendered { "$\($0)" } == (
          #"jsonb_array_elements($1::jsonb) AS "v" WHERE (("v"."value" ->> 'id')::bigint)"#, [.text("[]")]
        ))
  }
}
