import RosterKit

/// `add`, `set`, `move` and `rm` of any entity, by name or (in a session) by row number, their
/// words from the entity's presentation. Each changes objects in the context and saves once, so it
/// commits fully or changes nothing. A change that breaks the league's rules (a division's ages or
/// roster sizes, a locked division) is refused with every rule it breaks; `--force` makes it
/// anyway, and says what it broke.
enum EditingCommands {
  /// `--force`: a change made even when it breaks the league's rules (saying what it broke).
  static let force = CommandOption(
    "--force", meaning: "make the change even when it breaks the league's rules, and say what it broke")
  /// `-f`: a deletion made without asking first, and even when it breaks the league's rules.
  static let removeForce = CommandOption(
    "-f", "--force", meaning: "do not ask first, and delete even when it breaks the league's rules")
  /// `--release`: what a deletion would take along waits in the pool instead.
  static let releasing = CommandOption(
    "--release", meaning: "keep what it would take along, placed in nothing (players become free agents)")

  /// `add NOUN NAME key=value… [--force]`: inside a place (a team), an object placed in it needs
  /// no parent setting.
  static func add(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let force = input.has(Self.force)
    let presentation = entity.presentation
    let name = input[.name] ?? ""
    let relationship = entity.parentRelationship
    let settings = input.settings
    let parent = try session.parent(named: input.parent, within: input.qualifier, for: entity)
    if let relationship, parent == nil, !relationship.isOptional {
      let noun = session.model.entity(named: relationship.destination).presentation.noun
      throw input.usageError(
        "missing \(relationship.name)=\(relationship.name.uppercased()): say which \(noun) the \(presentation.noun) joins"
      )
    }
    // A link's other end, named as its parent is (`guardian=` of a guardianship).
    for end in entity.relationships
    where !end.isToMany && !end.isOptional && end.name != relationship?.name
      && !settings.contains(where: { $0.key.lowercased() == end.name })
    {
      let noun = session.model.entity(named: end.destination).presentation.noun
      throw input.usageError(
        "missing \(end.name)=\(end.name.uppercased()): say which \(noun) the \(presentation.noun) joins")
    }
    let object = session.context.insert(entity)
    // A name left out of an entity that may be without one (a guardianship's relationship) is none.
    if !name.isEmpty || entity.attribute(presentation.displayKey)?.isOptional != true {
      object.setValue(.text(name), forKey: presentation.displayKey)
    }
    if let relationship, let parent { object.setObject(parent, forKey: relationship.name) }
    let isLink = { (key: String) in
      isMembers(key, of: entity) || isNarrowing(key, of: entity, in: session.model)
    }
    try apply(
      settings.filter { !isLink($0.key) }, to: object, excluding: relationship.map { [$0.name] } ?? [],
      in: session)
    let members = try changeMembers(
      settings.filter { isLink($0.key) }, of: object, .replacing, usage: input, in: session)
    for attribute in entity.attributes
    where !attribute.isOptional && object.value(forKey: attribute.name).isNull {
      throw input.usageError(
        "missing \(CommandTable.settingKey(attribute))=\(CommandTable.placeholder(attribute)): every "
          + "\(presentation.noun) needs \(Prose.article(attribute.name)) \(attribute.name)")
    }
    let changes = try session.save(force: force)
    session.say("Added " + describe(object, in: session) + ".")
    for change in members where !change.added.isEmpty { session.say(sentence(change, of: name, .adding)) }
    sayForced(changes, in: session)
  }

  /// What a forced change broke, a warning each (on standard error, which --quiet leaves alone).
  static func sayForced(_ changes: ChangeSet, in session: Session) {
    for breach in changes.forced {
      session.err.line("roster: warning: made anyway (--force): " + breach.forced)
    }
  }

