import CSQLite

/// A prepared SQLite statement. It owns its `sqlite3_stmt` and finalizes it in `deinit`.
///
/// See https://sqlite.org/c3ref/stmt.html
final class Statement {
  private(set) var handle: OpaquePointer
  let sql: String
  /// Whether SQLite is told the statement is kept for many runs (`SQLITE_PREPARE_PERSISTENT`,
  /// memory taken outside its lookaside): only for a cached or caller-held statement.
  let isPersistent: Bool
  /// Whether a run of the statement is stepping (its rows being handed out): a statement run
  /// again from inside its own rows runs as a fresh copy, so the outer run is not reset.
  var isRunning = false
  // The store caches its statements and finalizes them before it closes, so this cannot dangle;
  // a strong reference would be a cycle through that cache.
  private unowned let store: SQLiteStore

  init(store: SQLiteStore, sql: String, persistent: Bool) throws {
    var handle: OpaquePointer?
    let code = sqlite3_prepare_v3(store.handle, sql, -1, Self.flags(persistent), &handle, nil)
    guard code == SQLITE_OK, let handle else {
      throw store.error(code: code, sql: sql)
    }
    self.handle = handle
    self.sql = sql
    self.isPersistent = persistent
    self.store = store
  }

  deinit { sqlite3_finalize(handle) }

  private static func flags(_ persistent: Bool) -> UInt32 {
    persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
  }

  /// Compiles the statement again, against the schema as it is now (twice, if the first attempt
  /// meets the schema change itself: see `SQLiteStore.run`).
  func reprepare() throws {
    var fresh: OpaquePointer?
    var code = sqlite3_prepare_v3(store.handle, sql, -1, Self.flags(isPersistent), &fresh, nil)
    if code == SQLITE_SCHEMA {
      code = sqlite3_prepare_v3(store.handle, sql, -1, Self.flags(isPersistent), &fresh, nil)
    }
    guard code == SQLITE_OK, let fresh else { throw store.error(code: code, sql: sql) }
    sqlite3_finalize(handle)
    handle = fresh
  }

  /// Binds `values` to the statement's parameters, one each: too few or too many is a mistake in
  /// the code that made the statement (SQLite would bind NULL to the missing ones), refused as
  /// `StoreError.Kind.misuse` before anything runs.
  ///
  /// See https://sqlite.org/c3ref/bind_parameter_count.html
  func bind(_ values: [DatabaseValue]) throws {
    let parameters = Int(sqlite3_bind_parameter_count(handle))
    guard values.count == parameters else {
      throw StoreError.parameterMismatch(
        expected: parameters, given: values.count, sql: sql, arguments: values)
    }
    sqlite3_reset(handle)
    // Every parameter is bound below, so none keeps a value of the run before.
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .text(let text):
        var text = text
        code = text.withUTF8 { buffer in
          // An empty buffer may have no address, and SQLite binds NULL for a null pointer.
          guard let base = buffer.baseAddress, buffer.count > 0 else {
            return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
          }
          return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            sqlite3_bind_text(handle, index, $0, Int32(buffer.count), csqlite_transient())
          }
        }
      case .blob(let bytes):
        code = bytes.withUnsafeBytes { buffer in
          sqlite3_bind_blob(
            handle, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(buffer.count),
            csqlite_transient())
        }
      }
      guard code == SQLITE_OK else { throw store.error(code: code, sql: sql, arguments: values) }
    }
  }

  /// Steps once; true while a row is available.
  func step(arguments: [DatabaseValue]) throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code:
      let error = store.error(code: code, sql: sql, arguments: arguments)
      sqlite3_reset(handle)
      throw error
    }
  }

  func reset() { sqlite3_reset(handle) }
}

/// The current row of a `Statement`.
struct StatementRow: Row {
  let handle: OpaquePointer

  var columnCount: Int { Int(sqlite3_column_count(handle)) }

  func value(at index: Int) -> DatabaseValue {
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_NULL: return .null
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(handle, column))
      guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
      return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default: return .text(text(at: index) ?? "")
    }
  }

  func int64(at index: Int) -> Int64? {
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
    return sqlite3_column_int64(handle, column)
  }

  func double(at index: Int) -> Double? {
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
    return sqlite3_column_double(handle, column)
  }

  func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) != SQLITE_NULL, let bytes = sqlite3_column_text(handle, column)
    else { return nil }
    return try body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))))
  }

  func copy(columns: Range<Int>, into buffer: inout CopiedRows.Buffer) {
    for column in columns { copy(at: column, into: &buffer) }
  }

  /// The column's bytes copied as they are, without a value made for them.
  func copy(at index: Int, into buffer: inout CopiedRows.Buffer) {
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_NULL: buffer.appendNull()
    case SQLITE_INTEGER: buffer.append(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: buffer.append(sqlite3_column_double(handle, column))
    case SQLITE_BLOB:
      // The pointer first, then its size, as https://sqlite.org/c3ref/column_blob.html asks.
      let start = sqlite3_column_blob(handle, column)
      buffer.append(
        UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column))), isText: false)
    default:
      let start = sqlite3_column_text(handle, column)
      buffer.append(
        UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column))), isText: true)
    }
  }

  func text(at index: Int) -> String? {
    let column = Int32(index)
    guard let bytes = sqlite3_column_text(handle, column) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }
}
