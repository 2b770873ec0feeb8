/// The question a revert asks the journal before it takes an entry back: which later change
/// touched one of the entry's rows and still stands. One query for both engines, the entry given
/// as `entry` (a number, or PostgreSQL's `$1` inside `roster_later_change`, which asks it past
/// the journal's policies, whoever made the change).
///
/// A later change counts unless it was itself taken back: an entry taken back and the entry that
/// took it back cancel out, but an entry taken back twice over (undone, then redone) stands
/// again — whether it stands is the parity of the chain of reverts that starts from it. A later
/// entry that reverts another later one is part of that chain, not a change of its own.
public enum JournalLaterChange {
  /// A `WITH` clause ending in `"conflict"`: the first standing later change to a row of the
  /// entry (its table, row, entry, author and command), or no row.
  public static func query(entry: String) -> String {
    """
    WITH RECURSIVE "later" AS (
      SELECT r."entity", r."row", r."entry", r."id" AS "change" FROM "journal_rows" e
        JOIN "journal_rows" r ON r."entity" = e."entity" AND r."row" = e."row" AND r."entry" > e."entry"
        JOIN "journal" j ON j."id" = r."entry"
      WHERE e."entry" = \(entry) AND (j."reverts" IS NULL OR j."reverts" <= \(entry))
    ), "chain"("root", "id", "depth") AS (
      SELECT DISTINCT "entry", "entry", 0 FROM "later"
      UNION ALL
      SELECT c."root", u."id", c."depth" + 1 FROM "journal" u JOIN "chain" c ON u."reverts" = c."id"
    ), "standing" AS (
      SELECT "root" FROM "chain" GROUP BY "root" HAVING max("depth") % 2 = 0
    ), "conflict" AS (
      SELECT l."entity", l."row", j."id" AS "entry", j."author", j."command"
      FROM "later" l JOIN "standing" s ON s."root" = l."entry" JOIN "journal" j ON j."id" = l."entry"
      ORDER BY l."entry", l."change" LIMIT 1
    )
    """
  }
}
