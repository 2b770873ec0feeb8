/// The seam between the model and a database engine: statements, transactions, and what other
/// sessions did.
///
/// The model, predicate compiler, commands and renderers speak only this protocol and `SQL`
/// values; what differs between engines lives in the store's `dialect` (the SQL) and in the
/// store's own behaviour (`attempt`, `bulkLoader`). Only a store renders an `SQL` value into
/// text with placeholders. Opening, upgrading, checking and copying a database are
/// `StoreMaintenance`'s.
public protocol Store: AnyObject {
  /// Where the data lives, as a person would name it (a path, `:memory:`, a server).
  var location: String { get }
  var dialect: any SQLDialect { get }

  /// Runs a statement that returns no rows; returns the number of rows it changed.
  @discardableResult
  func execute(_ sql: SQL) throws -> Int
  /// Runs a query and hands each row to `body`.
  func query(_ sql: SQL, _ body: (any Row) throws -> Void) throws
  /// Runs queries whose rows each come in the order of the integer column `key`, and hands
  /// their rows to `body` merged in that order — ascending or descending, missing keys last
  /// either way, a tie to the earlier query — at most `limit` of them (`OrderedArms`).
  func query(
    merging queries: [SQL], on key: Int, ascending: Bool, limit: Int?, _ body: (any Row) throws -> Void)
    throws
  /// Runs an `INSERT` of one row and returns its new key: the value the statement returns (the
  /// `RETURNING` clause the model adds with `dialect.insertedKey`), or where it returns none,
  /// SQLite's rowid.
  func insert(_ sql: SQL) throws -> Int64
  /// A statement prepared once and run many times with other values, for hot loops (an import's
  /// insert, a million times). The values bound in `sql` only mark its parameters; each run
  /// binds as many values of its own, or fails with `StoreError.Kind.misuse`.
  func prepare(_ sql: SQL) throws -> any PreparedStatement

  /// Runs `body` in one write transaction: it commits if `body` returns and rolls back if it throws.
  /// Nested calls join the outer transaction through a savepoint.
  func transaction<T>(_ body: () throws -> T) throws -> T
  /// Runs `body`, statements the database may refuse (a unique rule), so that the caller can
  /// catch the refusal and go on with the transaction: in a savepoint where a failed statement
  /// spoils the rest of the transaction (PostgreSQL), as it is where it fails alone (SQLite).
  func attempt<T>(_ body: () throws -> T) throws -> T
  /// Rows for `table` gathered and handed over in batches (`COPY … FROM STDIN` on PostgreSQL),
  /// where a statement a row would cost a round trip a row; nil where a prepared statement a row
  /// is as fast (SQLite, in the same process). `rowLoader` falls back to that statement.
  func bulkLoader(into table: String, columns: [String]) -> (any BulkLoader)?

  /// A number that changes when another connection commits a change (and may change with this
  /// one's own): the REPL compares it between commands to notice other sessions.
  func dataVersion() throws -> Int64
  /// Stops the statement running on this store's thread, from another thread (Ctrl-C): SQLite's
  /// `sqlite3_interrupt`, PostgreSQL's cancel request. The statement then fails with
  /// `StoreError.Kind.interrupted`.
  func interrupt()

  /// The session's login and the most its roles give it on the league (`AccessRule`). Where
  /// access is not enforced — SQLite, whose unit of access is the file, or a league whose model
  /// has no access rules — the session may do everything.
  func access() throws -> SessionAccess
  /// Holds this session to the league's access rules from now on (`League` does, on opening a
  /// schema that has them): refused when it has no access at all; the tables of rules whose
  /// hidden columns it may not read are read through the rules' views (`readViews`).
  func enterAccess(_ rules: [AccessRule]) throws
  /// Tables this connection reads through a view of the same rows (`AccessRule.hidden`), each
  /// table's name to its view's, both in the league's schema: an unqualified read of the table
  /// finds the view (a view of the table's name that stands first on the search path), and every
  /// write goes to the table itself (`writeTarget`).
  var readViews: [String: String] { get }
  /// The name a write of `table` goes to: the table itself, in the league's schema when reads of
  /// it go through a view.
  func writeTarget(_ table: String) -> SQL
  /// Puts back the read views that a shadow of the same tables took away (the league as it was).
  func restoreReadViews() throws
  /// Lets temporary views shadow the league's tables (the league as it was, an admin's): the
  /// temporary schema first on the search path, until `restoreReadViews`.
  func readTemporaryViewsFirst() throws
  /// Why Roster's changes to this league are refused, if they are (`StoreMaintenance.refuseWrites`):
  /// every write of Roster's asks first (`requireWritable`).
  var writeRefusal: String? { get }
  /// Refuses, with the access rules' sentence (`StoreError.Kind.refused`), a write of row `id` of
  /// `table` (any row, with nil) that the session may not make: an update or delete of a row it
  /// does not hold changes nothing on the server, silently, and this says why. Nothing where
  /// access is not enforced, the row may be written, or the session cannot see it.
  func requireWritable(_ table: String, id: Int64?) throws
}

/// Who the session is on the league, and what its access lets it do.
public struct SessionAccess: Equatable, Sendable {
  /// The server's login (`session_user`); empty where access is not enforced.
  public let role: String
  /// "admin", "manager" or "viewer"; nil for none.
  public let kind: String?

  public init(role: String, kind: String?) {
    self.role = role
    self.kind = kind
  }

  /// Everything: where access is not enforced, and for the database's owner.
  public static let everything = SessionAccess(role: "", kind: "admin")
  public var isAdmin: Bool { kind == "admin" }
}

extension Store {
  public var writeRefusal: String? { nil }
  public func access() throws -> SessionAccess { .everything }
  public func enterAccess(_ rules: [AccessRule]) throws {}
  public var readViews: [String: String] { [:] }
  public func writeTarget(_ table: String) -> SQL { SQL.identifier(table) }
  public func restoreReadViews() throws {}
  public func readTemporaryViewsFirst() throws {}
  public func requireWritable(_ table: String, id: Int64?) throws {}

  /// Opens a journal entry as the dialect opens one (`SQLDialect.journalOpen`): the journal's
  /// triggers write the rows changed after it into it until `journalClose`. Its id.
  public func openJournalEntry(author: String, command: String, reverts: Int64? = nil) throws -> Int64 {
    let opening = dialect.journalOpen(author: author, command: command, reverts: reverts)
    for statement in opening.dropLast() { try execute(statement) }
    return try insert(opening.last!)
  }

  /// Refuses (`StoreError.Kind.refused`) when changes are refused (`writeRefusal`).
  public func requireWritable() throws {
    if let writeRefusal { throw StoreError(kind: .refused, code: "", message: writeRefusal) }
  }

  /// Refuses (`StoreError.Kind.refused`) when the session has no access to the league at all
  /// (its grants revoked since it opened the league, say).
  public func requireAccess() throws {
    let access = try access()
    if access.kind == nil { throw StoreError.noAccess(access.role) }
  }

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

  /// Rows for `table` loaded the fastest way this store has: its `bulkLoader`, or else a
  /// prepared `INSERT` run for each row as it is appended.
  public func rowLoader(into table: String, columns: [String]) throws -> any BulkLoader {
    if let loader = bulkLoader(into: table, columns: columns) { return loader }
    let sql: SQL =
      "INSERT INTO " + writeTarget(table) + " (" + SQL.joined(columns.map(SQL.identifier), separator: ", ")
      + ") VALUES (" + SQL.joined(columns.map { _ in SQL.value(.null) }, separator: ", ") + ")"
    return InsertingLoader(statement: try prepare(sql))
  }
}