  /// "team Boston Red Sox (BOS)" or "Mookie Betts (age 27) to Boston Red Sox": what was added.
  private static func describe(_ object: ManagedObject, in session: Session) -> String {
    let entity = object.entity
    let presentation = entity.presentation
    let name = object.displayName
    guard let relationship = entity.parentRelationship else {
      // Another key it is known by, such as the abbreviation.
      let also = presentation.lookupKeys.dropFirst().compactMap { object.value(forKey: $0.key).textValue }
      return "\(presentation.noun) \(name)" + (also.isEmpty ? "" : " (\(also.joined(separator: ", ")))")
    }
    // A detail not given is left out: "Mo Lewis to Ava Lewis", not "Mo Lewis (relation ) to …".
    let details = presentation.detailKeys.compactMap { key in
      let value = object.readValue(forKey: key)
      return value == .null ? nil : "\(key) \(value)"
    }
    let parent = object.object(forKey: relationship.name).map(\.displayName)
    // A link is told by its other end, its own name a detail: "guardian Mei Chen (mother) to Ava
    // Chen", not "mother to Ava Chen" (or "Guardianship#2", without one).
    if let end = entity.relationships.first(where: { !$0.isToMany && $0.name != relationship.name }),
      let other = object.object(forKey: end.name)
    {
      let noun = session.model.entity(named: end.destination).presentation.noun
      let facts = (object.value(forKey: presentation.displayKey).textValue.map { [$0] } ?? []) + details
      return "\(noun) \(other.displayName)" + (facts.isEmpty ? "" : " (\(facts.joined(separator: ", ")))")
        + (parent.map { " to \($0)" } ?? "")
    }
    return name + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
      + (parent.map { " to \($0)" } ?? "")
  }

  /// `set NOUN NAME [PARENT=…] key=value… [--force]`.
  static func set(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let name = input[.name] ?? ""
    try againIfChangedMeanwhile(in: session) {
      try update(
        try object(entity, name, parent: input.parent, within: input.qualifier, in: session),
        with: input.settings, usage: input, force: input.has(force), members: MemberChange(input), in: session
      )
    }
  }

  /// Runs `body` — a change of an object named in the command itself — and once more when
  /// another session changed the object after this one last read it: the person named it now,
  /// not as a listing showed it, so the change applies to the row as it is (its sentence says
  /// what it was). A row-number command keeps refusing, since its row may no longer be the one
  /// the listing showed; a deleted row, or a second conflict, is refused as before.
  static func againIfChangedMeanwhile(in session: Session, _ body: () throws -> Void) throws {
    do {
      try body()
    } catch let conflict as ConflictError where !conflict.wasDeleted {
      // Only the row met changed: the rest of what the session holds stays as it was read.
      session.context.rollback()
      session.context.refresh([conflict.objectID])
      try body()
    }
  }

  /// `set ROW|NAME key=value…`: at the current level (a team at the league, a player inside a team).
  static func setRow(_ session: Session, _ input: CommandInput) throws {
    try update(
      try RowReference.resolve(input[.name] ?? "", in: session), with: input.settings, usage: input,
      force: input.has(force), members: MemberChange(input), in: session)
  }

  /// `move NOUN NAME [PARENT=…] to PARENT [--force]`.
  static func move(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let name = input[.name] ?? ""
    try againIfChangedMeanwhile(in: session) {
      try move(
        try object(entity, name, parent: input.parent, within: input.qualifier, in: session),
        to: input.destination ?? "", force: input.has(force), in: session)
    }
  }

  /// `move ROW|NAME to PARENT`, inside a place.
  static func moveRow(_ session: Session, _ input: CommandInput) throws {
    let force = input.has(Self.force)
    let reference = input[.name] ?? ""
    let destination = input.destination ?? ""
    let root = session.model.rootEntity.presentation
    guard session.isInside || RowReference.rowNumber(reference) != nil || reference.hasPrefix("#") else {
      let child = session.model.childEntity(of: session.model.rootEntity)?.presentation.plural ?? "objects"
      throw UsageError(
        "'move' moves \(child); 'cd' into their \(root.noun) first, or use 'move NOUN NAME to \(root.noun.uppercased())'"
      )
    }
    let object = try RowReference.resolve(reference, in: session)
    guard object.entity.parentRelationship != nil else {
      throw UsageError(
        "\(quoted(reference)) is \(object.entity.presentation.withArticle), which is not placed in anything; "
          + "it is renamed with 'set'")
    }
    try move(object, to: destination, force: force, in: session)
  }

