extension Context {
  /// Applies the opposite of a saved change set and saves that: inserted objects are deleted,
  /// updated ones get their previous values back, deleted ones (a cascade's included) return with
  /// their ids and values. Returns the change set of the revert, whose own revert redoes it.
  ///
  /// Refuses (throws `ConflictError`, or `BulkConflictError` for rows added in bulk, changing
  /// nothing) when another session changed or deleted an object since, rather than overwrite what
  /// it did; and, as any change, when the league's rules refuse what it puts back (`RuleError`:
  /// the division locked since, a roster full since), unless `force`, when the change set says
  /// what it broke (`ChangeSet.forced`).
  @discardableResult
  public func revert(_ changes: ChangeSet, force: Bool = false) throws -> ChangeSet {
    precondition(!hasChanges, "revert needs a context without pending changes")
    precondition(changes.canRevert, "a change set too large to keep cannot be reverted")
    if changes.isBulk { return try revertBulk(changes, force: force) }
    // Rows the change deleted come back from the journal's images of them, a statement a table
    // (a team of 60,000 players in one), when the journal has them; else as objects.
    if let entry = changes.journalEntry, !changes.deleted.isEmpty, model.journalSince != nil,
      try journalKeepsDeletions(of: changes, in: entry)
    {
      let reverted = try writer.transaction {
        // Rows written below the context: the rules look at the whole league, as for an import.
        let finish = try startChecks()
        let restore = JournalRevert(writer: writer)
        for entity in model.entities
        where changes.deleted.contains(where: { $0.objectID.entityName == entity.name }) {
          try restore.restoreDeleted(entity, of: entry)
        }
        var restored = try revertObjects(changes, deleted: [], checks: .skipped)
        restored.inserted = changes.deleted.map(\.restored) + restored.inserted
        restored.forced = try finish(restored, force)
        return restored
      }
      var done = reverted
      done.journalEntry = writer.lastEntry
      return done
    }
    return try revertObjects(changes, deleted: changes.deleted, checks: force ? .forced : .enforced)
  }

  /// Whether the session reads the images of every row `changes` deleted in its journal entry
  /// `entry`: on a server a manager reads the rows of their entries once the transaction that
  /// made them is over, so an undo inside it (a single-transaction script) restores from objects.
  private func journalKeepsDeletions(of changes: ChangeSet, in entry: Int64) throws -> Bool {
    try store.scalar(
      #"SELECT count(*) FROM "journal_rows" WHERE "entry" = "# + SQL.value(.integer(entry))
        + #" AND "change" = 'delete'"#
    ).integerValue == Int64(changes.deleted.count)
  }

  /// The revert of `changes` through objects, the deletions `deleted` of it included, saved with
  /// the league's rules as `checks` says.
  private func revertObjects(_ changes: ChangeSet, deleted: [ChangeSet.Change], checks: Checking) throws
    -> ChangeSet
  {
    do {
      let rank = { (change: ChangeSet.Change) in
        self.model.entities.firstIndex { $0.name == change.objectID.entityName } ?? 0
      }
      for change in deleted.sorted(by: { rank($0) < rank($1) }) {
        let entity = model.entity(named: change.objectID.entityName)
        let object = entity.managedType.init(entity: entity, objectID: change.objectID, context: self)
        object.apply(change.values)
        registered[change.objectID] = object
        insertedIDs.append(change.objectID)
      }
      for change in changes.updated {
        let name = entity(of: change).displayName(change.values)
        guard let object = try existingObject(with: change.objectID) else {
          throw ConflictError(objectID: change.objectID, name: name, changes: [], wasDeleted: true)
        }
        let current = object.snapshot
        let moved = change.previous.keys.sorted().compactMap {
          key -> (key: String, was: DatabaseValue, now: DatabaseValue)? in
          current[key] == change.values[key] ? nil : (key, change.values[key] ?? .null, current[key] ?? .null)
        }
        guard moved.isEmpty else {
          throw ConflictError(objectID: change.objectID, name: name, changes: moved, wasDeleted: false)
        }
        object.apply(change.previous)
      }
      for change in changes.inserted.reversed() {
        guard let object = try existingObject(with: change.objectID) else { continue }
        try delete(object)
      }
      var reverted = try save(checks: checks)
      reverted.origin = changes.origin
      return reverted
    } catch {
      rollback()
      throw error
    }
  }
}

extension Context {
  fileprivate func entity(of change: ChangeSet.Change) -> Entity {
    model.entity(named: change.objectID.entityName)
  }
}

extension ManagedObject {
  /// What messages call the object: its display key's value as last saved (or as it stands, when
  /// new), or its id when it has none.
  public var displayName: String {
    let key = entity.presentation.displayKey
    guard let index = entity.attributeIndex(key) else { return objectID.description }
    let value = (committedValues ?? values)[index]
    return value.isNull ? objectID.description : value.description
  }

  /// Sets values by key, to-one relationships given as row ids (as change sets carry them).
  func apply(_ snapshot: [String: DatabaseValue]) {
    for (key, value) in snapshot {
      if entity.attributeIndex(key) != nil {
        setValue(value, forKey: key)
      } else if let index = entity.toOneIndex(key), let relationship = entity.relationship(key) {
        let target = value.integerValue.map { ObjectID(entityName: relationship.destination, rowID: $0) }
        if targets[index] != target {
          targets[index] = target
          context?.didChange(self)
        }
      }
    }
  }
}
