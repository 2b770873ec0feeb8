/// What an import changed, kept so that a session can undo it as one step: the rows it added,
/// as runs of ids (a million players are a handful of numbers), and for each row it changed the
/// values before and after. Undoing removes what it added and restores what it changed, in one
/// transaction, and refuses — changing nothing — when another session has changed any of those
/// rows since.
public final class ImportChanges {
  /// A row the import changed: the keys it wrote (attributes, and `team` when it moved a player),
  /// their values before and after (to-one targets as row ids).
  struct Update {
    let entity: Entity
    let id: Int64
    let keys: [String]
    let before: [DatabaseValue]
    let after: [DatabaseValue]
  }

  private(set) var added: [String: [ClosedRange<Int64>]] = [:]
  public private(set) var addedCount: [String: Int] = [:]
  private(set) var updates: [Update] = []
  /// The import changed more rows than an undo step keeps (`updateLimit`): it cannot be undone.
  public private(set) var isTooLarge = false

  /// Changed rows an undo step keeps the old values of; added rows cost nothing to keep.
  public static let updateLimit = 100_000
  /// Rows an undone import keeps every value of, so that `redo` can put them back.
  static let redoLimit = 10_000

  public init() {}

  public var isEmpty: Bool { added.isEmpty && updates.isEmpty }
  public var updatedCount: Int { updates.count }

  func recordInsert(_ entity: Entity, id: Int64) {
    addedCount[entity.name, default: 0] += 1
    var runs = added[entity.name, default: []]
    if let last = runs.last, last.upperBound == id - 1 {
      runs[runs.count - 1] = last.lowerBound...id
    } else {
      runs.append(id...id)
    }
    added[entity.name] = runs
  }

  /// Rows added by one statement (PostgreSQL's merge), as runs of ids.
  func recordInserts(_ entity: Entity, runs: [ClosedRange<Int64>]) {
    for run in runs {
      addedCount[entity.name, default: 0] += run.count
      added[entity.name, default: []].append(run)
    }
  }

  func recordUpdate(
    _ entity: Entity, id: Int64, keys: [String], before: RowValues, after: RowValues,
    teamBefore: Int64? = nil, teamAfter: Int64? = nil
  ) {
    guard !isTooLarge else { return }
    guard updates.count < Self.updateLimit else {
      isTooLarge = true
      updates = []
      return
    }
    var keys = keys
    var old = keys.map { before[$0] ?? .null }
    var new = keys.map { after[$0] ?? .null }
    if let teamBefore, let teamAfter, teamBefore != teamAfter, let team = entity.toOneRelationships.first {
      keys.append(team.name)
      old.append(.integer(teamBefore))
      new.append(.integer(teamAfter))
    }
    updates.append(Update(entity: entity, id: id, keys: keys, before: old, after: new))
  }

  // MARK: Undoing

  /// Undoes the import in one transaction. Returns what the undo did as a change set (so `redo`
  /// can put it back) when it touched at most `redoLimit` rows; nil when it was larger.
  ///
  /// Throws `ImportUndoRefused`, changing nothing, when another session changed or deleted a row
  /// the import changed, changed or deleted a row it added, or added players to a team it added.
  public func revert(in store: any Store, model: Model) throws -> ChangeSet? {
    let rows = updates.count + addedCount.values.reduce(0, +)
    let keepsValues = rows <= Self.redoLimit
    return try store.transaction {
      var changes = ChangeSet()
      for update in updates.reversed() {
        try restore(update, in: store, into: &changes, keepingValues: keepsValues)
      }
      // Children before their parents: the players an import added, then its teams.
      for entity in model.entities.reversed() {
        guard let runs = added[entity.name], let count = addedCount[entity.name] else { continue }
        try remove(
          runs, count: count, of: entity, in: store, model: model, into: &changes, keepingValues: keepsValues)
      }
      return keepsValues ? changes : nil
    }
  }

