import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal a session talks to: its size, whether to colour, the pager, and questions.
public final class Terminal {
  /// Colour only without `NO_COLOR` (https://no-color.org).
  public let color: Bool
  /// `$PAGER`, or `less -FRX`; nil with `--no-pager`.
  public let pager: String?
  /// Answers yes/no questions; reads a line from the terminal by default.
  var readAnswer: (String) -> String?

  public init(environment: [String: String], pager: Bool) {
    color = environment["NO_COLOR"].map(\.isEmpty) ?? true
    self.pager = pager ? (environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX") : nil
    readAnswer = { prompt in
      FileHandle.standardOutput.write(Data(prompt.utf8))
      return readLine()
    }
  }

  /// Columns and rows of the screen (80 × 24 when it cannot say).
  public var size: (columns: Int, rows: Int) {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    return (80, 24)
  }

  var tableStyle: ListingRenderer.Style { .init(width: size.columns, color: color) }

  /// Writes `text`, through the pager when it is taller than the screen.
  func page(_ text: String, to out: TextSink) {
    let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    guard let pager, lines >= size.rows - 1 else {
      out.write(text)
      return
    }
    out.flush()
    guard let pipe = popen(pager, "w") else {
      out.write(text)
      return
    }
    // The pager may quit before reading everything; that is not an error.
    signal(SIGPIPE, SIG_IGN)
    fputs(text, pipe)
    pclose(pipe)
  }

  /// Asks `question` and reads y or yes (any case) as yes; anything else, or end of input, is no.
  func ask(_ question: String) -> Bool {
    guard let answer = readAnswer(question + " [y/N] ") else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }

  static let bold = "\u{1B}[1m"
  static let green = "\u{1B}[32m"
  static let yellow = "\u{1B}[33m"
  static let reset = "\u{1B}[0m"
}
