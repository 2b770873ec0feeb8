import CSQLite
import FoundationEssentials

/// A connection to one SQLite database file: the embedded store.
///
/// Every connection turns on foreign keys (so the model's delete rules are enforced by SQLite),
/// uses a busy timeout (so a second process waits for a writer instead of failing at once), and
/// registers the functions the SQLite dialect relies on (`roster_fold`, `regexp`).
public final class SQLiteStore: StoreMaintenance {
  let handle: OpaquePointer
  public let location: String
  public let dialect: any SQLDialect = SQLiteDialect()
  private var statements = StatementCache<Statement>(capacity: SQLiteStore.statementCacheCapacity)
  private var transactionDepth = 0
  private let functions = SQLFunctions()
  /// Why changes are refused (`refuseWrites`), if they are.
  public private(set) var writeRefusal: String?
  /// Called with the text of each statement this connection starts, not those a trigger runs
  /// (`SQLiteStore+Trace`): what a test of how many statements a command runs counts.
  var statementTrace: ((String) -> Void)? {
    didSet { traceStatements(statementTrace != nil) }
  }

  /// Statements kept prepared, by text. A session repeats few: a scripted REPL session of 33
  /// commands (listings, `where`, `sort`, adds, sets, moves, undo and redo, an import and its
  /// undo, a report) ends with 14 kept, and a one-shot `roster players TEAM` with none. 128 holds
  /// that many times over, and bounds what a long session of typed predicates keeps (each a
  /// compiled program of a few kilobytes).
  static let statementCacheCapacity = 128

  /// How long a statement waits for another connection's lock before failing.
  public static let busyTimeoutMilliseconds: Int32 = 5_000

  /// The library's settings, made once before its first connection. Statement journals stay in
  /// memory: the journal's triggers make every write a statement SQLite may have to roll back
  /// alone, and spilled to a temporary file each cost an import 15 system calls a row. Other
  /// temporary data keeps SQLite's default, a file: a sort of a million rows (the league-wide
  /// listing) spills there past the page cache instead of holding them all in memory. And no
  /// count of the memory in use, which took a global mutex at each of SQLite's allocations.
  private static let configured: Void = {
    _ = csqlite_keep_statement_journals_in_memory()
    _ = csqlite_count_no_memory()
  }()

  /// Opens (creating when missing) the database at `path`; `:memory:` is a private in-memory one.
  public init(path: String, readOnly: Bool = false) throws {
    Self.configured
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

  public func refuseWrites(_ reason: String) { writeRefusal = reason }

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

  /// The statement for `sql`: the cached one when its text ran before, else a new one, kept in the
  /// cache from the second time its text runs (see `StatementCache`).
  private func statement(_ sql: SQL) throws -> Statement {
    let key = sql.template
    if let cached = statements.statement(for: key) { return cached }
    let keep = statements.shouldKeep(key)
    let statement = try compile(sql.rendered().sql, persistent: keep)
    if keep { _ = statements.keep(statement, for: key) }
    return statement
  }

  private func compile(_ text: String, persistent: Bool) throws -> Statement {
    do {
      return try Statement(store: self, sql: text, persistent: persistent)
    } catch let error as StoreError where error.code == String(SQLITE_SCHEMA) {
      // See `run`: once the schema is read again, the same text compiles.
      return try Statement(store: self, sql: text, persistent: persistent)
    }
  }

  /// How many statements the cache keeps now (for tests).
  var cachedStatementCount: Int { statements.count }

  private func run(_ sql: SQL, _ body: (StatementRow) throws -> Void) throws {
    try run(try statement(sql), sql.bindings, body)
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
    var key: Int64?
    try run(sql) { row in key = key ?? row.int64(at: 0) }
    return key ?? sqlite3_last_insert_rowid(handle)
  }

  /// A statement of its own, prepared for many runs (and so not in the cache, whose bound it
  /// would only crowd).
  public func prepare(_ sql: SQL) throws -> any PreparedStatement {
    SQLitePreparedStatement(store: self, statement: try compile(sql.rendered().sql, persistent: true))
  }

  /// SQLite fails a refused statement alone; the transaction goes on as it was.
  public func attempt<T>(_ body: () throws -> T) throws -> T { try body() }

  /// None: a statement costs no round trip here, so a prepared `INSERT` a row is the bulk load.
  public func bulkLoader(into table: String, columns: [String]) -> (any BulkLoader)? { nil }

  /// Binds and steps a statement, handing each row to `body`.
  func run(_ statement: Statement, _ bindings: [DatabaseValue], _ body: (StatementRow) throws -> Void) throws
  {
    if interruptible { try Interruption.check() }
    let statement = try runnable(statement)
    statement.isRunning = true
    defer {
      statement.isRunning = false
      statement.reset()
    }
    var hasRow = try start(statement, bindings)
    let row = StatementRow(handle: statement.handle)
    while hasRow {
      try body(row)
      hasRow = try statement.step(arguments: bindings)
    }
  }

  /// The statement, or if it is running already (a query in a query's body), a copy of it for
  /// this run only.
  private func runnable(_ statement: Statement) throws -> Statement {
    statement.isRunning ? try compile(statement.sql, persistent: false) : statement
  }

  /// Binds a statement and takes its first step; true when it has a row.
  private func start(_ statement: Statement, _ bindings: [DatabaseValue]) throws -> Bool {
    try statement.bind(bindings)
    do {
      return try statement.step(arguments: bindings)
    } catch let error as StoreError where error.code == String(SQLITE_SCHEMA) {
      // Another connection changed the schema (an import's trigger, another program's index).
      // SQLite 3.40 then fails to compile a cascading DELETE once, with "no such table" although
      // the table is there (here, or in `statement(_:)` for a new text); nothing ran, so the
      // statement is compiled afresh and run again.
      try statement.reprepare()
      try statement.bind(bindings)
      return try statement.step(arguments: bindings)
    }
  }

  /// The queries stepped side by side, a row at a time from the one whose row comes first.
  public func query(
    merging queries: [SQL], on key: Int, ascending: Bool, limit: Int?, _ body: (any Row) throws -> Void
  ) throws {
    if interruptible { try Interruption.check() }
    var statements: [Statement] = []
    defer {
      for statement in statements {
        statement.isRunning = false
        statement.reset()
      }
    }
    for sql in queries {
      let statement = try runnable(try self.statement(sql))
      statement.isRunning = true
      statements.append(statement)
    }
    var started = Array(repeating: false, count: queries.count)
    try RowMerge.merge(
      queries.count, ascending: ascending, limit: limit,
      advance: { index in
        let statement = statements[index]
        let bindings = queries[index].bindings
        let hasRow = started[index] ? try statement.step(arguments: bindings) : try start(statement, bindings)
        started[index] = true
        return hasRow ? .some(StatementRow(handle: statement.handle).int64(at: key)) : .none
      },
      emit: { try body(StatementRow(handle: statements[$0].handle)) })
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
