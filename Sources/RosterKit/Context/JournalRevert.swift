/// Undo that outlives the session: a journal entry taken back from what the journal says it did,
/// in a new process as well as the one that made it. Rows it deleted come back with their ids
/// and values, rows it changed get back the values it changed (only those), rows it added go;
/// the revert is a journal entry of its own (`reverts` names the entry, which one entry may do),
/// so it can be taken back in turn.
///
/// Refused, changing nothing, when a later entry that still stands changed one of the same rows
/// (the same optimistic rule as every edit), whoever made it, naming that change and its author
/// (`JournalLaterChange`); when rows added since refer to a row it would delete; or when a row
/// cannot take its values back (`RefusedChange`). The rows are locked before they are checked.
public struct JournalRevert {
  public let writer: RowWriter
  /// The context whose checks (the league's rules) a revert runs, as any change does.
  let checks: Context?
  var store: any Store { writer.store }
  var model: Model { writer.model }

  /// Rows put back with no rules but the schema's (a session's undo of rows it deleted, whose
  /// caller runs the rules around it).
  public init(writer: RowWriter) { (self.writer, checks) = (writer, nil) }

  /// Reverts refused, as any change of `context`, when the league's rules refuse what they put back.
  public init(context: Context) { (writer, checks) = (context.writer, context) }

  /// The newest entry of `author` (on PostgreSQL, of the server's user) that changed rows, is a
  /// command's (not another program's), is not itself a revert and has not been reverted.
  public func newest(by author: String) throws -> Int64? {
    let who = store.dialect.journalAuthor(author)
    return try store.scalar(
      #"SELECT "id" FROM "journal" AS "j" WHERE "author" = "# + who
        + #" AND "command" IS NOT NULL AND "reverts" IS NULL"#
        + #" AND NOT EXISTS (SELECT 1 FROM "journal" AS "u" WHERE "u"."reverts" = "j"."id")"#
        + #" AND EXISTS (SELECT 1 FROM "journal_rows" AS "r" WHERE "r"."entry" = "j"."id")"#
        + #" ORDER BY "id" DESC LIMIT 1"#
    ).integerValue
  }

  /// The name the journal gives `author`'s changes: on PostgreSQL the server's user, whoever
  /// the program runs as.
  public func authorName(_ author: String) throws -> String {
    try store.scalar("SELECT " + store.dialect.journalAuthor(author)).description
  }

  /// What was reverted: the entry, the entry of the revert, and the rules it broke when forced.
  public struct Outcome: Sendable {
    public let reverted: JournalEntry
    public let entry: Int64?
    public let forced: [RuleBreach]
  }

  /// Takes entry `id` back, in one transaction stamped `stamp` (its `reverts` set to `id`).
  /// Refused with the rules' sentences (`RuleError`), as a `move` is, when what it puts back
  /// breaks the league's rules, unless `force`.
  @discardableResult
  public func revert(_ id: Int64, stamp: JournalStamp, force: Bool = false) throws -> Outcome {
    let reader = JournalReader(store: store, model: model)
    var filter = JournalReader.Filter()
    filter.since = .entry(id)
    filter.until = .entry(id)
    filter.rowsPerEntry = 0
    guard let entry = try reader.entries(filter).first else { throw JournalRevertError.noEntry(id) }
    try refuseIfReverted(id)
    let (changes, deleted) = try reader.changesAndDeletions(ofEntry: id)
    guard !changes.isEmpty || !deleted.isEmpty else { throw JournalRevertError.nothingChanged(id) }
    var stamp = stamp
    stamp.reverts = id
    let saved = writer.stamp
    writer.stamp = stamp
    defer { writer.stamp = saved }
    var forced: [RuleBreach] = []
    do {
      // The entry of the revert, opened first, names the entry it takes back, which a unique
      // index lets one entry do: a second revert of it waits here for the first, and is refused.
      // Then the rows are locked before they are looked at, so no change slips in between the
      // check and the writes (SQLite's writer holds the whole file already).
      forced = try writer.changing(rows: changes.count + deleted.values.reduce(0, +)) {
        var batched = true
        while true {
          do {
            return try writer.transaction {
              // Not knowing what the entry's rows hold now, the rules look at the whole league, as
              // for an import.
              try lock(changes)
              let finish = try checks?.startChecks()
              try refuseLaterChanges(to: id, reader: reader)
              try apply(changes, deleted: deleted, of: id, reader: reader, batched: batched)
              return try finish?(ChangeSet(), force) ?? []
            }
          } catch is Context.BatchRefused where batched {
            batched = false
          }
        }
      }
    } catch let error as StoreError where error.isUniqueViolation && error.constrainedColumns == ["reverts"] {
      try refuseIfReverted(id)
      throw error
    } catch let refused as RefusedChange {
      throw try refusal(refused, of: id, reader: reader) ?? refused.error
    }
    return Outcome(reverted: entry, entry: writer.lastEntry, forced: forced)
  }

