import RosterKit

/// `undo` and `redo` for this session's changes, a cascade delete included.
enum UndoCommands {
  static func undo(_ session: Session, _ arguments: inout Arguments) throws {
    let skip = arguments.takeFlag("--skip")
    try arguments.finish()
    if skip {
      try self.skip(from: \.undoStack, "undo", in: session)
      return
    }
    guard let result = try revertLast(from: \.undoStack, "undo", in: session) else {
      session.say("Nothing to undo.")
      return
    }
    session.redoStack.append(result.reverted)
    session.lastChanges = result.reverted
    session.leaveDeletedTeam(result.reverted)
    session.say("Undid: \(summary(result.original)).")
  }

  static func redo(_ session: Session, _ arguments: inout Arguments) throws {
    let skip = arguments.takeFlag("--skip")
    try arguments.finish()
    if skip {
      try self.skip(from: \.redoStack, "redo", in: session)
      return
    }
    guard let result = try revertLast(from: \.redoStack, "redo", in: session) else {
      session.say("Nothing to redo.")
      return
    }
    session.record(result.reverted, clearingRedo: false)
    session.say("Redid: \(summary(result.reverted)).")
  }

  /// Reverts the last change set of a stack; it stays on the stack when the revert fails. A
  /// revert another session's change stands in the way of is refused, saying how to drop the step.
  private static func revertLast(
    from stack: ReferenceWritableKeyPath<Session, [ChangeSet]>, _ verb: String, in session: Session
  ) throws
    -> (original: ChangeSet, reverted: ChangeSet)?
  {
    guard let changes = session[keyPath: stack].last else { return nil }
    let reverted: ChangeSet
    do {
      reverted = try session.context.revert(changes)
    } catch let conflict as ConflictError {
      throw RevertRefused(verb: verb, step: summary(changes), conflict: conflict)
    }
    session[keyPath: stack].removeLast()
    return (changes, reverted)
  }

  /// `undo --skip`, `redo --skip`: forgets the last step, so the ones before it can be reached.
  private static func skip(
    from stack: ReferenceWritableKeyPath<Session, [ChangeSet]>, _ verb: String, in session: Session
  ) throws {
    guard let changes = session[keyPath: stack].popLast() else {
      session.say("Nothing to skip: nothing to \(verb).")
      return
    }
    let next = session[keyPath: stack].last.map { "; '\(verb)' now \(verb)es: \(summary($0))" } ?? ""
    session.say(
      "Skipped: \(summary(changes)); it will not be \(verb == "undo" ? "undone" : "redone")\(next).")
  }

  /// What a change set did, in a few words ("delete team Boston Red Sox and its 28 players").
  static func summary(_ changes: ChangeSet) -> String {
    func name(_ change: ChangeSet.Change) -> String {
      change.values["name"]?.description ?? change.objectID.description
    }
    func players(_ list: [ChangeSet.Change], _ verb: String) -> String? {
      switch list.count {
      case 0: return nil
      case 1: return "\(verb) \(name(list[0]))"
      default: return "\(verb) \(NumberText.grouped(list.count)) players"
      }
    }
    var parts: [String] = []
    let deletedTeams = changes.deleted("Team")
    if !deletedTeams.isEmpty {
      let count = changes.deleted("Player").count
      parts.append(
        "delete team " + deletedTeams.map(name).joined(separator: ", ")
          + (count > 0 ? " and its \(EditingCommands.count(count, "player"))" : ""))
    } else if let text = players(changes.deleted("Player"), "delete") {
      parts.append(text)
    }
    for team in changes.inserted("Team") { parts.append("add team \(name(team))") }
    if let text = players(changes.inserted("Player"), "add") { parts.append(text) }
    for team in changes.updated("Team") { parts.append("change \(name(team))") }
    let updated = changes.updated("Player")
    let moved = updated.filter { $0.previous["team"] != nil }
    if let text = players(moved, "move") { parts.append(text) }
    if let text = players(updated.filter { $0.previous["team"] == nil }, "change") { parts.append(text) }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }
}

/// An undo or redo that would overwrite another session's later change: refused, the step kept,
/// with the way past it (listing again, the advice for an edit, would not help).
struct RevertRefused: PersonFacingError {
  let verb: String
  let step: String
  let conflict: ConflictError

  var description: String {
    "cannot \(verb) '\(step)': \(conflict.what) since; '\(verb) --skip' drops this step, so the ones "
      + "before it can be \(verb == "undo" ? "undone" : "redone")"
  }
}
