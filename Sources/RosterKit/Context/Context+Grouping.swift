extension Context {
  /// How many matches share each combination of values of `keyPaths`, like a fetch request with
  /// `propertiesToGroupBy` and a count: one `GROUP BY` in SQL, in the order of those values. The
  /// request's predicate chooses the rows; its order, window and word search play no part.
  /// With `folding`, text is grouped ignoring case and accents (by its folded copy, which the
  /// values then are); with a `minimumCount`, only groups of at least that many rows come back
  /// (`HAVING`), as when looking for the same person twice.
  ///
  ///     // [([team id, age], players of that team and age)]
  ///     try context.groupCounts(FetchRequest(entity: Player.entity), by: ["team", "age"])
  public func groupCounts(
    _ request: FetchRequest, by keyPaths: [String], folding: TextFolding.Options = [], minimumCount: Int = 1
  ) throws -> [(values: [DatabaseValue], count: Int)] {
    try groups(request, by: keyPaths, GroupCounting(folding: folding, minimumCount: minimumCount)).map {
      ($0.values, $0.count)
    }
  }

  /// The groups of `groupCounts`, each with the ids of its rows (in no set order): what to read
  /// a group's rows by, rather than by its values in a second pass over every row.
  public func groupRowIDs(
    _ request: FetchRequest, by keyPaths: [String], folding: TextFolding.Options = [], minimumCount: Int = 1
  ) throws -> [(values: [DatabaseValue], rowIDs: [Int64])] {
    try groups(
      request, by: keyPaths, GroupCounting(folding: folding, minimumCount: minimumCount, rowIDs: true)
    )
    .map { ($0.values, $0.rowIDs) }
  }

  private func groups(_ request: FetchRequest, by keyPaths: [String], _ counting: GroupCounting) throws -> [(
    values: [DatabaseValue], count: Int, rowIDs: [Int64]
  )] {
    let grouped = FetchRequest(entity: request.entity, predicate: request.predicate)
    let query = try self.query(
      grouped, selecting: .groupCounts(try keyPaths.map(Self.keyPath), counting))
    var groups: [(values: [DatabaseValue], count: Int, rowIDs: [Int64])] = []
    try query.run(on: store) { sql in
      try store.query(sql) { row in
        let values = (0..<keyPaths.count).map { row.value(at: $0) }
        let ids =
          counting.rowIDs
          ? row.value(at: keyPaths.count + 1).description.split(separator: ",").compactMap { Int64($0) } : []
        groups.append((values, Int(row.int64(at: keyPaths.count) ?? 0), ids))
      }
    }
    return groups
  }
}
