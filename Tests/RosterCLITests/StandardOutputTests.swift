import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output is checked: a failed write is one sentence and status 1, a reader that went
/// away is no failure.
struct StandardOutputTests {
  let roster = RosterProcess()

  @Test(arguments: [
    (["export", "players"], "> /dev/full", "cannot write to standard output: no space left on device"),
    (["players"], "> /dev/full", "cannot write to standard output: no space left on device"),
    (["players"], ">&-", "cannot write to standard output: it is closed"),
    (["--help"], "> /dev/full", "cannot write to standard output: no space left on device"),
    (
      ["add", "team", "Output Club"], "> /dev/full",
      "cannot write to standard output: no space left on device (the change itself was saved)"
    ),
  ])
  func failedWritesAreOneSentence(arguments: [String], redirect: String, sentence: String) throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let before = Backend.isPostgreSQL ? nil : try Data(contentsOf: URL(fileURLWithPath: roster.database))
    let result = try Shell.run(["--db", roster.database] + arguments, redirect: redirect)
    #expect(result.stderr == "roster: \(sentence)\n")
    #expect(result.status == 1)
    if arguments[0] == "add" {
      #expect(try roster.run(["teams"]).stdout.contains("Output Club"))
    } else if let before {
      #expect(try Data(contentsOf: URL(fileURLWithPath: roster.database)) == before)
    }
  }

  /// In a script, the line whose output failed stops it, as any failure does.
  @Test func scriptsStopAtTheLineWhoseOutputFailed() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let script = "add team \"First Club\"\nteams\nadd team \"Second Club\"\n"
    let result = try Shell.run(["--db", roster.database], redirect: "> /dev/full", input: script)
    #expect(
      result.stderr
        == "roster: line 1: cannot write to standard output: no space left on device (the change itself was saved)\n"
    )
    #expect(result.status == 1)
    let teams = try roster.run(["teams"]).stdout
    #expect(teams.contains("First Club") && !teams.contains("Second Club"))
  }

  /// `roster players | head -1`: the rest is dropped quietly, status 0, and a script's changes
  /// after it still happen.
  @Test func aReaderThatGoesAwayIsNoFailure() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    // More than a pipe holds (64 KiB), so that the listing is still being written when the reader goes.
    var csv = "name,team,age\n"
    for index in 0..<4_000 { csv += "Pipe Player \(index),YOM,\(18 + index % 20)\n" }
    let file = roster.home.appendingPathComponent("many.csv").path
    try csv.write(toFile: file, atomically: false, encoding: .utf8)
    #expect(try roster.run(["-q", "import", file]).status == 0)
    for (arguments, input) in [(["players"], nil), ([], "players\nadd team \"After The Pipe\"\n")]
      as [([String], String?)]
    {
      let process = Process()
      process.executableURL = RosterProcess.executable
      process.arguments = ["--db", roster.database] + arguments
      let output = Pipe()
      let errors = Pipe()
      let stdin = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = stdin
      try process.run()
      // Should the program wait for a reader that is gone, the test ends instead of hanging.
      let pid = process.processIdentifier
      DispatchQueue.global().asyncAfter(deadline: .now() + 60) { kill(pid, SIGKILL) }
      if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
      try stdin.fileHandleForWriting.close()
      let first = try output.fileHandleForReading.read(upToCount: 100) ?? Data()
      #expect(!first.isEmpty)
      try output.fileHandleForReading.close()
      let stderr = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 0)
      #expect(String(decoding: stderr, as: UTF8.self) == "")
    }
    #expect(try roster.run(["teams"]).stdout.contains("After The Pipe"))
  }
}
