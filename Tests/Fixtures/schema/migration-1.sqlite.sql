CREATE TABLE "teams" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT NOT NULL,
  "name_fold" TEXT NOT NULL,
  "city" TEXT,
  "abbreviation" TEXT,
  "abbreviation_fold" TEXT
) STRICT;

CREATE UNIQUE INDEX "teams_unique_name_fold" ON "teams"("name_fold");

CREATE UNIQUE INDEX "teams_unique_abbreviation_fold" ON "teams"("abbreviation_fold");

CREATE TABLE "players" (
  "id" INTEGER PRIMARY KEY,
  "version" INTEGER NOT NULL DEFAULT 1,
  "team_id" INTEGER NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "name_fold" TEXT NOT NULL,
  "age" INTEGER NOT NULL CHECK ("age" BETWEEN 0 AND 120),
  "position" TEXT,
  "number" INTEGER CHECK ("number" BETWEEN 0 AND 99)
) STRICT;

CREATE UNIQUE INDEX "players_unique_team_id_number" ON "players"("team_id", "number");

CREATE INDEX "players_team_age_name" ON "players"("team_id", "age", "name_fold");
