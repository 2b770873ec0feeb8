import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// The one place an error becomes a sentence for a person and an exit status.
///
/// Exit statuses: 0 success, 1 a command failed, 2 a usage error, 130 interrupted (Ctrl-C).
public enum ErrorReporter {
  public static let failure: Int32 = 1
  public static let usage: Int32 = 2
  /// 128 + SIGINT, as shells report a program that Ctrl-C stopped.
  public static let interrupted: Int32 = 130

  /// The message (possibly several lines, for a caret under a predicate) and the exit status.
  public static func report(_ error: Error, database: String) -> (message: String, status: Int32) {
    // Whatever a statement stopped by Ctrl-C failed with (an interrupt, a lock wait cut short).
    if error is InterruptedError || (error as? StoreError)?.kind == .interrupted
      || (Interruption.isRequested && error is StoreError)
    {
      return (InterruptedError().description, interrupted)
    }
    switch error {
    case let error as UsageError:
      return (error.message + (error.usage.map { "\nUsage: \($0)" } ?? ""), usage)
    case let error as DatabaseError:
      return (describe(error), failure)
    case let error as PredicateError:
      return (error.rendered(width: DisplayWidth.of), failure)
    case let error as PersonFacingError:
      return (error.description, failure)
    case let error as MigrationError:
      return (describe(error, database: database), failure)
    case let error as StoreError:
      return (describe(error, database: database), failure)
    case let error as CommandLineLexer.Failure:
      switch error {
      case .unterminatedQuote(let quote, let column):
        return ("the \(quote) at column \(column) is never closed; close the quote", usage)
      }
    default:
      return ("unexpected error: \(error)", failure)
    }
  }

  /// Another database's error: the same sentence, naming it and the option that chose it.
  static func describe(_ error: DatabaseError) -> String {
    switch error.error {
    case let inner as MigrationError: return describe(inner, database: error.database, option: error.option)
    case let inner as StoreError: return describe(inner, database: error.database, option: error.option)
    default: return report(error.error, database: error.database).message
    }
  }

  static func describe(_ error: MigrationError, database: String, option: String = "--db") -> String {
    let isFile = League.isFile(database)
    switch error {
    case .newerSchema(let found, let supported):
      return
        "\(quoted(database)) was written by a newer Roster (schema \(found); this one knows \(supported)); "
        + "upgrade Roster to open it — the \(isFile ? "file" : "database") was not changed"
    case .foreignDatabase where !isFile:
      return "\(quoted(database)) holds the tables of another program, not a Roster league; "
        + "choose another database with \(option)"
    case .foreignDatabase:
      return "\(quoted(database)) is an SQLite database of another program, not a Roster league; "
        + "choose another file with \(option)"
    case .readOnly(let found, let needed):
      return "\(quoted(database)) needs upgrading (schema \(found) to \(needed)) but cannot be written; "
        + (isFile ? "check the file's permissions" : "ask the database's owner for the rights")
    case .failed(let version, let reason):
      return "\(quoted(database)) cannot be upgraded to schema \(version) (\(reason.visible())), so the "
        + "\(isFile ? "file" : "database") was not changed; keep using the Roster that wrote it, and report this"
    }
  }

  static func describe(_ error: StoreError, database: String, option: String = "--db") -> String {
    switch error.kind {
    case .busy:
      return
        "the database \(quoted(database)) is busy: another session is writing to it; try again in a moment"
    case .refused:
      // The access rules' sentence, naming the rule (and, for a change, that none was made).
      return error.message
    case .readOnly where error.code == "25006":
      // A standby (or a session with default_transaction_read_only) reads but does not write.
      return "cannot change the league at \(quoted(database)): the server only reads (a standby); make the "
        + "change on the primary (with several servers in the URL, target_session_attrs=read-write picks it)"
    case .readOnly where !League.isFile(database):
      return
        "cannot change the league at \(quoted(database)): \(error.message); ask the database's owner for the rights"
    case .readOnly:
      return
        "cannot change \(quoted(database)): it is read-only (check the permissions of the file and its folder)"
    case .notADatabase:
      return
        "\(quoted(database)) is not a Roster database (it is not an SQLite file); choose another file with \(option)"
    case .full where !League.isFile(database):
      return "the server of \(quoted(database)) has run out of disk space; nothing was changed"
    case .full:
      return "the disk holding \(quoted(database)) is full; nothing was changed"
    case .connection:
      return "cannot use the league at \(quoted(database)): \(error.message)"
    case .cantOpen:
      return "cannot open \(quoted(database)): "
        + cannotOpenReason(database, option: option, fallback: error.message)
    case .corrupt:
      return "\(quoted(database)) is damaged (\(error.message)); restore it from a backup"
    case .constraint:
      return "the change breaks a rule of the database (\(error.message)); nothing was changed"
    case .interrupted:
      return InterruptedError().description
    case .misuse:
      // A statement Roster itself got wrong: no fault of the user's or of the database's.
      return "Roster made a mistake talking to the database (\(error.message)); please report it"
    case .other:
      // What the engine said of a failure Roster has no sentence for: said whole, with what it
      // means for the change, never as a bare "database error".
      return "the database could not do it (\(error.message)); nothing was changed; try again, "
        + "and report it if it happens again"
    }
  }

  /// Why SQLite could not open `path`, from the file system (SQLite only says "unable to open").
  static func cannotOpenReason(_ path: String, option: String = "--db", fallback: String) -> String {
    var status = stat()
    if stat(path, &status) == 0 {
      if access(path, R_OK) != 0 { return "you may not read it (check the file's permissions)" }
    } else {
      let folder = PathName.folder(of: path)
      if access(folder, W_OK) != 0 {
        return "it does not exist, and the folder \(quoted(folder)) is not writable to create it in; "
          + "choose another place with \(option)"
      }
    }
    return fallback
  }
}

/// An error of a database other than the session's league (`migrate`'s source or target),
/// reported naming that database.
struct DatabaseError: Error {
  /// The database as messages show it (`League.shown`).
  let database: String
  /// The option that named it, for advice to choose another (`--from`, `--to`).
  let option: String
  let error: Error
}
