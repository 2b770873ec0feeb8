import RosterKit

/// A command line read once (`LineParser`): roster's own options, the command its words name,
/// and what the command's syntax made of them. `roster`'s arguments and each line of a session
/// are read the same way; the line runs from this (`CommandTable.run`), never from its words.
struct ParsedLine {
  /// Roster's own options (`--db`, `--format`, `--as-of`, …), given before or after the command.
  var options: GlobalOptions
  /// The command, or nil for a line with none (roster's arguments that start a session).
  var command: Command?
  /// What the command's words said, typed; nil with `--help` (which reads only which command).
  var input: CommandInput?
  /// The first mistake in the command's words (an unknown command or option, a missing name):
  /// said when the line runs, after what roster's own options refuse (`--as-of` given to `check`).
  var mistake: (any Error)?
  /// The line as its journal entry records it: without roster's own options and `--`, the
  /// words after `--` literal.
  var commandWords: [Argument] = []
  /// What `--help` asks about: the command's words, or the first two words given.
  var helpTopic: [String] = []

  /// Roster's own options that last for the session (a session's line takes them for itself):
  /// the line as run once they are in effect.
  var withoutSessionOptions: ParsedLine {
    var line = self
    let options = line.options
    line.options = GlobalOptions()
    line.options.words = options.words
    return line
  }
}