  /// Refuses entry `id` when an entry has taken it back already, naming that one.
  private func refuseIfReverted(_ id: Int64) throws {
    guard
      let by = try store.rows(
        #"SELECT "id", "author" FROM "journal" WHERE "reverts" = "# + SQL.value(.integer(id))
          + #" ORDER BY "id" LIMIT 1"#
      ).first
    else { return }
    throw JournalRevertError.alreadyReverted(id, by: by[0].integerValue ?? 0, author: by[1].description)
  }

  /// Locks the rows the entry changed or added, as they are now, for the rest of the revert.
  private func lock(_ changes: [JournalChange]) throws {
    for entity in model.entities {
      let rows = Set(changes.filter { $0.entity === entity }.map(\.row)).sorted()
      var runs: [ClosedRange<Int64>] = []
      for row in rows { ChangeSet.extend(&runs, with: row) }
      for run in runs {
        let within: SQL =
          "\(ident: "id") BETWEEN \(bind: .integer(run.lowerBound)) AND \(bind: .integer(run.upperBound))"
        if let locking = store.dialect.lockRows(of: store.writeTarget(entity.table), where: within) {
          _ = try store.scalar(locking)
        }
      }
    }
  }

  /// The first later change to a row of the entry that still stands, whoever made it, as a
  /// refusal naming it (`SQLDialect.journalLaterChange`: on PostgreSQL a function that answers
  /// past the journal's policies, and shows the change's command only to one who may read it).
  private func refuseLaterChanges(to id: Int64, reader: JournalReader) throws {
    guard let later = try store.rows(store.dialect.journalLaterChange(id)).first else { return }
    let table = later[0].description
    let entity = model.entity(table: table)
    let name = try entity.map { try reader.name(of: $0, row: later[1].integerValue ?? 0) } ?? table
    let (by, author) = (later[2].integerValue ?? 0, later[3].description)
    guard later[5].integerValue != 0 else {
      throw JournalRevertError.changedSinceUnread(id, name: name, by: by, author: author)
    }
    throw JournalRevertError.changedSince(id, name: name, by: by, author: author, command: later[4].textValue)
  }

