CREATE INDEX "players_birthdate_name" ON "players"("birthdate" DESC, "name_fold") WHERE "birthdate" IS NOT NULL;

CREATE INDEX "players_age_name" ON "players"("age", "name_fold") WHERE "birthdate" IS NULL;
