import RosterKit

/// A line of input (or an argument) that is not UTF-8 text.
public struct ScriptLineError: PersonFacingError {
  /// Where the bytes came from, for the advice: a script, the terminal, or the command line.
  public enum Origin: Sendable { case script, terminal, argument(Int) }
  public var origin: Origin = .script
  /// Longer than `InputLines.limit`, rather than not UTF-8.
  public var isTooLong = false

  public var description: String {
    if isTooLong {
      return
        "the line is longer than 1 MiB, which no command is; give roster a script of its commands, one a line"
    }
    return switch origin {
    case .script: "the line is not valid UTF-8 text; save the script as UTF-8"
    case .terminal: "the line is not valid UTF-8 text; set the terminal to UTF-8 (such as LANG=C.UTF-8)"
    case .argument(let number): "argument \(number) is not valid UTF-8 text; type it in UTF-8"
    }
  }
}
