CREATE INDEX "journal_reverts" ON "journal"("reverts");

CREATE INDEX "roster_access_team" ON "roster_access"("team_id");
