/// Words for sentences about several things.
public enum Prose {
  /// "a", "a and b", "a, b and c" (or with `or`).
  public static func list(_ items: [String], _ conjunction: String = "and") -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
  }

  /// "a" or "an", as `word` starts: "a team", "an ids file".
  public static func article(_ word: String) -> String { "aeiou".contains(word.first ?? "x") ? "an" : "a" }
}
