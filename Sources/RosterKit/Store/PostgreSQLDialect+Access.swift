/// Access on PostgreSQL, enforced by the server for every client (`psql` as much as Roster):
///
/// - `roster_access` says which roles are admins, managers of which units (the rows of the table
///   the model's `AccessScheme` names, whose names come down as `AccessNames`: Roster's teams),
///   or viewers; a login
///   has the access of every role it is a member of (`pg_has_role`), and the database's owner is
///   an admin. Roster creates no roles: the office's own are granted access.
/// - Every table has row-level security, and every rule is checked on the row as it was and as
///   it will be, before it is written: an update or delete sees only the rows the writer holds
///   (`USING`), and a written row the writer would not hold is refused with its sentence
///   (`WITH CHECK`: "you manage Harbor Hawks, not Lakeside Lynx"). So nothing that runs inside a
///   statement — a function in its `RETURNING`, its `WHERE` or a CTE — ever sees a row moved out
///   of another's hold. Roster words the refusal of a row the writer does not hold itself
///   (`PostgreSQLStore.requireWritable`); `psql` changes none of them.
/// - Anyone with access reads; only admins and managers may write or lock a table (their roles
///   are granted the privileges when they are granted access, `roster_grant_privileges`), so a
///   viewer or a login without access cannot hold a lock that keeps others out.
/// - A row read by the managers of the units it reaches (`AccessRule.Readers.reached`: a
///   guardian, through its links to players) is read through a definer function per table
///   (`PostgreSQLDialect+AccessReach`); a link is made between rows its writer reads only.
/// - A hidden column (a birthdate) is not granted to anyone: it is read through the table's view,
///   which shows it for the rows the reader holds and empty otherwise.
/// - The functions that decide are `SECURITY DEFINER` with the league's schema as their search
///   path (`pg_temp` last), so no session can put a table of its own in their way, and no role
///   but the schema's owner may create objects in that schema, where a function of a more
///   specific type would win the call; the journal's triggers run as the owner too, so every
///   change is journaled whoever makes it (`PostgreSQLDialect+JournalAccess`).
extension PostgreSQLDialect {
  /// The detail of every refusal by the access rules, by which the store knows one
  /// (`StoreError.Kind.refused`).
  static let accessDetail = "the league's access rules (roster access lists them)"

  /// `accessDetail` as an SQL literal.
  static var accessDetailLiteral: String {
    "'" + accessDetail.replacingLiterally("'", with: "''") + "'"
  }

  public func accessKeyIndexes(_ names: AccessNames) -> [String] {
    [
      #"CREATE INDEX "# + SQL.quoted(names.grantIndex) + #" ON "roster_access"("#
        + SQL.quoted(names.grantColumn) + ")"
    ]
  }

