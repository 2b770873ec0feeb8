import Foundation

/// A new, empty database of the backend the tests run on (`Fixture.newDatabase`): a file in a
/// folder of its own on SQLite, a database on the test server on PostgreSQL. Removed (dropped)
/// when the last reference to it goes, as a `TemporaryFolder` is: a suite that holds one has a new
/// database for each of its tests.
public final class TemporaryDatabase: Sendable {
  /// A file path, or a `postgresql://` URL.
  public let location: String

  public init(_ name: String = "league") { location = Fixture.newDatabase(name) }

  deinit { Fixture.remove(location) }
}
