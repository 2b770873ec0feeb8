import Foundation
import RosterFixtures
import RosterKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `roster` killed with SIGKILL at seeded random moments of an import, a cascading delete and an
/// export: afterwards the database passes SQLite's integrity and foreign-key checks, opens
/// normally, and holds all of the interrupted command's change or none of it; an output file is
/// the old one or the complete new one.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's files under SIGKILL"))
struct CrashTests {
  static let trials = 20
  static let players = 20_000

  /// Runs `roster ARGS` and kills it after `delay` seconds; true when it finished first.
  private static func run(_ arguments: [String], killedAfter delay: TimeInterval) throws -> Bool {
    let process = Process()
    process.executableURL = RosterProcess.executable
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(delay)
    while process.isRunning && Date() < deadline { usleep(500) }
    let finished = !process.isRunning
    if !finished { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return finished && process.terminationReason == .exit
  }

  /// Seconds an uninterrupted run takes (on a scratch copy), to spread the kills over.
  private static func duration(_ arguments: (String) -> [String], from database: String) throws
    -> TimeInterval
  {
    let scratch = Fixture.temporaryPath()
    defer { Fixture.remove(scratch) }
    try FileManager.default.copyItem(atPath: database, toPath: scratch)
    let started = Date()
    #expect(try run(arguments(scratch), killedAfter: 600))
    return Date().timeIntervalSince(started)
  }

  /// Integrity, foreign keys and the search index, checked by SQLite itself, then by `roster check`.
  private static func expectConsistent(_ database: String, trial: Int) throws {
    let store = try SQLiteStore(path: database)
    #expect(try store.rows("PRAGMA integrity_check") == [[.text("ok")]], "trial \(trial)")
    #expect(try store.rows("PRAGMA foreign_key_check").isEmpty, "trial \(trial)")
    let check = try RosterProcess(database: database).run(["check"])
    #expect(check.status == 0, "trial \(trial): \(check.stderr)")
  }

  private static func remove(_ database: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
  }

  private static func count(_ sql: SQL, in database: String) throws -> Int64 {
    try SQLiteStore(path: database).scalar(sql).integerValue ?? -1
  }

  /// A league with the fixture's teams, and a CSV of `players` more for them.
  private static func league() throws -> (roster: RosterProcess, csv: String) {
    let roster = RosterProcess()
    try roster.seed()
    let csv = roster.home.appendingPathComponent("players.csv").path
    var text = "name,team,age,position,number\n"
    let teams = Fixture.teams.map(\.name)
    for index in 0..<players {
      text += "Crash Player \(index),\(teams[index % teams.count]),\(18 + index % 20),P,\n"
    }
    try text.write(toFile: csv, atomically: true, encoding: .utf8)
    return (roster, csv)
  }

  /// The journal matches the rows: an entry for the change when it committed (with `rows` row
  /// changes of `kind`), none when it did not; never one without the other.
  private static func expectJournal(
    _ database: String, entriesBefore: Int64, committed: Bool, kind: String, rows: Int64, trial: Int
  ) throws {
    let entries = try count(#"SELECT count(*) FROM "journal""#, in: database)
    #expect(entries == entriesBefore + (committed ? 1 : 0), "trial \(trial): \(entries) journal entries")
    guard committed else { return }
    let journaled = try count(
      #"SELECT count(*) FROM "journal_rows" WHERE "change" = "# + SQL.value(.text(kind))
        + #" AND "entry" = (SELECT max("id") FROM "journal")"#, in: database)
    #expect(journaled == rows, "trial \(trial): \(journaled) journaled \(kind)s")
  }

  @Test func killedImportsStoreAllOrNothing() throws {
    let (roster, csv) = try Self.league()
    defer { roster.cleanUp() }
    let before = try Self.count("SELECT count(*) FROM players", in: roster.database)
    let entries = try Self.count(#"SELECT count(*) FROM "journal""#, in: roster.database)
    let full = try Self.duration({ ["--db", $0, "-q", "import", csv] }, from: roster.database)
    var generator = SeededGenerator(seed: 20)
    var outcomes = [false: 0, true: 0]
    for trial in 0..<Self.trials {
      let database = roster.home.appendingPathComponent("trial-\(trial).sqlite").path
      try FileManager.default.copyItem(atPath: roster.database, toPath: database)
      defer { Self.remove(database) }
      let delay = Double.random(in: 0...(full * 1.5), using: &generator)
      _ = try Self.run(["--db", database, "-q", "import", csv], killedAfter: delay)
      try Self.expectConsistent(database, trial: trial)
      let players = try Self.count("SELECT count(*) FROM players", in: database)
      #expect(players == before || players == before + Int64(Self.players), "trial \(trial): \(players)")
      try Self.expectJournal(
        database, entriesBefore: entries, committed: players != before, kind: "insert",
        rows: Int64(Self.players),
        trial: trial)
      outcomes[players != before, default: 0] += 1
    }
    #expect(outcomes[false]! > 0, "some imports were killed before they committed")
  }

  @Test func killedCascadeDeletesRemoveAllOrNothing() throws {
    let (roster, csv) = try Self.league()
    defer { roster.cleanUp() }
    #expect(try roster.run(["-q", "import", csv]).status == 0)
    let team = "Boston Red Sox"
    let players = try Self.count("SELECT count(*) FROM players", in: roster.database)
    let teamPlayers = try Self.count(
      "SELECT count(*) FROM players JOIN teams ON teams.id = players.team_id WHERE teams.name = \(bind: .text(team))",
      in: roster.database)
    let entries = try Self.count(#"SELECT count(*) FROM "journal""#, in: roster.database)
    let full = try Self.duration({ ["--db", $0, "rm", "team", "-f", team] }, from: roster.database)
    var generator = SeededGenerator(seed: 21)
    for trial in 0..<Self.trials {
      let database = roster.home.appendingPathComponent("trial-\(trial).sqlite").path
      try FileManager.default.copyItem(atPath: roster.database, toPath: database)
      defer { Self.remove(database) }
      let delay = Double.random(in: 0...(full * 1.5), using: &generator)
      _ = try Self.run(["--db", database, "rm", "team", "-f", team], killedAfter: delay)
      try Self.expectConsistent(database, trial: trial)
      let teams = try Self.count("SELECT count(*) FROM teams WHERE name = \(bind: .text(team))", in: database)
      let left = try Self.count("SELECT count(*) FROM players", in: database)
      #expect(
        (teams == 1 && left == players) || (teams == 0 && left == players - teamPlayers), "trial \(trial)")
      try Self.expectJournal(
        database, entriesBefore: entries, committed: teams == 0, kind: "delete", rows: teamPlayers + 1,
        trial: trial)
    }
  }

  @Test(arguments: [["export", "players"], ["report", "league", "--format", "html"]])
  func killedWritesLeaveTheOldFileOrTheNewOne(command: [String]) throws {
    let (roster, csv) = try Self.league()
    defer { roster.cleanUp() }
    #expect(try roster.run(["-q", "import", csv]).status == 0)
    let output = roster.home.appendingPathComponent("output").path
    let complete = try roster.run(command + ["-o", output])
    #expect(complete.status == 0)
    let new = try Data(contentsOf: URL(fileURLWithPath: output))
    let old = Data("the old file\n".utf8)
    let full = try Self.duration({ ["--db", $0] + command + ["-o", output] }, from: roster.database)
    var generator = SeededGenerator(seed: 22)
    for trial in 0..<Self.trials {
      try old.write(to: URL(fileURLWithPath: output))
      let delay = Double.random(in: 0...(full * 1.5), using: &generator)
      _ = try Self.run(["--db", roster.database] + command + ["-o", output], killedAfter: delay)
      let now = try Data(contentsOf: URL(fileURLWithPath: output))
      #expect(now == old || now == new, "trial \(trial): \(now.count) bytes")
    }
    // A killed run's temporary file is removed by the next run writing the same file; one of a
    // process still running (this test's own pid stands in for it) is left alone.
    let dead = (4_000_000...4_100_000).first { kill(Int32($0), 0) != 0 && errno == ESRCH } ?? 4_000_000
    let abandoned = roster.home.appendingPathComponent(".output.tmp-\(dead)").path
    let live = roster.home.appendingPathComponent(".output.tmp-\(getpid())").path
    for path in [abandoned, live] { try Data("partial".utf8).write(to: URL(fileURLWithPath: path)) }
    #expect(try roster.run(command + ["-o", output]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: abandoned))
    #expect(FileManager.default.fileExists(atPath: live))
  }
}
