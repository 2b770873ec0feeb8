import RosterKit

/// `set PLURAL where PRED key=value…`, `move PLURAL where PRED to PARENT` and `rm PLURAL where
/// PRED`: one change to every object a condition selects, as a listing with the same words
/// selects them (`players BOS where age > 30`, `players --free where …`). Each is one save, so
/// one transaction, one journal entry and one undo step. Before anything is written every
/// object is checked and every problem named; at a terminal the count is asked about first (`-f`
/// does not ask; `--force` neither asks nor stops at the league's rules).
enum BulkCommands {
  /// The names a question or an answer shows before "and N more".
  static let namesShown = 3

  /// `-f`: no question first.
  static let yes = CommandOption("-f", meaning: "do not ask first")
  /// `--force`: no question, and the change made even when it breaks the league's rules.
  static let force = CommandOption(
    "--force", meaning: "do not ask first, and make the change even when it breaks the league's rules")

  /// What a bulk change says without its `where`.
  static func needsWhere(_ entity: Entity) -> String {
    "say which \(entity.presentation.plural) with 'where PRED' ('where TRUEPREDICATE' takes them all)"
  }

  static func set(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let (force, asks) = flags(input)
    let parent = entity.parentRelationship?.name
    let settings = input.settings
    let objects = try select(entity, session, input)
    guard !settings.isEmpty else {
      throw input.usageError(
        "nothing to change; give key=value after the condition, such as " + entity.presentation.examples.set)
    }
    guard !objects.isEmpty else { return sayNoMatch(entity, in: session) }
    let read = try EditingCommands.read(
      settings, of: entity, excluding: parent.map { [$0] } ?? [], in: session)
    for object in objects { try EditingCommands.apply(read, to: object) }
    try refuseProblems(objects, verb: "changed", in: session)
    let change = settings.map { "\($0.key) to \($0.value.isEmpty ? "none" : $0.value)" }
    guard
      try asks == false
        || session.confirm("Set \(Prose.list(change, "and")) for \(some(objects, in: session))?")
    else {
      return session.say("Nothing changed.")
    }
    let changes = try session.save(force: force)
    let updated = changes.updated.count
    let plural = entity.presentation
    guard updated > 0 else {
      return session.say(
        "Nothing changed: \(objects.count == 1 ? "the one matching \(plural.noun) already has" : "all \(NumberText.grouped(objects.count)) matching \(plural.plural) already have") those values."
      )
    }
    session.say(
      "Updated \(plural.count(updated)): \(Prose.list(change, "and"))"
        + (updated < objects.count
          ? " (\(NumberText.grouped(objects.count - updated)) already had it)." : "."))
    EditingCommands.sayForced(changes, in: session)
  }

  static func move(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let (force, asks) = flags(input)
    guard let relationship = entity.parentRelationship, let destinationName = input.destination else {
      return
    }
    let objects = try select(entity, session, input)
    let destination = try session.league.object(
      session.model.entity(named: relationship.destination), named: destinationName)
    guard !objects.isEmpty else { return sayNoMatch(entity, in: session) }
    let moving = objects.filter { $0.targetID(forKey: relationship.name) != destination.objectID }
    let to = destination.displayName
    let plural = entity.presentation
    guard !moving.isEmpty else {
      return session.say(
        "Nothing changed: \(objects.count == 1 ? "the one matching \(plural.noun) is" : "all \(NumberText.grouped(objects.count)) matching \(plural.plural) are") already on \(to)."
      )
    }
    for object in moving { object.setObject(destination, forKey: relationship.name) }
    try refuseProblems(moving, verb: "moved", in: session)
    guard try asks == false || session.confirm("Move \(some(moving, in: session)) to \(to)?") else {
      return session.say("Nothing moved.")
    }
    let changes = try session.save(force: force)
    let already = objects.count - moving.count
    session.say(
      "Moved \(plural.count(moving.count)) to \(to)"
        + (already > 0 ? " (\(NumberText.grouped(already)) already there)." : "."))
    EditingCommands.sayForced(changes, in: session)
  }

