import CLibPQ
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A connection to a PostgreSQL server through libpq: the same `Store` as SQLite's, for a league
/// that many clients share.
///
/// Values are sent as text parameters (`$1`, `$2`, … — never spliced into SQL) and rows come back
/// as text, converted by their column types. Queries stream in libpq's single-row mode, so an
/// export of a million players never holds them all in memory. A lock held by another client is
/// waited for at most `lockTimeout`, then reported as busy.
///
/// See https://www.postgresql.org/docs/current/libpq.html
public final class PostgreSQLStore: StoreMaintenance {
  let connection: OpaquePointer
  let pq: LibPQ
  /// The URL given, taken apart where its password is.
  private let address: PostgreSQLURL
  /// The URL with any password removed: this is what messages show.
  public let location: String
  public let dialect: any SQLDialect = PostgreSQLDialect()
  /// The names of the server-side prepared statements, by their text. Each holds memory on the
  /// server, so a long session keeps at most this many.
  private var statements = StatementCache<String>(capacity: PostgreSQLStore.statementLimit)
  private var preparedCount = 0
  static let statementLimit = 500
  private var transactionDepth = 0
  /// Whether the connection broke inside the transaction being run: its remaining statements fail
  /// at once (never run on a new connection, outside the transaction), and the store reconnects
  /// when the outermost transaction has unwound.
  private var lostInTransaction = false
  /// What `interrupt()` needs, made at connect and remade after a reconnect. Another thread reads
  /// it while a query runs, so it is swapped atomically, and a replaced one is kept until the
  /// store goes (that thread may still be using it).
  private let cancelRequest = Atomic<OpaquePointer?>(nil)
  private var replacedCancelRequests: [OpaquePointer] = []

  /// Called after the store has reconnected to the server (the REPL says so).
  public var onReconnect: (() -> Void)?

  /// How long a statement waits for a row or table another client has locked.
  public static let lockTimeout = "5s"
  /// How long a connection attempt waits for a server that does not answer, unless the URL
  /// (`connect_timeout`) or `PGCONNECT_TIMEOUT` says otherwise; libpq alone waits for the system's
  /// TCP timeout, about two minutes.
  public static let connectTimeout = "10"

  /// Set on every connection, and again after a reconnect.
  private static let settings =
    "SET client_encoding = 'UTF8'; SET lock_timeout = '\(lockTimeout)'; SET client_min_messages = warning"

  /// Whether `location` names a PostgreSQL database rather than a file: it begins with
  /// `postgresql:` or `postgres:`, in any case (a mistyped URL is not taken for a file's name).
  public static func handles(_ location: String) -> Bool {
    let scheme = location.prefix(11).lowercased()
    return scheme.hasPrefix("postgresql:") || scheme.hasPrefix("postgres:")
  }

  /// Whether the URL `location` has a password in it (after the user name, or as a `password`
  /// parameter).
  public static func carriesPassword(_ location: String) -> Bool {
    handles(location) && PostgreSQLURL(location).hasPassword
  }

  /// Connects to `url` (`postgresql://user@host:port/dbname`, with libpq's `PG*` variables and
  /// `~/.pgpass` filling in what it leaves out).
  ///
  /// The password is taken out of the URL and handed to libpq on its own (`PQconnectdbParams`),
  /// so that no message of libpq's, which quote the URL, can show it.
  public init(url: String) throws {
    address = PostgreSQLURL(url)
    location = address.withoutPassword
    guard location.hasPrefix("postgresql://") || location.hasPrefix("postgres://") else {
      throw StoreError(
        kind: .connection, code: "",
        message: "a PostgreSQL URL begins with postgresql:// (postgresql://USER@HOST/DATABASE)")
    }
    let password = try address.password()
    let pq = try LibPQ.loaded.get()
    self.pq = pq
    // Parameters before `dbname` give way to the URL's own; `password` after it wins.
    var parameters: [(String, [UInt8])] = [("fallback_application_name", Array("roster".utf8))]
    if getenv("PGCONNECT_TIMEOUT") == nil {
      parameters.append(("connect_timeout", Array(Self.connectTimeout.utf8)))
    }
    parameters.append(("dbname", Array(location.utf8)))
    if let password { parameters.append(("password", password)) }
    guard let connection = Self.connect(pq, parameters) else {
      throw StoreError(kind: .connection, code: "", message: "out of memory")
    }
    guard pq.status(connection) == CONNECTION_OK else {
      let text = pq.message(connection)
      let message = address.hidingPasswords(Self.attempts(text) ?? Self.oneLine(text))
      pq.finish(connection)
      throw StoreError(kind: .connection, code: "08001", message: message)
    }
    self.connection = connection
    // Notices ("relation already exists, skipping") are not for the person at the terminal.
    _ = pq.setNoticeProcessor(connection, { _, _ in }, nil)
    cancelRequest.store(pq.getCancel(connection), ordering: .releasing)
    // From here on a failure finishes the connection in deinit.
    try applySettings()
  }

