import RosterKit

/// A store that counts the statements run through it and hands them to another: what a test of
/// "a statement for many rows, not one for each" reads. A prepared statement counts each run.
public final class CountingStore: Store {
  public let base: any Store
  /// The statements run since the store was made, or since `reset`.
  public private(set) var statements = 0

  public init(_ base: any Store) { self.base = base }

  public func reset() { statements = 0 }

  public var location: String { base.location }
  public var dialect: any SQLDialect { base.dialect }

  public func execute(_ sql: SQL) throws -> Int {
    statements += 1
    return try base.execute(sql)
  }

  public func query(_ sql: SQL, _ body: (any Row) throws -> Void) throws {
    statements += 1
    try base.query(sql, body)
  }

  public func query(
    merging queries: [SQL], on key: Int, ascending: Bool, limit: Int?, _ body: (any Row) throws -> Void
  ) throws {
    statements += queries.count
    try base.query(merging: queries, on: key, ascending: ascending, limit: limit, body)
  }

  public func insert(_ sql: SQL) throws -> Int64 {
    statements += 1
    return try base.insert(sql)
  }

  public func prepare(_ sql: SQL) throws -> any PreparedStatement {
    Prepared(base: try base.prepare(sql), store: self)
  }

  /// A prepared statement of the store's, each run counted.
  private struct Prepared: PreparedStatement {
    let base: any PreparedStatement
    let store: CountingStore

    func execute(_ bindings: [DatabaseValue]) throws -> Int {
      store.statements += 1
      return try base.execute(bindings)
    }

    func insert(_ bindings: [DatabaseValue]) throws -> Int64 {
      store.statements += 1
      return try base.insert(bindings)
    }

    func query(_ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws {
      store.statements += 1
      try base.query(bindings, body)
    }
  }
  public func transaction<T>(_ body: () throws -> T) throws -> T { try base.transaction(body) }
  public func attempt<T>(_ body: () throws -> T) throws -> T { try base.attempt(body) }

  public func bulkLoader(into table: String, columns: [String]) -> (any BulkLoader)? {
    base.bulkLoader(into: table, columns: columns)
  }

  public func dataVersion() throws -> Int64 { try base.dataVersion() }
  public func interrupt() { base.interrupt() }
  public func access() throws -> SessionAccess { try base.access() }
  public func enterAccess(_ rules: [AccessRule]) throws { try base.enterAccess(rules) }
  public var readViews: [String: String] { base.readViews }
  public func writeTarget(_ table: String) -> SQL { base.writeTarget(table) }
  public func restoreReadViews() throws { try base.restoreReadViews() }
}
