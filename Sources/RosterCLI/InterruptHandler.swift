import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Ctrl-C for the whole program: the handler raises `Interruption`'s flag (which every statement
/// and long loop looks at), wakes the REPL's line reader through a pipe, and wakes a thread that
/// asks the store to cancel a statement running on the server (PostgreSQL's cancel request).
///
/// Installed without `SA_RESTART`, so a blocking read of an answer to `[y/N]` returns at Ctrl-C.
enum InterruptHandler {
  /// The REPL polls this descriptor beside standard input.
  nonisolated(unsafe) static var lineReader: Int32 = -1
  nonisolated(unsafe) private static var lineWriter: Int32 = -1
  nonisolated(unsafe) private static var watcherReader: Int32 = -1
  nonisolated(unsafe) private static var watcherWriter: Int32 = -1
  /// The store whose running statement Ctrl-C cancels (weak: the league closes its file, and
  /// SQLite checkpoints its log, when the program ends).
  nonisolated(unsafe) static weak var store: (any Store)?
  nonisolated(unsafe) private static var installed = false

  /// Installs the handler; `cancelling` starts the thread that asks a server to cancel a running
  /// statement (a PostgreSQL league: SQLite's statements look at the flag themselves, and a thread
  /// costs every command a quarter of a millisecond).
  static func install(cancelling: Bool = false) {
    guard !installed else {
      if cancelling { startWatcher() }
      return
    }
    installed = true
    // Initialised here, not for the first time inside the signal handler.
    _ = Interruption.isRequested
    var line: [Int32] = [-1, -1]
    var watcher: [Int32] = [-1, -1]
    guard pipe(&line) == 0, pipe(&watcher) == 0 else { return }
    for descriptor in line + [watcher[1]] {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    for descriptor in line + watcher { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    (lineReader, lineWriter, watcherReader, watcherWriter) = (line[0], line[1], watcher[0], watcher[1])

    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      Interruption.request()
      var byte: UInt8 = 1
      _ = Glibc.write(InterruptHandler.lineWriter, &byte, 1)
      _ = Glibc.write(InterruptHandler.watcherWriter, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    // A parent may have started us with SIGINT blocked (a thread of a test runner, a daemon).
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    if cancelling { startWatcher() }
  }

  nonisolated(unsafe) private static var watching = false

  private static func startWatcher() {
    guard !watching, watcherReader >= 0 else { return }
    watching = true
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { _ in
        var byte: UInt8 = 0
        while true {
          let got = Glibc.read(InterruptHandler.watcherReader, &byte, 1)
          if got < 0 && errno == EINTR { continue }
          if got <= 0 { return nil }
          InterruptHandler.store?.interrupt()
        }
      }, nil)
    if started == 0 { pthread_detach(thread) }
  }

  /// Forgets Ctrl-Cs pressed so far (before the REPL reads a line).
  static func drain() {
    var byte: UInt8 = 0
    while lineReader >= 0 && Glibc.read(lineReader, &byte, 1) > 0 {}
  }
}
