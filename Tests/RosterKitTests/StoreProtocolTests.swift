import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The narrow `Store` protocol on either engine: values counted against parameters, statements
/// that may be refused, keys handed back by the model's `RETURNING`, loads in bulk, and a bounded
/// statement cache that keeps only what repeats.
@Suite(.serialized)
struct StoreProtocolTests {
  /// A store on an empty database of the engine the tests run on.
  private func store() throws -> any StoreMaintenance {
    Backend.isPostgreSQL ? try PostgreSQLStore(url: Fixture.newDatabase()) : try SQLiteStore(path: ":memory:")
  }

  private func isMisuse(_ error: any Error) -> Bool { (error as? StoreError)?.kind == .misuse }

  @Test(arguments: [[], [.integer(1)], [.integer(1), .text("a"), .integer(3)]] as [[DatabaseValue]])
  func aPreparedStatementRefusesAnotherNumberOfValues(_ values: [DatabaseValue]) throws {
    let store = try store()
    try store.execute("CREATE TABLE t (n bigint, s text)")
    let insert = try store.prepare("INSERT INTO t (n, s) VALUES (\(bind: .null), \(bind: .null))")
    #expect {
      try insert.execute(values)
    } throws: { error in
      isMisuse(error)
        && "\(error)".contains("a statement with 2 parameters was given \(values.count) value")
    }
    // Not one row with a NULL for what was missing: nothing ran.
    #expect(try store.scalar("SELECT count(*) FROM t") == 0)
    try insert.execute([.integer(1), .text("a")])
    #expect(try store.rows("SELECT n, s FROM t") == [[.integer(1), .text("a")]])
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "a `?` in SQLite's text; the server counts its own `$n`"))
  func aPlaceholderWithoutAValueIsRefused() throws {
    let store = try SQLiteStore(path: ":memory:")
    #expect(throws: StoreError.self) { try store.scalar(SQL("SELECT ?")) }
    #expect {
      try store.scalar(SQL("SELECT ? + 1"))
    } throws: { isMisuse($0) }
  }

  @Test func aRefusedStatementInAnAttemptLeavesTheTransactionUsable() throws {
    let store = try store()
    try store.execute("CREATE TABLE t (v bigint UNIQUE)")
    var refused = 0
    try store.transaction {
      try store.execute("INSERT INTO t VALUES (1)")
      do {
        _ = try store.attempt { try store.execute("INSERT INTO t VALUES (1)") }
      } catch let error as StoreError where error.kind == .constraint {
        refused += 1
      }
      // On PostgreSQL, without the savepoint, this and the COMMIT would be refused.
      try store.execute("INSERT INTO t VALUES (2)")
    }
    #expect(refused == 1)
    #expect(try store.rows("SELECT v FROM t ORDER BY v") == [[.integer(1)], [.integer(2)]])
    // Outside a transaction it simply runs.
    #expect(try store.attempt { try store.execute("INSERT INTO t VALUES (3)") } == 1)
  }

  @Test func anInsertHandsBackTheKeyTheModelAsksFor() throws {
    let store = try store()
    try store.execute(SQL("CREATE TABLE k (" + store.dialect.primaryKey + ", v text)"))
    let key = store.dialect.insertedKey("id")
    #expect(try store.insert("INSERT INTO k (v) VALUES (\(bind: "a"))" + key) == 1)
    let insert = try store.prepare("INSERT INTO k (v) VALUES (\(bind: .null))" + key)
    #expect(try insert.insert(["b"]) == 2)
    #expect(try store.insert("INSERT INTO k (id, v) VALUES (\(bind: 40), \(bind: "c"))" + key) == 40)
    // A RETURNING written out works on both engines.
    #expect(
      try store.insert("INSERT INTO k (id, v) VALUES (\(bind: 50), \(bind: "d")) RETURNING \(ident: "id")")
        == 50)
  }

  @Test(.enabled(if: Backend.isPostgreSQL, "SQLite reports its rowid by itself"))
  func anInsertWithoutReturningIsAMistakeOnPostgreSQL() throws {
    let store = try store()
    try store.execute(SQL("CREATE TABLE k (" + store.dialect.primaryKey + ", v text)"))
    #expect {
      try store.insert("INSERT INTO k (v) VALUES (\(bind: "a"))")
    } throws: { isMisuse($0) }
  }

  @Test func rowsLoadTheFastestWayTheStoreHas() throws {
    let store = try store()
    try store.execute("CREATE TABLE t (n bigint, s text)")
    // A server loads in bulk; SQLite, with no round trips, has no need.
    #expect((store.bulkLoader(into: "t", columns: ["n", "s"]) != nil) == Backend.isPostgreSQL)
    let loader = try store.rowLoader(into: "t", columns: ["n", "s"])
    for n in 0..<30_000 { try loader.append([.integer(Int64(n)), .text("tab\there \(n)")]) }
    #expect {
      try loader.append([.integer(1)])
    } throws: { isMisuse($0) }
    try loader.flush()
    #expect(try store.scalar("SELECT count(*) FROM t") == 30_000)
    #expect(try store.scalar("SELECT s FROM t WHERE n = 29999") == "tab\there 29999")
  }

  @Test func backupIsForFilesOnly() throws {
    let store = try store()
    guard Backend.isPostgreSQL else { return }
    #expect(throws: NoFileToBackUp(location: store.location)) { try store.backup(to: "/tmp/never-written") }
  }

  /// A backup that cannot get at the pages waits as a statement waits, up to the busy timeout,
  /// then fails with a sentence: inside the connection's own write transaction (a `-1` script) it
  /// once waited forever, since that lock is never let go.
  @Test func aBackupThatCannotReadEndsAtTheBusyTimeout() throws {
    guard !Backend.isPostgreSQL else { return }
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    let store = try SQLiteStore(path: path)
    try store.prepareLeague()
    try store.execute("CREATE TABLE t (n integer)")
    let copy = path + ".copy"
    let started = Date()
    try store.transaction {
      try store.execute("INSERT INTO t VALUES (1)")
      #expect { try store.backup(to: copy) } throws: { ($0 as? StoreError)?.kind == .busy }
    }
    #expect(Date().timeIntervalSince(started) < 60)
    #expect(!FileManager.default.fileExists(atPath: copy))
  }

  /// A fetch keeps its rows as bytes (`CopiedRows`) and makes values of them later: every kind of
  /// value, the extremes, empty and long texts and blobs, read back as the row gave them — also
  /// once the buffer has grown past its first allocation many times over.
  @Test func copiedRowsReadBackAsTheRowsValues() throws {
    let store = try store()
    let blob = SQL(Backend.isPostgreSQL ? "bytea" : "blob")
    try store.execute("CREATE TABLE t (k bigint, n bigint, r double precision, s text, b \(blob))")
    let rows: [[DatabaseValue]] =
      [
        [.null, .null, .null, .null],
        [.integer(Int64.min), .real(-0.0), .text(""), .blob([])],
        [.integer(Int64.max), .real(2.5e-300), .text("Søren Müller, 😀 and ǅ"), .blob([0, 1, 255])],
        [
          .integer(0), .real(-Double.greatestFiniteMagnitude),
          .text(String(repeating: "long ", count: 3_000)), .null,
        ],
      ]
      + (0..<500).map {
        [.integer(Int64($0)), .real(Double($0) / 3), .text("player \($0)"), .blob([UInt8($0 % 256)])]
      }
    for (k, row) in rows.enumerated() {
      let values = [DatabaseValue.integer(Int64(k))] + row
      try store.execute(
        "INSERT INTO t VALUES (\(bind: values[0]), \(bind: values[1]), \(bind: values[2]), \(bind: values[3]), \(bind: values[4]))"
      )
    }
    let copied = CopiedRows()
    var indices: [Int] = []
    // Only the middle two columns of each row, then all four: a range of the row's columns.
    try store.query("SELECT k, n, r, s, b FROM t ORDER BY k") { row in
      indices.append(copied.append(row, columns: 2..<4))
      indices.append(copied.append(row, columns: 1..<5))
    }
    #expect(indices == Array(0..<(2 * rows.count)))
    #expect((0..<rows.count).map { copied.values(at: 2 * $0, count: 2) } == rows.map { Array($0[1..<3]) })
    #expect((0..<rows.count).map { copied.values(at: 2 * $0 + 1, count: 4) } == rows)
  }
}
