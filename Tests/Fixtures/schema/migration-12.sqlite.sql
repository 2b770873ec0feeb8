ALTER TABLE "players" ADD COLUMN "medical" TEXT CONSTRAINT "players_medical_valid" CHECK ("medical" <> '' AND "medical" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "medical" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "medical" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("medical") <= 1000);

ALTER TABLE "players" ADD COLUMN "medical_alert" INTEGER CHECK ("medical_alert" IN (0, 1));

DROP TRIGGER "players_journal_insert";

DROP TRIGGER "players_journal_update";

DROP TRIGGER "players_journal_delete";

CREATE TRIGGER "players_journal_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "players_journal_update" AFTER UPDATE ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', new."id", 'update', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'age', old."age", 'position', old."position", 'number', old."number", 'external_id', old."external_id", 'birthdate', old."birthdate", 'medical', old."medical", 'medical_alert', old."medical_alert"), json_object('team_id', new."team_id", 'name', new."name", 'name_fold', new."name_fold", 'age', new."age", 'position', new."position", 'number', new."number", 'external_id', new."external_id", 'birthdate', new."birthdate", 'medical', new."medical", 'medical_alert', new."medical_alert") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "players_journal_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'players', old."id", 'delete', json_object('team_id', old."team_id", 'name', old."name", 'name_fold', old."name_fold", 'age', old."age", 'position', old."position", 'number', old."number", 'external_id', old."external_id", 'birthdate', old."birthdate", 'medical', old."medical", 'medical_alert', old."medical_alert"), NULL FROM "journal" WHERE "txn" = 1; END;
