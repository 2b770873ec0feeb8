import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// An import of a few rows runs a few statements: it touches only the tables it writes, makes no
/// change to the schema, and leaves the bulk path (triggers dropped and made again, rows staged)
/// to loads of many rows. Counted with the store's trace, on both engines: every statement the
/// connection starts (SQLite's `sqlite3_trace_v2`), every statement sent to the server
/// (PostgreSQL).
@Suite(.serialized)
final class ImportStatementsTests {
  let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
  let database = Fixture.newDatabase()
  let league: League

  init() throws {
    league = try Fixture.league(path: database)
    league.context.stamp = JournalStamp(author: "ana", command: "import")
  }

  deinit {
    Fixture.remove(database)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The statements `body` runs, as the store (the league's, by default) started or sent them.
  private func traced(_ store: (any Store)? = nil, _ body: () throws -> Void) throws -> [String] {
    let store = store ?? league.store
    var statements: [String] = []
    let trace = { (sql: String) in statements.append(sql) }
    if let store = store as? SQLiteStore {
      store.statementTrace = trace
      defer { store.statementTrace = nil }
      try body()
    } else if let store = store as? PostgreSQLStore {
      store.statementTrace = trace
      defer { store.statementTrace = nil }
      try body()
    } else {
      Issue.record("a store this test cannot trace: \(type(of: store))")
    }
    return statements
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func listed(_ statements: [String]) -> Comment {
    "\(statements.count) statements:\n\(statements.joined(separator: "\n"))"
  }

  /// What a one-row import runs of its own: the transaction and its journal entry, the teams the
  /// row may name, the league's cutoff (for a birthdate's age), the team's roster, the insert
  /// (in a savepoint on PostgreSQL): 10 statements on either engine. It was 44 on SQLite, where
  /// every table's journal trigger was dropped, read back from `sqlite_schema` and made again.
  @Test func aOneRowImportRunsAtMost15StatementsOfItsOwn() throws {
    league.context.saveChecks = []
    let path = try file("one.csv", "team,name,age\nBOS,Ana Ruiz,20\n")
    let statements = try traced { _ = try Importer(context: league.context).run([path]) }
    #expect(statements.count <= 15, listed(statements))
    #expect(try league.player("Ana Ruiz").team?.abbreviation == "BOS")
  }

  /// With the league's rules (`Eligibility.saveCheck`), which an import has checked over the whole
  /// league before and after its rows: the divisions first, then only the rules they set (the
  /// fixture's league has none: numbers and duplicates are the league's own) — 15 in all (25
  /// when every rule was looked for, whatever the divisions set; 59 on SQLite before that). A
  /// one-row import touches no table it neither reads nor writes, and changes nothing of the
  /// schema; a file without birthdates does not read the cutoff.
  @Test func aOneRowImportTouchesOnlyWhatItReadsAndWrites() throws {
    let path = try file("one.csv", "team,name,age\nBOS,Ana Ruiz,20\n")
    let statements = try traced { _ = try Importer(context: league.context).run([path]) }
    #expect(statements.count <= 15, listed(statements))
    let touched = statements.filter { sql in
      ["DROP ", "CREATE ", "sqlite_schema", "\"staff\"", "\"contacts\"", "roster_staged"].contains {
        sql.contains($0)
      }
    }
    #expect(touched == [], listed(statements))
    #expect(try league.player("Ana Ruiz").team?.abbreviation == "BOS")
  }

  /// A file of many rows loads them in bulk from its `BulkLoad.rows`-th row on: on SQLite the
  /// players' journal and word-search triggers are dropped, the rows journaled and indexed at the
  /// end in one statement each, and the triggers made again as they were (from the model's
  /// text); on PostgreSQL the rows are staged and merged. Every row is
  /// journaled and found by a word, those before the switch and those after.
  @Test func aLargeImportLoadsInBulkAndPutsTheTriggersBack() throws {
    let rows = BulkLoad.rows + 200
    let text = "team,name,age\n" + (1...rows).map { "LAD,Bulk\($0) Player,20\n" }.joined()
    let path = try file("many.csv", text)
    let store = league.store
    let triggers: SQL = "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"
    let before = Backend.isPostgreSQL ? [] : try store.rows(triggers)
    let statements = try traced { _ = try Importer(context: league.context).run([path]) }
    let entry = try #require(league.context.writer.lastEntry)
    #expect(
      try store.scalar(
        "SELECT count(*) FROM \(ident: "journal_rows") WHERE \(ident: "entry") = \(bind: .integer(entry)) "
          + "AND \(ident: "change") = 'insert' AND \(ident: "entity") = 'players'"
      ).integerValue == Int64(rows))
    let search = try #require(RosterModel.shared.searchNames(RosterModel.player))
    for word in ["bulk5", "bulk\(rows)"] {
      #expect(
        try store.rows(store.dialect.searchRowIDs(search, words: [word, "player"])).count == 1, "\(word)")
    }
    if Backend.isPostgreSQL {
      #expect(statements.contains { $0.hasPrefix("COPY ") })
      // Rows before the stage: a savepoint, an insert and its release each.
      #expect(statements.count < 3 * BulkLoad.rows + 60, listed(statements))
    } else {
      #expect(try store.rows(triggers) == before)
      let changed = statements.filter { $0.hasPrefix("DROP TRIGGER") || $0.hasPrefix("CREATE TRIGGER") }
      #expect(
        changed.map { $0.split(separator: " ").prefix(5).joined(separator: " ") } == [
          #"DROP TRIGGER IF EXISTS "players_search_insert""#,
          #"DROP TRIGGER IF EXISTS "players_journal_insert""#,
          #"CREATE TRIGGER "players_search_insert" AFTER INSERT"#,
          #"CREATE TRIGGER "players_journal_insert" AFTER INSERT"#,
        ])
    }
  }