  /// `changes`, the entry's changes but its deletions, and the rows it deleted (by table),
  /// taken back.
  private func apply(
    _ changes: [JournalChange], deleted: [String: Int], of id: Int64, reader: JournalReader, batched: Bool
  ) throws {
    // Rows it deleted come back parents first (a team before its players), a statement a table.
    for entity in model.entities where deleted[entity.table] != nil {
      try restoreDeleted(entity, of: id, reader: reader)
    }
    // Rows it changed get back what it changed, and only that: a value it did not touch is
    // left as it is now. Many rows a statement (100,000 of them a statement each took PostgreSQL
    // 40 s); a batch refused, or that misses a row, and the revert is made again a row at a time,
    // whose refusal names the row.
    if batched {
      try updateInBatches(changes)
    } else {
      for change in changes.reversed() where change.kind == .update {
        let (named, aimed) = changed(change)
        let written: Bool
        do {
          written = try writer.update(
            change.entity, id: change.row, version: nil, values: named, targets: aimed)
        } catch let error as StoreError where error.kind == .constraint {
          throw RefusedChange(change: change, error: error)
        }
        guard written else {
          // On a server, a row the session may no longer write (its team's grant revoked) is
          // left alone by the update: the access rules say why.
          try store.requireWritable(change.entity.table, id: change.row)
          throw JournalRevertError.gone(id, name: try reader.name(of: change.entity, row: change.row))
        }
      }
    }
    // Rows it added go, children before parents, unless rows added since refer to them.
    let inserted = changes.filter { $0.kind == .insert }
    for entity in model.entities.reversed() {
      let rows = inserted.filter { $0.entity === entity }.map(\.row).sorted()
      guard !rows.isEmpty else { continue }
      try refuseReferences(to: entity, rows: rows, of: id, reader: reader)
      var runs: [ClosedRange<Int64>] = []
      for row in rows { ChangeSet.extend(&runs, with: row) }
      for run in runs { try writer.delete(entity, ids: run) }
    }
  }

  /// The entry's updates taken back as `apply` takes them back a row at a time, many rows a
  /// statement (`RowWriter.update(_:rows:)`): a row changed twice gets, for a key both changes
  /// changed, the older change's value. `Context.BatchRefused` when the database refuses a batch
  /// or a batch misses a row.
  private func updateInBatches(_ changes: [JournalChange]) throws {
    var updates: [ObjectIdentifier: [RowWriter.RowChange]] = [:]
    var places: [ObjectIdentifier: [Int64: Int]] = [:]
    for change in changes.reversed() where change.kind == .update {
      let (named, aimed) = changed(change)
      let entity = ObjectIdentifier(change.entity)
      guard let place = places[entity]?[change.row] else {
        places[entity, default: [:]][change.row] = updates[entity]?.count ?? 0
        updates[entity, default: []].append(
          RowWriter.RowChange(id: change.row, version: nil, values: named, targets: aimed))
        continue
      }
      let newer = updates[entity]![place]
      updates[entity]![place] = RowWriter.RowChange(
        id: change.row, version: nil, values: Self.merged(newer.values, older: named, key: \.key),
        targets: Self.merged(newer.targets, older: aimed, key: \.key))
    }
    for entity in model.entities {
      guard let rows = updates[ObjectIdentifier(entity)] else { continue }
      let written: Bool
      do {
        written = try writer.update(entity, rows: rows)
      } catch let error as StoreError where error.kind == .constraint {
        throw Context.BatchRefused()
      }
      guard written else { throw Context.BatchRefused() }
    }
  }

  /// `newer`'s pairs with `older`'s put over them: an older change's value for a key wins.
  private static func merged<Pair>(_ newer: [Pair], older: [Pair], key: (Pair) -> String) -> [Pair] {
    var result = newer
    for pair in older {
      if let index = result.firstIndex(where: { key($0) == key(pair) }) {
        result[index] = pair
      } else {
        result.append(pair)
      }
    }
    return result
  }

  /// Puts back the rows of `entity` that entry `id` deleted, in one statement (`RowWriter.restore`);
  /// when the database refuses them, says which row cannot come back and why.
  func restoreDeleted(_ entity: Entity, of id: Int64, reader: JournalReader? = nil) throws {
    do {
      try writer.restore(entity, deletedIn: id, refusable: true)
    } catch let error as StoreError where error.kind == .constraint {
      let reader = reader ?? JournalReader(store: store, model: model)
      throw try refusal(error, restoring: entity, of: id, reader: reader) ?? error
    }
  }