  /// `rm NOUN NAME [PARENT=…] [-f]`: `-f` (`--force`) neither asks nor stops at the league's rules.
  static func remove(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    try remove(
      try object(entity, input[.name] ?? "", parent: input.parent, within: input.qualifier, in: session),
      force: input.has(removeForce), release: input.has(releasing), in: session)
  }

  /// `rm ROW|NAME [-f]`: at the current level.
  static func removeRow(_ session: Session, _ input: CommandInput) throws {
    try remove(
      try RowReference.resolve(input[.name] ?? "", in: session), force: input.has(removeForce), in: session)
  }

  // MARK: The changes themselves

  /// Sets `key=value` pairs and saves, saying what changed ("Updated Mookie Betts: age 27 → 28.").
  /// Members of a many-to-many (`players=…`) are changed as `members` says, in the same save.
  static func update(
    _ object: ManagedObject, with settings: [(key: String, value: String)], usage input: CommandInput,
    force: Bool = false, members: MemberChange = .replacing, in session: Session
  ) throws {
    let entity = object.entity
    if settings.isEmpty, members != .replacing {
      throw input.usageError(missingMembers(of: entity, members, in: session.model))
    }
    guard !settings.isEmpty else {
      throw input.usageError(
        "nothing to change; give key=value, such as " + entity.presentation.examples.set)
    }
    let name = object.displayName
    let isLink = { (key: String) in
      isMembers(key, of: entity) || isNarrowing(key, of: entity, in: session.model)
    }
    let links = members == .replacing ? settings.filter { isLink($0.key) } : settings
    let values = members == .replacing ? settings.filter { !isLink($0.key) } : []
    let changed = try changeMembers(links, of: object, members, usage: input, in: session)
    // A named value's (`ids.usahockey=…`) before the change, said with the object's own.
    let named = values.map(\.key).filter { session.model.namedValue($0.lowercased(), of: entity) != nil }
    let before = try named.map { try namedValue($0, of: object, in: session) }
    try apply(values, to: object, excluding: entity.parentRelationship.map { [$0.name] } ?? [], in: session)
    let changes = try session.save(force: force)
    defer { for change in changed { session.say(sentence(change, of: name, members)) } }
    if values.isEmpty { return sayForced(changes, in: session) }
    var details: [String] = []
    if let change = changes.updated.first(where: { $0.objectID == object.objectID }) {
      details = change.previous.keys.sorted().map { key in
        "\(key) \(show(change.previous[key] ?? .null, key, of: entity, in: session)) → "
          + show(change.values[key] ?? .null, key, of: entity, in: session)
      }
    }
    for (key, old) in zip(named, before) {
      let new = try namedValue(key, of: object, in: session)
      if new != old { details.append("\(key.lowercased()) \(show(old)) → \(show(new))") }
    }
    guard !details.isEmpty else {
      session.say("Nothing changed: \(name) already has those values.")
      return
    }
    session.say("Updated \(name): \(details.joined(separator: ", ")).")
    sayForced(changes, in: session)
  }

  /// `release NAME [--force]`: a player leaves their team for the pool of free agents (the parent
  /// relationship emptied).
  static func release(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let force = input.has(Self.force)
    let object = try object(entity, input[.name] ?? "", parent: input.parent, in: session)
    guard let relationship = entity.parentRelationship, let origin = object.object(forKey: relationship.name)
    else {
      session.say("\(object.displayName) is already a free agent.")
      return
    }
    object.setObject(nil, forKey: relationship.name)
    let changes = try session.save(force: force)
    session.say("Released \(object.displayName) from \(origin.displayName); they are a free agent now.")
    sayForced(changes, in: session)
  }

