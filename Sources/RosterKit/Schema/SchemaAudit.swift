import Synchronization

/// What a league's database lacks, or holds otherwise, of what the schema history made there:
/// a trigger, index, table, check, policy, view or function another program dropped, disabled
/// or changed (a journal trigger dropped, and Roster's own changes would go unjournaled). The
/// model's own statements for the schema (`Model.createStatements`) are what the history makes —
/// `SchemaHistoryTests` holds them to it — so the database is compared with them.
///
/// `League` audits on opening and puts back what it can (`Finding.repair`); what it cannot, it
/// refuses to write under. `check` lists what it finds.
///
/// SQLite is compared object by object, text and all (a table by its columns and checks). On
/// PostgreSQL, whose catalogs render definitions in their own words, by name: triggers (and
/// whether enabled), indexes, named checks (and whether validated), policies, views, row
/// security, and functions by their bodies.
public enum SchemaAudit {
  /// One thing that is not as the history made it.
  public struct Finding: Sendable, Equatable, CustomStringConvertible {
    public enum State: Sendable, Equatable {
      case missing, changed, disabled, unvalidated
      /// On a table of the league, but not made by the history (a trigger another program added,
      /// which would act on Roster's writes).
      case unexpected
    }

    /// "trigger", "index", "table", "check", "policy", "view", "function", "row security".
    public let kind: String
    public let name: String
    public let table: String?
    public let state: State
    /// The statements that put it back as the history made it; none where Roster cannot (a
    /// table made otherwise, a trigger it did not make).
    public let repair: [String]

    /// "the trigger 'players_journal_update' of players".
    public var subject: String {
      (kind == "row security" ? "row security on \(name)" : "the \(kind) \(quoted(name))")
        + (table.map { " of \($0)" } ?? "")
    }

    public var description: String {
      switch state {
      case .missing: "\(subject) is missing"
      case .changed: "\(subject) is not as Roster made it"
      case .disabled: "\(subject) is turned off"
      case .unvalidated: "\(subject) is not enforced on the rows there before it"
      case .unexpected: "\(subject) was not made by Roster"
      }
    }
  }

