import FoundationEssentials
import RosterKit

/// `undo` and `redo` for this session's changes, a cascade delete included.
enum UndoCommands {
  static func undo(_ session: Session, _ input: CommandInput) throws {
    let (skip, force) = (input.has(Self.skip), input.has(Self.force))
    try session.refuseChangesToThePast()
    guard let step = session.undoStack.last else {
      if skip || session.hasOwnSteps { return session.say(nothing("undo", skip: skip)) }
      return try undoFromJournal(session, force: force)
    }
    if skip {
      session.undoStack.removeLast()
      let model = session.model
      return session.say(
        skipped("undo", summary(step, in: model), next: session.undoStack.last.map { summary($0, in: model) })
      )
    }
    let reverted = try revert(step, "undo", force: force, in: session)
    session.undoStack.removeLast()
    if reverted.canRevert { session.redoStack.append(reverted) }
    session.lastChanges = reverted
    session.leaveDeletedPlace(reverted)
    // A revert too large to keep its values does not say what it deleted: look.
    if !reverted.canRevert, let place = session.place, (try? session.league.exists(place)) == false {
      session.place = nil
    }
    session.say(
      "Undid: \(summary(step, in: session.model))."
        + (reverted.canRevert ? "" : " (Too large to redo: import the files again to redo it.)"))
    EditingCommands.sayForced(reverted, in: session)
  }

  static func redo(_ session: Session, _ input: CommandInput) throws {
    let (skip, force) = (input.has(Self.skip), input.has(Self.force))
    try session.refuseChangesToThePast()
    guard let changes = session.redoStack.last else { return session.say(nothing("redo", skip: skip)) }
    if skip {
      session.redoStack.removeLast()
      let model = session.model
      return session.say(
        skipped(
          "redo", summary(changes, in: model), next: session.redoStack.last.map { summary($0, in: model) }))
    }
    let reverted = try revert(changes, "redo", force: force, in: session)
    session.redoStack.removeLast()
    session.record(reverted, clearingRedo: false)
    session.say("Redid: \(summary(reverted, in: session.model)).")
    EditingCommands.sayForced(reverted, in: session)
  }

  /// `undo` with nothing of this session's left (a one-shot `roster undo`, a new session): the
  /// newest change of the same author the journal has, not yet undone.
  private static func undoFromJournal(_ session: Session, force: Bool) throws {
    let revert = JournalRevert(context: session.context)
    guard let id = try revert.newest(by: session.author) else {
      throw JournalRevertError.nothingToUndo(author: try revert.authorName(session.author))
    }
    try takeBack(id, with: revert, force: force, in: session)
  }

  /// `revert @ID`: takes back one journal entry, whoever made it.
  static func revert(_ session: Session, _ input: CommandInput) throws {
    let (force, word) = (input.has(Self.force), input[.name] ?? "")
    try session.refuseChangesToThePast()
    guard let id = Int64(word.hasPrefix("@") ? String(word.dropFirst()) : word), id > 0 else {
      throw input.usageError("\(quoted(word)) is not a journal entry; give its number, such as @12")
    }
    try takeBack(id, with: JournalRevert(context: session.context), force: force, in: session)
  }

  private static func takeBack(_ id: Int64, with revert: JournalRevert, force: Bool, in session: Session)
    throws
  {
    let outcome = try revert.revert(id, stamp: session.context.stamp, force: force)
    // What this session holds was read before: it reads the rows again.
    session.context.refreshObjects()
    session.lastChanges = nil
    if let place = session.place, (try? session.league.exists(place)) == false { session.place = nil }
    let entry = outcome.reverted
    let what = entry.command ?? "a change by another program"
    session.say(
      "Undid @\(entry.id) (\(what), by \(entry.author) at \(When.local(entry.at)))"
        + (outcome.entry.map { "; 'revert @\($0)' takes the undo back" } ?? "") + ".")
    for breach in outcome.forced {
      session.err.line("roster: warning: made anyway (--force): " + breach.forced)
    }
  }

