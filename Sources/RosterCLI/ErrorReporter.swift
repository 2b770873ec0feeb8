import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// The one place an error becomes a sentence for a person and an exit status.
///
/// Exit statuses: 0 success, 1 a command failed, 2 a usage error.
public enum ErrorReporter {
  public static let failure: Int32 = 1
  public static let usage: Int32 = 2

  /// The message (possibly several lines, for a caret under a predicate) and the exit status.
  public static func report(_ error: Error, database: String) -> (message: String, status: Int32) {
    switch error {
    case let error as UsageError:
      return (error.message + (error.usage.map { "\nUsage: \($0)" } ?? ""), usage)
    case let error as PredicateError:
      return (error.rendered(width: DisplayWidth.of), failure)
    case let error as PersonFacingError:
      return (error.description, failure)
    case let error as MigrationError:
      return (describe(error, database: database), failure)
    case let error as StoreError:
      return (describe(error, database: database), failure)
    case let error as MigrateCommand.OpeningError:
      return report(error.error, database: error.database)
    case let error as CommandLineLexer.Failure:
      switch error {
      case .unterminatedQuote(let quote, let column):
        return ("the \(quote) at column \(column) is never closed; close the quote", usage)
      }
    default:
      return ("unexpected error: \(error)", failure)
    }
  }

  static func describe(_ error: MigrationError, database: String) -> String {
    switch error {
    case .newerSchema(let found, let supported):
      return
        "\(quoted(database)) was written by a newer Roster (schema \(found); this one knows \(supported)); "
        + "upgrade Roster to open it — the file was not changed"
    case .foreignDatabase:
      return "\(quoted(database)) is an SQLite database of another program, not a Roster league; "
        + "choose another file with --db"
    case .readOnly(let found, let needed):
      return "\(quoted(database)) needs upgrading (schema \(found) to \(needed)) but cannot be written; "
        + "check the file's permissions"
    }
  }

  static func describe(_ error: StoreError, database: String) -> String {
    switch error.kind {
    case .busy:
      return
        "the database \(quoted(database)) is busy: another session is writing to it; try again in a moment"
    case .readOnly where !League.isFile(database):
      return
        "cannot change the league at \(quoted(database)): \(error.message); ask the database's owner for the rights"
    case .readOnly:
      return
        "cannot change \(quoted(database)): it is read-only (check the permissions of the file and its folder)"
    case .notADatabase:
      return
        "\(quoted(database)) is not a Roster database (it is not an SQLite file); choose another file with --db"
    case .full:
      return "the disk holding \(quoted(database)) is full; nothing was changed"
    case .connection:
      return "cannot use the league at \(quoted(database)): \(error.message)"
    case .cantOpen:
      return "cannot open \(quoted(database)): " + cannotOpenReason(database, fallback: error.message)
    case .corrupt:
      return "\(quoted(database)) is damaged (\(error.message)); restore it from a backup"
    case .constraint:
      return "the change breaks a rule of the database (\(error.message)); nothing was changed"
    case .interrupted: return "interrupted; nothing was changed"
    case .misuse, .other:
      return "database error: \(error.message)"
    }
  }

  /// Why SQLite could not open `path`, from the file system (SQLite only says "unable to open").
  static func cannotOpenReason(_ path: String, fallback: String) -> String {
    var status = stat()
    if stat(path, &status) == 0 {
      if access(path, R_OK) != 0 { return "you may not read it (check the file's permissions)" }
    } else {
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
      if access(folder, W_OK) != 0 {
        return "it does not exist, and the folder \(quoted(folder)) is not writable to create it in; "
          + "choose another place with --db"
      }
    }
    return fallback
  }
}