  /// A digest of the schema's objects as the database lists them — SQLite's `sqlite_schema`, text
  /// and all; PostgreSQL's triggers (enabled or not), indexes, checks (validated or not),
  /// policies, views, row security and functions (by a digest of their bodies) — the same for
  /// every league whose schema is as the history made it, on any server version. Opening a
  /// league compares it with the model's (`Model.schemaDigests`) and audits only when they
  /// differ: the listing costs a fraction of a millisecond, the audit several.
  public static func digest(_ store: any Store) throws -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let sql: SQL =
      store.dialect.engine == .sqlite
      ? #"SELECT "type", "name", "tbl_name", coalesce("sql", '') FROM sqlite_schema ORDER BY 1, 2"#
      : SQL(postgresqlListing(bodies: "md5(p.prosrc)") + " ORDER BY 1, 2, 3")
    try store.query(sql) { row in
      for index in 0..<4 {
        for byte in row.value(at: index).description.utf8 {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        hash = (hash ^ 0x1F) &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }

  /// Everything in the database at `store` that differs from the schema of `model` at `version`.
  public static func findings(_ model: Model, version: Int, store: any Store) throws -> [Finding] {
    let expected = Expected.of(model, version: version, dialect: store.dialect)
    return store.dialect.engine == .sqlite
      ? try sqliteFindings(expected, store: store) : try postgresqlFindings(expected, store: store)
  }

  // MARK: What the history makes

  /// The schema's objects as the model's statements make them, by kind and name.
  struct Expected: Sendable {
    /// Triggers, indexes and SQLite's virtual tables: name → (table, statement).
    var objects: [String: (kind: String, table: String, statement: String)] = [:]
    /// Tables: name → their definitions (columns and constraints, whitespace collapsed).
    var tables: [String: Set<String>] = [:]
    /// Named checks: name → (table, expression).
    var checks: [String: (table: String, expression: String)] = [:]
    /// PostgreSQL's functions: name → (statement, body); policies and views: name → statement.
    var functions: [String: (statement: String, body: String)] = [:]
    var policies: [String: (table: String, statement: String)] = [:]
    var views: [String: String] = [:]
    var rowSecurity: [String] = []
    /// Statements that give functions their settings (`DO …`), run again after one is made.
    var settings: [String] = []
    /// PostgreSQL's views of the tables read through a view (`PostgreSQLDialect.visibleSchema`),
    /// and the statement that makes them.
    var visibleViews: [String] = []
    var visibleStatement: String?

    /// What each model makes, by version and engine. The model is held with it: once a model
    /// was freed, another made at its address had its identifier, and was audited against the
    /// first one's schema.
    private static let cache = Mutex<[String: (model: Model, expected: Expected)]>([:])

    static func of(_ model: Model, version: Int, dialect: any SQLDialect) -> Expected {
      let key = "\(ObjectIdentifier(model).hashValue) \(version) \(dialect.engine.rawValue)"
      if let known = cache.withLock({ $0[key]?.expected }) { return known }
      var expected = Expected()
      for statement in model.createStatements(version: version, dialect: dialect) {
        expected.add(statement)
      }
      cache.withLock { $0[key] = (model, expected) }
      return expected
    }

    private mutating func add(_ statement: String) {
      let words = statement.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true).map(
        String.init)
      func quotedName(after prefix: String) -> String? {
        guard statement.hasPrefix(prefix) else { return nil }
        return Self.firstQuoted(statement.dropFirst(prefix.count))
      }
      let table = statement.literalRange(of: " ON ").flatMap { Self.firstQuoted(statement[$0.upperBound...]) }
      if let name = quotedName(after: "CREATE TRIGGER ") ?? quotedName(after: "CREATE CONSTRAINT TRIGGER "),
        let table
      {
        objects[name] = ("trigger", table, statement)
      } else if let name = quotedName(after: "CREATE INDEX ") ?? quotedName(after: "CREATE UNIQUE INDEX "),
        let table
      {
        objects[name] = ("index", table, statement)
      } else if let name = quotedName(after: "CREATE VIRTUAL TABLE ") {
        objects[name] = ("virtual table", name, statement)
      } else if let name = quotedName(after: "CREATE TABLE ") {
        tables[name] = Set(Self.definitions(statement))
        for (check, expression) in SchemaAudit.namedChecks(in: statement) {
          checks[check] = (name, expression)
        }
      } else if let name = quotedName(after: "CREATE POLICY "), let table {
        policies[name] = (table, statement)
      } else if let name = quotedName(after: "CREATE VIEW ") {
        views[name] = statement
      } else if let name = quotedName(after: "CREATE FUNCTION ")
        ?? quotedName(after: "CREATE OR REPLACE FUNCTION "),
        let open = statement.literalRange(of: "$$"),
        let close = statement[open.upperBound...].literalRange(of: "$$")
      {
        functions[name] = (statement, String(statement[open.upperBound..<close.lowerBound]))
      } else if words.count >= 3, words[0] == "ALTER", words[1] == "TABLE",
        statement.hasSuffix(" ENABLE ROW LEVEL SECURITY"), let name = Self.firstQuoted(Substring(statement))
      {
        rowSecurity.append(name)
      } else if statement.hasPrefix("DO $$") {
        settings.append(statement)
        let made = "CREATE OR REPLACE VIEW " + SQL.quoted(PostgreSQLDialect.visibleSchema) + "."
        let views = statement.components(separatedBy: made).dropFirst().compactMap {
          Self.firstQuoted($0[...])
        }
        if !views.isEmpty { (visibleViews, visibleStatement) = (views, statement) }
      }
    }

    /// The first `"quoted"` name in `text`.
    static func firstQuoted(_ text: Substring) -> String? {
      guard let open = text.firstIndex(of: "\"") else { return nil }
      let rest = text[text.index(after: open)...]
      guard let close = rest.firstIndex(of: "\"") else { return nil }
      return String(rest[..<close])
    }

    /// A `CREATE TABLE`'s column and constraint definitions, whitespace collapsed, with what
    /// follows its list (`STRICT`): how two tables made by different statements are compared.
    static func definitions(_ sql: String) -> [String] {
      guard let open = sql.firstIndex(of: "("), let close = sql.lastIndex(of: ")") else { return [sql] }
      var items: [String] = []
      var current = ""
      var depth = 0
      var quote: Character?
      for character in sql[sql.index(after: open)..<close] {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "\"" || character == "'" {
          quote = character
        } else if character == "(" {
          depth += 1
        } else if character == ")" {
          depth -= 1
        } else if character == ",", depth == 0 {
          items.append(current)
          current = ""
          continue
        }
        current.append(character)
      }
      items += [current, "after the list:" + sql[sql.index(after: close)...]]
      return items.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }
  }

  /// The `CONSTRAINT "name" CHECK (…)` of a `CREATE TABLE`: each name and expression.
  public static func namedChecks(in text: String) -> [(String, String)] {
    var checks: [(String, String)] = []
    let scalars = Array(text.unicodeScalars)
    let marker = Array("CONSTRAINT \"".unicodeScalars)
    var index = 0
    while index + marker.count < scalars.count {
      guard Array(scalars[index..<(index + marker.count)]) == marker else {
        index += 1
        continue
      }
      var position = index + marker.count
      var name = ""
      while position < scalars.count, scalars[position] != "\"" {
        name.unicodeScalars.append(scalars[position])
        position += 1
      }
      let check = Array("\" CHECK (".unicodeScalars)
      guard position + check.count <= scalars.count,
        Array(scalars[position..<(position + check.count)]) == check
      else {
        index = position
        continue
      }
      position += check.count
      var depth = 1
      var quote: Unicode.Scalar?
      var expression = ""
      while position < scalars.count {
        let scalar = scalars[position]
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "'" || scalar == "\"" {
          quote = scalar
        } else if scalar == "(" {
          depth += 1
        } else if scalar == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        expression.unicodeScalars.append(scalar)
        position += 1
      }
      checks.append((name, expression))
      index = position
    }
    return checks
  }

  // MARK: SQLite

  private static func sqliteFindings(_ expected: Expected, store: any Store) throws -> [Finding] {
    var findings: [Finding] = []
    var actual: [String: (type: String, table: String, sql: String)] = [:]
    try store.query(
      #"SELECT "type", "name", "tbl_name", "sql" FROM sqlite_schema WHERE "name" NOT LIKE 'sqlite\_%' ESCAPE '\'"#
    ) { row in
      actual[row.value(at: 1).description] = (
        row.value(at: 0).description, row.value(at: 2).description, row.value(at: 3).textValue ?? ""
      )
    }
    for (name, object) in expected.objects.sorted(by: { $0.key < $1.key }) {
      let drop = object.kind == "index" ? "DROP INDEX IF EXISTS " : "DROP TRIGGER IF EXISTS "
      guard let found = actual[name] else {
        let repair =
          object.kind == "virtual table"
          ? [object.statement, "INSERT INTO \(SQL.quoted(name))(\(SQL.quoted(name))) VALUES ('rebuild')"]
          : [object.statement]
        findings.append(
          Finding(kind: object.kind, name: name, table: object.table, state: .missing, repair: repair))
        continue
      }
      if found.sql != object.statement {
        findings.append(
          Finding(
            kind: object.kind, name: name, table: object.table, state: .changed,
            repair: object.kind == "virtual table" ? [] : [drop + SQL.quoted(name), object.statement]))
      }
    }
    for (name, definitions) in expected.tables.sorted(by: { $0.key < $1.key }) {
      guard let found = actual[name] else {
        findings.append(Finding(kind: "table", name: name, table: nil, state: .missing, repair: []))
        continue
      }
      if Set(Expected.definitions(found.sql)) != definitions {
        findings.append(Finding(kind: "table", name: name, table: nil, state: .changed, repair: []))
      }
    }
    for (name, found) in actual.sorted(by: { $0.key < $1.key })
    where found.type == "trigger" && expected.objects[name] == nil && expected.tables[found.table] != nil {
      findings.append(
        Finding(kind: "trigger", name: name, table: found.table, state: .unexpected, repair: []))
    }
    return findings
  }

  // MARK: PostgreSQL

  /// The objects of the league's schema as PostgreSQL's catalogs have them: kind, name, table and
  /// a detail (whether enabled, validated or on; a function's body as `bodies` gives it). A
  /// function an extension made (`unaccent`) is the extension's.
  private static func postgresqlListing(bodies: String) -> String {
    // Not `current_schema()`: a reader's session has the league's views of its tables first.
    let schema = PostgreSQLDialect.leagueSchema
    return "SELECT 'trigger', t.tgname::text, c.relname::text, t.tgenabled::text FROM pg_trigger t "
      + "JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND c.relnamespace = \(schema) "
      + "UNION ALL SELECT 'index', i.relname::text, c.relname::text, '' FROM pg_index x "
      + "JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid WHERE c.relnamespace = \(schema) "
      + "UNION ALL SELECT 'check', k.conname::text, c.relname::text, k.convalidated::text FROM pg_constraint k "
      + "JOIN pg_class c ON c.oid = k.conrelid WHERE k.contype = 'c' AND c.relnamespace = \(schema) "
      + "UNION ALL SELECT 'policy', p.polname::text, c.relname::text, '' FROM pg_policy p "
      + "JOIN pg_class c ON c.oid = p.polrelid WHERE c.relnamespace = \(schema) "
      + "UNION ALL SELECT 'view', c.relname::text, '', '' FROM pg_class c WHERE c.relkind = 'v' AND c.relnamespace = \(schema) "
      + "UNION ALL SELECT 'view', n.nspname || '.' || c.relname, '', '' FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
      + "WHERE c.relkind = 'v' AND n.nspname = '\(PostgreSQLDialect.visibleSchema)' "
      + "UNION ALL SELECT 'row security', c.relname::text, '', c.relrowsecurity::text FROM pg_class c "
      + "WHERE c.relkind = 'r' AND c.relnamespace = \(schema) "
      + "UNION ALL SELECT 'function', p.proname::text, '', \(bodies) FROM pg_proc p WHERE p.pronamespace = \(schema) "
      + "AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')"
  }

  private static func postgresqlFindings(_ expected: Expected, store: any Store) throws -> [Finding] {
    let sql = postgresqlListing(bodies: "p.prosrc")
    var actual: [String: [String: (table: String, detail: String)]] = [:]
    try store.query(SQL(sql)) { row in
      actual[row.value(at: 0).description, default: [:]][row.value(at: 1).description] = (
        row.value(at: 2).description, row.value(at: 3).description
      )
    }
    var findings: [Finding] = []
    func look(_ kind: String, _ name: String, _ table: String?, missing: [String]) -> (
      table: String, detail: String
    )? {
      guard let found = actual[kind]?[name] else {
        findings.append(Finding(kind: kind, name: name, table: table, state: .missing, repair: missing))
        return nil
      }
      return found
    }
    for (name, object) in expected.objects.sorted(by: { $0.key < $1.key }) {
      guard let found = look(object.kind, name, object.table, missing: [object.statement]) else { continue }
      if object.kind == "trigger", found.detail == "D" {
        findings.append(
          Finding(
            kind: "trigger", name: name, table: object.table, state: .disabled,
            repair: ["ALTER TABLE \(SQL.quoted(object.table)) ENABLE TRIGGER \(SQL.quoted(name))"]))
      }
    }
    for (name, check) in expected.checks.sorted(by: { $0.key < $1.key }) {
      let table = SQL.quoted(check.table)
      let add = "ALTER TABLE \(table) ADD CONSTRAINT \(SQL.quoted(name)) CHECK (\(check.expression))"
      guard let found = look("check", name, check.table, missing: [add]) else { continue }
      if found.detail != "true" {
        findings.append(
          Finding(
            kind: "check", name: name, table: check.table, state: .unvalidated,
            repair: ["ALTER TABLE \(table) VALIDATE CONSTRAINT \(SQL.quoted(name))"]))
      }
    }
    for (name, policy) in expected.policies.sorted(by: { $0.key < $1.key }) {
      _ = look("policy", name, policy.table, missing: [policy.statement])
    }
    for (name, statement) in expected.views.sorted(by: { $0.key < $1.key }) {
      _ = look("view", name, nil, missing: [statement])
    }
    // The views readers read before the tables, where the league's owner may make them (else
    // readers make temporary views, and `check` says what the database's owner runs).
    let visible = expected.visibleViews.map { PostgreSQLDialect.visibleSchema + "." + $0 }
    if let made = expected.visibleStatement, let name = visible.first(where: { actual["view"]?[$0] == nil }),
      try store.scalar(
        SQL(
          "SELECT CASE WHEN to_regnamespace('\(PostgreSQLDialect.visibleSchema)') IS NOT NULL OR has_database_privilege("
            + "(SELECT c.relowner FROM pg_class c WHERE c.oid = to_regclass('roster_schema')), current_database(), 'CREATE') "
            + "THEN 1 ELSE 0 END")
      ).integerValue == 1
    {
      findings.append(Finding(kind: "view", name: name, table: nil, state: .missing, repair: [made]))
    }
    for (name, function) in expected.functions.sorted(by: { $0.key < $1.key }) {
      let replace = function.statement.replacingLiterally(
        "CREATE FUNCTION", with: "CREATE OR REPLACE FUNCTION")
      guard let found = look("function", name, nil, missing: [replace] + expected.settings) else { continue }
      if found.detail != function.body {
        findings.append(
          Finding(
            kind: "function", name: name, table: nil, state: .changed, repair: [replace] + expected.settings))
      }
    }
    for table in expected.rowSecurity.sorted() where actual["row security"]?[table]?.detail != "true" {
      findings.append(
        Finding(
          kind: "row security", name: table, table: nil, state: .disabled,
          repair: ["ALTER TABLE \(SQL.quoted(table)) ENABLE ROW LEVEL SECURITY"]))
    }
    let tables = Set(expected.objects.values.map(\.table))
    for (name, found) in (actual["trigger"] ?? [:]).sorted(by: { $0.key < $1.key })
    where expected.objects[name] == nil && tables.contains(found.table) {
      findings.append(
        Finding(kind: "trigger", name: name, table: found.table, state: .unexpected, repair: []))
    }
    return findings
  }
}
