import Foundation
import Testing

/// A `roster` process kept running on a pipe, fed one command at a time, as a second person at
/// another terminal would be. Each command is followed by `pwd`, whose path line (the only output
/// starting with "/") marks the end of the command's output; a failing command ends the script, so
/// its process exits.
final class ScriptClient {
  enum Outcome: Equatable {
    /// The command ran; its output lines (without the marker).
    case output([String])
    /// The command failed and the process exited: its error output and status.
    case failed(String, Int32)
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var pending = Data()
  /// The script line number of the last command sent (each command is followed by a `pwd`).
  private(set) var commandLine = -1

  init(database: String, environment: [String: String] = [:]) throws {
    process.executableURL = RosterProcess.executable
    process.arguments = ["--db", database]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
      .merging(environment) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    // A command sent after the process ended (a test that goes on after a failure) must fail
    // that test with EPIPE, not end the whole test run with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
  }

  deinit {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// Runs one command line and waits for it to finish.
  func run(_ command: String) throws -> Outcome {
    try input.fileHandleForWriting.write(contentsOf: Data((command + "\npwd\n").utf8))
    commandLine += 2
    var lines: [String] = []
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending.removeSubrange(pending.startIndex...newline)
        if line.hasPrefix("/") { return .output(lines) }
        lines.append(line)
        continue
      }
      let data = output.fileHandleForReading.availableData
      if data.isEmpty {
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return .failed(message, process.terminationStatus)
      }
      pending.append(data)
    }
  }
}
