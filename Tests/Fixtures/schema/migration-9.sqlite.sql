PRAGMA ignore_check_constraints = ON;

DROP TRIGGER "league_journal_insert";

DROP TRIGGER "league_journal_update";

DROP TRIGGER "league_journal_delete";

DROP TRIGGER "divisions_journal_insert";

DROP TRIGGER "divisions_journal_update";

DROP TRIGGER "divisions_journal_delete";

DROP TRIGGER "teams_journal_insert";

DROP TRIGGER "teams_journal_update";

DROP TRIGGER "teams_journal_delete";

DROP TRIGGER "players_journal_insert";

DROP TRIGGER "players_journal_update";

DROP TRIGGER "players_journal_delete";

DROP TRIGGER "staff_journal_insert";

DROP TRIGGER "staff_journal_update";

DROP TRIGGER "staff_journal_delete";

DROP TRIGGER "contacts_journal_insert";

DROP TRIGGER "contacts_journal_update";

DROP TRIGGER "contacts_journal_delete";

CREATE TABLE "journal_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  "author" TEXT NOT NULL,
  "command" TEXT,
  "reverts" INTEGER REFERENCES "journal"("id") ON DELETE SET NULL,
  "txn" INTEGER
) STRICT;

INSERT INTO "journal_rebuilt" ("id", "at", "author", "command", "reverts", "txn") SELECT "id", "at", "author", "command", "reverts", "txn" FROM "journal";

DROP TABLE "journal";

ALTER TABLE "journal_rebuilt" RENAME TO "journal";

CREATE INDEX "journal_open" ON "journal"("txn") WHERE "txn" IS NOT NULL;

CREATE INDEX "journal_reverts" ON "journal"("reverts");

CREATE TABLE "league_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT CONSTRAINT "league_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 100),
  "season" TEXT CONSTRAINT "league_season_valid" CHECK ("season" <> '' AND "season" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "season" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "season" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("season") <= 50),
  "cutoff" TEXT CONSTRAINT "league_cutoff_valid" CHECK ("cutoff" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date("cutoff", '+0 days') IS "cutoff" AND "cutoff" BETWEEN '1900-01-01' AND '2199-12-31'),
  "time_zone" TEXT CONSTRAINT "league_time_zone_valid" CHECK ("time_zone" <> '' AND "time_zone" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "time_zone" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "time_zone" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("time_zone") <= 64 AND "time_zone" NOT GLOB '*[^A-Za-z0-9_+/-]*')
) STRICT;

INSERT INTO "league_rebuilt" ("id", "version", "name", "season", "cutoff") SELECT "id", "version", "name", "season", "cutoff" FROM "league";

DROP TABLE "league";

ALTER TABLE "league_rebuilt" RENAME TO "league";

CREATE TRIGGER "league_journal_insert" AFTER INSERT ON "league" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'league', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "league_journal_update" AFTER UPDATE ON "league" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'league', new."id", 'update', json_object('name', old."name", 'season', old."season", 'cutoff', old."cutoff", 'time_zone', old."time_zone"), json_object('name', new."name", 'season', new."season", 'cutoff', new."cutoff", 'time_zone', new."time_zone") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "league_journal_delete" AFTER DELETE ON "league" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'league', old."id", 'delete', json_object('name', old."name", 'season', old."season", 'cutoff', old."cutoff", 'time_zone', old."time_zone"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TABLE "divisions_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT NOT NULL CONSTRAINT "divisions_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 50),
  "name_fold" TEXT NOT NULL CONSTRAINT "divisions_name_folded" CHECK ("name_fold" = roster_fold("name", 3)),
  "min_age" INTEGER CHECK ("min_age" BETWEEN 0 AND 120),
  "max_age" INTEGER CHECK ("max_age" BETWEEN 0 AND 120),
  "min_roster" INTEGER CHECK ("min_roster" BETWEEN 0 AND 1000),
  "max_roster" INTEGER CHECK ("max_roster" BETWEEN 0 AND 1000),
  "locked" INTEGER CHECK ("locked" IN (0, 1))
) STRICT;

