import Synchronization

/// Ctrl-C as the stores and long loops see it: a flag that the program's signal handler raises
/// and that every statement, every row stepped and every record imported looks at, so a running
/// command stops soon after and its transaction rolls back.
///
/// The flag is a lock-free atomic, so a signal handler may raise it. A program clears it before
/// each command it runs.
public enum Interruption {
  private static let flag = Atomic<Bool>(false)

  public static var isRequested: Bool { flag.load(ordering: .relaxed) }

  /// Raised from the signal handler (async-signal-safe: an atomic store).
  public static func request() { flag.store(true, ordering: .relaxed) }

  public static func clear() { flag.store(false, ordering: .relaxed) }

  /// Throws `InterruptedError` when Ctrl-C was pressed.
  @inline(__always)
  public static func check() throws {
    if flag.load(ordering: .relaxed) { throw InterruptedError() }
  }
}

/// The command was stopped by Ctrl-C; its transaction was rolled back.
public struct InterruptedError: PersonFacingError, Equatable, Sendable {
  public init() {}
  public var description: String { "interrupted; nothing was changed" }
}