  /// Why the rows of `entity` that entry `id` deleted cannot come back, when the database refused
  /// them: a row added since holds one's unique values (a number on the team), or a row one
  /// refers to was deleted since. The first such row, named, as a sentence; nil for another cause.
  private func refusal(_ error: StoreError, restoring entity: Entity, of id: Int64, reader: JournalReader)
    throws -> JournalRevertError?
  {
    let types = Dictionary(entity.typedColumns.map { ($0.column, $0.type) }) { first, _ in first }
    let image = { (column: String) in
      self.store.dialect.journalValue(#""r"."old""#, key: column, type: types[column] ?? .text)
    }
    let deleted = RowWriter.deletedRows(of: entity, in: id)
    let name = { (row: Int64) in try reader.name(of: entity, row: row) }
    if error.isUniqueViolation, error.constrainedColumns == ["id"],
      let taken = try store.rows(
        #"SELECT "r"."row" FROM "journal_rows" AS "r" JOIN "# + SQL.identifier(entity.table)
          + #" AS "t" ON "t"."id" = "r"."row" WHERE "# + deleted + #" ORDER BY "r"."id" LIMIT 1"#
      ).first, let row = taken[0].integerValue
    {
      return .cannotRestore(
        id, name: try name(row), why: "its row (#\(row)) is \(try name(row)) now, added since",
        then: "delete that row first, or add the old one again by hand")
    }
    if let constraint = writer.constraint(refusing: error, entity) {
      let display = entity.attribute(entity.presentation.displayKey)?.column ?? "id"
      let matching = entity.columns(forKeys: constraint.keys).map {
        #""t"."# + SQL.identifier($0) + " = " + image($0)
      }
      guard
        let clash = try store.rows(
          #"SELECT "r"."row", "t"."# + SQL.identifier(display) + #" FROM "journal_rows" AS "r" JOIN "#
            + SQL.identifier(entity.table) + #" AS "t" ON "# + SQL.joined(matching, separator: " AND ")
            + " WHERE " + deleted + #" ORDER BY "r"."id" LIMIT 1"#
        ).first, let row = clash[0].integerValue
      else { return nil }
      let values = try reader.image(of: entity, row: row) ?? [:]
      var byKey: [String: DatabaseValue] = [:]
      for attribute in entity.attributes { byKey[attribute.name] = values[attribute.column] ?? .null }
      var targetNames: [String: String] = [:]
      for relationship in entity.toOneRelationships {
        guard let column = relationship.column, let target = values[column]?.integerValue else { continue }
        targetNames[relationship.name] = try reader.name(
          of: model.entity(named: relationship.destination), row: target)
      }
      let rule = constraint.message(
        .init(values: byKey, targetNames: targetNames, holder: clash[1].textValue))
      return .cannotRestore(id, name: try name(row), why: rule, then: "change or delete that row first")
    }
    for relationship in entity.toOneRelationships {
      guard let column = relationship.column else { continue }
      let destination = model.entity(named: relationship.destination)
      guard
        let orphan = try store.rows(
          #"SELECT "r"."row", "# + image(column) + #" FROM "journal_rows" AS "r" WHERE "# + deleted + " AND "
            + image(column) + " IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "
            + SQL.identifier(destination.table)
            + #" AS "t" WHERE "t"."id" = "# + image(column) + #") ORDER BY "r"."id" LIMIT 1"#
        ).first, let row = orphan[0].integerValue, let target = orphan[1].integerValue
      else { continue }
      let by = try deletion(of: destination, row: target)
      let targetName = try reader.name(of: destination, row: target)
      return .cannotRestore(
        id, name: try name(row),
        why: "its \(relationship.name), \(targetName), was deleted since" + (by.map { " (in @\($0))" } ?? ""),
        then: by.map { "take @\($0) back first ('revert \($0)')" } ?? "bring \(targetName) back first")
    }
    return nil
  }

  /// A row of `entity` that the revert deletes and that a row it does not delete refers to.
  private func refuseReferences(to entity: Entity, rows: [Int64], of id: Int64, reader: JournalReader) throws
  {
    for child in model.entities {
      for relationship in child.toOneRelationships where relationship.destination == entity.name {
        guard let column = relationship.column else { continue }
        let found = try store.rows(
          "SELECT " + SQL.identifier(column) + ", count(*) FROM " + SQL.identifier(child.table)
            + " AS \"c\" WHERE "
            + store.dialect.isIn(SQL.identifier(column), rows.map(DatabaseValue.integer))
            + #" AND NOT EXISTS (SELECT 1 FROM "journal_rows" AS "r" WHERE "r"."entry" = "#
            + SQL.value(.integer(id)) + #" AND "r"."entity" = "# + SQL.value(.text(child.table))
            + #" AND "r"."row" = "c"."id" AND "r"."change" = 'insert')"# + " GROUP BY "
            + SQL.identifier(column) + " LIMIT 1"
        ).first
        guard let found, let target = found[0].integerValue else { continue }
        throw JournalRevertError.referenced(
          id, name: try reader.name(of: entity, row: target),
          others: child.presentation.count(Int(found[1].integerValue ?? 0)))
      }
    }
  }

  /// What an update changed, with the values it had before, as the row writer takes them: the
  /// attributes and to-one targets whose columns differ between its images (every one, when the
  /// image after is missing).
  private func changed(_ change: JournalChange) -> (
    values: [(key: String, value: DatabaseValue)], targets: [(key: String, target: Int64?)]
  ) {
    let old = change.old ?? [:]
    let differs = { (column: String) in change.new.map { $0[column] ?? .null != old[column] ?? .null } ?? true
    }
    return (
      change.entity.attributes.filter { differs($0.column) }.map {
        (key: $0.name, value: old[$0.column] ?? .null)
      },
      change.entity.toOneRelationships.compactMap { relationship in
        guard let column = relationship.column, differs(column) else { return nil }
        return (key: relationship.name, target: old[column]?.integerValue)
      }
    )
  }
}

/// Why a journal entry cannot be taken back.
public enum JournalRevertError: PersonFacingError, Equatable {
  case noEntry(Int64)
  case nothingChanged(Int64)
  case alreadyReverted(Int64, by: Int64, author: String)
  case changedSince(Int64, name: String, by: Int64, author: String, command: String?)
  /// Changed since by an entry the asker may not read (another manager's): who and when only.
  case changedSinceUnread(Int64, name: String, by: Int64, author: String)
  /// A row it changed that is no longer there to change back.
  case gone(Int64, name: String)
  /// A row it changed that cannot have its values back: why, and what to do.
  case cannotChangeBack(Int64, name: String, why: String, then: String)
  case referenced(Int64, name: String, others: String)
  case cannotRestore(Int64, name: String, why: String, then: String)
  case nothingToUndo(author: String)

