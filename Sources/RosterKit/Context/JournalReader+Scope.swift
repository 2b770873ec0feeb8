/// The journal rows of one object's scope, for `log NAME`: its own, its children's, its links'.
extension JournalReader {
  /// A row change of an object's scope, before its images are read: of an entity's row, or of
  /// a link (a row of join table `links`).
  struct ScopedChange {
    let id: Int64
    let entity: Entity?
    let links: JoinTable?
    let kind: JournalChange.Kind
  }

  /// The row changes `scoped` names (by entry) of the entries, counted, and read for the entries
  /// that have few enough: one query in all, however many entries there are.
  func read(_ entries: inout [JournalEntry], scoped: [Int64: [ScopedChange]], rowsPerEntry: Int)
    throws
  {
    var whole: [Int64] = []
    var wholeLinks: [Int64] = []
    for index in entries.indices {
      let all = scoped[entries[index].id] ?? []
      let changes = all.filter { $0.entity != nil }
      // By entity and kind, in the order each first appears.
      for change in changes
      where !entries[index].counts.contains(where: {
        $0.entity === change.entity && $0.kind == change.kind
      }) {
        let count = changes.count { $0.entity === change.entity && $0.kind == change.kind }
        entries[index].counts.append(.init(entity: change.entity!, kind: change.kind, count: count))
      }
      let links = all.filter { $0.links != nil }
      for change in links
      where !entries[index].linkCounts.contains(where: {
        $0.table.name == change.links?.name && $0.kind == change.kind
      }) {
        let count = links.count { $0.links?.name == change.links?.name && $0.kind == change.kind }
        entries[index].linkCounts.append(.init(table: change.links!, kind: change.kind, count: count))
      }
      if all.count <= rowsPerEntry {
        whole += changes.map(\.id)
        wholeLinks += links.map(\.id)
      }
    }
    if !wholeLinks.isEmpty {
      var byEntry: [Int64: [JournalLinkChange]] = [:]
      let tables = Set(entries.flatMap { $0.linkCounts.map(\.table.name) })
      for (entry, change) in try entryLinkChanges(
        store.dialect.isIn(#""r"."id""#, ids: wholeLinks),
        of: model.joinTables.filter { tables.contains($0.name) })
      {
        byEntry[entry, default: []].append(change)
      }
      for index in entries.indices { entries[index].links = byEntry[entries[index].id] ?? [] }
    }
    guard !whole.isEmpty else { return }
    var byEntry: [Int64: [JournalChange]] = [:]
    let tables = Set(entries.flatMap { $0.counts.map(\.entity.table) })
    for (entry, change) in try entryChanges(
      store.dialect.isIn(#""r"."id""#, ids: whole), of: model.entities.filter { tables.contains($0.table) })
    {
      byEntry[entry, default: []].append(change)
    }
    for index in entries.indices {
      entries[index].changes = try withInsertedValues(byEntry[entries[index].id] ?? [])
    }
  }

  /// The rows of the object's own table with its id, and of the tables whose rows belong to it
  /// through a to-one relationship: those that belonged to it before or after a change, and rows
  /// inserted that belong to it now or did at a later change: their journal rows' id, entry,
  /// entity and change, as a union of lookups each of which an index serves (the journal's
  /// indexes of foreign keys in its images).
  func scope(_ object: ObjectID) throws -> SQL {
    let entity = model.entity(named: object.entityName)
    let id = SQL.value(.integer(object.rowID))
    let dialect = store.dialect
    var lookups: [SQL] = [
      #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "#
        + SQL.value(.text(entity.table))
        + #" AND "row" = "#
        + id
    ]
    for child in model.entities {
      for relationship in child.toOneRelationships where relationship.destination == entity.name {
        guard let column = relationship.column else { continue }
        let table = SQL.value(.text(child.table))
        for image in ["old", "new"] {
          lookups.append(
            #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "# + table
              + " AND " + SQL.identifier(image)
              + " IS NOT NULL AND " + dialect.journalValue(SQL.identifier(image), key: column, type: .integer)
              + " = " + id)
        }
        // Rows added that belong to it now, found first by the child's foreign-key index: as a
        // join or a subquery, planners without fresh statistics start from every journaled row
        // of the child's table instead. Or rows added that belonged to it before a later change.
        let children = try store.rows(
          "SELECT " + SQL.identifier("id") + " FROM " + SQL.identifier(child.table) + " WHERE "
            + SQL.identifier(column) + " = " + id
        ).compactMap(\.[0].integerValue)
        if !children.isEmpty {
          lookups.append(
            #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "# + table
              + #" AND "change" = 'insert' AND "#
              + dialect.isIn(SQL.identifier("row"), ids: children))
        }
        lookups.append(
          #"SELECT "i"."id", "i"."entry", "i"."entity", "i"."change" FROM "journal_rows" AS "l" JOIN "journal_rows" AS "i" ON "i"."entity" = "l"."entity" AND "i"."row" = "l"."row" AND "i"."change" = 'insert' WHERE "l"."entity" = "#
            + table + #" AND "l"."old" IS NOT NULL AND "#
            + dialect.journalValue(#""l"."old""#, key: column, type: .integer) + " = " + id)
      }
    }
    return SQL.joined(lookups + (try linkScope(object)), separator: " UNION ")
  }
}
