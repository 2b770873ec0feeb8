import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal a session talks to: its size, whether to colour, the pager, and questions.
public final class Terminal {
  /// Colour unless the settings say never (`color = never`, or `NO_COLOR`: https://no-color.org).
  public let color: Bool
  /// `$PAGER`, or `less -FRX`; nil with `--no-pager`, with `PAGER` set empty (as git reads it),
  /// on a `dumb` terminal, and after the pager could not be run.
  public private(set) var pager: String?
  /// Answers yes/no questions; reads a line from the terminal by default, nil at end of input or
  /// Ctrl-C.
  var readAnswer: (String) -> String?
  /// Where a warning about the pager goes.
  var warn: (String) -> Void = { _ in }
  private let path: String

  /// A terminal with `pager` (nil or empty for none) and colour unless `color` is false; on a
  /// `dumb` terminal there is no pager.
  public init(environment: [String: String], pager: String?, color: Bool = true) {
    self.color = color
    path = environment["PATH"] ?? "/usr/bin:/bin"
    let pager = pager?.trimmingWhitespace()
    self.pager = environment["TERM"] == "dumb" || pager?.isEmpty != false ? nil : pager
    readAnswer = { prompt in
      Terminal.writeDirectly(prompt)
      return readLine()
    }
  }

  /// Columns and rows of the screen (80 × 24 when it cannot say).
  public var size: (columns: Int, rows: Int) { Self.size }

  static var size: (columns: Int, rows: Int) {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    return (80, 24)
  }

  static var columns: Int { size.columns }

  var tableStyle: ListingRenderer.Style { .init(width: size.columns, color: color) }

  /// Writes `text` (already made visible), through the pager when it is taller than the screen.
  /// A pager that cannot be run is reported once and not tried again: the text is printed.
  func page(_ text: String, to out: TextSink) {
    let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    guard lines >= size.rows - 1 else { return out.writeRaw(text) }
    if !paging(to: out, { $0.writeRaw(text) }) { out.writeRaw(text) }
  }

  /// Runs `body` with a sink to the pager (text written as it is made: a table of a million rows
  /// goes to it a batch at a time), or with `out` where there is no pager to run, or where lines
  /// typed ahead or pasted are waiting: they are commands for Roster, not keys for the pager (`s`
  /// in less saves to a file named by what follows). When the pager quits, the sink stops
  /// (`TextSink.hasStopped`). False when the pager's shell could not run it (126, 127): nothing
  /// was shown, and the pager is not tried again.
  @discardableResult
  func paging(to out: TextSink, _ body: (TextSink) throws -> Void) rethrows -> Bool {
    guard let pager, !Self.inputIsWaiting else {
      try body(out)
      return true
    }
    guard runs(pager) else {
      give(up: pager)
      try body(out)
      return true
    }
    out.flush()
    // less without the commands that write files or run programs, unless the user says otherwise.
    setenv("LESSSECURE", "1", 0)
    guard let pipe = popen(pager, "w") else {
      give(up: pager)
      try body(out)
      return true
    }
    // The pager may quit before reading everything; that is not an error.
    signal(SIGPIPE, SIG_IGN)
    let sink = TextSink(descriptor: fileno(pipe))
    var closed = false
    defer {
      if !closed {
        sink.flush()
        pclose(pipe)
      }
    }
    try body(sink)
    sink.flush()
    closed = true
    let status = pclose(pipe)
    // 126 and 127: the shell could not run the command.
    guard status == -1 || ((status >> 8) & 0xFF != 126 && (status >> 8) & 0xFF != 127) else {
      give(up: pager)
      return false
    }
    return true
  }

  /// Whether standard input already holds something typed (or pasted) that was not read yet.
  static var inputIsWaiting: Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// Whether the pager's program is there to run: a path that is executable, or a name found
  /// on `PATH` (the shell would only say "not found" after swallowing the text).
  private func runs(_ pager: String) -> Bool {
    guard let program = pager.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) else {
      return false
    }
    if program.contains("/") { return access(program, X_OK) == 0 }
    // Shell syntax (a variable, a quote) is left to the shell.
    if program.contains(where: { "$'\"\\=;|&(){}<>`".contains($0) }) { return true }
    return path.split(separator: ":").contains {
      access("\($0.isEmpty ? "." : String($0))/\(program)", X_OK) == 0
    }
  }

  private func give(up pager: String) {
    self.pager = nil
    warn(
      "warning: the pager \(quoted(pager)) cannot be run; printing without one (set PAGER, or PAGER= for none)"
    )
  }

  /// Asks `question` and reads y or yes (any case) as yes; anything else, or end of input, is no.
  func ask(_ question: String) -> Bool {
    guard let answer = readAnswer(question + " [y/N] ") else { return false }
    return ["y", "yes"].contains(answer.trimmingWhitespace().lowercased())
  }

  /// Writes to standard output at once, past the buffer: a prompt, an echoed ^C. A terminal that
  /// hung up is no reason to stop (FileHandle's write would trap).
  static func writeDirectly(_ text: String) {
    _ = AtomicFile.writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }

  static let bold = "\u{1B}[1m"
  static let green = "\u{1B}[32m"
  static let yellow = "\u{1B}[33m"
  static let reset = "\u{1B}[0m"
}
