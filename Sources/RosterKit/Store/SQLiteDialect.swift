import FoundationEssentials

/// SQLite's dialect: `?` placeholders, `GLOB` for patterns, and the functions `roster_fold` and
/// `regexp` that `SQLiteStore` registers on every connection.
public struct SQLiteDialect: SQLDialect {
  public init() {}

  public func placeholder(_ index: Int) -> String { "?" }

  public func fold(_ expression: SQL, _ options: TextFolding.Options) -> SQL {
    "roster_fold(\(expression), \(bind: .integer(Int64(options.rawValue))))"
  }

  public func hasPrefix(_ expression: SQL, _ prefix: TextOperand) -> SQL {
    switch prefix {
    case .text(let text): "\(expression) GLOB \(bind: .text(Self.globEscaped(text) + "*"))"
    case .expression(let other): "substr(\(expression), 1, length(\(other))) = \(other)"
    }
  }

  public func hasSuffix(_ expression: SQL, _ suffix: TextOperand) -> SQL {
    switch suffix {
    case .text(let text): "\(expression) GLOB \(bind: .text("*" + Self.globEscaped(text)))"
    case .expression(let other): "substr(\(expression), -length(\(other))) = \(other)"
    }
  }

  public func contains(_ expression: SQL, _ infix: TextOperand) -> SQL {
    switch infix {
    case .text(let text): "instr(\(expression), \(bind: .text(text))) > 0"
    case .expression(let other): "instr(\(expression), \(other)) > 0"
    }
  }

  /// A constant pattern becomes a GLOB pattern here; one from a column, in SQL (`roster_glob`).
  public func like(_ expression: SQL, _ pattern: TextOperand) -> SQL {
    switch pattern {
    case .text(let text): "\(expression) GLOB \(bind: .text(Self.glob(fromLike: text)))"
    case .expression(let other): "\(expression) GLOB roster_glob(\(other))"
    }
  }

  public func matches(_ expression: SQL, _ pattern: String, caseInsensitive: Bool) -> SQL {
    "\(expression) REGEXP \(bind: .text(caseInsensitive ? SQLFunctions.caseInsensitive + pattern : pattern))"
  }

  public func typed(_ value: DatabaseValue) -> SQL { .value(value) }

  public var matchesBound: (set: String, reset: String)? { nil }

  /// The values as one JSON array, read back by `json_each`.
  public func isIn(_ expression: SQL, _ values: [DatabaseValue]) -> SQL {
    "\(expression) IN (SELECT value FROM json_each(\(bind: .text(Self.jsonArray(values)))))"
  }

  public func isIn(_ expression: SQL, ids: [Int64]) -> SQL {
    isIn(expression, ids.map(DatabaseValue.integer))
  }

  public func jsonElements(_ array: SQL) -> SQL { "json_each(" + array + ")" }

  /// Set outside the transaction: SQLite reads it as the transaction begins.
  public var largeTransaction: (before: [String], after: [String]) {
    (["PRAGMA cache_spill = OFF"], ["PRAGMA cache_spill = ON"])
  }

  /// Values as a JSON array for `json_each`/`jsonb_array_elements`: numbers plain (all digits
  /// kept, unlike a report's), text quoted, anything else null.
  static func jsonArray(_ values: [DatabaseValue]) -> String {
    "[" + values.map(json).joined(separator: ",") + "]"
  }

  /// One value as JSON, as `jsonArray` writes it.
  static func json(_ value: DatabaseValue) -> String {
    switch value {
    case .null, .blob: "null"
    case .integer(let number): String(number)
    case .real(let number): number.isFinite ? "\(number)" : "null"
    case .text(let text): JSONText.string(text)
    }
  }

  public func commaList(_ expression: SQL) -> SQL { "group_concat(\(expression), ',')" }

  public var noLimit: String { "-1" }

  public var stepsQueriesTogether: Bool { true }

  public var rebuildsIndexesForBulkLoads: Bool { true }

  public func isDistinct(_ expression: SQL, _ other: SQL) -> SQL {
    "\(expression) IS NOT \(other)"
  }

  public func insertedKey(_ column: String) -> SQL { SQL() }

  public func isNotDistinct(_ expression: SQL, _ other: SQL) -> SQL {
    "\(expression) IS \(other)"
  }

  // MARK: Schema

