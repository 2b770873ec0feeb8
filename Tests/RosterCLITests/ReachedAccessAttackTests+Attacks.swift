import Foundation
import RosterFixtures

/// The attacks of `ReachedAccessAttackTests`, each a `psql` script that names its ids as the
/// login it runs as sees them (`FamilyOffice.variables`), and the sentences it is refused with.
extension ReachedAccessAttackTests {
  static let boston = "Boston Red Sox"
  static let losAngeles = "Los Angeles Dodgers"

  /// The refusal of a link to a guardian the manager of `team` does not read.
  static func linkRefused(_ team: String) -> String {
    "you manage \(team); a link is made between players and guardians you read only (an admin's otherwise)"
  }

  /// `sentences(team, other)` for each manager (their team and the other's); `others` for the
  /// logins that write nothing.
  static func said(_ sentences: (String, String) -> [String], others: [String] = []) -> [Role: [String]] {
    [
      .manager: sentences(boston, losAngeles), .rival: sentences(losAngeles, boston), .viewer: others,
      .stranger: others, .revoked: others,
    ]
  }

  /// The admin reads this one: Los Angeles' guardian only, whom Boston's manager does not read.
  static let lola = "lola.diaz@example.org"

  static let attacks: [Attack] = [
    .init(
      name: "the guardians read, through their links, counted and copied out", shown: lola,
      script: """
        SELECT name, email FROM guardians;
        SELECT g.name, g.email, p.name FROM guardians g JOIN guardianships l ON l.guardian_id = g.id
          JOIN players p ON p.id = l.player_id;
        SELECT p.name, (SELECT string_agg(g.name || ' ' || coalesce(g.email, '-'), '; ') FROM guardians g
          JOIN guardianships l ON l.guardian_id = g.id WHERE l.player_id = p.id) FROM players p;
        SELECT name_fold, email FROM guardians WHERE id IN (:their_guardian, :their_signable, :other_guardian);
        SELECT count(*), string_agg(name_fold, ', '), string_agg(email, ', ') FROM guardians;
        SELECT g.id, (SELECT count(*) FROM guardianships l WHERE l.guardian_id = g.id) FROM guardians g;
        COPY guardians TO STDOUT;
        COPY (SELECT g.name, g.email FROM guardians g JOIN guardianships l ON l.guardian_id = g.id) TO STDOUT;
        COPY guardianships TO STDOUT;
        SELECT s.relationship, g.name, g.email FROM guardianships s LEFT JOIN guardians g ON g.id = s.guardian_id;

        """),
    .init(
      name: "a link to a guardian one does not read, read in a CTE and in RETURNING", shown: lola,
      said: said(
        { team, _ in [linkRefused(team)] }, others: ["permission denied for table guardianships"]),
      script: """
        BEGIN;
        WITH l AS (INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :their_guardian)
          RETURNING guardian_id)
          SELECT g.name, g.email FROM guardians g JOIN l ON g.id = l.guardian_id;
        ROLLBACK;
        BEGIN;
        UPDATE guardianships SET guardian_id = :their_guardian WHERE player_id = :own_player
          RETURNING (SELECT g.email FROM guardians g WHERE g.id = guardian_id);
        ROLLBACK;
        BEGIN;
        DELETE FROM guardianships WHERE guardian_id = :shared
          RETURNING (SELECT string_agg(g.email, ', ') FROM guardians g);
        ROLLBACK;
        BEGIN;
        UPDATE guardianships SET player_id = player_id WHERE guardian_id IN (SELECT id FROM guardians)
          RETURNING guardian_id, (SELECT g.name FROM guardians g WHERE g.id = :their_guardian);
        ROLLBACK;
        BEGIN;
        INSERT INTO guardianships (player_id, guardian_id, relationship) VALUES (:own_player, :their_guardian, 'aunt')
          RETURNING (SELECT g.email FROM guardians g WHERE g.id = guardian_id);
        SELECT s.relationship, g.name, g.email FROM guardianships s JOIN guardians g ON g.id = s.guardian_id;
        ROLLBACK;

        """),
    // Only an admin makes temporary objects (`AccessAttackTests.onlyAnAdminMakesTemporaryObjects`).
    .init(
      name: "a function of one's own in RETURNING, in WHERE and over a CTE", shown: lola,
      said: said({ _, _ in ["permission denied to create temporary tables"] }),
      script: """
        CREATE FUNCTION pg_temp.peek(gid bigint) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
        DECLARE r record; seen text := '';
        BEGIN
          FOR r IN SELECT g.name, g.email FROM guardians g WHERE g.id = gid LOOP
            seen := seen || r.name || ' ' || coalesce(r.email, '-') || '; ';
          END LOOP;
          RAISE NOTICE 'peek %', seen;
          RETURN seen;
        END $$;
        BEGIN;
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :their_guardian)
          RETURNING pg_temp.peek(guardian_id);
        ROLLBACK;
        BEGIN;
        UPDATE guardianships SET guardian_id = guardian_id WHERE pg_temp.peek(:their_guardian) IS NOT NULL;
        ROLLBACK;
        BEGIN;
        WITH moved AS (UPDATE guardianships SET guardian_id = :their_guardian WHERE player_id = :own_player
          RETURNING guardian_id) SELECT pg_temp.peek(guardian_id) FROM moved;
        ROLLBACK;

        """),
    .init(
      name: "the reach function and the link's refusal called directly, with others' ids and made-up ones",
      shown: lola, said: said({ team, _ in [linkRefused(team)] }),
      script: """
        SELECT roster_reaches_guardians(:their_guardian), roster_reaches_guardians(:other_guardian),
          roster_reaches_guardians(:their_signable);
        SELECT roster_reaches_guardians(NULL), roster_reaches_guardians(0), roster_reaches_guardians(-1),
          roster_reaches_guardians(9223372036854775807);
        SELECT g.name, g.email FROM guardians g WHERE NOT roster_reaches_guardians(g.id);
        SELECT g.name, g.email FROM guardians g WHERE roster_reaches_guardians(:own_guardian) OR g.id = :their_guardian;
        SELECT id, roster_reaches_guardians(id) FROM generate_series(1, 40) id;
        SELECT roster_reaches_guardians(guardian_id) FROM guardianships;
        SELECT roster_link_refused('players and guardians');
        SELECT roster_link_refused(NULL);
        SELECT roster_link_refused((SELECT string_agg(name || ' ' || email, ', ') FROM guardians));
        SELECT roster_may_change('guardians', NULL, true), roster_may_change('guardianships', :theirs, true);

        """),
    .init(
      name: "the journal of the guardians and their links read directly", shown: lola,
      script: """
        SELECT entity, old, new FROM journal_rows;
        SELECT j.author, j.command, r.entity, r.old, r.new FROM journal j JOIN journal_rows r ON r.entry = j.id
          WHERE r.entity IN ('guardians', 'guardianships');
        SELECT * FROM roster_later_change((SELECT max(id) FROM journal));

        """),
    .init(
      name: "the statistics, the plans and the sequences",
      script: """
        SELECT attname, most_common_vals, histogram_bounds FROM pg_stats
          WHERE tablename IN ('guardians', 'guardianships');
        SELECT * FROM pg_stats_ext;
        SET enable_seqscan = off;
        EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF) SELECT * FROM guardians WHERE email LIKE '%@example.org';
        EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF)
          SELECT g.* FROM guardianships l JOIN guardians g ON g.id = l.guardian_id;
        EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF) SELECT * FROM guardians WHERE id = :their_guardian;
        RESET enable_seqscan;
        SELECT last_value FROM guardians_id_seq;
        SELECT last_value FROM guardianships_id_seq;

        """),
    .init(
      name: "links to guardians one does not read, and of players one does not manage",
      said: said(
        { team, other in
          [linkRefused(team), "you manage \(team), not \(other)", "you manage \(team), not Yomiuri Giants"]
        },
        others: ["permission denied for table guardianships"]),
      script: """
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :their_guardian);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :other_guardian);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :their_signable);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :free_guardian), (:own_player, :their_guardian);
        INSERT INTO guardianships (player_id, guardian_id) SELECT :own_player, g FROM generate_series(1, 40) g
          ON CONFLICT DO NOTHING;
        INSERT INTO guardianships (id, player_id, guardian_id) VALUES (1000, :own_player, :their_guardian);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:their_player, :own_guardian);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:their_player, :free_guardian);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:other_player, :shared);
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:free_agent, :free_guardian);

        """),
    .init(
      name: "another team's links taken away or rewritten, and one's own rewritten to what one does not read",
      said: said(
        { team, other in [linkRefused(team), "you manage \(team), not \(other)", "DELETE 0", "UPDATE 0"] },
        others: ["permission denied for table guardianships"]),
      script: """
        DELETE FROM guardianships WHERE player_id IN (SELECT id FROM players WHERE team_id IS DISTINCT FROM :mine);
        DELETE FROM guardianships WHERE guardian_id IN (:their_guardian, :their_signable, :other_guardian);
        UPDATE guardianships SET guardian_id = guardian_id
          WHERE player_id IN (SELECT id FROM players WHERE team_id IS DISTINCT FROM :mine);
        UPDATE guardianships SET player_id = :own_player WHERE player_id = :their_player;
        UPDATE guardianships SET guardian_id = :their_guardian WHERE player_id = :own_player;
        UPDATE guardianships SET player_id = :their_player WHERE player_id = :own_player;
        UPDATE guardianships SET player_id = :free_agent WHERE guardian_id = :own_guardian;

        """),
    .init(
      name: "a guardian's values changed, and guardians made or removed",
      said: said(
        { team, _ in
          ["you manage \(team); the league's guardians are the league office's to change (an admin's)"]
        },
        others: ["permission denied for table guardians"]),
      script: """
        UPDATE guardians SET email = 'x@example.org' WHERE id = :own_guardian;
        UPDATE guardians SET name = name WHERE id = :their_guardian;
        UPDATE guardians SET email = NULL;
        DELETE FROM guardians WHERE id = :free_guardian;
        DELETE FROM guardians WHERE id = :their_guardian;
        INSERT INTO guardians (name, name_fold) VALUES ('Nat New', 'nat new');
        BEGIN;
        UPDATE guardians SET email = email RETURNING name, email;
        ROLLBACK;

        """),
    // As a free agent's contacts are read once the signing commits (`AccessAttackTests`), a
    // guardian is read through a player signed once the signing commits: signing, reading and
    // rolling back shows nothing.
    .init(
      name: "a guardian made to reach one's team: a free agent signed and its guardians read before the end",
      shown: lola,
      script: """
        BEGIN;
        UPDATE players SET team_id = :mine WHERE id = :free_agent;
        SELECT name, email FROM guardians;
        SELECT roster_reaches_guardians(:their_signable);
        COPY (SELECT name, email FROM guardians WHERE id = :their_signable) TO STDOUT;
        ROLLBACK;
        BEGIN;
        UPDATE players SET team_id = :mine WHERE id = :free_agent;
        SAVEPOINT signed;
        INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :their_signable)
          RETURNING (SELECT g.name || ' ' || g.email FROM guardians g WHERE g.id = guardian_id);
        ROLLBACK TO signed;
        SELECT name, email FROM guardians WHERE id IN (:their_signable, :their_guardian);
        ROLLBACK;

        """),
  ]
}
