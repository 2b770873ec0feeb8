/// What opening, upgrading, checking and copying a database need of its engine, beyond the
/// statements every layer runs (`Store`): the schema's bookkeeping, the league's preparation, the
/// engine's own checks and backups.
///
/// The league (`League`) holds its store as this; the layers below it (the context, imports,
/// queries) are handed only the `Store`.
public protocol StoreMaintenance: Store {
  // MARK: Schema

  /// Whether the database can only be read.
  var isReadOnly: Bool { get }
  /// Runs trusted SQL text of one or more statements (migrations).
  func executeScript(_ text: String) throws
  /// The schema version recorded in the database; 0 for a new one (or another program's).
  func schemaVersion() throws -> Int
  /// Records the schema version, inside the migration's transaction.
  func recordSchemaVersion(_ version: Int) throws
  /// Whether the database holds any tables at all.
  func hasTables() throws -> Bool
  /// Keeps other clients from migrating at the same time, until the transaction ends.
  func lockSchema() throws

  // MARK: Upkeep

  /// Called once the database is known to be a league (or new), before anything is written
  /// (SQLite switches the file to write-ahead logging).
  func prepareLeague() throws
  /// Problems the engine finds in the stored data (damaged pages, rows whose parent is gone);
  /// empty where the engine keeps its files to itself (a server).
  func check() throws -> [String]
  /// From now on, Roster's changes are refused with `reason` (a sentence; `Store.writeRefusal`):
  /// a league whose schema another program changed, where Roster could not put it back
  /// (`SchemaAudit`), is read, not written.
  func refuseWrites(_ reason: String)
  /// A consistent copy of the live database in the file `path`. A database the engine keeps no
  /// file of (a server) throws `NoFileToBackUp`.
  func backup(to path: String) throws
}

/// `backup` of a database that is not a file of its own (a league on a server, which the
/// server's tools back up). The caller words it: it knows what else the person can do.
public struct NoFileToBackUp: Error, Equatable, Sendable {
  /// The database, as messages show it.
  public let location: String
}
