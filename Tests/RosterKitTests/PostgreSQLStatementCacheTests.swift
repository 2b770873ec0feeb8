import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// PostgreSQL's prepared statements: a text run once runs unnamed; at most `statementLimit` are
/// kept on the server, the least recently used deallocated first.
@Suite(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
struct PostgreSQLStatementCacheTests {
  @Test func theServerKeepsOnlyWhatRepeatsAndAtMostTheLimit() throws {
    let store = try PostgreSQLStore(url: Fixture.newDatabase())
    let onServer: SQL = "SELECT count(*) FROM pg_prepared_statements"
    for n in 0..<200 { _ = try store.scalar(SQL("SELECT " + String(n))) }
    #expect(store.preparedStatementCount == 0)
    for n in 0..<(PostgreSQLStore.statementLimit + 100) {
      for _ in 0..<2 {
        #expect(try store.scalar(SQL("SELECT " + String(n) + " + 1")) == .integer(Int64(n + 1)))
      }
    }
    #expect(store.preparedStatementCount == PostgreSQLStore.statementLimit)
    // This count's own text has run twice now, so it is one of them.
    _ = try store.scalar(onServer)
    #expect(try store.scalar(onServer) == .integer(Int64(PostgreSQLStore.statementLimit)))
  }
}
