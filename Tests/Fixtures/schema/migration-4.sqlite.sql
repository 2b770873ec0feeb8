CREATE TABLE "league" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT,
  "season" TEXT,
  "cutoff" TEXT
) STRICT;

CREATE TABLE "divisions" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT NOT NULL,
  "name_fold" TEXT NOT NULL,
  "min_age" INTEGER CHECK ("min_age" BETWEEN 0 AND 120),
  "max_age" INTEGER CHECK ("max_age" BETWEEN 0 AND 120),
  "min_roster" INTEGER CHECK ("min_roster" BETWEEN 0 AND 1000),
  "max_roster" INTEGER CHECK ("max_roster" BETWEEN 0 AND 1000),
  "locked" INTEGER CHECK ("locked" IN (0, 1))
) STRICT;

CREATE UNIQUE INDEX "divisions_unique_name_fold" ON "divisions"("name_fold");

ALTER TABLE "teams" ADD COLUMN "division_id" INTEGER REFERENCES "divisions"("id") ON DELETE RESTRICT;

CREATE INDEX "teams_division" ON "teams"("division_id");

DROP TABLE "players_search";

CREATE TABLE "players_rebuilt" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "team_id" INTEGER REFERENCES "teams"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "name_fold" TEXT NOT NULL,
  "age" INTEGER CHECK ("age" BETWEEN 0 AND 120),
  "position" TEXT,
  "number" TEXT,
  "external_id" TEXT,
  "birthdate" TEXT,
  CONSTRAINT "players_age_or_birthdate" CHECK ("age" IS NOT NULL OR "birthdate" IS NOT NULL)
) STRICT;

INSERT INTO "players_rebuilt" ("id", "version", "team_id", "name", "name_fold", "age", "position", "number", "external_id") SELECT "id", "version", "team_id", "name", "name_fold", "age", "position", CAST("number" AS TEXT), "external_id" FROM "players";

DROP TABLE "players";

ALTER TABLE "players_rebuilt" RENAME TO "players";

CREATE UNIQUE INDEX "players_unique_external_id" ON "players"("external_id");

CREATE UNIQUE INDEX "players_unique_team_id_number" ON "players"("team_id", "number");

CREATE INDEX "players_team_age_name" ON "players"("team_id", "age", "name_fold");

CREATE VIRTUAL TABLE "players_search" USING fts5("name_fold", content='players', content_rowid='id', tokenize='unicode61 remove_diacritics 2', detail=none);

INSERT INTO "players_search"("players_search") VALUES ('rebuild');

CREATE TRIGGER "players_search_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END;

CREATE TRIGGER "players_search_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); END;

CREATE TRIGGER "players_search_update" AFTER UPDATE OF "name_fold" ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END;

CREATE TABLE "staff" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "team_id" INTEGER REFERENCES "teams"("id") ON DELETE SET NULL,
  "name" TEXT NOT NULL,
  "name_fold" TEXT NOT NULL,
  "role" TEXT,
  "email" TEXT,
  "phone" TEXT
) STRICT;

CREATE INDEX "staff_team" ON "staff"("team_id");

CREATE TABLE "contacts" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "player_id" INTEGER NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "name_fold" TEXT NOT NULL,
  "relation" TEXT,
  "email" TEXT,
  "phone" TEXT
) STRICT;

CREATE INDEX "contacts_player" ON "contacts"("player_id");
