import RosterKit

/// One step of a session that `undo` takes back (or `redo` puts back): the journal entry that
/// made it, and what it did in words. The journal holds everything else (`JournalRevert`).
struct UndoStep {
  /// The entry to take back: the step's own, or for a step undone, the undo's (whose revert is
  /// the redo), or for a step redone, the redo's.
  let entry: Int64
  /// What the step did: "delete team Boston Red Sox and its 6 players", "import of teams.csv
  /// (2 teams added)".
  let summary: String
  /// The event the step was, when not a command's save (an import): later changes are said to
  /// date from it ("changed by another session since the import").
  let origin: ChangeSet.Origin?

  init(_ changes: ChangeSet, entry: Int64, in model: Model) {
    self.entry = entry
    summary = UndoCommands.summary(changes, in: model)
    origin = changes.origin
  }

  private init(entry: Int64, summary: String, origin: ChangeSet.Origin?) {
    (self.entry, self.summary, self.origin) = (entry, summary, origin)
  }

  /// The same step, now taken back (or put back) by entry `entry`: the next `redo` (or `undo`)
  /// takes that one back.
  func done(by entry: Int64) -> UndoStep { UndoStep(entry: entry, summary: summary, origin: origin) }
}
