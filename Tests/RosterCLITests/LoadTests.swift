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
