import RosterKit

/// One command: its name (one or two words), its syntax, one line of help, an example, and the
/// code that runs it. The table of these drives dispatch, `help` and (in the REPL) completion.
public struct Command: Sendable {
  public let name: String
  /// Its syntax, help line and example, written when asked for (help, a usage error): a
  /// one-shot command looks up its command among all of them and needs none of their text.
  public var usage: String { makeUsage() }
  public var summary: String { makeSummary() }
  public var example: String { makeExample() }
  private let makeUsage: @Sendable () -> String
  private let makeSummary: @Sendable () -> String
  private let makeExample: @Sendable () -> String
  /// The name's words, split once: every line looked up compares them.
  let words: [String]
  let run: @Sendable (Session, inout Arguments) throws -> Void

  init(
    _ name: String, usage: @autoclosure @escaping @Sendable () -> String,
    summary: @autoclosure @escaping @Sendable () -> String,
    example: @autoclosure @escaping @Sendable () -> String,
    run: @escaping @Sendable (Session, inout Arguments) throws -> Void
  ) {
    self.name = name
    makeUsage = usage
    makeSummary = summary
    makeExample = example
    self.words = name.split(separator: " ").map(String.init)
    self.run = run
  }
}