  /// Places `object` in the parent named `destinationName`.
  static func move(_ object: ManagedObject, to destinationName: String, force: Bool, in session: Session)
    throws
  {
    guard let relationship = object.entity.parentRelationship else { return }
    let destination = try session.league.object(
      session.model.entity(named: relationship.destination), named: destinationName)
    let name = object.displayName
    let origin = object.object(forKey: relationship.name)
    let to = destination.displayName
    guard origin?.objectID != destination.objectID else {
      session.say("\(name) is already on \(to).")
      return
    }
    object.setObject(destination, forKey: relationship.name)
    let changes: ChangeSet
    do {
      changes = try session.save(force: force)
    } catch let error as ValidationError {
      throw clash(error, moving: object, forced: force) ?? error
    }
    session.say(
      "Moved \(name) from \(origin.map(\.displayName) ?? "the \(session.poolName ?? "pool")") to \(to).")
    sayForced(changes, in: session)
  }

  /// A move refused because the destination holds the object's value of a rule unique within it
  /// (a jersey number taken on the team), with how to clear that value: `--force` passes the
  /// league's rules, never a value two rows may not share.
  static func clash(_ error: ValidationError, moving object: ManagedObject, forced: Bool) -> ValidationError?
  {
    let entity = object.entity
    guard error.entity == entity.name, let parent = entity.parentRelationship?.name,
      let rule = entity.uniqueConstraints.first(where: {
        $0.keys.first == error.key && $0.keys.contains(parent)
      })
    else { return nil }
    let keys = rule.keys.filter { $0 != parent && entity.attribute($0) != nil }
    guard let key = keys.first else { return nil }
    let name = object.displayName
    let command = "set \(entity.presentation.noun) \(HistoryLine.quotedForLine(name)) \(key)="
    var message =
      error.message + "; clear \(name)'s \(key) first (\(command)) or give another (\(command)…), then move"
    if forced {
      message += " (--force passes the league's rules, not a \(key) two \(entity.presentation.plural) share)"
    }
    return ValidationError(entity: error.entity, key: error.key, message: message)
  }

  /// Deletes an object (with what its delete rules take along), asking first at a terminal
  /// unless forced. The question and the answer name everything that goes, however deep: "Delete
  /// team Boston Red Sox and its 44 players and their 90 contacts?", "Delete Mookie Betts from
  /// Boston Red Sox and their 2 contacts?".
  static func remove(_ object: ManagedObject, force: Bool, release: Bool = false, in session: Session) throws
  {
    try session.refuseChangesToThePast()
    let entity = object.entity
    let presentation = entity.presentation
    let name = object.displayName
    let released = release ? releasable(entity, session.model) : []
    let parent = entity.parentRelationship.map {
      object.object(forKey: $0.name).map(\.displayName) ?? "the league"
    }
    // --release: the objects the delete would take along stay, in the pool (a team's players
    // become free agents), as the nullify rule leaves a team's staff.
    var freed = 0
    for relationship in released {
      let children = try session.context.fetch(
        FetchRequest(
          entity: session.model.entity(named: relationship.destination),
          predicate: .comparison(key: relationship.inverse, .equal, .object(object.objectID))))
      for child in children { child.setObject(nil, forKey: relationship.inverse) }
      freed += children.count
    }
    // Deleted in the context first: what its rules take along is then known, to the last contact.
    try session.context.delete(object)
    let its = parent == nil ? "its" : "their"
    let what = parent.map { "\(name) from \($0)" } ?? "\(presentation.noun) \(name)"
    if !force && session.terminal != nil {
      let along = goingAlong(entity, excluding: released, in: session.model, count: going(session))
      guard try session.confirm("Delete \(what)" + (along.map { " and \(its) \($0)" } ?? "") + "?") else {
        session.context.rollback()
        session.say("Nothing deleted.")
        return
      }
    }
    let changes = try session.save(force: force)
    defer { sayForced(changes, in: session) }
    if let relationship = released.first {
      let child = session.model.entity(named: relationship.destination).presentation
      session.say(
        "Deleted \(presentation.noun) \(name); its \(child.count(freed)) \(freed == 1 ? "is a free agent" : "are free agents") now."
      )
      return
    }
    let along = goingAlong(
      entity, excluding: released, in: session.model, count: gone(changes, session.model))
    let cascades = entity.relationships.filter { $0.isToMany && $0.deleteRule == .cascade }
    let none =
      parent == nil
      ? cascades.first.map {
        " (it had no \(session.model.entity(named: $0.destination).presentation.plural))."
      }
      : nil
    session.say("Deleted \(what)" + (along.map { " and \(its) \($0)." } ?? none ?? "."))
  }