  /// A league whose players' journal trigger is not there (opened without its schema's audit
  /// after another program dropped it, as the bench's import without the journal is) loads in
  /// bulk without journaling, as rows inserted one at a time would be, and is left without it:
  /// the bulk path made the trigger from the model's text whether or not it had been there, so
  /// the import changed the schema (and `make bench` stopped at its check that the league without
  /// the journal journals nothing).
  @Test func aLargeImportLeavesAMissingJournalTriggerMissing() throws {
    let store = league.store
    let table = RosterModel.player.table
    let name = try #require(store.dialect.journalTriggerNames(table: table).first)
    // The dialect's question, on either engine: the trigger is there, one of another name is not.
    #expect(try store.scalar(store.dialect.triggerCount(name, table: table)).integerValue == 1)
    #expect(try store.scalar(store.dialect.triggerCount(name + "_x", table: table)).integerValue == 0)
    guard !Backend.isPostgreSQL else { return }
    try store.execute("DROP TRIGGER " + SQL.identifier(name))
    let journaled: SQL =
      "SELECT count(*) FROM \(ident: "journal_rows") WHERE \(ident: "entity") = 'players' "
      + "AND \(ident: "change") = 'insert'"
    let before = try store.scalar(journaled)
    let rows = BulkLoad.rows + 50
    let text = "team,name,age\n" + (1...rows).map { "LAD,Bare\($0) Player,20\n" }.joined()
    _ = try Importer(context: league.context).run([try file("bare.csv", text)])
    #expect(try store.scalar(store.dialect.triggerCount(name, table: table)).integerValue == 0)
    #expect(try store.scalar(journaled) == before, "no row of the import journaled")
    #expect(try league.context.count(FetchRequest(entity: RosterModel.player)) == 13 + rows)
  }

  /// An import's member lists (`MemberList`) read the links of a chunk of rows at once and write
  /// what changed in a statement for those made and one for those taken away
  /// (`Importer.memberRows` rows a chunk): the statements on the join table are as many for 40
  /// guardians as for 4, and the import's undo takes the links back. A row at a time they were
  /// a query a row and a statement a link: 12 for 4 guardians of 2 players, 120 for 40.
  @Test(arguments: [4, 40])
  func anImportsMemberListsRunStatementsByTheChunkNotByTheRow(guardians: Int) throws {
    let family = TemporaryDatabase("family")
    let league = try FamilyModel.league(path: family.location)
    let importer = { (lists: String) throws -> (ImportReport, [String]) in
      let text = "name,players\n" + (1...guardians).map { "Guardian \($0),\(lists)\n" }.joined()
      let path = try self.file("guardians.csv", text)
      var report = ImportReport()
      let statements = try self.traced(league.store) {
        report = try Importer(context: league.context).run([path])
      }
      return (report, statements.filter { $0.contains(#""guardianships""#) })
    }
    let links: SQL = "SELECT count(*) FROM \(ident: "guardianships")"
    let (made, making) = try importer("Mookie Betts;Zoë Young")
    #expect(made["Guardian"].added == guardians && made.changes.linked.count == 2 * guardians)
    #expect(making.count == 2, listed(making))
    #expect(try league.store.scalar(links).integerValue == Int64(3 + 2 * guardians))
    let (taken, taking) = try importer("Zoë Young")
    #expect(taken["Guardian"].updated == guardians && taken.changes.unlinked.count == guardians)
    #expect(taking.count == 2, listed(taking))
    #expect(try league.store.scalar(links).integerValue == Int64(3 + guardians))
    let entry = try #require(taken.changes.journalEntry)
    try JournalRevert(context: league.context).revert(
      entry, stamp: JournalStamp(author: "ana", command: "undo"))
    #expect(try league.store.scalar(links).integerValue == Int64(3 + 2 * guardians))
  }
}
