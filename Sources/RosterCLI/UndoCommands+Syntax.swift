/// How `undo`, `redo` and `revert` are written (their code is `UndoCommands`').
extension UndoCommands {
  static let skip = CommandOption(
    "--skip", meaning: "drop the step that cannot be taken back (another session changed its rows since)")
  static let force = CommandOption(
    "--force",
    meaning: "make it even when it breaks the league's rules, as for any change (and do not ask)")
  static let unasked = CommandOption(
    "-f",
    meaning: "do not show the journal's entry and ask first (at a terminal, an undo from the journal does)")

  /// `undo [--skip] [-f] [--force]`.
  static let undoSyntax = Syntax(options: [skip, unasked, force])
  /// `redo [--skip] [--force]`.
  static let redoSyntax = Syntax(options: [skip, force])
  /// `revert @ENTRY [--force]`.
  static let revertSyntax = Syntax(
    [
      .operand(
        .init(
          slot: .name, kind: .text, placeholder: "@ENTRY",
          missing: .missing("the journal entry to take back, such as @12")))
    ], options: [force])
}
