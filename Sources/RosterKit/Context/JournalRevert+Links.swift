/// The links an entry made and took away, taken back: those it made are taken away, those it
/// took away made again with their ids, through the writer, in the revert's transaction; and why
/// one cannot be.
extension JournalRevert {
  /// Locks the links the entry made, as they are now, for the rest of the revert.
  func lock(_ links: [JournalLinkChange]) throws {
    for table in model.joinTables {
      let rows = Set(links.filter { $0.kind == .insert && $0.table.name == table.name }.map(\.row)).sorted()
      var runs: [ClosedRange<Int64>] = []
      for row in rows { ChangeSet.extend(&runs, with: row) }
      for run in runs {
        let within: SQL =
          "\(ident: "id") BETWEEN \(bind: .integer(run.lowerBound)) AND \(bind: .integer(run.upperBound))"
        if let locking = store.dialect.lockRows(of: store.writeTarget(table.name), where: within) {
          _ = try store.scalar(locking)
        }
      }
    }
  }

  /// Makes again the links entry `id` took away (once the rows it deleted are back): a statement
  /// a join table. Refused, naming the first link that cannot come back, when a side was deleted
  /// since or the pair was linked again since (the link would stand twice).
  func restoreLinks(_ links: [JournalLinkChange], of id: Int64, reader: JournalReader) throws {
    let taken = links.filter { $0.kind == .delete }
    for table in model.joinTables where taken.contains(where: { $0.table.name == table.name }) {
      do {
        try writer.restoreLinks(table, deletedIn: id, refusable: true)
      } catch let error as StoreError where error.kind == .constraint {
        throw try refusal(restoring: taken.filter { $0.table.name == table.name }, of: id, reader: reader)
          ?? error
      }
    }
  }

  /// Takes away the links entry `id` made (before the rows it added are deleted, which a `deny`
  /// would refuse while they stand). The later-change rule has seen that none was taken away
  /// since by an entry; one taken away by another program is gone.
  func unlinkMade(_ links: [JournalLinkChange], of id: Int64, reader: JournalReader) throws {
    for link in links where link.kind == .insert {
      guard let first = link.first, let second = link.second,
        try writer.unlink(link.table, first: first, second: second)
      else {
        try store.requireWritable(link.table.name, id: link.row)
        throw JournalRevertError.gone(id, name: "the link of " + (try reader.linkName(link)))
      }
    }
  }

  /// Refuses the deletion of rows `rows` of `entity`, which entry `id` added, while they have
  /// links made since by another entry (a guardian's `deny` would refuse it; a player's cascade
  /// would take the links away unseen).
  func refuseLinks(to entity: Entity, rows: [Int64], of id: Int64, reader: JournalReader) throws {
    for table in model.joinTables {
      for (end, other) in [(table.first, table.second), (table.second, table.first)]
      where end.entity == entity.name {
        let found = try store.rows(
          "SELECT " + SQL.identifier(end.column) + ", count(*) FROM " + SQL.identifier(table.name)
            + #" AS "c" WHERE "#
            + store.dialect.isIn(SQL.identifier(end.column), rows.map(DatabaseValue.integer))
            + #" AND NOT EXISTS (SELECT 1 FROM "journal_rows" AS "r" WHERE "r"."entry" = "#
            + SQL.value(.integer(id)) + #" AND "r"."entity" = "# + SQL.value(.text(table.name))
            + #" AND "r"."row" = "c"."id" AND "r"."change" = 'insert') GROUP BY "#
            + SQL.identifier(end.column)
            + " LIMIT 1"
        ).first
        guard let found, let row = found[0].integerValue else { continue }
        throw JournalRevertError.linkedSince(
          id, name: try reader.name(of: entity, row: row),
          others: model.entity(named: other.entity).presentation.count(Int(found[1].integerValue ?? 0)))
      }
    }
  }

  /// Why the links `taken` (of one join table), which entry `id` took away, cannot come back:
  /// the first whose side was deleted since, or whose pair was linked again since; nil for
  /// another cause.
  private func refusal(restoring taken: [JournalLinkChange], of id: Int64, reader: JournalReader) throws
    -> JournalRevertError?
  {
    for link in taken {
      guard let first = link.first, let second = link.second else { continue }
      for (end, row) in [(link.table.first, first), (link.table.second, second)] {
        let entity = model.entity(named: end.entity)
        let present = try store.scalar(
          "SELECT count(*) FROM \(ident: entity.table) WHERE \(ident: "id") = \(bind: .integer(row))")
        guard present == .integer(0) else { continue }
        let name = entity.presentation.noun + " " + (try reader.name(of: entity, row: row))
        let by = try deletion(of: entity, row: row)
        return .linkCannotComeBack(
          id, link: try reader.linkName(link),
          why: "\(name) was deleted since" + (by.map { " (in @\($0))" } ?? ""),
          then: by.map { "take @\($0) back first ('revert \($0)')" } ?? "bring \(name) back first")
      }
      let table = link.table
      guard
        let standing = try store.scalar(
          "SELECT \(ident: "id") FROM \(ident: table.name) WHERE \(ident: table.first.column) = \(bind: .integer(first))"
            + " AND \(ident: table.second.column) = \(bind: .integer(second))"
        ).integerValue
      else { continue }
      let by = try store.scalar(
        #"SELECT max("entry") FROM "journal_rows" WHERE "entity" = "# + SQL.value(.text(table.name))
          + #" AND "row" = "# + SQL.value(.integer(standing)) + #" AND "change" = 'insert'"#
      ).integerValue
      return .linkCannotComeBack(
        id, link: try reader.linkName(link),
        why: "they were linked again since" + (by.map { " (in @\($0))" } ?? ""),
        then: by.map { "take @\($0) back first ('revert \($0)')" } ?? "unlink them first")
    }
    return nil
  }
}
