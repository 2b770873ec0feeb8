import CSQLite
import Foundation

extension SQLiteStore {
  /// Problems SQLite finds in the file: `PRAGMA integrity_check` (pages, indexes) and
  /// `PRAGMA foreign_key_check` (rows whose parent is missing). Empty when all is well.
  ///
  /// See https://sqlite.org/pragma.html#pragma_integrity_check
  public func check() throws -> [String] {
    var problems = try rows("PRAGMA integrity_check").compactMap { $0[0].textValue }.filter { $0 != "ok" }
    for row in try rows("PRAGMA foreign_key_check") {
      problems.append("row \(row[1]) of \(row[0]) refers to a missing row of \(row[2])")
    }
    return problems
  }

  /// Copies the live database to `path` with SQLite's online backup API, consistently even while
  /// other connections write; the copy is made beside `path` and renamed into place when complete.
  ///
  /// See https://sqlite.org/backup.html
  public func backup(to path: String) throws {
    let temporary = path + ".tmp-\(getpid())"
    unlink(temporary)
    var destination: OpaquePointer?
    guard
      sqlite3_open_v2(temporary, &destination, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
      let destination
    else {
      let message = destination.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(destination)
      throw StoreError(code: SQLITE_CANTOPEN, message: message)
    }
    defer { sqlite3_close_v2(destination) }
    guard let backup = sqlite3_backup_init(destination, "main", handle, "main") else {
      let error = StoreError(
        code: sqlite3_errcode(destination), message: String(cString: sqlite3_errmsg(destination)))
      unlink(temporary)
      throw error
    }
    var code: Int32
    repeat {
      // All pages in one step: it reads one snapshot while writers go on in the write-ahead log.
      // Copying in slices would restart whenever another connection commits, so a steady writer
      // could keep the backup from ever finishing.
      code = sqlite3_backup_step(backup, -1)
      if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(10) }
    } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
    sqlite3_backup_finish(backup)
    guard code == SQLITE_DONE else {
      let error = StoreError(code: code, message: String(cString: sqlite3_errstr(code)))
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw StoreError(code: SQLITE_CANTOPEN, message: reason)
    }
  }
}
