extension Context {
  /// Writes every pending change in one transaction and returns what changed.
  ///
  /// Objects are validated first; then deletions, insertions (in the model's dependency order, so
  /// a team gets its row before its players) and updates run, and the context's `saveChecks`
  /// look at what they did. Any failure rolls the transaction back, leaves the pending changes as
  /// they were, and throws: nothing is half-saved. Updates and deletions check the row's version,
  /// so a change another session made since this context read the row is never overwritten
  /// (`ConflictError`). A change that breaks a check's rule is refused (`RuleError`) unless
  /// `force`, when it is made and the change set lists what it broke (`ChangeSet.forced`).
  @discardableResult
  public func save(force: Bool = false) throws -> ChangeSet {
    try save(checks: force ? .forced : .enforced)
  }

  /// Whether a save runs the context's checks, and whether what they find refuses it.
  enum Checking {
    case enforced, forced
    /// Not at all: the writes' own transaction runs them (`startChecks`), around rows written
    /// below the context too.
    case skipped
  }

  func save(checks checking: Checking) throws -> ChangeSet {
    guard hasChanges else { return ChangeSet() }
    let inserted = insertedObjects.sorted { rank($0.entity) < rank($1.entity) }
    let updated = updatedObjects
    let deleted = deletedObjects
    var prepared: [ObjectIdentifier: [DatabaseValue]] = [:]
    for object in inserted + updated {
      prepared[ObjectIdentifier(object)] = try validatedValues(of: object)
    }
    try validateLinks()
    let checks = checking == .skipped ? [] : saveChecks
    let pending = Pending(inserted: inserted, updated: updated, deleted: deleted, values: prepared)

    var written:
      (newRowIDs: [ObjectID: Int64], breaches: [RuleBreach], links: (linked: [Link], unlinked: [Link])) =
        ([:], [], ([], []))
    var batched = true
    do {
      // A deadlock or serialization failure (PostgreSQL, under many clients) rolled everything
      // back and may be retried: the statements are made again from the objects. So is a batch
      // the database refused, a row at a time, to name the row and why.
      for attempt in 1... {
        do {
          written = try saveRows(pending, checks: checks, force: checking == .forced, batched: batched)
          break
        } catch is BatchRefused {
          batched = false
        } catch  where attempt < Self.saveAttempts && Self.isTransient(error) {}
      }
    } catch let failure as RowError {
      // Worded once the transaction is over: PostgreSQL refuses every query in a failed one, and
      // the sentence may need to read the object's team.
      guard let object = (inserted + updated).first(where: { $0.objectID == failure.objectID }) else {
        throw failure.error
      }
      throw translate(failure.error, for: object)
    } catch let refusal as LinkRefused {
      throw translate(refusal)
    }
    var changes = didSave(pending, newRowIDs: written.newRowIDs)
    (changes.linked, changes.unlinked) = written.links
    // The league's time zone may have changed with its settings: today is read again.
    if (inserted + updated + deleted).contains(where: { $0.entity.table == model.timeZoneSetting?.table }) {
      readToday = nil
    }
    changes.forced = written.breaches
    changes.journalEntry = writer.lastEntry
    return changes
  }

  /// The objects a save writes, and the values validated for each.
  struct Pending {
    let inserted: [ManagedObject]
    let updated: [ManagedObject]
    let deleted: [ManagedObject]
    let values: [ObjectIdentifier: [DatabaseValue]]
  }

  /// The context's checks for writes made below it (an import), started as a save starts them:
  /// call this first thing in the writes' transaction, and what it returns last, with the writes'
  /// change set, before the commit. That refuses what the writes break (`RuleError`, which rolls
  /// the transaction back) unless `force`, and returns what forced writes broke, for
  /// `ChangeSet.forced`. Not knowing what the writes will change, each check looks at everything
  /// it governs (the change set it starts with is a bulk one, empty).
  ///
  ///     try context.writer.transaction {
  ///       let finish = try context.startChecks()
  ///       … write the rows, recording them in `changes` …
  ///       changes.forced = try finish(changes, options.force)
  ///     }
  public func startChecks() throws -> (_ changes: ChangeSet, _ force: Bool) throws -> [RuleBreach] {
    var pending = ChangeSet()
    pending.isBulk = true
    let finishes = try saveChecks.map { try $0.start(self, pending) }
    return { changes, force in try RuleError.enforce(try finishes.flatMap { try $0(changes) }, force: force) }
  }

  /// Tries at a save that fails on a deadlock or serialization failure.
  static let saveAttempts = 3

  private static func isTransient(_ error: Error) -> Bool {
    ((error as? StoreError) ?? (error as? RowError)?.error)?.isTransient == true
  }

  /// A row's statement failed: the error, and the object the sentence will be about.
  struct RowError: Error {
    let error: StoreError
    let objectID: ObjectID
  }

  /// A batch's statement that the database refused (a unique rule), or that did not write a row
  /// it was given (changed by another session since): the batch does not say which row, so the
  /// save is made again a statement a row, whose refusal names it.
  struct BatchRefused: Error {}

