/// A piece of SQL: text segments and the values bound into them, kept apart until the last moment.
///
/// Values never become SQL text; they are rendered as placeholders (`?` for SQLite, `$1` for
/// PostgreSQL) and bound. Identifiers come from the model and are quoted with `\(ident:)`.
///
///     let sql: SQL = "SELECT \(ident: "name") FROM \(ident: "teams") WHERE \(ident: "id") = \(bind: 7)"
///     sql.rendered()  // ("SELECT \"name\" FROM \"teams\" WHERE \"id\" = ?", [.integer(7)])
public struct SQL: Hashable, Sendable {
  enum Piece: Hashable, Sendable {
    case text(String)
    case binding(DatabaseValue)
  }

  private(set) var pieces: [Piece] = []

  public init() {}

  /// Raw SQL text. Only for text written in this code base, never for input.
  public init(_ text: String) {
    if !text.isEmpty { pieces = [.text(text)] }
  }

  /// A single bound value.
  public static func value(_ value: DatabaseValue) -> SQL {
    var sql = SQL()
    sql.pieces = [.binding(value)]
    return sql
  }

  /// A quoted identifier (`"name"`), doubling any quote inside it.
  public static func identifier(_ name: String) -> SQL {
    SQL("\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
  }

  public var isEmpty: Bool { pieces.isEmpty }

  public mutating func append(_ other: SQL) {
    for piece in other.pieces {
      if case .text(let text) = piece, case .text(let last)? = pieces.last {
        pieces[pieces.count - 1] = .text(last + text)
      } else {
        pieces.append(piece)
      }
    }
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
      if index > 0 { result.append(SQL(separator)) }
      result.append(part)
    }
    return result
  }

  /// The bound values in order.
  public var bindings: [DatabaseValue] {
    pieces.compactMap { if case .binding(let value) = $0 { return value } else { return nil } }
  }

  /// The SQL text with one placeholder per binding, and the bindings in order.
  /// - Parameter placeholder: the placeholder for the n-th binding (1-based).
  public func rendered(placeholder: (Int) -> String = { _ in "?" }) -> (
    sql: String, bindings: [DatabaseValue]
  ) {
    var text = ""
    var values: [DatabaseValue] = []
    for piece in pieces {
      switch piece {
      case .text(let segment): text += segment
      case .binding(let value):
        values.append(value)
        text += placeholder(values.count)
      }
    }
    return (text, values)
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
