import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Timings of one measured thing, in milliseconds.
struct Samples {
  var values: [Double] = []
  /// The largest peak resident memory of what was measured, in KiB: a child process's (from
  /// wait4), or for a measurement in this process, this process's (getrusage).
  var peakKilobytes = 0

  /// A child process's time and peak memory.
  mutating func append(_ result: ProcessResult) {
    values.append(result.milliseconds)
    peakKilobytes = max(peakKilobytes, result.peakKilobytes)
  }

  /// A time measured in this process, with this process's peak memory so far.
  mutating func append(inProcess milliseconds: Double) {
    values.append(milliseconds)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    peakKilobytes = max(peakKilobytes, usage.ru_maxrss)
  }
  var sorted: [Double] { values.sorted() }
  var median: Double { percentile(50) }
  var minimum: Double { values.min() ?? 0 }
  var maximum: Double { values.max() ?? 0 }

  /// Nearest-rank percentile.
  func percentile(_ p: Double) -> Double {
    let sorted = sorted
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}

/// What a child process took: wall time and peak memory.
struct ProcessResult {
  let milliseconds: Double
  let peakKilobytes: Int
  let status: Int32
  let output: String
}

enum Run {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
  }

  /// Runs `arguments` (through `sh -c` when `shell`), standard output to /dev/null unless
  /// `capture`, and reports its wall time and peak resident memory (from wait4's rusage).
  @discardableResult
  static func process(
    _ arguments: [String], shell: Bool = false, capture: Bool = false, input: String? = nil,
    environment: [String: String]? = nil
  ) -> ProcessResult {
    let argv = shell ? ["/bin/sh", "-c", arguments.joined(separator: " ")] : arguments
    let outputPath = NSTemporaryDirectory() + "bench-out-\(getpid())"
    let inputPath = NSTemporaryDirectory() + "bench-in-\(getpid())"
    if let input { try? input.write(toFile: inputPath, atomically: true, encoding: .utf8) }
    guard
      let (pid, start) = spawn(
        argv, environment: environment,
        files: { actions in
          posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inputPath, O_RDONLY, 0)
          posix_spawn_file_actions_addopen(
            &actions, 1, capture ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        })
    else { return ProcessResult(milliseconds: 0, peakKilobytes: 0, status: -1, output: "") }
    let (elapsed, peak) = waitForExit(pid, started: start)
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let output = capture ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    return ProcessResult(
      milliseconds: elapsed, peakKilobytes: peak ?? usage.ru_maxrss, status: (status >> 8) & 0xFF,
      output: output)
  }

  /// Starts `arguments` (the program found on the PATH) with `environment` (this process's when
  /// nil), its standard error to /dev/null and the other files as `files` sets them; the child's
  /// id and the moment just before it was started, or nil when it could not be.
  static func spawn(
    _ arguments: [String], environment: [String: String]? = nil,
    files: (inout posix_spawn_file_actions_t) -> Void
  ) -> (pid: pid_t, started: Double)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    files(&actions)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let env =
      (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { env.forEach { free($0) } }
    var pid: pid_t = 0
    let started = now()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, cArguments, env) == 0 else { return nil }
    return (pid, started)
  }

  /// `pidfd_open(2)`, looked up at run time (glibc 2.36 has it; Swift's Glibc module does not).
  private static let pidfdOpen = cFunction("pidfd_open", as: (@convention(c) (pid_t, UInt32) -> Int32).self)

  /// Waits until the child `pid` exits (not reaping it) and returns its wall time and its own
  /// peak memory. wait4's ru_maxrss will not do: a child spawned with vfork (as posix_spawn
  /// does) carries the parent's high-water mark into its exec, so every child would weigh at
  /// least what this process does. The child's own VmHWM is read every millisecond instead,
  /// while a pidfd tells the moment it exits; nil where there is no pidfd.
  private static func waitForExit(_ pid: pid_t, started: Double) -> (Double, Int?) {
    guard let pidfdOpen, case let descriptor = pidfdOpen(pid, 0), descriptor >= 0 else {
      var info = siginfo_t()
      waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
      return (now() - started, nil)
    }
    defer { close(descriptor) }
    // posix_spawn returns once the child has run its exec: from the first reading on, VmHWM is
    // the new program's own. The readings miss at most its last millisecond.
    var peak = 0
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    repeat {
      peak = max(peak, highWaterMark(pid) ?? 0)
    } while poll(&poller, 1, 1) == 0 || (poller.revents & Int16(POLLIN)) == 0
    return (now() - started, peak > 0 ? peak : nil)
  }

  /// VmHWM of a running process, in KiB.
  private static func highWaterMark(_ pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  }
}
