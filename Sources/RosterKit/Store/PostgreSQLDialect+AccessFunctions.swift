/// The functions that decide access on PostgreSQL (`PostgreSQLDialect.accessStatements`): who
/// the session is, what it may change and why not, as one sentence. Each runs as the owner with
/// the league's schema as its search path (the `DO` block at the end of the access statements).
/// Every name of the model's they use — the unit a manager is granted, the office's tables, the
/// refusals' words — is the model's (`AccessNames`).
extension PostgreSQLDialect {
  /// The grants' table and the deciding functions, `settled` written for the parent of the rows
  /// whose readers are their holders (Roster's contact's player, whose unit is `column`), then
  /// the model's own functions (`AccessNames.functions`).
  static func decidingFunctions(_ names: AccessNames, settled parent: (table: String, column: String))
    -> [String]
  {
    let detail = accessDetailLiteral
    let (unit, grant, noun) = (SQL.quoted(names.unit), SQL.quoted(names.grantColumn), SQL.quoted(names.noun))
    let (managed, named) = (SQL.quoted(names.managedFunction), SQL.quoted(names.namesFunction))
    let none = "'" + names.noUnit + "'"
    let office = (names.office + ["roster_access"]).map { "'" + $0 + "'" }.joined(separator: ", ")
    return [
      """
      CREATE TABLE "roster_access" (
        "role" text NOT NULL,
        "kind" text NOT NULL CHECK ("kind" IN ('admin', 'manager', 'viewer')),
        \(grant) bigint REFERENCES \(unit)("id") ON DELETE CASCADE,
        CHECK (("kind" = 'manager') = (\(grant) IS NOT NULL)),
        UNIQUE NULLS NOT DISTINCT ("role", "kind", \(grant))
      )
      """,
      // The most a session's roles give it: admin, manager or viewer; none without access. (In
      // PL/pgSQL, whose plans last the session: an SQL function's are made again each statement.)
      """
      CREATE FUNCTION "roster_access_kind"() RETURNS text LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (SELECT CASE
          WHEN pg_has_role(session_user, (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass), 'MEMBER')
            THEN 'admin'
          ELSE (SELECT a."kind" FROM "roster_access" a JOIN pg_roles r ON r."rolname" = a."role"
                WHERE pg_has_role(session_user, r."oid", 'MEMBER')
                ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1)
        END);
      END $$
      """,
      """
      CREATE FUNCTION \(managed)() RETURNS bigint[] LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (SELECT coalesce(array_agg(DISTINCT a.\(grant)), '{}') FROM "roster_access" a
          JOIN pg_roles r ON r."rolname" = a."role"
          WHERE a."kind" = 'manager' AND pg_has_role(session_user, r."oid", 'MEMBER'));
      END $$
      """,
      // "Harbor Hawks", "Harbor Hawks and River Otters", "A, B and C".
      """
      CREATE FUNCTION \(named)("ids" bigint[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
      BEGIN
        IF "roster_access_kind"() IS NULL THEN RETURN NULL; END IF;  -- nothing for a stranger
        RETURN (SELECT regexp_replace(string_agg(t.\(SQL.quoted(names.nameColumn)), ', ' ORDER BY t.\(SQL.quoted(names.orderColumn))), ', ([^,]*)$', ' and \\1')
          FROM \(unit) t WHERE t."id" = ANY ("ids"));
      END $$
      """,
      // True when the session may write a row of `what` held by the unit of the second argument
      // (nil: none; `free`: such a row is every manager's); otherwise the refusal, as one sentence.
      """
      CREATE FUNCTION "roster_may_change"("what" text, \(noun) bigint, "free" boolean) RETURNS boolean
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        kind text := "roster_access_kind"();
        managed bigint[];
        mine text;
      BEGIN
        IF kind = 'admin' THEN RETURN true; END IF;
        IF kind = 'manager' THEN
          managed := \(managed)();
          IF \(noun) = ANY (managed) OR (\(noun) IS NULL AND "free") THEN RETURN true; END IF;
          mine := coalesce(\(named)(managed), \(none));
          IF "what" = 'journal' THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; the league''s journal is the league office''s to prune (an admin''s)', mine);
          ELSIF "what" IN (\(office)) THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
                mine, \(Self.wordsOf(names.office + ["roster_access"], names.words.merging(["roster_access": "grants"]) { $1 })));
          ELSIF \(noun) IS NULL THEN
            RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
              MESSAGE = format('you manage %s; %s \(names.withoutUnit) are the league office''s to change (an admin''s)',
                mine, \(Self.wordsOf(names.words.keys.filter { !names.office.contains($0) }.sorted(), names.words)));
          END IF;
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('you manage %s, not %s', mine, \(named)(ARRAY[\(noun)]));
        ELSIF kind = 'viewer' THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('%s is a viewer of this league: it reads the league but does not change it', session_user);
        END IF;
        RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
          MESSAGE = format('%s has no access to this league; an admin grants it with roster access grant', session_user);
      END $$
      """,
      // Whether a journal entry is the session's own: made on this server (a copied entry's
      // author is only a name) and in an earlier transaction (this one's rows are read once it
      // commits, so no change taken back before its end shows what it touched). It says no more
      // than that, to anyone.
      """
      CREATE FUNCTION "roster_entry_is_mine"("entry" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN coalesce((SELECT j."author" = session_user AND j."txn" IS NOT NULL
          AND j."txn" IS DISTINCT FROM txid_current_if_assigned() FROM "journal" j WHERE j."id" = "entry"), false);
      END $$
      """,
      // The office's rows are changed by admins alone: refused before a statement on them
      // writes anything.
      """
      CREATE FUNCTION "roster_access_check"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "roster_may_change"(TG_TABLE_NAME, NULL, false);
        RETURN NULL;
      END $$
      """,
      // A row's id is the server's to give: a row inserted with an id its sequence has not given
      // yet would take the id of someone's next row, and one with the id of a row someone else
      // deleted would take the history of that row and the id its undo brings back (an admin's
      // copy of a league, or undo, gives its own). A session brings back the rows it deleted.
      """
      CREATE FUNCTION "roster_new_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        highest bigint := (SELECT max(n."id") FROM new_rows n);
        given bigint;
        taken bigint;
      BEGIN
        IF highest IS NULL OR "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
        given := coalesce(pg_sequence_last_value(
          pg_get_serial_sequence(format('%I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME), 'id')::regclass), 0);
        IF highest > given THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('%s may not choose the id of a new row (%s): the server gives it', session_user, highest);
        END IF;
        SELECT n."id" INTO taken FROM new_rows n WHERE EXISTS (
          SELECT 1 FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
          WHERE r."entity" = TG_TABLE_NAME AND r."row" = n."id" AND r."change" = 'delete'
            AND NOT (j."author" = session_user AND j."txn" IS NOT NULL)) LIMIT 1;
        IF taken IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('%s may not give a new row the id of a row someone else deleted (%s): an admin brings that row back',
              session_user, taken);
        END IF;
        RETURN NULL;
      END $$
      """,
      // Whether the row `parent` of the holders' parent table was held by the session before this
      // transaction: true unless this transaction wrote it, and then only if the journal shows
      // it was added here or was already on a unit the session manages. A row being written by
      // the statement running (its journal rows not yet written) is not settled. The newest id
      // is the snapshot's, or past this transaction's own when it was given after the snapshot
      // was taken (an undo's statement that puts back a player and their links). An id past
      // the newest is this epoch's when the server knows it (a savepoint's of this transaction,
      // given after the snapshot while other sessions took ids), and only otherwise the epoch
      // before's: read as the epoch before's, on a new server a negative id and 'transaction ID …
      // is in the future', on an older one another transaction's status (schema 13 made it again
      // with the newest; schema 17 with this).
      """
      CREATE FUNCTION "roster_settled"("parent" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      DECLARE
        written bigint := (SELECT p."xmin"::text::bigint FROM \(SQL.quoted(parent.table)) p WHERE p."id" = "parent");
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
        SELECT r."change", (r."old" ->> '\(parent.column)')::bigint AS \(noun) INTO first
          FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
          WHERE j."txn" = txid_current() AND r."entity" = '\(parent.table)' AND r."row" = "parent"
          ORDER BY r."id" LIMIT 1;
        IF NOT FOUND THEN RETURN false; END IF;
        RETURN first."change" = 'insert' OR first.\(noun) = ANY (\(managed)());
      END $$
      """,
    ] + names.functions.map { $0.definition(names) }
  }

