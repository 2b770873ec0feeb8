import Synchronization

/// Files written while a script runs as one transaction (`roster -1`), held back until the
/// transaction commits: an export, a report, a league folder or a rejects file written at line 3
/// of a script that fails at line 9 would otherwise keep data that was then rolled back. Each is
/// written whole beside its target (`AtomicFile`), and renamed into place by `commit()`, or
/// removed by `discard()`. Streams (a FIFO, standard output) are written as they go.
///
/// `current` is task-local: the script's run sets it, and every `AtomicFile` committed within
/// holds its file here instead of putting it in place.
public final class HeldFiles: Sendable {
  @TaskLocal public static var current: HeldFiles?

  private let held = Mutex<[Replacement]>([])

  public init() {}

  /// The files held, as they were named.
  public var names: [String] { held.withLock { $0.map(\.given) } }

  func hold(_ replacement: Replacement) {
    held.withLock { held in
      // A file written twice is put in place once, with what was written last.
      if let index = held.firstIndex(where: { $0.path == replacement.path }) {
        held[index].discard()
        held.remove(at: index)
      }
      held.append(replacement)
    }
  }

  /// Puts every file in place, in the order written; the first that cannot be is the error, and
  /// those after it are removed.
  public func commit() throws {
    let files = held.withLock { held in
      defer { held.removeAll() }
      return held
    }
    for (index, replacement) in files.enumerated() {
      do {
        try replacement.commit()
      } catch {
        for rest in files[(index + 1)...] { rest.discard() }
        throw error
      }
    }
  }

  /// Removes every file held: none of them appears.
  public func discard() {
    let files = held.withLock { held in
      defer { held.removeAll() }
      return held
    }
    for replacement in files { replacement.discard() }
  }

  deinit { discard() }
}
