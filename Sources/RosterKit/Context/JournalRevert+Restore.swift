/// Rows an entry deleted, put back by a revert, and why the database refused one.
extension JournalRevert {
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
}
