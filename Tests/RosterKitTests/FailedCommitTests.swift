import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A transaction whose COMMIT fails is rolled back once, and the next one is a transaction of
/// its own (a second decrement of the depth used to leave the store inside a transaction that
/// nothing would ever commit).
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's deferred foreign keys"))
struct FailedCommitTests {
  @Test func aFailedCommitLeavesNoTransactionOpen() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    let store = try SQLiteStore(path: path)
    try store.executeScript(
      "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES parent(id))"
    )
    #expect(throws: StoreError.self) {
      try store.transaction {
        try store.execute("PRAGMA defer_foreign_keys = ON")
        try store.execute("INSERT INTO child (parent) VALUES (42)")
      }
    }
    #expect(!store.isInTransaction)
    try store.transaction { _ = try store.execute("INSERT INTO parent (id) VALUES (1)") }
    #expect(!store.isInTransaction)
    let other = try SQLiteStore(path: path)
    #expect(try other.scalar("SELECT count(*) FROM parent").integerValue == 1, "committed for everyone")
  }
}
