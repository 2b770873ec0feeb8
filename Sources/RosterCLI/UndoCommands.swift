import Foundation
import RosterKit

/// `undo` and `redo` for this session's changes, a cascade delete included.
enum UndoCommands {
  static func undo(_ session: Session, _ arguments: inout Arguments) throws {
    let skip = arguments.takeFlag("--skip")
    try arguments.finish()
    guard let step = session.undoStack.last else { return session.say(nothing("undo", skip: skip)) }
    if skip {
      session.undoStack.removeLast()
      return session.say(skipped("undo", summary(step), next: session.undoStack.last.map(summary)))
    }
    switch step {
    case .changes(let changes):
      let reverted = try revert(changes, "undo", in: session)
      session.undoStack.removeLast()
      session.redoStack.append(reverted)
      session.lastChanges = reverted
      session.leaveDeletedTeam(reverted)
      session.say("Undid: \(summary(step)).")
    case .imported(let changes, _):
      let reverted: ChangeSet?
      do {
        reverted = try changes.revert(in: session.league.store, model: session.context.model)
      } catch let refused as ImportUndoRefused {
        throw RevertRefused(verb: "undo", step: summary(step), what: refused.what)
      }
      // Rows changed below the context: what it had read is stale.
      session.context.reset()
      session.undoStack.removeLast()
      if let reverted { session.redoStack.append(reverted) }
      session.lastChanges = reverted ?? ChangeSet()
      session.leaveDeletedTeam(reverted ?? ChangeSet())
      if let team = session.team, (try? session.league.exists(team)) == false { session.team = nil }
      session.say(
        "Undid: \(summary(step))."
          + (reverted == nil ? " (Too large to redo: import the files again to redo it.)" : ""))
    }
  }

  static func redo(_ session: Session, _ arguments: inout Arguments) throws {
    let skip = arguments.takeFlag("--skip")
    try arguments.finish()
    guard let changes = session.redoStack.last else { return session.say(nothing("redo", skip: skip)) }
    if skip {
      session.redoStack.removeLast()
      return session.say(skipped("redo", summary(changes), next: session.redoStack.last.map(summary)))
    }
    let reverted = try revert(changes, "redo", in: session)
    session.redoStack.removeLast()
    session.record(reverted, clearingRedo: false)
    session.say("Redid: \(summary(reverted)).")
  }

  /// Reverts a change set; a revert another session's later change stands in the way of is
  /// refused, saying how to get past it.
  private static func revert(_ changes: ChangeSet, _ verb: String, in session: Session) throws -> ChangeSet {
    do {
      return try session.context.revert(changes)
    } catch let conflict as ConflictError {
      throw RevertRefused(verb: verb, step: summary(changes), what: conflict.what + " since")
    }
  }

  private static func nothing(_ verb: String, skip: Bool) -> String {
    skip ? "Nothing to skip: nothing to \(verb)." : "Nothing to \(verb)."
  }

  /// `undo --skip` forgot a step; what the next `undo` would take back.
  private static func skipped(_ verb: String, _ step: String, next: String?) -> String {
    "Skipped: \(step); it will not be \(verb == "undo" ? "undone" : "redone")"
      + (next.map { "; '\(verb)' now \(verb)es: \($0)" } ?? "") + "."
  }

  /// What an undo step did, in a few words.
  static func summary(_ step: UndoStep) -> String {
    switch step {
    case .changes(let changes): return summary(changes)
    case .imported(let changes, let files):
      let players = changes.addedCount["Player"] ?? 0
      let teams = changes.addedCount["Team"] ?? 0
      var parts: [String] = []
      if players > 0 { parts.append("\(EditingCommands.count(players, "player")) added") }
      if teams > 0 { parts.append("\(EditingCommands.count(teams, "team")) added") }
      if changes.updatedCount > 0 { parts.append("\(NumberText.grouped(changes.updatedCount)) changed") }
      let names = files.map { ($0 as NSString).lastPathComponent }
      return
        "import of \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " and \(names.count - 3) more" : "")"
        + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }
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
  /// What stands in the way ("Mookie Betts was changed by another session (age 27 → 28) since").
  let what: String

  var description: String {
    "cannot \(verb) '\(step)': \(what); '\(verb) --skip' drops this step, so the ones "
      + "before it can be \(verb == "undo" ? "undone" : "redone")"
  }
}
