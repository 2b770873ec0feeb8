/// The one undo engine: a journal entry taken back from what the journal says it did — `undo`
/// and `redo` in a session, `undo` from a new shell, `revert @ID`, after an import as after any
/// command.
///
/// - **What is undone.** Rows the entry deleted come back with their ids and values, rows it
///   changed get back the values it changed (only those: a value it did not touch is left as it
///   is now), rows it added go. The images are read by the database, as every image is
///   (`JournalReader.images`), and every row is written by the one writer (`RowWriter`). The
///   revert is a journal entry of its own (`reverts` names the entry, which one entry may do),
///   held to the league's rules as any change is.
/// - **The one conflict rule.** A revert is refused, changing nothing, when a later entry that
///   still stands changed one of the same rows, whoever made it (`JournalLaterChange`; an entry
///   taken back, and the revert that took it back, cancel out); when rows added since refer to a
///   row it would delete; or when a row cannot take its values back. The rows are locked before
///   they are checked. A session's undo of its own step (`undo(_:…)`) passes over the session's
///   own later entries: it takes its steps back newest first, so one of them stands after the
///   step only when `undo --skip` passed over it, and the undo then writes over what that step
///   did to the same rows (the columns the undone entry changed, the rows it added).
/// - **The redo chain.** A redo is the revert of the undo's entry, an undo after it the revert of
///   the redo's, and so on: each step of a session is one entry id, its undo a revert of that
///   entry, and whether a change stands is the parity of its chain of reverts.
public struct JournalRevert {
  public let writer: RowWriter
  /// The context whose checks (the league's rules) a revert runs, as any change does.
  let checks: Context?
  var store: any Store { writer.store }
  var model: Model { writer.model }

  /// Rows put back with no rules but the schema's.
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

  /// Who a refusal is worded for: the journal's reader (`revert @ID`, an undo from the journal:
  /// which entry stands in the way, and whose), or a session undoing its own step (what another
  /// session changed, as an edit's conflict says it; `since` the event the step was, when it was
  /// not a command's save: "the import").
  enum Wording {
    case journal
    case session(since: String?)
  }

  /// Takes entry `id` back, in one transaction stamped `stamp` (its `reverts` set to `id`).
  /// Refused with the rules' sentences (`RuleError`), as a `move` is, when what it puts back
  /// breaks the league's rules, unless `force`; with `JournalRevertError` when the journal
  /// stands in the way.
  @discardableResult
  public func revert(_ id: Int64, stamp: JournalStamp, force: Bool = false) throws -> Outcome {
    try takeBack(id, stamp: stamp, force: force, passing: [], wording: .journal)
  }

  /// A session's undo (or redo) of its own step, entry `id`: as `revert`, but the session's own
  /// later entries `mine` do not stand in its way, and a later change of another session's that
  /// does is refused as the session says it (`UndoConflict`), `since` the event the step was
  /// ("the import"; nil for a command's save).
  @discardableResult
  public func undo(
    _ id: Int64, stamp: JournalStamp, force: Bool = false, passing mine: Set<Int64>, since: String?
  )
    throws -> Outcome
  {
    try takeBack(
      id, stamp: stamp, force: force, passing: mine.filter { $0 > id }.sorted(),
      wording: .session(since: since))
  }

  private func takeBack(_ id: Int64, stamp: JournalStamp, force: Bool, passing: [Int64], wording: Wording)
    throws -> Outcome
  {
    let reader = JournalReader(store: store, model: model)
    var filter = JournalReader.Filter()
    filter.since = .entry(id)
    filter.until = .entry(id)
    filter.rowsPerEntry = 0
    guard let entry = try reader.entries(filter).first else { throw JournalRevertError.noEntry(id) }
    try refuseIfReverted(id)
    let (changes, deleted) = try reader.changesAndDeletions(ofEntry: id)
    let links = try reader.linkChanges(ofEntry: id)
    guard !changes.isEmpty || !deleted.isEmpty || !links.isEmpty else {
      // A session's own step changed rows: on a server a manager reads them once the transaction
      // that made them is over, and a single-transaction script's is not.
      if case .session = wording { throw JournalRevertError.unreadable(id) }
      throw JournalRevertError.nothingChanged(id)
    }
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
      forced = try writer.changing(rows: changes.count + deleted.values.reduce(0, +) + links.count) {
        var batched = true
        while true {
          do {
            return try writer.transaction {
              // Not knowing what the entry's rows hold now, the rules look at the whole league, as
              // for an import.
              try lock(changes)
              try lock(links)
              let finish = try checks?.startChecks()
              try refuseLaterChanges(to: id, passing: passing, reader: reader, wording: wording)
              try apply(
                changes, deleted: deleted, links: links, of: id, reader: reader, batched: batched,
                wording: wording)
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

  /// `changes`, the entry's changes but its deletions, the rows it deleted (by table), and the
  /// links it made and took away, taken back.
  private func apply(
    _ changes: [JournalChange], deleted: [String: Int], links: [JournalLinkChange], of id: Int64,
    reader: JournalReader, batched: Bool, wording: Wording
  ) throws {
    // Rows it deleted come back parents first (a team before its players), a statement a table;
    // then the links it took away (a player's, which went with it).
    for entity in model.entities where deleted[entity.table] != nil {
      try restoreDeleted(entity, of: id, reader: reader)
    }
    try restoreLinks(links, of: id, reader: reader)
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
    // Links it made go, before the rows it added (a `deny` holds while they stand); those rows
    // go, children before parents, unless rows added or links made since refer to them.
    try unlinkMade(links, of: id, reader: reader)
    let inserted = changes.filter { $0.kind == .insert }
    for entity in model.entities.reversed() {
      let rows = inserted.filter { $0.entity === entity }.map(\.row).sorted()
      guard !rows.isEmpty else { continue }
      try refuseReferences(to: entity, rows: rows, of: id, reader: reader, wording: wording)
      try refuseLinks(to: entity, rows: rows, of: id, reader: reader)
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
