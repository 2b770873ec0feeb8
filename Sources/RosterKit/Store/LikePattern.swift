/// An NSPredicate `LIKE` pattern, read once for every dialect: `*` any run of characters, `?`
/// one character, and a backslash making the next character (scalar) itself; a backslash at the
/// end stands for itself. Read by Unicode scalars, so `*` followed by a combining mark is still
/// the wildcard, as the escaping elsewhere treats it.
enum LikePattern: Equatable {
  case anyRun, anyOne, literal(Unicode.Scalar)

  static func parse(_ pattern: String) -> [LikePattern] {
    var parts: [LikePattern] = []
    var escaped = false
    for scalar in pattern.unicodeScalars {
      if escaped {
        parts.append(.literal(scalar))
        escaped = false
        continue
      }
      switch scalar {
      case "\\": escaped = true
      case "*": parts.append(.anyRun)
      case "?": parts.append(.anyOne)
      default: parts.append(.literal(scalar))
      }
    }
    if escaped { parts.append(.literal("\\")) }
    return parts
  }
}
