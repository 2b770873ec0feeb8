import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// SQLite's statement cache keeps what repeats, at most `statementCacheCapacity` statements.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's statement cache"))
struct SQLiteStatementCacheTests {
  @Test func statementsRunOnceAreNotKept() throws {
    let store = try SQLiteStore(path: ":memory:")
    let before = store.cachedStatementCount
    for n in 0..<1_000 { _ = try store.scalar(SQL("SELECT " + String(n))) }
    #expect(store.cachedStatementCount == before)
    _ = try store.scalar("SELECT 'again'")
    _ = try store.scalar("SELECT 'again'")
    #expect(store.cachedStatementCount == before + 1)
  }

  @Test func theCacheIsBounded() throws {
    let store = try SQLiteStore(path: ":memory:")
    for n in 0..<(SQLiteStore.statementCacheCapacity * 3) {
      for _ in 0..<2 { #expect(try store.scalar(SQL("SELECT " + String(n))) == .integer(Int64(n))) }
    }
    #expect(store.cachedStatementCount == SQLiteStore.statementCacheCapacity)
  }

  /// The statement most recently used stays; the one used least recently goes.
  @Test func theLeastRecentlyUsedGoesFirst() {
    var cache = StatementCache<Int>(capacity: 2)
    for key in ["a", "b", "a", "b"] where cache.statement(for: key) == nil && cache.shouldKeep(key) {
      _ = cache.keep(key == "a" ? 1 : 2, for: key)
    }
    #expect(cache.statement(for: "a") == 1)
    #expect(cache.shouldKeep("c") == false)
    #expect(cache.shouldKeep("c") == true)
    #expect(cache.keep(3, for: "c") == 2)
    #expect(cache.statement(for: "b") == nil && cache.statement(for: "a") == 1 && cache.count == 2)
  }

  /// A cached statement run again from inside its own rows runs as a copy: the outer run goes on
  /// where it was (it used to be reset, and start over, for ever).
  @Test func aQueryInsideItsOwnRowsRunsAsACopy() throws {
    let store = try SQLiteStore(path: ":memory:")
    try store.execute("CREATE TABLE t (v INTEGER)")
    for v in 1...3 { try store.execute("INSERT INTO t VALUES (\(bind: .integer(Int64(v))))") }
    let sql: SQL = "SELECT v FROM t ORDER BY v"
    _ = try store.rows(sql)
    _ = try store.rows(sql)
    var outer: [DatabaseValue] = []
    try store.query(sql) { row in
      outer.append(row.value(at: 0))
      guard outer.count <= 3 else { throw StoreError(kind: .other, code: "", message: "started over") }
      #expect(try store.rows(sql).count == 3)
    }
    #expect(outer == [1, 2, 3])
  }
}
