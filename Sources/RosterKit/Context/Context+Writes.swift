/// How a save writes its rows: an insert a row; updates and deletions a statement a run of
/// objects of one entity (`RowWriter.update(_:rows:)`), or, when the database refused a batch
/// and the save is made again to say why, a statement a row.
extension Context {
  /// Writes the changes of `objects`: with `batched`, each run of them of one entity in one
  /// statement (`RowWriter.update(_:rows:)`); else, or for a run of one, a statement each.
  func updateRows(
    _ objects: [ManagedObject], _ pending: Pending, newRowIDs: [ObjectID: Int64], batched: Bool
  ) throws {
    for run in Self.runs(of: objects) {
      guard batched, run.count > 1 else {
        for object in run {
          try updateRow(object, values: pending.values[ObjectIdentifier(object)]!, newRowIDs: newRowIDs)
        }
        continue
      }
      let rows = run.compactMap { object in
        rowChange(object, values: pending.values[ObjectIdentifier(object)]!, newRowIDs: newRowIDs)
      }
      try batch { try writer.update(run[run.startIndex].entity, rows: rows) }
    }
  }

  /// Deletes the rows of `objects`, if they still have the versions read: with `batched`, each
  /// run of them of one entity in one statement (`RowWriter.delete(_:rows:)`); else, or for a
  /// run of one, a statement each.
  func deleteRows(_ objects: [ManagedObject], batched: Bool) throws {
    for run in Self.runs(of: objects) {
      guard batched, run.count > 1 else {
        for object in run {
          let removed = try writer.delete(object.entity, id: object.objectID.rowID, version: object.version)
          if !removed { throw try conflict(object) }
        }
        continue
      }
      try batch {
        try writer.delete(run[run.startIndex].entity, rows: run.map { ($0.objectID.rowID, $0.version) })
      }
    }
  }

  /// Runs a batch's statements (`write` says whether every row was written): a row not written,
  /// or a unique rule the database refused, is `BatchRefused`.
  private func batch(_ write: () throws -> Bool) throws {
    do {
      if try !write() { throw BatchRefused() }
    } catch let error as StoreError where error.kind == .constraint {
      throw BatchRefused()
    }
  }

  /// `objects` in runs of one entity each, in their order.
  private static func runs(of objects: [ManagedObject]) -> [ArraySlice<ManagedObject>] {
    var runs: [ArraySlice<ManagedObject>] = []
    var start = 0
    for index in objects.indices
    where index + 1 == objects.count || objects[index + 1].entity !== objects[index].entity {
      runs.append(objects[start...index])
      start = index + 1
    }
    return runs
  }

  private func foreignKey(_ target: ObjectID?, _ newRowIDs: [ObjectID: Int64]) -> Int64? {
    guard let target else { return nil }
    return target.isTemporary ? newRowIDs[target] ?? target.rowID : target.rowID
  }

  func insertRow(_ object: ManagedObject, values: [DatabaseValue], newRowIDs: [ObjectID: Int64])
    throws -> Int64
  {
    do {
      // An object brought back by undo returns to the row id it had.
      return try writer.insert(
        object.entity, values: values, targets: object.targets.map { foreignKey($0, newRowIDs) },
        id: object.objectID.isTemporary ? nil : object.objectID.rowID)
    } catch let error as StoreError {
      throw RowError(error: error, objectID: object.objectID)
    }
  }

  private func updateRow(_ object: ManagedObject, values: [DatabaseValue], newRowIDs: [ObjectID: Int64])
    throws
  {
    guard let change = rowChange(object, values: values, newRowIDs: newRowIDs) else { return }
    let updated: Bool
    do {
      updated = try writer.update(
        object.entity, id: change.id, version: change.version, values: change.values, targets: change.targets)
    } catch let error as StoreError {
      throw RowError(error: error, objectID: object.objectID)
    }
    if !updated { throw try conflict(object) }
  }

  /// What a save writes of an updated object: the values and targets that differ from those it
  /// read, if the row still has the version read; nil when nothing differs.
  private func rowChange(_ object: ManagedObject, values: [DatabaseValue], newRowIDs: [ObjectID: Int64])
    -> RowWriter.RowChange?
  {
    let entity = object.entity
    let before = object.committedValues ?? []
    let changedValues = entity.attributes.indices.filter { index in
      index >= before.count || before[index] != values[index]
    }.map { (key: entity.attributes[$0].name, value: values[$0]) }
    let committedTargets = object.committedTargets ?? []
    let changedTargets = entity.toOneRelationships.indices.compactMap {
      index -> (key: String, target: Int64?)? in
      let now = foreignKey(object.targets[index], newRowIDs)
      let was = index < committedTargets.count ? committedTargets[index]?.rowID : nil
      return now == was ? nil : (entity.toOneRelationships[index].name, now)
    }
    guard !changedValues.isEmpty || !changedTargets.isEmpty else { return nil }
    return RowWriter.RowChange(
      id: object.objectID.rowID, version: object.version, values: changedValues, targets: changedTargets)
  }
}
