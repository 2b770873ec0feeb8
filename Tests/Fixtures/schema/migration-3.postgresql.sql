CREATE INDEX "players_search" ON "players" USING gin (to_tsvector('simple', "name_fold"));
