/// Access on PostgreSQL, enforced by the server for every client (`psql` as much as Roster):
///
/// - `roster_access` says which roles are admins, managers of which teams, or viewers; a login
///   has the access of every role it is a member of (`pg_has_role`), and the database's owner is
///   an admin. Roster creates no roles: the office's own are granted access.
/// - Every table has row-level security. A reader sees the rows its rule lets it read; a row is
///   written only if the writer holds it — a policy's check raises the refusal as a sentence
///   ("you manage Harbor Hawks, not Lakeside Lynx"), and a statement trigger does the same for
///   the rows an update or delete starts from. The owner is not held by the policies.
/// - A hidden column (a birthdate) is not granted to anyone: it is read through the table's view,
///   which shows it for the rows the reader holds and empty otherwise.
/// - The functions that decide are `SECURITY DEFINER` with the league's schema as their search
///   path (`pg_temp` last), so no session can put a table of its own in their way; the journal's
///   triggers run as the owner too, so every change is journaled whoever makes it, and no one
///   but the owner writes the journal's rows.
extension PostgreSQLDialect {
  /// The detail of every refusal by the access rules, by which the store knows one
  /// (`StoreError.Kind.refused`).
  static let accessDetail = "the league's access rules (roster access lists them)"

  public var accessKeyIndexes: [String] {
    [#"CREATE INDEX "roster_access_team" ON "roster_access"("team_id")"#]
  }

  public func accessStatements(_ tables: [AccessTable]) -> [String] {
    let detail = "'" + Self.accessDetail.replacingLiterally("'", with: "''") + "'"
    var statements = [
      """
      CREATE TABLE "roster_access" (
        "role" text NOT NULL,
        "kind" text NOT NULL CHECK ("kind" IN ('admin', 'manager', 'viewer')),
        "team_id" bigint REFERENCES "teams"("id") ON DELETE CASCADE,
        CHECK (("kind" = 'manager') = ("team_id" IS NOT NULL)),
        UNIQUE NULLS NOT DISTINCT ("role", "kind", "team_id")
      )
      """,
      // The most a session's roles give it: admin, manager or viewer; none without access. (In
      // PL/pgSQL, whose plans last the session: an SQL function's are made again each statement.)
      """
      CREATE FUNCTION "roster_access_kind"() RETURNS text LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (SELECT CASE
          WHEN pg_has_role(session_user, (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass), 'MEMBER')
            THEN 'admin'
          ELSE (SELECT a."kind" FROM "roster_access" a JOIN pg_roles r ON r."rolname" = a."role"
                WHERE pg_has_role(session_user, r."oid", 'MEMBER')
                ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1)
        END);
      END $$
      """,
      """
      CREATE FUNCTION "roster_managed_teams"() RETURNS bigint[] LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (SELECT coalesce(array_agg(DISTINCT a."team_id"), '{}') FROM "roster_access" a
          JOIN pg_roles r ON r."rolname" = a."role"
          WHERE a."kind" = 'manager' AND pg_has_role(session_user, r."oid", 'MEMBER'));
      END $$
      """,
      // "Harbor Hawks", "Harbor Hawks and River Otters", "A, B and C".
      """
      CREATE FUNCTION "roster_team_names"("ids" bigint[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
      BEGIN
        IF "roster_access_kind"() IS NULL THEN RETURN NULL; END IF;  -- nothing for a stranger
        RETURN (SELECT regexp_replace(string_agg(t."name", ', ' ORDER BY t."name_fold"), ', ([^,]*)$', ' and \\1')
          FROM "teams" t WHERE t."id" = ANY ("ids"));
      END $$
      """,
      // True when the session may write a row of `what` held by `team` (nil: no team; `free`:
      // such a row is every manager's); otherwise the refusal, as one sentence.
      """
      CREATE FUNCTION "roster_may_change"("what" text, "team" bigint, "free" boolean) RETURNS boolean
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        kind text := "roster_access_kind"();
        managed bigint[];
        mine text;
      BEGIN
        IF kind = 'admin' THEN RETURN true; END IF;
        IF kind = 'manager' THEN
          managed := "roster_managed_teams"();
          IF "team" = ANY (managed) OR ("team" IS NULL AND "free") THEN RETURN true; END IF;
          mine := coalesce("roster_team_names"(managed), 'no team');
          IF "what" IN ('league', 'divisions', 'teams', 'roster_access') THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
                mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
          ELSIF "team" IS NULL THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
                mine, "what");
          END IF;
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('you manage %s, not %s', mine, "roster_team_names"(ARRAY["team"]));
        ELSIF kind = 'viewer' THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('%s is a viewer of this league: it reads the league but does not change it', session_user);
        END IF;
        RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
          MESSAGE = format('%s has no access to this league; an admin grants it with roster access grant', session_user);
      END $$
      """,
      // Whether a journal entry is the session's own, read past the journal's policy (which asks
      // whether an entry has rows: the two policies would otherwise ask each other). It says no
      // more than that, to anyone.
      """
      CREATE FUNCTION "roster_entry_is_mine"("entry" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN coalesce((SELECT j."author" = session_user FROM "journal" j WHERE j."id" = "entry"), false);
      END $$
      """,
      // The office's rows are changed by admins alone: refused before a statement on them
      // writes anything. (A team's rows: a trigger of each table's own, below.)
      """
      CREATE FUNCTION "roster_access_check"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "roster_may_change"(TG_TABLE_NAME, NULL, false);
        RETURN NULL;
      END $$
      """,
    ]
    let kind = #"(SELECT "roster_access_kind"())"#
    let admin = kind + " = 'admin'"
    for table in tables {
      let rule = table.rule
      let name = SQL.quoted(rule.table)
      let literal = "'" + rule.table + "'"  // the model's table name, not input
      // The team that holds a row, its columns read with `prefix` (a trigger's `o.`).
      let teamOf: (String) -> String
      let free: Bool
      switch rule.holder {
      case .office:
        (teamOf, free) = ({ _ in "NULL" }, false)
      case .team(let column, let isFree):
        (teamOf, free) = ({ $0 + SQL.quoted(column) }, isFree)
      case .parent(let column, let parent, let teamColumn):
        teamOf = {
          "(SELECT p.\(SQL.quoted(teamColumn)) FROM \(SQL.quoted(parent)) p WHERE p.\"id\" = \($0)\(SQL.quoted(column)))"
        }
        free = true
      }
      let team = teamOf("")
      let holds =
        rule.holder == .office
        ? admin
        : "(\(admin) OR \(team) = ANY ((SELECT \"roster_managed_teams\"())::bigint[])"
          + (free ? " OR (\(team) IS NULL AND \(kind) = 'manager'))" : ")")
      let reads: String
      switch rule.readers {
      case .everyone: reads = kind + " IS NOT NULL"
      case .managers: reads = kind + " IN ('admin', 'manager')"
      case .holders: reads = holds
      }
      // Written rows the session holds pass at once (the grants read once a statement); any
      // other is refused with its sentence.
      let check = "\(holds) OR \"roster_may_change\"(\(literal), \(team), \(free))"
      statements += [
        "ALTER TABLE \(name) ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY \(SQL.quoted(rule.table + "_read")) ON \(name) FOR SELECT USING (\(reads))",
        "CREATE POLICY \(SQL.quoted(rule.table + "_insert")) ON \(name) FOR INSERT WITH CHECK (\(check))",
        "CREATE POLICY \(SQL.quoted(rule.table + "_update")) ON \(name) FOR UPDATE USING (\(reads)) WITH CHECK (\(check))",
        "CREATE POLICY \(SQL.quoted(rule.table + "_delete")) ON \(name) FOR DELETE USING (\(reads))",
      ]
      if rule.holder != .office {
        // The rows an update or delete started from must be the session's too: one look at
        // them all once the statement knows them, the sentence for the first that is not.
        let function = SQL.quoted("roster_" + rule.table + "_access")
        let held = "coalesce(\(teamOf("o.")) = ANY (managed), \(free))"
        statements.append(
          """
          CREATE FUNCTION \(function)() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE managed bigint[];
          BEGIN
            IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
            managed := "roster_managed_teams"();
            PERFORM "roster_may_change"(\(literal), \(teamOf("o.")), \(free)) FROM old_rows o WHERE NOT \(held);
            RETURN NULL;
          END $$
          """)
      }
      statements += ["update", "delete"].map { event in
        // The office's rows: refused before anything is written. A team's: the rows the
        // statement started from, once it knows them.
        rule.holder == .office
          ? "CREATE TRIGGER \(SQL.quoted(rule.table + "_access_" + event)) BEFORE \(event.uppercased()) ON \(name) "
            + "FOR EACH STATEMENT EXECUTE FUNCTION \"roster_access_check\"()"
          : "CREATE TRIGGER \(SQL.quoted(rule.table + "_access_" + event)) AFTER \(event.uppercased()) ON \(name) "
            + "REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "
            + SQL.quoted("roster_" + rule.table + "_access") + "()"
      }
      if let view = rule.view {
        let shown = table.columns.filter { !rule.hidden.contains($0) }
        statements.append(
          "GRANT SELECT (" + shown.map(SQL.quoted).joined(separator: ", ")
            + "), INSERT, UPDATE, DELETE ON \(name) TO PUBLIC"
        )
        let list = table.columns.map { column -> String in
          if rule.hidden.contains(column) {
            return "CASE WHEN \(holds) THEN \(SQL.quoted(column)) END AS \(SQL.quoted(column))"
          }
          if let other = table.revealed[column] {
            return "CASE WHEN \(holds) THEN \(SQL.quoted(column)) ELSE \(other) END AS \(SQL.quoted(column))"
          }
          return SQL.quoted(column)
        }
        statements += [
          "CREATE VIEW \(SQL.quoted(view)) WITH (security_barrier) AS SELECT " + list.joined(separator: ", ")
            + " FROM \(name) WHERE \(reads)",
          "GRANT SELECT ON \(SQL.quoted(view)) TO PUBLIC",
        ]
      } else {
        statements.append("GRANT SELECT, INSERT, UPDATE, DELETE ON \(name) TO PUBLIC")
      }
    }
    // Who has what is read by everyone with access and changed by admins.
    statements += [
      #"ALTER TABLE "roster_access" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "roster_access_read" ON "roster_access" FOR SELECT USING ("# + kind + " IS NOT NULL)",
      #"CREATE POLICY "roster_access_insert" ON "roster_access" FOR INSERT WITH CHECK ("roster_may_change"('roster_access', NULL, false))"#,
      #"CREATE POLICY "roster_access_delete" ON "roster_access" FOR DELETE USING ("# + kind + " IS NOT NULL)",
      #"CREATE TRIGGER "roster_access_delete" BEFORE DELETE ON "roster_access" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"()"#,
      #"GRANT SELECT, INSERT, DELETE ON "roster_access" TO PUBLIC"#,
      // The journal: an admin reads all of it, everyone else the entries they made. Its rows are
      // written by its triggers alone (as the owner); a session opens its own entry. An admin
      // may prune it.
      #"ALTER TABLE "journal" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "journal_read" ON "journal" FOR SELECT USING ("# + admin
        + #" OR "author" = session_user)"#,
      // An entry that reverts another names one the session may read: an admin's any, everyone
      // else's their own (so no one marks another's change as taken back).
      #"CREATE POLICY "journal_insert" ON "journal" FOR INSERT WITH CHECK ("author" = session_user AND ("reverts" IS NULL OR "#
        + admin + #" OR "roster_entry_is_mine"("reverts")))"#,
      // A session takes back its own entry that holds no change (a command that changed nothing).
      #"CREATE POLICY "journal_delete" ON "journal" FOR DELETE USING ("# + admin
        + #" OR ("author" = session_user AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = "id")))"#,
      #"GRANT SELECT, INSERT ("command", "reverts"), DELETE ON "journal" TO PUBLIC"#,
      #"ALTER TABLE "journal_rows" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "journal_rows_read" ON "journal_rows" FOR SELECT USING ("# + admin
        + #" OR "roster_entry_is_mine"("entry"))"#,
      #"GRANT SELECT ON "journal_rows" TO PUBLIC"#,
      #"ALTER TABLE "roster_schema" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "roster_schema_read" ON "roster_schema" FOR SELECT USING (true)"#,
      #"GRANT SELECT ON "roster_schema" TO PUBLIC"#,
      #"GRANT SELECT ON SEQUENCE "roster_data_version" TO PUBLIC"#,
    ]
    // Each table whose rows are a team's checks the rows an update or delete starts from with
    // a function of its own (its columns written in, planned once a session).
    let checks = tables.compactMap { table -> String? in
      if case .office = table.rule.holder { return nil }
      return ", 'roster_" + table.rule.table + "_access()'"
    }.joined()
    statements += [
      // The deciding functions and the triggers run as the owner, in the league's schema only.
      #"""
      DO $$
      DECLARE f text;
      BEGIN
        FOREACH f IN ARRAY ARRAY['roster_access_kind()', 'roster_managed_teams()', 'roster_team_names(bigint[])',
          'roster_may_change(text, bigint, boolean)', 'roster_access_check()', 'roster_entry_is_mine(bigint)',
          'roster_journal_rows()', 'roster_data_changed()'\#(checks)] LOOP
          EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = %I, pg_temp', f, current_schema());
        END LOOP;
      END $$
      """#
    ]
    return statements
  }
}

/// One table's access rule with what the dialect needs to write it: the table's columns (the id
/// and version first) and, for a revealed column, the SQL of the value shown instead.
public struct AccessTable: Sendable {
  public let rule: AccessRule
  public let columns: [String]
  public let revealed: [String: String]

  public init(rule: AccessRule, columns: [String], revealed: [String: String]) {
    self.rule = rule
    self.columns = columns
    self.revealed = revealed
  }
}
