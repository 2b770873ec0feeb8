/// The journal's access on PostgreSQL: append-only for everyone but an admin's prune. Its rows
/// are written by its triggers and its functions alone, as the owner: a session opens the entry
/// of its own transaction (`roster_journal_open`: its command, and the entry it takes back — its
/// own, or any for an admin, and each entry once), takes back that entry while it holds no change
/// (`roster_journal_discard`), and asks whether a later change touched an entry's rows
/// (`roster_later_change`, which answers whoever made that change and whatever the asker may
/// read). Nobody inserts, changes or deletes an entry or a row of it by hand; an admin deletes
/// whole entries (`log --prune-before`), their rows with them.
///
/// Reading: an admin reads all of it; a manager the entries they made on this server (a copied
/// entry's author is only a name), their rows once their transaction is over; a viewer or a
/// login whose access was revoked reads none.
extension PostgreSQLDialect {
  func journalAccessStatements(admin: String, kind: String) -> [String] {
    let detail = Self.accessDetailLiteral
    let manager = kind + " = 'manager'"
    return [
      #"ALTER TABLE "journal" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "journal_read" ON "journal" FOR SELECT USING ("# + admin + " OR (" + manager
        + #" AND "author" = session_user AND "txn" IS NOT NULL))"#,
      #"CREATE POLICY "journal_delete" ON "journal" FOR DELETE USING ("# + admin + ")",
      #"REVOKE ALL ON "journal" FROM PUBLIC"#,
      #"GRANT SELECT ON "journal" TO PUBLIC"#,
      #"ALTER TABLE "journal_rows" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "journal_rows_read" ON "journal_rows" FOR SELECT USING ("# + admin + " OR (" + manager
        + #" AND "roster_entry_is_mine"("entry")))"#,
      #"GRANT SELECT ON "journal_rows" TO PUBLIC"#,
      #"ALTER TABLE "roster_schema" ENABLE ROW LEVEL SECURITY"#,
      #"CREATE POLICY "roster_schema_read" ON "roster_schema" FOR SELECT USING (true)"#,
      #"GRANT SELECT ON "roster_schema" TO PUBLIC"#,
      #"GRANT SELECT ON SEQUENCE "roster_data_version" TO PUBLIC"#,
      """
      CREATE FUNCTION "roster_journal_open"("command" text, "reverts" bigint) RETURNS bigint
      LANGUAGE plpgsql AS $$
      DECLARE
        kind text := "roster_access_kind"();
        opened bigint;
      BEGIN
        IF kind IS NULL OR kind = 'viewer' THEN
          PERFORM "roster_may_change"('journal', NULL, false);  -- the viewer's or the stranger's sentence
        END IF;
        IF "reverts" IS NOT NULL AND kind <> 'admin' AND NOT (kind = 'manager' AND "roster_entry_is_mine"("reverts")) THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('entry @%s is not %s''s to take back: a manager takes back their own changes, an admin anyone''s',
              "reverts", session_user);
        END IF;
        INSERT INTO "journal"("command", "reverts") VALUES ("command", "reverts") RETURNING "id" INTO opened;
        RETURN opened;
      END $$
      """,
      #"""
      CREATE FUNCTION "roster_journal_discard"("opened" bigint) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE discarded bigint;
      BEGIN
        DELETE FROM "journal" j WHERE j."id" = "opened" AND j."author" = session_user AND j."txn" = txid_current()
          AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = j."id")
          RETURNING j."id" INTO discarded;
        RETURN discarded;
      END $$
      """#,
      // An entry that takes another back is the change that does: one that changes nothing by
      // commit (opened by hand) would mark the other as taken back while its values stand.
      """
      CREATE FUNCTION "roster_revert_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM "journal" j WHERE j."id" = NEW."id")
          AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = NEW."id") THEN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(detail),
            MESSAGE = format('entry @%s would take @%s back without changing a row: a revert is the change that takes it back',
              NEW."id", NEW."reverts");
        END IF;
        RETURN NULL;
      END $$
      """,
      #"CREATE CONSTRAINT TRIGGER "journal_revert_changes" AFTER INSERT ON "journal" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."reverts" IS NOT NULL) EXECUTE FUNCTION "roster_revert_changes"()"#,
      Self.laterChangeFunction,
    ]
  }

  public func journalOpen(author: String, command: String, reverts: Int64?) -> [SQL] {
    [
      #"SELECT "roster_journal_open"("# + SQL.value(.text(command)) + ", "
        + SQL.value(reverts.map(DatabaseValue.integer) ?? .null) + ")"
    ]
  }

  public func journalDiscard(_ id: Int64) -> SQL {
    #"SELECT "roster_journal_discard"("# + SQL.value(.integer(id)) + ")"
  }

  /// Asks `roster_later_change`, the later changes `passing` lets by given as an array.
  public func journalLaterChange(_ id: Int64, passing: [Int64]) -> SQL {
    #"SELECT "entity", "row", "entry", "author", "command", "readable", "added", "rows" FROM "roster_later_change"("#
      + SQL.value(.integer(id)) + ", "
      + SQL.value(.text("{" + passing.map(String.init).joined(separator: ",") + "}")) + "::bigint[])"
  }

  /// The function a revert asks which later change stands in its way (`JournalLaterChange`),
  /// past the journal's policies, whoever made it: an admin is told the change's command, a
  /// manager only who made it and when unless it is theirs; only an admin or the entry's
  /// manager is answered. Its second argument (since version 11) lets a session's own later
  /// steps by.
  static let laterChangeFunction = """
    CREATE FUNCTION "roster_later_change"("reverted" bigint, "passing" bigint[] DEFAULT '{}')
    RETURNS TABLE("entity" text, "row" bigint, "entry" bigint, "author" text, "command" text, "readable" boolean,
      "added" boolean, "rows" bigint)
    LANGUAGE sql STABLE AS $$
    \(JournalLaterChange.query(entry: "$1", passing: #"r."entry" <> ALL ($2)"#))
    SELECT c."entity", c."row", c."entry", c."author",
      CASE WHEN (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry") THEN c."command" END,
      (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry"),
      c."added", \(JournalLaterChange.rows)
    FROM "conflict" c
    WHERE (SELECT "roster_access_kind"()) = 'admin'
      OR ((SELECT "roster_access_kind"()) = 'manager' AND "roster_entry_is_mine"($1))
    $$
    """

  /// `FOR UPDATE` (which an `UPDATE` or `DELETE` of the rows, or a row that refers to one, waits
  /// for), under the session's policies: the rows it holds, in id order, so two sessions lock
  /// alike. Counted, so no row comes back.
  public func lockRows(of table: SQL, where condition: SQL) -> SQL? {
    #"SELECT count(*) FROM (SELECT 1 FROM "# + table + " WHERE " + condition
      + #" ORDER BY "id" FOR UPDATE) AS "locked""#
  }
}