  public func accessStatements(_ tables: [AccessTable], names: AccessNames) -> [String] {
    let parent = Self.settledParent(tables, names: names)
    var statements = Self.decidingFunctions(names, settled: parent)
    let kind = #"(SELECT "roster_access_kind"())"#
    let admin = kind + " = 'admin'"
    for table in tables {
      statements += policies(
        table, kind: kind, admin: admin, names: names, settled: parent.table, rules: tables.map(\.rule))
    }
    statements += Self.grantStatements(tables)
    statements += journalAccessStatements(admin: admin, kind: kind)
    // The deciding functions and the triggers run as the owner, in the league's schema only.
    statements += [
      Self.definerSettings(names),
      // Nobody but the owner creates objects where the deciding functions look (PostgreSQL 15
      // no longer lets PUBLIC; an older server or schema may): a function of the same name and
      // a more specific type there would be called by them, as the owner.
      #"""
      DO $$
      BEGIN
        IF has_schema_privilege('public', current_schema(), 'CREATE') THEN
          EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM PUBLIC', current_schema());
        END IF;
      END $$
      """#,
    ]
    return statements + Self.visibleSchemaStatements(tables) + [Self.temporaryRevoked]
  }

  /// The access of tables added after the rest (a join table a later version adds) and of tables
  /// a later version gave columns (`widened`, each with its new columns: a player's medical
  /// note): the added tables' policies; a widened table's view made again with its new columns
  /// (hidden or shown as the rule says; a view's columns are those it was made with) and its
  /// shown new columns granted; and the write privileges every grant gives made again with them
  /// (`all`, the tables as they now are), for the roles granted access already too. An added
  /// table with hidden columns (a guardianship's no-contact note) gets its view with its
  /// policies, and its stand-in in `visibleSchema` after them.
  public func accessStatements(
    adding added: [AccessTable], widening widened: [(table: AccessTable, columns: [String])],
    all tables: [AccessTable], names: AccessNames
  ) -> [String] {
    let kind = #"(SELECT "roster_access_kind"())"#
    let admin = kind + " = 'admin'"
    let settled = Self.settledParent(tables, names: names).table
    let widening = widened.flatMap { table, columns in
      widenedStatements(
        table, columns: columns, kind: kind, admin: admin, names: names, settled: settled,
        rules: tables.map(\.rule))
    }
    let viewed = widened.map(\.table).filter { $0.rule.view != nil }
    return widening + Self.visibleSchemaStatements(viewed)
      + added.flatMap {
        policies($0, kind: kind, admin: admin, names: names, settled: settled, rules: tables.map(\.rule))
      }
      + Self.visibleSchemaStatements(added.filter { $0.rule.view != nil }) + [
        Self.grantFunction(tables).replacingLiterally("CREATE FUNCTION", with: "CREATE OR REPLACE FUNCTION"),
        // Made again, a function loses its settings.
        Self.definerSettings(names),
        #"""
        DO $$
        BEGIN
          PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT a."role" FROM "roster_access" a) AS g;
        END $$
        """#,
      ]
  }

  /// The deciding functions, the model's own (`AccessNames.functions`) and the triggers run as
  /// the owner, in the league's schema only.
  static func definerSettings(_ names: AccessNames) -> String {
    let own = names.functions.map { "'" + $0.signature + "'" }.joined(separator: ", ")
    return """
      DO $$
      DECLARE f text;
      BEGIN
        FOREACH f IN ARRAY ARRAY['roster_access_kind()', '\(names.managedFunction)()', '\(names.namesFunction)(bigint[])',
          'roster_may_change(text, bigint, boolean)', 'roster_access_check()', 'roster_entry_is_mine(bigint)',
          'roster_journal_rows()', 'roster_data_changed()', 'roster_grant_privileges(text)', 'roster_access_privileges()',
          'roster_new_ids()', 'roster_settled(bigint)', 'roster_journal_open(text, bigint)',
          'roster_journal_discard(bigint)', 'roster_later_change(bigint, bigint[])', 'roster_revert_changes()'\(own.isEmpty ? "" : ",\n    " + own)] LOOP
          EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = %I, pg_temp', f, current_schema());
        END LOOP;
      END $$
      """
  }

  /// The schema whose views stand for the tables a reader reads through a view (a table with a
  /// hidden column: `players` is `players_visible`). It comes first on the search path of every
  /// session but the owner's (`PostgreSQLStore.enterAccess`), so Roster's queries name the table
  /// and read the view, and nobody needs a temporary view of their own (nor `TEMPORARY`).
  public static let visibleSchema = "roster_visible"

  /// The league's schema, by its OID, whatever the session's search path: the schema of
  /// `roster_schema`, which `visibleSchema` never holds (its owner makes only views there).
  public static let leagueSchema =
    "(SELECT c.\"relnamespace\" FROM pg_class c WHERE c.\"oid\" = to_regclass('roster_schema'))"

  /// `visibleSchema` and its views, made by the league's owner where it may make a schema (it
  /// owns the database, or was granted `CREATE` on it); refused when another role made a schema
  /// of that name first, which would then stand before the league's tables in its readers'
  /// sessions. Without it, readers make temporary views as before (`PostgreSQLStore`).
  static func visibleSchemaStatements(_ tables: [AccessTable]) -> [String] {
    let views = tables.compactMap { table in table.rule.view.map { (table.rule.table, $0) } }
    guard !views.isEmpty else { return [] }
    let schema = SQL.quoted(visibleSchema)
    let made = views.map { table, view in
      let name = schema + "." + SQL.quoted(table)
      return "    CREATE OR REPLACE VIEW \(name) AS SELECT * FROM \(SQL.quoted(view));\n"
        + "    REVOKE ALL ON \(name) FROM PUBLIC;\n    GRANT SELECT ON \(name) TO PUBLIC;\n"
    }
    return [
      """
      DO $$
      BEGIN
        IF to_regnamespace('\(visibleSchema)') IS NULL AND NOT has_database_privilege(current_database(), 'CREATE') THEN
          RETURN;
        END IF;
        IF to_regnamespace('\(visibleSchema)') IS NOT NULL
          AND (SELECT n."nspowner" FROM pg_namespace n WHERE n."nspname" = '\(visibleSchema)') <> current_user::regrole THEN
          RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format(
            'the schema \(visibleSchema) of database %s belongs to %s, not to the league''s owner %s: '
            || 'the database''s owner drops it (DROP SCHEMA \(visibleSchema) CASCADE), and %s opens the league again',
            current_database(), (SELECT n."nspowner"::regrole FROM pg_namespace n WHERE n."nspname" = '\(visibleSchema)'),
            current_user, current_user);
        END IF;
        CREATE SCHEMA IF NOT EXISTS \(schema);
        REVOKE ALL ON SCHEMA \(schema) FROM PUBLIC;
        GRANT USAGE ON SCHEMA \(schema) TO PUBLIC;
      \(made.joined())END $$
      """
    ]
  }

  /// Only admins make temporary objects (the grants give it them, `roster_grant_privileges`):
  /// a function of a login's own in `pg_temp` would run inside the statements it names. Only the
  /// database's owner (or a superuser) may take it from PUBLIC; where the league's owner is not,
  /// it stays, and `roster access` says what the database's owner runs.
  static let temporaryRevoked = #"""
    DO $$
    BEGIN
      IF has_database_privilege('public', current_database(), 'TEMPORARY')
        AND has_database_privilege(current_database(), 'TEMPORARY WITH GRANT OPTION') THEN
        EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
      END IF;
    END $$
    """#

  /// The parent whose unit decides who reads a row held through it (Roster's contact's player):
  /// the table whose rows `roster_settled` judges.
  static func settledParent(_ tables: [AccessTable], names: AccessNames) -> (table: String, column: String) {
    tables.lazy.compactMap { table -> (table: String, column: String)? in
      guard case .parent(_, let parent, let unitColumn, _) = table.rule.holder else { return nil }
      return (parent, unitColumn)
    }.first ?? names.settled
  }

  /// The policies of one table, its checks of new ids and (for one with hidden columns) its view;
  /// `settled`, the table whose rows `roster_settled` judges; `rules`, every table's (a view of
  /// links reads its ends by their rules).
  private func policies(
    _ table: AccessTable, kind: String, admin: String, names: AccessNames, settled: String,
    rules: [AccessRule]
  ) -> [String] {
    let rule = table.rule
    let name = SQL.quoted(rule.table)
    let literal = "'" + rule.table + "'"  // the model's table name, not input
    let conditions = self.conditions(table, kind: kind, admin: admin, names: names, settled: settled)
    let (holds, reads, unit, free) = (conditions.holds, conditions.reads, conditions.unit, conditions.free)
    let bothEnds = conditions.bothEnds
    var functions = conditions.functions
    // Written rows the session holds pass at once (the grants read once a statement); any other
    // is refused with its sentence.
    let writes = "\(holds) OR \"roster_may_change\"(\(literal), \(unit), \(free))"
    // A link is made between rows its writer reads only: one to a row kept from them would let
    // them read that row through it (a guardian read by the managers it reaches). Whoever reads
    // a join table's rows, a table of links only or a through entity's.
    var check = writes
    if !table.ends.isEmpty {
      let refusal = Self.linkRefusal(table, names: names)
      functions += refusal.statements
      check = "(\(writes)) AND (\(bothEnds) OR \(refusal.call))"
    }
    var statements =
      functions + [
        "ALTER TABLE \(name) ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY \(SQL.quoted(rule.table + "_read")) ON \(name) FOR SELECT USING (\(reads))",
        "CREATE POLICY \(SQL.quoted(rule.table + "_insert")) ON \(name) FOR INSERT WITH CHECK (\(check))",
        "CREATE POLICY \(SQL.quoted(rule.table + "_update")) ON \(name) FOR UPDATE USING (\(holds)) WITH CHECK (\(check))",
        "CREATE POLICY \(SQL.quoted(rule.table + "_delete")) ON \(name) FOR DELETE USING (\(holds))",
        "CREATE TRIGGER \(SQL.quoted(rule.table + "_new_ids")) AFTER INSERT ON \(name) "
          + "REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION \"roster_new_ids\"()",
      ]
    if rule.holder == .office {
      // The office's rows: refused before anything is written, even when no row matches.
      statements += ["update", "delete"].map { event in
        "CREATE TRIGGER \(SQL.quoted(rule.table + "_access_" + event)) BEFORE \(event.uppercased()) ON \(name) "
          + "FOR EACH STATEMENT EXECUTE FUNCTION \"roster_access_check\"()"
      }
    }
    // Reading is everyone's (the policies choose the rows); writing, the writers' roles'.
    statements.append("REVOKE ALL ON \(name) FROM PUBLIC")
    guard rule.view != nil else {
      return statements + ["GRANT SELECT ON \(name) TO PUBLIC"]
    }
    let shown = table.columns.filter { !rule.hidden.contains($0) }
    statements.append(
      "GRANT SELECT (" + shown.map(SQL.quoted).joined(separator: ", ") + ") ON \(name) TO PUBLIC")
    return statements
      + Self.viewStatements(
        table, holds: holds,
        reads: Self.viewReads(table, reads: reads, rules: rules, kind: kind, admin: admin))
  }

  /// Who may write: the roles granted admin or manager access get the tables' write privileges
  /// (and so the right to lock them), from the owner, when they are granted it, and lose them
  /// when they no longer have it. Grants are read by everyone with access and changed by admins.
  private static func grantStatements(_ tables: [AccessTable]) -> [String] {
    [
      #"ALTER TABLE "roster_access" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "roster_access_read" ON "roster_access" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL)"#,
      #"CREATE POLICY "roster_access_insert" ON "roster_access" FOR INSERT WITH CHECK ("roster_may_change"('roster_access', NULL, false))"#,
      #"CREATE POLICY "roster_access_delete" ON "roster_access" FOR DELETE USING ((SELECT "roster_access_kind"()) IS NOT NULL)"#,
      #"CREATE TRIGGER "roster_access_delete" BEFORE DELETE ON "roster_access" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"()"#,
      #"REVOKE ALL ON "roster_access" FROM PUBLIC"#,
      #"GRANT SELECT ON "roster_access" TO PUBLIC"#,
      grantFunction(tables),
      #"""
      CREATE FUNCTION "roster_access_privileges"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT n."role" FROM new_rows n) g;
        ELSE
          PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT o."role" FROM old_rows o) g;
        END IF;
        RETURN NULL;
      END $$
      """#,
      // Only the trigger and the migration ask for a role's privileges to be made again.
      #"REVOKE EXECUTE ON FUNCTION "roster_grant_privileges"(text) FROM PUBLIC"#,
      #"CREATE TRIGGER "roster_access_granted" AFTER INSERT ON "roster_access" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_privileges"()"#,
      #"CREATE TRIGGER "roster_access_revoked" AFTER DELETE ON "roster_access" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_privileges"()"#,
    ]
  }
}
