CREATE TABLE "player_ids" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "player_id" INTEGER NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "system" TEXT NOT NULL CONSTRAINT "player_ids_system_valid" CHECK ("system" <> '' AND "system" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "system" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "system" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("system") <= 30 AND "system" GLOB '[a-z]*' AND "system" NOT GLOB '*[^a-z0-9]*'),
  "value" TEXT NOT NULL CONSTRAINT "player_ids_value_valid" CHECK ("value" <> '' AND "value" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "value" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "value" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("value") <= 100)
) STRICT;

CREATE UNIQUE INDEX "player_ids_unique_player_id_system" ON "player_ids"("player_id", "system");

CREATE UNIQUE INDEX "player_ids_unique_system_value" ON "player_ids"("system", "value");

CREATE TRIGGER "player_ids_journal_insert" AFTER INSERT ON "player_ids" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'player_ids', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "player_ids_journal_update" AFTER UPDATE ON "player_ids" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'player_ids', new."id", 'update', json_object('player_id', old."player_id", 'system', old."system", 'value', old."value"), json_object('player_id', new."player_id", 'system', new."system", 'value', new."value") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "player_ids_journal_delete" AFTER DELETE ON "player_ids" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'player_ids', old."id", 'delete', json_object('player_id', old."player_id", 'system', old."system", 'value', old."value"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE INDEX "journal_rows_player_ids_old_player_id" ON "journal_rows"(json_extract("old", '$.player_id')) WHERE "entity" = 'player_ids' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_player_ids_new_player_id" ON "journal_rows"(json_extract("new", '$.player_id')) WHERE "entity" = 'player_ids' AND "new" IS NOT NULL;
