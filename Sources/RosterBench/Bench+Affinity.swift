import Foundation
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Where the rows that measure two processes in step run. A PostgreSQL save or fetch is a dozen
/// round trips between the bench and a server process; on two cores how long each takes depends
/// on whether the scheduler put the two on one core or on two, and it places each connection's
/// server process anew every run. The set-player row alternates two leagues, so two server
/// processes: the same 300 saves measured 0.90×, 1.05× and 1.55× in three runs in a row, and
/// 1.10–1.14× in four with the bench and both server processes on one core. The team fetch
/// against the C API, fetch by fetch with a C program, had runs of tens of slow fetches in this
/// process while the C program's, on the other core, were not (p99 1.3–2.3× from run to run);
/// on one core, 1.31–1.39×. So those rows run on one core.
extension Bench {
  /// Runs `body` with this thread and the server processes behind those of `stores` that are
  /// PostgreSQL's on one core (`onOneCore(processes:)`); with no server among `stores`, as it is.
  func onOneCore<T>(_ stores: [any Store], _ body: () throws -> T) throws -> T {
    let servers = try stores.compactMap { $0 as? PostgreSQLStore }.compactMap {
      try $0.scalar("SELECT pg_backend_pid()").integerValue.map { pid_t($0) }
    }
    guard !servers.isEmpty else { return try body() }
    return try onOneCore(processes: servers, body)
  }

  /// Runs `body` with this thread and `processes` on the core this thread is on, and puts every
  /// affinity back after; where that cannot be done, runs `body` as it is, saying why.
  func onOneCore<T>(processes: [pid_t], _ body: () throws -> T) throws -> T {
    guard let affinity = Affinity(), case let core = affinity.currentCore(), (0..<64).contains(core) else {
      say("  (cannot tell this thread's core; measured without pinning)")
      return try body()
    }
    var one = cpu_set_t()
    withUnsafeMutableBytes(of: &one) { $0.storeBytes(of: UInt64(1) << UInt64(core), as: UInt64.self) }
    var saved: [(pid_t, cpu_set_t)] = []
    defer { for (pid, mask) in saved.reversed() { _ = affinity.set(pid, mask) } }
    for pid in [0] + processes {  // 0: this thread
      guard let mask = affinity.mask(pid), affinity.set(pid, one) else {
        say(
          "  (cannot move process \(pid) to core \(core): \(String(cString: strerror(errno))); measured without pinning)"
        )
        return try body()
      }
      saved.append((pid, mask))
    }
    return try body()
  }
}

/// glibc's `sched_getcpu`, `sched_getaffinity` and `sched_setaffinity` (GNU extensions).
private struct Affinity {
  let currentCore: @convention(c) () -> Int32
  let get: @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
  let put: @convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32

  init?() {
    guard let currentCore = cFunction("sched_getcpu", as: (@convention(c) () -> Int32).self),
      let get = cFunction(
        "sched_getaffinity", as: (@convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32).self),
      let put = cFunction(
        "sched_setaffinity", as: (@convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32).self)
    else { return nil }
    (self.currentCore, self.get, self.put) = (currentCore, get, put)
  }

  /// The cores process `pid` may run on; nil where it cannot be read.
  func mask(_ pid: pid_t) -> cpu_set_t? {
    var mask = cpu_set_t()
    return get(pid, MemoryLayout<cpu_set_t>.size, &mask) == 0 ? mask : nil
  }

  func set(_ pid: pid_t, _ mask: cpu_set_t) -> Bool {
    var mask = mask
    return put(pid, MemoryLayout<cpu_set_t>.size, &mask) == 0
  }
}
