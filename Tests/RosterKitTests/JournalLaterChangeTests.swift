import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The revert's conflict rule (`JournalLaterChange`): an entry is not taken back while a later
/// change to one of its rows stands — an ordinary change by anyone, and a revert of an entry as
/// old or older, made since. Each of the rule's two clauses was held by one CLI test only; here
/// they are held on the model, on both engines (on PostgreSQL "anyone" is another login, whose
/// entry the asker may not read: who and when only).
final class JournalLaterChangeTests {
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League
  var context: Context { league.context }

  init() throws { league = try Fixture.league(path: ownDatabase.location) }

  private func stampedSave(
    _ command: String, author: String = "ana", in league: League? = nil, _ change: () throws -> Void
  ) throws -> Int64 {
    let context = (league ?? self.league).context
    context.stamp = JournalStamp(author: author, command: command)
    try change()
    return try #require(try context.save().journalEntry)
  }

  @discardableResult
  private func revert(_ id: Int64, in league: League? = nil) throws -> JournalRevert.Outcome {
    try JournalRevert(context: (league ?? self.league).context).revert(
      id, stamp: JournalStamp(author: "ana", command: "revert \(id)"))
  }

  /// Mookie Betts's stored age, as the database has it now.
  private func age() throws -> DatabaseValue {
    try league.store.scalar(
      "SELECT \(ident: "age") FROM \(ident: "players") WHERE \(ident: "name") = 'Mookie Betts'")
  }

  private func sessionUser() throws -> String { try league.store.scalar("SELECT session_user").description }

  /// The second clause: a redo (the revert of an undo) is refused while a revert of an older
  /// entry, made since, stands on the same row — it would write the age over what that revert
  /// put back, and lose it.
  @Test func aRevertOfAnOlderEntryMadeSinceStandsInTheWay() throws {
    let older = try stampedSave("set age 30") { try league.player("Mookie Betts").age = 30 }
    let younger = try stampedSave("set age 31") { try league.player("Mookie Betts").age = 31 }
    let undo = try #require(try revert(younger).entry)
    #expect(try age() == .integer(30))
    // The younger change taken back, the older one may go too: its row is as it left it.
    let olderUndone = try #require(try revert(older).entry)
    #expect(try age() == .integer(27))
    #expect(
      throws: JournalRevertError.changedSince(
        undo, name: "Mookie Betts", by: olderUndone,
        author: Backend.isPostgreSQL ? try sessionUser() : "ana", command: "revert \(older)")
    ) {
      try revert(undo)
    }
    #expect(try age() == .integer(27), "nothing was changed")
  }

  /// The first clause, by another author in a session of their own: on SQLite a stamp, named with
  /// its command; on PostgreSQL another manager of the team, whose entry this manager may not
  /// read, named with who and when only. The other's change stands either way.
  @Test func anotherAuthorsLaterChangeStandsInTheWay() throws {
    let logins = Backend.isPostgreSQL ? try Logins(league) : nil
    defer { logins?.drop(database: ownDatabase.location) }
    let mine = try logins.map { try League(path: $0.url(ownDatabase.location, $0.mine)) } ?? league
    let theirs =
      try logins.map { try League(path: $0.url(ownDatabase.location, $0.theirs)) }
      ?? League(path: ownDatabase.location)
    let changed = try stampedSave("set age", in: mine) { try mine.player("Mookie Betts").age = 30 }
    let since = try stampedSave(#"set player "Mookie Betts" number=7"#, author: "bo", in: theirs) {
      try theirs.player("Mookie Betts").number = "7"
    }
    let expected =
      logins.map {
        JournalRevertError.changedSinceUnread(changed, name: "Mookie Betts", by: since, author: $0.theirs)
      }
      ?? .changedSince(
        changed, name: "Mookie Betts", by: since, author: "bo",
        command: #"set player "Mookie Betts" number=7"#)
    #expect(throws: expected) { try revert(changed, in: mine) }
    #expect(try age() == .integer(30), "nothing was changed")
    #expect(try theirs.store.scalar(#"SELECT "number" FROM "players" WHERE "name" = 'Mookie Betts'"#) == "7")
  }

  /// Two managers of Boston Red Sox on the test server, made for one test and dropped after it
  /// (roles are the server's, not the database's).
  private struct Logins {
    let mine: String
    let theirs: String

    init(_ league: League) throws {
      let suffix = String(UUID().uuidString.prefix(8)).lowercased()
      (mine, theirs) = ("ana_" + suffix, "bo_" + suffix)
      let server = try PostgreSQLStore(url: Backend.postgresServer!)
      let access = try LeagueAccess(league)
      let team = try league.team("BOS").objectID.rowID
      for login in [mine, theirs] {
        try server.executeScript("CREATE ROLE \"\(login)\" LOGIN")
        _ = try access.grant(.manager, to: login, teams: [team])
      }
    }

    /// The league's URL with `login`.
    func url(_ location: String, _ login: String) -> String {
      location.replacingOccurrences(of: "://roster@", with: "://\(login)@")
    }

    /// Drops the database first: a role with rights in it cannot be dropped.
    func drop(database location: String) {
      Fixture.remove(location)
      guard let server = try? PostgreSQLStore(url: Backend.postgresServer!) else { return }
      for login in [mine, theirs] { try? server.executeScript("DROP ROLE IF EXISTS \"\(login)\"") }
    }
  }
}