INSERT INTO "divisions_rebuilt" ("id", "version", "name", "name_fold", "min_age", "max_age", "min_roster", "max_roster", "locked") SELECT "id", "version", "name", "name_fold", "min_age", "max_age", "min_roster", "max_roster", "locked" FROM "divisions";

DROP TABLE "divisions";

ALTER TABLE "divisions_rebuilt" RENAME TO "divisions";

CREATE UNIQUE INDEX "divisions_unique_name_fold" ON "divisions"("name_fold");

CREATE TRIGGER "divisions_journal_insert" AFTER INSERT ON "divisions" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'divisions', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "divisions_journal_update" AFTER UPDATE ON "divisions" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'divisions', new."id", 'update', json_object('name', old."name", 'name_fold', old."name_fold", 'min_age', old."min_age", 'max_age', old."max_age", 'min_roster', old."min_roster", 'max_roster', old."max_roster", 'locked', old."locked"), json_object('name', new."name", 'name_fold', new."name_fold", 'min_age', new."min_age", 'max_age', new."max_age", 'min_roster', new."min_roster", 'max_roster', new."max_roster", 'locked', new."locked") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "divisions_journal_delete" AFTER DELETE ON "divisions" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'divisions', old."id", 'delete', json_object('name', old."name", 'name_fold', old."name_fold", 'min_age', old."min_age", 'max_age', old."max_age", 'min_roster', old."min_roster", 'max_roster', old."max_roster", 'locked', old."locked"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TABLE "teams_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT NOT NULL CONSTRAINT "teams_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 100),
  "name_fold" TEXT NOT NULL CONSTRAINT "teams_name_folded" CHECK ("name_fold" = roster_fold("name", 3)),
  "city" TEXT CONSTRAINT "teams_city_valid" CHECK ("city" <> '' AND "city" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "city" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "city" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("city") <= 100),
  "abbreviation" TEXT CONSTRAINT "teams_abbreviation_valid" CHECK ("abbreviation" <> '' AND "abbreviation" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "abbreviation" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "abbreviation" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("abbreviation") <= 10),
  "abbreviation_fold" TEXT CONSTRAINT "teams_abbreviation_folded" CHECK ("abbreviation_fold" = roster_fold("abbreviation", 3)),
  "division_id" INTEGER REFERENCES "divisions"("id") ON DELETE RESTRICT
) STRICT;

INSERT INTO "teams_rebuilt" ("id", "version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold", "division_id") SELECT "id", "version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold", "division_id" FROM "teams";

DROP TABLE "teams";

ALTER TABLE "teams_rebuilt" RENAME TO "teams";

CREATE UNIQUE INDEX "teams_unique_name_fold" ON "teams"("name_fold");

CREATE UNIQUE INDEX "teams_unique_abbreviation_fold" ON "teams"("abbreviation_fold");

CREATE INDEX "teams_division" ON "teams"("division_id");

CREATE TRIGGER "teams_journal_insert" AFTER INSERT ON "teams" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'teams', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "teams_journal_update" AFTER UPDATE ON "teams" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'teams', new."id", 'update', json_object('division_id', old."division_id", 'name', old."name", 'name_fold', old."name_fold", 'city', old."city", 'abbreviation', old."abbreviation", 'abbreviation_fold', old."abbreviation_fold"), json_object('division_id', new."division_id", 'name', new."name", 'name_fold', new."name_fold", 'city', new."city", 'abbreviation', new."abbreviation", 'abbreviation_fold', new."abbreviation_fold") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "teams_journal_delete" AFTER DELETE ON "teams" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'teams', old."id", 'delete', json_object('division_id', old."division_id", 'name', old."name", 'name_fold', old."name_fold", 'city', old."city", 'abbreviation', old."abbreviation", 'abbreviation_fold', old."abbreviation_fold"), NULL FROM "journal" WHERE "txn" = 1; END;

DROP TABLE "players_search";

