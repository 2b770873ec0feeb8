import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Clients at work while the server restarts: 8 `roster` processes on a server of the test's own
/// each change all five players of their club at once, 20 times (one `set players … where`, one
/// transaction, 5 rows), with listings between, while the server is stopped and started again in
/// the middle. A command under way then is refused with the connection sentence (or, lost at
/// its COMMIT, said to be uncertain) and the client goes on in a new process; one that comes
/// after reconnects by itself. No change is half-applied: each club's players share one
/// position, their versions count the changes that were applied, and every journal entry holds
/// all five rows of its change.
@Suite(
  .enabled(if: Backend.isPostgreSQL && LocalServer.binaries != nil, "needs PostgreSQL's server binaries"))
struct RestartLoadTests {
  static let clients = 8
  static let steps = 20
  static let size = 5

  struct Tally {
    var applied: [Int] = []
    var refused: [Int] = []
    var uncertain: [Int] = []
    var unexpected: [String] = []
  }

  @Test func clientsGoOnAcrossARestartAndNoChangeIsHalfApplied() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-restart-\(UUID().uuidString.prefix(8))")
    let server = try LocalServer(folder.appendingPathComponent("a").path)
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    try server.start()
    try PostgreSQLStore(url: server.url).executeScript("CREATE DATABASE league")
    let league = server.url.replacingOccurrences(of: "/postgres?", with: "/league?")
    let owner = RosterProcess(database: league)
    defer { try? FileManager.default.removeItem(at: owner.home) }
    let setup = (0..<Self.clients).flatMap { club in
      ["add team \"Club \(club)\""]
        + (0..<Self.size).map { "add player \"P\(club)-\($0)\" team=\"Club \(club)\" age=20 position=P0" }
    }
    #expect(try owner.run(["--quiet"], input: setup.joined(separator: "\n")).status == 0)

    let lock = NSLock()
    nonisolated(unsafe) var tallies: [Int: Tally] = [:]
    nonisolated(unsafe) var done = 0
    nonisolated(unsafe) var doneAtRestart = -1
    atOnce(Self.clients + 1) { client in
      guard client < Self.clients else {
        // The restart, once about a third of the commands are done.
        while lock.withLock({ done }) < Self.clients * Self.steps / 3 { usleep(10_000) }
        lock.withLock { doneAtRestart = done }
        server.stop()
        usleep(300_000)
        try? server.start()
        return
      }
      let tally = Self.runClient(client, database: league) { lock.withLock { done += 1 } }
      lock.withLock { tallies[client] = tally }
    }

    #expect(doneAtRestart > 0 && doneAtRestart < Self.clients * Self.steps, "the restart came mid-run")
    let unexpected = tallies.values.flatMap(\.unexpected)
    #expect(unexpected.isEmpty, "neither applied nor refused as documented: \(unexpected.prefix(5))")
    let store = try PostgreSQLStore(url: league)
    for club in 0..<Self.clients {
      let tally = try #require(tallies[club])
      let rows = try store.rows(
        #"SELECT p."position", p."version" FROM "players" p JOIN "teams" t ON t."id" = p."team_id" WHERE t."name" = "#
          + SQL.value(.text("Club \(club)")))
      #expect(rows.count == Self.size)
      // One position for the whole club: no change applied to some of its rows only.
      #expect(Set(rows.map { $0[0] }).count == 1, "Club \(club): \(rows)")
      let changes = Int(rows.first?[1].integerValue ?? 1) - 1
      #expect(
        tally.applied.count <= changes && changes <= tally.applied.count + tally.uncertain.count,
        "Club \(club): version counts \(changes) changes; \(tally)")
      // The last change applied (or one after it whose outcome was uncertain) is what stands.
      let last = tally.applied.max() ?? 0
      let standing = Int(rows.first?[0].textValue?.dropFirst() ?? "") ?? -1
      #expect(standing == last || tally.uncertain.contains { $0 > last && $0 == standing }, "Club \(club)")
      // The journal: one entry for each change that stands, each with all five rows.
      let entries = try store.rows(
        #"SELECT count(r."id") FROM "journal" j LEFT JOIN "journal_rows" r ON r."entry" = j."id" "#
          + #"WHERE j."command" LIKE "# + SQL.value(.text("set players \"Club \(club)\" %"))
          + #" GROUP BY j."id""#)
      #expect(entries.count == changes, "Club \(club)")
      #expect(entries.allSatisfy { $0[0] == .integer(Int64(Self.size)) }, "Club \(club): \(entries)")
    }
    #expect(try owner.run(["check"]).status == 0)
  }

  /// One client's commands; a failed one ends its process, and the next runs in a new one (after
  /// a moment, while the server is still away).
  static func runClient(_ client: Int, database: String, progress: () -> Void) -> Tally {
    var tally = Tally()
    var session: ScriptClient?
    var step = 1
    var attempts = 0
    while step <= steps && attempts < 200 {
      attempts += 1
      let listing = step % 4 == 0
      let command =
        listing
        ? "players \"Club \(client)\""
        : "set players \"Club \(client)\" where TRUEPREDICATE position=P\(step)"
      do {
        if session == nil { session = try ScriptClient(database: database) }
        switch try session!.run(command) {
        case .output(let lines):
          if listing || lines.first == "Updated \(size) players: position to P\(step)." {
            if !listing { tally.applied.append(step) }
          } else {
            tally.unexpected.append("\(command): \(lines)")
          }
        case .failed(let message, let status):
          session = nil
          if status == 1 && message.contains("may or may not have been saved") {
            tally.uncertain.append(step)
          } else if status == 1 && message.contains("the league at") && !listing {
            // Lost in the transaction ("nothing was changed"), or no server to connect to.
            tally.refused.append(step)
          } else if status == 1 && message.contains("the league at") {
            // A listing while the server is away: try it again.
            usleep(100_000)
            continue
          } else {
            tally.unexpected.append("\(command): \(message) (\(status))")
          }
          usleep(100_000)
        }
      } catch {
        tally.unexpected.append("\(error)")
        session = nil
      }
      step += 1
      progress()
    }
    return tally
  }
}
