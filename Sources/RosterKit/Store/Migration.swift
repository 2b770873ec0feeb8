/// One released step of the schema's history: what takes a database from `version - 1` to
/// `version`, as committed text for each engine and, where data must change with the schema, a
/// transformation in Swift.
///
/// A released migration never changes: its text is what every database of that version was made
/// with (see `RosterSchemaHistory`, and `Tests/Fixtures/schema`, which pins it).
public struct Migration: Sendable {
  public let version: Int
  public let steps: [Step]

  public enum Step: Sendable {
    /// Statements committed as text, one string a statement, for each engine.
    case sql(sqlite: [String], postgresql: [String])
    /// A data transformation that SQL alone cannot make (a folded copy computed by
    /// `TextFolding`): it runs on the store inside the migration's transaction, after the steps
    /// before it. It must speak SQL to the tables as they stand at this version, never the
    /// model or a `Context`, which describe today's schema.
    case transform(@Sendable (any Store) throws -> Void)
  }

  public init(version: Int, _ steps: [Step]) {
    self.version = version
    self.steps = steps
  }

  /// A migration that is committed SQL only.
  public init(version: Int, sqlite: [String], postgresql: [String]) {
    self.init(version: version, [.sql(sqlite: sqlite, postgresql: postgresql)])
  }

  /// The SQL statements this migration runs on `engine`, in order (its transformations left out).
  public func statements(_ engine: DatabaseEngine) -> [String] {
    steps.flatMap { step -> [String] in
      guard case .sql(let sqlite, let postgresql) = step else { return [] }
      return engine == .sqlite ? sqlite : postgresql
    }
  }

  func run(on store: any StoreMaintenance) throws {
    for step in steps {
      switch step {
      case .sql(let sqlite, let postgresql):
        for statement in store.dialect.engine == .sqlite ? sqlite : postgresql {
          try store.executeScript(statement)
        }
      case .transform(let body):
        try body(store)
      }
    }
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
  /// A step of the migration to `version` failed on this database's data (a check its rows do
  /// not meet, references it would break): the whole upgrade was rolled back. `reason` is the
  /// engine's own words, or Roster's for broken references.
  case failed(version: Int, reason: String)
}

extension StoreMaintenance {
  /// Applies the migrations the database has not seen yet, in order, in one transaction.
  ///
  /// A database from a newer version is refused and never altered; so is one that already holds
  /// tables but was never a Roster league. Before anything is written the store is told the
  /// database is a league (SQLite switches it to write-ahead logging then). A new database runs
  /// the whole history, so it has exactly the schema of an upgraded one.
  ///
  /// Returns the version the database had (read again under the lock, so another client's
  /// upgrade meanwhile counts as found): 0 for a new database, the latest when nothing was to do,
  /// anything between for one this call upgraded, which the release that wrote it can then no
  /// longer open (so callers can say so).
  @discardableResult
  public func migrate(_ migrations: [Migration]) throws -> Int {
    let latest = migrations.map(\.version).max() ?? 0
    var found = try schemaVersion()
    if found > latest { throw MigrationError.newerSchema(found: found, supported: latest) }
    if found == 0, try hasTables() { throw MigrationError.foreignDatabase }
    // Only once the database is known to be a league (or new) may anything change: another
    // program's file must be left exactly as it was.
    try prepareLeague()
    if found == latest { return found }
    if isReadOnly { throw MigrationError.readOnly(found: found, needed: latest) }
    let foreignKeys = dialect.migrationForeignKeys
    if let foreignKeys { try executeScript(foreignKeys.disable) }
    let migrated = Result(catching: {
      try transaction {
        // Another client may have migrated meanwhile: the version is read again under the lock.
        try lockSchema()
        found = try schemaVersion()
        let pending = migrations.filter { $0.version > found }.sorted { $0.version < $1.version }
        if pending.isEmpty { return }
        // References broken before the upgrade are `check`'s to report; the upgrade must add none.
        let brokenBefore = try foreignKeys.map { Set(try rows(SQL($0.broken))) } ?? []
        for migration in pending {
          do {
            try migration.run(on: self)
          } catch let error as StoreError where Self.isMigrationsOwnFailure(error) {
            throw MigrationError.failed(version: migration.version, reason: error.message)
          }
          try recordSchemaVersion(migration.version)
        }
        if let foreignKeys,
          let broken = try rows(SQL(foreignKeys.broken)).first(where: { !brokenBefore.contains($0) })
        {
          throw MigrationError.failed(
            version: latest,
            reason: "rows of \(quoted(broken[0].description)) would refer to rows of "
              + "\(quoted(broken[2].description)) that are gone")
        }
      }
    })
    // Enforcement comes back whatever happened: the connection goes on to be used.
    if let foreignKeys { try executeScript(foreignKeys.enable) }
    try migrated.get()
    return found
  }

  /// A statement of the migration that the database refused for what it says (a constraint, an
  /// error in its SQL), as opposed to the conditions that have their own sentences (busy, full,
  /// interrupted, a lost connection).
  private static func isMigrationsOwnFailure(_ error: StoreError) -> Bool {
    [.constraint, .misuse, .other].contains(error.kind)
  }
}
