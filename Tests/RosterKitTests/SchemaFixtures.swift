import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The committed databases of every released schema version (`Tests/Fixtures/schema`, made by
/// the releases themselves), and the schema of a database listed so two can be compared.
enum SchemaFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/schema")

  /// The released versions that have committed files.
  static let releasedVersions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
  /// A value of a release before 4 as version 4 keeps it: jersey numbers became their decimal
  /// text; every other value stays as it was.
  static func upgraded(_ value: DatabaseValue, table: String, column: String) -> DatabaseValue {
    guard table == "players", column == "number", case .integer(let number) = value else { return value }
    return .text(String(number))
  }

  /// A row of `table` (its values of `columns`) as today's version keeps it: each value as
  /// `upgraded` says, and a player's gender that is a platform's spelling (`F`, `Male`) as its
  /// word, its `version` one up (version 17, in an entry of its own: `gendersToConvert`).
  static func upgraded(_ row: [DatabaseValue], table: String, columns: [String]) -> [DatabaseValue] {
    var row = zip(columns, row).map { column, value in upgraded(value, table: table, column: column) }
    if table == "players", let gender = columns.firstIndex(of: "gender"),
      let version = columns.firstIndex(of: "version"), let word = genderWord(row[gender]),
      case .integer(let number) = row[version]
    {
      row[gender] = .text(word)
      row[version] = .integer(number + 1)
    }
    return row
  }

  /// The word version 17 makes of a stored gender, when it changes it.
  static func genderWord(_ value: DatabaseValue) -> String? {
    guard case .text(let text) = value else { return nil }
    let word = RosterSchemaHistory.version17Spellings.first { $0.spellings.contains(text.lowercased()) }?.word
    return word == text ? nil : word
  }

  /// The ids of the players of `rows` (with `columns`) whose gender version 17 changes.
  static func gendersToConvert(_ rows: [[DatabaseValue]], columns: [String]) -> [DatabaseValue] {
    guard let gender = columns.firstIndex(of: "gender") else { return [] }
    return rows.filter { genderWord($0[gender]) != nil }.map { $0[0] }
  }

  /// The history as release 3 had it: what the grown test model (`GrownModel`) starts from.
  static let release3 = Array(RosterModel.migrations.prefix(3))

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  static func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }

  /// The golden text of a migration's SQL: its statements, each ending in `;` and a blank line.
  static func goldenName(version: Int, engine: DatabaseEngine) -> String {
    "migration-\(version).\(engine.rawValue).sql"
  }

  /// A transformation in Swift shows as a comment where it runs.
  static func rendered(_ migration: Migration, _ engine: DatabaseEngine) -> String {
    let parts = migration.steps.flatMap { step -> [String] in
      switch step {
      case .sql(let sqlite, let postgresql): (engine == .sqlite ? sqlite : postgresql).map { $0 + ";\n" }
      case .transform: ["-- a data transformation in Swift\n"]
      }
    }
    return parts.joined(separator: "\n")
  }

  /// A new database of the backend under test holding the committed league of `version`: a copy
  /// of `vN.sqlite`, or a new PostgreSQL database with `vN.pg_dump.sql` loaded. `Fixture.remove`
  /// removes it.
  static func database(version: Int) throws -> String {
    let location = Fixture.newDatabase()
    if Backend.isPostgreSQL {
      // On a connection of its own: the dump empties the search path for the rest of its session.
      try PostgreSQLStore(url: location).executeScript(text("v\(version).pg_dump.sql"))
    } else {
      try FileManager.default.copyItem(at: url("v\(version).sqlite"), to: URL(fileURLWithPath: location))
    }
    return location
  }

  /// A database that ran `migrations` from nothing, as a new league does.
  static func migrated(_ migrations: [Migration]) throws -> (store: any StoreMaintenance, location: String) {
    let location = Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:"
    let store = try League.store(at: location)
    try store.migrate(migrations)
    return (store, location)
  }

  // MARK: Listing a schema

  /// Everything that makes up the schema, one line an object, in a stable order: on SQLite
  /// `sqlite_schema` as it stands (text included) and `user_version`; on PostgreSQL the
  /// catalogs' own rendering of columns, constraints, indexes, triggers, functions, sequences
  /// and extensions, and the recorded version.
  ///
  /// With `structural`, what differs only in how the same table was reached is left out: a
  /// table is its set of column and constraint definitions, whitespace collapsed (an
  /// `ALTER TABLE … ADD COLUMN` appends a column where a `CREATE TABLE` lists it in place).
  static func listing(_ store: any StoreMaintenance, structural: Bool = false) throws -> [String] {
    store.dialect.engine == .sqlite
      ? try sqliteListing(store, structural: structural)
      : try postgresqlListing(store, structural: structural)
  }

  private static func sqliteListing(_ store: any StoreMaintenance, structural: Bool) throws -> [String] {
    var lines = ["user_version \(try store.schemaVersion())"]
    for row in try store.rows("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name") {
      let (type, name, sql) = (row[0].description, row[1].description, row[3].description)
      if structural, type == "table", sql.hasPrefix("CREATE TABLE") {
        lines.append("table \(name) \(SchemaAudit.Expected.definitions(sql).sorted())")
      } else {
        lines.append("\(type) \(name) on \(row[2].description): \(sql)")
      }
    }
    return lines
  }

  /// The schema as `listing` gives it once `pg_dump`'s text of it is read back, to compare a
  /// database with one loaded from a dump (`vN.pg_dump.sql`). A dump writes each check as
  /// `pg_get_constraintdef` renders it, and reading that text back flattens what the catalog
  /// held nested (from version 9 on, the two comparisons a `BETWEEN` stands for inside an `AND`
  /// become two more of its terms); and it leaves out privileges on a table that are only its
  /// owner's, which the loaded table then has by default rather than written down. So each check
  /// is made again from its own rendering, in a transaction that is rolled back, and a table whose
  /// privileges were never written down is listed with its owner's. The same on both sides of a
  /// comparison, it finds every difference a dump can carry. On SQLite, whose files are copied
  /// as they are, the listing itself.
  static func restoredListing(_ store: any StoreMaintenance) throws -> [String] {
    guard store.dialect.engine == .postgresql else { return try listing(store) }
    struct Listed: Error { let lines: [String] }
    do {
      try store.transaction { () throws -> Void in
        let checks = try store.rows(
          SQL(
            "SELECT c.relname::text, k.conname::text, pg_get_constraintdef(k.oid) FROM pg_constraint k "
              + "JOIN pg_class c ON c.oid = k.conrelid WHERE k.connamespace = current_schema()::regnamespace "
              + "AND k.contype = 'c' ORDER BY 1, 2"))
        for check in checks {
          let (table, name) = (SQL.quoted(check[0].description), SQL.quoted(check[1].description))
          try store.executeScript(
            "ALTER TABLE \(table) DROP CONSTRAINT \(name), ADD CONSTRAINT \(name) \(check[2].description)")
        }
        throw Listed(lines: try postgresqlListing(store, structural: false, ownersByDefault: true))
      }
    } catch let listed as Listed {
      return listed.lines
    }
    return []
  }

  private static func postgresqlListing(
    _ store: any StoreMaintenance, structural: Bool, ownersByDefault: Bool = false
  ) throws -> [String] {
    let schema = "current_schema()::regnamespace"
    // A table's privileges as written down, or (`ownersByDefault`) its owner's where none were.
    let privileges =
      ownersByDefault
      ? "coalesce(c.relacl, acldefault(CASE c.relkind WHEN 'S' THEN 's'::\"char\" ELSE 'r' END, c.relowner))::text"
      : "coalesce(c.relacl::text, '')"
    let queries = [
      "SELECT 'column', table_name::text, column_name::text, data_type::text, is_nullable::text, "
        + "coalesce(column_default::text, ''), is_identity::text, coalesce(identity_generation::text, '') "
        + "FROM information_schema.columns WHERE table_schema = current_schema() "
        + "ORDER BY table_name, \(structural ? "column_name" : "ordinal_position")",
      "SELECT 'constraint', conrelid::regclass::text, conname::text, contype::text, pg_get_constraintdef(oid) "
        + "FROM pg_constraint WHERE connamespace = \(schema) ORDER BY 2, 3",
      "SELECT 'index', tablename::text, indexname::text, indexdef FROM pg_indexes "
        + "WHERE schemaname = current_schema() ORDER BY 2, 3",
      "SELECT 'trigger', tgrelid::regclass::text, tgname::text, pg_get_triggerdef(oid) FROM pg_trigger "
        + "WHERE NOT tgisinternal ORDER BY 2, 3",
      "SELECT 'function', proname::text, pg_get_function_identity_arguments(oid), "
        + "CASE WHEN prokind = 'f' THEN pg_get_functiondef(oid) ELSE prokind::text END "
        + "FROM pg_proc WHERE pronamespace = \(schema) ORDER BY 2, 3",
      "SELECT 'sequence', sequencename::text, data_type::text, start_value::text, increment_by::text, "
        + "min_value::text, max_value::text, cycle::text FROM pg_sequences "
        + "WHERE schemaname = current_schema() ORDER BY 2",
      "SELECT 'extension', extname::text FROM pg_extension ORDER BY 2",
      // What the planner is told of a column instead of what it samples (from version 8).
      "SELECT 'column options', c.relname::text, a.attname::text, a.attoptions::text FROM pg_attribute a "
        + "JOIN pg_class c ON c.oid = a.attrelid WHERE c.relnamespace = \(schema) AND a.attoptions IS NOT NULL "
        + "ORDER BY 2, 3",
      // Access (from version 6): which tables hold their rows to policies, the policies, the
      // views, and what is granted to whom, column by column.
      "SELECT 'row security', relname::text, relrowsecurity::text, relforcerowsecurity::text FROM pg_class "
        + "WHERE relnamespace = \(schema) AND relkind = 'r' ORDER BY 2",
      "SELECT 'policy', tablename::text, policyname::text, permissive::text, roles::text, cmd::text, "
        + "coalesce(qual, ''), coalesce(with_check, '') FROM pg_policies WHERE schemaname = current_schema() ORDER BY 2, 3",
      "SELECT 'view', viewname::text, definition FROM pg_views WHERE schemaname = current_schema() ORDER BY 2",
      "SELECT 'view options', relname::text, coalesce(reloptions::text, '') FROM pg_class "
        + "WHERE relnamespace = \(schema) AND relkind = 'v' ORDER BY 2",
      "SELECT 'grant', c.relname::text, \(privileges) FROM pg_class c "
        + "WHERE c.relnamespace = \(schema) AND c.relkind IN ('r', 'v', 'S') ORDER BY 2",
      "SELECT 'column grant', table_name::text, column_name::text, grantee::text, privilege_type::text "
        + "FROM information_schema.column_privileges WHERE table_schema = current_schema() AND grantee = 'PUBLIC' "
        + "ORDER BY 2, 3, 4, 5",
      // The league's views of its tables, read before them by every reader but the owner, and
      // who may make temporary objects (from version 10: the admins, not PUBLIC).
      "SELECT 'visible view', viewname::text, definition FROM pg_views WHERE schemaname = 'roster_visible' ORDER BY 2",
      "SELECT 'visible grant', c.relname::text, coalesce(c.relacl::text, '') FROM pg_class c "
        + "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'roster_visible' ORDER BY 2",
      "SELECT 'temporary', has_database_privilege('public', current_database(), 'TEMPORARY')::text",
      "SELECT 'roster_schema', version::text FROM roster_schema ORDER BY 2",
    ]
    return try queries.flatMap { query in
      try store.rows(SQL(query)).map { $0.map(\.description).joined(separator: " | ") }
    }
  }

  // MARK: Rows

  /// The columns of `table`, in order.
  static func columns(_ store: any StoreMaintenance, _ table: String) throws -> [String] {
    let sqlite: SQL = "SELECT name FROM pragma_table_info(\(bind: .text(table))) ORDER BY cid"
    let postgresql: SQL =
      "SELECT column_name::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = \(bind: .text(table)) ORDER BY ordinal_position"
    return try store.rows(store.dialect.engine == .sqlite ? sqlite : postgresql).map { $0[0].description }
  }

  /// Every row of `table` by id, with the values of `columns`.
  static func rows(_ store: any StoreMaintenance, _ table: String, _ columns: [String]) throws
    -> [[DatabaseValue]]
  {
    try store.rows(
      "SELECT " + SQL.joined(columns.map(SQL.identifier), separator: ", ")
        + " FROM \(ident: table) ORDER BY \"id\"")
  }
}