  // MARK: Helpers

  /// How many objects of an entity the deletes in the context take along: those deleted, and
  /// for a through entity the links the database removes with their ends (a player's
  /// guardianships).
  static func going(_ session: Session) -> (String) -> Int {
    let pending = Dictionary(grouping: session.context.deletedObjects, by: \.entity.name).mapValues(\.count)
    let links = session.context.linksGoingWithDeletes
    return { (pending[$0] ?? 0) + (links[session.model.entity(named: $0).table] ?? 0) }
  }

  /// How many objects of an entity `changes` deleted, a through entity's links included.
  static func gone(_ changes: ChangeSet, _ model: Model) -> (String) -> Int {
    { name in
      let table = model.entity(named: name).table
      return changes.deleted(name).count + changes.unlinked.count { $0.table == table }
    }
  }

  /// What deleting objects of `entity` takes along by the cascade rules, at every depth, from a
  /// count of what goes of each entity: "44 players and their 90 contacts"; nil for nothing.
  /// `excluding` are cascades a delete leaves in the pool instead (`--release`).
  static func goingAlong(
    _ entity: Entity, excluding: [Relationship] = [], in model: Model, count: (String) -> Int
  ) -> String? {
    let parts = entity.relationships.compactMap { relationship -> String? in
      guard relationship.isToMany, relationship.deleteRule == .cascade,
        !excluding.contains(where: { $0.name == relationship.name })
      else { return nil }
      let child = model.entity(named: relationship.destination)
      let number = count(child.name)
      guard number > 0 else { return nil }
      return child.presentation.count(number)
        + (goingAlong(child, in: model, count: count).map { " and their \($0)" } ?? "")
    }
    return parts.isEmpty ? nil : Prose.list(parts, "and")
  }

  /// The to-many relationships whose members a delete could leave in the pool instead of taking
  /// along (`rm team --release`): cascades whose members may be without one.
  static func releasable(_ entity: Entity, _ model: Model) -> [Relationship] {
    entity.relationships.filter { relationship in
      relationship.isToMany && relationship.deleteRule == .cascade
        && model.inverse(of: relationship).isOptional
    }
  }

  /// The object of `entity` a command names: within the parent given (`team=`, itself narrowed
  /// by `qualifier` for a contact's player), else within the place you are in when it is of the
  /// parent's entity; an `#ID` names its object exactly, wherever you are.
  static func object(
    _ entity: Entity, _ name: String, parent parentName: String?, within qualifier: String? = nil,
    in session: Session
  ) throws -> ManagedObject {
    let parent =
      parentName == nil && qualifier == nil && name.hasPrefix("#") && entity.presentation.acceptsIDs
      ? nil : try session.parent(named: parentName, within: qualifier, for: entity)
    return try session.league.object(entity, named: name, in: parent)
  }

  /// Sets `key=value` pairs on an object, each value read and checked by its attribute; a
  /// to-one relationship (a team's `division=U12`) names its object, or none when empty.
  static func apply(
    _ settings: [(key: String, value: String)], to object: ManagedObject, excluding: Set<String>,
    in session: Session
  ) throws {
    try apply(try read(settings, of: object.entity, excluding: excluding, in: session), to: object)
  }