  static func remove(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let (force, asks) = flags(input)
    let objects = try select(entity, session, input)
    guard !objects.isEmpty else { return sayNoMatch(entity, in: session) }
    try session.refuseChangesToThePast()
    // Deleted in the context first: the question names everything the rules take along.
    try session.context.delete(objects)
    if asks && session.terminal != nil {
      let along = EditingCommands.goingAlong(
        entity, in: session.model, count: EditingCommands.going(session))
      let question = "Delete \(some(objects, in: session))" + (along.map { " and their \($0)" } ?? "") + "?"
      guard try session.confirm(question) else {
        session.context.rollback()
        return session.say("Nothing deleted.")
      }
    }
    let changes = try session.save(force: force)
    let along = EditingCommands.goingAlong(
      entity, in: session.model, count: EditingCommands.gone(changes, session.model))
    session.say(
      "Deleted \(entity.presentation.count(objects.count))" + (along.map { " and their \($0)." } ?? "."))
    EditingCommands.sayForced(changes, in: session)
  }

  // MARK: Helpers

  /// `--force` (make it even when it breaks the league's rules, and do not ask) and `-f` (do not
  /// ask): whether forced, and whether to ask.
  private static func flags(_ input: CommandInput) -> (force: Bool, asks: Bool) {
    let force = input.has(Self.force)
    return (force, !(force || input.has(yes)))
  }

  /// The objects the words select (their `where`, which the syntax requires).
  private static func select(_ entity: Entity, _ session: Session, _ input: CommandInput) throws
    -> [ManagedObject]
  {
    let (request, _) = try ListingCommands.selection(entity, session, input)
    return try session.context.fetch(request)
  }

  private static func sayNoMatch(_ entity: Entity, in session: Session) {
    session.say("No \(entity.presentation.plural) match; nothing changed.")
  }

  /// Refuses the change, naming every object it cannot be made to and why, when there is any.
  private static func refuseProblems(_ objects: [ManagedObject], verb: String, in session: Session) throws {
    let problems = try session.context.problems(of: objects)
    guard !problems.isEmpty else { return }
    throw BulkProblems(
      problems: problems, total: objects.count, verb: verb, noun: objects[0].entity.presentation)
  }

  /// "12 players (Mookie Betts, Chris Sale, Rafael Devers and 9 more)".
  static func some(_ objects: [ManagedObject], in session: Session) -> String {
    let presentation = objects[0].entity.presentation
    var names = objects.prefix(namesShown).map(\.displayName)
    if objects.count > namesShown { names.append("\(NumberText.grouped(objects.count - namesShown)) more") }
    return "\(presentation.count(objects.count)) (\(Prose.list(names, "and")))"
  }
}

/// A bulk change refused for the rows it cannot be made to: every one, with why.
struct BulkProblems: PersonFacingError {
  let problems: [Context.Problem]
  let total: Int
  let verb: String
  let noun: EntityPresentation

  var description: String {
    let objects = Set(problems.map(\.objectID)).count
    // One sentence for each reason, with the names it applies to.
    var reasons: [(message: String, names: [String])] = []
    for problem in problems {
      if let index = reasons.firstIndex(where: { $0.message == problem.message }) {
        reasons[index].names.append(problem.name)
      } else {
        reasons.append((problem.message, [problem.name]))
      }
    }
    if reasons.count == 1 && objects == total {
      let which = total == 1 ? "the \(noun.noun)" : "any of the \(noun.count(total))"
      return "the change cannot be made to \(which): \(reasons[0].message); nothing was changed"
    }
    return
      "\(NumberText.grouped(objects)) of the \(noun.count(total)) cannot be \(verb); nothing was changed:\n"
      + reasons.map { "  \($0.message): \($0.names.joined(separator: ", "))" }.joined(separator: "\n")
  }
}
