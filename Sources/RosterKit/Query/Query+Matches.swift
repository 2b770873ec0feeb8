extension Query {
  /// Runs `body` with the query's SQL, rendered here once, on `store`; bounded as the store's
  /// dialect asks when the query uses `MATCHES`. A match the engine gave up on becomes a
  /// sentence naming the pattern (with a caret under it), never a silent "no match" or a
  /// database error.
  func run<T>(on store: any Store, _ body: (SQL) throws -> T) throws -> T {
    let sql = self.sql
    return try guarded(on: store) { try body(sql) }
  }

  /// Runs `body`, which runs this query (or queries with its patterns: `OrderedArms`), bounded
  /// and its failed matches worded as `run(on:_:)` says.
  func guarded<T>(on store: any Store, _ body: () throws -> T) throws -> T {
    guard !patterns.isEmpty else { return try body() }
    let bound = store.dialect.matchesBound
    if let bound { try store.execute(SQL(bound.set)) }
    // After a failure inside a transaction the reset fails too; the rollback undoes the SET.
    defer { if let bound { _ = try? store.execute(SQL(bound.reset)) } }
    do {
      return try body()
    } catch let error as StoreError {
      throw translated(error) ?? error
    }
  }

  /// The sentence for a store error that a regular expression caused, if it is one.
  func translated(_ error: StoreError) -> PredicateError? {
    if let failure = SQLFunctions.Failure.parse(error.message) {
      let bare =
        failure.pattern.hasPrefix(SQLFunctions.caseInsensitive)
        ? String(failure.pattern.dropFirst(SQLFunctions.caseInsensitive.count)) : failure.pattern
      let matched =
        patterns.first { TextFolding.fold($0.pattern, .diacriticInsensitive) == bare || $0.pattern == bare }
        ?? patterns[0]
      let message =
        failure.kind == SQLFunctions.Failure.tooCostly
        ? QueryChecker.tooCostly(matched.pattern, key: matched.key, text: failure.text)
        : "\(quoted(matched.pattern)) is not a valid regular expression"
      return PredicateError(message, at: matched.location)
    }
    // PostgreSQL: invalid_regular_expression (2201B, "regular expression is too complex" among
    // them), the statement timeout (57014), a stack or memory limit (54001, 53200).
    guard ["2201B", "57014", "54001", "53200"].contains(error.code), let matched = patterns.first else {
      return nil
    }
    let names = patterns.map { quoted($0.pattern) }
    let subject =
      names.count == 1
      ? "the regular expression \(names[0])"
      : "one of the regular expressions \(names.joined(separator: ", "))"
    return PredicateError(
      "\(subject) is too costly to match against '\(matched.key)' (PostgreSQL gave up: \(error.message)); simplify it",
      at: matched.location)
  }
}
