/// JSON text for values, the same everywhere Roster writes JSON (strings: `JSONText.string`,
/// in the store layer, which binds long lists as JSON).
extension JSONText {
  /// Numbers plain (decimals with `decimals` places), text quoted, nothing as null.
  public static func value(_ value: DatabaseValue, decimals: Int = 1) -> String {
    switch value {
    case .null, .blob: return "null"
    case .integer(let number): return String(number)
    case .real(let number): return number.isFinite ? NumberText.fixed(number, decimals) : "null"
    case .text(let text): return string(text)
    }
  }

  /// `{"key": value, …}` with keys in the order given.
  public static func object(_ pairs: [(String, DatabaseValue)], decimals: Int = 1) -> String {
    "{" + pairs.map { string($0.0) + ": " + value($0.1, decimals: decimals) }.joined(separator: ", ") + "}"
  }
}
