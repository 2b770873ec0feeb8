/// PostgreSQL's dialect: `$n` placeholders, `lower`/`unaccent` for folding, `~` for regular
/// expressions, identity columns, and a GIN index over `to_tsvector` for word search.
///
/// Folded copies of names (`name_fold`) are computed by Roster in Swift on both engines, so
/// `==[cd]` on a name and the word search match exactly alike; `lower`/`unaccent` serve only the
/// `[c]`/`[d]` comparisons on other text.
public struct PostgreSQLDialect: SQLDialect {
  public init() {}

  public func placeholder(_ index: Int) -> String { "$\(index)" }

  public func fold(_ expression: SQL, _ options: TextFolding.Options) -> SQL {
    var folded = expression
    if options.contains(.diacriticInsensitive) { folded = "unaccent(\(folded))" }
    if options.contains(.caseInsensitive) { folded = "lower(\(folded))" }
    return folded
  }

  public func hasPrefix(_ expression: SQL, _ prefix: TextOperand) -> SQL {
    "starts_with(\(expression), \(operand(prefix)))"
  }

  /// `right` counts characters as PostgreSQL does, by Unicode scalars.
  public func hasSuffix(_ expression: SQL, _ suffix: TextOperand) -> SQL {
    switch suffix {
    case .text(let text):
      "right(\(expression), \(bind: .integer(Int64(text.unicodeScalars.count)))) = \(bind: .text(text))"
    case .expression(let other): "right(\(expression), length(\(other))) = \(other)"
    }
  }

  public func contains(_ expression: SQL, _ infix: TextOperand) -> SQL {
    "strpos(\(expression), \(operand(infix))) > 0"
  }

  /// LIKE with PostgreSQL's own wildcards (`%`, `_`), the pattern's other characters escaped;
  /// a pattern from a column is translated in SQL the same way (`likePattern`).
  public func like(_ expression: SQL, _ pattern: TextOperand) -> SQL {
    switch pattern {
    case .text(let text):
      let translated = LikePattern.parse(text).map { part in
        switch part {
        case .anyRun: "%"
        case .anyOne: "_"
        case .literal(let scalar):
          "%_\\".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : String(scalar)
        }
      }.joined()
      return "\(expression) LIKE \(bind: .text(translated)) ESCAPE '\\'"
    case .expression(let other):
      return "\(expression) LIKE \(Self.likePattern(other)) ESCAPE '\\'"
    }
  }

  /// An NSPredicate LIKE pattern computed by SQL, as a LIKE pattern: the steps of `LikePattern`
  /// with replace(). Control characters mark the pieces on the way (stored text never holds
  /// one): 1 a literal backslash, 2 "the next character is itself", 3 and 4 a literal * and ?.
  static func likePattern(_ pattern: SQL) -> SQL {
    var sql: SQL = "replace(\(pattern), '\\\\', chr(1))"  // a pair of backslashes is one backslash
    sql = "regexp_replace(\(sql), '\\\\(.)', chr(2) || '\\1', 'g')"  // \x: x itself
    sql = "replace(\(sql), '\\', chr(1))"  // a backslash at the end stands for itself
    sql = "replace(replace(\(sql), '%', '\\%'), '_', '\\_')"
    sql = "replace(replace(\(sql), chr(2) || '*', chr(3)), chr(2) || '?', chr(4))"
    sql = "replace(replace(\(sql), '*', '%'), '?', '_')"
    sql = "replace(replace(replace(\(sql), chr(3), '*'), chr(4), '?'), chr(2), '')"
    return "replace(\(sql), chr(1), '\\\\')"
  }

  /// The whole value must match, as NSPredicate's MATCHES asks.
  public func matches(_ expression: SQL, _ pattern: String, caseInsensitive: Bool) -> SQL {
    "\(expression) \(SQL(caseInsensitive ? "~*" : "~")) \(bind: .text("^(?:" + pattern + ")$"))"
  }

  /// Reals and text as what they are: a parameter's type is otherwise inferred from the other
  /// side (`"age" < $1` would read 23.5 as a bigint, `strpos($1, …)` would not know its type).
  public func typed(_ value: DatabaseValue) -> SQL {
    switch value {
    case .real: "CAST(\(bind: value) AS double precision)"
    case .text: "CAST(\(bind: value) AS text)"
    case .integer: "CAST(\(bind: value) AS bigint)"
    case .null, .blob: .value(value)
    }
  }

  /// A statement with MATCHES may run this long (PostgreSQL's regular expressions have no limit
  /// of their own on back references: `(a*)(a*)(a*)(a*)\4\3\2\1ab` takes half a second a row).
  public var matchesBound: (set: String, reset: String)? {
    ("SET statement_timeout = '\(Self.matchesTimeout)'", "RESET statement_timeout")
  }

