extension RosterSchemaHistory {
  /// Version 13: families (issue 42). A guardian is one record per adult (`guardians`), linked
  /// to any number of players through a guardianship (`guardianships`: the relationship, lives
  /// with, may pick up, no contact and its note, receives email and texts). On PostgreSQL the
  /// office keeps the guardians and the managers of their players' teams read them (a free
  /// agent's are the office's alone); a guardianship's no-contact note is read through the view
  /// `guardianships_visible`, as a medical note is, by the office and the player's team's
  /// managers only. The players' contacts, one copy per
  /// player, become guardians by the rule of `GuardianIdentity` (`guardiansFromContacts`), in a
  /// journal entry of the upgrade's own that names every value no guardian took; then they go.
  static let version13 = Migration(
    version: 13,
    [
      .sql(
        sqlite: [
          #"""
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
          ) STRICT
          """#,
          #"CREATE TRIGGER "guardians_journal_insert" AFTER INSERT ON "guardians" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardians', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END"#,
          #"CREATE TRIGGER "guardians_journal_update" AFTER UPDATE ON "guardians" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardians', new."id", 'update', json_object('name', old."name", 'name_fold', old."name_fold", 'email', old."email", 'phone', old."phone", 'address', old."address", 'city', old."city", 'postcode', old."postcode"), json_object('name', new."name", 'name_fold', new."name_fold", 'email', new."email", 'phone', new."phone", 'address', new."address", 'city', new."city", 'postcode', new."postcode") FROM "journal" WHERE "txn" = 1; END"#,
          #"CREATE TRIGGER "guardians_journal_delete" AFTER DELETE ON "guardians" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardians', old."id", 'delete', json_object('name', old."name", 'name_fold', old."name_fold", 'email', old."email", 'phone', old."phone", 'address', old."address", 'city', old."city", 'postcode', old."postcode"), NULL FROM "journal" WHERE "txn" = 1; END"#,
          #"""
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
          ) STRICT
          """#,
          #"CREATE UNIQUE INDEX "guardianships_unique_player_id_guardian_id" ON "guardianships"("player_id", "guardian_id")"#,
          #"CREATE INDEX "guardianships_guardian_id" ON "guardianships"("guardian_id")"#,
          #"CREATE TRIGGER "guardianships_journal_insert" AFTER INSERT ON "guardianships" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardianships', new."id", 'insert', NULL, NULL FROM "journal" WHERE "txn" = 1; END"#,
          #"CREATE TRIGGER "guardianships_journal_update" AFTER UPDATE ON "guardianships" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardianships', new."id", 'update', json_object('player_id', old."player_id", 'guardian_id', old."guardian_id", 'relationship', old."relationship", 'lives_with', old."lives_with", 'may_pick_up', old."may_pick_up", 'no_contact', old."no_contact", 'no_contact_note', old."no_contact_note", 'receives_email', old."receives_email", 'receives_text', old."receives_text"), json_object('player_id', new."player_id", 'guardian_id', new."guardian_id", 'relationship', new."relationship", 'lives_with', new."lives_with", 'may_pick_up', new."may_pick_up", 'no_contact', new."no_contact", 'no_contact_note', new."no_contact_note", 'receives_email', new."receives_email", 'receives_text', new."receives_text") FROM "journal" WHERE "txn" = 1; END"#,
          #"CREATE TRIGGER "guardianships_journal_delete" AFTER DELETE ON "guardianships" BEGIN INSERT INTO "journal"("author", "txn") SELECT 'another program', 1 WHERE NOT EXISTS (SELECT 1 FROM "journal" WHERE "txn" = 1); INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new") SELECT "id", 'guardianships', old."id", 'delete', json_object('player_id', old."player_id", 'guardian_id', old."guardian_id", 'relationship', old."relationship", 'lives_with', old."lives_with", 'may_pick_up', old."may_pick_up", 'no_contact', old."no_contact", 'no_contact_note', old."no_contact_note", 'receives_email', old."receives_email", 'receives_text', old."receives_text"), NULL FROM "journal" WHERE "txn" = 1; END"#,
          #"CREATE INDEX "journal_rows_guardianships_old_player_id" ON "journal_rows"(json_extract("old", '$.player_id')) WHERE "entity" = 'guardianships' AND "old" IS NOT NULL"#,
          #"CREATE INDEX "journal_rows_guardianships_new_player_id" ON "journal_rows"(json_extract("new", '$.player_id')) WHERE "entity" = 'guardianships' AND "new" IS NOT NULL"#,
          #"CREATE INDEX "journal_rows_guardianships_old_guardian_id" ON "journal_rows"(json_extract("old", '$.guardian_id')) WHERE "entity" = 'guardianships' AND "old" IS NOT NULL"#,
          #"CREATE INDEX "journal_rows_guardianships_new_guardian_id" ON "journal_rows"(json_extract("new", '$.guardian_id')) WHERE "entity" = 'guardianships' AND "new" IS NOT NULL"#,
        ],
        postgresql: [
          #"""
          CREATE TABLE "guardians" (
            "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            "version" bigint NOT NULL DEFAULT 1,
            "name" text NOT NULL CONSTRAINT "guardians_name_valid" CHECK ("name" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("name") <= 100),
            "name_fold" text NOT NULL CONSTRAINT "guardians_name_folded" CHECK ("name_fold" = "roster_fold"("name")),
            "email" text CONSTRAINT "guardians_email_valid" CHECK ("email" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("email") <= 254 AND strpos("email", '@') BETWEEN 2 AND 65 AND "email" !~ '@.*@' AND "email" !~ '[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u002c\u003b\u003c\u003e]' AND "email" ~ '@.*\.' AND "email" !~ '@\.' AND "email" !~ '@.*\.\.' AND "email" !~ '\.$' AND "email" !~ '@-' AND "email" !~ '@.*\.-' AND "email" !~ '@.*-\.' AND "email" !~ '-$' AND "email" !~ '\.[^.]$'),
            "phone" text CONSTRAINT "guardians_phone_valid" CHECK ("phone" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("phone") <= 30 AND "phone" ~ '^\+?[0-9 ().\/-]*$' AND char_length(regexp_replace("phone", '[^0-9]', '', 'g')) BETWEEN 7 AND 15),
            "address" text CONSTRAINT "guardians_address_valid" CHECK ("address" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("address") <= 200),
            "city" text CONSTRAINT "guardians_city_valid" CHECK ("city" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("city") <= 100),
            "postcode" text CONSTRAINT "guardians_postcode_valid" CHECK ("postcode" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("postcode") <= 20)
          )
          """#,
          #"CREATE TRIGGER "guardians_changed" AFTER INSERT OR UPDATE OR DELETE ON "guardians" FOR EACH STATEMENT EXECUTE FUNCTION "roster_data_changed"()"#,
          #"CREATE TRIGGER "guardians_journal_insert" AFTER INSERT ON "guardians" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_journal_rows"('id', 'version')"#,
          #"CREATE TRIGGER "guardians_journal_update" AFTER UPDATE ON "guardians" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_journal_rows"('id', 'version')"#,
          #"CREATE TRIGGER "guardians_journal_delete" AFTER DELETE ON "guardians" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_journal_rows"('id', 'version')"#,
          #"""
          CREATE TABLE "guardianships" (
            "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            "version" bigint NOT NULL DEFAULT 1,
            "player_id" bigint NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
            "guardian_id" bigint NOT NULL REFERENCES "guardians"("id") ON DELETE RESTRICT,
            "relationship" text CONSTRAINT "guardianships_relationship_valid" CHECK ("relationship" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("relationship") <= 50),
            "lives_with" bigint CHECK ("lives_with" IN (0, 1)),
            "may_pick_up" bigint CHECK ("may_pick_up" IN (0, 1)),
            "no_contact" bigint CHECK ("no_contact" IN (0, 1)),
            "no_contact_note" text CONSTRAINT "guardianships_no_contact_note_valid" CHECK ("no_contact_note" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$' AND char_length("no_contact_note") <= 500),
            "receives_email" bigint CHECK ("receives_email" IN (0, 1)),
            "receives_text" bigint CHECK ("receives_text" IN (0, 1))
          )
          """#,
          #"CREATE TRIGGER "guardianships_changed" AFTER INSERT OR UPDATE OR DELETE ON "guardianships" FOR EACH STATEMENT EXECUTE FUNCTION "roster_data_changed"()"#,
          #"CREATE UNIQUE INDEX "guardianships_unique_player_id_guardian_id" ON "guardianships"("player_id", "guardian_id")"#,
          #"CREATE INDEX "guardianships_guardian_id" ON "guardianships"("guardian_id")"#,
          #"CREATE TRIGGER "guardianships_journal_insert" AFTER INSERT ON "guardianships" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_journal_rows"('id', 'version')"#,
          #"CREATE TRIGGER "guardianships_journal_update" AFTER UPDATE ON "guardianships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_journal_rows"('id', 'version')"#,
          #"CREATE TRIGGER "guardianships_journal_delete" AFTER DELETE ON "guardianships" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_journal_rows"('id', 'version')"#,
          #"CREATE INDEX "journal_rows_guardianships_old_player_id" ON "journal_rows" ((("old" ->> 'player_id')::bigint)) WHERE "entity" = 'guardianships' AND "old" IS NOT NULL"#,
          #"CREATE INDEX "journal_rows_guardianships_new_player_id" ON "journal_rows" ((("new" ->> 'player_id')::bigint)) WHERE "entity" = 'guardianships' AND "new" IS NOT NULL"#,
          #"CREATE INDEX "journal_rows_guardianships_old_guardian_id" ON "journal_rows" ((("old" ->> 'guardian_id')::bigint)) WHERE "entity" = 'guardianships' AND "old" IS NOT NULL"#,
          #"CREATE INDEX "journal_rows_guardianships_new_guardian_id" ON "journal_rows" ((("new" ->> 'guardian_id')::bigint)) WHERE "entity" = 'guardianships' AND "new" IS NOT NULL"#,
          #"""
          CREATE FUNCTION "roster_reaches_guardians"("row" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
          DECLARE
            teams bigint[];
          BEGIN
            IF "roster_access_kind"() IS DISTINCT FROM 'manager' THEN RETURN false; END IF;
            teams := ARRAY(SELECT s2."team_id" FROM "guardianships" s1 JOIN "players" s2 ON s2."id" = s1."player_id" WHERE s1."guardian_id" = "row" AND s2."team_id" IS NOT NULL AND "roster_settled"(s2."id"));
            RETURN teams && "roster_managed_teams"();
          END $$
          """#,
          #"""
          DO $$
          BEGIN
            EXECUTE format('ALTER FUNCTION %s(bigint) SECURITY DEFINER SET search_path = %I, pg_temp', '"roster_reaches_guardians"',
              current_schema());
          END $$
          """#,
          #"ALTER TABLE "guardians" ENABLE ROW LEVEL SECURITY"#,
          #"CREATE POLICY "guardians_read" ON "guardians" FOR SELECT USING (((SELECT "roster_access_kind"()) = 'admin' OR "roster_reaches_guardians"("guardians"."id")))"#,
          #"CREATE POLICY "guardians_insert" ON "guardians" FOR INSERT WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('guardians', NULL, false))"#,
          #"CREATE POLICY "guardians_update" ON "guardians" FOR UPDATE USING ((SELECT "roster_access_kind"()) = 'admin') WITH CHECK ((SELECT "roster_access_kind"()) = 'admin' OR "roster_may_change"('guardians', NULL, false))"#,
          #"CREATE POLICY "guardians_delete" ON "guardians" FOR DELETE USING ((SELECT "roster_access_kind"()) = 'admin')"#,
          #"CREATE TRIGGER "guardians_new_ids" AFTER INSERT ON "guardians" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
          #"CREATE TRIGGER "guardians_access_update" BEFORE UPDATE ON "guardians" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"()"#,
          #"CREATE TRIGGER "guardians_access_delete" BEFORE DELETE ON "guardians" FOR EACH STATEMENT EXECUTE FUNCTION "roster_access_check"()"#,
          #"REVOKE ALL ON "guardians" FROM PUBLIC"#,
          #"GRANT SELECT ON "guardians" TO PUBLIC"#,
          #"""
          CREATE OR REPLACE FUNCTION "roster_link_refused"("ends" text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
          BEGIN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
              MESSAGE = format('you manage %s; a link is made between %s you read only (an admin''s otherwise)',
                coalesce("roster_team_names"("roster_managed_teams"()), 'no team'), "ends");
          END $$
          """#,
          #"""
          DO $$
          BEGIN
            EXECUTE format('ALTER FUNCTION "roster_link_refused"(text) SECURITY DEFINER SET search_path = %I, pg_temp',
              current_schema());
          END $$
          """#,
          #"ALTER TABLE "guardianships" ENABLE ROW LEVEL SECURITY"#,
          #"CREATE POLICY "guardianships_read" ON "guardianships" FOR SELECT USING ((SELECT "roster_access_kind"()) IS NOT NULL AND EXISTS (SELECT 1 FROM "players" e WHERE e."id" = "guardianships"."player_id") AND EXISTS (SELECT 1 FROM "guardians" e WHERE e."id" = "guardianships"."guardian_id"))"#,
          #"CREATE POLICY "guardianships_insert" ON "guardianships" FOR INSERT WITH CHECK ((((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('guardianships', (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id"), false)) AND ((SELECT "roster_access_kind"()) IS NOT NULL AND EXISTS (SELECT 1 FROM "players" e WHERE e."id" = "guardianships"."player_id") AND EXISTS (SELECT 1 FROM "guardians" e WHERE e."id" = "guardianships"."guardian_id") OR "roster_link_refused"('players and guardians')))"#,
          #"CREATE POLICY "guardianships_update" ON "guardianships" FOR UPDATE USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[]))) WITH CHECK ((((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) OR "roster_may_change"('guardianships', (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id"), false)) AND ((SELECT "roster_access_kind"()) IS NOT NULL AND EXISTS (SELECT 1 FROM "players" e WHERE e."id" = "guardianships"."player_id") AND EXISTS (SELECT 1 FROM "guardians" e WHERE e."id" = "guardianships"."guardian_id") OR "roster_link_refused"('players and guardians')))"#,
          #"CREATE POLICY "guardianships_delete" ON "guardianships" FOR DELETE USING (((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])))"#,
          #"CREATE TRIGGER "guardianships_new_ids" AFTER INSERT ON "guardianships" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "roster_new_ids"()"#,
          #"REVOKE ALL ON "guardianships" FROM PUBLIC"#,
          #"GRANT SELECT ("id", "version", "relationship", "lives_with", "may_pick_up", "no_contact", "receives_email", "receives_text", "player_id", "guardian_id") ON "guardianships" TO PUBLIC"#,
          #"CREATE VIEW "guardianships_visible" WITH (security_barrier) AS SELECT "id", "version", "relationship", "lives_with", "may_pick_up", "no_contact", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) THEN "no_contact_note" END AS "no_contact_note", "receives_email", "receives_text", "player_id", "guardian_id" FROM "guardianships" WHERE (SELECT "roster_access_kind"()) IS NOT NULL AND ((SELECT "roster_access_kind"()) = 'admin' OR "roster_reaches_guardians"("guardianships"."guardian_id"))"#,
          #"GRANT SELECT ON "guardianships_visible" TO PUBLIC"#,
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
              CREATE OR REPLACE VIEW "roster_visible"."guardianships" AS SELECT * FROM "guardianships_visible";
              REVOKE ALL ON "roster_visible"."guardianships" FROM PUBLIC;
              GRANT SELECT ON "roster_visible"."guardianships" TO PUBLIC;
          END $$
          """#,
          #"""
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
              EXECUTE format('GRANT INSERT, DELETE ON "league", "divisions", "teams", "players", "staff", "guardians", "guardianships" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "name", "season", "cutoff", "time_zone") ON "league" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "min_age", "max_age", "min_roster", "max_roster", "locked") ON "divisions" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold", "division_id") ON "teams" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "age", "position", "number", "external_id", "birthdate", "medical", "medical_alert", "team_id") ON "players" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "role", "email", "phone", "team_id") ON "staff" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "email", "phone", "address", "city", "postcode") ON "guardians" TO %I', "grantee");
              EXECUTE format('GRANT UPDATE ("version", "relationship", "lives_with", "may_pick_up", "no_contact", "no_contact_note", "receives_email", "receives_text", "player_id", "guardian_id") ON "guardianships" TO %I', "grantee");
              EXECUTE format('GRANT INSERT, DELETE ON "roster_access" TO %I', "grantee");
            ELSE
              EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON "league", "divisions", "teams", "players", "staff", "guardians", "guardianships" FROM %I', "grantee");
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
          #"""
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
          END $$
          """#,
          #"""
          DO $$
          BEGIN
            PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT a."role" FROM "roster_access" a) AS g;
          END $$
          """#,
          // The refusals' word for a free agent's links (`AccessScheme.words`): guardianships,
          // where the contacts were; and the guardians among the office's tables
          // (`AccessScheme.office`): a manager who changes one is told whose they are.
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
              ELSIF "what" IN ('league', 'divisions', 'teams', 'guardians', 'roster_access') THEN
                RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
                  MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
                    mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
              ELSIF "team" IS NULL THEN
                RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
                  MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
                    mine, CASE "what" WHEN 'guardianships' THEN 'the guardianships of players' ELSE "what" END);
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
          DO $$
          BEGIN
            EXECUTE format('ALTER FUNCTION "roster_may_change"(text, bigint, boolean) SECURITY DEFINER SET search_path = %I, pg_temp',
              current_schema());
          END $$
          """#,
          // A row the session's own transaction wrote, its id given after the statement's
          // snapshot (an undo that puts back a player and their guardianships), is settled by the
          // journal, not read as of the epoch before ('transaction ID … is in the future').
          #"""
          CREATE OR REPLACE FUNCTION "roster_settled"("parent" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
          DECLARE
            written bigint := (SELECT p."xmin"::text::bigint FROM "players" p WHERE p."id" = "parent");
            newest bigint;
            first record;
          BEGIN
            IF written IS NULL OR written < 3 THEN RETURN true; END IF;
            newest := greatest(pg_snapshot_xmax(pg_current_snapshot())::text::bigint, txid_current_if_assigned() + 1);
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
          #"""
          DO $$
          BEGIN
            EXECUTE format('ALTER FUNCTION "roster_settled"(bigint) SECURITY DEFINER SET search_path = %I, pg_temp',
              current_schema());
          END $$
          """#,
        ]),
      .transform(guardiansFromContacts),
      .sql(
        sqlite: [
          #"DROP INDEX "journal_rows_contacts_new_player_id""#,
          #"DROP INDEX "journal_rows_contacts_old_player_id""#,
          #"DROP TABLE "contacts""#,
        ],
        postgresql: [
          #"DROP INDEX "journal_rows_contacts_new_player_id""#,
          #"DROP INDEX "journal_rows_contacts_old_player_id""#,
          #"DROP TABLE "contacts""#,
        ]),
    ])
}

extension RosterModel {
  /// The statements of version 13 (PostgreSQL's, its first step's last four) that make the
  /// refusals again with the guardians among the office's tables and the guardianships' word
  /// (`accessScheme`), and `roster_settled` with its own transaction's rows settled by the
  /// journal, which no proposal makes (the deciding functions are made at `accessSince`): for a
  /// model that grows Roster's families otherwise (a test's).
  public static var accessFunctionsMadeAgain: [String] {
    guard case .sql(_, let postgresql) = RosterSchemaHistory.version13.steps.first else { return [] }
    return Array(postgresql.suffix(4))
  }

  /// Version 17's `roster_settled`, which reads a row's transaction id in its own epoch, made
  /// as its owner's: for a model that grows Roster's families otherwise (a test's), after
  /// `accessFunctionsMadeAgain`.
  public static var settledMadeAgain: [String] {
    [RosterSchemaHistory.settledInItsEpoch, RosterSchemaHistory.settledAsItsOwner]
  }

  /// The statements of version 13 that take the players' contacts away, once they are
  /// guardians: for a model that grows Roster's families otherwise (a test's).
  public static func contactsDropped(_ engine: DatabaseEngine) -> [String] {
    guard case .sql(let sqlite, let postgresql) = RosterSchemaHistory.version13.steps.last else { return [] }
    return engine == .sqlite ? sqlite : postgresql
  }
}
