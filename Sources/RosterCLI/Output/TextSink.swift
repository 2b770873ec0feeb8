import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Buffered text output to a file descriptor (standard output or error), flushed when large
/// and when asked, so a long listing is written in a few system calls.
///
/// A write that fails is remembered for `confirmWritten()`, and nothing more is written until it
/// is reported, so a full disk cannot leave a file with a hole that merely looks complete. A reader that went away (`head`, a pager
/// that quit: EPIPE) is no failure: the rest of the output is dropped quietly.
public final class TextSink: TextOutput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Set once a write failed or the reader went away: what follows is dropped.
  private var stopped = false
  /// The error code of a failed write not yet reported by `confirmWritten()`.
  private var failure: Int32?
  /// Text written so far, kept only when capturing (tests).
  private var captured: String?

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  /// A sink that keeps what is written instead of printing it (escaping as `escapesControls` says).
  public static func capturing(escapesControls: Bool = false) -> TextSink {
    let sink = TextSink(descriptor: -1)
    sink.captured = ""
    sink.escapesControls = escapesControls
    return sink
  }

  public var text: String { captured ?? "" }

  /// Shows control and invisible characters instead of writing them (`^[`, `<U+202E>`; line
  /// breaks stay): on for standard error, and for standard output at a terminal or in the text
  /// formats, so no value from a file or another program can act on the terminal. Roster's own
  /// escape sequences (colour, the progress bar) go through `writeRaw`.
  public var escapesControls = false

  public func write(_ text: String) {
    writeRaw(escapesControls ? text.visible(keepingLineBreaks: true) : text)
  }

  /// Writes `text` exactly as it is: for Roster's own escape sequences and for text already made
  /// visible.
  public func writeRaw(_ text: String) {
    if captured != nil {
      captured! += text
      return
    }
    append(text.utf8)
  }

  /// Bytes into the buffer (or the captured text), a full buffer written out.
  private func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
    if captured != nil {
      captured! += String(decoding: bytes, as: UTF8.self)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    if escapesControls {
      writeRaw(String(decoding: bytes, as: UTF8.self).visible(keepingLineBreaks: true))
      return
    }
    append(bytes)
  }

  /// Writes `bytes`, text already made visible (a table's line), exactly as they are, then a line
  /// break.
  public func lineRaw(_ bytes: [UInt8]) {
    append(bytes)
    append(CollectionOfOne(UInt8(ascii: "\n")))
  }

  public func line(_ text: String = "") {
    write(text)
    write("\n")
  }

  public func flush() {
    guard !buffer.isEmpty, descriptor >= 0 else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    guard !stopped else { return }
    let code = AtomicFile.writeAll(buffer, to: descriptor)
    guard code != 0 else { return }
    stopped = true
    if code != EPIPE { failure = code }
  }

  /// Writes what is buffered and throws `OutputError` for a write that failed since the last call.
  /// Once it is reported, output may be tried again (the next command of a session); after EPIPE
  /// it stays dropped.
  public func confirmWritten() throws {
    flush()
    guard let failure else { return }
    self.failure = nil
    stopped = false
    throw OutputError(code: failure)
  }

  /// Whether output has stopped: the reader went away (a pager that quit, `head`) or a write
  /// failed. Whoever makes a long output can stop making it.
  public var hasStopped: Bool { stopped }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { descriptor >= 0 && isatty(descriptor) == 1 }
}

extension TextSink {
  /// Makes standard input, output and error safe to use; called first thing, before anything
  /// opens a file. One that is closed (`roster players >&-`) is opened on /dev/null for reading
  /// only: the next file opened (the database!) would otherwise get its number and receive the
  /// output, and now writing to it fails as it would on a closed descriptor (EBADF), with a
  /// sentence. SIGPIPE is ignored, so a reader that goes away shows as EPIPE in `flush` instead of
  /// ending the program half-way through a change.
  public static func prepareStandardDescriptors() {
    for number in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(number, F_GETFD) == -1 {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != number {
        dup2(opened, number)
        close(opened)
      }
    }
    signal(SIGPIPE, SIG_IGN)
  }
}
