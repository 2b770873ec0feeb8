extension Context {
  /// How many matches share each combination of values of `keyPaths`, like a fetch request with
  /// `propertiesToGroupBy` and a count: one `GROUP BY` in SQL, in the order of those values.
  ///
  ///     // [([team id, age], players of that team and age)]
  ///     try context.groupCounts(FetchRequest(entity: Player.entity), by: ["team", "age"])
  public func groupCounts(_ request: FetchRequest, by keyPaths: [String]) throws -> [(
    values: [DatabaseValue], count: Int
  )] {
    let compiler = QueryCompiler(entity: request.entity, model: model, dialect: store.dialect)
    let keys = try keyPaths.map { try compiler.value(Predicate.KeyPath($0)) }
    let condition = try request.predicate.map { try compiler.condition($0) }
    var sql: SQL = "SELECT " + SQL.joined(keys + ["count(*)"], separator: ", ") + " " + compiler.root.from
    if let condition { sql.append(" WHERE " + condition) }
    sql.append(
      " GROUP BY " + SQL.joined(keys, separator: ", ") + " ORDER BY " + SQL.joined(keys, separator: ", "))
    var groups: [(values: [DatabaseValue], count: Int)] = []
    try compiler.run(on: store) {
      try store.query(sql) { row in
        let values = (0..<keys.count).map { row.value(at: $0) }
        groups.append((values, Int(row.int64(at: keys.count) ?? 0)))
      }
    }
    return groups
  }
}
