import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Ctrl-C stops a running command: in one-shot mode and scripts the program exits 130 with its
/// change rolled back; in the REPL the prompt comes back; at a question it answers no.
@Suite(.serialized)
struct InterruptTests {
  let roster = RosterProcess()
  let folder: String

  init() throws {
    try roster.seed()
    folder = roster.home.path
  }

  /// A players file for Boston of `count` rows.
  private func playersFile(_ count: Int) throws -> String {
    let path = folder + "/players-\(count).csv"
    var text = "team,name,age\n"
    text.reserveCapacity(count * 32)
    for index in 0..<count { text += "BOS,Player \(index),\(18 + index % 20)\n" }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Starts `roster ARGS…` (with `input` on standard input), sends SIGINT after `delay`, and
  /// returns how it ended and how long it took to end after the signal.
  private func interrupt(
    _ arguments: [String], input: String? = nil, after delay: Double
  ) throws -> (result: RosterProcess.Result, seconds: Double) {
    let process = Process()
    process.executableURL = RosterProcess.executable
    process.arguments = ["--db", roster.database] + arguments
    process.environment = ["HOME": roster.home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    (process.standardOutput, process.standardError, process.standardInput) = (stdout, stderr, stdin)
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    nonisolated(unsafe) var output = Data()
    nonisolated(unsafe) var errors = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      output = stdout.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errors = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    Thread.sleep(forTimeInterval: delay)
    let signalled = Date()
    process.interrupt()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(signalled)
    group.wait()
    return (
      RosterProcess.Result(
        stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self),
        status: process.terminationStatus),
      seconds
    )
  }

  private func playerCount() throws -> Int {
    try League(path: roster.database).context.count(FetchRequest(entity: Player.entity))
  }

  @Test func ctrlCStopsAnImportAndRollsItBack() throws {
    defer { roster.cleanUp() }
    let file = try playersFile(300_000)
    let (result, seconds) = try interrupt(["import", file], after: 1)
    #expect(result.status == 130)
    #expect(result.stderr.hasSuffix("roster: interrupted; nothing was changed\n"))
    #expect(seconds < 3)
    #expect(try playerCount() == Fixture.players.count)
  }

  @Test func ctrlCStopsAScriptAtTheLineItWasOn() throws {
    defer { roster.cleanUp() }
    let file = try playersFile(300_000)
    let (result, _) = try interrupt([], input: "add team Before\nimport \(file)\nadd team After\n", after: 1)
    #expect(result.status == 130)
    #expect(result.stderr.hasSuffix("roster: line 2: interrupted; nothing was changed\n"))
    let teams = try League(path: roster.database).context.fetchValues(
      FetchRequest(entity: Team.entity), keyPaths: ["name"]
    ).map { $0[0].description }
    #expect(teams.contains("Before") && !teams.contains("After"))
    #expect(try playerCount() == Fixture.players.count)
  }

  /// A query that would run for a long while (every player's team-mates counted for every
  /// player) stops within a moment: SQLite's progress handler looks at the flag, and PostgreSQL
  /// gets a cancel request.
  @Test func ctrlCStopsASlowQuery() throws {
    defer { roster.cleanUp() }
    _ = try Importer(context: League(path: roster.database).context).run([try playersFile(20_000)])
    let (result, seconds) = try interrupt(["players", "where", "team.players.@count > 5"], after: 1)
    #expect(result.status == 130)
    #expect(result.stderr == "roster: interrupted; nothing was changed\n")
    #expect(seconds < 3)
  }
}