  /// Reverts a change set; a revert another session's later change stands in the way of is
  /// refused, saying how to get past it.
  private static func revert(_ changes: ChangeSet, _ verb: String, force: Bool, in session: Session) throws
    -> ChangeSet
  {
    // Its journal entry says which one it takes back, so that a later 'undo' passes over both.
    session.context.stamp.reverts = changes.journalEntry
    do {
      return try session.context.revert(changes, force: force)
    } catch let conflict as ConflictError {
      let what = changes.origin.map { conflict.what(since: "the \($0.action)") } ?? conflict.what + " since"
      throw RevertRefused(verb: verb, step: summary(changes, in: session.model), what: what)
    } catch let conflict as BulkConflictError {
      throw RevertRefused(verb: verb, step: summary(changes, in: session.model), what: conflict.what)
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

  /// What a change set that is not a command's save did: "import of a.csv, b.csv (2 players
  /// added, 1 team added, 2 changed)"; its undo, "(2 players removed, …)".
  static func summary(_ changes: ChangeSet, of origin: ChangeSet.Origin, in model: Model) -> String {
    var parts: [String] = []
    // Children first: "2 players added, 1 team added".
    for entity in model.entities.reversed() {
      let added = changes.insertedCount(entity.name) + changes.deleted(entity.name).count
      if added > 0 { parts.append("\(entity.presentation.count(added)) added") }
    }
    if !changes.updated.isEmpty { parts.append("\(NumberText.grouped(changes.updated.count)) changed") }
    let names = origin.sources.map(PathName.name)
    return
      "\(origin.action) of \(names.prefix(3).joined(separator: ", "))"
      + (names.count > 3 ? " and \(names.count - 3) more" : "")
      + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
  }

  /// What a change set did, in a few words ("delete team Boston Red Sox and its 28 players").
  static func summary(_ changes: ChangeSet, in model: Model) -> String {
    if let origin = changes.origin { return summary(changes, of: origin, in: model) }
    func name(_ change: ChangeSet.Change, _ entity: Entity) -> String {
      let name = entity.displayName(change.values)
      return name.isEmpty ? change.objectID.description : name
    }
    /// "delete Mookie Betts", "delete 3 players".
    func several(_ verb: String, _ list: [ChangeSet.Change], _ entity: Entity) -> String? {
      switch list.count {
      case 0: return nil
      case 1: return "\(verb) \(name(list[0], entity))"
      default: return "\(verb) \(entity.presentation.count(list.count))"
      }
    }
    var parts: [String] = []
    // A deletion takes along what the cascade rules give it, however deep: "delete team X and its
    // 28 players and their 40 contacts", "delete Mookie Betts and their 2 contacts".
    var takenAlong = Set<String>()
    func takeAlong(_ entity: Entity) {
      for relationship in entity.relationships
      where relationship.isToMany && relationship.deleteRule == .cascade {
        let child = model.entity(named: relationship.destination)
        takenAlong.insert(child.name)
        takeAlong(child)
      }
    }
    let along = { (entity: Entity) in
      EditingCommands.goingAlong(entity, in: model) { changes.deleted($0).count }
    }
    for entity in model.entities where entity.parentRelationship == nil {
      let deleted = changes.deleted(entity.name)
      guard !deleted.isEmpty else { continue }
      parts.append(
        "delete \(entity.presentation.noun) " + deleted.map { name($0, entity) }.joined(separator: ", ")
          + (along(entity).map { " and its \($0)" } ?? ""))
      takeAlong(entity)
    }
    for entity in model.entities where entity.parentRelationship != nil && !takenAlong.contains(entity.name) {
      guard let text = several("delete", changes.deleted(entity.name), entity) else { continue }
      parts.append(text + (along(entity).map { " and their \($0)" } ?? ""))
      takeAlong(entity)
    }
    for entity in model.entities {
      let inserted = changes.inserted(entity.name)
      if entity.parentRelationship == nil {
        for change in inserted { parts.append("add \(entity.presentation.noun) \(name(change, entity))") }
      } else if let text = several("add", inserted, entity) {
        parts.append(text)
      }
    }
    for entity in model.entities {
      let updated = changes.updated(entity.name)
      guard let parent = entity.presentation.parent else {
        for change in updated { parts.append("change \(name(change, entity))") }
        continue
      }
      let moved = updated.filter { $0.previous[parent] != nil }
      // A nullify rule leaves objects without a parent: no move of theirs.
      let left = moved.filter { ($0.values[parent] ?? .null).isNull }
      if let text = several("move", moved.filter { !($0.values[parent] ?? .null).isNull }, entity) {
        parts.append(text)
      }
      if let text = several("leave", left, entity) { parts.append(text + " without a \(parent)") }
      if let text = several("change", updated.filter { $0.previous[parent] == nil }, entity) {
        parts.append(text)
      }
    }
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