  /// A `key=value` pair read: an attribute's value, a to-one relationship's object (nil: none),
  /// or a named value (`ids.usahockey=1400-22`: the row of `ids` named `usahockey`; nil, empty:
  /// none).
  enum Setting {
    case value(String, DatabaseValue)
    case object(String, ManagedObject?)
    case named(relationship: Relationship, entity: Entity, name: String, value: DatabaseValue?)
  }

  /// `key=value` pairs read for objects of `entity`, as `apply` sets them: once for a bulk change
  /// of many objects (a team named for 100,000 players was a lookup a player).
  static func read(
    _ settings: [(key: String, value: String)], of entity: Entity, excluding: Set<String>, in session: Session
  ) throws -> [Setting] {
    try settings.map { key, text in
      if !excluding.contains(key), let relationship = entity.relationship(key.lowercased()),
        !relationship.isToMany
      {
        let name = text
        if name.allSatisfy(\.isWhitespace) {
          guard relationship.isOptional else {
            throw ValidationError(
              entity: entity.name, key: relationship.name,
              message: "\(entity.presentation.noun) \(relationship.name) is required")
          }
          return .object(relationship.name, nil)
        }
        let destination = session.model.entity(named: relationship.destination)
        return .object(relationship.name, try session.league.object(destination, named: name))
      }
      if !excluding.contains(key), let named = session.model.namedValue(key.lowercased(), of: entity),
        let attribute = named.entity.presentation.valueKey.flatMap(named.entity.attribute)
      {
        let parsed = try attribute.parse(text, on: named.entity)
        let value: DatabaseValue? = parsed.isNull ? .none : .some(parsed)
        return .named(relationship: named.relationship, entity: named.entity, name: named.name, value: value)
      }
      guard !excluding.contains(key), let attribute = entity.attribute(key) else {
        throw unknownSetting(key, on: entity, excluding: excluding)
      }
      return .value(attribute.name, try attribute.parse(text, on: entity))
    }
  }

  /// Sets settings read by `read` on an object: a named value changes the row of that name,
  /// adds one, or (empty) deletes it.
  static func apply(_ settings: [Setting], to object: ManagedObject) throws {
    for setting in settings {
      switch setting {
      case .value(let key, let value): object.setValue(value, forKey: key)
      case .object(let key, let target): object.setObject(target, forKey: key)
      case .named(let relationship, let entity, let name, let value):
        try setNamed(relationship, entity, name, to: value, on: object)
      }
    }
  }

  static func unknownSetting(_ key: String, on entity: Entity, excluding: Set<String>) -> UsageError {
    let references = entity.toOneRelationships.map(\.name).filter { !excluding.contains($0) }
    let keys = entity.attributes.map(\.name).filter { !excluding.contains($0) } + references
    let names =
      entity.attributes.flatMap { [$0.name] + $0.aliases }.filter { !excluding.contains($0) } + references
    let noun = entity.presentation.noun
    if excluding.contains(key) {
      return UsageError(
        "\(key)= is not something 'set' changes; use 'move' to change \(Prose.article(noun)) \(noun)'s \(key)"
      )
    }
    var message = "\(entity.presentation.plural) have no \(quoted(key))"
    if let suggestion = Suggestions.closest(to: key, in: names) {
      message += "; did you mean '\(entity.attribute(suggestion)?.name ?? suggestion)'?"
    } else {
      message += "; use " + keys.joined(separator: ", ")
    }
    return UsageError(message)
  }

  private static func show(_ value: DatabaseValue) -> String { value.isNull ? "(none)" : value.description }

  /// A changed value as a sentence shows it: a to-one relationship's target by its name, a flag
  /// as yes or no.
  private static func show(_ value: DatabaseValue, _ key: String, of entity: Entity, in session: Session)
    -> String
  {
    if let attribute = entity.attribute(key) { return show(attribute.shown(value)) }
    guard let relationship = entity.relationship(key), !relationship.isToMany, let id = value.integerValue
    else {
      return show(value)
    }
    let target = try? session.context.existingObject(
      with: ObjectID(entityName: relationship.destination, rowID: id))
    return target?.displayName ?? show(value)
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(NumberText.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
  }
}
