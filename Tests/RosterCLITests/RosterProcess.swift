import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Runs the built `roster` binary as a user would: arguments, standard input, environment.
struct RosterProcess {
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The `roster` executable next to the test bundle (or `$ROSTER_BIN`).
  static let executable: URL = {
    if let path = ProcessInfo.processInfo.environment["ROSTER_BIN"] { return URL(fileURLWithPath: path) }
    var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() { candidates.append(bundle) }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug"))
    for folder in candidates {
      let url = folder.appendingPathComponent("roster")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return root.appendingPathComponent(".build/debug/roster")
  }()

  /// A private home, so no test touches the user's own league.
  let home: URL
  let database: String
  /// What this process made (the database, a folder for its home), removed when the last copy of
  /// it goes: at the end of the test of a suite that holds it, passed, failed or thrown out of.
  private let made: Made

  /// A new database of the backend under test (or `database`, an existing one), and a home folder:
  /// next to a database file, or in a folder of its own.
  init(database: String? = nil) {
    let made = Made(database: database == nil ? TemporaryDatabase() : nil)
    self.database = database ?? made.database!.location
    let folder: String
    if PostgreSQLStore.handles(self.database) {
      let own = TemporaryFolder()
      made.folder = own
      folder = own.path
    } else {
      folder = (self.database as NSString).deletingLastPathComponent
    }
    home = URL(fileURLWithPath: folder).appendingPathComponent("home")
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    self.made = made
  }

  /// Removes the database and the home folder now (an existing database given too).
  func cleanUp() {
    Fixture.remove(database)
    try? FileManager.default.removeItem(at: home.deletingLastPathComponent())
  }

  private final class Made: @unchecked Sendable {
    let database: TemporaryDatabase?
    var folder: TemporaryFolder?
    init(database: TemporaryDatabase?) { self.database = database }
  }

  /// Runs `roster --db DATABASE ARGS…` (or without `--db` when `useDatabase` is false).
  @discardableResult
  func run(
    _ arguments: [String], input: String? = nil, useDatabase: Bool = true,
    environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = (useDatabase ? ["--db", database] : []) + arguments
    var environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    environment.merge(extra) { $1 }
    process.environment = environment
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = stdin
    // A child that exits before reading all of its input makes the write fail (EPIPE), which
    // must not end the whole test run (SIGPIPE).
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    if let input { try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes before waiting, so a large output cannot fill a pipe and stall the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Loads the shared fixture through the program itself.
  func seed() throws {
    let result = try run(["--quiet"], input: Fixture.script)
    #expect(result == Result(stdout: "", stderr: "", status: 0))
  }
}

/// Compares text line by line and records a diff on failure.
func expectLines(
  _ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let a = actual.components(separatedBy: "\n")
  let e = expected.components(separatedBy: "\n")
  var diff: [String] = []
  for index in 0..<max(a.count, e.count) {
    let left = index < e.count ? e[index] : nil
    let right = index < a.count ? a[index] : nil
    if left == right {
      diff.append("  " + (left ?? ""))
    } else {
      if let left { diff.append("- " + left) }
      if let right { diff.append("+ " + right) }
    }
  }
  Issue.record(
    Comment(rawValue: "output differs (- expected, + actual):\n" + diff.joined(separator: "\n")),
    sourceLocation: sourceLocation)
}
