/// A piece of SQL: text segments and the values bound into them, kept apart until the last moment.
///
/// Values never become SQL text; they are rendered as placeholders (`?` for SQLite, `$1` for
/// PostgreSQL) and bound. Identifiers come from the model and are quoted with `\(ident:)`.
///
///     let sql: SQL = "SELECT \(ident: "name") FROM \(ident: "teams") WHERE \(ident: "id") = \(bind: 7)"
///     try store.query(sql) { row in … }  // the store renders `… WHERE "id" = ?` and binds 7
///
/// Callers hand `SQL` values to the store; only a store renders them, in its own placeholders.
public struct SQL: Hashable, Sendable {
  /// The text, with a NUL where each bound value goes (SQL written here never contains NUL).
  private var text = ""
  /// The bound values, in order.
  public private(set) var bindings: [DatabaseValue] = []

  private static let marker: Character = "\u{0}"

  public init() {}

  /// Raw SQL text. Only for text written in this code base, never for input.
  public init(_ text: String) {
    self.text = text
  }

  /// A single bound value.
  public static func value(_ value: DatabaseValue) -> SQL {
    var sql = SQL()
    sql.text = String(marker)
    sql.bindings = [value]
    return sql
  }

  /// A quoted identifier (`"name"`), doubling any quote inside it.
  public static func identifier(_ name: String) -> SQL { SQL(quoted(name)) }

  /// The text of a quoted identifier, for DDL and statements built as text.
  public static func quoted(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + name + "\"" }
    return "\"" + name.escapingScalars { $0 == "\"" ? "\"\"" : nil } + "\""
  }

  public var isEmpty: Bool { text.isEmpty }

  public mutating func append(_ other: SQL) {
    text += other.text
    bindings += other.bindings
  }

  public static func + (lhs: SQL, rhs: SQL) -> SQL {
    var result = lhs
    result.append(rhs)
    return result
  }

  /// Joins fragments with a separator, like `Array.joined(separator:)`.
  public static func joined<S: Sequence>(_ parts: S, separator: String) -> SQL where S.Element == SQL {
    var result = SQL()
    for (index, part) in parts.enumerated() {
      if index > 0 { result.text += separator }
      result.append(part)
    }
    return result
  }

  /// The text with a NUL where each value goes: what a store keys its statement cache by, since
  /// it names the statement whatever the values (and needs no rendering to look up).
  var template: String { text }

  /// The SQL text with one placeholder per binding, and the bindings in order. Only stores call
  /// this (and tests, to see the exact SQL), each with its own placeholders.
  /// - Parameter placeholder: the placeholder for the n-th binding (1-based).
  func rendered(placeholder: (Int) -> String = { _ in "?" }) -> (
    sql: String, bindings: [DatabaseValue]
  ) {
    guard !bindings.isEmpty else { return (text, []) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + bindings.count * 2)
    var count = 0
    for byte in text.utf8 {
      if byte == 0 {
        count += 1
        bytes.append(contentsOf: placeholder(count).utf8)
      } else {
        bytes.append(byte)
      }
    }
    return (String(decoding: bytes, as: UTF8.self), bindings)
  }
}

extension SQL: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) { self.init(value) }

  public struct StringInterpolation: StringInterpolationProtocol {
    var sql = SQL()
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { sql.append(SQL(literal)) }
    public mutating func appendInterpolation(_ fragment: SQL) { sql.append(fragment) }
    public mutating func appendInterpolation(bind value: DatabaseValue) { sql.append(.value(value)) }
    public mutating func appendInterpolation(ident name: String) { sql.append(.identifier(name)) }
  }

  public init(stringInterpolation: StringInterpolation) { self = stringInterpolation.sql }
}

extension SQL: CustomStringConvertible {
  public var description: String { rendered().sql }
}
