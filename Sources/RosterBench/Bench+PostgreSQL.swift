import Foundation
import RosterKit

/// PostgreSQL rows beside SQLite's, when `make bench` runs beside a throw-away server
/// (scripts/postgres.sh sets ROSTER_TEST_POSTGRES): the import through COPY against `psql \copy`
/// of the same files with the same normalization, and the players-of-a-team fetch against the
/// same SQL run straight through libpq; and one player's age set with the journal and without it.
extension Bench {
  static var postgresServer: String? { ProcessInfo.processInfo.environment["ROSTER_TEST_POSTGRES"] }

  /// A new empty database on the server; its URL.
  func freshPostgresDatabase(_ server: String, _ name: String) throws -> String {
    let admin = try PostgreSQLStore(url: server)
    try admin.executeScript("DROP DATABASE IF EXISTS \"\(name)\" WITH (FORCE)")
    try admin.executeScript("CREATE DATABASE \"\(name)\"")
    return server.replacingOccurrences(of: "/postgres?", with: "/\(name)?")
  }

  /// A copy of database `template` (no one connected to it) named `name`; its URL.
  func copyPostgresDatabase(_ server: String, _ template: String, _ name: String) throws -> String {
    let admin = try PostgreSQLStore(url: server)
    try admin.executeScript("DROP DATABASE IF EXISTS \"\(name)\" WITH (FORCE)")
    try admin.executeScript("CREATE DATABASE \"\(name)\" TEMPLATE \"\(template)\"")
    return server.replacingOccurrences(of: "/postgres?", with: "/\(name)?")
  }

  /// Drops every `*_journal_*` trigger from the PostgreSQL league at `url`.
  func dropPostgresJournalTriggers(_ url: String) throws {
    let store = try PostgreSQLStore(url: url)
    let dialect = PostgreSQLDialect()
    for entity in RosterModel.shared.entities {
      for name in dialect.journalTriggerNames(table: entity.table) {
        try store.execute("DROP TRIGGER IF EXISTS \(ident: name) ON \(ident: entity.table)")
      }
    }
    let left = try store.scalar(
      "SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%\\_journal\\_%' AND NOT tgisinternal")
    guard left.integerValue == 0 else { throw BenchError("\(url): journal triggers left after DROP TRIGGER") }
  }

  func postgres(_ files: (teams: String, players: String), label: String) throws {
    guard let server = Self.postgresServer else {
      say("PostgreSQL: no server (run through scripts/postgres.sh, as make bench does); rows skipped")
      return
    }
    guard let psql = findExecutable("psql") else {
      say("PostgreSQL: psql is not installed; rows skipped")
      return
    }
    say("PostgreSQL import, \(label)…")
    var mine = Samples(), copy = Samples()
    var database = ""
    for _ in 0..<runs {
      database = try freshPostgresDatabase(server, "roster_bench")
      let result = Run.process([roster, "--db", database, "--quiet", "import", files.teams, files.players])
      try check(result, "roster import on PostgreSQL")
      mine.append(result)

      let baseline = try freshPostgresDatabase(server, "roster_bench_psql")
      try check(Run.process([roster, "--db", baseline, "teams"]), "schema for psql")
      // The folded copies as the schema checks them (since schema 9): `roster_fold`, the server's.
      let script = """
        \\set ON_ERROR_STOP on
        CREATE TEMP TABLE teams_in (name text, city text, abbreviation text);
        CREATE TEMP TABLE players_in (team text, name text, age text, position text, number text);
        \\copy teams_in FROM '\(files.teams)' CSV HEADER
        \\copy players_in FROM '\(files.players)' CSV HEADER
        BEGIN;
        INSERT INTO teams (name, name_fold, city, abbreviation, abbreviation_fold)
          SELECT name, roster_fold(name), nullif(city, ''), nullif(abbreviation, ''), roster_fold(nullif(abbreviation, ''))
          FROM teams_in;
        INSERT INTO players (team_id, name, name_fold, age, position, number)
          SELECT t.id, p.name, roster_fold(p.name), p.age::bigint, nullif(p.position, ''), nullif(p.number, '')::bigint
          FROM players_in p JOIN teams t ON t.abbreviation = p.team;
        COMMIT;
        """
      let psqlResult = Run.process([psql, "-q", baseline], input: script)
      try check(psqlResult, "psql \\copy load")
      copy.append(psqlResult)
    }
    rows.append(
      Row(
        figure: "PostgreSQL: import \(label)", roster: mine, baseline: copy,
        baselineName: "psql \\copy + INSERT … SELECT", statistic: "median", target: 1.25, absolute: false,
        note: "validated, COPY into staging, merged"))

    say("PostgreSQL fetch of a team's players, \(label)…")
    let league = try League(path: database)
    let teams = try league.store.rows("SELECT \(ident: "id") FROM \(ident: "teams") ORDER BY \(ident: "id")")
      .compactMap { $0[0].integerValue }
    var random = LeagueGenerator.Random(state: 7)
    var fetch = Samples(), raw = Samples()
    // The server's process on the bench's core: see `onOneCore`; the side that reads a team
    // first takes turns (`inTurns`).
    try onOneCore([league.store]) {
      for index in 0..<(quick ? 200 : 1_000) {
        let id = teams[random.below(teams.count)]
        try inTurns(2, index) { way in
          if way == 0 {
            fetch.append(inProcess: try timedTeamFetch(league, id).milliseconds)
            return
          }
          // One query on PostgreSQL, which merges none (`SQLDialect.stepsQueriesTogether`).
          let team = try league.context.existingObject(with: ObjectID(entityName: "Team", rowID: id)) as! Team
          guard let sql = try league.context.sql(for: Player.request(team: team)).first else {
            throw BenchError("no query")
          }
          league.context.reset()
          let start = Run.now()
          _ = try league.store.rows(sql)
          raw.append(inProcess: Run.now() - start)
        }
      }
    }
    rows.append(
      Row(
        figure: "PostgreSQL: fetch a team's players by age", roster: fetch, baseline: raw,
        baselineName: "libpq, same query, rows only", statistic: "p99", target: 1.2, absolute: false,
        note: "p50 \(format(fetch.median)) ms vs \(format(raw.median)) ms"))

    // Two copies of psql's league (no session holds it, as a template must have): one as it is,
    // one without the journal's triggers.
    say("PostgreSQL: set player, with and without the journal, \(label)…")
    let on = try copyPostgresDatabase(server, "roster_bench_psql", "roster_bench_journal")
    let off = try copyPostgresDatabase(server, "roster_bench_psql", "roster_bench_unjournaled")
    try dropPostgresJournalTriggers(off)
    // psql's load left the planner no statistics; autovacuum would have gathered them a minute
    // later, and Roster's own import gathers them at its end.
    for url in [on, off] { try PostgreSQLStore(url: url).execute("ANALYZE") }
    try setPlayer(on: on, off: off, label: label, engine: "PostgreSQL: ")
    try logTeam(on, label: label, engine: "PostgreSQL: ")
  }
}
