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
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let outputPath = NSTemporaryDirectory() + "bench-out-\(getpid())"
    let inputPath = NSTemporaryDirectory() + "bench-in-\(getpid())"
    if let input { try? input.write(toFile: inputPath, atomically: true, encoding: .utf8) }
    posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, capture ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let env =
      (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { env.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawnp(&pid, argv[0], &actions, nil, cArguments, env) == 0 else {
      return ProcessResult(milliseconds: 0, peakKilobytes: 0, status: -1, output: "")
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = now() - start
    let output = capture ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    return ProcessResult(
      milliseconds: elapsed, peakKilobytes: usage.ru_maxrss, status: (status >> 8) & 0xFF, output: output)
  }
}
