extension RosterSchemaHistory {
  /// Version 3 (d767e23, newest since): the word index of players' folded names for `find`: FTS5
  /// and its triggers on SQLite (filled from the rows already there), a GIN index on PostgreSQL.
  static let version3 = Migration(
    version: 3,
    sqlite: [
      #"CREATE VIRTUAL TABLE "players_search" USING fts5("name_fold", content='players', content_rowid='id', tokenize='unicode61 remove_diacritics 2', detail=none)"#,
      #"INSERT INTO "players_search"("players_search") VALUES ('rebuild')"#,
      #"CREATE TRIGGER "players_search_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END"#,
      #"CREATE TRIGGER "players_search_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); END"#,
      #"CREATE TRIGGER "players_search_update" AFTER UPDATE OF "name_fold" ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END"#,
    ],
    postgresql: [
      #"CREATE INDEX "players_search" ON "players" USING gin (to_tsvector('simple', "name_fold"))"#
    ])
}
