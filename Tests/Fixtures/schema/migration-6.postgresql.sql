CREATE TABLE "roster_access" (
  "role" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('admin', 'manager', 'viewer')),
  "team_id" bigint REFERENCES "teams"("id") ON DELETE CASCADE,
  CHECK (("kind" = 'manager') = ("team_id" IS NOT NULL)),
  UNIQUE NULLS NOT DISTINCT ("role", "kind", "team_id")
);

CREATE FUNCTION "roster_access_kind"() RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT CASE
    WHEN pg_has_role(session_user, (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass), 'MEMBER')
      THEN 'admin'
    ELSE (SELECT a."kind" FROM "roster_access" a JOIN pg_roles r ON r."rolname" = a."role"
          WHERE pg_has_role(session_user, r."oid", 'MEMBER')
          ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1)
  END);
END $$;

CREATE FUNCTION "roster_managed_teams"() RETURNS bigint[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(DISTINCT a."team_id"), '{}') FROM "roster_access" a
    JOIN pg_roles r ON r."rolname" = a."role"
    WHERE a."kind" = 'manager' AND pg_has_role(session_user, r."oid", 'MEMBER'));
END $$;

CREATE FUNCTION "roster_team_names"("ids" bigint[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF "roster_access_kind"() IS NULL THEN RETURN NULL; END IF;  -- nothing for a stranger
  RETURN (SELECT regexp_replace(string_agg(t."name", ', ' ORDER BY t."name_fold"), ', ([^,]*)$', ' and \1')
    FROM "teams" t WHERE t."id" = ANY ("ids"));
END $$;

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
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
          mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
    ELSIF "team" IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
          mine, "what");
    END IF;
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('you manage %s, not %s', mine, "roster_team_names"(ARRAY["team"]));
  ELSIF kind = 'viewer' THEN
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('%s is a viewer of this league: it reads the league but does not change it', session_user);
  END IF;
  RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
    MESSAGE = format('%s has no access to this league; an admin grants it with roster access grant', session_user);
END $$;

CREATE FUNCTION "roster_entry_is_mine"("entry" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT j."author" = session_user FROM "journal" j WHERE j."id" = "entry"), false);
END $$;

CREATE FUNCTION "roster_access_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "roster_may_change"(TG_TABLE_NAME, NULL, false);
  RETURN NULL;
END $$;

ALTER TABLE "league" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "league_read" ON "league" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE POLICY "league_insert" ON "league" FOR INSERT WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('league', NULL, false));

CREATE POLICY "league_update" ON "league" FOR UPDATE USING ((SELECT "roster_access_kind"()) IS NOT NULL) WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('league', NULL, false));

CREATE POLICY "league_delete" ON "league" FOR DELETE USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE TRIGGER "league_access_update" BEFORE UPDATE ON "league" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

CREATE TRIGGER "league_access_delete" BEFORE DELETE ON "league" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

GRANT SELECT, INSERT, UPDATE, DELETE ON "league" TO PUBLIC;

ALTER TABLE "divisions" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "divisions_read" ON "divisions" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE POLICY "divisions_insert" ON "divisions" FOR INSERT WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('divisions', NULL, false));

CREATE POLICY "divisions_update" ON "divisions" FOR UPDATE USING ((SELECT "roster_access_kind"()) IS NOT NULL) WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('divisions', NULL, false));

CREATE POLICY "divisions_delete" ON "divisions" FOR DELETE USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE TRIGGER "divisions_access_update" BEFORE UPDATE ON "divisions" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

CREATE TRIGGER "divisions_access_delete" BEFORE DELETE ON "divisions" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

GRANT SELECT, INSERT, UPDATE, DELETE ON "divisions" TO PUBLIC;

ALTER TABLE "teams" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "teams_read" ON "teams" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE POLICY "teams_insert" ON "teams" FOR INSERT WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('teams', NULL, false));

CREATE POLICY "teams_update" ON "teams" FOR UPDATE USING ((SELECT "roster_access_kind"()) IS NOT NULL) WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('teams', NULL, false));

CREATE POLICY "teams_delete" ON "teams" FOR DELETE USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE TRIGGER "teams_access_update" BEFORE UPDATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

CREATE TRIGGER "teams_access_delete" BEFORE DELETE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

GRANT SELECT, INSERT, UPDATE, DELETE ON "teams" TO PUBLIC;

ALTER TABLE "players" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "players_read" ON "players" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE POLICY "players_insert" ON "players" FOR INSERT WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) OR "roster_may_change"('players', "team_id", true));

CREATE POLICY "players_update" ON "players" FOR UPDATE USING ((SELECT "roster_access_kind"()) IS NOT NULL) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) OR "roster_may_change"('players', "team_id", true));

CREATE POLICY "players_delete" ON "players" FOR DELETE USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE FUNCTION "roster_players_access"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE managed bigint[];
BEGIN
  IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  managed := "roster_managed_teams"();
  PERFORM "roster_may_change"('players', o."team_id", true) FROM old_rows o WHERE NOT coalesce(o."team_id" = ANY (managed), true);
  RETURN NULL;
END $$;

CREATE TRIGGER "players_access_update" AFTER UPDATE ON "players" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_players_access"();

CREATE TRIGGER "players_access_delete" AFTER DELETE ON "players" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_players_access"();

GRANT SELECT ("id", "version", "name", "name_fold", "age", "position", "number", "external_id", "team_id"), INSERT, UPDATE, DELETE ON "players" TO PUBLIC;

