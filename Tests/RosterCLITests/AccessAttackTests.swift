import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The attacks of issue 40 on a league office, run through `psql` on each kind of login — a
/// manager, a viewer, a login without access and one whose access was revoked — as a hostile
/// user would: each reveals nothing the login may not read (`AccessLeague.secrets`), and changes
/// nothing. Table-driven: an attack a row, every role against it.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class AccessAttackTests {
  struct Attack: Sendable, CustomTestStringConvertible {
    let name: String
    let script: String
    /// What the attack shows an admin, who may read everything: the proof that it runs and
    /// reads what it aims at (nil for one that shows no one anything).
    let shown: String?
    var testDescription: String { name }

    init(name: String, shown: String? = nil, script: String) {
      self.name = name
      self.shown = shown
      self.script = script
    }
  }

  /// A temporary function that reads what the league shows it of a player (the birthdate, the
  /// guardians and their links' notes) when it runs, and says it: in a notice and as its value.
  static let peek = #"""
    CREATE FUNCTION pg_temp.peek(pid bigint) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
    DECLARE r record; seen text := '';
    BEGIN
      FOR r IN SELECT v.name, v.birthdate FROM players_visible v WHERE v.id = pid LOOP
        seen := seen || r.name || ' ' || coalesce(r.birthdate, '-') || '; ';
      END LOOP;
      FOR r IN SELECT g.name, g.email, g.phone, l.no_contact_note FROM guardianships_visible l
        JOIN guardians g ON g.id = l.guardian_id WHERE l.player_id = pid LOOP
        seen := seen || r.name || ' ' || coalesce(r.email, '-') || ' ' || coalesce(r.phone, '-') || ' '
          || coalesce(r.no_contact_note, '-') || '; ';
      END LOOP;
      RAISE NOTICE 'peek %', seen;
      RETURN seen;
    END $$;
    CREATE FUNCTION pg_temp.leak(text, text) RETURNS boolean LANGUAGE plpgsql COST 0.0001 AS $$
    BEGIN RAISE NOTICE 'leak % %', $1, $2; RETURN true; END $$;

    """#

  static let hawks = "(SELECT \"id\" FROM \"teams\" WHERE \"abbreviation\" = 'HAW')"

  static let attacks: [Attack] = [
    .init(
      name: "the issue's: a temporary function in RETURNING, after the row is rewritten",
      shown: "2014-03-02",
      script: peek + "BEGIN;\nUPDATE players SET team_id = NULL RETURNING pg_temp.peek(id);\nROLLBACK;\n"),
    .init(
      name: "a temporary function in a WHERE clause",
      shown: "2014-03-02",
      script: peek + """
        BEGIN;
        UPDATE players SET number = number WHERE pg_temp.peek(id) IS NOT NULL;
        DELETE FROM guardianships WHERE pg_temp.peek(player_id) IS NOT NULL;
        DELETE FROM guardians WHERE pg_temp.peek((SELECT min(id) FROM players)) IS NOT NULL;
        SELECT name FROM players WHERE pg_temp.peek(id) IS NOT NULL;
        ROLLBACK;

        """),
    .init(
      name: "a CTE that moves players and reads them",
      shown: "2014-03-02",
      script: peek + """
        BEGIN;
        WITH moved AS (UPDATE players SET team_id = NULL RETURNING id) SELECT pg_temp.peek(id) FROM moved;
        ROLLBACK;
        BEGIN;
        WITH signed AS (UPDATE players SET team_id = \(hawks) WHERE team_id IS NULL RETURNING id)
          SELECT pg_temp.peek(id) FROM signed;
        ROLLBACK;

        """),
    .init(
      name: "an INSERT … SELECT that copies what it cannot read",
      shown: "555 0103",
      script: """
        BEGIN;
        INSERT INTO guardians (name, name_fold, phone, email)
          SELECT name || '2', name_fold || '2', phone, email FROM guardians;
        SELECT name, phone, email FROM guardians;
        ROLLBACK;
        BEGIN;
        INSERT INTO guardianships (player_id, guardian_id, relationship, no_contact_note)
          SELECT (SELECT min(id) FROM players WHERE team_id = \(hawks)), guardian_id, relationship, no_contact_note
          FROM guardianships_visible ON CONFLICT DO NOTHING;
        SELECT g.name, g.phone, l.no_contact_note FROM guardianships_visible l JOIN guardians g ON g.id = l.guardian_id;
        ROLLBACK;
        BEGIN;
        INSERT INTO guardianships (player_id, guardian_id)
          SELECT (SELECT max(id) FROM players WHERE team_id = \(hawks)), s.n FROM generate_series(1, 20) AS s(n)
          WHERE EXISTS (SELECT 1 FROM guardians g WHERE g.id = s.n) ON CONFLICT DO NOTHING;
        INSERT INTO guardianships (player_id, guardian_id)
          SELECT (SELECT max(id) FROM players WHERE team_id = \(hawks)), s.n FROM generate_series(1, 20) AS s(n)
          ON CONFLICT DO NOTHING;
        SELECT name, phone, email FROM guardians;
        ROLLBACK;
        BEGIN;
        INSERT INTO players (name, name_fold, age, birthdate, team_id)
          SELECT name || '2', name_fold || '2', age, birthdate, \(hawks) FROM players;
        INSERT INTO players (name, name_fold, age, birthdate, team_id)
          SELECT name || '2', name_fold || '2', age, birthdate, \(hawks) FROM players_visible;
        SELECT name, birthdate FROM players_visible;
        ROLLBACK;

        """),
    .init(
      name: "a free agent signed, read and deleted before the transaction ends",
      shown: "555 0104",
      script: """
        BEGIN;
        UPDATE players SET team_id = \(hawks) WHERE team_id IS NULL;
        SELECT name, phone, email FROM guardians;
        SELECT g.name, g.phone FROM guardianships l JOIN guardians g ON g.id = l.guardian_id;
        UPDATE guardianships SET relationship = relationship
          RETURNING (SELECT g.phone FROM guardians g WHERE g.id = guardian_id),
            (SELECT g.email FROM guardians g WHERE g.id = guardian_id);
        DELETE FROM players WHERE team_id = \(hawks) AND id NOT IN (SELECT player_id FROM guardianships);
        SELECT old, new FROM journal_rows;
        ROLLBACK;

        """),
    .init(
      name: "the journal read directly",
      shown: "555 0198",
      script: """
        SELECT * FROM journal;
        SELECT entity, old, new FROM journal_rows;
        SELECT * FROM roster_later_change(1);
        SELECT * FROM roster_later_change((SELECT max(id) FROM journal));

        """),
    .init(
      name: "the statistics, the plans and the sequences",
      script: """
        SELECT attname, most_common_vals, histogram_bounds FROM pg_stats
          WHERE tablename IN ('players', 'guardians', 'guardianships', 'staff', 'journal_rows');
        SELECT * FROM pg_stats_ext;
        EXPLAIN (ANALYZE, VERBOSE, COSTS OFF) SELECT * FROM guardians WHERE phone LIKE '%0103';
        EXPLAIN (ANALYZE, VERBOSE, COSTS OFF) SELECT * FROM guardianships_visible WHERE no_contact_note LIKE 'Court%';
        EXPLAIN (ANALYZE, VERBOSE, COSTS OFF) SELECT * FROM players_visible WHERE birthdate > '2000-01-01';
        SELECT last_value FROM guardians_id_seq;
        SELECT last_value FROM guardianships_id_seq;
        SELECT currval('players_id_seq');
        SELECT setval('players_id_seq', 1000000);

        """),
    .init(
      name: "the hidden columns asked for by name, copied out, or sorted on",
      shown: "555 0103",
      script: """
        SELECT birthdate FROM players;
        SELECT name FROM players ORDER BY birthdate;
        COPY players (name, birthdate) TO STDOUT;
        COPY (SELECT * FROM guardians) TO STDOUT;
        SELECT no_contact_note FROM guardianships;
        COPY guardianships TO STDOUT;
        COPY (SELECT * FROM guardianships_visible) TO STDOUT;
        SELECT relationship FROM guardianships_visible ORDER BY no_contact_note;
        SELECT relationship FROM guardianships_visible WHERE no_contact_note LIKE 'Court order%';
        COPY staff TO STDOUT;
        SELECT name FROM players_visible WHERE birthdate > '2014-03-01' AND birthdate < '2014-03-03';

        """),
    .init(
      name: "a leaky operator of one's own on the view and the tables",
      shown: "555 0103",
      script: peek + """
        CREATE OPERATOR pg_temp.<<< (LEFTARG = text, RIGHTARG = text, FUNCTION = pg_temp.leak);
        SELECT name FROM players_visible WHERE birthdate OPERATOR(pg_temp.<<<) 'x';
        SELECT name FROM guardians WHERE phone OPERATOR(pg_temp.<<<) 'x';
        SELECT id FROM guardianships_visible WHERE no_contact_note OPERATOR(pg_temp.<<<) 'x';
        SELECT name FROM staff WHERE email OPERATOR(pg_temp.<<<) 'x';
        SELECT id FROM journal_rows WHERE old::text OPERATOR(pg_temp.<<<) 'x';

        """),
    .init(
      name: "views of one's own, invoker's rights or not",
      shown: "555 0103",
      script: """
        CREATE TEMPORARY VIEW mine WITH (security_invoker) AS SELECT * FROM guardians;
        SELECT * FROM mine;
        CREATE TEMPORARY VIEW also AS SELECT g.*, l.no_contact_note, p.name AS player FROM guardianships_visible l
          JOIN guardians g ON g.id = l.guardian_id JOIN players_visible p ON p.id = l.player_id;
        SELECT * FROM also;

        """),
    .init(
      name: "the deciding functions called directly",
      script: """
        SELECT roster_team_names(ARRAY(SELECT id FROM teams));
        SELECT roster_settled(id) FROM players_visible;
        SELECT roster_entry_is_mine(id) FROM generate_series(1, 20) id;
        SELECT roster_may_change('guardianships', NULL, true);
        SELECT roster_may_change('guardians', NULL, true);
        SELECT s.n, roster_reaches_guardians(s.n) FROM generate_series(1, 10) AS s(n);

        """),
    .init(
      name: "the verdict functions asked about others' birthdates",
      script: """
        SELECT * FROM roster_same_people(NULL);
        SELECT * FROM roster_same_people('[{"name": "Dana Brooks", "birthdate": "2014-03-02"}]');
        SELECT * FROM roster_same_people(
          (SELECT jsonb_agg(jsonb_build_object('name', 'Dana Brooks', 'birthdate', d::date::text))
           FROM generate_series('2014-01-01'::date, '2014-12-31', '1 day') d));
        SELECT p.name, p.id IN (SELECT roster_birthdates_unknown(ARRAY[p.id])) FROM players_visible p;

        """),
    // Only an admin makes temporary objects (`onlyAnAdminMakesTemporaryObjects`); what one of
    // a login's own would do there stands in for nothing of the league's.
    .init(
      name: "functions and tables of one's own named as the league's, first on the search path",
      shown: "2014-03-02",
      script: """
        CREATE FUNCTION pg_temp.roster_access_kind() RETURNS text LANGUAGE sql AS $$ SELECT 'admin' $$;
        CREATE FUNCTION pg_temp.roster_managed_teams() RETURNS bigint[] LANGUAGE sql AS $$ SELECT ARRAY(SELECT id FROM teams) $$;
        CREATE FUNCTION pg_temp.roster_settled(bigint) RETURNS boolean LANGUAGE sql AS $$ SELECT true $$;
        CREATE TEMPORARY TABLE roster_access (role text, kind text, team_id bigint);
        INSERT INTO roster_access VALUES (session_user, 'admin', NULL);
        CREATE TEMPORARY TABLE league (id bigint, cutoff text, time_zone text);
        SET search_path = pg_temp, "$user", public;
        SELECT name, birthdate FROM players_visible;
        SELECT name, phone, email FROM guardians;
        SELECT relationship, no_contact_note FROM guardianships_visible;
        SELECT name, email FROM staff;
        SELECT pg_temp.roster_access_kind(), roster_access_kind();
        BEGIN;
        UPDATE players SET team_id = NULL RETURNING name;
        ROLLBACK;

        """),
  ]

  static let roles: [AccessLeague.Role] = [.manager, .viewer, .stranger, .revoked]

  @Test(arguments: attacks)
  func anAttackThroughPsqlRevealsNothingAndChangesNothing(_ attack: Attack) throws {
    let office = try AccessLeague()
    let before = try office.snapshot()
    let journal = try office.journal()
    if let shown = attack.shown {
      let output = try office.psql(.admin, attack.script)
      #expect(output.contains(shown), "the attack does not run:\n\(output)")
    }
    for role in Self.roles {
      let output = try office.psql(role, attack.script)
      for secret in AccessLeague.secrets(of: role) {
        #expect(!output.contains(secret), "\(role) read \(secret):\n\(output)")
      }
      #expect(try office.snapshot() == before, "\(role) changed the league")
      #expect(try office.journal() == journal, "\(role) changed the journal")
    }
  }

  // MARK: What a login may write, lock and erase

  /// A viewer, a login without access and one whose access was revoked write nothing, so they
  /// lock nothing others wait for: no table, no row. A writer's lock ends Roster's wait.
  @Test func onlyTheWritersMayLockATableOrARow() throws {
    let office = try AccessLeague()
    for role: AccessLeague.Role in [.viewer, .stranger, .revoked] {
      let session = try office.sql(role)
      for statement in [
        "LOCK TABLE \"players\" IN ACCESS EXCLUSIVE MODE", "LOCK TABLE \"journal\" IN EXCLUSIVE MODE",
        "LOCK TABLE \"roster_access\" IN SHARE MODE", "LOCK TABLE \"guardians\" IN ROW EXCLUSIVE MODE",
        "LOCK TABLE \"guardianships\" IN ROW EXCLUSIVE MODE",
        "SELECT \"id\" FROM \"players\" FOR UPDATE", "SELECT \"id\" FROM \"teams\" FOR KEY SHARE",
      ] {
        let error = Self.refusal { try session.transaction { try session.executeScript(statement) } }
        #expect(error?.message.contains("permission denied") == true, "\(role): \(statement)")
      }
    }
    // A writer may; Roster's own statements then give up on the lock with a sentence, rather
    // than wait for ever.
    let holder = try office.sql(.manager)
    try holder.executeScript(#"BEGIN; LOCK TABLE "players" IN ACCESS EXCLUSIVE MODE"#)
    let result = try office.roster(.viewer, "players")
    try holder.executeScript("ROLLBACK")
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("roster: ") && result.stderr.contains("busy"), "\(result.stderr)")
  }

  /// An id is the server's to give: a manager who takes the next ones would make everyone
  /// else's inserts fail.
  @Test func nobodyButTheServerGivesANewRowItsID() throws {
    let office = try AccessLeague()
    let next = try #require(try office.store().scalar(#"SELECT max("id") FROM "players""#).integerValue) + 1
    for id in [next, next + 1000] {
      let error = Self.refusal {
        try office.sql(.manager).executeScript(
          #"INSERT INTO "players" ("id", "name", "name_fold", "age", "team_id") VALUES ("# + String(id)
            + ", 'Taken', 'taken', 10, \(Self.hawks))")
      }
      #expect(error?.kind == .refused, "\(String(describing: error))")
      #expect(error?.message.contains("may not choose the id of a new row") == true)
    }
    #expect(try office.roster(.manager, "add", "player", "Next One", "team=HAW", "age=9").status == 0)
    #expect(
      try office.store().scalar(#"SELECT "id" FROM "players" WHERE "name" = 'Next One'"#) == .integer(next))
    // Nor does a row move to another id.
    let moved = Self.refusal {
      try office.sql(.manager).executeScript(
        #"UPDATE "players" SET "id" = "id" + 1000 WHERE "name" = 'Next One'"#)
    }
    #expect(moved?.message.contains("permission denied") == true, "\(String(describing: moved))")
    // The id of a row someone else deleted is for that row, which their undo brings back; a
    // manager brings back their own.
    let dana = try #require(
      try office.store().scalar(#"SELECT "id" FROM "players" WHERE "name" = 'Dana Brooks'"#).integerValue)
    #expect(try office.roster(.admin, "rm", "player", "Dana Brooks", "-f").status == 0)
    let reused = Self.refusal {
      try office.sql(.manager).executeScript(
        #"INSERT INTO "players" ("id", "name", "name_fold", "age", "team_id") VALUES ("# + String(dana)
          + ", 'Not Dana', 'not dana', 10, \(Self.hawks))")
    }
    #expect(reused?.message.contains("the id of a row someone else deleted (\(dana))") == true)
    #expect(try office.roster(.manager, "rm", "player", "Ben Ortiz", "-f").status == 0)
    let undo = try office.roster(.manager, "undo")
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(
      try office.store().scalar(#"SELECT count(*) FROM "players" WHERE "name" = 'Ben Ortiz'"#) == .integer(1))
  }

  /// An entry that takes another back is the change that does so: one opened by hand that changes
  /// nothing is refused when its transaction commits, so no entry is marked as taken back while
  /// its values stand.
  @Test func noEntryIsMarkedTakenBackWithoutAChange() throws {
    let office = try AccessLeague()
    #expect(try office.roster(.manager, "set", "player", "Ava Chen", "number=8").status == 0)
    let own = try #require(try office.store().scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    let journal = try office.journal()
    let session = try office.sql(.manager)
    let error = Self.refusal {
      try session.executeScript(#"BEGIN; SELECT "roster_journal_open"('undo', "# + String(own) + "); COMMIT")
    }
    #expect(error?.kind == .refused, "\(String(describing: error))")
    #expect(error?.message.contains("would take @") == true)
    #expect(try office.journal() == journal)
    #expect(try office.roster(.manager, "undo").status == 0)
  }

  /// The journal is append-only for all but an admin's prune: neither Roster nor `psql` on a
  /// manager's login (nor on one whose access was revoked) erases an entry, and nobody writes one
  /// by hand.
  @Test func onlyAnAdminPrunesTheJournal() throws {
    let office = try AccessLeague()
    #expect(try office.roster(.manager, "set", "player", "Ava Chen", "number=8").status == 0)
    let journal = try office.journal()
    let prune = try office.roster(.manager, "log", "--prune-before", "now", "-f")
    #expect(prune.status == 1)
    #expect(
      prune.stderr
        == "roster: you manage Harbor Hawks; the league's journal is the league office's to prune (an admin's); "
        + "nothing was changed\n")
    for role: AccessLeague.Role in [.manager, .revoked, .viewer] {
      for statement in [
        #"DELETE FROM "journal" WHERE "author" = session_user"#, #"DELETE FROM "journal_rows""#,
        #"INSERT INTO "journal" ("command") VALUES ('not a change')"#,
        #"UPDATE "journal" SET "command" = 'another' WHERE "author" = session_user"#,
      ] {
        let error = Self.refusal { try office.sql(role).executeScript(statement) }
        #expect(error?.message.contains("permission denied") == true, "\(role): \(statement)")
      }
      #expect(
        Self.refusal { try office.sql(role).executeScript(#"SELECT "roster_journal_discard"(1)"#) } == nil)
    }
    #expect(try office.journal() == journal)
    #expect(try office.roster(.admin, "log", "--prune-before", "now", "-f").status == 0)
    #expect(try office.store().scalar(#"SELECT count(*) FROM "journal""#) == .integer(0))
  }

  /// An admin's write privileges cover every column of version 9 and after: the grants made
  /// before version 10 left out the league's time zone, which an admin then could not set.
  @Test func anAdminChangesEveryColumnOfTheLeaguesSettings() throws {
    let office = try AccessLeague()
    let set = try office.roster(.admin, "league", "set", "time_zone=America/New_York", "season=2027")
    #expect(set.status == 0, "\(set.stderr)")
    #expect(
      try office.store().rows(#"SELECT "time_zone", "season" FROM "league""#)
        == [[.text("America/New_York"), .text("2027")]])
  }

  /// An admin keeps TEMPORARY (a manager has none, `onlyAnAdminMakesTemporaryObjects`): tables
  /// of its own named as the journal's, first on its search path, do not take its changes'
  /// journal rows (the journal's triggers run as the owner with the league's schema first and
  /// `pg_temp` last), so the change is journaled all the same.
  @Test func tablesOfOnesOwnNamedAsTheJournalsTakeNothingFromIt() throws {
    let office = try AccessLeague()
    let rows = try office.store().scalar(#"SELECT count(*) FROM "journal_rows""#).integerValue ?? 0
    let output = try office.psql(
      .admin,
      """
      CREATE TEMPORARY TABLE journal (id bigint, at text, author text, command text, reverts bigint, txn bigint);
      CREATE TEMPORARY TABLE journal_rows (id bigint, entry bigint, entity text, "row" bigint, change text, old jsonb, new jsonb);
      SET search_path = pg_temp, "$user", public;
      UPDATE players SET number = '8' WHERE name = 'Ava Chen';
      SELECT 'shadowed=' || (SELECT count(*) FROM pg_temp.journal_rows);

      """)
    #expect(output.contains("UPDATE 1"), "\(output)")
    #expect(output.contains("shadowed=0"), "\(output)")
    let journaled = try office.store().rows(
      #"SELECT "entity", "change" FROM "journal_rows" ORDER BY "id" DESC LIMIT 1"#)
    #expect(journaled == [[.text("players"), .text("update")]])
    #expect(try office.store().scalar(#"SELECT count(*) FROM "journal_rows""#).integerValue == rows + 1)
  }

  /// Decision (issue 40): a revert is refused when a later change to the same rows stands,
  /// whoever made it and whether or not the reverter may read it; it names who and when only.
  @Test func aManagersUndoLeavesAColleaguesLaterChangeAlone() throws {
    let office = try AccessLeague()
    #expect(try office.roster(.manager, "set", "player", "Ava Chen", "position=C").status == 0)
    #expect(try office.roster(.colleague, "set", "player", "Ava Chen", "number=7").status == 0)
    let colleagues = try #require(try office.store().scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    let undo = try office.roster(.manager, "undo")
    #expect(undo.status == 1)
    #expect(
      undo.stderr.contains(
        "Ava Chen was changed since @\(colleagues - 1) by \(office.login(.colleague)) in @\(colleagues); "
          + "nothing was changed"), "\(undo.stderr)")
    let ava = try office.store().rows(
      #"SELECT "position", "number" FROM "players" WHERE "name" = 'Ava Chen'"#)
    #expect(ava == [[.text("C"), .text("7")]])
    // Once the colleague takes theirs back, the manager's own comes back too.
    #expect(try office.roster(.colleague, "undo").status == 0)
    #expect(try office.roster(.manager, "undo").status == 0)
    #expect(
      try office.store().rows(#"SELECT "position", "number" FROM "players" WHERE "name" = 'Ava Chen'"#)
        == [[.text("P"), .text("1")]])
  }

  /// Revoking a manager takes their write privileges at once, so a transaction they opened before
  /// (at REPEATABLE READ, whose snapshot still holds the old grants) writes nothing after it.
  @Test func aRevokeStopsTheWritesOfATransactionAlreadyOpen() throws {
    let office = try AccessLeague()
    let session = try office.sql(.manager)
    try session.executeScript(
      #"BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT count(*) FROM "players_visible""#)
    #expect(try office.roster(.admin, "access", "revoke", office.login(.manager)).status == 0)
    let error = Self.refusal {
      try session.executeScript(#"UPDATE "players" SET "number" = '44' WHERE "number" = '1'"#)
    }
    try? session.executeScript("ROLLBACK")
    #expect(error?.message.contains("permission denied") == true, "\(String(describing: error))")
    #expect(
      try office.store().scalar(#"SELECT count(*) FROM "players" WHERE "number" = '44'"#) == .integer(0))
  }

  /// A journal copied in by `migrate` is no one's own: its authors are only names (`$ROSTER_USER`
  /// on a league file), and a login of the same name reads none of it.
  @Test func aCopiedJournalIsNoLoginsOwn() throws {
    let name = "ann_" + String(UUID().uuidString.prefix(8)).lowercased()
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    try server.executeScript("CREATE ROLE \"\(name)\" LOGIN")
    defer { try? server.executeScript("DROP ROLE IF EXISTS \"\(name)\"") }
    let file = RosterProcess(database: Fixture.temporaryPath())
    defer { file.cleanUp() }
    let script = """
      add team "Harbor Hawks" abbr=HAW
      add player "Ava Chen" birthdate=2016-05-14 team=HAW
      add guardian "Mei Chen" phone="+1 555 0102"
      add guardianship mother player="Ava Chen" guardian="Mei Chen"
      set guardian "Mei Chen" phone="+1 555 0177"
      """
    let made = try file.run(["--quiet"], input: script, environment: ["ROSTER_USER": name])
    #expect(made.status == 0, "\(made.stderr)")
    let office = RosterProcess()
    defer { office.cleanUp() }
    let moved = try office.run(
      ["migrate", "--from", file.database, "--to", office.database], useDatabase: false)
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(try office.run(["access", "grant", "manager", name, "HAW"]).status == 0)
    let login = try PostgreSQLStore(
      url: office.database.replacingOccurrences(of: "://roster@", with: "://\(name)@"))
    #expect(try login.scalar(#"SELECT count(*) FROM "journal""#) == .integer(0))
    #expect(try login.scalar(#"SELECT count(*) FROM "journal_rows""#) == .integer(0))
    #expect(
      try League.store(at: office.database).scalar(#"SELECT count(*) FROM "journal_rows""#) != .integer(0))
  }

  // MARK: Code of one's own inside Roster's statements

  /// What a login needs `TEMPORARY` for: a table, a function or a view of its own in `pg_temp`,
  /// which runs as the login inside the statements it names.
  static let temporaryObjects = [
    "CREATE TEMPORARY TABLE mine (x integer)",
    "CREATE FUNCTION pg_temp.mine() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$",
    "CREATE TEMPORARY VIEW mine AS SELECT name FROM players",
  ]

  /// Only an admin makes temporary objects (issue 40: take away what lets a login run its own
  /// code inside Roster's statements): the server refuses them to a manager, a viewer, a login
  /// without access and a revoked one, through libpq as through `psql`.
  @Test(arguments: temporaryObjects)
  func onlyAnAdminMakesTemporaryObjects(_ statement: String) throws {
    let office = try AccessLeague()
    for role: AccessLeague.Role in [.manager, .viewer, .stranger, .revoked] {
      let error = Self.refusal { try office.sql(role).executeScript(statement) }
      #expect(
        error?.message.contains("permission denied to create temporary tables") == true,
        "\(role): \(statement): \(String(describing: error))")
      let output = try office.psql(role, statement + ";\n")
      #expect(output.contains("permission denied to create temporary tables"), "\(role): \(output)")
    }
    #expect(Self.refusal { try office.sql(.admin).executeScript(statement) } == nil)
  }

  /// Without `TEMPORARY` a manager still reads and changes their team through Roster as before:
  /// players read through the league's view of them, an import one row at a time, the league's
  /// rules, `set`; and `--as-of`, which is an admin's, is refused with its sentence.
  @Test func aManagerWorksWithoutTemporaryObjects() throws {
    let office = try AccessLeague()
    let session = try office.sql(.manager)
    #expect(
      try session.scalar("SELECT has_database_privilege(current_database(), 'TEMPORARY')") == .integer(0))
    #expect(
      try session.scalar(#"SELECT count(*) FROM "pg_namespace" WHERE "oid" = pg_my_temp_schema()"#)
        == .integer(0))
    let file = office.owner.home.appendingPathComponent("parks.csv")
    try "name,team,birthdate,number\nGia Park,HAW,2016-02-03,9\nHal Park,HAW,2016-07-08,10\n".write(
      to: file, atomically: true, encoding: .utf8)
    let imported = try office.roster(.manager, "import", file.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      try office.store().scalar(#"SELECT count(*) FROM "players" WHERE "name" LIKE '% Park'"#) == .integer(2))
    let listing = try office.roster(.manager, "players", "HAW")
    #expect(listing.status == 0, "\(listing.stderr)")
    #expect(listing.stdout.contains("Gia Park") && listing.stdout.contains("2016-05-14"), "\(listing.stdout)")
    let others = try office.roster(.manager, "players", "LYN")
    #expect(others.status == 0 && others.stdout.contains("Dana Brooks"), "\(others.stderr)")
    #expect(!others.stdout.contains("2014-03-02"), "\(others.stdout)")
    let eligibility = try office.roster(.manager, "eligibility")
    #expect(eligibility.status == 0 || eligibility.status == 1, "\(eligibility.stderr)")
    #expect(!eligibility.stderr.contains("database error"), "\(eligibility.stderr)")
    let set = try office.roster(.manager, "set", "player", "Ava Chen", "number=8")
    #expect(set.status == 0, "\(set.stderr)")
    for role: AccessLeague.Role in [.manager, .viewer] {
      let past = try office.roster(role, "--as-of", "@1", "teams")
      #expect(past.status == 1)
      #expect(
        past.stderr == "roster: " + AsOfError.onlyAdmins.description + "\n", "\(role): \(past.stderr)")
    }
    let past = try office.roster(.admin, "--as-of", "@1", "players")
    #expect(past.status == 0, "\(past.stderr)")
    #expect(!past.stdout.contains("Gia Park"), "\(past.stdout)")
    #expect(try office.roster(.admin, "players").stdout.contains("Gia Park"))
  }

  /// Only the database's owner takes `TEMPORARY` from PUBLIC: where it is everyone's again (the
  /// league's owner does not own the database, or someone gave it back), `access` and `check`
  /// say so, with what the database's owner runs; once it has, they say nothing and a manager
  /// makes no temporary object.
  @Test func whereEveryLoginMakesTemporaryObjectsAccessAndCheckSaySo() throws {
    let office = try AccessLeague()
    let store = try office.store()
    let database = try store.scalar("SELECT quote_ident(current_database())").description
    #expect(try office.roster(.admin, "check").status == 0)
    try store.executeScript("GRANT TEMPORARY ON DATABASE \(database) TO PUBLIC")
    let run =
      "REVOKE TEMPORARY ON DATABASE \(database) FROM PUBLIC; GRANT TEMPORARY ON DATABASE \(database) TO roster, "
      + office.login(.admin)
    let access = try office.roster(.manager, "access")
    #expect(access.status == 0, "\(access.stderr)")
    #expect(
      access.stdout.contains(
        "Warning: every login may make temporary objects in database \(database), so a function of its own "
          + "runs inside the statements that name it: the database's owner runs " + run), "\(access.stdout)")
    let check = try office.roster(.admin, "check")
    #expect(check.status == 1)
    #expect((check.stdout + check.stderr).contains(run), "\(check.stdout)\(check.stderr)")
    try store.executeScript(run)
    #expect(try office.roster(.admin, "check").status == 0)
    #expect(!(try office.roster(.manager, "access").stdout.contains("Warning")))
    let error = Self.refusal {
      try office.sql(.manager).executeScript("CREATE TEMPORARY TABLE mine (x integer)")
    }
    #expect(error?.message.contains("permission denied to create temporary tables") == true)
    #expect(
      Self.refusal { try office.sql(.admin).executeScript("CREATE TEMPORARY TABLE mine (x integer)") } == nil)
  }

  /// The schema of views every reader reads first is the league owner's: one another login made
  /// before the league (which could put views of its own before the league's tables in every
  /// reader's session) stops the schema's making, with a sentence naming what to drop.
  @Test func aSchemaOfViewsSomeoneElseMadeFirstIsRefused() throws {
    let name = "early_" + String(UUID().uuidString.prefix(8)).lowercased()
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    try server.executeScript("CREATE ROLE \"\(name)\" LOGIN")
    let office = RosterProcess()
    defer {
      office.cleanUp()
      try? server.executeScript("DROP ROLE IF EXISTS \"\(name)\"")
    }
    try League.store(at: office.database).executeScript(
      "CREATE SCHEMA roster_visible AUTHORIZATION \"\(name)\"")
    let made = try office.run(["teams"])
    #expect(made.status == 1)
    #expect(
      made.stderr.contains("the schema roster_visible of database ")
        && made.stderr.contains("belongs to \(name), not to the league's owner roster"), "\(made.stderr)")
    #expect(!made.stderr.contains("database error"), "\(made.stderr)")
  }

  /// The views readers read first are part of the schema: dropped by another program, the
  /// owner's next `roster` puts them back (saying so), and readers read through them again
  /// without a temporary object of their own.
  @Test func theOwnersRosterPutsBackTheViewsReadersReadFirst() throws {
    let office = try AccessLeague()
    try office.store().executeScript("DROP SCHEMA roster_visible CASCADE")
    let before = try office.roster(.viewer, "players")
    #expect(before.status == 1)
    #expect(
      before.stderr.contains(
        "\(office.login(.viewer)) reads guardianships and players through the league's views of them, which are missing "
          + "(roster_visible); the league's owner's roster puts them back on opening"), "\(before.stderr)")
    let reopened = try office.owner.run(["teams"])
    #expect(reopened.status == 0, "\(reopened.stderr)")
    #expect(
      reopened.stderr.contains("put back the view 'roster_visible.players', which was missing"),
      "\(reopened.stderr)")
    let listing = try office.roster(.manager, "players", "HAW")
    #expect(listing.status == 0 && listing.stdout.contains("2016-05-14"), "\(listing.stderr)")
    #expect(try office.roster(.admin, "check").status == 0)
  }

  static func refusal(_ body: () throws -> Void) -> StoreError? {
    do {
      try body()
      return nil
    } catch let error as StoreError {
      return error
    } catch {
      return nil
    }
  }
}
