import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The PostgreSQL store's own behaviour (the shared suites run on it too, on the PostgreSQL pass).
struct PostgreSQLStoreTests {
  @Test(arguments: [
    ("postgresql://ann:secret@db.example.org:5432/league", "postgresql://ann@db.example.org:5432/league"),
    (
      "postgresql:///league?host=/tmp/pg&password=secret&sslmode=require",
      "postgresql:///league?host=/tmp/pg&sslmode=require"
    ),
    ("postgres://ann@host/league", "postgres://ann@host/league"),
    ("postgresql://:secret@host/league?PASSWORD=x", "postgresql://@host/league"),
    // An unencoded `@`, `/` or `?` in a password: the user information ends at the last `@`.
    ("postgresql://ann:p@ss@db.example.org/league", "postgresql://ann@db.example.org/league"),
    ("postgresql://ann:se/cr@et@host:5432/league", "postgresql://ann@host:5432/league"),
    ("postgresql://ann:p?ss@host/league?sslmode=require", "postgresql://ann@host/league?sslmode=require"),
    ("postgres://ann@corp:secret@host/league", "postgres://ann%40corp@host/league"),
    ("postgresql://roster:SECRET@h1,[::1/league", "postgresql://roster@h1,[::1/league"),
    // A `password` parameter with its key percent-encoded (libpq decodes keys), or after one
    // that is not key=value.
    ("postgresql:///league?pass%77ord=secret&host=/tmp", "postgresql:///league?host=/tmp"),
    ("postgresql://ann:secret@host/league?foo&password=other", "postgresql://ann@host/league?foo"),
    (
      "postgresql://ann@host/league?user=bob@corp&password=secret",
      "postgresql://ann@host/league?user=bob@corp"
    ),
    ("POSTGRESQL://ann:secret@host/league", "postgresql://ann@host/league"),
    ("postgresql://host/league", "postgresql://host/league"),
    ("/tmp/league.sqlite", "/tmp/league.sqlite"),
  ])
  func passwordsNeverShow(url: String, shown: String) {
    #expect(PostgreSQLStore.redacted(url) == shown)
  }

  /// A new database on the test server, with a store on it.
  private func store() throws -> PostgreSQLStore {
    try PostgreSQLStore(url: Fixture.newDatabase())
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func valuesRoundTripThroughParametersAndCopy() throws {
    let store = try store()
    try store.executeScript("CREATE TABLE t (n bigint, r double precision, s text)")
    let texts = ["", "tab\there", "line\nbreak\r\n", "back\\slash \\N", "José 😀 大谷", "'; DROP TABLE t; --"]
    for text in texts {
      try store.execute(
        "INSERT INTO t VALUES (\(bind: .integer(Int64.min)), \(bind: .real(2.5)), \(bind: .text(text)))")
    }
    let loader = try #require(store.bulkLoader(into: "t", columns: ["n", "r", "s"]))
    for text in texts { try loader.append([.integer(7), .null, .text(text)]) }
    try loader.flush()
    let rows = try store.rows("SELECT n, r, s FROM t ORDER BY n, s")
    #expect(rows.count == texts.count * 2)
    #expect(Set(rows.map { $0[2] }) == Set(texts.map { DatabaseValue.text($0) }))
    #expect(rows.first?[0] == .integer(Int64.min) && rows.first?[1] == .real(2.5))
    #expect(rows.last?[1] == .null)
    #expect(throws: StoreError.self) {
      try store.execute("INSERT INTO t (s) VALUES (\(bind: .text("nul\0")))")
    }
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func savepointsRollBackAndTheConnectionRecovers() throws {
    let store = try store()
    try store.executeScript("CREATE TABLE t (v bigint UNIQUE)")
    #expect(throws: StoreError.self) {
      try store.transaction {
        try store.execute("INSERT INTO t VALUES (1)")
        _ = try? store.transaction { try store.execute("INSERT INTO t VALUES (1)") }
        try store.execute("INSERT INTO t VALUES (2)")
        try store.execute("INSERT INTO t VALUES (2)")
      }
    }
    #expect(try store.scalar("SELECT count(*) FROM t") == 0)
    try store.execute("INSERT INTO t VALUES (3)")
    #expect(try store.scalar("SELECT count(*) FROM t") == 1)
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func uniqueViolationsNameTheirColumns() throws {
    let league = try Fixture.league()
    do {
      try league.store.execute("UPDATE players SET number = 50 WHERE name = 'Zoë Young'")
      Issue.record("the update should have failed")
    } catch let error as StoreError {
      #expect(error.isUniqueViolation)
      #expect(error.constrainedColumns == ["team_id", "number"])
      #expect(error.code == "23505")
    }
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func newerAndForeignDatabasesAreRefusedUntouched() throws {
    let newer = Fixture.newDatabase()
    _ = try League(path: newer)
    try PostgreSQLStore(url: newer).execute("UPDATE roster_schema SET version = 99")
    #expect(throws: MigrationError.newerSchema(found: 99, supported: RosterModel.schemaVersion)) {
      try League(path: newer)
    }
    let foreign = Fixture.newDatabase()
    try PostgreSQLStore(url: foreign).executeScript("CREATE TABLE notes (body text)")
    #expect(throws: MigrationError.foreignDatabase) { try League(path: foreign) }
    #expect(try PostgreSQLStore(url: foreign).scalar("SELECT to_regclass('teams') IS NULL") == .integer(1))
  }
}
