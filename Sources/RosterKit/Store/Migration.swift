/// One step of the schema's history: the SQL that takes a database from `version - 1` to `version`.
public struct Migration: Sendable {
  public let version: Int
  /// Made when the migration runs: most starts find the schema current and need none of it.
  public let statements: @Sendable () -> [String]

  public init(version: Int, statements: @escaping @Sendable () -> [String]) {
    self.version = version
    self.statements = statements
  }
}

/// Why a database cannot be brought to the current schema.
public enum MigrationError: Error, Equatable, Sendable {
  /// The file was written by a newer Roster; it is left untouched.
  case newerSchema(found: Int, supported: Int)
  /// The file is an SQLite database of some other program.
  case foreignDatabase
  /// The schema is behind, but the file cannot be written.
  case readOnly(found: Int, needed: Int)
}

extension SQLiteStore {
  /// The schema version recorded in the file (`PRAGMA user_version`).
  public func schemaVersion() throws -> Int {
    Int(try scalar("PRAGMA user_version").integerValue ?? 0)
  }

  /// Applies the migrations the file has not seen yet, in order, in one transaction.
  ///
  /// A database from a newer version is refused and never altered; so is an SQLite file that
  /// already holds tables but was never a Roster database. A league is switched to write-ahead
  /// logging (WAL), so readers never wait for a writer.
  public func migrate(_ migrations: [Migration]) throws {
    let latest = migrations.map(\.version).max() ?? 0
    let found = try schemaVersion()
    if found > latest { throw MigrationError.newerSchema(found: found, supported: latest) }
    if found == 0, try scalar("SELECT count(*) FROM sqlite_schema").integerValue ?? 0 > 0 {
      throw MigrationError.foreignDatabase
    }
    // Only once the file is known to be a league (or new) may its journal mode change: that
    // rewrites the header, and another program's file must be left exactly as it was.
    try useWriteAheadLog()
    if found == latest { return }
    if isReadOnly { throw MigrationError.readOnly(found: found, needed: latest) }
    try transaction {
      for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > found {
        for statement in migration.statements() { try executeScript(statement) }
        try executeScript("PRAGMA user_version = \(migration.version)")
      }
    }
  }
}
