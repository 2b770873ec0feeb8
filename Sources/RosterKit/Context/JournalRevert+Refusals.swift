/// A row an entry changed that the database would not give back its values: the change and why,
/// worded once the revert's transaction is over (PostgreSQL answers nothing in a failed one).
struct RefusedChange: Error {
  let change: JournalChange
  let error: StoreError
}

extension JournalRevert {
  /// Why row `refused.change.row` cannot get back what entry `id` changed, as a sentence: a row
  /// it pointed to was deleted since (its team), or another row holds one of its unique values
  /// now (its name, its number on the team). Nil for another cause.
  func refusal(_ refused: RefusedChange, of id: Int64, reader: JournalReader) throws -> JournalRevertError? {
    let (change, entity) = (refused.change, refused.change.entity)
    let name = try reader.name(of: entity, row: change.row)
    let old = change.old ?? [:]
    let changed = { (column: String) in change.new.map { $0[column] ?? .null != old[column] ?? .null } ?? true
    }
    guard refused.error.isUniqueViolation else {
      for relationship in entity.toOneRelationships {
        guard let column = relationship.column, changed(column), let target = old[column]?.integerValue else {
          continue
        }
        let destination = model.entity(named: relationship.destination)
        let present = try store.scalar(
          "SELECT count(*) FROM \(ident: destination.table) WHERE \(ident: "id") = \(bind: .integer(target))")
        guard present == .integer(0) else { continue }
        let targetName = try reader.name(of: destination, row: target)
        let by = try deletion(of: destination, row: target)
        return .cannotChangeBack(
          id, name: name,
          why: "its \(relationship.name), \(targetName), was deleted since"
            + (by.map { " (in @\($0))" } ?? ""),
          then: by.map { "take @\($0) back first ('revert \($0)')" } ?? "bring \(targetName) back first")
      }
      return nil
    }
    guard let constraint = writer.constraint(refusing: refused.error, entity) else { return nil }
    // The row as the revert would have left it: as it is now, with what the entry changed back.
    var image = try reader.image(of: entity, row: change.row) ?? [:]
    for (column, value) in old where changed(column) { image[column] = value }
    var byKey: [String: DatabaseValue] = [:]
    for attribute in entity.attributes { byKey[attribute.name] = image[attribute.column] ?? .null }
    var targetNames: [String: String] = [:]
    let targets = try entity.toOneRelationships.map { relationship -> Int64? in
      guard let column = relationship.column, let target = image[column]?.integerValue else { return nil }
      targetNames[relationship.name] = try reader.name(
        of: model.entity(named: relationship.destination), row: target)
      return target
    }
    let holder = writer.holder(
      of: constraint, entity, values: entity.attributes.map { image[$0.column] }, targets: targets,
      other: change.row)
    return .cannotChangeBack(
      id, name: name, why: constraint.message(.init(values: byKey, targetNames: targetNames, holder: holder)),
      then: "change or delete that row first")
  }

  /// The entry that deleted row `row` of `entity`, if the journal (as the session reads it) has it.
  func deletion(of entity: Entity, row: Int64) throws -> Int64? {
    try store.scalar(
      #"SELECT max("entry") FROM "journal_rows" WHERE "entity" = "# + SQL.value(.text(entity.table))
        + #" AND "row" = "# + SQL.value(.integer(row)) + #" AND "change" = 'delete'"#
    ).integerValue
  }
}

extension JournalRevert {
  /// A row of `entity` that the revert deletes and that a row it does not delete refers to: in
  /// the journal's words, the first such row and how many refer to it; in a session's, how many
  /// rows another session added under the rows its step added.
  func refuseReferences(
    to entity: Entity, rows: [Int64], of id: Int64, reader: JournalReader, wording: Wording
  ) throws {
    for child in model.entities {
      for relationship in child.toOneRelationships where relationship.destination == entity.name {
        // A through entity's rows are links, refused as links are (`refuseLinks`).
        guard let column = relationship.column, !model.holdsLinks(model.inverse(of: relationship)) else {
          continue
        }
        let others: SQL =
          " FROM " + SQL.identifier(child.table) + " AS \"c\" WHERE "
          + store.dialect.isIn(SQL.identifier(column), rows.map(DatabaseValue.integer))
          + #" AND NOT EXISTS (SELECT 1 FROM "journal_rows" AS "r" WHERE "r"."entry" = "#
          + SQL.value(.integer(id)) + #" AND "r"."entity" = "# + SQL.value(.text(child.table))
          + #" AND "r"."row" = "c"."id" AND "r"."change" = 'insert')"#
        let found = try store.rows(
          "SELECT " + SQL.identifier(column) + ", count(*)" + others + " GROUP BY " + SQL.identifier(column)
            + " LIMIT 1"
        ).first
        guard let found, let target = found[0].integerValue else { continue }
        let name = try reader.name(of: entity, row: target)
        guard case .session(let since) = wording else {
          throw JournalRevertError.referenced(
            id, name: name, others: child.presentation.count(Int(found[1].integerValue ?? 0)))
        }
        let count = Int(try store.scalar("SELECT count(*)" + others).integerValue ?? 0)
        throw UndoConflict.referenced(
          children: child.presentation.count(count),
          parents: since.map { "\(entity.presentation.plural) \($0) added" } ?? name)
      }
    }
  }
}
