/// A statement of a `PostgreSQLStore`, prepared on the server the second time it runs (see
/// `StatementCache`), with the number of values each run must bind.
struct PostgreSQLPreparedStatement: PreparedStatement {
  let store: PostgreSQLStore
  let sql: String
  let parameters: Int

  /// The check SQLite makes with `sqlite3_bind_parameter_count`: `parameters` is the number of
  /// `$n` the store rendered into `sql`.
  private func checked(_ bindings: [DatabaseValue]) throws -> [DatabaseValue] {
    guard bindings.count == parameters else {
      throw StoreError.parameterMismatch(
        expected: parameters, given: bindings.count, sql: sql, arguments: bindings)
    }
    return bindings
  }

  @discardableResult
  func execute(_ bindings: [DatabaseValue]) throws -> Int { try store.execute(sql, try checked(bindings)) }
  func insert(_ bindings: [DatabaseValue]) throws -> Int64 { try store.insert(sql, try checked(bindings)) }
  func query(_ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws {
    try store.query(sql, try checked(bindings), body)
  }
}
