import CSQLite
import FoundationEssentials

/// An error reported by the database engine, SQLite's or PostgreSQL's.
///
/// Carries what kind of failure it was (the part the rest of the program decides on), the
/// engine's own code and message, and the SQL that failed. Bound arguments are kept for debugging
/// but never shown to a person.
public struct StoreError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    case busy, readOnly, notADatabase, full, cantOpen, constraint, corrupt, misuse, other
    /// The server could not be reached or refused the login (PostgreSQL).
    case connection
    /// The statement was stopped by Ctrl-C (SQLite's interrupt, PostgreSQL's cancel request).
    case interrupted
    /// The league's access rules refused it, on the server (PostgreSQL's row-level security):
    /// the message is the whole sentence for a person ("you manage Harbor Hawks, not Lakeside
    /// Lynx; nothing was changed").
    case refused
  }

  /// A session with no access to the league at all: said by Roster from the server's answer, so
  /// without a SQLSTATE of its own.
  public static func noAccess(_ role: String) -> StoreError {
    StoreError(
      kind: .refused, code: "",
      message: "\(role) has no access to this league; an admin of it grants some with "
        + "'roster access grant viewer \(role)' (or manager, or admin)")
  }

  /// A session that reads `tables` through views finds no view of the league's owner to read
  /// (`roster_visible`, dropped) and may make no temporary one of its own.
  public static func noReadViews(_ role: String, tables: [String]) -> StoreError {
    StoreError(
      kind: .refused, code: "",
      message:
        "\(role) reads \(Prose.list(tables)) through the league's views of them, which are missing (roster_visible); "
        + "the league's owner's roster puts them back on opening")
  }

  /// What a refusal's sentence ends with: the statement's transaction went with it.
  static let nothingChanged = "; nothing was changed"

  /// A refusal's sentence without its end, for a caller that says what happened itself (an
  /// import: "nothing was imported").
  public var reason: String {
    message.hasSuffix(Self.nothingChanged) ? String(message.dropLast(Self.nothingChanged.count)) : message
  }

  public let kind: Kind
  /// The engine's code: SQLite's extended result code, or PostgreSQL's SQLSTATE.
  public let code: String
  public let message: String
  public let sql: String?
  public let arguments: [DatabaseValue]
  /// A unique index or primary key was violated.
  public let isUniqueViolation: Bool
  /// For a unique violation, the columns of the index ("team_id", "name_fold").
  public let constrainedColumns: [String]

  /// An error from SQLite: its primary and extended result codes (`SQLITE_CONSTRAINT`,
  /// `SQLITE_CONSTRAINT_UNIQUE`) and message.
  public init(
    code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil,
    arguments: [DatabaseValue] = []
  ) {
    let extended = extendedCode ?? code
    self.kind = Self.kind(sqlite: code & 0xFF)
    self.code = String(extended)
    self.message = message
    self.sql = sql
    self.arguments = arguments
    // SQLITE_CONSTRAINT_UNIQUE and SQLITE_CONSTRAINT_PRIMARYKEY: macros Swift does not import.
    isUniqueViolation = extended == SQLITE_CONSTRAINT | (8 << 8) || extended == SQLITE_CONSTRAINT | (6 << 8)
    // SQLite lists `table.column` names: "UNIQUE constraint failed: t.a, t.b".
    if isUniqueViolation, let range = message.literalRange(of: "constraint failed: ") {
      constrainedColumns = message[range.upperBound...].split(separator: ",").map {
        String($0.trimmingWhitespace().split(separator: ".").last ?? "")
      }
    } else {
      constrainedColumns = []
    }
  }

  /// An error from another engine, already classified.
  public init(
    kind: Kind, code: String, message: String, sql: String? = nil, arguments: [DatabaseValue] = [],
    uniqueColumns: [String]? = nil
  ) {
    self.kind = kind
    self.code = code
    self.message = message
    self.sql = sql
    self.arguments = arguments
    self.isUniqueViolation = uniqueColumns != nil
    self.constrainedColumns = uniqueColumns ?? []
  }

  private static func kind(sqlite code: Int32) -> Kind {
    switch code {
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy
    case SQLITE_READONLY: return .readOnly
    case SQLITE_NOTADB: return .notADatabase
    case SQLITE_FULL: return .full
    case SQLITE_CANTOPEN: return .cantOpen
    case SQLITE_CONSTRAINT: return .constraint
    case SQLITE_CORRUPT: return .corrupt
    case SQLITE_MISUSE: return .misuse
    case SQLITE_INTERRUPT: return .interrupted
    default: return .other
    }
  }

  /// The engine could not read a stored value as a query asked (PostgreSQL's casts of text it
  /// cannot read as a number or a day): a value stored behind Roster's back, which the reader
  /// names (`UnreadableValueError`).
  public var isUnreadableValue: Bool { ["22P02", "22003", "22007", "22008", "22012"].contains(code) }

  /// A failure that says nothing about the data, only about the moment: PostgreSQL's
  /// serialization failure and deadlock. The whole transaction may be run again.
  public var isTransient: Bool { code == "40001" || code == "40P01" }

  public var description: String {
    var text = "database error \(code): \(message)"
    if let sql { text += " in \(sql)" }
    return text
  }
}

extension StoreError {
  /// A statement run with another number of values than it has parameters: a mistake in the code
  /// that made it, never in what a person typed.
  static func parameterMismatch(expected: Int, given: Int, sql: String, arguments: [DatabaseValue] = [])
    -> StoreError
  {
    StoreError(
      kind: .misuse, code: "",
      message: "a statement with \(expected) \(expected == 1 ? "parameter" : "parameters") was given "
        + "\(given) \(given == 1 ? "value" : "values") (a mistake in Roster; nothing was run)",
      sql: sql, arguments: arguments)
  }
}
