import CSQLite
import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// What `players TEAM` runs, traced on SQLite's connection as the command runs (the fetch request
/// alone is one query: `FetchTests.theTeamFetchIsOneIndexRange`, which measured less than the
/// command runs). A table prefers its first rows and reads a batch with a limit, so the team's
/// players come from two queries merged on the age (`OrderedArms`): those with a birthdate,
/// sorted once read, and those without, in the index's order. A session that keeps its listing
/// reads the rows twice, as objects (for the versions a later `set N` is checked against), then
/// as the listing's values. Each query reads only the team's range of the team's index.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's statements and query plans"))
struct TeamListingQueryTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()

  /// The statements `body` runs on `store`'s connection, as SQLite's trace hands them over.
  private func statements(on store: SQLiteStore, _ body: () throws -> Void) rethrows -> [String] {
    final class Traced { var statements: [String] = [] }
    let traced = Traced()
    let context = Unmanaged.passUnretained(traced).toOpaque()
    sqlite3_trace_v2(
      store.handle, UInt32(SQLITE_TRACE_STMT),
      { _, context, statement, _ in
        // The statement with its values in place, for its plan to be asked for as it ran.
        guard let context, let statement,
          let expanded = sqlite3_expanded_sql(OpaquePointer(statement))
        else { return 0 }
        defer { sqlite3_free(expanded) }
        let traced = Unmanaged<Traced>.fromOpaque(context).takeUnretainedValue()
        traced.statements.append(String(cString: expanded))
        return 0
      }, context)
    defer { sqlite3_trace_v2(store.handle, 0, nil, nil) }
    try withExtendedLifetime(traced) { try body() }
    return traced.statements
  }

  /// The players queries `players BOS` runs, one-shot (`roster players BOS`) or in a session.
  private func playersQueries(keepingListings: Bool) throws -> (queries: [String], store: SQLiteStore) {
    let league = try Fixture.league(path: ownDatabase.location)
    let session = Session(league: league, out: .capturing(), err: .capturing())
    session.keepsListings = keepingListings
    let store = try #require(league.store as? SQLiteStore)
    let ran = try statements(on: store) { _ = try session.run("players BOS") }
    return (ran.filter { $0.hasPrefix("SELECT") && $0.contains(#"FROM "players""#) }, store)
  }

  @Test(arguments: [false, true])
  func theTeamsPlayersAreReadFromOneRangeOfTheTeamsIndex(keepingListings: Bool) throws {
    let (queries, store) = try playersQueries(keepingListings: keepingListings)
    #expect(queries.count == (keepingListings ? 4 : 2), "\(queries.joined(separator: "\n"))")
    for sql in queries {
      var plan: [String] = []
      try store.query(SQL("EXPLAIN QUERY PLAN " + sql)) { row in plan.append(row.text(at: 3) ?? "") }
      // The players without a birthdate are read in the order of the index of the team's ages;
      // the others from one range of the team's rows by either index that starts with the team,
      // a tie SQLite's planner breaks by the table's estimated row width (since schema 12, whose
      // two more columns widened it, the unique index of the team's numbers; since schema 16,
      // six more, the index of the team's ages again).
      let indexes =
        sql.contains(#""birthdate" IS NULL ORDER BY"#)
        ? ["players_team_age_name"] : ["players_unique_team_id_number", "players_team_age_name"]
      #expect(
        plan.contains { step in
          indexes.contains { step.contains("SEARCH players USING INDEX \($0) (team_id=?)") }
        }, "\(plan)")
      #expect(!plan.contains { $0.contains("SCAN") }, "\(plan)")
      // The players without a birthdate come in the index's order: only the others are sorted.
      if sql.contains(#""birthdate" IS NULL ORDER BY"#) {
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
      }
    }
  }
}
