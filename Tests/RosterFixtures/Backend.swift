import Foundation

/// The database engine the tests run on. `make test` runs the suites twice: on SQLite, then with
/// `ROSTER_TEST_BACKEND=postgresql` on the throw-away server `scripts/postgres.sh` starts (its URL
/// in `ROSTER_TEST_POSTGRES`). Tests of SQLite's files themselves (crashes, permissions, the
/// file's own checks) are disabled on PostgreSQL with `.disabled(if: Backend.isPostgreSQL)`.
public enum Backend: String, Sendable {
  case sqlite, postgresql

  public static let current: Backend =
    ProcessInfo.processInfo.environment["ROSTER_TEST_BACKEND"] == "postgresql" ? .postgresql : .sqlite

  public static var isPostgreSQL: Bool { current == .postgresql }

  /// The test server's URL (its `postgres` database).
  public static let postgresServer: String? = ProcessInfo.processInfo.environment["ROSTER_TEST_POSTGRES"]
}