CREATE TABLE "players_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "team_id" INTEGER REFERENCES "teams"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL CONSTRAINT "players_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 200),
  "name_fold" TEXT NOT NULL CONSTRAINT "players_name_folded" CHECK ("name_fold" = roster_fold("name", 3)),
  "age" INTEGER CHECK ("age" BETWEEN 0 AND 120),
  "position" TEXT CONSTRAINT "players_position_valid" CHECK ("position" <> '' AND "position" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "position" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "position" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("position") <= 20),
  "number" TEXT CONSTRAINT "players_number_valid" CHECK ("number" <> '' AND "number" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "number" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "number" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND "number" NOT GLOB '*[^0-9]*' AND length("number") <= 3),
  "external_id" TEXT CONSTRAINT "players_external_id_valid" CHECK ("external_id" <> '' AND "external_id" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "external_id" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "external_id" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("external_id") <= 100),
  "birthdate" TEXT CONSTRAINT "players_birthdate_valid" CHECK ("birthdate" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date("birthdate", '+0 days') IS "birthdate" AND "birthdate" BETWEEN '1900-01-01' AND '2199-12-31'),
  CONSTRAINT "players_age_or_birthdate" CHECK ("age" IS NOT NULL OR "birthdate" IS NOT NULL)
) STRICT;

INSERT INTO "players_rebuilt" ("id", "version", "team_id", "name", "name_fold", "age", "position", "number", "external_id", "birthdate") SELECT "id", "version", "team_id", "name", "name_fold", "age", "position", "number", "external_id", "birthdate" FROM "players";

DROP TABLE "players";

ALTER TABLE "players_rebuilt" RENAME TO "players";

CREATE UNIQUE INDEX "players_unique_external_id" ON "players"("external_id");

CREATE UNIQUE INDEX "players_unique_team_id_number" ON "players"("team_id", "number");

CREATE INDEX "players_team_age_name" ON "players"("team_id", "age", "name_fold");

CREATE INDEX "players_birthdate_name" ON "players"("birthdate" DESC, "name_fold") WHERE "birthdate" IS NOT NULL;

CREATE INDEX "players_age_name" ON "players"("age", "name_fold") WHERE "birthdate" IS NULL;

CREATE VIRTUAL TABLE "players_search" USING fts5("name_fold", content='players', content_rowid='id', tokenize='unicode61 remove_diacritics 2', detail=none);

INSERT INTO "players_search"("players_search") VALUES ('rebuild');

CREATE TRIGGER "players_search_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END;

CREATE TRIGGER "players_search_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); END;

CREATE TRIGGER "players_search_update" AFTER UPDATE OF "name_fold" ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END;

