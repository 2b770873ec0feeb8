import Foundation

/// A child program asked one line at a time: a line to its standard input, its answer a line of
/// its standard output. What lets a baseline in C be measured fetch by fetch in step with Roster
/// rather than in blocks of its own, so that a moment the machine is slow falls on both.
final class Coprocess {
  let pid: pid_t
  private let input: Int32
  private let output: Int32
  private var buffered: [UInt8] = []

  /// Starts `arguments`; its standard error goes to /dev/null.
  init(_ arguments: [String]) throws {
    var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
    // Closed on exec: a coprocess started later must not hold this one's input open.
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchError("cannot make a pipe") }
    for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let spawned = Run.spawn(arguments) { actions in
      posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
      posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    }
    close(toChild[0])
    close(fromChild[1])
    guard let (pid, _) = spawned else {
      close(toChild[1])
      close(fromChild[0])
      throw BenchError("cannot start \(arguments[0])")
    }
    self.pid = pid
    self.input = toChild[1]
    self.output = fromChild[0]
  }

  /// Sends `line` and waits for the answer's line (without its newline).
  func ask(_ line: String) throws -> String {
    let bytes = Array((line + "\n").utf8)
    guard bytes.withUnsafeBytes({ write(input, $0.baseAddress, $0.count) }) == bytes.count else {
      throw BenchError("the coprocess stopped reading")
    }
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let answer = String(decoding: buffered[..<end], as: UTF8.self)
        buffered.removeSubrange(...end)
        return answer
      }
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      guard count > 0 else { throw BenchError("the coprocess ended without answering") }
      buffered += chunk[..<count]
    }
  }

  /// Ends its input, waits for it to exit, and says whether it exited cleanly.
  @discardableResult
  func finish() -> Bool {
    close(input)
    close(output)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status == 0
  }
}
