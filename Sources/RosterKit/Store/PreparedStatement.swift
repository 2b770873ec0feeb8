/// A statement prepared by a store, run with a new set of values each time: exactly as many as
/// it has parameters.
public protocol PreparedStatement {
  /// Runs it; returns the number of rows changed.
  @discardableResult
  func execute(_ bindings: [DatabaseValue]) throws -> Int
  /// Runs an `INSERT`; returns the new row's key (see `Store.insert`).
  func insert(_ bindings: [DatabaseValue]) throws -> Int64
  func query(_ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws
}
