CREATE TABLE "journal" (
  "id" INTEGER PRIMARY KEY,
  "at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  "author" TEXT NOT NULL,
  "command" TEXT,
  "reverts" INTEGER REFERENCES "journal"("id") ON DELETE SET NULL,
  "txn" INTEGER
) STRICT;

CREATE INDEX "journal_open" ON "journal"("txn") WHERE "txn" IS NOT NULL;

CREATE TABLE "journal_rows" (
  "id" INTEGER PRIMARY KEY,
  "entry" INTEGER NOT NULL REFERENCES "journal"("id") ON DELETE CASCADE,
  "entity" TEXT NOT NULL,
  "row" INTEGER NOT NULL,
  "change" TEXT NOT NULL CHECK ("change" IN ('insert', 'update', 'delete')),
  "old" TEXT,
  "new" TEXT
) STRICT;

CREATE INDEX "journal_rows_entry" ON "journal_rows"("entry");

CREATE INDEX "journal_rows_row" ON "journal_rows"("entity", "row", "entry");

CREATE TRIGGER "league_journal_insert" AFTER INSERT ON "league" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'league', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "league_journal_update" AFTER UPDATE ON "league" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'league', new."id", 'update', json_object('name', old."name", 'season', old."season", 'cutoff', old."cutoff"), json_object('name', new."name", 'season', new."season", 'cutoff', new."cutoff") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "league_journal_delete" AFTER DELETE ON "league" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'league', old."id", 'delete', json_object('name', old."name", 'season', old."season", 'cutoff', old."cutoff"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "divisions_journal_insert" AFTER INSERT ON "divisions" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'divisions', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "divisions_journal_update" AFTER UPDATE ON "divisions" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'divisions', new."id", 'update', json_object('name', old."name", 'name_fold', old."name_fold", 'min_age', old."min_age", 'max_age', old."max_age", 'min_roster', old."min_roster", 'max_roster', old."max_roster", 'locked', old."locked"), json_object('name', new."name", 'name_fold', new."name_fold", 'min_age', new."min_age", 'max_age', new."max_age", 'min_roster', new."min_roster", 'max_roster', new."max_roster", 'locked', new."locked") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "divisions_journal_delete" AFTER DELETE ON "divisions" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'divisions', old."id", 'delete', json_object('name', old."name", 'name_fold', old."name_fold", 'min_age', old."min_age", 'max_age', old."max_age", 'min_roster', old."min_roster", 'max_roster', old."max_roster", 'locked', old."locked"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "teams_journal_insert" AFTER INSERT ON "teams" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'teams', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "teams_journal_update" AFTER UPDATE ON "teams" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'teams', new."id", 'update', json_object('division_id', old."division_id", 'name', old."name", 'name_fold', old."name_fold", 'city', old."city", 'abbreviation', old."abbreviation", 'abbreviation_fold', old."abbreviation_fold"), json_object('division_id', new."division_id", 'name', new."name", 'name_fold', new."name_fold", 'city', new."city", 'abbreviation', new."abbreviation", 'abbreviation_fold', new."abbreviation_fold") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "teams_journal_delete" AFTER DELETE ON "teams" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'teams', old."id", 'delete', json_object('division_id', old."division_id", 'name', old."name", 'name_fold', old."name_fold", 'city', old."city", 'abbreviation', old."abbreviation", 'abbreviation_fold', old."abbreviation_fold"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE INDEX "journal_rows_teams_old_division_id" ON "journal_rows"(json_extract("old", '$.division_id')) WHERE "entity" = 'teams' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_teams_new_division_id" ON "journal_rows"(json_extract("new", '$.division_id')) WHERE "entity" = 'teams' AND "new" IS NOT NULL;

CREATE TRIGGER "players_journal_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "players_journal_update" AFTER UPDATE ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', new."id", 'update', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'age', old."age", 'position', old."position", 'number', old."number", 'external_id', old."external_id", 'birthdate', old."birthdate"), json_object('team_id', new."team_id", 'name', new."name", 'name_fold', new."name_fold", 'age', new."age", 'position', new."position", 'number', new."number", 'external_id', new."external_id", 'birthdate', new."birthdate") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "players_journal_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', old."id", 'delete', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'age', old."age", 'position', old."position", 'number', old."number", 'external_id', old."external_id", 'birthdate', old."birthdate"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE INDEX "journal_rows_players_old_team_id" ON "journal_rows"(json_extract("old", '$.team_id')) WHERE "entity" = 'players' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_players_new_team_id" ON "journal_rows"(json_extract("new", '$.team_id')) WHERE "entity" = 'players' AND "new" IS NOT NULL;

CREATE TRIGGER "staff_journal_insert" AFTER INSERT ON "staff" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'staff', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "staff_journal_update" AFTER UPDATE ON "staff" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'staff', new."id", 'update', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'role', old."role", 'email', old."email", 'phone', old."phone"), json_object('team_id', new."team_id", 'name', new."name", 'name_fold', new."name_fold", 'role', new."role", 'email', new."email", 'phone', new."phone") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "staff_journal_delete" AFTER DELETE ON "staff" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'staff', old."id", 'delete', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'role', old."role", 'email', old."email", 'phone', old."phone"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE INDEX "journal_rows_staff_old_team_id" ON "journal_rows"(json_extract("old", '$.team_id')) WHERE "entity" = 'staff' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_staff_new_team_id" ON "journal_rows"(json_extract("new", '$.team_id')) WHERE "entity" = 'staff' AND "new" IS NOT NULL;

CREATE TRIGGER "contacts_journal_insert" AFTER INSERT ON "contacts" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'contacts', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "contacts_journal_update" AFTER UPDATE ON "contacts" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'contacts', new."id", 'update', json_object('player_id', old."player_id", 'name', old."name", 'name_fold', old."name_fold", 'relation', old."relation", 'email', old."email", 'phone', old."phone"), json_object('player_id', new."player_id", 'name', new."name", 'name_fold', new."name_fold", 'relation', new."relation", 'email', new."email", 'phone', new."phone") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "contacts_journal_delete" AFTER DELETE ON "contacts" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'contacts', old."id", 'delete', json_object('player_id', old."player_id", 'name', old."name", 'name_fold', old."name_fold", 'relation', old."relation", 'email', old."email", 'phone', old."phone"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE INDEX "journal_rows_contacts_old_player_id" ON "journal_rows"(json_extract("old", '$.player_id')) WHERE "entity" = 'contacts' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_contacts_new_player_id" ON "journal_rows"(json_extract("new", '$.player_id')) WHERE "entity" = 'contacts' AND "new" IS NOT NULL;

INSERT INTO "journal"("author", "command") VALUES ('roster', 'the journal starts (schema 5)');