  public var description: String {
    switch self {
    case .noEntry(let id):
      return "the journal has no entry @\(id); 'log' lists them"
    case .nothingChanged(let id):
      return "entry @\(id) changed no rows; there is nothing to take back"
    case .alreadyReverted(let id, let by, let author):
      return "entry @\(id) was already taken back by @\(by) (\(author)); 'revert \(by)' takes that back"
    case .changedSince(let id, let name, let by, let author, let command):
      return "\(name) was changed since @\(id) by \(author) in @\(by) (\(command ?? "another program")); "
        + "nothing was changed — take that change back first, or change the rows by hand"
    case .changedSinceUnread(let id, let name, let by, let author):
      return "\(name) was changed since @\(id) by \(author) in @\(by); nothing was changed — "
        + "ask \(author) or an admin to take that change back first, or change the rows by hand"
    case .cannotChangeBack(let id, let name, let why, let then):
      return "\(name), which @\(id) changed, cannot go back: \(why); nothing was changed — \(then)"
    case .gone(let id, let name):
      return "\(name), which @\(id) changed, is no longer there to change back; nothing was changed"
    case .referenced(let id, let name, let others):
      return "\(name), which @\(id) added, now has \(others) added since; nothing was changed — "
        + "move or delete them first"
    case .cannotRestore(let id, let name, let why, let then):
      return "\(name), which @\(id) deleted, cannot come back: \(why); nothing was changed — \(then)"
    case .nothingToUndo(let author):
      return "\(author) has no change left to undo"
    }
  }
}
