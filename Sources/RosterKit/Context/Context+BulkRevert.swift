extension Context {
  /// Reverts a change set written in bulk (an import), with statements over its rows rather than
  /// objects: each row it changed gets its previous values back if it still has what the change
  /// wrote, and the rows it added are deleted (children before parents) if they are all still as
  /// added and no other row has come to refer to them. One transaction; the objects this context
  /// holds take the rows as they are after.
  ///
  /// The change set returned (its own revert redoes the change) keeps every value when at most
  /// `ChangeSet.redoLimit` rows were touched; past that it cannot be reverted (`canRevert`).
  /// The league's rules look at the whole league, as for the import itself (`startChecks`).
  func revertBulk(_ changes: ChangeSet, force: Bool) throws -> ChangeSet {
    let rows = changes.updated.count + model.entities.reduce(0) { $0 + changes.insertedCount($1.name) }
    let keepsValues = rows <= ChangeSet.redoLimit
    var reverted = ChangeSet()
    reverted.origin = changes.origin
    reverted.canRevert = keepsValues
    try writer.transaction {
      let finish = try startChecks()
      for change in changes.updated.reversed() {
        try restore(change, of: changes, into: &reverted, keepingValues: keepsValues)
      }
      // Children before their parents: the players an import added, then its teams.
      for entity in model.entities.reversed() {
        guard let runs = changes.insertedRuns[entity.name], !runs.isEmpty else { continue }
        try remove(runs, of: entity, added: changes, into: &reverted, keepingValues: keepsValues)
      }
      reverted.forced = try finish(reverted, force)
    }
    reverted.journalEntry = writer.lastEntry
    mergeChanges(reverted)
    return reverted
  }

  /// Puts back the values a row had before the change, if it still has what the change wrote.
  private func restore(
    _ change: ChangeSet.Change, of changes: ChangeSet, into reverted: inout ChangeSet, keepingValues: Bool
  ) throws {
    let entity = model.entity(named: change.objectID.entityName)
    let after = change.values
    let keys = change.previous.keys.sorted {
      entity.snapshotKeys.firstIndex(of: $0)! < entity.snapshotKeys.firstIndex(of: $1)!
    }
    let name = entity.displayName(after)
    guard let current = try storedRow(entity, id: change.objectID.rowID) else {
      throw ConflictError(objectID: change.objectID, name: name, changes: [], wasDeleted: true)
    }
    let moved = keys.compactMap { key -> (key: String, was: DatabaseValue, now: DatabaseValue)? in
      let now = current.values[key] ?? .null
      return now == after[key] ?? .null ? nil : (key, after[key] ?? .null, now)
    }
    guard moved.isEmpty else {
      throw ConflictError(objectID: change.objectID, name: name, changes: moved, wasDeleted: false)
    }
    let restored = keys.map { (key: $0, value: change.previous[$0] ?? .null) }
    let written = try writer.update(
      entity, id: change.objectID.rowID, version: current.version,
      values: restored.filter { entity.attribute($0.key) != nil },
      targets: restored.filter { entity.attribute($0.key) == nil }.map { ($0.key, $0.value.integerValue) })
    guard written else {
      throw ConflictError(objectID: change.objectID, name: name, changes: [], wasDeleted: false)
    }
    writtenVersions[change.objectID] = current.version + 1
    guard keepingValues else { return }
    var list = entity.snapshotKeys.map { current.values[$0] ?? .null }
    for (key, value) in restored { list[entity.snapshotKeys.firstIndex(of: key)!] = value }
    reverted.updated.append(
      ChangeSet.Change(
        objectID: change.objectID, keys: entity.snapshotKeys, list: list,
        previous: Dictionary(uniqueKeysWithValues: keys.map { ($0, after[$0] ?? .null) })))
  }

  /// Deletes the rows a change added, if they are all still as it added them.
  private func remove(
    _ runs: [ClosedRange<Int64>], of entity: Entity, added changes: ChangeSet, into reverted: inout ChangeSet,
    keepingValues: Bool
  ) throws {
    let count = changes.insertedCount(entity.name)
    var unchanged = 0
    for run in runs {
      unchanged += Int(
        try store.scalar(
          "SELECT count(*) FROM \(ident: entity.table) WHERE " + Self.within(run)
            + " AND \(ident: "version") = \(bind: .integer(1))"
        ).integerValue ?? 0)
    }
    let since = changes.origin.map { "the \($0.action)" } ?? "the change"
    if unchanged < count {
      unchanged += try rowsThisContextWroteLast(entity, runs, limit: count - unchanged)
    }
    guard unchanged == count else {
      let others = count - unchanged
      throw BulkConflictError(
        what:
          "\(entity.presentation.count(others)) \(since) added \(others == 1 ? "was" : "were") "
          + "changed or deleted by another session since")
    }
    // A team the import added may have been given players by another session since.
    for relationship in entity.relationships where relationship.isToMany {
      let child = model.entity(named: relationship.destination)
      guard let column = model.inverse(of: relationship).column else { continue }
      for run in runs {
        let others =
          try store.scalar(
            "SELECT count(*) FROM \(ident: child.table) WHERE \(ident: column) BETWEEN \(bind: .integer(run.lowerBound)) AND \(bind: .integer(run.upperBound))"
          ).integerValue ?? 0
        if others > 0 {
          throw BulkConflictError(
            what:
              "another session added \(child.presentation.count(Int(others))) to "
              + "\(entity.presentation.plural) \(since) added")
        }
      }
    }
    for run in runs {
      if keepingValues {
        for (id, list) in try storedRows(entity, ids: run) {
          reverted.deleted.append(
            ChangeSet.Change(
              objectID: ObjectID(entityName: entity.name, rowID: id), keys: entity.snapshotKeys, list: list,
              previous: [:]))
        }
      }
      try writer.delete(entity, ids: run)
    }
  }

  /// How many rows of the runs, past version 1, are still at the version this context gave them
  /// (changed since only by this session, as an edit undone since); at most `limit` looked at.
  private func rowsThisContextWroteLast(_ entity: Entity, _ runs: [ClosedRange<Int64>], limit: Int) throws
    -> Int
  {
    guard !writtenVersions.isEmpty, limit <= ChangeSet.redoLimit else { return 0 }
    var ours = 0
    for run in runs {
      try store.query(
        "SELECT \(ident: "id"), \(ident: "version") FROM \(ident: entity.table) WHERE " + Self.within(run)
          + " AND \(ident: "version") <> \(bind: .integer(1))"
      ) { row in
        let id = ObjectID(entityName: entity.name, rowID: row.int64(at: 0) ?? 0)
        if let version = writtenVersions[id], version == row.int64(at: 1) { ours += 1 }
      }
    }
    return ours
  }

  private static func within(_ run: ClosedRange<Int64>) -> SQL {
    "\(ident: "id") BETWEEN \(bind: .integer(run.lowerBound)) AND \(bind: .integer(run.upperBound))"
  }

  /// The stored columns of a row's snapshot keys: the attributes', then the foreign keys.
  private static func snapshotColumns(_ entity: Entity) -> SQL {
    SQL.joined(
      (entity.attributes.map(\.column) + entity.toOneRelationships.compactMap(\.column)).map(SQL.identifier),
      separator: ", ")
  }

  /// Row `id` as stored now: its version and values by snapshot key; nil when it is gone.
  private func storedRow(_ entity: Entity, id: Int64) throws -> (
    version: Int64, values: [String: DatabaseValue]
  )? {
    guard
      let row = try store.rows(
        "SELECT \(ident: "version"), " + Self.snapshotColumns(entity) + " FROM \(ident: entity.table) WHERE "
          + Self.within(id...id)
      ).first
    else { return nil }
    return (
      row[0].integerValue ?? 0, Dictionary(uniqueKeysWithValues: zip(entity.snapshotKeys, row.dropFirst()))
    )
  }

  /// Every row of `entity` with an id in `ids`: its values in the order of its snapshot keys.
  private func storedRows(_ entity: Entity, ids: ClosedRange<Int64>) throws -> [(Int64, [DatabaseValue])] {
    try store.rows(
      "SELECT \(ident: "id"), " + Self.snapshotColumns(entity) + " FROM \(ident: entity.table) WHERE "
        + Self.within(ids) + " ORDER BY \(ident: "id")"
    ).map { ($0[0].integerValue ?? 0, Array($0.dropFirst())) }
  }
}

/// A bulk revert that another session's change stands in the way of ("1 player the import added
/// was changed or deleted by another session since").
public struct BulkConflictError: PersonFacingError, Sendable {
  public let what: String
  public var description: String { what + "; nothing was changed" }
}
