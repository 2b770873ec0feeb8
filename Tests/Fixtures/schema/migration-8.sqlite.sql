CREATE INDEX "journal_reverts" ON "journal"("reverts");
