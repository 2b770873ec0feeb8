-- a data transformation in Swift

UPDATE "players" SET "gender" = CASE translate("gender", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') WHEN 'f' THEN 'female' WHEN 'female' THEN 'female' WHEN 'girl' THEN 'female' WHEN 'girls' THEN 'female' WHEN 'woman' THEN 'female' WHEN 'women' THEN 'female' WHEN 'boy' THEN 'male' WHEN 'boys' THEN 'male' WHEN 'm' THEN 'male' WHEN 'male' THEN 'male' WHEN 'man' THEN 'male' WHEN 'men' THEN 'male' WHEN 'nb' THEN 'non-binary' WHEN 'non binary' THEN 'non-binary' WHEN 'non-binary' THEN 'non-binary' WHEN 'nonbinary' THEN 'non-binary' WHEN 'x' THEN 'non-binary' END, "version" = "version" + 1 WHERE translate("gender", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') IN ('boy', 'boys', 'f', 'female', 'girl', 'girls', 'm', 'male', 'man', 'men', 'nb', 'non binary', 'non-binary', 'nonbinary', 'woman', 'women', 'x') AND "gender" NOT IN ('female', 'male', 'non-binary');

-- a data transformation in Swift

CREATE OR REPLACE FUNCTION "roster_settled"("parent" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE
  written bigint := (SELECT p."xmin"::text::bigint FROM "players" p WHERE p."id" = "parent");
  newest bigint;
  status text;
  first record;
BEGIN
  IF written IS NULL OR written < 3 THEN RETURN true; END IF;
  newest := greatest(pg_snapshot_xmax(pg_current_snapshot())::text::bigint, txid_current_if_assigned() + 1);
  written := (newest - newest % 4294967296) + written;
  -- Past the newest: a savepoint's of this transaction (or another's begun since), which the
  -- server knows, else the epoch before's.
  IF written > newest THEN
    BEGIN
      status := pg_xact_status(written::text::xid8);
    EXCEPTION WHEN OTHERS THEN
      written := written - 4294967296;
      IF written < 3 THEN RETURN true; END IF;
      status := pg_xact_status(written::text::xid8);
    END;
  ELSE
    status := pg_xact_status(written::text::xid8);
  END IF;
  IF status IS DISTINCT FROM 'in progress' THEN RETURN true; END IF;
  SELECT r."change", (r."old" ->> 'team_id')::bigint AS "team" INTO first
    FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
    WHERE j."txn" = txid_current() AND r."entity" = 'players' AND r."row" = "parent"
    ORDER BY r."id" LIMIT 1;
  IF NOT FOUND THEN RETURN false; END IF;
  RETURN first."change" = 'insert' OR first."team" = ANY ("roster_managed_teams"());
END $$;

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION "roster_settled"(bigint) SECURITY DEFINER SET search_path = %I, pg_temp',
    current_schema());
END $$;
