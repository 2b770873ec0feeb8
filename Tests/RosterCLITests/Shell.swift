import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `roster` through `/bin/sh`, for redirections a `Process` cannot make (`>&-`, `>>`).
enum Shell {
  static func run(_ arguments: [String], redirect: String, input: String? = nil) throws
    -> RosterProcess.Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirect)", RosterProcess.executable.path] + arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    let errors = Pipe()
    let stdin = Pipe()
    process.standardError = errors
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .init(
      stdout: "", stderr: String(decoding: stderr, as: UTF8.self), status: process.terminationStatus)
  }
}
