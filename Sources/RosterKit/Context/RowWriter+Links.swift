/// The links of many-to-many relationships, written as rows of their join tables: a link is made
/// or taken away whole (with its values empty, for a through entity's table, whose rows the
/// context changes as an entity's), and doing either to a pair already so
/// changes nothing, so that two sessions that link the same pair both succeed and one link
/// stands. The journal's triggers on the join table record each link made and taken away, as
/// they record rows.
extension RowWriter {
  /// Links `first` and `second` (row ids of the join table's first and second ends); the link's
  /// id, or nil when they were linked already.
  public func link(_ table: JoinTable, first: Int64, second: Int64) throws -> Int64? {
    let initial = initialValues(table)
    let columns = (table.columns + initial.map(\.column)).map(SQL.identifier)
    let values = [DatabaseValue.integer(first), .integer(second)] + initial.map(\.value)
    let sql: SQL =
      "INSERT INTO " + store.writeTarget(table.name) + " (" + SQL.joined(columns, separator: ", ")
      + ") VALUES (" + SQL.joined(values.map(SQL.value), separator: ", ") + ") "
      + "ON CONFLICT DO NOTHING RETURNING \(ident: "id")"
    return try store.rows(sql).first?.first?.integerValue
  }

  /// The values a link made without them takes (`link`, a batch of `link(_:_:)`): the initial
  /// values of a through entity's attributes that have one (`Attribute.initial`), each followed
  /// by its folded copy, as a row of it inserted takes them; none for a table of links only.
  func initialValues(_ table: JoinTable) -> [(column: String, value: DatabaseValue)] {
    guard let through = table.through else { return [] }
    let entity = model.entity(named: through)
    guard entity.hasInitialValues else { return [] }
    let empty = Self.row(
      entity, values: entity.attributes.map { _ in .null },
      targets: entity.toOneRelationships.map { _ in nil })
    return zip(entity.columns, Self.initialized(entity, empty)).compactMap { column, value in
      value.isNull ? nil : (column, value)
    }
  }

  /// Takes away the link of `first` and `second`; whether there was one.
  @discardableResult
  public func unlink(_ table: JoinTable, first: Int64, second: Int64) throws -> Bool {
    try store.execute(
      "DELETE FROM " + store.writeTarget(table.name) + " WHERE \(ident: table.first.column) = "
        + "\(bind: .integer(first)) AND \(ident: table.second.column) = \(bind: .integer(second))") > 0
  }

  /// The saved links of the objects `ids` of one end (`owner`) of `table`: each object's links
  /// to the other end's objects.
  public func links(_ table: JoinTable, of ids: [Int64], at owner: JoinTable.End) throws -> [(
    owner: Int64, member: Int64
  )] {
    guard !ids.isEmpty else { return [] }
    let member = owner.column == table.first.column ? table.second : table.first
    let sql: SQL =
      "SELECT \(ident: owner.column), \(ident: member.column) FROM \(ident: table.name) WHERE "
      + store.dialect.isIn(SQL.identifier(owner.column), ids: ids) + " ORDER BY \(ident: "id")"
    return try store.rows(sql).map { ($0[0].integerValue ?? 0, $0[1].integerValue ?? 0) }
  }
}

extension RowWriter {
  /// Makes again, with their ids, the links of `table` that entry `entry` took away, in one
  /// statement, from the images their removal left (as `restore` puts back rows); how many.
  /// `refusable`: the statement alone is undone when the database refuses it (a side deleted
  /// since, the pair linked again since), so that the refusal can be looked into.
  /// A through entity's links come back as its rows do, every column from the image: the link's
  /// values with it (`restore`).
  @discardableResult
  public func restoreLinks(_ table: JoinTable, deletedIn entry: Int64, refusable: Bool = false) throws -> Int
  {
    if let through = table.through {
      return try restore(model.entity(named: through), deletedIn: entry, refusable: refusable)
    }
    let images = table.columns.map { store.dialect.journalValue(#""r"."old""#, key: $0, type: .integer) }
    let sql: SQL =
      "INSERT INTO " + store.writeTarget(table.name) + " ("
      + SQL.joined((["id"] + table.columns).map(SQL.identifier), separator: ", ")
      + #") SELECT "r"."row", "# + SQL.joined(images, separator: ", ")
      + #" FROM "journal_rows" AS "r" WHERE "r"."entry" = "# + SQL.value(.integer(entry))
      + #" AND "r"."entity" = "# + SQL.value(.text(table.name))
      + #" AND "r"."change" = 'delete' ORDER BY "r"."id""#
    return try refusable ? store.attempt { try store.execute(sql) } : store.execute(sql)
  }
}
