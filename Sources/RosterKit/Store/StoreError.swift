import CSQLite
import Foundation

/// An error reported by the database engine.
///
/// Carries the primary and extended result codes, the engine's message and the SQL that failed.
/// Bound arguments are kept for debugging but never shown to a person.
public struct StoreError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    case busy, readOnly, notADatabase, full, cantOpen, constraint, corrupt, misuse, other
  }

  /// The primary result code (`SQLITE_CONSTRAINT`).
  public let code: Int32
  /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`).
  public let extendedCode: Int32
  public let message: String
  public let sql: String?
  public let arguments: [DatabaseValue]

  public init(
    code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil,
    arguments: [DatabaseValue] = []
  ) {
    self.code = code & 0xFF
    self.extendedCode = extendedCode ?? code
    self.message = message
    self.sql = sql
    self.arguments = arguments
  }

  public var kind: Kind {
    switch code {
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy
    case SQLITE_READONLY: return .readOnly
    case SQLITE_NOTADB: return .notADatabase
    case SQLITE_FULL: return .full
    case SQLITE_CANTOPEN: return .cantOpen
    case SQLITE_CONSTRAINT: return .constraint
    case SQLITE_CORRUPT: return .corrupt
    case SQLITE_MISUSE: return .misuse
    default: return .other
    }
  }

  public var isUniqueViolation: Bool {
    // SQLITE_CONSTRAINT_UNIQUE and SQLITE_CONSTRAINT_PRIMARYKEY: macros Swift does not import.
    extendedCode == SQLITE_CONSTRAINT | (8 << 8) || extendedCode == SQLITE_CONSTRAINT | (6 << 8)
  }

  /// For a unique violation, the `table.column` names SQLite lists ("UNIQUE constraint failed: t.a, t.b").
  public var constrainedColumns: [String] {
    guard let range = message.range(of: "constraint failed: ") else { return [] }
    return message[range.upperBound...].split(separator: ",").map {
      String($0.trimmingCharacters(in: .whitespaces).split(separator: ".").last ?? "")
    }
  }

  public var description: String {
    var text = "SQLite error \(extendedCode): \(message)"
    if let sql { text += " in \(sql)" }
    return text
  }
}
