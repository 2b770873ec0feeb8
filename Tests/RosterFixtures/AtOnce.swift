import Foundation

/// Runs `body` for each index below `count`, all at once, each on a thread of its own, and
/// returns when every one has finished. Not `DispatchQueue.concurrentPerform`, which runs as many
/// at a time as the machine has cores: clients that spend their time waiting for a `roster`
/// process would take turns, two at a time on two cores, instead of meeting at the database.
public func atOnce(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.start()
  }
  group.wait()
}
