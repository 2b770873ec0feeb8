import Foundation
import RosterFixtures
import RosterKit
import Testing

/// High availability the engine's way: libpq's multi-host URLs with
/// `target_session_attrs=read-write`. A throw-away primary and a streaming standby made from it
/// with `pg_basebackup`; the primary stops, the standby is promoted, and Roster's next command
/// goes to the new primary with every committed change there. No failover code of Roster's own.
@Suite(
  .enabled(if: Backend.isPostgreSQL && LocalServer.binaries != nil, "needs PostgreSQL's server binaries"))
struct FailoverTests {
  @Test func theNextCommandGoesToThePromotedStandby() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-ha-\(UUID().uuidString.prefix(8))")
    let primary = try LocalServer(folder.appendingPathComponent("a").path)
    let standby = LocalServer(copying: primary, into: folder.appendingPathComponent("b").path)
    defer {
      primary.stop()
      standby.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    try primary.start()
    let both =
      "postgresql://roster@/postgres?host=\(primary.folder),\(standby.folder)&target_session_attrs=read-write"
    let roster = RosterProcess(database: both)
    defer { try? FileManager.default.removeItem(at: roster.home) }
    #expect(try roster.run(["add", "team", "Before Failover"]).status == 0)
    try standby.makeStandby()
    try primary.waitForStreaming()
    #expect(try roster.run(["add", "team", "Streamed"]).status == 0)
    // The standby reads, and refuses a change with one sentence naming what to do.
    let direct = RosterProcess(database: standby.url)
    defer { try? FileManager.default.removeItem(at: direct.home) }
    let refused = try direct.run(["add", "team", "Nowhere"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "roster: cannot change the league at \(quoted(standby.url)): the server only reads (a standby); make "
        + "the change on the primary (with several servers in the URL, target_session_attrs=read-write picks it)\n"
    )
    primary.stop()
    // With the primary gone and the standby not yet promoted, no server takes changes.
    let none = try roster.run(["teams"])
    #expect(none.status == 1)
    #expect(
      none.stderr.hasSuffix(
        ": none of its servers would do: \(primary.folder) is not running, \(standby.folder) only reads (a standby)\n"
      ))
    try standby.promote()
    #expect(try roster.run(["add", "team", "After Failover"]).status == 0)
    #expect(
      try roster.run(["--format", "csv", "teams"]).stdout.split(separator: "\n").dropFirst().map {
        String($0.split(separator: ",").first ?? "")
      } == ["After Failover", "Before Failover", "Streamed"])
    // The journal came along: the changes made before and after, with their authors.
    let log = try roster.run(["log"]).stdout
    #expect(log.contains("add team \"After Failover\"") && log.contains("add team Streamed"))
  }
}