  /// Writes the changes in one transaction, the checks started before and finished after the
  /// writes; the row ids the inserted objects got, and the rules a forced save broke. `batched`:
  /// each run of updated or deleted objects of one entity in a statement (a few, past
  /// `RowWriter.batchRows`); else a statement an object.
  private func saveRows(_ pending: Pending, checks: [SaveCheck], force: Bool, batched: Bool) throws -> (
    newRowIDs: [ObjectID: Int64], breaches: [RuleBreach], links: (linked: [Link], unlinked: [Link])
  ) {
    var newRowIDs: [ObjectID: Int64] = [:]
    var breaches: [RuleBreach] = []
    var links: (linked: [Link], unlinked: [Link]) = ([], [])
    // An object moved away from one being deleted (a player released from a team that goes) is
    // written first, or the database's cascade would take its row along.
    let detaching = pending.updated.filter(isDetaching)
    let detached = Set(detaching.map(ObjectIdentifier.init))
    let rows = pending.inserted.count + pending.updated.count + pending.deleted.count
    try writer.changing(rows: rows) {
      try writer.transaction {
        let finishes =
          try checks.isEmpty ? [] : checks.map { try $0.start(self, changeSet(pending, newRowIDs: [:])) }
        try updateRows(detaching, pending, newRowIDs: newRowIDs, batched: batched)
        let unlinked = try saveUnlinks()
        try deleteRows(pending.deleted.filter { !isCascaded($0) }, batched: batched)
        for object in pending.inserted {
          let values = pending.values[ObjectIdentifier(object)]!
          newRowIDs[object.objectID] = try insertRow(object, values: values, newRowIDs: newRowIDs)
        }
        try updateRows(
          pending.updated.filter { !detached.contains(ObjectIdentifier($0)) }, pending, newRowIDs: newRowIDs,
          batched: batched)
        links = (try saveLinks(newRowIDs: newRowIDs), self.unlinked(unlinked))
        guard !finishes.isEmpty else { return }
        let changes = changeSet(pending, newRowIDs: newRowIDs)
        breaches = try RuleError.enforce(try finishes.flatMap { try $0(changes) }, force: force)
      }
    }
    return (newRowIDs, breaches, links)
  }

  /// Whether `object` leaves a to-one target that is being deleted.
  private func isDetaching(_ object: ManagedObject) -> Bool {
    guard let committed = object.committedTargets else { return false }
    return committed.indices.contains { index in
      guard let owner = committed[index], deletedIDs.contains(owner) else { return false }
      return object.targets[index] != owner
    }
  }

  /// Entities in model order: an object's to-one targets are inserted before it.
  private func rank(_ entity: Entity) -> Int { model.rank(entity) }

  /// A deleted object whose row the database removes itself, by cascading from a deleted owner.
  private func isCascaded(_ object: ManagedObject) -> Bool {
    for (index, relationship) in object.entity.toOneRelationships.enumerated() {
      guard let owner = object.committedTargets?[index], deletedIDs.contains(owner) else { continue }
      if model.inverse(of: relationship).deleteRule == .cascade { return true }
    }
    return false
  }

  /// The values to store, normalised (trimmed text, empty as none), or the first rule broken.
  func validatedValues(of object: ManagedObject) throws -> [DatabaseValue] {
    let entity = object.entity
    var values = try zip(entity.attributes, object.values).map { attribute, value in
      try attribute.validated(value, on: entity)
    }
    let committed = object.committedValues
    // What this change leaves alone is written as it is stored (once validated): the database's
    // checks held it, and a valid value Roster would write otherwise (a gender's `F`, another
    // program's spelling of `female`) is not rewritten unasked.
    if let committed {
      for index in values.indices where index < committed.count && committed[index] == object.values[index] {
        values[index] = committed[index]
      }
    }
    // An age is given with this change when it is new or changed; one kept from before gives way.
    try entity.reconcileDerived(&values, today: today, day: settingDay) { index in
      guard let committed, index < committed.count else { return true }
      return committed[index] != object.values[index]
    }
    for (index, relationship) in entity.toOneRelationships.enumerated() {
      let target = object.targets[index]
      if target == nil && !relationship.isOptional {
        throw ValidationError.required(relationship.name, on: entity)
      }
      if let target, deletedIDs.contains(target) || (target.isTemporary && registered[target] == nil) {
        throw ValidationError(
          entity: entity.name, key: relationship.name,
          message: "the \(relationship.name) of this \(entity.name.lowercased()) is being deleted")
      }
    }
    return values
  }

  /// A unique-index violation as the model's sentence for it; a foreign key whose row another
  /// session deleted as what happened ("its team … was deleted by another session"); other errors
  /// as they are.
  private func translate(_ error: StoreError, for object: ManagedObject) -> Error {
    if error.kind == .constraint && !error.isUniqueViolation, let gone = deletedTarget(of: object) {
      let name = gone.target.displayName
      return ValidationError(
        entity: object.entity.name, key: gone.relationship.name,
        message:
          "its \(gone.relationship.name), \(name), was deleted by another session; nothing was changed")
    }
    let holder = writer.constraint(refusing: error, object.entity).flatMap { constraint in
      writer.holder(
        of: constraint, object.entity, values: object.values, targets: object.targets.map { $0?.rowID },
        other: object.objectID.isTemporary ? nil : object.objectID.rowID)
    }
    return writer.sentence(
      for: error, object.entity, values: object.snapshot, targetNames: targetNames(of: object), holder: holder
    )
      ?? error
  }