  /// How long a statement with MATCHES may run; a real pattern over a million players takes a
  /// few seconds at most.
  static let matchesTimeout = "20s"

  private func operand(_ operand: TextOperand) -> SQL {
    switch operand {
    case .text(let text): "\(bind: .text(text))"
    case .expression(let other): other
    }
  }

  /// The values as one JSON array; each side compared as JSON, so numbers meet numbers and text text.
  public func isIn(_ expression: SQL, _ values: [DatabaseValue]) -> SQL {
    "to_jsonb(\(expression)) IN (SELECT jsonb_array_elements(\(bind: .text(SQLiteDialect.jsonArray(values)))::jsonb))"
  }

  public func isIn(_ expression: SQL, ids: [Int64]) -> SQL {
    let array = "{" + ids.map(String.init).joined(separator: ",") + "}"
    return "\(expression) = ANY(\(bind: .text(array))::bigint[])"
  }

  public func jsonElements(_ array: SQL) -> SQL { "jsonb_array_elements(" + array + "::jsonb)" }

  public var largeTransaction: (before: [String], after: [String]) { ([], []) }

  public func commaList(_ expression: SQL) -> SQL { "string_agg(CAST(\(expression) AS text), ',')" }

  public var noLimit: String { "ALL" }

  public var stepsQueriesTogether: Bool { false }

  public var rebuildsIndexesForBulkLoads: Bool { false }

  public func isDistinct(_ expression: SQL, _ other: SQL) -> SQL {
    "\(expression) IS DISTINCT FROM \(other)"
  }

  public func insertedKey(_ column: String) -> SQL { " RETURNING " + .identifier(column) }

  public func isNotDistinct(_ expression: SQL, _ other: SQL) -> SQL {
    "\(expression) IS NOT DISTINCT FROM \(other)"
  }

  // MARK: Schema

  public var engine: DatabaseEngine { .postgresql }
  /// `ALTER TABLE` changes a table in place, with its foreign keys enforced throughout.
  public var migrationForeignKeys: (disable: String, enable: String, broken: String)? { nil }
  public func columnType(_ type: ColumnType) -> String { type == .text ? "text" : "bigint" }
  public var primaryKey: String { "\"id\" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY" }
  public var tableOptions: String { "" }

  /// `unaccent` for `[d]`, and the sequence every committed change advances (`dataVersion`).
  public var schemaPreamble: [String] {
    [
      "CREATE EXTENSION IF NOT EXISTS unaccent",
      "CREATE SEQUENCE IF NOT EXISTS \"roster_data_version\"",
      """
      CREATE OR REPLACE FUNCTION "roster_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('roster_data_version'); RETURN NULL; END $$
      """,
    ]
  }

  public func statisticsStatements(_ tables: [String]) -> [String] {
    tables.isEmpty ? [] : ["ANALYZE " + tables.map(SQL.quoted).joined(separator: ", ")]
  }

  public func identityResetStatements(_ table: String) -> [String] {
    let name = SQL.quoted(table)
    return [
      "SELECT setval(pg_get_serial_sequence('\(name)', 'id'), coalesce(max(\"id\"), 0) + 1, false) FROM \(name)"
    ]
  }

  public func tableStatements(_ table: String) -> [String] {
    [
      "CREATE TRIGGER \(SQL.quoted(table + "_changed")) AFTER INSERT OR UPDATE OR DELETE ON \(SQL.quoted(table)) "
        + "FOR EACH STATEMENT EXECUTE FUNCTION \"roster_data_changed\"()"
    ]
  }

  // MARK: Word search

  /// A GIN index over the words of the folded column: PostgreSQL keeps it in step itself.
  public func searchIndexStatements(_ search: SearchIndexNames) -> [String] {
    [
      "CREATE INDEX \(SQL.quoted(search.index)) ON \(SQL.quoted(search.table)) USING gin "
        + "(to_tsvector('simple', \(SQL.quoted(search.column))))"
    ]
  }

  public func searchBulkLoad(_ search: SearchIndexNames) -> (
    trigger: String, create: String, fill: @Sendable (_ above: Int64) -> SQL
  )? { nil }

  /// Each word quoted as a lexeme (so nothing in it is query syntax), the last one a prefix.
  public func searchRowIDs(_ search: SearchIndexNames, words: [String]) -> SQL {
    let query = words.enumerated().map { index, word in
      "'" + word.replacingLiterally("'", with: "''").replacingLiterally("\\", with: "\\\\") + "'"
        + (index == words.count - 1 ? ":*" : "")
    }.joined(separator: " & ")
    return
      "SELECT \(ident: "id") FROM \(ident: search.table) WHERE to_tsvector('simple', \(ident: search.column)) "
      + "@@ to_tsquery('simple', \(bind: .text(query)))"
  }

  public func checkSearchIndex(_ search: SearchIndexNames) -> SQL? { nil }

}
