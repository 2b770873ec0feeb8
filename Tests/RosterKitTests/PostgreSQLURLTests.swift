import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Passwords in `postgresql://` URLs: taken out before libpq sees the URL, so that none of its
/// messages (which quote the URL) can show one. Most need no server: a malformed URL fails before
/// connecting.
struct PostgreSQLURLTests {
  @Test(arguments: [
    // libpq: invalid percent-encoded token: "SECRET%zz"
    "postgresql://roster:SECRET%zz@/league",
    "postgresql://roster:SECRET%00@/league",
    "postgresql://roster@/league?password=SECRET%zz",
    // libpq: … in URI: "postgresql://roster:SECRET@h1,[::1/league"
    "postgresql://roster:SECRET@h1,[::1/league",
    "postgres://roster:SECRET@[::1/league",
    // libpq takes the first `@`: host "SECRET@", or port "SECRET" before the `/`.
    "postgresql://roster:p@SECRET@/league?host=/nonexistent-roster-socket",
    "postgresql://roster:SECRET/MORE@/league?host=/nonexistent-roster-socket",
    "postgresql://roster:SECRET@nonexistent-roster-host.invalid:notaport/league",
    // A `password` parameter the old redaction did not recognise.
    "postgresql://roster@/league?host=/nonexistent-roster-socket&pass%77ord=SECRET",
    "postgresql:/roster:SECRET@/league",
  ])
  func libpqErrorsNeverShowThePassword(url: String) throws {
    do {
      _ = try PostgreSQLStore(url: url)
      Issue.record("connecting to \(url) should have failed")
    } catch let error as StoreError {
      #expect(error.kind == .connection)
      #expect(!error.message.isEmpty)
      #expect(!"\(error)".contains("SECRET"), "\(error)")
    }
    #expect(!League.shown(url).contains("SECRET"))
  }

  @Test func theBrokenEncodingOfAPasswordIsOurOwnSentence() throws {
    #expect(throws: StoreError.self) { try PostgreSQLStore(url: "postgresql://ann:50%off@host/league") }
    do {
      _ = try PostgreSQLStore(url: "postgresql://ann:50%off@host/league")
    } catch let error as StoreError {
      #expect(
        error.message
          == "the password in the URL is not percent-encoded correctly: a % must be followed by two "
          + "hexadecimal digits (write % itself as %25); better, keep the password in ~/.pgpass or "
          + "PGPASSWORD rather than in the URL")
    }
  }

  @Test(arguments: [
    ("postgresql://ann:p@ss/w0rd@db.example.org/league", "p@ss/w0rd"),
    ("postgresql://ann:p%40ss%2Fw0rd@db.example.org/league", "p@ss/w0rd"),
    ("postgresql://ann:first@host/league?password=second", "second"),
    ("postgresql://ann@host/league?PassWord=caf%C3%A9", "café"),
    ("postgresql://ann:@host/league", nil),
    ("postgresql://ann@host/league", nil),
  ])
  func thePasswordIsDecodedWhole(url: String, password: String?) throws {
    #expect(try PostgreSQLURL(url).password().map { String(decoding: $0, as: UTF8.self) } == password)
  }

  @Test func messagesHaveTheURLAndItsPasswordHidden() {
    let url = PostgreSQLURL("postgresql://ann:hunter2@host/league?password=swordfish")
    #expect(
      url.hidingPasswords("no luck with postgresql://ann:hunter2@host/league?password=swordfish today")
        == "no luck with postgresql://ann@host/league today")
    #expect(url.hidingPasswords("it said hunter2, then swordfish") == "it said ***, then ***")
    // A password too short to tell from a word is not searched for (libpq never sees it anyway).
    #expect(
      PostgreSQLURL("postgresql://ann:on@host/db").hidingPasswords("connection on host")
        == "connection on host")
  }

  @Test(arguments: [
    ("migrate --from postgresql://ann:secret@host/league", "migrate --from postgresql://ann@host/league"),
    ("postgres://a:x@h/d,postgresql://b:y@h/e", "postgres://a@h/d,postgresql://b@h/e"),
    ("no URL here: postgres is a database", "no URL here: postgres is a database"),
  ])
  func passwordsAreTakenOutOfText(text: String, expected: String) {
    #expect(PostgreSQLStore.hidingPasswords(inText: text) == expected)
  }

  @Test func aLongTextFullOfTheSchemeTakesLinearTime() {
    let text = String(repeating: "postgres postgresql:x@ ", count: 20_000)
    let started = Date()
    _ = PostgreSQLStore.hidingPasswords(inText: text)
    #expect(Date().timeIntervalSince(started) < 3, "a quadratic scan takes minutes here")
  }

  @Test(arguments: [
    ("SELECT 1", true), ("  select count(*) FROM t", true), ("BEGIN", true),
    ("SET a = 1; SET b = 2;", true), ("SHOW lock_timeout", true),
    ("INSERT INTO t VALUES (1)", false), ("COMMIT", false), ("SELECT 1; DELETE FROM t", false),
    ("WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x", false),
  ])
  func onlyStatementsThatWriteNothingAreRunAgain(sql: String, safe: Bool) {
    #expect(PostgreSQLStore.writesNothing(sql) == safe)
  }

  @Test func aPasswordOnlyCountsWhenThereIsOne() {
    #expect(PostgreSQLStore.carriesPassword("postgresql://ann:x@host/db"))
    #expect(PostgreSQLStore.carriesPassword("postgresql://ann@host/db?password=x"))
    #expect(!PostgreSQLStore.carriesPassword("postgresql://ann:@host/db"))
    #expect(!PostgreSQLStore.carriesPassword("postgresql://ann@host/db"))
    #expect(!PostgreSQLStore.carriesPassword("/tmp/ann:x@host.sqlite"))
  }

  /// With the password taken whole, the user and host after the last `@` are the ones connected
  /// to (libpq alone would take `p` as the password and `ss@…` as the host).
  @Test(.enabled(if: Backend.isPostgreSQL, "needs the PostgreSQL test server"))
  func aPasswordWithAnAtConnectsAsItsUserToItsHost() throws {
    let server = try #require(Backend.postgresServer)
    let socket = try #require(server.range(of: "host=").map { server[$0.upperBound...] })
    let encoded = socket.replacingOccurrences(of: "/", with: "%2F")
    let store = try PostgreSQLStore(url: "postgresql://roster:p@ss@\(encoded)/postgres")
    #expect(try store.scalar("SELECT current_user") == .text("roster"))
    #expect(store.location == "postgresql://roster@\(encoded)/postgres")
  }
}
