import Foundation
import RosterKit

/// Many clients changing one league at once: each a `roster` session (a process reading its
/// script from a pipe, as a person at a terminal) that lists its own team once and then changes
/// its first player again and again. Throughput in changes per second over the wall time of all,
/// and each change's latency (from the command sent to its answer): 1, 4 and 16 clients on
/// PostgreSQL, 4 on SQLite (whose file takes one writer at a time). No baseline: the figures are
/// the server's and the file's own, and the rows say how they scale.
extension Bench {
  func clients(_ files: (teams: String, players: String), label: String) throws {
    var engines: [(name: String, url: String, counts: [Int])] = []
    let file = freshDatabase("roster-clients", schema: false)
    try check(Run.process([roster, "--db", file, "--quiet", "import", files.teams, files.players]), "import")
    engines.append(("SQLite", file, [4]))
    if let server = Self.postgresServer {
      let url = try freshPostgresDatabase(server, "roster_bench_clients")
      try check(
        Run.process([roster, "--db", url, "--quiet", "import", files.teams, files.players]), "import")
      engines.append(("PostgreSQL", url, [1, 4, 16]))
    } else {
      say("PostgreSQL: no server; the many-clients rows are SQLite's only")
    }
    let changes = quick ? 50 : 250
    for engine in engines {
      let teams = try League.store(at: engine.url).rows(
        "SELECT \(ident: "name") FROM \(ident: "teams") ORDER BY \(ident: "id") LIMIT 16"
      ).compactMap { $0[0].textValue }
      for count in engine.counts {
        say("\(engine.name): \(count) clients × \(changes) changes, \(label)…")
        let lock = NSLock()
        nonisolated(unsafe) var latencies = Samples()
        nonisolated(unsafe) var failures: [String] = []
        let roster = self.roster
        let words = teams.map(Self.quotedWord)
        let start = Run.now()
        clientsAtOnce(count) { client in
          do {
            let session = try BenchClient(roster: roster, database: engine.url)
            _ = try session.run("cd \(words[client])")
            _ = try session.run("ls")
            var mine: [Double] = []
            for change in 0..<changes {
              let sent = Run.now()
              let answer = try session.run("set 1 position=C\(client)X\(change)")
              mine.append(Run.now() - sent)
              guard answer.first?.hasPrefix("Updated ") == true else {
                throw BenchError("client \(client): \(answer)")
              }
            }
            lock.lock()
            latencies.values += mine
            lock.unlock()
          } catch {
            lock.lock()
            failures.append("\(error)")
            lock.unlock()
          }
        }
        let seconds = (Run.now() - start) / 1000
        guard failures.isEmpty else { throw BenchError("\(engine.name) clients: \(failures[0])") }
        let throughput = Double(latencies.values.count) / seconds
        rows.append(
          Row(
            figure: "\(engine.name): \(count) client\(count == 1 ? "" : "s") changing players, p99",
            roster: latencies,
            baseline: nil, baselineName: "—", statistic: "p99", target: nil, absolute: true,
            note: "\(NumberText.grouped(Int(throughput))) changes/s; p50 \(format(latencies.median)) ms"))
      }
    }
  }

  /// A team name as one word of a command line (the generated names have no quotes in them).
  private static func quotedWord(_ text: String) -> String {
    "\"" + text + "\""
  }
}

/// One `roster` session on a pipe: a command, then `pwd`, whose path line marks the end of the
/// command's answer (as the tests' ScriptClient does).
final class BenchClient {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var pending = Data()

  init(roster: String, database: String) throws {
    process.executableURL = URL(fileURLWithPath: roster)
    process.arguments = ["--db", database]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  func run(_ command: String) throws -> [String] {
    try input.fileHandleForWriting.write(contentsOf: Data((command + "\npwd\n").utf8))
    var lines: [String] = []
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending.removeSubrange(pending.startIndex...newline)
        if line.hasPrefix("/") { return lines }
        lines.append(line)
        continue
      }
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw BenchError("the session ended after \(command)") }
      pending.append(data)
    }
  }
}

/// Runs `body` for each client at once, each on a thread of its own (as the tests' `atOnce`,
/// which the bench cannot import): `concurrentPerform` runs only as many at a time as there are
/// cores, so clients waiting on their processes would take turns.
private func clientsAtOnce(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    Thread {
      body(index)
      group.leave()
    }.start()
  }
  group.wait()
}
