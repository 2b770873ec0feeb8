/// A value as it travels to and from a database: the closed set of SQLite's storage classes.
///
/// Bindings are always one of these cases and are bound through one exhaustive `switch`,
/// so there is no `Any` anywhere between the model and the store.
public enum DatabaseValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  public var integerValue: Int64? {
    switch self {
    case .integer(let value): return value
    case .real(let value): return value.rounded() == value ? Int64(exactly: value) : nil
    default: return nil
    }
  }

  public var doubleValue: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .real(let value): return value
    default: return nil
    }
  }

  public var textValue: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}

extension DatabaseValue: CustomStringConvertible {
  /// The value as a person reads it: text unquoted, numbers plain, null empty.
  public var description: String {
    switch self {
    case .null: return ""
    case .integer(let value): return String(value)
    case .real(let value): return String(value)
    case .text(let value): return value
    case .blob(let bytes): return "<\(bytes.count) bytes>"
    }
  }
}

extension DatabaseValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
  public init(stringLiteral value: String) { self = .text(value) }
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(nilLiteral: ()) { self = .null }
}
