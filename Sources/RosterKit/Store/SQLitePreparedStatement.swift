/// A statement of a `SQLiteStore` held by its caller, run without looking it up again.
struct SQLitePreparedStatement: PreparedStatement {
  let store: SQLiteStore
  let statement: Statement

  @discardableResult
  func execute(_ bindings: [DatabaseValue]) throws -> Int {
    try store.run(statement, bindings) { _ in }
    return store.changes
  }

  func insert(_ bindings: [DatabaseValue]) throws -> Int64 {
    var key: Int64?
    try store.run(statement, bindings) { row in key = key ?? row.int64(at: 0) }
    return key ?? store.lastInsertedRowID
  }

  func query(_ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws {
    try store.run(statement, bindings) { try body($0) }
  }
}
