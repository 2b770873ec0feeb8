/// The functions that decide access on PostgreSQL (`PostgreSQLDialect.accessStatements`): who
/// the session is, what it may change and why not, as one sentence. Each runs as the owner with
/// the league's schema as its search path (the `DO` block at the end of the access statements).
extension PostgreSQLDialect {
  /// The grants' table and the deciding functions, `settled` written for the parent of the rows
  /// whose readers are their holders (a contact's player, whose team is `teamColumn`).
  static func decidingFunctions(settled parent: (table: String, teamColumn: String)) -> [String] {
    let detail = accessDetailLiteral
    return [
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
          IF "what" = 'journal' THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; the league''s journal is the league office''s to prune (an admin''s)', mine);
          ELSIF "what" IN ('league', 'divisions', 'teams', 'roster_access') THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
                mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
          ELSIF "team" IS NULL THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
                mine, CASE "what" WHEN 'contacts' THEN 'the contacts of players' ELSE "what" END);
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
      // Whether a journal entry is the session's own: made on this server (a copied entry's
      // author is only a name) and in an earlier transaction (this one's rows are read once it
      // commits, so no change taken back before its end shows what it touched). It says no more
      // than that, to anyone.
      """
      CREATE FUNCTION "roster_entry_is_mine"("entry" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN coalesce((SELECT j."author" = session_user AND j."txn" IS NOT NULL
          AND j."txn" IS DISTINCT FROM txid_current_if_assigned() FROM "journal" j WHERE j."id" = "entry"), false);
      END $$
      """,
      // The office's rows are changed by admins alone: refused before a statement on them
      // writes anything.
      """
      CREATE FUNCTION "roster_access_check"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "roster_may_change"(TG_TABLE_NAME, NULL, false);
        RETURN NULL;
      END $$
      """,
      // A row's id is the server's to give: a row inserted with an id its sequence has not given
      // yet would take the id of someone's next row, and one with the id of a row someone else
      // deleted would take the history of that row and the id its undo brings back (an admin's
      // copy of a league, or undo, gives its own). A session brings back the rows it deleted.
      """
      CREATE FUNCTION "roster_new_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        highest bigint := (SELECT max(n."id") FROM new_rows n);
        given bigint;
        taken bigint;
      BEGIN
        IF highest IS NULL OR "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
        given := coalesce(pg_sequence_last_value(
          pg_get_serial_sequence(format('%I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME), 'id')::regclass), 0);
        IF highest > given THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('%s may not choose the id of a new row (%s): the server gives it', session_user, highest);
        END IF;
        SELECT n."id" INTO taken FROM new_rows n WHERE EXISTS (
          SELECT 1 FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
          WHERE r."entity" = TG_TABLE_NAME AND r."row" = n."id" AND r."change" = 'delete'
            AND NOT (j."author" = session_user AND j."txn" IS NOT NULL)) LIMIT 1;
        IF taken IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('%s may not give a new row the id of a row someone else deleted (%s): an admin brings that row back',
              session_user, taken);
        END IF;
        RETURN NULL;
      END $$
      """,
      // Whether the row `parent` of the holders' parent table was held by the session before this
      // transaction: true unless this transaction wrote it, and then only if the journal shows
      // it was added here or was already on a team the session manages. A row being written by
      // the statement running (its journal rows not yet written) is not settled.
      """
      CREATE FUNCTION "roster_settled"("parent" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      DECLARE
        written bigint := (SELECT p."xmin"::text::bigint FROM \(SQL.quoted(parent.table)) p WHERE p."id" = "parent");
        newest bigint;
        first record;
      BEGIN
        IF written IS NULL OR written < 3 THEN RETURN true; END IF;
        newest := pg_snapshot_xmax(pg_current_snapshot())::text::bigint;
        written := (newest - newest % 4294967296) + written;
        IF written > newest THEN written := written - 4294967296; END IF;
        IF pg_xact_status(written::text::xid8) IS DISTINCT FROM 'in progress' THEN RETURN true; END IF;
        SELECT r."change", (r."old" ->> '\(parent.teamColumn)')::bigint AS "team" INTO first
          FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
          WHERE j."txn" = txid_current() AND r."entity" = '\(parent.table)' AND r."row" = "parent"
          ORDER BY r."id" LIMIT 1;
        IF NOT FOUND THEN RETURN false; END IF;
        RETURN first."change" = 'insert' OR first."team" = ANY ("roster_managed_teams"());
      END $$
      """,
    ] + verdictFunctions
  }

  /// A role's privileges from its strongest grant (none for a role the server does not have, nor
  /// for the owner, whose own they are): the write privileges on `tables` for an admin or a
  /// manager.
  static func grantFunction(_ tables: [AccessTable]) -> String {
    let written = tables.map { SQL.quoted($0.rule.table) }.joined(separator: ", ")
    // Every column but the id, which no one changes: a row moved to another id would take it
    // from someone's next row.
    let updates = tables.map { table in
      "GRANT UPDATE (" + table.columns.filter { $0 != "id" }.map(SQL.quoted).joined(separator: ", ") + ") ON "
        + SQL.quoted(table.rule.table) + " TO %I"
    }
    return
      """
      CREATE FUNCTION "roster_grant_privileges"("grantee" text) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE kind text;
      BEGIN
        IF to_regrole(quote_ident("grantee")) IS NULL
          OR to_regrole(quote_ident("grantee")) = (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass) THEN
          RETURN;
        END IF;
        SELECT a."kind" INTO kind FROM "roster_access" a WHERE a."role" = "grantee"
          ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1;
        IF kind IN ('admin', 'manager') THEN
          EXECUTE format('GRANT INSERT, DELETE ON \(written) TO %I', "grantee");
      \(updates.map { "    EXECUTE format('\($0)', \"grantee\");" }.joined(separator: "\n"))
          EXECUTE format('GRANT INSERT, DELETE ON "roster_access" TO %I', "grantee");
        ELSE
          EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON \(written) FROM %I', "grantee");
          EXECUTE format('REVOKE INSERT, DELETE ON "roster_access" FROM %I', "grantee");
        END IF;
        IF kind = 'admin' THEN
          EXECUTE format('GRANT DELETE ON "journal" TO %I', "grantee");
        ELSE
          EXECUTE format('REVOKE DELETE ON "journal" FROM %I', "grantee");
        END IF;
        IF has_database_privilege(current_database(), 'TEMPORARY WITH GRANT OPTION') THEN
          IF kind = 'admin' THEN
            EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO %I', current_database(), "grantee");
          ELSE
            EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM %I', current_database(), "grantee");
          END IF;
        END IF;
      END $$
      """
  }

  /// The league's rules need birthdates a manager or a viewer may not read: these answer the
  /// verdict only (`EligibilityVerdicts`), so every user gets the admin's for the same change.
  /// Which rostered players are one person (name and birthdate), of all or of `asked`'s
  /// people — then only those the session holds a player of, so a guess at a birthdate costs a
  /// change of one's own player, as Roster's refusal of it does — with a group the session may
  /// not read named by its first id, not its birthdate; and which players of a division with
  /// age limits have no birthdate.
  static let verdictFunctions = [
    #"""
    CREATE FUNCTION "roster_same_people"("asked" jsonb) RETURNS TABLE("name_fold" text, "person" text, "ids" bigint[])
    LANGUAGE plpgsql STABLE AS $$
    DECLARE
      kind text := "roster_access_kind"();
      managed bigint[] := coalesce("roster_managed_teams"(), '{}');
    BEGIN
      IF kind IS NULL THEN RETURN; END IF;
      RETURN QUERY
        SELECT p."name_fold", CASE WHEN kind = 'admin' OR bool_or(p."team_id" = ANY (managed)) THEN p."birthdate"
            ELSE '#' || min(p."id") END, array_agg(p."id" ORDER BY p."id")
        FROM "players" p
        WHERE p."team_id" IS NOT NULL AND p."birthdate" IS NOT NULL AND ("asked" IS NULL OR (p."name_fold", p."birthdate") IN (
          SELECT "roster_fold"(w."name"), w."birthdate" FROM jsonb_to_recordset("asked") AS w("name" text, "birthdate" text)
          WHERE EXISTS (SELECT 1 FROM "players" m WHERE m."name_fold" = "roster_fold"(w."name") AND m."birthdate" = w."birthdate"
            AND (kind = 'admin' OR m."team_id" = ANY (managed) OR (m."team_id" IS NULL AND kind = 'manager')))))
        GROUP BY p."name_fold", p."birthdate" HAVING count(*) > 1;
    END $$
    """#,
    #"""
    CREATE FUNCTION "roster_birthdates_unknown"("asked" bigint[]) RETURNS SETOF bigint LANGUAGE plpgsql STABLE AS $$
    BEGIN
      IF "roster_access_kind"() IS NULL THEN RETURN; END IF;
      RETURN QUERY SELECT p."id" FROM "players" p JOIN "teams" t ON t."id" = p."team_id"
        JOIN "divisions" d ON d."id" = t."division_id"
        WHERE p."id" = ANY ("asked") AND p."birthdate" IS NULL AND (d."min_age" IS NOT NULL OR d."max_age" IS NOT NULL);
    END $$
    """#,
  ]
}