  public var engine: DatabaseEngine { .sqlite }
  /// SQLite's own advice for changing a table (https://sqlite.org/lang_altertable.html#otheralter):
  /// foreign keys off outside the transaction, `foreign_key_check` before it commits.
  public var migrationForeignKeys: (disable: String, enable: String, broken: String)? {
    ("PRAGMA foreign_keys = OFF", "PRAGMA foreign_keys = ON", "SELECT * FROM pragma_foreign_key_check")
  }
  public func columnType(_ type: ColumnType) -> String { type == .text ? "TEXT" : "INTEGER" }
  public var primaryKey: String { "\"id\" INTEGER PRIMARY KEY" }
  public var tableOptions: String { " STRICT" }
  public var schemaPreamble: [String] { [] }
  public func tableStatements(_ table: String) -> [String] { [] }
  /// An INTEGER PRIMARY KEY takes the largest id plus one by itself.
  public func identityResetStatements(_ table: String) -> [String] { [] }
  public func statisticsStatements(_ tables: [String]) -> [String] { [] }

  // MARK: Word search

  /// An FTS5 table over the folded column (word tokens, accents removed again by the tokenizer,
  /// no positions: only word-prefix queries are asked of it) and the triggers that keep it in
  /// step with the table, whatever writes to it.
  public func searchIndexStatements(_ search: SearchIndexNames) -> [String] {
    let (table, column, index) = (
      SQL.quoted(search.table), SQL.quoted(search.column), SQL.quoted(search.index)
    )
    let remove =
      "INSERT INTO \(index)(\(index), rowid, \(column)) VALUES ('delete', old.\"id\", old.\(column));"
    return [
      "CREATE VIRTUAL TABLE \(index) USING fts5(\(column), content='\(search.table)', content_rowid='id', "
        + "tokenize='unicode61 remove_diacritics 2', detail=none)",
      "INSERT INTO \(index)(\(index)) VALUES ('rebuild')",
      searchBulkLoad(search)!.create,
      "CREATE TRIGGER \(SQL.quoted(search.index + "_delete")) AFTER DELETE ON \(table) BEGIN \(remove) END",
      "CREATE TRIGGER \(SQL.quoted(search.index + "_update")) AFTER UPDATE OF \(column) ON \(table) BEGIN \(remove) "
        + "INSERT INTO \(index)(rowid, \(column)) VALUES (new.\"id\", new.\(column)); END",
    ]
  }

  /// FTS5 flushes its pending terms at the end of every statement, so a per-row trigger costs
  /// 30 s per million imported rows; one INSERT … SELECT at the end costs 2 s.
  public func searchBulkLoad(_ search: SearchIndexNames) -> (
    trigger: String, create: String, fill: @Sendable (_ above: Int64) -> SQL
  )? {
    let (table, column, index) = (
      SQL.quoted(search.table), SQL.quoted(search.column), SQL.quoted(search.index)
    )
    let trigger = search.index + "_insert"
    let fill = "INSERT INTO \(index)(rowid, \(column)) SELECT \"id\", \(column) FROM \(table) WHERE \"id\" > "
    return (
      trigger,
      "CREATE TRIGGER \(SQL.quoted(trigger)) AFTER INSERT ON \(table) BEGIN "
        + "INSERT INTO \(index)(rowid, \(column)) VALUES (new.\"id\", new.\(column)); END",
      { above in SQL(fill) + .value(.integer(above)) }
    )
  }

  public func searchRowIDs(_ search: SearchIndexNames, words: [String]) -> SQL {
    "SELECT rowid FROM \(ident: search.index) WHERE \(ident: search.index) MATCH \(bind: .text(Self.searchQuery(words)))"
  }

  public func checkSearchIndex(_ search: SearchIndexNames) -> SQL? {
    "INSERT INTO \(ident: search.index)(\(ident: search.index), rank) VALUES ('integrity-check', 1)"
  }

  /// An FTS5 query: each word quoted (so nothing in it is query syntax), the last one a prefix.
  static func searchQuery(_ words: [String]) -> String {
    words.enumerated().map { "\"\($1)\"" + ($0 == words.count - 1 ? "*" : "") }.joined(separator: " ")
  }

  /// Escapes GLOB's special characters so `text` matches only itself.
  static func globEscaped(_ text: String) -> String {
    text.escapingScalars {
      switch $0 {
      case "*": "[*]"
      case "?": "[?]"
      case "[": "[[]"
      default: nil
      }
    }
  }

  /// An NSPredicate LIKE pattern as a GLOB pattern.
  static func glob(fromLike pattern: String) -> String {
    LikePattern.parse(pattern).map { part in
      switch part {
      case .anyRun: "*"
      case .anyOne: "?"
      case .literal(let scalar): globEscaped(String(scalar))
      }
    }.joined()
  }
}
