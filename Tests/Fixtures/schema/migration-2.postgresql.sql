ALTER TABLE "players" ADD COLUMN "external_id" text;

CREATE UNIQUE INDEX "players_unique_external_id" ON "players"("external_id");
