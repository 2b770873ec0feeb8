import CSQLite

extension SQLiteStore {
  /// Hands `statementTrace` the text of every statement the connection starts, or stops.
  /// SQLite also reports the start of each trigger a statement runs, as a comment
  /// (`-- TRIGGER name`): part of the statement that fired it, so not counted as one.
  ///
  /// See https://sqlite.org/c3ref/trace_v2.html
  func traceStatements(_ on: Bool) {
    guard on else {
      sqlite3_trace_v2(handle, 0, nil, nil)
      return
    }
    sqlite3_trace_v2(
      handle, UInt32(SQLITE_TRACE_STMT),
      { _, context, _, text in
        guard let context, let text else { return 0 }
        let sql = String(cString: text.assumingMemoryBound(to: CChar.self))
        guard !sql.hasPrefix("--") else { return 0 }
        Unmanaged<SQLiteStore>.fromOpaque(context).takeUnretainedValue().statementTrace?(sql)
        return 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }
}
