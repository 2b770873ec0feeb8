/// Many links made or taken away at once, a statement for a batch: what an import's member lists
/// write (`Importer.writeMembers`), where a statement a link cost a round trip each on
/// PostgreSQL and grew with the file's rows on either engine.
///
/// The pairs are bound as one JSON array, read as a table (`SQLDialect.jsonElements`), as
/// `update(_:rows:)` reads its rows; each link is still a row of the join table, made or taken
/// away whole and journaled by the table's triggers as `link` and `unlink` journal one. A pair
/// already so changes nothing, as with `link` and `unlink`; each statement says which pairs it
/// changed.
extension RowWriter {
  /// Links the pairs of `links` (all of `table`) not linked yet, a statement for each
  /// `batchRows`: those it linked.
  public func link(_ table: JoinTable, _ links: [Link]) throws -> Set<Link> {
    try batches(links) { try changed(table, linking(table, $0)) }
  }

  /// Takes away the links of `links` (all of `table`) that stand, a statement for each
  /// `batchRows`: those it took away.
  public func unlink(_ table: JoinTable, _ links: [Link]) throws -> Set<Link> {
    try batches(links) { try changed(table, unlinking(table, $0)) }
  }

  /// One statement of `link(_:_:)`.
  func linking(_ table: JoinTable, _ batch: ArraySlice<Link>) -> SQL {
    // A through entity's initial values, bound once for the whole batch.
    let initial = initialValues(table)
    let named = SQL(initial.map { ", " + SQL.quoted($0.column) }.joined())
    let values = SQL.joined(initial.map { ", " + SQL.value($0.value) }, separator: "")
    return "INSERT INTO " + store.writeTarget(table.name) + " (" + columns(table) + named + ") SELECT "
      + pair(table) + values
      // `WHERE true`: SQLite would read an `ON CONFLICT` after a bare `FROM` as its join's.
      + " FROM " + pairs(table, batch) + " WHERE true ON CONFLICT DO NOTHING RETURNING " + columns(table)
  }

  /// One statement of `unlink(_:_:)`.
  func unlinking(_ table: JoinTable, _ batch: ArraySlice<Link>) -> SQL {
    "DELETE FROM " + store.writeTarget(table.name) + " WHERE (" + columns(table) + ") IN (SELECT "
      + pair(table) + " FROM " + pairs(table, batch) + ") RETURNING " + columns(table)
  }

  /// The union of what `statement` says of each `batchRows` of `links`.
  private func batches(_ links: [Link], _ statement: (ArraySlice<Link>) throws -> Set<Link>) throws -> Set<
    Link
  > {
    var changed: Set<Link> = []
    for start in stride(from: 0, to: links.count, by: Self.batchRows) {
      changed.formUnion(try statement(links[start..<min(start + Self.batchRows, links.count)]))
    }
    return changed
  }

  /// The links of the pairs `sql` returns.
  private func changed(_ table: JoinTable, _ sql: SQL) throws -> Set<Link> {
    Set(
      try store.rows(sql).map { row in
        Link(
          table: table.name,
          first: ObjectID(entityName: table.first.entity, rowID: row[0].integerValue ?? 0),
          second: ObjectID(entityName: table.second.entity, rowID: row[1].integerValue ?? 0))
      })
  }

  /// The join table's two columns, first and second.
  private func columns(_ table: JoinTable) -> SQL {
    SQL.joined(table.columns.map(SQL.identifier), separator: ", ")
  }

  /// The pairs of `batch` as the table `"v"`: one JSON array of objects, bound as one value.
  private func pairs(_ table: JoinTable, _ batch: ArraySlice<Link>) -> SQL {
    let objects = batch.map { link in
      Self.jsonObject([
        (table.first.column, .integer(link.first.rowID)), (table.second.column, .integer(link.second.rowID)),
      ])
    }
    return store.dialect.jsonElements(SQL.value(.text("[" + objects.joined(separator: ",") + "]")))
      + #" AS "v""#
  }

  /// The first and second ids of the row of `"v"` being read.
  private func pair(_ table: JoinTable) -> SQL {
    SQL.joined(
      table.columns.map { store.dialect.journalValue(#""v"."value""#, key: $0, type: .integer) },
      separator: ", ")
  }
}
