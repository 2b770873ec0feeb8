import Foundation
import RosterFixtures
import RosterKit
import Testing

/// `merge guardian A B` (and `split guardian`) on a league office's server (`AccessLeague`): the guardians are the
/// office's, so a manager's merge of two of their own team's guardians is refused by the server
/// in one sentence, through Roster and through `psql` alike, and nothing changes; an admin's is
/// made, in one journal entry.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class GuardianMergeAccessTests {
  let league: AccessLeague

  init() throws { league = try AccessLeague() }

  static let sentence =
    "you manage Harbor Hawks; the league's guardians are the league office's to change (an admin's)"

  @Test func aManagersMergeIsRefusedByTheServerThroughRosterAndPsql() throws {
    let before = try league.snapshot()
    let refused = try league.roster(.manager, "merge", "guardian", "Mei Chen", "Gus Gone")
    #expect(refused.status == 1, "\(refused.stdout)")
    #expect(refused.stderr == "roster: \(Self.sentence); nothing was changed\n", "\(refused.stderr)")
    #expect(try league.snapshot() == before)
    // What the merge writes, as raw SQL in one transaction: Gus Gone's links to Mei Chen, then
    // Gus Gone deleted.
    let psql = try league.psql(
      .manager,
      """
      BEGIN;
      UPDATE guardianships SET guardian_id = (SELECT id FROM guardians WHERE name = 'Mei Chen')
        WHERE guardian_id = (SELECT id FROM guardians WHERE name = 'Gus Gone')
        AND player_id = (SELECT id FROM players WHERE name = 'Ben Ortiz');
      DELETE FROM guardianships WHERE guardian_id = (SELECT id FROM guardians WHERE name = 'Gus Gone');
      DELETE FROM guardians WHERE name = 'Gus Gone';
      COMMIT;

      """)
    #expect(psql.contains(Self.sentence), "\(psql)")
    #expect(try league.snapshot() == before)
    // Nor may a manager split one (`split guardian`, the reverse).
    let split = try league.roster(.manager, "split", "guardian", "Gus Gone", "player=Ben Ortiz")
    #expect(split.status == 1, "\(split.stdout)")
    #expect(split.stderr == "roster: \(Self.sentence); nothing was changed\n", "\(split.stderr)")
    #expect(try league.snapshot() == before)
  }

  @Test func anAdminsMergeIsMadeInOneJournalEntry() throws {
    let entries = try league.store().scalar(#"SELECT count(*) FROM "journal""#)
    let merged = try league.roster(.admin, "merge", "guardian", "Mei Chen", "Gus Gone")
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(
      merged.stdout
        == "Merged #4 Gus Gone into #1 Mei Chen: 1 player's link moved (Ben Ortiz); "
        + "1 player's link joined to its own (Ava Chen); not kept: name Gus Gone, phone +1 555 0199 and "
        + "relationship grandfather (Ava Chen).\n", "\(merged.stdout)")
    let store = try league.store()
    #expect(try store.scalar(#"SELECT count(*) FROM "journal""#) == .integer((entries.integerValue ?? 0) + 1))
    #expect(try store.scalar(#"SELECT count(*) FROM "guardians" WHERE "name" = 'Gus Gone'"#) == .integer(0))
  }
}
