import FoundationEssentials
import RosterKit

/// `undo` and `redo`: a session's steps taken back and put back through the journal
/// (`JournalRevert`), a cascade delete and an import included; with no step of its own, the
/// newest change of the same author the journal has.
enum UndoCommands {
  /// `undo [--skip] [-f] [--force]`: `--skip` drops the step, `-f` does not ask before an undo
  /// from the journal, `--force` also makes one the league's rules refuse (and does not ask).
  static func undo(_ session: Session, _ input: CommandInput) throws {
    let (skip, force) = (input.has(Self.skip), input.has(Self.force))
    let unasked = input.has(Self.unasked) || force
    try session.refuseChangesToThePast()
    guard let step = session.undoStack.last else {
      if skip || session.hasOwnSteps { return session.say(nothing("undo", skip: skip)) }
      return try undoFromJournal(session, force: force, asking: !unasked)
    }
    if skip {
      session.undoStack.removeLast()
      return session.say(skipped("undo", step.summary, next: session.undoStack.last?.summary))
    }
    let outcome = try takeBack(step, "undo", force: force, in: session)
    session.undoStack.removeLast()
    if let entry = outcome.entry { session.redoStack.append(step.done(by: entry)) }
    session.say("Undid: \(step.summary).")
    sayForced(outcome.forced, in: session)
  }

  /// `redo [--skip] [--force]`: the revert of the newest undo's entry.
  static func redo(_ session: Session, _ input: CommandInput) throws {
    let (skip, force) = (input.has(Self.skip), input.has(Self.force))
    try session.refuseChangesToThePast()
    guard let step = session.redoStack.last else { return session.say(nothing("redo", skip: skip)) }
    if skip {
      session.redoStack.removeLast()
      return session.say(skipped("redo", step.summary, next: session.redoStack.last?.summary))
    }
    let outcome = try takeBack(step, "redo", force: force, in: session)
    session.redoStack.removeLast()
    if let entry = outcome.entry { session.undoStack.append(step.done(by: entry)) }
    session.say("Redid: \(step.summary).")
    sayForced(outcome.forced, in: session)
  }

  /// Takes back the entry of `step`, a step of this session's (or of its undo, for a redo); a
  /// later change of another session's that stands in the way refuses it, saying how to get
  /// past it.
  private static func takeBack(_ step: UndoStep, _ verb: String, force: Bool, in session: Session) throws
    -> JournalRevert.Outcome
  {
    let since = step.origin.map { "the \($0.action)" }
    let outcome: JournalRevert.Outcome
    do {
      outcome = try JournalRevert(context: session.context).undo(
        step.entry, stamp: session.context.stamp, force: force, passing: session.ownEntries, since: since)
    } catch let conflict as UndoConflict {
      throw RevertRefused(verb: verb, step: step.summary, what: conflict.what(since: since))
    }
    tookBack(outcome, in: session)
    return outcome
  }

  /// After a revert written below the context: the session reads its rows again, marks what the
  /// revert did in the next listing, and leaves a place that is gone.
  private static func tookBack(_ outcome: JournalRevert.Outcome, in session: Session) {
    session.context.refreshObjects()
    session.lastChanges = outcome.entry.map(Session.LastChanges.entry)
    if let entry = outcome.entry { session.ownEntries.insert(entry) }
    if let place = session.place, (try? session.league.exists(place)) == false { session.place = nil }
  }

  private static func sayForced(_ breaches: [RuleBreach], in session: Session) {
    for breach in breaches { session.err.line("roster: warning: made anyway (--force): " + breach.forced) }
  }

  /// `undo` with nothing of this session's left (a one-shot `roster undo`, a new session): the
  /// newest change of the same author the journal has, not yet undone. At a terminal it says
  /// which entry and what it did, and asks first, unless `asking` is false (`-f`).
  private static func undoFromJournal(_ session: Session, force: Bool, asking: Bool) throws {
    let revert = JournalRevert(context: session.context)
    guard let id = try revert.newest(by: session.author) else {
      throw JournalRevertError.nothingToUndo(author: try revert.authorName(session.author))
    }
    if asking, session.terminal != nil, session.configuration?.confirms ?? true {
      let reader = JournalReader(store: session.context.store, model: session.model)
      var filter = JournalReader.Filter()
      (filter.since, filter.until) = (.entry(id), .entry(id))
      try LogCommand.showBlocks(try reader.entries(filter), reader: reader, verbose: false, in: session)
      guard try session.confirm("Undo @\(id)?") else { return session.say("Nothing undone.") }
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
    tookBack(outcome, in: session)
    let entry = outcome.reverted
    let what = entry.command ?? "a change by another program"
    session.say(
      "Undid @\(entry.id) (\(what), by \(entry.author) at \(When.local(entry.at)))"
        + (outcome.entry.map { "; 'revert @\($0)' takes the undo back" } ?? "") + ".")
    sayForced(outcome.forced, in: session)
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
      // A link's display value is one of its facts, not a name: "guardianship (mother)".
      if model.joinTable(through: entity) != nil {
        return entity.presentation.noun + (name.isEmpty ? "" : " (\(name))")
      }
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
      EditingCommands.goingAlong(entity, in: model, count: EditingCommands.gone(changes, model))
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
      let left = moved.filter { ($0.value(forKey: parent) ?? .null).isNull }
      if let text = several("move", moved.filter { !($0.value(forKey: parent) ?? .null).isNull }, entity) {
        parts.append(text)
      }
      if let text = several("leave", left, entity) { parts.append(text + " without a \(parent)") }
      if let text = several("change", updated.filter { $0.previous[parent] == nil }, entity) {
        parts.append(text)
      }
    }
    // Links that went with a deleted end were named with it ("and their 2 guardianships").
    let gone = Set(changes.deleted.map(\.objectID))
    let unlinked = changes.unlinked.filter { !gone.contains($0.first) && !gone.contains($0.second) }
    parts += links(changes.linked, "add", in: model) + links(unlinked, "remove", in: model)
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }

  /// "add 2 links of guardians and players": the links of many-to-many relationships a change
  /// made (or took away), a count a join table.
  private static func links(_ links: [Link], _ verb: String, in model: Model) -> [String] {
    Dictionary(grouping: links, by: \.table).sorted { $0.key < $1.key }.map { table, links in
      let ends = model.joinTable(named: table).map { joinTable in
        " of " + Prose.list(joinTable.ends.map { model.entity(named: $0.entity).presentation.plural }, "and")
      }
      return "\(verb) \(NumberText.grouped(links.count)) link\(links.count == 1 ? "" : "s")" + (ends ?? "")
    }
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
