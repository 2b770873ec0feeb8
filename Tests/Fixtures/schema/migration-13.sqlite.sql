CREATE TABLE "guardians" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "name" TEXT NOT NULL CONSTRAINT "guardians_name_valid" CHECK ("name" <> '' AND "name" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "name" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "name" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("name") <= 100),
  "name_fold" TEXT NOT NULL CONSTRAINT "guardians_name_folded" CHECK ("name_fold" = roster_fold("name", 3)),
  "email" TEXT CONSTRAINT "guardians_email_valid" CHECK ("email" <> '' AND "email" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "email" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "email" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("email") <= 254 AND instr("email", '@') BETWEEN 2 AND 65 AND "email" NOT GLOB '*@*@*' AND "email" NOT GLOB '*' || ('[' || char(9, 45, 13, 32, 133, 160, 5760, 8192, 45, 8202, 8232, 45, 8233, 8239, 8287, 12288, 44, 59, 60, 62) || ']') || '*' AND "email" GLOB '*@*.*' AND "email" NOT GLOB '*@.*' AND "email" NOT GLOB '*@*..*' AND "email" NOT GLOB '*.' AND "email" NOT GLOB '*@-*' AND "email" NOT GLOB '*@*.-*' AND "email" NOT GLOB '*@*-.*' AND "email" NOT GLOB '*-' AND "email" NOT GLOB '*.?'),
  "phone" TEXT CONSTRAINT "guardians_phone_valid" CHECK ("phone" <> '' AND "phone" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "phone" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "phone" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("phone") <= 30 AND "phone" NOT GLOB '*[^0-9 ().+/-]*' AND "phone" NOT GLOB '?*+*' AND length(replace(replace(replace(replace(replace(replace(replace("phone", ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '/', ''), '+', '')) BETWEEN 7 AND 15),
  "address" TEXT CONSTRAINT "guardians_address_valid" CHECK ("address" <> '' AND "address" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "address" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "address" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("address") <= 200),
  "city" TEXT CONSTRAINT "guardians_city_valid" CHECK ("city" <> '' AND "city" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "city" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "city" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("city") <= 100),
  "postcode" TEXT CONSTRAINT "guardians_postcode_valid" CHECK ("postcode" <> '' AND "postcode" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "postcode" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "postcode" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("postcode") <= 20)
) STRICT;

CREATE TRIGGER "guardians_journal_insert" AFTER INSERT ON "guardians" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardians', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "guardians_journal_update" AFTER UPDATE ON "guardians" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardians', new."id", 'update', json_object('name', old."name", 'name_fold', old."name_fold", 'email', old."email", 'phone', old."phone", 'address', old."address", 'city', old."city", 'postcode', old."postcode"), json_object('name', new."name", 'name_fold', new."name_fold", 'email', new."email", 'phone', new."phone", 'address', new."address", 'city', new."city", 'postcode', new."postcode") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "guardians_journal_delete" AFTER DELETE ON "guardians" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardians', old."id", 'delete', json_object('name', old."name", 'name_fold', old."name_fold", 'email', old."email", 'phone', old."phone", 'address', old."address", 'city', old."city", 'postcode', old."postcode"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TABLE "guardianships" (
  "id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "version" INTEGER NOT NULL DEFAULT 1,
  "player_id" INTEGER NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "guardian_id" INTEGER NOT NULL REFERENCES "guardians"("id") ON DELETE RESTRICT,
  "relationship" TEXT CONSTRAINT "guardianships_relationship_valid" CHECK ("relationship" <> '' AND "relationship" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "relationship" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "relationship" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("relationship") <= 50),
  "lives_with" INTEGER CHECK ("lives_with" IN (0, 1)),
  "may_pick_up" INTEGER CHECK ("may_pick_up" IN (0, 1)),
  "no_contact" INTEGER CHECK ("no_contact" IN (0, 1)),
  "no_contact_note" TEXT CONSTRAINT "guardianships_no_contact_note_valid" CHECK ("no_contact_note" <> '' AND "no_contact_note" NOT GLOB ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') || '*' AND "no_contact_note" NOT GLOB '*' || ('[' || char(32, 160, 5760, 8192, 45, 8202, 8239, 8287, 12288) || ']') AND "no_contact_note" NOT GLOB '*' || ('[' || char(1, 45, 31, 127, 45, 159, 173, 1564, 6158, 8203, 8206, 45, 8207, 8232, 45, 8238, 8288, 45, 8303, 12644, 65279, 65440, 65529, 45, 65531, 119155, 45, 119162, 917504, 45, 917535) || ']') || '*' AND length("no_contact_note") <= 500),
  "receives_email" INTEGER CHECK ("receives_email" IN (0, 1)),
  "receives_text" INTEGER CHECK ("receives_text" IN (0, 1))
) STRICT;

CREATE UNIQUE INDEX "guardianships_unique_player_id_guardian_id" ON "guardianships"("player_id", "guardian_id");

CREATE INDEX "guardianships_guardian_id" ON "guardianships"("guardian_id");

CREATE TRIGGER "guardianships_journal_insert" AFTER INSERT ON "guardianships" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardianships', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "guardianships_journal_update" AFTER UPDATE ON "guardianships" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardianships', new."id", 'update', json_object('player_id', old."player_id", 'guardian_id', old."guardian_id", 'relationship', old."relationship", 'lives_with', old."lives_with", 'may_pick_up', old."may_pick_up", 'no_contact', old."no_contact", 'no_contact_note', old."no_contact_note", 'receives_email', old."receives_email", 'receives_text', old."receives_text"), json_object('player_id', new."player_id", 'guardian_id', new."guardian_id", 'relationship', new."relationship", 'lives_with', new."lives_with", 'may_pick_up', new."may_pick_up", 'no_contact', new."no_contact", 'no_contact_note', new."no_contact_note", 'receives_email', new."receives_email", 'receives_text', new."receives_text") FROM "journal" WHERE "txn" = 1; END;

CREATE TRIGGER "guardianships_journal_delete" AFTER DELETE ON "guardianships" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardianships', old."id", 'delete', json_object('player_id', old."player_id", 'guardian_id', old."guardian_id", 'relationship', old."relationship", 'lives_with', old."lives_with", 'may_pick_up', old."may_pick_up", 'no_contact', old."no_contact", 'no_contact_note', old."no_contact_note", 'receives_email', old."receives_email", 'receives_text', old."receives_text"), NULL FROM "journal" WHERE "txn" = 1; END;

CREATE INDEX "journal_rows_guardianships_old_player_id" ON "journal_rows"(json_extract("old", '$.player_id')) WHERE "entity" = 'guardianships' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_guardianships_new_player_id" ON "journal_rows"(json_extract("new", '$.player_id')) WHERE "entity" = 'guardianships' AND "new" IS NOT NULL;

CREATE INDEX "journal_rows_guardianships_old_guardian_id" ON "journal_rows"(json_extract("old", '$.guardian_id')) WHERE "entity" = 'guardianships' AND "old" IS NOT NULL;

CREATE INDEX "journal_rows_guardianships_new_guardian_id" ON "journal_rows"(json_extract("new", '$.guardian_id')) WHERE "entity" = 'guardianships' AND "new" IS NOT NULL;

-- a data transformation in Swift

DROP INDEX "journal_rows_contacts_new_player_id";

DROP INDEX "journal_rows_contacts_old_player_id";

DROP TABLE "contacts";
