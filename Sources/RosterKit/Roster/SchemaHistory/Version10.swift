extension RosterSchemaHistory {
  /// Version 10: the league office's limits hold against any client, and the journal cannot be
  /// erased (issue 40). On PostgreSQL every rule is checked on a row as it was and as it will
  /// be, before it is written (an update or delete sees only the rows the writer holds), in
  /// place of the statement triggers that looked at the rows after they were rewritten; a free
  /// agent's contacts are the office's, and a manager reads a player's contacts only once the
  /// transaction that signed the player commits; only admins and managers may write, and so lock,
  /// a table (their roles are granted the privileges with their access); nobody may choose the
  /// id of a new row; nobody but the schema's owner creates objects in it. The journal is
  /// written by its triggers and functions alone, read by a manager for their own entries on
  /// this server while they have access, and pruned by admins only; a revert asks a function
  /// whether a later change stands in its way, whoever made it. On both engines each entry is
  /// taken back at most once (a unique index on `reverts`; a league in which a race took one
  /// back twice keeps the first). The league's rules ask the server for the verdicts that turn on
  /// birthdates a manager or a viewer may not read (`roster_same_people`,
  /// `roster_birthdates_unknown`), which answer the verdict only. The write privileges each grant
  /// gives cover version 9's columns (`league.time_zone`). Only admins make temporary objects
  /// (`TEMPORARY` is taken from PUBLIC where the league's owner may, and given with an admin's
  /// grant), so no other login runs a function of its own in `pg_temp`: the sessions that read
  /// `players` through `players_visible` find it in the schema `roster_visible`, first on their
  /// search path, rather than in a temporary view of their own.
  static let version10 = Migration(
    version: 10,
    sqlite: [
      #"DROP INDEX "journal_reverts""#,
      #"UPDATE "journal" SET "reverts" = NULL WHERE "id" IN (SELECT "d"."id" FROM (SELECT "id", row_number() OVER (PARTITION BY "reverts" ORDER BY "id") AS "n" FROM "journal" WHERE "reverts" IS NOT NULL) AS "d" WHERE "d"."n" > 1)"#,
      #"CREATE UNIQUE INDEX "journal_reverts" ON "journal"("reverts")"#,
    ],
    postgresql: [
      #"DROP TRIGGER "players_access_update" ON "players""#,
      #"DROP TRIGGER "players_access_delete" ON "players""#,
      #"DROP TRIGGER "staff_access_update" ON "staff""#,
      #"DROP TRIGGER "staff_access_delete" ON "staff""#,
      #"DROP TRIGGER "contacts_access_update" ON "contacts""#,
      #"DROP TRIGGER "contacts_access_delete" ON "contacts""#,
      #"DROP FUNCTION "roster_players_access"()"#,
      #"DROP FUNCTION "roster_staff_access"()"#,
      #"DROP FUNCTION "roster_contacts_access"()"#,
      #"""
      CREATE OR REPLACE FUNCTION "roster_may_change"("what" text, "team" bigint, "free" boolean) RETURNS boolean
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
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
              MESSAGE = format('you manage %s; the league''s journal is the league office''s to prune (an admin''s)', mine);
          ELSIF "what" IN ('league', 'divisions', 'teams', 'roster_access') THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
              MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
                mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
          ELSIF "team" IS NULL THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
              MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
                mine, CASE "what" WHEN 'contacts' THEN 'the contacts of players' ELSE "what" END);
          END IF;
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
            MESSAGE = format('you manage %s, not %s', mine, "roster_team_names"(ARRAY["team"]));
        ELSIF kind = 'viewer' THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
            MESSAGE = format('%s is a viewer of this league: it reads the league but does not change it', session_user);
        END IF;
        RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
          MESSAGE = format('%s has no access to this league; an admin grants it with roster access grant', session_user);
      END $$
      """#,
      #"""
      CREATE OR REPLACE FUNCTION "roster_entry_is_mine"("entry" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN coalesce((SELECT j."author" = session_user AND j."txn" IS NOT NULL
          AND j."txn" IS DISTINCT FROM txid_current_if_assigned() FROM "journal" j WHERE j."id" = "entry"), false);
      END $$
      """#,
      #"""
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
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
            MESSAGE = format('%s may not choose the id of a new row (%s): the server gives it', session_user, highest);
        END IF;
        SELECT n."id" INTO taken FROM new_rows n WHERE EXISTS (
          SELECT 1 FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
          WHERE r."entity" = TG_TABLE_NAME AND r."row" = n."id" AND r."change" = 'delete'
            AND NOT (j."author" = session_user AND j."txn" IS NOT NULL)) LIMIT 1;
        IF taken IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
            MESSAGE = format('%s may not give a new row the id of a row someone else deleted (%s): an admin brings that row back',
              session_user, taken);
        END IF;
        RETURN NULL;
      END $$
      """#,
      #"""
      CREATE FUNCTION "roster_settled"("parent" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      DECLARE
        written bigint := (SELECT p."xmin"::text::bigint FROM "players" p WHERE p."id" = "parent");
        newest bigint;
        first record;
      BEGIN
        IF written IS NULL OR written < 3 THEN RETURN true; END IF;
        newest := pg_snapshot_xmax(pg_current_snapshot())::text::bigint;
        written := (newest - newest % 4294967296) + written;
        IF written > newest THEN written := written - 4294967296; END IF;
        IF pg_xact_status(written::text::xid8) IS DISTINCT FROM 'in progress' THEN RETURN true; END IF;
        SELECT r."change", (r."old" ->> 'team_id')::bigint AS "team" INTO first
          FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
          WHERE j."txn" = txid_current() AND r."entity" = 'players' AND r."row" = "parent"
          ORDER BY r."id" LIMIT 1;
        IF NOT FOUND THEN RETURN false; END IF;
        RETURN first."change" = 'insert' OR first."team" = ANY ("roster_managed_teams"());
      END $$
      """#,
      #"DROP POLICY "league_update" ON "league""#,
      #"DROP POLICY "league_delete" ON "league""#,
      #"CREATE POLICY "league_update" ON "league" FOR UPDATE USING ((SELECT "roster_access_kind"()) = 'admin') WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('league', NULL, false))"#,
      #"CREATE POLICY "league_delete" ON "league" FOR DELETE USING ((SELECT "roster_access_kind"()) = 'admin')"#,
      #"CREATE TRIGGER "league_new_ids" AFTER INSERT ON "league" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
      #"REVOKE ALL ON "league" FROM PUBLIC"#,
      #"GRANT SELECT ON "league" TO PUBLIC"#,
      #"DROP POLICY "divisions_update" ON "divisions""#,
      #"DROP POLICY "divisions_delete" ON "divisions""#,
      #"CREATE POLICY "divisions_update" ON "divisions" FOR UPDATE USING ((SELECT "roster_access_kind"()) = 'admin') WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('divisions', NULL, false))"#,
      #"CREATE POLICY "divisions_delete" ON "divisions" FOR DELETE USING ((SELECT "roster_access_kind"()) = 'admin')"#,
      #"CREATE TRIGGER "divisions_new_ids" AFTER INSERT ON "divisions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
      #"REVOKE ALL ON "divisions" FROM PUBLIC"#,
      #"GRANT SELECT ON "divisions" TO PUBLIC"#,
      #"DROP POLICY "teams_update" ON "teams""#,
      #"DROP POLICY "teams_delete" ON "teams""#,
      #"CREATE POLICY "teams_update" ON "teams" FOR UPDATE USING ((SELECT "roster_access_kind"()) = 'admin') WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('teams', NULL, false))"#,
      #"CREATE POLICY "teams_delete" ON "teams" FOR DELETE USING ((SELECT "roster_access_kind"()) = 'admin')"#,
      #"CREATE TRIGGER "teams_new_ids" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
      #"REVOKE ALL ON "teams" FROM PUBLIC"#,
      #"GRANT SELECT ON "teams" TO PUBLIC"#,
      #"DROP POLICY "players_update" ON "players""#,
      #"DROP POLICY "players_delete" ON "players""#,
      #"CREATE POLICY "players_update" ON "players" FOR UPDATE USING (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager'))) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) OR "roster_may_change"('players', "team_id", true))"#,
      #"CREATE POLICY "players_delete" ON "players" FOR DELETE USING (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')))"#,
      #"CREATE TRIGGER "players_new_ids" AFTER INSERT ON "players" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
      #"REVOKE ALL ON "players" FROM PUBLIC"#,
      #"GRANT SELECT ("id", "version", "name", "name_fold", "age", "position", "number", "external_id", "team_id") ON "players" TO PUBLIC"#,
      #"DROP POLICY "staff_update" ON "staff""#,
      #"DROP POLICY "staff_delete" ON "staff""#,
      #"CREATE POLICY "staff_update" ON "staff" FOR UPDATE USING (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]))) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('staff', "team_id", false))"#,
      #"CREATE POLICY "staff_delete" ON "staff" FOR DELETE USING (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[])))"#,
      #"CREATE TRIGGER "staff_new_ids" AFTER INSERT ON "staff" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
      #"REVOKE ALL ON "staff" FROM PUBLIC"#,
      #"GRANT SELECT ON "staff" TO PUBLIC"#,
      #"DROP POLICY "contacts_read" ON "contacts""#,
      #"DROP POLICY "contacts_insert" ON "contacts""#,
      #"DROP POLICY "contacts_update" ON "contacts""#,
      #"DROP POLICY "contacts_delete" ON "contacts""#,
      #"CREATE POLICY "contacts_read" ON "contacts" FOR SELECT USING (((SELECT "roster_access_kind"()) = 'admin' OR (((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) AND "roster_settled"("player_id"))))"#,
      #"CREATE POLICY "contacts_insert" ON "contacts" FOR INSERT WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('contacts', (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id"), false))"#,
      #"CREATE POLICY "contacts_update" ON "contacts" FOR UPDATE USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]))) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('contacts', (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id"), false))"#,
      #"CREATE POLICY "contacts_delete" ON "contacts" FOR DELETE USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])))"#,
      #"CREATE TRIGGER "contacts_new_ids" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
      #"REVOKE ALL ON "contacts" FROM PUBLIC"#,
      #"GRANT SELECT ON "contacts" TO PUBLIC"#,
      #"REVOKE ALL ON "roster_access" FROM PUBLIC"#,
      #"GRANT SELECT ON "roster_access" TO PUBLIC"#,
      #"""
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
          EXECUTE format('GRANT INSERT, DELETE ON "league", "divisions", "teams", "players", "staff", "contacts" TO %I', "grantee");
          EXECUTE format('GRANT UPDATE ("version", "name", "season", "cutoff", "time_zone") ON "league" TO %I', "grantee");
          EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "min_age", "max_age", "min_roster", "max_roster", "locked") ON "divisions" TO %I', "grantee");
          EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold", "division_id") ON "teams" TO %I', "grantee");
          EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "age", "position", "number", "external_id", "birthdate", "team_id") ON "players" TO %I', "grantee");
          EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "role", "email", "phone", "team_id") ON "staff" TO %I', "grantee");
          EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "relation", "email", "phone", "player_id") ON "contacts" TO %I', "grantee");
          EXECUTE format('GRANT INSERT, DELETE ON "roster_access" TO %I', "grantee");
        ELSE
          EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON "league", "divisions", "teams", "players", "staff", "contacts" FROM %I', "grantee");
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
      """#,
      #"REVOKE EXECUTE ON FUNCTION "roster_grant_privileges"(text) FROM PUBLIC"#,
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
      #"CREATE TRIGGER "roster_access_granted" AFTER INSERT ON "roster_access" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_privileges"()"#,
      #"CREATE TRIGGER "roster_access_revoked" AFTER DELETE ON "roster_access" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_privileges"()"#,
      #"DROP POLICY "journal_read" ON "journal""#,
      #"DROP POLICY "journal_insert" ON "journal""#,
      #"DROP POLICY "journal_delete" ON "journal""#,
      #"CREATE POLICY "journal_read" ON "journal" FOR SELECT USING ((SELECT "roster_access_kind"()) = 'admin' OR ((SELECT "roster_access_kind"()) = 'manager' AND "author" = session_user AND "txn" IS NOT NULL))"#,
      #"CREATE POLICY "journal_delete" ON "journal" FOR DELETE USING ((SELECT "roster_access_kind"()) = 'admin')"#,
      #"REVOKE ALL ON "journal" FROM PUBLIC"#,
      #"GRANT SELECT ON "journal" TO PUBLIC"#,
      #"DROP POLICY "journal_rows_read" ON "journal_rows""#,
      #"CREATE POLICY "journal_rows_read" ON "journal_rows" FOR SELECT USING ((SELECT "roster_access_kind"()) = 'admin' OR ((SELECT "roster_access_kind"()) = 'manager' AND "roster_entry_is_mine"("entry")))"#,
      #"""
      CREATE FUNCTION "roster_journal_open"("command" text, "reverts" bigint) RETURNS bigint
      LANGUAGE plpgsql AS $$
      DECLARE
        kind text := "roster_access_kind"();
        opened bigint;
      BEGIN
        IF kind IS NULL OR kind = 'viewer' THEN
          PERFORM "roster_may_change"('journal', NULL, false);  -- the viewer's or the stranger's sentence
        END IF;
        IF "reverts" IS NOT NULL AND kind <> 'admin' AND NOT (kind = 'manager' AND "roster_entry_is_mine"("reverts")) THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
            MESSAGE = format('entry @%s is not %s''s to take back: a manager takes back their own changes, an admin anyone''s',
              "reverts", session_user);
        END IF;
        INSERT INTO "journal"("command", "reverts") VALUES ("command", "reverts") RETURNING "id" INTO opened;
        RETURN opened;
      END $$
      """#,
      #"""
      CREATE FUNCTION "roster_journal_discard"("opened" bigint) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE discarded bigint;
      BEGIN
        DELETE FROM "journal" j WHERE j."id" = "opened" AND j."author" = session_user AND j."txn" = txid_current()
          AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = j."id")
          RETURNING j."id" INTO discarded;
        RETURN discarded;
      END $$
      """#,
      #"""
      CREATE FUNCTION "roster_revert_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM "journal" j WHERE j."id" = NEW."id")
          AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = NEW."id") THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
            MESSAGE = format('entry @%s would take @%s back without changing a row: a revert is the change that takes it back',
              NEW."id", NEW."reverts");
        END IF;
        RETURN NULL;
      END $$
      """#,
      #"CREATE CONSTRAINT TRIGGER "journal_revert_changes" AFTER INSERT ON "journal" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."reverts" IS NOT NULL) EXECUTE FUNCTION "roster_revert_changes"()"#,
      #"""
      CREATE FUNCTION "roster_later_change"("reverted" bigint)
      RETURNS TABLE("entity" text, "row" bigint, "entry" bigint, "author" text, "command" text, "readable" boolean)
      LANGUAGE sql STABLE AS $$
      WITH RECURSIVE "later" AS (
        SELECT r."entity", r."row", r."entry", r."id" AS "change" FROM "journal_rows" e
          JOIN "journal_rows" r ON r."entity" = e."entity" AND r."row" = e."row" AND r."entry" > e."entry"
          JOIN "journal" j ON j."id" = r."entry"
        WHERE e."entry" = $1 AND (j."reverts" IS NULL OR j."reverts" <= $1)
      ), "chain"("root", "id", "depth") AS (
        SELECT DISTINCT "entry", "entry", 0 FROM "later"
        UNION ALL
        SELECT c."root", u."id", c."depth" + 1 FROM "journal" u JOIN "chain" c ON u."reverts" = c."id"
      ), "standing" AS (
        SELECT "root" FROM "chain" GROUP BY "root" HAVING max("depth") % 2 = 0
      ), "conflict" AS (
        SELECT l."entity", l."row", j."id" AS "entry", j."author", j."command"
        FROM "later" l JOIN "standing" s ON s."root" = l."entry" JOIN "journal" j ON j."id" = l."entry"
        ORDER BY l."entry", l."change" LIMIT 1
      )
      SELECT c."entity", c."row", c."entry", c."author",
        CASE WHEN (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry") THEN c."command" END,
        (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry")
      FROM "conflict" c
      WHERE (SELECT "roster_access_kind"()) = 'admin'
        OR ((SELECT "roster_access_kind"()) = 'manager' AND "roster_entry_is_mine"($1))
      $$
      """#,
      #"DROP INDEX "journal_reverts""#,
      #"UPDATE "journal" SET "reverts" = NULL WHERE "id" IN (SELECT "d"."id" FROM (SELECT "id", row_number() OVER (PARTITION BY "reverts" ORDER BY "id") AS "n" FROM "journal" WHERE "reverts" IS NOT NULL) AS "d" WHERE "d"."n" > 1)"#,
      #"CREATE UNIQUE INDEX "journal_reverts" ON "journal"("reverts")"#,
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
      #"""
      DO $$
      DECLARE f text;
      BEGIN
        FOREACH f IN ARRAY ARRAY['roster_access_kind()', 'roster_managed_teams()', 'roster_team_names(bigint[])',
          'roster_may_change(text, bigint, boolean)', 'roster_access_check()', 'roster_entry_is_mine(bigint)',
          'roster_journal_rows()', 'roster_data_changed()', 'roster_grant_privileges(text)', 'roster_access_privileges()',
          'roster_new_ids()', 'roster_settled(bigint)', 'roster_journal_open(text, bigint)',
          'roster_journal_discard(bigint)', 'roster_later_change(bigint)', 'roster_revert_changes()',
          'roster_same_people(jsonb)', 'roster_birthdates_unknown(bigint[])'] LOOP
          EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = %I, pg_temp', f, current_schema());
        END LOOP;
      END $$
      """#,
      #"""
      DO $$
      BEGIN
        IF has_schema_privilege('public', current_schema(), 'CREATE') THEN
          EXECUTE format('REVOKE CREATE ON SCHEMA %I FROM PUBLIC', current_schema());
        END IF;
      END $$
      """#,
      #"""
      DO $$
      BEGIN
        IF to_regnamespace('roster_visible') IS NULL AND NOT has_database_privilege(current_database(), 'CREATE') THEN
          RETURN;
        END IF;
        IF to_regnamespace('roster_visible') IS NOT NULL
          AND (SELECT n."nspowner" FROM pg_namespace n WHERE n."nspname" = 'roster_visible') <> current_user::regrole THEN
          RAISE EXCEPTION USING ERRCODE = '42501', MESSAGE = format(
            'the schema roster_visible of database %s belongs to %s, not to the league''s owner %s: '
            || 'the database''s owner drops it (DROP SCHEMA roster_visible CASCADE), and %s opens the league again',
            current_database(), (SELECT n."nspowner"::regrole FROM pg_namespace n WHERE n."nspname" = 'roster_visible'),
            current_user, current_user);
        END IF;
        CREATE SCHEMA IF NOT EXISTS "roster_visible";
        REVOKE ALL ON SCHEMA "roster_visible" FROM PUBLIC;
        GRANT USAGE ON SCHEMA "roster_visible" TO PUBLIC;
        CREATE OR REPLACE VIEW "roster_visible"."players" AS SELECT * FROM "players_visible";
        REVOKE ALL ON "roster_visible"."players" FROM PUBLIC;
        GRANT SELECT ON "roster_visible"."players" TO PUBLIC;
      END $$
      """#,
      #"""
      DO $$
      BEGIN
        IF has_database_privilege('public', current_database(), 'TEMPORARY')
          AND has_database_privilege(current_database(), 'TEMPORARY WITH GRANT OPTION') THEN
          EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
        END IF;
      END $$
      """#,
      #"SELECT "roster_grant_privileges"("g"."role") FROM (SELECT DISTINCT "role" FROM "roster_access") AS "g""#,
    ])
}
