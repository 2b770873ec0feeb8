import CSQLite
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

extension SQLiteStore {
  /// Switches a league's file to write-ahead logging (kept in the file, so once is enough), so
  /// readers never wait for a writer.
  public func prepareLeague() throws {
    guard location != ":memory:", !isReadOnly else { return }
    _ = try scalar("PRAGMA journal_mode = WAL")
  }

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
  /// other connections write. The copy is made beside the file `path` leads to (see `Replacement`)
  /// and renamed over it when complete; it keeps a replaced file's mode, and a new one gets the
  /// league's (`AtomicFile.newFileMode`). A FIFO, a device, a folder, the league's own files, and
  /// a database another program has open (a `-wal` or hot `-journal` beside it) are refused.
  ///
  /// See https://sqlite.org/backup.html
  public func backup(to path: String) throws {
    let target = try OutputTarget(path)
    try target.refuseOverwriting(database: location)
    guard case .file(let existing) = target.kind else {
      throw FileWriteError(
        path: path,
        reason: target.what + ", and SQLite writes a backup only to a file; give the path of a new file "
          + "or of an old backup")
    }
    // Such a log or journal would be read as part of the new copy the next time it is opened.
    for suffix in ["-wal", "-journal"] {
      var status = stat()
      if stat(target.path + suffix, &status) == 0 && status.st_size > 0 {
        throw FileWriteError(
          path: path,
          reason: "\(OutputTarget.subject(target.path, path)) is a database in use or not closed cleanly "
            + "(\(quoted(target.path + suffix)) is beside it); close it, or back up to another file")
      }
    }
    let (replacement, descriptor) = try Replacement.begin(
      target, existing: existing, mode: AtomicFile.newFileMode(copying: location))
    close(descriptor)
    do {
      try copy(to: replacement.temporary, naming: path)
      try replacement.commit()
    } catch {
      replacement.discard()
      throw error
    }
  }

  /// Copies every page into the (empty) database file `file`; errors of the copy's side name
  /// `target`, those of reading this league are the store's own.
  private func copy(to file: String, naming target: String) throws {
    var destination: OpaquePointer?
    guard
      sqlite3_open_v2(file, &destination, SQLITE_OPEN_READWRITE | SQLITE_OPEN_EXRESCODE, nil) == SQLITE_OK,
      let destination
    else {
      let message = destination.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(destination)
      throw FileWriteError(path: target, reason: message)
    }
    defer { sqlite3_close_v2(destination) }
    guard let backup = sqlite3_backup_init(destination, "main", handle, "main") else {
      throw Self.backupError(sqlite3_extended_errcode(destination), destination: destination, target: target)
    }
    var code: Int32
    var waited: Int32 = 0
    repeat {
      // All pages in one step: it reads one snapshot while writers go on in the write-ahead log.
      // Copying in slices would restart whenever another connection commits, so a steady writer
      // could keep the backup from ever finishing.
      code = sqlite3_backup_step(backup, -1)
      guard code == SQLITE_BUSY || code == SQLITE_LOCKED else { continue }
      // A lock is waited for as a statement waits, up to the busy timeout and not past a Ctrl-C:
      // one this connection holds itself (an open transaction) is never let go, and the loop
      // once waited for it forever.
      if Interruption.isRequested || waited >= Self.busyTimeoutMilliseconds {
        sqlite3_backup_finish(backup)
        try Interruption.check()
        throw StoreError(code: code, message: String(cString: sqlite3_errstr(code)))
      }
      sqlite3_sleep(10)
      waited += 10
    } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
    sqlite3_backup_finish(backup)
    guard code == SQLITE_DONE else {
      throw Self.backupError(code, destination: destination, target: target)
    }
  }

  /// A full disk, a write that failed, a copy that cannot be opened: the backup's file is named.
  /// Damage found while reading is the league's, named as the store's errors are.
  private static func backupError(_ code: Int32, destination: OpaquePointer, target: String) -> Error {
    let primary = code & 0xFF
    // SQLITE_IOERR_READ and SQLITE_IOERR_SHORT_READ: macros Swift does not import.
    let isRead = code == SQLITE_IOERR | (1 << 8) || code == SQLITE_IOERR | (2 << 8)
    switch primary {
    case SQLITE_FULL:
      return FileWriteError(path: target, code: ENOSPC)
    case SQLITE_IOERR where !isRead, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_NOMEM:
      return FileWriteError(path: target, reason: String(cString: sqlite3_errstr(code)))
    default:
      return StoreError(code: primary, extendedCode: code, message: String(cString: sqlite3_errstr(code)))
    }
  }
}
