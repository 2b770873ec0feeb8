import RosterKit

/// One command: its name (one or two words), its syntax, one line of help, an example, and the
/// code that runs it. The table of these drives dispatch, `help` and (in the REPL) completion.
public struct Command: Sendable {
  public let name: String
  public let usage: String
  public let summary: String
  public let example: String
  let run: @Sendable (Session, inout Arguments) throws -> Void

  init(
    _ name: String, usage: String, summary: String, example: String,
    run: @escaping @Sendable (Session, inout Arguments) throws -> Void
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.example = example
    self.run = run
  }

  var words: [String] { name.split(separator: " ").map(String.init) }
}