CREATE VIEW "players_visible" WITH (security_barrier) AS SELECT "id", "version", "name", "name_fold", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "age" ELSE CASE WHEN "birthdate" IS NULL THEN "age" ELSE (CAST(substr(coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), to_char(current_date, 'YYYY-MM-DD')), 1, 4) AS integer) - CAST(substr("birthdate", 1, 4) AS integer) - CASE WHEN (CAST(substr(coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), to_char(current_date, 'YYYY-MM-DD')), 6, 2) AS integer) * 100 + CAST(substr(coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), to_char(current_date, 'YYYY-MM-DD')), 9, 2) AS integer)) < (CAST(substr("birthdate", 6, 2) AS integer) * 100 + CAST(substr("birthdate", 9, 2) AS integer)) THEN 1 ELSE 0 END) END END AS "age", "position", "number", "external_id", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "birthdate" END AS "birthdate", "team_id" FROM "players" WHERE (SELECT "roster_access_kind"()) IS NOT NULL;

GRANT SELECT ON "players_visible" TO PUBLIC;

ALTER TABLE "staff" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "staff_read" ON "staff" FOR SELECT USING ((SELECT "roster_access_kind"()) IN ('admin', 'manager'));

CREATE POLICY "staff_insert" ON "staff" FOR INSERT WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('staff', "team_id", false));

CREATE POLICY "staff_update" ON "staff" FOR UPDATE USING ((SELECT "roster_access_kind"()) IN ('admin', 'manager')) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('staff', "team_id", false));

CREATE POLICY "staff_delete" ON "staff" FOR DELETE USING ((SELECT "roster_access_kind"()) IN ('admin', 'manager'));

CREATE FUNCTION "roster_staff_access"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE managed bigint[];
BEGIN
  IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  managed := "roster_managed_teams"();
  PERFORM "roster_may_change"('staff', o."team_id", false) FROM old_rows o WHERE NOT coalesce(o."team_id" = ANY (managed), false);
  RETURN NULL;
END $$;

CREATE TRIGGER "staff_access_update" AFTER UPDATE ON "staff" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_staff_access"();

CREATE TRIGGER "staff_access_delete" AFTER DELETE ON "staff" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_staff_access"();

GRANT SELECT, INSERT, UPDATE, DELETE ON "staff" TO PUBLIC;

ALTER TABLE "contacts" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contacts_read" ON "contacts" FOR SELECT USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") IS NULL AND (SELECT "roster_access_kind"()) = 'manager')));

CREATE POLICY "contacts_insert" ON "contacts" FOR INSERT WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) OR "roster_may_change"('contacts', (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id"), true));

CREATE POLICY "contacts_update" ON "contacts" FOR UPDATE USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") IS NULL AND (SELECT "roster_access_kind"()) = 'manager'))) WITH CHECK (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) OR "roster_may_change"('contacts', (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id"), true));

CREATE POLICY "contacts_delete" ON "contacts" FOR DELETE USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") IS NULL AND (SELECT "roster_access_kind"()) = 'manager')));

CREATE FUNCTION "roster_contacts_access"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE managed bigint[];
BEGIN
  IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  managed := "roster_managed_teams"();
  PERFORM "roster_may_change"('contacts', (SELECT p."team_id" FROM "players" p WHERE p."id" = o."player_id"), true) FROM old_rows o WHERE NOT coalesce((SELECT p."team_id" FROM "players" p WHERE p."id" = o."player_id") = ANY (managed), true);
  RETURN NULL;
END $$;

CREATE TRIGGER "contacts_access_update" AFTER UPDATE ON "contacts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_contacts_access"();

CREATE TRIGGER "contacts_access_delete" AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_contacts_access"();

GRANT SELECT, INSERT, UPDATE, DELETE ON "contacts" TO PUBLIC;

ALTER TABLE "roster_access" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "roster_access_read" ON "roster_access" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE POLICY "roster_access_insert" ON "roster_access" FOR INSERT WITH CHECK ("roster_may_change"('roster_access', NULL, false));

CREATE POLICY "roster_access_delete" ON "roster_access" FOR DELETE USING ((SELECT "roster_access_kind"()) IS NOT NULL);

CREATE TRIGGER "roster_access_delete" BEFORE DELETE ON "roster_access" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"();

GRANT SELECT, INSERT, DELETE ON "roster_access" TO PUBLIC;

ALTER TABLE "journal" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "journal_read" ON "journal" FOR SELECT USING ((SELECT "roster_access_kind"()) = 'admin' OR "author" = session_user);

CREATE POLICY "journal_insert" ON "journal" FOR INSERT WITH CHECK ("author" = session_user AND ("reverts" IS NULL OR (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"("reverts")));

CREATE POLICY "journal_delete" ON "journal" FOR DELETE USING ((SELECT "roster_access_kind"()) = 'admin' OR ("author" = session_user AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = "id")));

GRANT SELECT, INSERT ("command", "reverts"), DELETE ON "journal" TO PUBLIC;

ALTER TABLE "journal_rows" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "journal_rows_read" ON "journal_rows" FOR SELECT USING ((SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"("entry"));

GRANT SELECT ON "journal_rows" TO PUBLIC;

ALTER TABLE "roster_schema" ENABLE ROW LEVEL SECURITY;

CREATE POLICY "roster_schema_read" ON "roster_schema" FOR SELECT USING (true);

GRANT SELECT ON "roster_schema" TO PUBLIC;

GRANT SELECT ON SEQUENCE "roster_data_version" TO PUBLIC;

DO $$
DECLARE f text;
BEGIN
  FOREACH f IN ARRAY ARRAY['roster_access_kind()', 'roster_managed_teams()', 'roster_team_names(bigint[])',
    'roster_may_change(text, bigint, boolean)', 'roster_access_check()', 'roster_entry_is_mine(bigint)',
    'roster_journal_rows()', 'roster_data_changed()', 'roster_players_access()', 'roster_staff_access()', 'roster_contacts_access()'] LOOP
    EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = %I, pg_temp', f, current_schema());
  END LOOP;
END $$;
