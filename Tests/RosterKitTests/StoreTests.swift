import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The SQLite store: values, transactions, migrations and the files it refuses.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's own files and pragmas"))
struct StoreTests {
  @Test func sqlRendersPlaceholdersInOrder() {
    let sql: SQL = "SELECT \(ident: "a\"b") FROM t WHERE x = \(bind: 1) AND y = \(bind: "z")"
    #expect(sql.rendered() == (#"SELECT "a""b" FROM t WHERE x = ? AND y = ?"#, [1, "z"]))
    #expect(sql.rendered(placeholder: { "$\($0)" }).sql == #"SELECT "a""b" FROM t WHERE x = $1 AND y = $2"#)
  }

  @Test func valuesRoundTrip() throws {
    let store = try SQLiteStore(path: ":memory:")
    try store.execute("CREATE TABLE t (v)")
    let values: [DatabaseValue] = [
      .null, .integer(Int64.min), .real(2.5), .text(""), .text("a\0b é 😀"), .blob([0, 1, 255]),
    ]
    for value in values { try store.execute("INSERT INTO t VALUES (\(bind: value))") }
    #expect(try store.rows("SELECT v FROM t ORDER BY rowid").map { $0[0] } == values)
  }

  @Test func transactionsRollBackOnError() throws {
    let store = try SQLiteStore(path: ":memory:")
    try store.execute("CREATE TABLE t (v INTEGER UNIQUE)")
    #expect(throws: StoreError.self) {
      try store.transaction {
        try store.execute("INSERT INTO t VALUES (1)")
        try store.transaction { _ = try store.execute("INSERT INTO t VALUES (2)") }
        try store.execute("INSERT INTO t VALUES (1)")
      }
    }
    #expect(try store.scalar("SELECT count(*) FROM t") == 0)
    #expect(!store.isInTransaction)
  }

  @Test func foreignKeysAreOnAndTheJournalIsWAL() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    let league = try League(path: path)
    #expect(try league.store.scalar("PRAGMA foreign_keys") == 1)
    #expect(try league.store.scalar("PRAGMA journal_mode") == "wal")
    #expect(try league.store.schemaVersion() == RosterModel.schemaVersion)
  }

  @Test func theSchemaComesFromTheModel() throws {
    let league = try League(path: ":memory:")
    let foreignKeys = try league.store.rows(
      "SELECT \"table\", on_delete FROM pragma_foreign_key_list('players')")
    // A player's team takes them along; their registered division (schema 16) leaves them.
    #expect(foreignKeys == [["divisions", "SET NULL"], ["teams", "CASCADE"]])
    let indexes = try league.store.rows("SELECT name FROM pragma_index_list('players') ORDER BY name").map {
      $0[0].description
    }
    #expect(indexes.contains("players_team_age_name"))
  }

  @Test func anOlderDatabaseIsUpgradedToTheSameSchemaAsANewOne() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    let old = try SQLiteStore(path: path)
    try old.migrate(Array(RosterModel.migrations.prefix(1)))
    try old.execute("INSERT INTO teams (name, name_fold) VALUES ('Old Team', 'old team')")
    #expect(try old.schemaVersion() == 1)
    let upgraded = try League(path: path)
    let fresh = try League(path: ":memory:")
    // The upgrade is reported, for the CLI to say; a new league and a reopened one were none.
    #expect(upgraded.upgrade == League.Upgrade(from: 1, to: RosterModel.schemaVersion))
    #expect(fresh.upgrade == nil)
    #expect(try League(path: path).upgrade == nil)
    #expect(try SQLiteStore(path: path).migrate(RosterModel.migrations) == RosterModel.schemaVersion)
    let schema =
      "SELECT m.name, p.name, p.type, p.\"notnull\" FROM sqlite_schema m, pragma_table_info(m.name) p WHERE m.type = 'table' ORDER BY 1, 2"
    #expect(try upgraded.store.rows(SQL(schema)) == (try fresh.store.rows(SQL(schema))))
    let indexes = "SELECT name FROM sqlite_schema WHERE type = 'index' ORDER BY name"
    #expect(try upgraded.store.rows(SQL(indexes)) == (try fresh.store.rows(SQL(indexes))))
    #expect(try upgraded.team("old team").name == "Old Team")
  }

  @Test func aNewerDatabaseIsRefusedAndLeftAlone() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    _ = try League(path: path)
    try SQLiteStore(path: path).execute("PRAGMA user_version = 99")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: MigrationError.newerSchema(found: 99, supported: RosterModel.schemaVersion)) {
      try League(path: path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func anotherProgramsDatabaseIsRefused() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    try SQLiteStore(path: path).execute("CREATE TABLE notes (body TEXT)")
    #expect(throws: MigrationError.foreignDatabase) { try League(path: path) }
  }

  @Test func aFileThatIsNotADatabaseIsRefused() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    try Data(repeating: 65, count: 4096).write(to: URL(fileURLWithPath: path))
    #expect {
      try League(path: path)
    } throws: { error in
      (error as? StoreError)?.kind == .notADatabase
    }
  }

  @Test func foldingFunctionMatchesSwift() throws {
    let store = try SQLiteStore(path: ":memory:")
    for text in ["José", "ZOË", "Ångström", "Łódź", "大谷", "straße", ""] {
      let folded = try store.scalar("SELECT roster_fold(\(bind: .text(text)), 3)")
      #expect(folded == .text(TextFolding.fold(text)))
    }
    #expect(TextFolding.fold("Zoë") == "zoe")
    #expect(TextFolding.fold("ÁBEL") == "abel")
    #expect(TextFolding.fold("Łódź") == "lodz")
  }

  @Test func suggestions() {
    #expect(Suggestions.closest(to: "agee", in: ["name", "age", "position"]) == "age")
    #expect(Suggestions.closest(to: "plyers", in: ["teams", "players", "find"]) == "players")
    #expect(Suggestions.closest(to: "xyz", in: ["name", "age"]) == nil)
  }
}
