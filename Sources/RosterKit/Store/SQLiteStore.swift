import CSQLite
import Foundation

/// A connection to one SQLite database file: the embedded store.
///
/// Every connection turns on foreign keys (so the model's delete rules are enforced by SQLite),
/// uses a busy timeout (so a second process waits for a writer instead of failing at once), and
/// registers the functions the SQLite dialect relies on (`roster_fold`, `regexp`).
public final class SQLiteStore: Store {
  let handle: OpaquePointer
  public let location: String
  public let dialect: any SQLDialect = SQLiteDialect()
  private var statements: [String: Statement] = [:]
  private var transactionDepth = 0
  private let functions = SQLFunctions()

  /// How long a statement waits for another connection's lock before failing.
  public static let busyTimeoutMilliseconds: Int32 = 5_000

  /// Opens (creating when missing) the database at `path`; `:memory:` is a private in-memory one.
  public init(path: String, readOnly: Bool = false) throws {
    var handle: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(handle)
      throw StoreError(code: code, message: message)
    }
    self.handle = handle
    self.location = path
    sqlite3_extended_result_codes(handle, 1)
    // A writer waits for another's lock up to the busy timeout, but not past a Ctrl-C.
    sqlite3_busy_handler(
      handle,
      { _, count in
        if Interruption.isRequested || count >= SQLiteStore.busyTimeoutMilliseconds / 10 { return 0 }
        sqlite3_sleep(10)
        return 1
      }, nil)
    functions.register(on: handle)
    watchForInterrupts()
    do {
      // Reading the schema here makes a file that is not a database fail now, with its own error.
      try execute("PRAGMA foreign_keys = ON")
      _ = try scalar("SELECT count(*) FROM sqlite_schema")
    } catch {
      statements.removeAll()
      sqlite3_close_v2(handle)
      throw error
    }
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Whether a Ctrl-C stops the running statement: not while a transaction ends, since the
  /// rollback that an interrupt leads to must itself run.
  private var interruptible = true

