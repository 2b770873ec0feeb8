/// The question a revert asks the journal before it takes an entry back: which later change
/// touched one of the entry's rows and still stands. One query for both engines, the entry given
/// as `entry` (a number, or PostgreSQL's `$1` inside `roster_later_change`, which asks it past
/// the journal's policies, whoever made the change).
///
/// A later change counts unless it was itself taken back: an entry taken back and the entry that
/// took it back cancel out, but an entry taken back twice over (undone, then redone) stands
/// again — whether it stands is the parity of the chain of reverts that starts from it. A later
/// entry that reverts another later one is part of that chain, not a change of its own. Nor do
/// the entries `passing` lets by count (a session's own later steps, which its undo writes over:
/// `JournalRevert.undo`).
public enum JournalLaterChange {
  /// A `WITH` clause ending in `"conflict"`: the first standing later change to a row of the
  /// entry (its table, row, entry, author and command, and whether the entry added that row), or
  /// no row; `"conflicts"` holds every one (table, row, entry, and whether the entry added the
  /// row). `passing` is a condition on a later change's entry (`r."entry"`) that lets it count.
  public static func query(entry: String, passing: String) -> String {
    """
    WITH RECURSIVE "later" AS (
      SELECT r."entity", r."row", r."entry", r."id" AS "change" FROM "journal_rows" e
        JOIN "journal_rows" r ON r."entity" = e."entity" AND r."row" = e."row" AND r."entry" > e."entry"
        JOIN "journal" j ON j."id" = r."entry"
      WHERE e."entry" = \(entry) AND (j."reverts" IS NULL OR j."reverts" <= \(entry)) AND \(passing)
    ), "chain"("root", "id", "depth") AS (
      SELECT DISTINCT "entry", "entry", 0 FROM "later"
      UNION ALL
      SELECT c."root", u."id", c."depth" + 1 FROM "journal" u JOIN "chain" c ON u."reverts" = c."id"
    ), "standing" AS (
      SELECT "root" FROM "chain" GROUP BY "root" HAVING max("depth") % 2 = 0
    ), "conflicts" AS (
      SELECT l."entity", l."row", l."entry", l."change",
        EXISTS (SELECT 1 FROM "journal_rows" a WHERE a."entry" = \(entry) AND a."entity" = l."entity"
          AND a."row" = l."row" AND a."change" = 'insert') AS "added"
      FROM "later" l JOIN "standing" s ON s."root" = l."entry"
    ), "conflict" AS (
      SELECT c."entity", c."row", j."id" AS "entry", j."author", j."command", c."added"
      FROM "conflicts" c JOIN "journal" j ON j."id" = c."entry"
      ORDER BY c."entry", c."change" LIMIT 1
    )
    """
  }

  /// The select list after `query`'s clause, over `"conflict"` as `c`: how many rows of its
  /// table, added by the entry or not as its row was, a standing later change touched.
  public static let rows =
    #"(SELECT count(DISTINCT o."row") FROM "conflicts" o WHERE o."entity" = c."entity" AND o."added" = c."added")"#
}
