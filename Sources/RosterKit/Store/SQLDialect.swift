/// What differs in SQL between database engines.
///
/// The predicate compiler asks the dialect for these pieces, so it never writes engine-specific
/// SQL itself.
public protocol SQLDialect: Sendable {
  /// The placeholder for the n-th bound value (1-based): `?` or `$n`.
  func placeholder(_ index: Int) -> String
  /// `expression` folded as `TextFolding` folds it in Swift.
  func fold(_ expression: SQL, _ options: TextFolding.Options) -> SQL
  /// `expression` starts with the literal `prefix` (already folded when needed).
  func hasPrefix(_ expression: SQL, _ prefix: String) -> SQL
  /// `expression` ends with the literal `suffix`.
  func hasSuffix(_ expression: SQL, _ suffix: String) -> SQL
  /// `expression` contains the literal `infix`.
  func contains(_ expression: SQL, _ infix: String) -> SQL
  /// `expression` matches an NSPredicate `LIKE` pattern (`*` any run, `?` one character).
  func like(_ expression: SQL, _ pattern: String) -> SQL
  /// The whole of `expression` matches the regular expression `pattern`.
  func matches(_ expression: SQL, _ pattern: String, caseInsensitive: Bool) -> SQL
  /// `expression IN (values…)` for a long list, bound as one value rather than one per item, so
  /// a 100,000-value list stays within every engine's limit on bound values.
  func isIn(_ expression: SQL, _ values: [DatabaseValue]) -> SQL
  /// `expression IS NOT value`, true when they differ, nulls included.
  func isDistinct(_ expression: SQL, _ other: SQL) -> SQL
  /// A `SELECT` of the row ids whose text in the full-text index `index` has every one of
  /// `words` (folded): whole words, but the last one may be unfinished, as a search box reads
  /// what is being typed.
  func searchRowIDs(in index: String, words: [String]) -> SQL
  /// A statement that fails when the full-text index `index` no longer matches its table.
  func checkSearchIndex(_ index: String) -> SQL
}

/// SQLite's dialect: `?` placeholders, `GLOB` for patterns, and the functions `roster_fold` and
/// `regexp` that `SQLiteStore` registers on every connection.
public struct SQLiteDialect: SQLDialect {
  public init() {}

  public func placeholder(_ index: Int) -> String { "?" }

  public func fold(_ expression: SQL, _ options: TextFolding.Options) -> SQL {
    "roster_fold(\(expression), \(bind: .integer(Int64(options.rawValue))))"
  }

  public func hasPrefix(_ expression: SQL, _ prefix: String) -> SQL {
    "\(expression) GLOB \(bind: .text(Self.globEscaped(prefix) + "*"))"
  }

  public func hasSuffix(_ expression: SQL, _ suffix: String) -> SQL {
    "\(expression) GLOB \(bind: .text("*" + Self.globEscaped(suffix)))"
  }

  public func contains(_ expression: SQL, _ infix: String) -> SQL {
    "instr(\(expression), \(bind: .text(infix))) > 0"
  }

  public func like(_ expression: SQL, _ pattern: String) -> SQL {
    "\(expression) GLOB \(bind: .text(Self.glob(fromLike: pattern)))"
  }

  public func matches(_ expression: SQL, _ pattern: String, caseInsensitive: Bool) -> SQL {
    "\(expression) REGEXP \(bind: .text(caseInsensitive ? "(?i)" + pattern : pattern))"
  }

  /// The values as one JSON array, read back by `json_each`.
  public func isIn(_ expression: SQL, _ values: [DatabaseValue]) -> SQL {
    "\(expression) IN (SELECT value FROM json_each(\(bind: .text(Self.jsonArray(values)))))"
  }

  static func jsonArray(_ values: [DatabaseValue]) -> String {
    var json = "["
    for (index, value) in values.enumerated() {
      if index > 0 { json += "," }
      switch value {
      case .null, .blob: json += "null"
      case .integer(let number): json += String(number)
      case .real(let number): json += number.isFinite ? "\(number)" : "null"
      case .text(let text):
        json += "\""
        for scalar in text.unicodeScalars {
          switch scalar {
          case "\"": json += "\\\""
          case "\\": json += "\\\\"
          case _ where scalar.value < 0x20:
            json += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
          default: json.unicodeScalars.append(scalar)
          }
        }
        json += "\""
      }
    }
    return json + "]"
  }

  public func isDistinct(_ expression: SQL, _ other: SQL) -> SQL {
    "\(expression) IS NOT \(other)"
  }

  public func searchRowIDs(in index: String, words: [String]) -> SQL {
    "SELECT rowid FROM \(ident: index) WHERE \(ident: index) MATCH \(bind: .text(Self.searchQuery(words)))"
  }

  public func checkSearchIndex(_ index: String) -> SQL {
    "INSERT INTO \(ident: index)(\(ident: index), rank) VALUES ('integrity-check', 1)"
  }

  /// An FTS5 query: each word quoted (so nothing in it is query syntax), the last one a prefix.
  static func searchQuery(_ words: [String]) -> String {
    words.enumerated().map { "\"\($1)\"" + ($0 == words.count - 1 ? "*" : "") }.joined(separator: " ")
  }

  /// Escapes GLOB's special characters so `text` matches only itself.
  static func globEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "*": result += "[*]"
      case "?": result += "[?]"
      case "[": result += "[[]"
      default: result.append(character)
      }
    }
    return result
  }

  /// Turns an NSPredicate LIKE pattern (`*`, `?`, backslash escapes) into a GLOB pattern.
  static func glob(fromLike pattern: String) -> String {
    var result = ""
    var escaped = false
    for character in pattern {
      if escaped {
        result += globEscaped(String(character))
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = true
      case "*", "?": result.append(character)
      case "[": result += "[[]"
      default: result.append(character)
      }
    }
    if escaped { result += "\\" }
    return result
  }
}
