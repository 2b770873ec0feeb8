import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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
  /// Folders made for the files held (a league folder), removed with them when they stay empty.
  private let folders = Mutex<[String]>([])

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

  /// A folder made for files held: `discard()` removes it again, if nothing else was put there.
  func madeFolder(_ path: String) { folders.withLock { $0.append(path) } }

  /// Puts every file in place, in the order written; the first that cannot be is the error, and
  /// those after it are removed.
  public func commit() throws {
    folders.withLock { $0.removeAll() }
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
    // The innermost first; rmdir removes only a folder that is empty.
    for folder in folders.withLock({ made in
      defer { made.removeAll() }; return made
    }).reversed() {
      _ = rmdir(folder)
    }
  }

  deinit { discard() }
}