  /// Puts back the values a row had before the import, if it still has what the import wrote.
  private func restore(
    _ update: Update, in store: any Store, into changes: inout ChangeSet, keepingValues: Bool
  ) throws {
    let entity = update.entity
    let columns = entity.columns(forKeys: update.keys)
    let row = try store.rows(
      "SELECT "
        + SQL.joined(
          ([entity.attribute(entity.presentation.displayKey)?.column ?? "id"] + columns).map(SQL.identifier),
          separator: ", ")
        + " FROM \(ident: entity.table) WHERE \(ident: "id") = \(bind: .integer(update.id))"
    ).first
    guard let row else {
      throw ImportUndoRefused(
        what: "a \(entity.name.lowercased()) the import changed was deleted by another session")
    }
    let name = row[0].description
    let now = Array(row.dropFirst())
    let moved = zip(update.keys, zip(update.after, now)).filter { $1.0 != $1.1 }
    guard moved.isEmpty else {
      let detail = moved.map { "\($0.0) \(Self.show($0.1.0)) → \(Self.show($0.1.1))" }.joined(separator: ", ")
      throw ImportUndoRefused(what: "\(name) was changed by another session since the import (\(detail))")
    }
    var assignments: [SQL] = []
    for (key, value) in zip(update.keys, update.before) {
      if let attribute = entity.attribute(key) {
        assignments.append("\(ident: attribute.column) = \(bind: value)")
        if let fold = attribute.foldColumn {
          assignments.append(
            "\(ident: fold) = \(bind: value.textValue.map { .text(TextFolding.fold($0)) } ?? .null)")
        }
      } else if let relationship = entity.relationship(key), let column = relationship.column {
        assignments.append("\(ident: column) = \(bind: value)")
      }
    }
    try store.execute(
      "UPDATE \(ident: entity.table) SET " + SQL.joined(assignments, separator: ", ")
        + ", \(ident: "version") = \(ident: "version") + 1 WHERE \(ident: "id") = \(bind: .integer(update.id))"
    )
    guard keepingValues else { return }
    for (id, list) in try snapshot(of: entity, ids: update.id...update.id, in: store) {
      let previous = Dictionary(uniqueKeysWithValues: zip(update.keys, update.after))
      changes.updated.append(
        .init(
          objectID: ObjectID(entityName: entity.name, rowID: id), keys: entity.snapshotKeys, list: list,
          previous: previous))
    }
  }

  /// Deletes the rows the import added, if they are all still as it added them.
  private func remove(
    _ runs: [ClosedRange<Int64>], count: Int, of entity: Entity, in store: any Store, model: Model,
    into changes: inout ChangeSet, keepingValues: Bool
  ) throws {
    var unchanged = 0
    for run in runs {
      unchanged += Int(
        try store.scalar(
          "SELECT count(*) FROM \(ident: entity.table) WHERE \(ident: "id") BETWEEN \(bind: .integer(run.lowerBound)) AND \(bind: .integer(run.upperBound)) AND \(ident: "version") = 1"
        ).integerValue ?? 0)
    }
    guard unchanged == count else {
      let noun = entity.name.lowercased() + (count - unchanged == 1 ? "" : "s")
      throw ImportUndoRefused(
        what:
          "\(NumberText.grouped(count - unchanged)) \(noun) the import added \(count - unchanged == 1 ? "was" : "were") "
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
          throw ImportUndoRefused(
            what:
              "another session added \(NumberText.grouped(Int(others))) \(child.name.lowercased())\(others == 1 ? "" : "s") "
              + "to \(entity.name.lowercased())s the import added")
        }
      }
    }
    for run in runs {
      if keepingValues {
        for (id, list) in try snapshot(of: entity, ids: run, in: store) {
          changes.deleted.append(
            .init(
              objectID: ObjectID(entityName: entity.name, rowID: id), keys: entity.snapshotKeys, list: list,
              previous: [:]))
        }
      }
      try store.execute(
        "DELETE FROM \(ident: entity.table) WHERE \(ident: "id") BETWEEN \(bind: .integer(run.lowerBound)) AND \(bind: .integer(run.upperBound))"
      )
    }
  }

  /// Every row of `entity` with an id in `ids`: its values and to-one targets, in the order of
  /// the entity's snapshot keys (as a change set carries them).
  private func snapshot(of entity: Entity, ids: ClosedRange<Int64>, in store: any Store) throws -> [(
    Int64, [DatabaseValue]
  )] {
    let columns = entity.attributes.map(\.column) + entity.toOneRelationships.compactMap(\.column)
    return try store.rows(
      "SELECT \(ident: "id"), " + SQL.joined(columns.map(SQL.identifier), separator: ", ")
        + " FROM \(ident: entity.table) WHERE \(ident: "id") BETWEEN \(bind: .integer(ids.lowerBound)) AND \(bind: .integer(ids.upperBound)) ORDER BY \(ident: "id")"
    ).map { ($0[0].integerValue ?? 0, Array($0.dropFirst())) }
  }

  private static func show(_ value: DatabaseValue) -> String { value.isNull ? "none" : value.description }
}

/// An import's undo that another session's change stands in the way of.
public struct ImportUndoRefused: PersonFacingError, Sendable {
  /// What happened ("Mookie Betts was changed by another session since the import (age 28 → 29)").
  public let what: String
  public var description: String { what }
}
