import Foundation
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Where the PostgreSQL rows' processes run. A save or a fetch is a dozen round trips between
/// the bench and a server process; on two cores how long each takes depends on whether the
/// scheduler put the two on one core or on two, and it places each league's server process
/// anew every run. The set-player row alternates two leagues, so two server processes: the
/// same saves measured 0.90×, 1.05× and 1.55× in three runs in a row, and 1.05–1.06× every time
/// with the bench and both servers on one core. So those rows run on one core.
extension Bench {
  /// Runs `body` with this thread and the server processes behind `stores` on the core this
  /// thread is on, and puts every affinity back after. Where a process cannot be moved (a
  /// server owned by another account), says so and runs `body` as it is.
  func onOneCore<T>(_ stores: [any Store], _ body: () throws -> T) throws -> T {
    guard !stores.isEmpty else { return try body() }
    guard let affinity = Affinity() else {
      say("  (this C library has no sched_setaffinity; measured without pinning)")
      return try body()
    }
    let core = Int(affinity.currentCore())
    var servers: [pid_t] = []
    for store in stores {
      guard let pid = try store.scalar("SELECT pg_backend_pid()").integerValue else { continue }
      servers.append(pid_t(pid))
    }
    let processes = [pid_t(0)] + servers
    var saved: [(pid_t, cpu_set_t)] = []
    defer { for (pid, mask) in saved.reversed() { _ = affinity.set(pid, mask) } }
    for pid in processes {
      var mask = cpu_set_t()
      guard core >= 0, core < 64, affinity.get(pid, MemoryLayout<cpu_set_t>.size, &mask) == 0 else {
        say("  (cannot read where process \(pid) runs; measured without pinning)")
        return try body()
      }
      var one = cpu_set_t()
      withUnsafeMutableBytes(of: &one) { $0.storeBytes(of: UInt64(1) << UInt64(core), as: UInt64.self) }
      guard affinity.set(pid, one) else {
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

/// glibc's `sched_getcpu`, `sched_getaffinity` and `sched_setaffinity`, which its Swift module
/// leaves out (they are GNU extensions), looked up by name.
private struct Affinity {
  typealias Get = @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
  typealias Set = @convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32
  typealias Core = @convention(c) () -> Int32
  let get: Get
  let setter: Set
  let currentCore: Core

  init?() {
    let library = dlopen(nil, RTLD_NOW)
    guard let get = dlsym(library, "sched_getaffinity"), let set = dlsym(library, "sched_setaffinity"),
      let core = dlsym(library, "sched_getcpu")
    else { return nil }
    self.get = unsafeBitCast(get, to: Get.self)
    self.setter = unsafeBitCast(set, to: Set.self)
    self.currentCore = unsafeBitCast(core, to: Core.self)
  }

  func set(_ pid: pid_t, _ mask: cpu_set_t) -> Bool {
    var mask = mask
    return setter(pid, MemoryLayout<cpu_set_t>.size, &mask) == 0
  }
}