  /// A to-one target of `object` whose row is no longer there.
  private func deletedTarget(of object: ManagedObject) -> (relationship: Relationship, target: ManagedObject)?
  {
    for (index, relationship) in object.entity.toOneRelationships.enumerated() {
      guard let id = object.targets[index], !id.isTemporary, let target = registered[id] else { continue }
      let request = FetchRequest(
        entity: target.entity, predicate: .comparison(key: "self", .equal, .object(id)))
      if (try? count(request)) == 0 { return (relationship, target) }
    }
    return nil
  }

  /// What another session did to the row since this context read it.
  func conflict(_ object: ManagedObject) throws -> ConflictError {
    let name = object.displayName
    let entity = object.entity
    let request = FetchRequest(
      entity: entity, predicate: .comparison(key: "self", .equal, .object(object.objectID)))
    let columns = entity.attributes.map(\.name)
    guard let now = try fetchValues(request, keyPaths: columns).first else {
      // A row no longer seen may be one this session may no longer read (its access revoked).
      try store.requireAccess()
      return ConflictError(objectID: object.objectID, name: name, changes: [], wasDeleted: true)
    }
    // Nor does the server write a row the session may read but not write (another team's
    // player): the access rules' sentence says why.
    try store.requireWritable(entity.table, id: object.objectID.rowID)
    // Read as the fetch reads them: a derived value (a player's age) worked out from the others.
    let was = object.committedValues.map { committed in
      columns.map { object.readValue(forKey: $0, in: committed) }
    }
    let changes = zip(columns.indices, columns).compactMap { index, key in
      was?[index] == now[index] ? nil : (key: key, was: was?[index] ?? .null, now: now[index])
    }
    return ConflictError(objectID: object.objectID, name: name, changes: changes, wasDeleted: false)
  }

  /// What the save changes, object by object: before the rows are written (no `newRowIDs`), new
  /// objects under their temporary ids; after, under their rows' ids.
  private func changeSet(_ pending: Pending, newRowIDs: [ObjectID: Int64]) -> ChangeSet {
    var changes = ChangeSet()
    for object in pending.deleted {
      let list = ManagedObject.snapshotList(
        object.committedValues ?? object.values, object.committedTargets ?? object.targets)
      changes.deleted.append(
        .init(objectID: object.objectID, keys: object.entity.snapshotKeys, list: list, previous: [:]))
    }
    for object in pending.inserted + pending.updated {
      let keys = object.entity.snapshotKeys
      let targets = object.targets.map { target in
        target.map { ObjectID(entityName: $0.entityName, rowID: newRowIDs[$0] ?? $0.rowID) }
      }
      let list = ManagedObject.snapshotList(pending.values[ObjectIdentifier(object)]!, targets)
      if object.isInserted {
        let id = ObjectID(
          entityName: object.entity.name, rowID: newRowIDs[object.objectID] ?? object.objectID.rowID)
        changes.inserted.append(.init(objectID: id, keys: keys, list: list, previous: [:]))
      } else {
        let before = ManagedObject.snapshotList(object.committedValues ?? [], object.committedTargets ?? [])
        var changedPrevious: [String: DatabaseValue] = [:]
        for index in keys.indices where before[index] != list[index] {
          changedPrevious[keys[index]] = before[index]
        }
        changes.updated.append(
          .init(objectID: object.objectID, keys: keys, list: list, previous: changedPrevious))
      }
    }
    return changes
  }

  /// After the commit: objects take their rows, versions and saved values; the change set is built.
  private func didSave(_ pending: Pending, newRowIDs: [ObjectID: Int64]) -> ChangeSet {
    let changes = changeSet(pending, newRowIDs: newRowIDs)
    for object in pending.deleted {
      registered[object.objectID] = nil
      object.context = nil
    }
    for object in pending.inserted {
      let id = ObjectID(entityName: object.entity.name, rowID: newRowIDs[object.objectID]!)
      registered[object.objectID] = nil
      object.objectID = id
      registered[id] = object
    }
    for object in pending.inserted + pending.updated {
      let wasInserted = object.isInserted
      object.values = pending.values[ObjectIdentifier(object)]!
      object.targets = object.targets.map { target in
        target.map { ObjectID(entityName: $0.entityName, rowID: newRowIDs[$0] ?? $0.rowID) }
      }
      object.version = wasInserted ? 1 : object.version + 1
      object.committedValues = object.values
      object.committedTargets = object.targets
    }
    insertedIDs = []
    updatedIDs = []
    deletedIDs = []
    pendingLinks = PendingLinks()
    return changes
  }
}