CREATE TRIGGER "players_journal_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "players_journal_update" AFTER UPDATE ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', new."id", 'update', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'age', old."age", 'position', old."position", 'number', old."number", 'external_id', old."external_id", 'birthdate', old."birthdate"), json_object('team_id', new."team_id", 'name', new."name", 'name_fold', new."name_fold", 'age', new."age", 'position', new."position", 'number', new."number", 'external_id', new."external_id", 'birthdate', new."birthdate") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "players_journal_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', old."id", 'delete', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'age', old."age", 'position', old."position", 'number', old."number", 'external_id', old."external_id", 'birthdate', old."birthdate"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TABLE "staff_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "team_id" INTEGER REFERENCES "teams"("id") ON DELETE SET NULL,
  "name" TEXT NOT NULL CONSTRAINT "staff_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 100),
  "name_fold" TEXT NOT NULL CONSTRAINT "staff_name_folded" CHECK ("name_fold" = roster_fold("name", 3)),
  "role" TEXT CONSTRAINT "staff_role_valid" CHECK ("role" <> '' AND "role" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "role" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "role" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("role") <= 50),
  "email" TEXT CONSTRAINT "staff_email_valid" CHECK ("email" <> '' AND "email" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "email" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "email" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("email") <= 254 AND instr("email", '@') BETWEEN 2 AND 65 AND "email" NOT GLOB '*@*@*' AND "email" NOT GLOB '*' || ('[' || char(9, 45, 13, 32, 133, 160, 5760, 8192, 45, 8202, 8232, 45, 8233, 8239, 8287, 12288, 44, 59, 60, 62) || ']') || '*' AND "email" GLOB '*@*.*' AND "email" NOT GLOB '*@.*' AND "email" NOT GLOB '*@*..*' AND "email" NOT GLOB '*.' AND "email" NOT GLOB '*@-*' AND "email" NOT GLOB '*@*.-*' AND "email" NOT GLOB '*@*-.*' AND "email" NOT GLOB '*-' AND "email" NOT GLOB '*.?'),
  "phone" TEXT CONSTRAINT "staff_phone_valid" CHECK ("phone" <> '' AND "phone" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "phone" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "phone" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("phone") <= 30 AND "phone" NOT GLOB '*[^0-9 ().+/-]*' AND "phone" NOT GLOB '?*+*' AND length(replace(replace(replace(replace(replace(replace(replace("phone", ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', '')) BETWEEN 7 AND 15)
) STRICT;

INSERT INTO "staff_rebuilt" ("id", "version", "team_id", "name", "name_fold", "role", "email", "phone") SELECT "id", "version", "team_id", "name", "name_fold", "role", "email", "phone" FROM "staff";

DROP TABLE "staff";

ALTER TABLE "staff_rebuilt" RENAME TO "staff";

CREATE INDEX "staff_team" ON "staff"("team_id");

CREATE TRIGGER "staff_journal_insert" AFTER INSERT ON "staff" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'staff', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "staff_journal_update" AFTER UPDATE ON "staff" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'staff', new."id", 'update', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'role', old."role", 'email', old."email", 'phone', old."phone"), json_object('team_id', new."team_id", 'name', new."name", 'name_fold', new."name_fold", 'role', new."role", 'email', new."email", 'phone', new."phone") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "staff_journal_delete" AFTER DELETE ON "staff" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'staff', old."id", 'delete', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'role', old."role", 'email', old."email", 'phone', old."phone"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TABLE "contacts_rebuilt" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "player_id" INTEGER NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL CONSTRAINT "contacts_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 100),
  "name_fold" TEXT NOT NULL CONSTRAINT "contacts_name_folded" CHECK ("name_fold" = roster_fold("name", 3)),
  "relation" TEXT CONSTRAINT "contacts_relation_valid" CHECK ("relation" <> '' AND "relation" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "relation" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "relation" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("relation") <= 50),
  "email" TEXT CONSTRAINT "contacts_email_valid" CHECK ("email" <> '' AND "email" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "email" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "email" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("email") <= 254 AND instr("email", '@') BETWEEN 2 AND 65 AND "email" NOT GLOB '*@*@*' AND "email" NOT GLOB '*' || ('[' || char(9, 45, 13, 32, 133, 160, 5760, 8192, 45, 8202, 8232, 45, 8233, 8239, 8287, 12288, 44, 59, 60, 62) || ']') || '*' AND "email" GLOB '*@*.*' AND "email" NOT GLOB '*@.*' AND "email" NOT GLOB '*@*..*' AND "email" NOT GLOB '*.' AND "email" NOT GLOB '*@-*' AND "email" NOT GLOB '*@*.-*' AND "email" NOT GLOB '*@*-.*' AND "email" NOT GLOB '*-' AND "email" NOT GLOB '*.?'),
  "phone" TEXT CONSTRAINT "contacts_phone_valid" CHECK ("phone" <> '' AND "phone" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "phone" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "phone" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("phone") <= 30 AND "phone" NOT GLOB '*[^0-9 ().+/-]*' AND "phone" NOT GLOB '?*+*' AND length(replace(replace(replace(replace(replace(replace(replace("phone", ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', '')) BETWEEN 7 AND 15)
) STRICT;

INSERT INTO "contacts_rebuilt" ("id", "version", "player_id", "name", "name_fold", "relation", "email", "phone") SELECT "id", "version", "player_id", "name", "name_fold", "relation", "email", "phone" FROM "contacts";

DROP TABLE "contacts";

ALTER TABLE "contacts_rebuilt" RENAME TO "contacts";

CREATE INDEX "contacts_player" ON "contacts"("player_id");

CREATE TRIGGER "contacts_journal_insert" AFTER INSERT ON "contacts" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'contacts', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "contacts_journal_update" AFTER UPDATE ON "contacts" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'contacts', new."id", 'update', json_object('player_id', old."player_id", 'name', old."name", 'name_fold', old."name_fold", 'relation', old."relation", 'email', old."email", 'phone', old."phone"), json_object('player_id', new."player_id", 'name', new."name", 'name_fold', new."name_fold", 'relation', new."relation", 'email', new."email", 'phone', new."phone") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "contacts_journal_delete" AFTER DELETE ON "contacts" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'contacts', old."id", 'delete', json_object('player_id', old."player_id", 'name', old."name", 'name_fold', old."name_fold", 'relation', old."relation", 'email', old."email", 'phone', old."phone"), NULL FROM "journal" WHERE "txn" = 1; END;

-- a data transformation in Swift

PRAGMA ignore_check_constraints = OFF;

UPDATE sqlite_sequence SET "seq" = max(coalesce((SELECT max("id") FROM "league"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'league'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'league'), 0)) WHERE "name" = 'league';

INSERT INTO sqlite_sequence("name", "seq") SELECT 'league', max(coalesce((SELECT max("id") FROM "league"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'league'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'league'), 0)) WHERE max(coalesce((SELECT max("id") FROM "league"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'league'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'league'), 0)) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE "name" = 'league');

UPDATE sqlite_sequence SET "seq" = max(coalesce((SELECT max("id") FROM "divisions"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'divisions'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'divisions'), 0)) WHERE "name" = 'divisions';

INSERT INTO sqlite_sequence("name", "seq") SELECT 'divisions', max(coalesce((SELECT max("id") FROM "divisions"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'divisions'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'divisions'), 0)) WHERE max(coalesce((SELECT max("id") FROM "divisions"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'divisions'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'divisions'), 0)) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE "name" = 'divisions');

UPDATE sqlite_sequence SET "seq" = max(coalesce((SELECT max("id") FROM "teams"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'teams'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'teams'), 0)) WHERE "name" = 'teams';

INSERT INTO sqlite_sequence("name", "seq") SELECT 'teams', max(coalesce((SELECT max("id") FROM "teams"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'teams'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'teams'), 0)) WHERE max(coalesce((SELECT max("id") FROM "teams"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'teams'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'teams'), 0)) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE "name" = 'teams');

UPDATE sqlite_sequence SET "seq" = max(coalesce((SELECT max("id") FROM "players"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'players'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'players'), 0)) WHERE "name" = 'players';

INSERT INTO sqlite_sequence("name", "seq") SELECT 'players', max(coalesce((SELECT max("id") FROM "players"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'players'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'players'), 0)) WHERE max(coalesce((SELECT max("id") FROM "players"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'players'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'players'), 0)) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE "name" = 'players');

UPDATE sqlite_sequence SET "seq" = max(coalesce((SELECT max("id") FROM "staff"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'staff'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'staff'), 0)) WHERE "name" = 'staff';

INSERT INTO sqlite_sequence("name", "seq") SELECT 'staff', max(coalesce((SELECT max("id") FROM "staff"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'staff'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'staff'), 0)) WHERE max(coalesce((SELECT max("id") FROM "staff"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'staff'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'staff'), 0)) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE "name" = 'staff');

UPDATE sqlite_sequence SET "seq" = max(coalesce((SELECT max("id") FROM "contacts"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'contacts'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'contacts'), 0)) WHERE "name" = 'contacts';

INSERT INTO sqlite_sequence("name", "seq") SELECT 'contacts', max(coalesce((SELECT max("id") FROM "contacts"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'contacts'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'contacts'), 0)) WHERE max(coalesce((SELECT max("id") FROM "contacts"), 0), coalesce((SELECT max("row") FROM "journal_rows" WHERE "entity" = 'contacts'), 0), coalesce((SELECT "seq" FROM sqlite_sequence WHERE "name" = 'contacts'), 0)) > 0 AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE "name" = 'contacts');
