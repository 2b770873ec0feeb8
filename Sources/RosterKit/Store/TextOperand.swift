/// The right-hand side of a text operator: constant text, or SQL (a column, a folded column, or a
/// bound value when the constant is on the left).
public enum TextOperand: Sendable {
  case text(String)
  case expression(SQL)
}
