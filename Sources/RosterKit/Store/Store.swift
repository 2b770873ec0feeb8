/// The seam between the model and a database engine.
///
/// The model, predicate compiler, commands and renderers speak only this protocol and `SQL`
/// values; what differs between engines (placeholders, text folding, pattern matching) lives in
/// the store's `dialect`.
public protocol Store: AnyObject {
  /// Where the data lives, as a person would name it (a path, `:memory:`, a server).
  var location: String { get }
  var dialect: any SQLDialect { get }

  /// Runs a statement that returns no rows; returns the number of rows it changed.
  @discardableResult
  func execute(_ sql: SQL) throws -> Int
  /// The same for SQL already rendered in this store's dialect, for a statement run many times
  /// (an import's insert): the text is prepared once and only the values change.
  @discardableResult
  func execute(rendered sql: String, _ bindings: [DatabaseValue]) throws -> Int
  func query(rendered sql: String, _ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws
  func insert(rendered sql: String, _ bindings: [DatabaseValue]) throws -> Int64
  /// A statement prepared once and run many times with different values, for hot loops.
  func prepare(rendered sql: String) throws -> any PreparedStatement
  /// Runs a query and hands each row to `body`.
  func query(_ sql: SQL, _ body: (any Row) throws -> Void) throws
  /// Runs an `INSERT` and returns the new row's id.
  func insert(_ sql: SQL) throws -> Int64
  /// Runs `body` in one write transaction: it commits if `body` returns and rolls back if it throws.
  /// Nested calls join the outer transaction through a savepoint.
  func transaction<T>(_ body: () throws -> T) throws -> T
  /// A number that changes when another connection commits a change (and may change with this
  /// one's own): the REPL compares it between commands to notice other sessions.
  func dataVersion() throws -> Int64

  /// Stops the statement running on this store's thread, from another thread (Ctrl-C): SQLite's
  /// `sqlite3_interrupt`, PostgreSQL's cancel request. The statement then fails with
  /// `StoreError.Kind.interrupted`.
  func interrupt()

  /// Whether a statement that fails spoils the rest of the transaction (PostgreSQL) rather than
  /// failing alone (SQLite). Where it does, a statement that may be refused runs in a savepoint.
  var failedStatementAbortsTransaction: Bool { get }

  // MARK: Bulk loads

  /// Whether large loads should gather rows and hand them over in batches (`bulkInsert`) rather
  /// than a statement a row: true for a server, where each statement is a round trip.
  var prefersBulkLoads: Bool { get }
  /// Inserts `rows` (values in the order of `columns`) into `table`: `COPY … FROM STDIN` on
  /// PostgreSQL, a prepared `INSERT` run for each row on SQLite.
  func bulkInsert(into table: String, columns: [String], rows: [[DatabaseValue]]) throws

  // MARK: Schema and maintenance

  /// Whether the database can only be read.
  var isReadOnly: Bool { get }
  /// Runs trusted SQL text of one or more statements (migrations).
  func executeScript(_ text: String) throws
  /// The schema version recorded in the database; 0 for a new one (or another program's).
  func schemaVersion() throws -> Int
  /// Records the schema version, inside the migration's transaction.
  func recordSchemaVersion(_ version: Int) throws
  /// Whether the database holds any tables at all.
  func hasTables() throws -> Bool
  /// Called once the database is known to be a league (or new), before anything is written.
  func prepareLeague() throws
  /// Keeps other clients from migrating at the same time, until the transaction ends.
  func lockSchema() throws
  /// Problems the engine finds in the stored data (damaged pages, rows whose parent is gone).
  func check() throws -> [String]
  /// A consistent copy of the live database in the file `path`.
  func backup(to path: String) throws
}

extension Store {
  /// A store that cannot stop a running statement from another thread lets it finish; the
  /// Ctrl-C flag stops the command at its next statement.
  public func interrupt() {}

  /// The first column of the first row, or `.null` when there is none.
  public func scalar(_ sql: SQL) throws -> DatabaseValue {
    var result = DatabaseValue.null
    var seen = false
    try query(sql) { row in
      if !seen { result = row.value(at: 0) }
      seen = true
    }
    return result
  }

  /// Every row's values.
  public func rows(_ sql: SQL) throws -> [[DatabaseValue]] {
    var result: [[DatabaseValue]] = []
    try query(sql) { result.append($0.values) }
    return result
  }
}

/// A statement prepared by a store, run with a new set of values each time.
public protocol PreparedStatement {
  /// Runs it; returns the number of rows changed.
  @discardableResult
  func execute(_ bindings: [DatabaseValue]) throws -> Int
  /// Runs an `INSERT`; returns the new row's id.
  func insert(_ bindings: [DatabaseValue]) throws -> Int64
  func query(_ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws
}
