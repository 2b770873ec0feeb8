import RosterKit

/// One command: its name (one or two words), its syntax, one line of help, an example, and the
/// code that runs it. The table of these drives dispatch, `help` and (in the REPL) completion.
public struct Command: Sendable {
  public let name: String
  /// Its syntax, help line and example, written when asked for (help, a usage error): a
  /// one-shot command looks up its command among all of them and needs none of their text.
  public var usage: String { texts.usage() }
  public var summary: String { texts.summary() }
  public var example: String { texts.example() }
  private let texts: Texts
  /// The name's words, split once: every line looked up compares them.
  let words: [String]
  let run: @Sendable (Session, inout Arguments) throws -> Void

  private struct Texts: Sendable {
    let usage: @Sendable () -> String
    let summary: @Sendable () -> String
    let example: @Sendable () -> String
  }

  init(
    _ name: String, usage: @autoclosure @escaping @Sendable () -> String,
    summary: @autoclosure @escaping @Sendable () -> String,
    example: @autoclosure @escaping @Sendable () -> String,
    run: @escaping @Sendable (Session, inout Arguments) throws -> Void
  ) {
    self.name = name
    self.texts = Texts(usage: usage, summary: summary, example: example)
    self.words = name.split(separator: " ").map(String.init)
    self.run = run
  }
}
