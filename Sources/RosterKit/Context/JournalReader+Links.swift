/// The links of many-to-many relationships in the journal, read and put in words: a link made
/// or taken away is a row of its join table (`JournalLinkChange`), named in the log by the
/// objects it links ("linked player Ann Lee to guardian Sam Lee").
extension JournalReader {
  /// The link changes of `tables` that `condition` (on `journal_rows` as `"r"`) selects, in
  /// order: a query a table. The objects a link made links are read from the link as it stands,
  /// else from the image its removal since left (the journal keeps no image of an insertion).
  func linkChanges(_ condition: SQL, of tables: [JoinTable]) throws -> [JournalLinkChange] {
    try entryLinkChanges(condition, of: tables).map(\.change)
  }

  /// `linkChanges`, each with its entry.
  func entryLinkChanges(_ condition: SQL, of tables: [JoinTable]) throws
    -> [(entry: Int64, change: JournalLinkChange)]
  {
    var changes: [(entry: Int64, change: JournalLinkChange)] = []
    for table in tables {
      let value = { (image: SQL, column: String) in
        self.store.dialect.journalValue(image, key: column, type: .integer)
      }
      let ends = table.columns.map { column -> SQL in
        "coalesce(" + value(#""r"."old""#, column) + ", (SELECT " + SQL.identifier(column) + " FROM "
          + SQL.identifier(table.name) + #" AS "t" WHERE "t"."id" = "r"."row"), (SELECT "#
          + value(#""n"."old""#, column)
          + #" FROM "journal_rows" AS "n" WHERE "n"."entity" = "r"."entity" AND "n"."row" = "r"."row""#
          + #" AND "n"."id" > "r"."id" AND "n"."change" = 'delete' ORDER BY "n"."id" LIMIT 1))"#
      }
      // As `entryChanges` does, the table compared as an expression: the condition's index finds the rows.
      try store.query(
        #"SELECT "r"."id", "r"."row", "r"."change", "# + SQL.joined(ends, separator: ", ") + #", "r"."entry""#
          + #" FROM "journal_rows" AS "r" WHERE "r"."entity" || '' = "# + SQL.value(.text(table.name))
          + " AND " + condition + #" ORDER BY "r"."id""#
      ) { row in
        guard let kind = JournalChange.Kind(rawValue: row.value(at: 2).description), kind != .update else {
          return
        }
        changes.append(
          (
            row.value(at: 5).integerValue ?? 0,
            JournalLinkChange(
              id: row.value(at: 0).integerValue ?? 0, table: table, row: row.value(at: 1).integerValue ?? 0,
              kind: kind, first: row.value(at: 3).integerValue, second: row.value(at: 4).integerValue)
          ))
      }
    }
    return tables.count > 1 ? changes.sorted { $0.change.id < $1.change.id } : changes
  }

  /// The lookups of `scope` for the links of `object` (a player's to its guardians): those taken
  /// away, by the image their removal left (the journal's indexes of a join table's ids in its
  /// images serve it), and those made, standing (the join table's own index) or taken away since.
  func linkScope(_ object: ObjectID) throws -> [SQL] {
    var lookups: [SQL] = []
    let id = SQL.value(.integer(object.rowID))
    for table in model.joinTables {
      for end in table.ends where end.entity == object.entityName {
        let name = SQL.value(.text(table.name))
        let rows: SQL =
          #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "# + name
        lookups.append(
          rows + #" AND "old" IS NOT NULL AND "#
            + store.dialect.journalValue(SQL.identifier("old"), key: end.column, type: .integer) + " = " + id)
        let standing = try store.rows(
          #"SELECT "id" FROM "# + SQL.identifier(table.name) + " WHERE " + SQL.identifier(end.column) + " = "
            + id
        ).compactMap(\.[0].integerValue)
        if !standing.isEmpty {
          lookups.append(
            rows + #" AND "change" = 'insert' AND "#
              + store.dialect.isIn(SQL.identifier("row"), ids: standing))
        }
        lookups.append(
          #"SELECT "i"."id", "i"."entry", "i"."entity", "i"."change" FROM "journal_rows" AS "l" JOIN "journal_rows" AS "i" ON "i"."entity" = "l"."entity" AND "i"."row" = "l"."row" AND "i"."change" = 'insert' WHERE "l"."entity" = "#
            + name + #" AND "l"."old" IS NOT NULL AND "#
            + store.dialect.journalValue(#""l"."old""#, key: end.column, type: .integer) + " = " + id)
      }
    }
    return lookups
  }

  /// The links entry `id` made and took away, in order.
  func linkChanges(ofEntry id: Int64) throws -> [JournalLinkChange] {
    guard !model.joinTables.isEmpty else { return [] }
    return try linkChanges(#""r"."entry" = "# + SQL.value(.integer(id)), of: model.joinTables)
  }

  /// The entry's links made and taken away, a line each: "linked player Ann Lee to guardian Sam
  /// Lee", "unlinked player Ann Lee from guardian Sam Lee"; a through entity's with the values it
  /// was made or taken away with ("… (relationship father, may_pick_up yes)").
  public func linkLines(_ entry: JournalEntry) throws -> [(change: JournalLinkChange, text: String)] {
    try entry.links.map { change in
      let (first, second) = try sides(change)
      let text = change.kind == .insert ? "linked \(first) to \(second)" : "unlinked \(first) from \(second)"
      return (change, text + (try linkValues(change)))
    }
  }

  /// " (relationship father, may_pick_up yes)": the values a through entity's link was made
  /// with (its image before its next change, else as it stands) or taken away with; "" when it
  /// had none, or is a table of links only's.
  private func linkValues(_ change: JournalLinkChange) throws -> String {
    guard let through = change.table.through else { return "" }
    let entity = model.entity(named: through)
    let image = try linkImage(change)
    let values = entity.attributes.compactMap { attribute -> String? in
      guard let value = image?[attribute.column], !value.isNull else { return nil }
      return attribute.name + " " + shown(value, of: attribute, in: entity)
    }
    return values.isEmpty ? "" : " (" + values.joined(separator: ", ") + ")"
  }

  /// The stored values (by column) a through entity's link was made with (its image before its
  /// next change, else as it stands) or taken away with; nil for a table of links only's, or
  /// when the journal no longer knows them.
  public func linkImage(_ change: JournalLinkChange) throws -> [String: DatabaseValue]? {
    guard let through = change.table.through else { return nil }
    let entity = model.entity(named: through)
    return change.kind == .insert
      ? try insertedValues(
        JournalChange(id: change.id, entity: entity, row: change.row, kind: .insert, old: nil, new: nil))
      : try image("old", of: entity, #""r"."id" = "# + SQL.value(.integer(change.id)))
  }

  /// "player Ann Lee to guardian Sam Lee": a through entity's row, by the link it is, from its
  /// image; nil for another entity's, or when the image lacks an end.
  func linkName(_ entity: Entity, _ image: [String: DatabaseValue]) throws -> String? {
    guard let table = model.joinTable(through: entity), let first = image[table.first.column]?.integerValue,
      let second = image[table.second.column]?.integerValue
    else { return nil }
    let change = JournalLinkChange(id: 0, table: table, row: 0, kind: .insert, first: first, second: second)
    return try linkName(change)
  }

  /// "player Ann Lee to guardian Sam Lee": the link, each side by its noun and its name (as it
  /// is now, else as its deletion left it).
  func linkName(_ change: JournalLinkChange) throws -> String {
    let (first, second) = try sides(change)
    return "\(first) to \(second)"
  }

  /// Each side of the link by its noun and name: "player Ann Lee"; "a player" when the journal
  /// no longer knows which.
  private func sides(_ change: JournalLinkChange) throws -> (String, String) {
    let side = { (end: JoinTable.End, row: Int64?) throws -> String in
      let entity = self.model.entity(named: end.entity)
      guard let row else { return "a " + entity.presentation.noun }
      return entity.presentation.noun + " " + (try self.name(of: entity, row: row))
    }
    return (try side(change.table.first, change.first), try side(change.table.second, change.second))
  }

  /// "made 2 player–guardian links", "took away 1 player–guardian link": the summary's parts for
  /// the entry's links.
  func linkSummary(_ entry: JournalEntry) -> [String] {
    [(JournalChange.Kind.insert, "made"), (.delete, "took away")].flatMap { kind, verb in
      entry.linkCounts.filter { $0.kind == kind }.map { count in
        let noun = [count.table.first, count.table.second].map {
          model.entity(named: $0.entity).presentation.noun
        }
        .joined(separator: "–")
        return "\(verb) \(NumberText.grouped(count.count)) \(noun) link\(count.count == 1 ? "" : "s")"
      }
    }
  }
}
