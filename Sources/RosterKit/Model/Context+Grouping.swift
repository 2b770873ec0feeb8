extension Context {
  /// How many matches share each combination of values of `keyPaths`, like a fetch request with
  /// `propertiesToGroupBy` and a count: one `GROUP BY` in SQL, in the order of those values. The
  /// request's predicate chooses the rows; its order, window and word search play no part.
  ///
  ///     // [([team id, age], players of that team and age)]
  ///     try context.groupCounts(FetchRequest(entity: Player.entity), by: ["team", "age"])
  public func groupCounts(_ request: FetchRequest, by keyPaths: [String]) throws -> [(
    values: [DatabaseValue], count: Int
  )] {
    let grouped = FetchRequest(entity: request.entity, predicate: request.predicate)
    let query = try self.query(grouped, selecting: .groupCounts(try keyPaths.map(Self.keyPath)))
    var groups: [(values: [DatabaseValue], count: Int)] = []
    try query.run(on: store) { sql in
      try store.query(sql) { row in
        let values = (0..<keyPaths.count).map { row.value(at: $0) }
        groups.append((values, Int(row.int64(at: keyPaths.count) ?? 0)))
      }
    }
    return groups
  }
}
