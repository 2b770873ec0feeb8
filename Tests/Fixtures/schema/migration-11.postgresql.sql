DROP FUNCTION "roster_later_change"(bigint);

CREATE FUNCTION "roster_later_change"("reverted" bigint, "passing" bigint[] DEFAULT '{}')
RETURNS TABLE("entity" text, "row" bigint, "entry" bigint, "author" text, "command" text, "readable" boolean,
  "added" boolean, "rows" bigint)
LANGUAGE sql STABLE AS $$
WITH RECURSIVE "later" AS (
  SELECT r."entity", r."row", r."entry", r."id" AS "change" FROM "journal_rows" e
    JOIN "journal_rows" r ON r."entity" = e."entity" AND r."row" = e."row" AND r."entry" > e."entry"
    JOIN "journal" j ON j."id" = r."entry"
  WHERE e."entry" = $1 AND (j."reverts" IS NULL OR j."reverts" <= $1) AND r."entry" <> ALL ($2)
), "chain"("root", "id", "depth") AS (
  SELECT DISTINCT "entry", "entry", 0 FROM "later"
  UNION ALL
  SELECT c."root", u."id", c."depth" + 1 FROM "journal" u JOIN "chain" c ON u."reverts" = c."id"
), "standing" AS (
  SELECT "root" FROM "chain" GROUP BY "root" HAVING max("depth") % 2 = 0
), "conflicts" AS (
  SELECT l."entity", l."row", l."entry", l."change",
    EXISTS (SELECT 1 FROM "journal_rows" a WHERE a."entry" = $1 AND a."entity" = l."entity"
      AND a."row" = l."row" AND a."change" = 'insert') AS "added"
  FROM "later" l JOIN "standing" s ON s."root" = l."entry"
), "conflict" AS (
  SELECT c."entity", c."row", j."id" AS "entry", j."author", j."command", c."added"
  FROM "conflicts" c JOIN "journal" j ON j."id" = c."entry"
  ORDER BY c."entry", c."change" LIMIT 1
)
SELECT c."entity", c."row", c."entry", c."author",
  CASE WHEN (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry") THEN c."command" END,
  (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry"),
  c."added", (SELECT count(DISTINCT o."row") FROM "conflicts" o WHERE o."entity" = c."entity" AND o."added" = c."added")
FROM "conflict" c
WHERE (SELECT "roster_access_kind"()) = 'admin'
  OR ((SELECT "roster_access_kind"()) = 'manager' AND "roster_entry_is_mine"($1))
$$;

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION "roster_later_change"(bigint, bigint[]) SECURITY DEFINER SET search_path = %I, pg_temp',
    current_schema());
END $$;
