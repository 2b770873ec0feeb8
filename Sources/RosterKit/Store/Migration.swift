/// One step of the schema's history: the SQL that takes a database from `version - 1` to `version`.
public struct Migration: Sendable {
  public let version: Int
  /// Made, in the store's dialect, when the migration runs: most starts find the schema current
  /// and need none of it.
  public let statements: @Sendable (any SQLDialect) -> [String]

  public init(version: Int, statements: @escaping @Sendable (any SQLDialect) -> [String]) {
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

extension StoreMaintenance {
  /// Applies the migrations the database has not seen yet, in order, in one transaction.
  ///
  /// A database from a newer version is refused and never altered; so is one that already holds
  /// tables but was never a Roster league. Before anything is written the store is told the
  /// database is a league (SQLite switches it to write-ahead logging then).
  public func migrate(_ migrations: [Migration]) throws {
    let latest = migrations.map(\.version).max() ?? 0
    var found = try schemaVersion()
    if found > latest { throw MigrationError.newerSchema(found: found, supported: latest) }
    if found == 0, try hasTables() { throw MigrationError.foreignDatabase }
    // Only once the database is known to be a league (or new) may anything change: another
    // program's file must be left exactly as it was.
    try prepareLeague()
    if found == latest { return }
    if isReadOnly { throw MigrationError.readOnly(found: found, needed: latest) }
    try transaction {
      // Another client may have migrated meanwhile: the version is read again under the lock.
      try lockSchema()
      found = try schemaVersion()
      for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > found {
        for statement in migration.statements(dialect) { try executeScript(statement) }
        try recordSchemaVersion(migration.version)
      }
    }
  }
}