  /// `"what"` in the refusals' words: `CASE "what" WHEN 'league' THEN 'settings' … ELSE "what"
  /// END` for those of `tables` that `words` calls otherwise, in their order.
  private static func wordsOf(_ tables: [String], _ words: [String: String]) -> String {
    let cases = tables.compactMap { table in
      words[table].map { " WHEN '\(table)' THEN '\($0.replacingLiterally("'", with: "''"))'" }
    }
    return cases.isEmpty ? #""what""# : #"CASE "what""# + cases.joined() + #" ELSE "what" END"#
  }

  /// A role's privileges from its strongest grant (none for a role the server does not have, nor
  /// for the owner, whose own they are): the write privileges on `tables` for an admin or a
  /// manager.
  static func grantFunction(_ tables: [AccessTable]) -> String {
    let written = tables.map { SQL.quoted($0.rule.table) }.joined(separator: ", ")
    // Every column but the id, which no one changes: a row moved to another id would take it
    // from someone's next row.
    let updates = tables.map { table in
      "GRANT UPDATE (" + table.columns.filter { $0 != "id" }.map(SQL.quoted).joined(separator: ", ") + ") ON "
        + SQL.quoted(table.rule.table) + " TO %I"
    }
    return
      """
      CREATE FUNCTION "roster_grant_privileges"("grantee" text) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE kind text;
      BEGIN
        IF to_regrole(quote_ident("grantee")) IS NULL
          OR to_regrole(quote_ident("grantee")) = (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass) THEN
          RETURN;
        END IF;
        SELECT a."kind" INTO kind FROM "roster_access" a WHERE a."role" = "grantee"
          ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1;
        IF kind IN ('admin', 'manager') THEN
          EXECUTE format('GRANT INSERT, DELETE ON \(written) TO %I', "grantee");
      \(updates.map { "    EXECUTE format('\($0)', \"grantee\");" }.joined(separator: "\n"))
          EXECUTE format('GRANT INSERT, DELETE ON "roster_access" TO %I', "grantee");
        ELSE
          EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON \(written) FROM %I', "grantee");
          EXECUTE format('REVOKE INSERT, DELETE ON "roster_access" FROM %I', "grantee");
        END IF;
        IF kind = 'admin' THEN
          EXECUTE format('GRANT DELETE ON "journal" TO %I', "grantee");
        ELSE
          EXECUTE format('REVOKE DELETE ON "journal" FROM %I', "grantee");
        END IF;
        IF has_database_privilege(current_database(), 'TEMPORARY WITH GRANT OPTION') THEN
          IF kind = 'admin' THEN
            EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO %I', current_database(), "grantee");
          ELSE
            EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM %I', current_database(), "grantee");
          END IF;
        END IF;
      END $$
      """
  }
}
