CREATE INDEX "journal_reverts" ON "journal"("reverts");

ALTER TABLE "journal_rows" ALTER COLUMN "entry" SET (n_distinct = -0.5);

CREATE INDEX "roster_access_team" ON "roster_access"("team_id");

ANALYZE "journal_rows";
