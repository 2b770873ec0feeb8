import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Many clients at once, bounded: 16 `roster` processes on PostgreSQL (4 on SQLite, whose file
/// takes one writer at a time) each run a fixed number of seeded random commands on one league —
/// listings, adds and removes of their own players, and changes and moves of four players they
/// all share — then stop. Every change is applied or refused with a documented sentence; none is
/// lost (each shared player's positions form one chain, and its version counts every applied
/// change); the journal has exactly one entry for each applied change; and `check` finds the
/// league consistent.
@Suite struct LoadTests {
  static let clients = Backend.isPostgreSQL ? 16 : 4
  static let commandsEach = 20
  static let shared = (1...4).map { "Shared \($0)" }
  static let teams = ["Boston Red Sox", "Los Angeles Dodgers", "Yomiuri Giants"]

  /// What one client saw: the changes it made, and the refusals it met.
  struct Tally {
    var added: [String] = []
    var removed: [String] = []
    /// Shared player, position before, position after.
    var positions: [(name: String, from: String, to: String)] = []
    var moves: [String] = []
    var refusals: [String] = []
    var unexpected: [String] = []
    var changes: Int { added.count + removed.count + positions.count + moves.count }
  }

  /// Sentences a change may be refused with when another client got there first.
  static let refusals = [
    "was changed by another session", "was changed or deleted by another session", "is busy",
  ]

  @Test func everyChangeIsAppliedOrRefusedAndNoneIsLost() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let setup = Self.shared.map { "add player \"\($0)\" team=BOS age=20 position=S0" }.joined(separator: "\n")
    #expect(try roster.run(["--quiet"], input: setup).status == 0)
    let store = try League.store(at: roster.database)
    let before = try store.scalar("SELECT max(\"id\") FROM \"journal\"").integerValue ?? 0

    let lock = NSLock()
    nonisolated(unsafe) var tallies: [Tally] = []
    atOnce(Self.clients) { client in
      let tally = Self.runClient(client, database: roster.database)
      lock.lock()
      tallies.append(tally)
      lock.unlock()
    }

    let unexpected = tallies.flatMap(\.unexpected)
    #expect(unexpected.isEmpty, "neither applied nor refused as documented: \(unexpected.prefix(5))")
    let applied = tallies.reduce(0) { $0 + $1.changes }
    #expect(applied > Self.clients * Self.commandsEach / 3, "only \(applied) changes were applied")
    // Each shared player's applied changes of position form one chain from S0.
    for name in Self.shared {
      let changes = tallies.flatMap(\.positions).filter { $0.name == name }
      var next = Dictionary(grouping: changes, by: \.from)
      #expect(
        next.values.allSatisfy { $0.count == 1 }, "two changes of \(name) from one value: a lost update")
      var value = "S0"
      var length = 0
      while let change = next.removeValue(forKey: value)?.first {
        value = change.to
        length += 1
      }
      #expect(length == changes.count, "\(name)'s changes do not form one chain")
      let moves = tallies.flatMap(\.moves).filter { $0 == name }.count
      let row = try store.rows(
        "SELECT \"position\", \"version\" FROM \"players\" WHERE \"name\" = \(bind: .text(name))")
      #expect(row == [[.text(value), .integer(Int64(1 + changes.count + moves))]], "\(name)")
    }
    // The clients' own players: exactly those added and not removed.
    let added = Set(tallies.flatMap(\.added))
    let removed = Set(tallies.flatMap(\.removed))
    let stored = try store.rows("SELECT \"name\" FROM \"players\" WHERE \"name\" LIKE 'C%-%'").compactMap {
      $0[0].textValue
    }
    #expect(Set(stored) == added.subtracting(removed))
    // One journal entry for each applied change, none for a refused one.
    let entries = try store.scalar(
      "SELECT count(*) FROM \"journal\" WHERE \"id\" > \(bind: .integer(before))")
    #expect(entries == .integer(Int64(applied)))
    let check = try roster.run(["check"])
    #expect(check.status == 0, "\(check.stderr)")
  }

  /// One client's commands, from its own seed; a refused change ends its script (as a failing
  /// command ends any script), so it starts a new one, as its user would.
  static func runClient(_ client: Int, database: String) -> Tally {
    var tally = Tally()
    var generator = SeededGenerator(seed: UInt64(100 + client))
    var own: [String] = []
    var session: ScriptClient?
    for step in 0..<commandsEach {
      do {
        if session == nil { session = try ScriptClient(database: database) }
        let roll = Int.random(in: 0..<100, using: &generator)
        let command: String
        let expect: (String) -> Bool
        var record: (inout Tally) -> Void = { _ in }
        if roll < 25 {
          let team = teams.randomElement(using: &generator)!
          command = "players \"\(team)\""
          expect = { _ in true }
        } else if roll < 50 || own.isEmpty {
          let name = "C\(client)-\(step)"
          command = "add player \"\(name)\" team=LAD age=20"
          expect = { $0 == "Added \(name) (age 20) to Los Angeles Dodgers." }
          record = { $0.added.append(name) }
          own.append(name)
        } else if roll < 62 {
          let name = own.remove(at: Int.random(in: 0..<own.count, using: &generator))
          command = "rm player \"\(name)\" -f"
          expect = { $0 == "Deleted \(name) from Los Angeles Dodgers." }
          record = { $0.removed.append(name) }
        } else if roll < 88 {
          let name = shared.randomElement(using: &generator)!
          let position = "C\(client)S\(step)"
          command = "set player \"\(name)\" position=\(position)"
          let prefix = "Updated \(name): position "
          var from = ""
          expect = { line in
            guard line.hasPrefix(prefix), line.hasSuffix(" → \(position).") else { return false }
            from = String(line.dropFirst(prefix.count).dropLast(" → \(position).".count))
            return true
          }
          record = { $0.positions.append((name, from, position)) }
        } else {
          let name = shared.randomElement(using: &generator)!
          let team = teams.randomElement(using: &generator)!
          command = "move player \"\(name)\" to \"\(team)\""
          expect = { $0.hasPrefix("Moved \(name) from ") && $0.hasSuffix(" to \(team).") }
          record = { $0.moves.append(name) }
        }
        switch try session!.run(command) {
        case .output(let lines):
          if command.hasPrefix("players") {
            continue
          }
          if let line = lines.first, expect(line) {
            record(&tally)
          } else if command.hasPrefix("move"),
            lines.first?.hasSuffix(" is already on \(command.split(separator: "\"")[3]).") == true
          {
            // A move to the team the player is on changes nothing, and writes no journal entry.
          } else {
            tally.unexpected.append("\(command): \(lines)")
          }
        case .failed(let message, let status):
          session = nil
          if status == 1, refusals.contains(where: message.contains) {
            tally.refusals.append(message)
            if command.hasPrefix("add player") { own.removeLast() }
            if command.hasPrefix("rm player"), let name = command.split(separator: "\"").dropFirst().first {
              own.append(String(name))
            }
          } else {
            tally.unexpected.append("\(command): \(message) (\(status))")
          }
        }
      } catch {
        tally.unexpected.append("\(error)")
        session = nil
      }
    }
    return tally
  }
}

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