  /// Looks at the Ctrl-C flag every thousand virtual-machine steps of a long statement (a scan,
  /// a sort, a regular expression over every name): SQLite then stops it with SQLITE_INTERRUPT.
  /// Short statements are looked at before they start (`run`). This, rather than
  /// `sqlite3_interrupt` from another thread, because that could land on the very ROLLBACK the
  /// interrupt leads to.
  ///
  /// See https://sqlite.org/c3ref/progress_handler.html
  private func watchForInterrupts() {
    sqlite3_progress_handler(
      handle, 1_000,
      { context in
        guard let context else { return 0 }
        let store = Unmanaged<SQLiteStore>.fromOpaque(context).takeUnretainedValue()
        return store.interruptible && Interruption.isRequested ? 1 : 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Switches a league's file to write-ahead logging (kept in the file, so once is enough), so
  /// readers never wait for a writer.
  public func prepareLeague() throws {
    guard location != ":memory:", !isReadOnly else { return }
    _ = try scalar("PRAGMA journal_mode = WAL")
  }

  /// The schema version recorded in the file (`PRAGMA user_version`).
  public func schemaVersion() throws -> Int {
    Int(try scalar("PRAGMA user_version").integerValue ?? 0)
  }

  public func recordSchemaVersion(_ version: Int) throws {
    try executeScript("PRAGMA user_version = \(version)")
  }

  public func hasTables() throws -> Bool {
    try scalar("SELECT count(*) FROM sqlite_schema").integerValue ?? 0 > 0
  }

  public var failedStatementAbortsTransaction: Bool { false }

  /// A statement costs no round trip here: an import inserts as it reads.
  public var prefersBulkLoads: Bool { false }

  public func bulkInsert(into table: String, columns: [String], rows: [[DatabaseValue]]) throws {
    let sql: SQL =
      "INSERT INTO \(ident: table) (" + SQL.joined(columns.map(SQL.identifier), separator: ", ")
      + ") VALUES ("
      + SQL.joined(columns.map { _ in SQL.value(.null) }, separator: ", ") + ")"
    let statement = try statement(sql.rendered().sql)
    for row in rows { try run(statement, row) { _ in } }
  }

  /// Nothing to do: the migration's `BEGIN IMMEDIATE` already holds the only write lock.
  public func lockSchema() throws {}

  /// Whether the file was opened read-only (SQLite does that when it cannot write to it).
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  func error(code: Int32, sql: String? = nil, arguments: [DatabaseValue] = []) -> StoreError {
    // Busy because the wait for a lock was cut short by Ctrl-C is an interrupt too.
    if Interruption.isRequested && (code & 0xFF == SQLITE_INTERRUPT || code & 0xFF == SQLITE_BUSY) {
      return StoreError(code: SQLITE_INTERRUPT, message: "interrupted", sql: sql, arguments: arguments)
    }
    let extended = sqlite3_extended_errcode(handle)
    let message = String(cString: sqlite3_errmsg(handle))
    return StoreError(
      code: code, extendedCode: extended & 0xFF == code & 0xFF ? extended : code,
      message: message, sql: sql, arguments: arguments)
  }

  /// A prepared statement for `sql`, reused from the cache when this text was prepared before.
  func statement(_ sql: String) throws -> Statement {
    if let cached = statements[sql] { return cached }
    let statement: Statement
    do {
      statement = try Statement(store: self, sql: sql)
    } catch let error as StoreError where error.code == String(SQLITE_SCHEMA) {
      // See `run`: once the schema is read again, the same text compiles.
      statement = try Statement(store: self, sql: sql)
    }
    statements[sql] = statement
    return statement
  }

  private func run(_ sql: SQL, _ body: (StatementRow) throws -> Void) throws {
    let (text, bindings) = sql.rendered()
    try run(text, bindings, body)
  }

  private func run(_ text: String, _ bindings: [DatabaseValue], _ body: (StatementRow) throws -> Void) throws
  {
    try run(try statement(text), bindings, body)
  }

  @discardableResult
  public func execute(_ sql: SQL) throws -> Int {
    try run(sql) { _ in }
    return Int(sqlite3_changes64(handle))
  }

  public func query(_ sql: SQL, _ body: (any Row) throws -> Void) throws {
    try run(sql) { try body($0) }
  }

  public func insert(_ sql: SQL) throws -> Int64 {
    try run(sql) { _ in }
    return sqlite3_last_insert_rowid(handle)
  }

  @discardableResult
  public func execute(rendered sql: String, _ bindings: [DatabaseValue]) throws -> Int {
    try run(sql, bindings) { _ in }
    return Int(sqlite3_changes64(handle))
  }

  public func query(rendered sql: String, _ bindings: [DatabaseValue], _ body: (any Row) throws -> Void)
    throws
  {
    try run(sql, bindings) { try body($0) }
  }

  public func insert(rendered sql: String, _ bindings: [DatabaseValue]) throws -> Int64 {
    try run(sql, bindings) { _ in }
    return sqlite3_last_insert_rowid(handle)
  }

  public func prepare(rendered sql: String) throws -> any PreparedStatement {
    SQLitePreparedStatement(store: self, statement: try statement(sql))
  }

  /// Binds and steps a statement, handing each row to `body`.
  func run(_ statement: Statement, _ bindings: [DatabaseValue], _ body: (StatementRow) throws -> Void) throws
  {
    if interruptible { try Interruption.check() }
    try statement.bind(bindings)
    defer { statement.reset() }
    var hasRow: Bool
    do {
      hasRow = try statement.step(arguments: bindings)
    } catch let error as StoreError where error.code == String(SQLITE_SCHEMA) {
      // Another connection changed the schema (an import's trigger, another program's index).
      // SQLite 3.40 then fails to compile a cascading DELETE once, with "no such table" although
      // the table is there (here, or in `statement(_:)` for a new text); nothing ran, so the
      // statement is compiled afresh and run again.
      try statement.reprepare()
      try statement.bind(bindings)
      hasRow = try statement.step(arguments: bindings)
    }
    let row = StatementRow(handle: statement.handle)
    while hasRow {
      try body(row)
      hasRow = try statement.step(arguments: bindings)
    }
  }

  /// Runs a statement that begins or ends a transaction, whatever Ctrl-C says.
  private func control(_ sql: String) throws {
    interruptible = false
    defer { interruptible = true }
    try execute(SQL(sql))
  }

  var changes: Int { Int(sqlite3_changes64(handle)) }
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs several statements of trusted SQL text (migrations).
  public func executeScript(_ text: String) throws {
    let code = sqlite3_exec(handle, text, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code: code, sql: text) }
  }

  public func transaction<T>(_ body: () throws -> T) throws -> T {
    let savepoint = "roster_\(transactionDepth)"
    // BEGIN IMMEDIATE takes the write lock up front, so a busy database waits here (with the busy
    // timeout) rather than failing half-way through when a read would have to become a write.
    let outermost = transactionDepth == 0
    if outermost { try Interruption.check() }
    try control(outermost ? "BEGIN IMMEDIATE" : "SAVEPOINT " + savepoint)
    transactionDepth += 1
    let result: T
    do {
      result = try body()
      // A Ctrl-C after the last statement still stops the command before it commits.
      if outermost { try Interruption.check() }
    } catch {
      transactionDepth -= 1
      rollBack(outermost: outermost, savepoint: savepoint)
      throw error
    }
    // The depth is back before COMMIT, and goes back once only when COMMIT fails (a full disk).
    transactionDepth -= 1
    do {
      try control(outermost ? "COMMIT" : "RELEASE " + savepoint)
    } catch {
      rollBack(outermost: outermost, savepoint: savepoint)
      throw error
    }
    return result
  }

  private func rollBack(outermost: Bool, savepoint: String) {
    if outermost {
      if sqlite3_get_autocommit(handle) == 0 { try? control("ROLLBACK") }
    } else {
      try? control("ROLLBACK TO " + savepoint)
      try? control("RELEASE " + savepoint)
    }
  }

  public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  public func dataVersion() throws -> Int64 {
    try scalar("PRAGMA data_version").integerValue ?? 0
  }
}

/// A cached statement of a `SQLiteStore`, run without looking it up again.
struct SQLitePreparedStatement: PreparedStatement {
  let store: SQLiteStore
  let statement: Statement

  @discardableResult
  func execute(_ bindings: [DatabaseValue]) throws -> Int {
    try store.run(statement, bindings) { _ in }
    return store.changes
  }

  func insert(_ bindings: [DatabaseValue]) throws -> Int64 {
    try store.run(statement, bindings) { _ in }
    return store.lastInsertedRowID
  }

  func query(_ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws {
    try store.run(statement, bindings) { try body($0) }
  }
}
