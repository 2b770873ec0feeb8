import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A PostgreSQL store across a lost connection (the server restarted, an administrator ended the
/// session) and a statement cancelled from another thread. The server is never restarted: a
/// second connection ends the store's session with `pg_terminate_backend`, or keeps it out with
/// `ALLOW_CONNECTIONS false`.
@Suite(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
final class PostgreSQLConnectionTests {
  let url = Fixture.newDatabase()
  let store: PostgreSQLStore
  let admin: PostgreSQLStore
  var reconnects = 0

  init() throws {
    store = try PostgreSQLStore(url: url)
    admin = try PostgreSQLStore(url: Backend.postgresServer!)
    try store.executeScript("CREATE TABLE t (v bigint)")
    try store.execute("INSERT INTO t VALUES (1)")
    store.onReconnect = { [unowned self] in reconnects += 1 }
  }

  deinit {
    try? admin.executeScript("ALTER DATABASE \"\(databaseName)\" ALLOW_CONNECTIONS true")
    Fixture.remove(url)
  }

  /// `roster_test_…` in `postgresql://roster@/roster_test_…?host=/tmp/…`.
  var databaseName: String { String(url.split(separator: "?").first!.split(separator: "/").last!) }

  /// Ends the store's session on the server, and waits until it is gone.
  func terminateSession() throws {
    let pid = try store.scalar("SELECT pg_backend_pid()")
    #expect(try admin.scalar("SELECT pg_terminate_backend(\(bind: pid), 5000)") == .integer(1))
  }

  func count() throws -> DatabaseValue { try store.scalar("SELECT count(*) FROM t") }

  @Test func aReadAfterTheSessionEndedReconnectsAndRunsAgain() throws {
    #expect(try count() == .integer(1))
    try terminateSession()
    // The same statement: prepared before, so it must be prepared again on the new session.
    #expect(try count() == .integer(1))
    #expect(reconnects == 1)
    #expect(try store.scalar("SHOW lock_timeout") == .text(PostgreSQLStore.lockTimeout), "settings set again")
    #expect(reconnects == 1)
  }

  @Test func aTransactionWhoseBeginMeetsTheLostConnectionRunsOnTheNewOne() throws {
    try terminateSession()
    _ = try store.transaction { try store.execute("INSERT INTO t VALUES (2)") }
    #expect(try count() == .integer(2))
    #expect(reconnects == 1)
  }

  @Test func aTransactionThatLosesItsConnectionChangesNothing() throws {
    do {
      try store.transaction {
        try store.execute("INSERT INTO t VALUES (2)")
        try terminateSession()
        // An error swallowed in the body: nothing may run outside the lost transaction, and it
        // must not commit.
        _ = try? store.execute("INSERT INTO t VALUES (3)")
        _ = try? store.execute("INSERT INTO t VALUES (4)")
      }
      Issue.record("the transaction should have failed")
    } catch let error as StoreError {
      #expect(error.kind == .connection)
      #expect(error.message.contains("nothing was changed"))
    }
    #expect(reconnects == 1, "reconnected when the transaction had unwound")
    #expect(try store.rows("SELECT v FROM t") == [[.integer(1)]])
  }

  @Test func aWriteOnItsOwnThatMeetsTheLostConnectionIsNotRunAgain() throws {
    try terminateSession()
    #expect {
      try store.execute("INSERT INTO t VALUES (2)")
    } throws: { error in
      (error as? StoreError)?.kind == .connection
        && (error as? StoreError)?.message.contains("may or may not have been saved") == true
    }
    #expect(try count() == .integer(1))
    #expect(reconnects == 1)
  }

  @Test func aQueryLostAfterItsFirstRowsIsNotRunAgain() throws {
    var rows = 0
    #expect {
      try store.query("SELECT g FROM generate_series(1, 10000000) g") { _ in
        rows += 1
        if rows == 1 {
          let pid = try admin.scalar(
            "SELECT pid FROM pg_stat_activity WHERE datname = \(bind: .text(databaseName)) AND pid <> pg_backend_pid()"
          )
          _ = try admin.scalar("SELECT pg_terminate_backend(\(bind: pid), 5000)")
        }
      }
    } throws: { error in
      (error as? StoreError)?.message.contains("lost while the rows were being read") == true
    }
    #expect(rows < 10_000_000, "the rows are not handed over twice")
    #expect(reconnects == 1)
    #expect(try count() == .integer(1))
  }

  @Test func aServerStillAwayFailsEachCommandUntilItIsBack() throws {
    try admin.executeScript("ALTER DATABASE \"\(databaseName)\" ALLOW_CONNECTIONS false")
    try terminateSession()
    for _ in 1...2 {
      #expect {
        try count()
      } throws: { error in
        guard let error = error as? StoreError else { return false }
        return error.kind == .connection && error.message.contains("is not currently accepting connections")
      }
    }
    #expect(reconnects == 0)
    try admin.executeScript("ALTER DATABASE \"\(databaseName)\" ALLOW_CONNECTIONS true")
    #expect(try count() == .integer(1))
    #expect(reconnects == 1)
  }

  /// `interrupt()` from another thread, as Ctrl-C's handler calls it, while the store's own thread
  /// waits in a statement: the statement fails as interrupted within a second, and the connection
  /// goes on working. Both ways statements run: a prepared statement and a streamed query, and one
  /// in a transaction, which rolls back.
  @Test(arguments: ["execute", "query", "transaction"])
  func interruptCancelsTheRunningStatementFromAnotherThread(path: String) throws {
    nonisolated(unsafe) let target = store
    nonisolated(unsafe) var interruptedAt = Date.distantFuture
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
      interruptedAt = Date()
      target.interrupt()
    }
    let started = Date()
    #expect {
      switch path {
      case "execute": try store.execute("SELECT pg_sleep(10)")
      case "query": _ = try store.scalar("SELECT pg_sleep(10)")
      default:
        try store.transaction {
          try store.execute("INSERT INTO t VALUES (2)")
          try store.execute("SELECT pg_sleep(10)")
        }
      }
    } throws: { error in
      (error as? StoreError)?.kind == .interrupted && (error as? StoreError)?.code == "57014"
    }
    let failedAt = Date()
    #expect(failedAt.timeIntervalSince(started) < 5)
    #expect(failedAt.timeIntervalSince(interruptedAt) < 1)
    #expect(try count() == .integer(1))
    #expect(try store.scalar("SELECT 2") == .integer(2))
  }

  /// After a reconnect the cancel request is the new session's: the old one would reach no one.
  @Test func interruptReachesTheSessionAfterAReconnect() throws {
    try terminateSession()
    #expect(try count() == .integer(1))
    nonisolated(unsafe) let target = store
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { target.interrupt() }
    let started = Date()
    #expect {
      try store.execute("SELECT pg_sleep(10)")
    } throws: { ($0 as? StoreError)?.kind == .interrupted }
    #expect(Date().timeIntervalSince(started) < 2)
  }
}
