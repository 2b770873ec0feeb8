DROP INDEX "journal_reverts";

UPDATE "journal" SET "reverts" = NULL WHERE "id" IN (SELECT "d"."id" FROM (SELECT "id", row_number() OVER (PARTITION BY "reverts" ORDER BY "id") AS "n" FROM "journal" WHERE "reverts" IS NOT NULL) AS "d" WHERE "d"."n" > 1);

CREATE UNIQUE INDEX "journal_reverts" ON "journal"("reverts");