  deinit {
    if let request = cancelRequest.load(ordering: .acquiring) { pq.freeCancel(request) }
    replacedCancelRequests.forEach { pq.freeCancel($0) }
    pq.finish(connection)
  }

  /// `PQconnectdbParams` with `parameters` as NUL-terminated keyword and value lists.
  private static func connect(_ pq: LibPQ, _ parameters: [(String, [UInt8])]) -> OpaquePointer? {
    func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
      let text = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      bytes.withUnsafeBufferPointer { source in
        source.withMemoryRebound(to: CChar.self) { source in
          if let start = source.baseAddress { text.update(from: start, count: source.count) }
        }
      }
      text[bytes.count] = 0
      return text
    }
    let keywords = parameters.map { cString(Array($0.0.utf8)) }
    let values = parameters.map { cString($0.1) }
    defer {
      for (index, value) in values.enumerated() {
        // The password does not stay behind in freed memory.
        value.update(repeating: 0, count: parameters[index].1.count)
        value.deallocate()
      }
      keywords.forEach { $0.deallocate() }
    }
    let keywordList = keywords.map { UnsafePointer(Optional($0)) } + [nil]
    let valueList = values.map { UnsafePointer(Optional($0)) } + [nil]
    return keywordList.withUnsafeBufferPointer { keywords in
      valueList.withUnsafeBufferPointer { values in
        pq.connectdbParams(keywords.baseAddress, values.baseAddress, 1)
      }
    }
  }

  private func applySettings() throws {
    _ = try check(pq.exec(connection, Self.settings), sql: Self.settings, bindings: [])
    guard !readViews.isEmpty else { return }
    if readsVisibleSchema {
      // The league's views of its tables first, then the league, and `pg_temp` last: nothing of
      // the session's own (a temporary table, its login's schema) stands before the league's.
      let sql =
        "SET search_path = \(SQL.quoted(PostgreSQLDialect.visibleSchema)), \(SQL.quoted(viewSchema)), pg_temp"
      _ = try check(pq.exec(connection, sql), sql: sql, bindings: [])
      return
    }
    // A league whose owner could make no schema for them (`PostgreSQLDialect.visibleSchema`):
    // temporary views, which a new session has not made yet.
    for (table, view) in readViews.sorted(by: { $0.key < $1.key }) {
      let sql =
        "CREATE OR REPLACE TEMPORARY VIEW \(SQL.quoted(table)) AS SELECT * FROM "
        + "\(SQL.quoted(viewSchema)).\(SQL.quoted(view))"
      do {
        _ = try check(pq.exec(connection, sql), sql: sql, bindings: [])
      } catch let error as StoreError where error.code == "42501" {
        throw StoreError.noReadViews(sessionRole, tables: readViews.keys.sorted())
      }
    }
  }

  // MARK: Access

  public private(set) var readViews: [String: String] = [:]
  /// The league's schema, where the tables and their views are.
  private var viewSchema = ""
  /// Whether the tables of `readViews` are read through the league's schema of views of them
  /// (`PostgreSQLDialect.visibleSchema`, which the league's owner made), first on the search
  /// path; else through temporary views of the session's own.
  private var readsVisibleSchema = false
  /// Whether the league's access rules hold this session (`enterAccess`).
  private var enforcesAccess = false
  /// Whether the session is an admin (`enterAccess`): only admins make temporary objects, such
  /// as an import's staging table (`bulkLoader`).
  private var stagesInBulk = true
  /// The session's login (`session_user`), from `enterAccess`.
  private var sessionRole = ""

  public func access() throws -> SessionAccess {
    guard enforcesAccess else { return .everything }
    let row = try rows(#"SELECT session_user, "roster_access_kind"()"#)[0]
    return SessionAccess(role: row[0].description, kind: row[1].textValue)
  }

  /// One round trip: who the session is, what its roles give it, the league's schema, and for
  /// each rule with hidden columns whether this session may not read them (every role but the
  /// owner's), whose table it then reads through the rule's view, on this connection and on
  /// every one it reconnects to: a view of the table's name in the league's schema of them
  /// (`PostgreSQLDialect.visibleSchema`, first on the search path) when its owner made it
  /// there, else a temporary view (the session's temporary schema comes first).
  public func enterAccess(_ rules: [AccessRule]) throws {
    accessRules = rules
    let viewed = rules.compactMap { rule in rule.view.map { (rule.table, $0, rule.hidden[0]) } }
    let visible = "'" + PostgreSQLDialect.visibleSchema + "'"
    let league = PostgreSQLDialect.leagueSchema
    var sql = SQL(
      #"SELECT session_user, "roster_access_kind"(), (SELECT n."nspname" FROM pg_namespace n WHERE n."oid" = "#
        + league + ")")
    // The view of the table's name there counts when the league's owner made it, and the schema,
    // over this league's view (another league's schema in the same database may have one too).
    for (table, view, column) in viewed {
      let name = #"(SELECT n."oid" FROM pg_namespace n WHERE n."nspname" = "# + visible + ")"
      sql.append(
        ", CASE WHEN has_column_privilege(to_regclass(\(bind: .text(table))), \(bind: .text(column)), 'SELECT') "
          + "THEN 0 WHEN EXISTS (SELECT 1 FROM pg_class v JOIN pg_namespace n ON n.\"oid\" = v.\"relnamespace\" "
          + "JOIN pg_class t ON t.\"relname\" = v.\"relname\" AND t.\"relnamespace\" = " + SQL(league)
          + " JOIN pg_class o ON o.\"relname\" = \(bind: .text(view)) AND o.\"relnamespace\" = " + SQL(league)
          + " WHERE v.\"relnamespace\" = " + SQL(name) + " AND v.\"relname\" = \(bind: .text(table)) "
          + "AND n.\"nspowner\" = t.\"relowner\" AND v.\"relowner\" = t.\"relowner\" AND EXISTS (SELECT 1 FROM "
          + "pg_rewrite w JOIN pg_depend d ON d.\"classid\" = 'pg_rewrite'::regclass AND d.\"objid\" = w.\"oid\" "
          + "WHERE w.\"ev_class\" = v.\"oid\" AND d.\"refobjid\" = o.\"oid\")) THEN 2 ELSE 1 END")
    }
    let row = try rows(sql)[0]
    enforcesAccess = true
    // A role with no access at all is told so on opening, rather than shown an empty league.
    guard row[1] != .null else { throw StoreError.noAccess(row[0].description) }
    stagesInBulk = row[1].textValue == "admin"
    sessionRole = row[0].description
    viewSchema = row[2].description
    readViews = [:]
    var shadows: [Bool] = []
    for (index, (table, view, _)) in viewed.enumerated() where row[3 + index].integerValue != 0 {
      readViews[table] = view
      shadows.append(row[3 + index].integerValue == 2)
    }
    // Every such table in the league's schema of views, or else each in a temporary view.
    readsVisibleSchema = !shadows.isEmpty && !shadows.contains(false)
    if !readViews.isEmpty { try applySettings() }
  }

  public func readTemporaryViewsFirst() throws {
    guard readsVisibleSchema else { return }
    try executeScript("SET search_path = pg_temp, " + SQL.quoted(viewSchema))
  }

  public func restoreReadViews() throws { try applySettings() }

  /// Why changes are refused (`refuseWrites`), if they are.
  public private(set) var writeRefusal: String?

  public func refuseWrites(_ reason: String) { writeRefusal = reason }

  /// The rules the session is held to (`enterAccess`).
  private var accessRules: [AccessRule] = []

  public func requireWritable(_ table: String, id: Int64?) throws {
    guard enforcesAccess else { return }
    // Names from the model's rules, never from input; the row's id is bound.
    let what = "'" + table.replacingLiterally("'", with: "''") + "'"
    // The row's unit (`AccessRule.Holder`), as SQL.
    let unit: String
    let free: Bool
    switch accessRules.first(where: { $0.table == table })?.holder {
    case nil, .office:
      _ = try rows(SQL(#"SELECT "roster_may_change"("# + what + ", NULL, false)"))
      return
    case .unit(let column, let isFree)?:
      (unit, free) = ("t." + SQL.quoted(column), isFree)
    case .parent(let column, let parent, let unitColumn, let isFree)?:
      unit =
        "(SELECT p.\(SQL.quoted(unitColumn)) FROM \(SQL.quoted(parent)) p WHERE p.\"id\" = t.\(SQL.quoted(column)))"
      free = isFree
    }
    guard let id else { return }
    let decided =
      #"SELECT "roster_may_change"("# + what
      + ", \(unit), \(free)) FROM \(SQL.quoted(table)) t WHERE t.\"id\" = "
    _ = try rows(SQL(decided) + SQL.value(.integer(id)))
  }

  public func writeTarget(_ table: String) -> SQL { SQL(writtenName(table)) }

  /// `table` quoted, in the league's schema when its reads go through a view.
  private func writtenName(_ table: String) -> String {
    readViews[table] == nil ? SQL.quoted(table) : SQL.quoted(viewSchema) + "." + SQL.quoted(table)
  }

  /// `url` without its password (`postgresql://ann:secret@host/db` → `postgresql://ann@host/db`),
  /// also when the password holds an unencoded `@` or comes as a `password` parameter.
  public static func redacted(_ url: String) -> String { PostgreSQLURL(url).withoutPassword }

  /// `text` with the password of every PostgreSQL URL in it removed, the rest as it was (for a
  /// line kept in the REPL's history).
  public static func hidingPasswords(inText text: String) -> String {
    PostgreSQLURL.hidingPasswords(inText: text)
  }

  /// libpq's message on one line: 'connection to server on socket "…" failed: No such file or
  /// directory Is the server running locally and accepting connections on that socket?'.
  private static func oneLine(_ text: String) -> String {
    let lines = text.split(separator: "\n").map { $0.trimmingWhitespace() }.filter {
      !$0.isEmpty
    }
    return lines.isEmpty ? "unknown error" : lines.joined(separator: " ")
  }

  /// libpq's message for a URL of several servers that none would do (each tried in turn, as
  /// `postgresql://a,b/league?target_session_attrs=read-write` asks) as one sentence, a server
  /// with why: "none of its servers would do: /run/a is not running, /run/b only reads (a
  /// standby)"; nil for a single attempt, whose message stands as it is.
  static func attempts(_ text: String) -> String? {
    let failures = text.split(separator: "\n").compactMap { line -> (server: String, reason: String)? in
      guard line.hasPrefix("connection to server "), let failed = line.literalRange(of: " failed: ") else {
        return nil
      }
      var server = line[
        line.index(line.startIndex, offsetBy: "connection to server ".count)..<failed.lowerBound]
      for prefix in ["on socket ", "at "] where server.hasPrefix(prefix) {
        server = server.dropFirst(prefix.count)
      }
      var name = server.replacingLiterally("\"", with: "")
      if let socket = name.literalRange(of: "/.s.PGSQL.") { name = String(name[..<socket.lowerBound]) }
      return (name, String(line[failed.upperBound...]).trimmingWhitespace())
    }
    guard failures.count > 1 else { return nil }
    let described = failures.map { failure -> String in
      switch failure.reason {
      case "No such file or directory", "Connection refused": return "\(failure.server) is not running"
      case "session is read-only", "server is in hot standby mode":
        return "\(failure.server) only reads (a standby)"
      default: return "\(failure.server): \(failure.reason)"
      }
    }
    return "none of its servers would do: " + described.joined(separator: ", ")
  }

  /// The connection's last error message from libpq, on one line, without any password.
  private var connectionMessage: String { address.hidingPasswords(Self.oneLine(pq.message(connection))) }

  // MARK: Interrupting

  /// Asks the server to cancel the statement running on this store's connection; the statement
  /// then fails with a `.interrupted` error (SQLSTATE 57014), and the connection stays usable.
  ///
  /// Safe to call from another thread while a query runs on the store's own: it allocates
  /// nothing, takes no lock, and sends the request on a connection of its own (`PQcancel`). With
  /// no statement running, the server ignores it.
  ///
  /// See https://www.postgresql.org/docs/current/libpq-cancel.html
  public func interrupt() {
    guard let request = cancelRequest.load(ordering: .acquiring) else { return }
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
      _ = pq.cancel(request, buffer.baseAddress, Int32(buffer.count))
    }
  }

  // MARK: Losing the connection

  /// Runs one exchange with the server, across a lost connection (a server restarted, a backend
  /// terminated by an administrator).
  ///
  /// Outside a transaction, a connection already known to be broken is reopened first. One that
  /// breaks during `body` is reopened after it; `body` then runs again when `retryable` says it
  /// wrote nothing (a read, `BEGIN`), and otherwise the command fails with a sentence. Inside a
  /// transaction nothing is reopened: the server has rolled the transaction back, so its
  /// remaining statements fail until it has unwound.
  private func exchange<R>(sql: String, retryable: () -> Bool, _ body: () throws -> R) throws -> R {
    // Ctrl-C before a statement starts stops the command here (one that runs is cancelled by
    // `interrupt()`), but never the statements that end a transaction.
    if interruptible { try Interruption.check() }
    if lostInTransaction { throw Self.connectionLost(sql: sql, .inTransaction) }
    if transactionDepth == 0, pq.status(connection) == CONNECTION_BAD { try reconnect() }
    statementTrace?(sql)
    do {
      return try body()
    } catch let error as StoreError where isBroken(error) {
      guard transactionDepth == 0 else {
        lostInTransaction = true
        throw Self.connectionLost(sql: sql, .inTransaction)
      }
      try reconnect()
      guard retryable() else {
        throw Self.connectionLost(sql: sql, Self.writesNothing(sql) ? .reading : .saving)
      }
      return try body()
    }
  }

  /// Whether `error` means the connection is gone: libpq says so, or the server ended it (class
  /// 08, or 57P01–57P03: terminated by an administrator, crash shutdown, cannot connect now).
  private func isBroken(_ error: StoreError) -> Bool {
    pq.status(connection) == CONNECTION_BAD || error.code.hasPrefix("08")
      || ["57P01", "57P02", "57P03"].contains(error.code)
  }

  /// Opens the connection again with the same parameters, as a new session: prepared statements
  /// and settings are gone on the server, so they are forgotten and set again.
  private func reconnect() throws {
    statements.removeAll()
    pq.reset(connection)
    guard pq.status(connection) == CONNECTION_OK else {
      throw StoreError(kind: .connection, code: "08001", message: connectionMessage)
    }
    try applySettings()
    if let replaced = cancelRequest.exchange(pq.getCancel(connection), ordering: .acquiringAndReleasing) {
      replacedCancelRequests.append(replaced)
    }
    onReconnect?()
  }

  /// Whether every statement of `sql` leaves the data as it was (a read, `BEGIN`, a setting), so
  /// that running it again on a new connection is safe.
  static func writesNothing(_ sql: String) -> Bool {
    sql.split(separator: ";").filter { !$0.allSatisfy(\.isWhitespace) }.allSatisfy { statement in
      let word = statement.drop(while: \.isWhitespace).prefix(while: \.isLetter).uppercased()
      return ["SELECT", "SHOW", "BEGIN", "SET", "DEALLOCATE"].contains(word)
    }
  }

  // MARK: Running statements

  /// Runs `sql` with `bindings` and hands back the result, or throws the server's error.
  private func run(_ sql: String, _ bindings: [DatabaseValue]) throws -> PostgreSQLResult {
    try exchange(sql: sql, retryable: { Self.writesNothing(sql) }) {
      let name = try prepared(sql)
      let result = try withParameters(bindings, sql: sql) { values in
        if let name {
          pq.execPrepared(connection, name, Int32(bindings.count), values, nil, nil, 0)
        } else {
          pq.execParams(connection, sql, Int32(bindings.count), nil, values, nil, nil, 0)
        }
      }
      return try check(result, sql: sql, bindings: bindings)
    }
  }

  /// The name of the server-side prepared statement for `sql`, preparing it the second time the
  /// text runs; nil for a text run once so far, which runs unnamed (one round trip, nothing kept).
  private func prepared(_ sql: String) throws -> String? {
    if let name = statements.statement(for: sql) { return name }
    guard statements.shouldKeep(sql) else { return nil }
    let name = "roster_\(preparedCount)"
    preparedCount += 1
    _ = try check(pq.prepare(connection, name, sql, 0, nil), sql: sql, bindings: [])
    if let evicted = statements.keep(name, for: sql) {
      let deallocate = "DEALLOCATE " + SQL.quoted(evicted)
      _ = try check(pq.exec(connection, deallocate), sql: deallocate, bindings: [])
    }
    return name
  }

  /// How many statements are prepared on the server now (for tests).
  var preparedStatementCount: Int { statements.count }

  /// Called with each statement sent to the server (a `BEGIN`, a `COPY` too; not the preparing of
  /// one that runs again, which depends on what the session ran before): what a test of how many
  /// statements a command runs counts.
  var statementTrace: ((String) -> Void)?

  /// The values as C strings for libpq (nil for NULL), alive while `body` runs.
  private func withParameters<R>(
    _ bindings: [DatabaseValue], sql: String, _ body: ([UnsafePointer<CChar>?]) -> R
  ) throws -> R {
    var strings: [UnsafeMutablePointer<CChar>?] = []
    strings.reserveCapacity(bindings.count)
    defer { strings.forEach { free($0) } }
    for value in bindings {
      switch value {
      case .null: strings.append(nil)
      case .integer(let number): strings.append(strdup(String(number)))
      case .real(let number):
        strings.append(strdup(number.isFinite ? "\(number)" : (number > 0 ? "Infinity" : "-Infinity")))
      case .text(let text):
        // A C string ends at NUL; PostgreSQL's text cannot hold one either.
        guard !text.utf8.contains(0) else {
          throw StoreError(
            kind: .constraint, code: "22021", message: "text with a NUL character cannot be stored", sql: sql)
        }
        strings.append(strdup(text))
      case .blob(let bytes):
        strings.append(strdup("\\x" + bytes.map { $0.zeroPadded(to: 2, radix: 16) }.joined()))
      }
    }
    return body(strings.map { UnsafePointer($0) })
  }

  /// The result when it succeeded; the server's error, classified, when not.
  private func check(
    _ result: OpaquePointer?, sql: String, bindings: [DatabaseValue], kinds: [PostgreSQLResult.Kind]? = nil
  ) throws
    -> PostgreSQLResult
  {
    guard let result else {
      throw StoreError(kind: .connection, code: "08006", message: connectionMessage, sql: sql)
    }
    switch pq.resultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_SINGLE_TUPLE, PGRES_EMPTY_QUERY, PGRES_COPY_IN:
      return PostgreSQLResult(result, pq, kinds: kinds)
    default:
      defer { pq.clear(result) }
      throw serverError(result, sql: sql, bindings: bindings)
    }
  }

  /// The server's error for a failed result, classified by its SQLSTATE.
  func serverError(_ result: OpaquePointer, sql: String?, bindings: [DatabaseValue]) -> StoreError {
    func field(_ code: Character) -> String? {
      pq.resultErrorField(result, Int32(code.asciiValue!)).map { String(cString: $0) }
    }
    var state = field("C") ?? ""
    let message = address.hidingPasswords(field("M") ?? Self.oneLine(pq.message(connection)))
    // "server closed the connection unexpectedly" comes from libpq, without a SQLSTATE.
    if state.isEmpty && pq.status(connection) == CONNECTION_BAD { state = "08006" }
    let kind: StoreError.Kind
    var unique: [String]?
    switch state {
    case "23505":
      kind = .constraint
      // DETAIL: Key (team_id, name_fold)=(1, boston red sox) already exists.
      let detail = field("D") ?? ""
      if let open = detail.literalRange(of: "Key ("), let close = detail.literalRange(of: ")=(") {
        unique = detail[open.upperBound..<close.lowerBound].split(separator: ",").map {
          $0.trimmingWhitespace().trimmingScalars { $0 == "\"" }
        }
      } else {
        unique = []
      }
    case _ where state.hasPrefix("23"): kind = .constraint
    case "40001", "40P01", "55P03": kind = .busy
    // Cancelled by `interrupt()` (or by an administrator's pg_cancel_backend).
    case "57014": kind = .interrupted
    case "53100": kind = .full
    // The league's access rules (`PostgreSQLDialect.accessStatements`) say so in the detail.
    case "42501" where field("D") == PostgreSQLDialect.accessDetail: kind = .refused
    case "25006", "42501": kind = .readOnly
    case _ where state.hasPrefix("08"), _ where state.hasPrefix("28"), "3D000", "57P01", "57P02", "57P03":
      kind = .connection
    case "XX001", "XX002": kind = .corrupt
    default: kind = .other
    }
    return StoreError(
      kind: kind, code: state,
      // The rules' sentence names what was refused; the statement's transaction went with it.
      message: kind == .refused ? message + StoreError.nothingChanged : message,
      sql: sql, arguments: bindings, uniqueColumns: unique)
  }

  @discardableResult
  public func execute(_ sql: SQL) throws -> Int {
    let (text, bindings) = sql.rendered(placeholder: dialect.placeholder)
    return try execute(text, bindings)
  }

  @discardableResult
  func execute(_ sql: String, _ bindings: [DatabaseValue]) throws -> Int {
    try run(sql, bindings).changes
  }

  public func query(_ sql: SQL, _ body: (any Row) throws -> Void) throws {
    let (text, bindings) = sql.rendered(placeholder: dialect.placeholder)
    try query(text, bindings, body)
  }

  /// libpq reads one query's rows at a time, so the queries are read whole first and their rows
  /// merged after. (Roster's fetches merge on SQLite only, `SQLDialect.stepsQueriesTogether`;
  /// this keeps the store's promise on every engine.)
  public func query(
    merging queries: [SQL], on key: Int, ascending: Bool, limit: Int?, _ body: (any Row) throws -> Void
  ) throws {
    let rows = try queries.map { sql in
      var rows: [[DatabaseValue]] = []
      try query(sql) { rows.append($0.values) }
      return rows
    }
    var positions = Array(repeating: -1, count: rows.count)
    try RowMerge.merge(
      rows.count, ascending: ascending, limit: limit,
      advance: { index in
        positions[index] += 1
        return positions[index] < rows[index].count
          ? .some(rows[index][positions[index]][key].integerValue) : .none
      },
      emit: { try body(ValuesRow(values: rows[$0][positions[$0]])) })
  }

  /// Streams the rows one at a time (libpq's single-row mode).
  func query(_ sql: String, _ bindings: [DatabaseValue], _ body: (any Row) throws -> Void) throws {
    // Run again after a reconnect only when no row was handed over yet.
    var delivered = false
    try exchange(sql: sql, retryable: { !delivered && Self.writesNothing(sql) }) {
      let name = try prepared(sql)
      let sent = try withParameters(bindings, sql: sql) { values in
        if let name {
          pq.sendQueryPrepared(connection, name, Int32(bindings.count), values, nil, nil, 0) == 1
        } else {
          pq.sendQueryParams(connection, sql, Int32(bindings.count), nil, values, nil, nil, 0) == 1
        }
      }
      guard sent else {
        throw StoreError(kind: .connection, code: "08006", message: connectionMessage, sql: sql)
      }
      _ = pq.setSingleRowMode(connection)
      var failure: Error?
      var kinds: [PostgreSQLResult.Kind]?
      while let result = pq.getResult(connection) {
        // Every result is read to the end, even after a failure, so the connection is ready again.
        guard failure == nil else {
          pq.clear(result)
          continue
        }
        do {
          let rows = try check(result, sql: sql, bindings: bindings, kinds: kinds)
          kinds = rows.kinds
          for index in 0..<rows.count {
            delivered = true
            try body(PostgreSQLRow(result: rows, index: index))
          }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
  }

  public func insert(_ sql: SQL) throws -> Int64 {
    let (text, bindings) = sql.rendered(placeholder: dialect.placeholder)
    return try insert(text, bindings)
  }

  /// Runs an `INSERT` whose `RETURNING` clause (`dialect.insertedKey`) gives back the new key:
  /// PostgreSQL has no last-inserted id of its own to fall back to.
  func insert(_ sql: String, _ bindings: [DatabaseValue]) throws -> Int64 {
    let result = try run(sql, bindings)
    guard result.kinds.count > 0 else {
      throw StoreError(
        kind: .misuse, code: "",
        message: "an INSERT on PostgreSQL gives back its new key only with a RETURNING clause "
          + "(a mistake in Roster; the row was inserted)", sql: sql, arguments: bindings)
    }
    return result.count > 0 ? PostgreSQLRow(result: result, index: 0).int64(at: 0) ?? 0 : 0
  }

  public func prepare(_ sql: SQL) throws -> any PreparedStatement {
    let (text, bindings) = sql.rendered(placeholder: dialect.placeholder)
    return PostgreSQLPreparedStatement(store: self, sql: text, parameters: bindings.count)
  }

  /// In a savepoint inside a transaction: a failed statement would otherwise spoil it (every
  /// later statement refused until the rollback).
  public func attempt<T>(_ body: () throws -> T) throws -> T {
    transactionDepth > 0 ? try transaction(body) : try body()
  }

  /// Whether a Ctrl-C stops the next statement: not those that begin or end a transaction.
  private var interruptible = true

  /// Runs a statement that begins or ends a transaction, whatever Ctrl-C says.
  private func control(_ sql: String) throws {
    interruptible = false
    defer { interruptible = true }
    try executeScript(sql)
  }

  public func transaction<T>(_ body: () throws -> T) throws -> T {
    let outermost = transactionDepth == 0
    let savepoint = "roster_\(transactionDepth)"
    if outermost { try Interruption.check() }
    try control(outermost ? "BEGIN" : "SAVEPOINT " + savepoint)
    transactionDepth += 1
    let result: T
    do {
      result = try body()
      // A Ctrl-C after the last statement still stops the command before it commits.
      if outermost { try Interruption.check() }
    } catch {
      transactionDepth -= 1
      endFailedTransaction(outermost: outermost, savepoint: savepoint)
      throw error
    }
    // The depth is back before COMMIT: a connection lost at COMMIT is reopened, and the command
    // told that its change may or may not have been saved.
    transactionDepth -= 1
    do {
      try control(outermost ? "COMMIT" : "RELEASE SAVEPOINT " + savepoint)
    } catch {
      endFailedTransaction(outermost: outermost, savepoint: savepoint)
      throw error
    }
    return result
  }

  /// Rolls back a transaction (or savepoint) whose body or commit failed. After a lost connection
  /// the server has rolled it back already: the outermost transaction reconnects instead.
  private func endFailedTransaction(outermost: Bool, savepoint: String) {
    if lostInTransaction {
      guard outermost else { return }
      lostInTransaction = false
      try? reconnect()
    } else if outermost {
      try? control("ROLLBACK")
    } else {
      try? control("ROLLBACK TO SAVEPOINT " + savepoint + "; RELEASE SAVEPOINT " + savepoint)
    }
  }

  /// An admin's (and the owner's) rows are staged in a temporary table that `COPY` fills; any
  /// other session's, which may make no temporary objects, are written a row at a time.
  public func bulkLoader(into table: String, columns: [String]) -> (any BulkLoader)? {
    guard stagesInBulk else { return nil }
    return PostgreSQLBulkLoader(store: self, table: table, columns: columns)
  }

  /// Sends `data`, rows in `COPY`'s text format, with one `COPY … FROM STDIN`: the server checks
  /// types and constraints as for an INSERT.
  ///
  /// See https://www.postgresql.org/docs/current/sql-copy.html
  func copy(_ data: [UInt8], into table: String, columns: [String]) throws {
    let sql =
      "COPY \(writtenName(table)) ("
      + columns.map { SQL.quoted($0) }.joined(separator: ", ") + ") FROM STDIN"
    try exchange(sql: sql, retryable: { false }) {
      _ = try check(pq.exec(connection, sql), sql: sql, bindings: [])
      var sent = true
      // In pieces of 1 MiB, as libpq buffers what it is handed.
      for start in stride(from: 0, to: data.count, by: 1 << 20) where sent {
        sent = data[start..<min(start + (1 << 20), data.count)].withUnsafeBufferPointer { send($0) }
      }
      _ = pq.putCopyEnd(connection, sent ? nil : "roster could not send the rows")
      var failure: Error?
      while let result = pq.getResult(connection) {
        do { _ = try check(result, sql: sql, bindings: []) } catch { failure = failure ?? error }
      }
      if let failure { throw failure }
    }
  }

  private func send(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withMemoryRebound(to: CChar.self) {
      pq.putCopyData(connection, $0.baseAddress, Int32($0.count)) == 1
    }
  }

  static func appendCopyText(_ value: DatabaseValue, to data: inout [UInt8]) {
    switch value {
    case .null:
      data.append(92)  // \N
      data.append(78)
    case .integer(let number): appendDecimal(number, to: &data)
    case .real(let number): data += "\(number)".utf8
    case .blob(let bytes): data += ("\\\\x" + bytes.map { $0.zeroPadded(to: 2, radix: 16) }.joined()).utf8
    case .text(var text):
      text.withUTF8 { bytes in
        // Most text has nothing to escape: its bytes at once.
        guard bytes.contains(where: { $0 == 92 || $0 == 9 || $0 == 10 || $0 == 13 }) else {
          data.append(contentsOf: bytes)
          return
        }
        for byte in bytes {
          switch byte {
          case 92: data += [92, 92]
          case 9: data += [92, 116]
          case 10: data += [92, 110]
          case 13: data += [92, 114]
          default: data.append(byte)
          }
        }
      }
    }
  }

  /// `number` in decimal digits, written straight into `data` (no String made for it).
  static func appendDecimal(_ number: Int64, to data: inout [UInt8]) {
    if number < 0 { data.append(45) }
    var magnitude = number.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var count = 0
      repeat {
        digits[count] = 48 + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) { data.append(digits[index]) }
    }
  }

  /// The sequence every committed statement on a league table advances (see the dialect's
  /// `tableStatements`). Sequences are not transactional, so no writer waits for another.
  public func dataVersion() throws -> Int64 {
    try scalar("SELECT last_value FROM \(ident: "roster_data_version")").integerValue ?? 0
  }

  // MARK: Schema and maintenance

  public var isReadOnly: Bool { false }

  public func executeScript(_ text: String) throws {
    try exchange(sql: text, retryable: { Self.writesNothing(text) }) {
      _ = try check(pq.exec(connection, text), sql: text, bindings: [])
    }
  }

  /// The version in the `roster_schema` table; 0 when there is none.
  public func schemaVersion() throws -> Int {
    guard try scalar("SELECT to_regclass('roster_schema') IS NOT NULL").integerValue == 1 else { return 0 }
    return Int(try scalar("SELECT max(\(ident: "version")) FROM \(ident: "roster_schema")").integerValue ?? 0)
  }

  public func recordSchemaVersion(_ version: Int) throws {
    try executeScript("CREATE TABLE IF NOT EXISTS \"roster_schema\" (\"version\" integer NOT NULL)")
    try execute("DELETE FROM \(ident: "roster_schema")")
    try execute("INSERT INTO \(ident: "roster_schema") VALUES (\(bind: .integer(Int64(version))))")
  }

  public func hasTables() throws -> Bool {
    try scalar("SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()")
      .integerValue ?? 0 > 0
  }

  public func prepareLeague() throws {}

  /// A transaction-scoped advisory lock: two clients opening a new database take turns.
  public func lockSchema() throws {
    try execute("SELECT pg_advisory_xact_lock(\(bind: .integer(0x526F_7374)))")
  }

  /// PostgreSQL enforces the foreign keys and keeps its indexes itself; damage to its files is
  /// for the server's administrators (`pg_amcheck`).
  public func check() throws -> [String] { [] }

  /// There is no file to copy: the server's own tools back it up.
  public func backup(to path: String) throws { throw NoFileToBackUp(location: location) }
}

extension PostgreSQLStore {
  /// When the connection broke.
  enum LostDuring {
    /// Inside a transaction, which the server has rolled back.
    case inTransaction
    /// At a COMMIT or a write on its own, which the server may have carried out before.
    case saving
    /// While the rows of a query were being read.
    case reading
  }

  static func connectionLost(sql: String, _ moment: LostDuring) -> StoreError {
    let message =
      switch moment {
      case .inTransaction:
        "the connection to the server was lost during the command, so nothing was changed "
          + "(the server rolls back what was not finished); run the command again"
      case .saving:
        "the connection to the server was lost as the change was being saved, so it may or may not "
          + "have been saved; list again to see, and run the command again if it is missing"
      case .reading:
        "the connection to the server was lost while the rows were being read; run the command again"
      }
    return StoreError(kind: .connection, code: "08006", message: message, sql: sql)
  }
}
