ALTER TABLE "players" ADD COLUMN "division_id" bigint REFERENCES "divisions"("id") ON DELETE SET NULL;

ALTER TABLE "players" ADD COLUMN "gender" text CONSTRAINT "players_gender_valid" CHECK ("gender" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("gender") <= 30);

ALTER TABLE "players" ADD COLUMN "school" text CONSTRAINT "players_school_valid" CHECK ("school" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("school") <= 100);

ALTER TABLE "players" ADD COLUMN "grade" text CONSTRAINT "players_grade_valid" CHECK ("grade" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("grade") <= 20);

ALTER TABLE "players" ADD COLUMN "teammate_request" text CONSTRAINT "players_teammate_request_valid" CHECK ("teammate_request" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("teammate_request") <= 200);

ALTER TABLE "players" ADD COLUMN "coach_request" text CONSTRAINT "players_coach_request_valid" CHECK ("coach_request" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("coach_request") <= 200);

CREATE INDEX "players_division" ON "players"("division_id");

CREATE INDEX "journal_rows_players_old_division_id" ON "journal_rows" ((("old" ->> 'division_id')::bigint)) WHERE "entity" = 'players' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_players_new_division_id" ON "journal_rows" ((("new" ->> 'division_id')::bigint)) WHERE "entity" = 'players' AND "new" IS NOT NULL;

GRANT SELECT ("division_id") ON "players" TO PUBLIC;

DROP VIEW IF EXISTS "roster_visible"."players";

DROP VIEW "players_visible";

CREATE VIEW "players_visible" WITH (security_barrier) AS SELECT "id", "version", "name", "name_fold", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "age" ELSE CASE WHEN "birthdate" IS NULL THEN "age" ELSE (CAST(substr(coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), coalesce(to_char((now() AT TIME ZONE (SELECT "time_zone" FROM "league" ORDER BY "id" LIMIT 1))::date, 'YYYY-MM-DD'), to_char(current_date, 'YYYY-MM-DD'))), 1, 4) AS integer) - CAST(substr("birthdate", 1, 4) AS integer) - CASE WHEN (CAST(substr(coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), coalesce(to_char((now() AT TIME ZONE (SELECT "time_zone" FROM "league" ORDER BY "id" LIMIT 1))::date, 'YYYY-MM-DD'), to_char(current_date, 'YYYY-MM-DD'))), 6, 2) AS integer) * 100 + CAST(substr(coalesce((SELECT "cutoff" FROM "league" ORDER BY "id" LIMIT 1), coalesce(to_char((now() AT TIME ZONE (SELECT "time_zone" FROM "league" ORDER BY "id" LIMIT 1))::date, 'YYYY-MM-DD'), to_char(current_date, 'YYYY-MM-DD'))), 9, 2) AS integer)) < (CAST(substr("birthdate", 6, 2) AS integer) * 100 + CAST(substr("birthdate", 9, 2) AS integer)) THEN 1 ELSE 0 END) END END AS "age", "position", "number", "external_id", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "birthdate" END AS "birthdate", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "medical" END AS "medical", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "medical_alert" END AS "medical_alert", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "gender" END AS "gender", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "school" END AS "school", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "grade" END AS "grade", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "teammate_request" END AS "teammate_request", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR "team_id" = ANY ((SELECT "roster_managed_teams"())::bigint[]) OR ("team_id" IS NULL AND (SELECT "roster_access_kind"()) = 'manager')) THEN "coach_request" END AS "coach_request", "team_id", "division_id" FROM "players" WHERE (SELECT "roster_access_kind"()) IS NOT NULL;

GRANT SELECT ON "players_visible" TO PUBLIC;

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
END $$;

CREATE OR REPLACE FUNCTION "roster_grant_privileges"("grantee" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE kind text;
BEGIN
  IF to_regrole(quote_ident("grantee")) IS NULL
    OR to_regrole(quote_ident("grantee")) = (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass) THEN
    RETURN;
  END IF;
  SELECT a."kind" INTO kind FROM "roster_access" a WHERE a."role" = "grantee"
    ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1;
  IF kind IN ('admin', 'manager') THEN
    EXECUTE format('GRANT INSERT, DELETE ON "league", "divisions", "teams", "players", "staff", "guardians", "guardianships", "player_ids" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "season", "cutoff", "time_zone") ON "league" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "min_age", "max_age", "min_roster", "max_roster", "locked") ON "divisions" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold", "division_id") ON "teams" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "age", "position", "number", "external_id", "birthdate", "medical", "medical_alert", "gender", "school", "grade", "teammate_request", "coach_request", "team_id", "division_id") ON "players" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "role", "email", "phone", "team_id") ON "staff" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "email", "phone", "address", "city", "postcode") ON "guardians" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "relationship", "lives_with", "may_pick_up", "no_contact", "no_contact_note", "receives_email", "receives_text", "player_id", "guardian_id") ON "guardianships" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "system", "value", "player_id") ON "player_ids" TO %I', "grantee");
    EXECUTE format('GRANT INSERT, DELETE ON "roster_access" TO %I', "grantee");
  ELSE
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON "league", "divisions", "teams", "players", "staff", "guardians", "guardianships", "player_ids" FROM %I', "grantee");
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
END $$;

DO $$
DECLARE f text;
BEGIN
  FOREACH f IN ARRAY ARRAY['roster_access_kind()', 'roster_managed_teams()', 'roster_team_names(bigint[])',
    'roster_may_change(text, bigint, boolean)', 'roster_access_check()', 'roster_entry_is_mine(bigint)',
    'roster_journal_rows()', 'roster_data_changed()', 'roster_grant_privileges(text)', 'roster_access_privileges()',
    'roster_new_ids()', 'roster_settled(bigint)', 'roster_journal_open(text, bigint)',
    'roster_journal_discard(bigint)', 'roster_later_change(bigint, bigint[])', 'roster_revert_changes()',
    'roster_same_people(jsonb)', 'roster_birthdates_unknown(bigint[])'] LOOP
    EXECUTE format('ALTER FUNCTION %s SECURITY DEFINER SET search_path = %I, pg_temp', f, current_schema());
  END LOOP;
END $$;

DO $$
BEGIN
  PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT a."role" FROM "roster_access" a) AS g;
END $$;
