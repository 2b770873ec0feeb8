import CLibPQ

#if canImport(Glibc)
  import Glibc
#endif

/// The libpq functions Roster calls, loaded with `dlopen` when a PostgreSQL league is first
/// opened. Linking libpq would make every start of `roster` load its twenty dependencies (TLS,
/// Kerberos, LDAP, SASL…): 6 ms more per command, on SQLite too (measured: `roster --version`
/// 4.5 → 10.6 ms; `roster players TEAM` 2.8× → 4.5× its sqlite3 baseline).
struct LibPQ: Sendable {
  typealias Connection = OpaquePointer?
  typealias Result = OpaquePointer?
  typealias Text = UnsafePointer<CChar>?
  typealias Values = UnsafePointer<UnsafePointer<CChar>?>?
  typealias Cancel = OpaquePointer?

  /// Keywords and values, each list ending in NULL; a non-zero `expand_dbname` reads a URL in
  /// `dbname`.
  let connectdbParams: @convention(c) (Values, Values, Int32) -> Connection
  let finish: @convention(c) (Connection) -> Void
  /// Closes the connection and opens it again with the same parameters.
  let reset: @convention(c) (Connection) -> Void
  let status: @convention(c) (Connection) -> ConnStatusType
  let errorMessage: @convention(c) (Connection) -> UnsafeMutablePointer<CChar>?
  let setNoticeProcessor:
    @convention(c) (Connection, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
  let exec: @convention(c) (Connection, Text) -> Result
  let prepare: @convention(c) (Connection, Text, Text, Int32, UnsafePointer<Oid>?) -> Result
  let execPrepared:
    @convention(c) (Connection, Text, Int32, Values, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32) ->
      Result
  let sendQueryPrepared:
    @convention(c) (Connection, Text, Int32, Values, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32) ->
      Int32
  /// A statement run once, unnamed: parse, bind and execute in one round trip, nothing kept.
  let execParams:
    @convention(c) (
      Connection, Text, Int32, UnsafePointer<Oid>?, Values, UnsafePointer<Int32>?, UnsafePointer<Int32>?,
      Int32
    ) -> Result
  let sendQueryParams:
    @convention(c) (
      Connection, Text, Int32, UnsafePointer<Oid>?, Values, UnsafePointer<Int32>?, UnsafePointer<Int32>?,
      Int32
    ) -> Int32
  let setSingleRowMode: @convention(c) (Connection) -> Int32
  let getResult: @convention(c) (Connection) -> Result
  let putCopyData: @convention(c) (Connection, Text, Int32) -> Int32
  let putCopyEnd: @convention(c) (Connection, Text) -> Int32
  let resultStatus: @convention(c) (Result) -> ExecStatusType
  let clear: @convention(c) (Result) -> Void
  let resultErrorField: @convention(c) (Result, Int32) -> UnsafeMutablePointer<CChar>?
  let ntuples: @convention(c) (Result) -> Int32
  let nfields: @convention(c) (Result) -> Int32
  let ftype: @convention(c) (Result, Int32) -> Oid
  let cmdTuples: @convention(c) (Result) -> UnsafeMutablePointer<CChar>?
  let getvalue: @convention(c) (Result, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  let getlength: @convention(c) (Result, Int32, Int32) -> Int32
  let getisnull: @convention(c) (Result, Int32, Int32) -> Int32
  /// What `cancel` needs to ask the server to cancel the connection's running statement; made
  /// for each connection (a backend's process id and key), freed with `freeCancel`.
  let getCancel: @convention(c) (Connection) -> Cancel
  let freeCancel: @convention(c) (Cancel) -> Void
  /// Sends a cancel request on a connection of its own: safe from another thread while a query
  /// runs, writing any error into the caller's buffer.
  let cancel: @convention(c) (Cancel, UnsafeMutablePointer<CChar>?, Int32) -> Int32

  /// The connection's last error message.
  func message(_ connection: Connection) -> String {
    errorMessage(connection).map { String(cString: $0) } ?? ""
  }

  /// The library, or why it could not be loaded.
  static let loaded: Swift.Result<LibPQ, StoreError> = load()

  private static func load() -> Swift.Result<LibPQ, StoreError> {
    guard let handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL) else {
      return .failure(
        StoreError(
          kind: .connection, code: "",
          message: "PostgreSQL needs libpq, which is not installed (apt-get install libpq5)"))
    }
    var missing: [String] = []
    func symbol<T>(_ name: String) -> T {
      guard let address = dlsym(handle, name) else {
        missing.append(name)
        return unsafeBitCast(dlsym(handle, "PQlibVersion"), to: T.self)
      }
      return unsafeBitCast(address, to: T.self)
    }
    let library = LibPQ(
      connectdbParams: symbol("PQconnectdbParams"), finish: symbol("PQfinish"), reset: symbol("PQreset"),
      status: symbol("PQstatus"),
      errorMessage: symbol("PQerrorMessage"), setNoticeProcessor: symbol("PQsetNoticeProcessor"),
      exec: symbol("PQexec"), prepare: symbol("PQprepare"), execPrepared: symbol("PQexecPrepared"),
      sendQueryPrepared: symbol("PQsendQueryPrepared"), execParams: symbol("PQexecParams"),
      sendQueryParams: symbol("PQsendQueryParams"), setSingleRowMode: symbol("PQsetSingleRowMode"),
      getResult: symbol("PQgetResult"), putCopyData: symbol("PQputCopyData"),
      putCopyEnd: symbol("PQputCopyEnd"), resultStatus: symbol("PQresultStatus"), clear: symbol("PQclear"),
      resultErrorField: symbol("PQresultErrorField"), ntuples: symbol("PQntuples"),
      nfields: symbol("PQnfields"), ftype: symbol("PQftype"), cmdTuples: symbol("PQcmdTuples"),
      getvalue: symbol("PQgetvalue"), getlength: symbol("PQgetlength"), getisnull: symbol("PQgetisnull"),
      getCancel: symbol("PQgetCancel"), freeCancel: symbol("PQfreeCancel"), cancel: symbol("PQcancel"))
    guard missing.isEmpty else {
      return .failure(
        StoreError(
          kind: .connection, code: "",
          message: "the installed libpq lacks \(missing.joined(separator: ", ")); install libpq5 12 or later")
      )
    }
    return .success(library)
  }
}
