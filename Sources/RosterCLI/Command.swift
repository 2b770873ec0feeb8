import RosterKit

/// One command: its name (one or two words), its syntax, one line of help, an example, and the
/// code that runs it. The table of these drives dispatch, parsing, `help`, the man page and
/// completion, each from the command's one `Syntax`.
public struct Command: Sendable {
  public let name: String
  /// Its syntax, help line and example, made when asked for (the command found, help, Tab): a
  /// one-shot command looks up its command among all of them and needs only its own syntax.
  var syntax: Syntax { makeSyntax() }
  /// The usage line, written from the syntax.
  public var usage: String { syntax.usage(name) }
  public var summary: String { makeSummary() }
  public var example: String { makeExample() }
  private let makeSyntax: @Sendable () -> Syntax
  private let makeSummary: @Sendable () -> String
  private let makeExample: @Sendable () -> String
  /// The name's words, split once: every line looked up compares them.
  let words: [String]
  /// Runs it with what its words said.
  let run: @Sendable (Session, CommandInput) throws -> Void
  /// What it makes of the league as it was (`--as-of`, `--season`, the session's `as-of`).
  let past: Past

  /// How a command meets the league as it was.
  enum Past: Sendable {
    /// It reads the league through the past's views: a listing, `show`, `export`, `report`.
    case shown
    /// It reads nothing the league held then (`log`, `check`, `config`): `--as-of` given with it
    /// is refused rather than left unused, and in a session's `as-of` it runs on the present.
    /// `hint` says what does what was meant (`log --until WHEN`); with the option `changing`
    /// (`log --prune-before`) it is a change, refused as every change to the past is.
    case ignored(hint: String?, changing: String? = nil)
    /// It copies the league as it is now (`backup`, `migrate`): refused while the league is shown
    /// as it was, with the option or in a session's `as-of`.
    case present

    /// Whether the command, given `input`, reads the league through the past's views (or, as a
    /// change, is refused by them).
    func isShown(with input: CommandInput? = nil) -> Bool {
      switch self {
      case .shown: return true
      case .ignored(_, let changing?): return input?.given[changing] != nil
      case .ignored, .present: return false
      }
    }
  }

  init(
    _ name: String, syntax: @autoclosure @escaping @Sendable () -> Syntax,
    summary: @autoclosure @escaping @Sendable () -> String,
    example: @autoclosure @escaping @Sendable () -> String, past: Past = .shown,
    run: @escaping @Sendable (Session, CommandInput) throws -> Void
  ) {
    self.past = past
    self.name = name
    makeSyntax = syntax
    makeSummary = summary
    makeExample = example
    self.words = name.split(separator: " ").map(String.init)
    self.run = run
  }
}
