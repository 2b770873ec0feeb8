import Foundation
import RosterCLI
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// The measurements, each alternating with its baseline, and the table they make.
final class Bench {
  struct Row {
    let figure: String
    let roster: Samples
    let baseline: Samples?
    let baselineName: String
    /// Which statistic the ratio and target compare: "median" or "p99".
    let statistic: String
    /// The largest ratio (or, with `absolute`, milliseconds) that meets the target.
    let target: Double?
    let absolute: Bool
    let note: String

    var value: Double { statistic == "p99" ? roster.percentile(99) : roster.median }
    var baselineValue: Double? { baseline.map { statistic == "p99" ? $0.percentile(99) : $0.median } }
    var ratio: Double? { baselineValue.flatMap { $0 > 0 ? value / $0 : nil } }
    var met: Bool? {
      guard let target else { return nil }
      if absolute { return value <= target }
      return ratio.map { $0 <= target }
    }
  }

  let roster: String
  let work: String
  let runs: Int
  let quick: Bool
  var rows: [Row] = []
  let sqlite3 = "sqlite3"
  var climit: String { work + "/climit" }
  /// The baselines' `roster_fold` for the sqlite3 shell (`.load`), without its `.so`.
  var foldExtension: String { work + "/roster_fold" }

  /// Runs these steps only (import, clients, fetch, players, find, report, export, prompt,
  /// journal, rm, eligibility, undo, bulk, postgres, registration, formation; or scale, which the whole run
  /// leaves out); nil: all.
  let only: Set<String>?
  /// The children of the registration export (`registrationChildren`), when not the default.
  var children: Int?

  /// `only`: the steps, separated by commas.
  init(roster: String, work: String, runs: Int, quick: Bool, only: String?) {
    self.roster = roster
    self.work = work
    self.runs = runs
    self.quick = quick
    self.only = only.map { Set($0.split(separator: ",").map(String.init)) }
  }

  func wanted(_ step: String) -> Bool { only?.contains(step) ?? true }

  func say(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  func run() throws {
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let compile = Run.process(["cc", "-O2", "-o", climit, "bench/climit.c", "-lsqlite3"])
    guard compile.status == 0 else {
      throw BenchError("cannot compile bench/climit.c (is libsqlite3-dev installed?)")
    }
    let foldBuild = Run.process([
      "cc", "-O2", "-shared", "-fPIC", "-o", foldExtension + ".so", "bench/fold_extension.c",
    ])
    guard foldBuild.status == 0 else {
      throw BenchError("cannot compile bench/fold_extension.c (is libsqlite3-dev installed?)")
    }
    if only == ["scale"] {
      try scaling()
      return try finish()
    }
    if only == ["registration"] {
      try registration()
      return try finish()
    }
    if only == ["formation"] {
      try formation()
      return try finish()
    }
    let small = LeagueGenerator(teams: quick ? 100 : 1_000, playersPerTeam: 100, seed: 42)
    let large = LeagueGenerator(teams: quick ? 100 : 1_000, playersPerTeam: 1_000, seed: 43)
    say("Generating leagues in \(work)…")
    let smallFiles = try small.write(to: work)
    let largeFiles = try large.write(to: work)
    let smallLabel = "\(NumberText.grouped(small.teams * small.playersPerTeam)) players"
    let largeLabel = "\(NumberText.grouped(large.teams * large.playersPerTeam)) players"

    if wanted("import") { try imports(smallFiles, label: smallLabel, withTargets: false) }
    if wanted("clients") { try clients(smallFiles, label: smallLabel) }
    let database = work + "/roster-import.sqlite"
    // The steps that read the million-player league Roster's import leaves.
    let readsLeague = [
      "fetch", "players", "find", "report", "export", "prompt", "journal", "rm", "eligibility",
    ]
    if only == ["journal"] {
      // The journal's import row alone: Roster's import and its baseline without the journal.
      try imports(largeFiles, label: largeLabel, withTargets: true, otherBaselines: false)
    } else if wanted("import") || (readsLeague.contains(where: wanted) && !hasJournal(database)) {
      try imports(largeFiles, label: largeLabel, withTargets: true)
    }
    if wanted("fetch") { try fetches(database, label: largeLabel) }
    if wanted("players") { try playersProcess(database, label: largeLabel) }
    if wanted("find") { try find(database, label: largeLabel) }
    if wanted("report") { try reportLeague(database, label: largeLabel) }
    if wanted("export") { try export(database, label: largeLabel) }
    if wanted("prompt") { try firstPrompt(database, label: largeLabel) }
    if wanted("journal") { try journal(database, label: largeLabel) }
    if wanted("rm") { try removeTeam(database, label: largeLabel) }
    if wanted("eligibility") { try eligibility(database, label: largeLabel) }
    if wanted("undo") { try undoRemoveTeam() }
    if wanted("bulk") { try bulk() }
    if wanted("postgres") { try postgres(largeFiles, label: largeLabel) }
    if wanted("registration") { try registration() }
    if wanted("formation") { try formation() }
    try finish()
  }

  /// The table, then bench/results.json.
  func finish() throws {
    printTable()
    fflush(nil)  // the table before the messages on standard error, when both go to one file
    try writeJSON()
  }

  // MARK: Helpers

  /// A fresh database path; with `schema`, created empty with Roster's schema (not timed).
  func freshDatabase(_ name: String, schema: Bool) -> String {
    let path = work + "/" + name + ".sqlite"
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    if schema { Run.process([roster, "--db", path, "teams"]) }
    return path
  }

  func check(_ result: ProcessResult, _ what: String) throws {
    guard result.status == 0 else { throw BenchError("\(what) failed with status \(result.status)") }
  }

  // MARK: Import

  /// Roster's import against the C limit and the sqlite3 CLI, and with targets against itself
  /// without the journal; returns Roster's last database. Without `otherBaselines`, only the last.
  @discardableResult
  func imports(
    _ files: (teams: String, players: String), label: String, withTargets: Bool, otherBaselines: Bool = true
  ) throws -> String {
    say("Import, \(label)…")
    var mine = Samples(), limit = Samples(), limitTriggers = Samples(), limitUnindexed = Samples(),
      normalized = Samples(), plain = Samples(), unjournaled = Samples()
    var database = ""
    for _ in 0..<runs {
      database = freshDatabase("roster-import", schema: false)
      let result = Run.process([roster, "--db", database, "--quiet", "import", files.teams, files.players])
      try check(result, "roster import")
      mine.append(result)

      if withTargets {
        // The same import into the same schema with the journal's triggers dropped.
        let bare = try freshDatabaseWithoutJournal("roster-import-unjournaled")
        // Opened without the schema's audit, which would put the journal's triggers back.
        let bareResult = Run.process(
          [roster, "--db", bare, "--quiet", "import", files.teams, files.players],
          environment: ProcessInfo.processInfo.environment.merging(["ROSTER_SCHEMA_UNCHECKED": "1"]) { $1 })
        try check(bareResult, "roster import without the journal")
        unjournaled.append(bareResult)
        let journaled = (try journaledRows(database), try journaledRows(bare))
        guard journaled.0 > 0, journaled.1 == 0 else {
          throw BenchError("import: \(journaled) rows journaled with and without the journal's triggers")
        }
      }
      guard otherBaselines else { continue }

      let c = freshDatabase("climit-import", schema: true)
      let cResult = Run.process([climit, "import-bulk", c, files.teams, files.players])
      try check(cResult, "climit import")
      limit.append(cResult)

      if withTargets {
        let unindexed = freshDatabase("climit-unindexed", schema: true)
        let unindexedResult = Run.process([climit, "import-unindexed", unindexed, files.teams, files.players])
        try check(unindexedResult, "climit import without the search index")
        limitUnindexed.append(unindexedResult)
      }

      if withTargets || runs == 1 {
        let triggers = freshDatabase("climit-triggers", schema: true)
        let triggerResult = Run.process([climit, "import", triggers, files.teams, files.players])
        try check(triggerResult, "climit import with triggers")
        limitTriggers.append(triggerResult)
      }

      let cli = freshDatabase("cli-import", schema: true)
      // Schema 9's checks of the folded names call `roster_fold`: the shell loads the baselines'
      // own (`bench/fold_extension.c`), so its load pays every CHECK constraint Roster's does.
      let script = """
        .load '\(foldExtension)'
        PRAGMA foreign_keys = ON;
        .mode csv
        .import \(files.teams) teams_in
        .import \(files.players) players_in
        BEGIN;
        INSERT INTO teams (name, name_fold, city, abbreviation, abbreviation_fold)
          SELECT name, lower(name), nullif(city, ''), nullif(abbreviation, ''), lower(nullif(abbreviation, '')) FROM teams_in;
        INSERT INTO players (team_id, name, name_fold, age, position, number)
          SELECT t.id, p.name, lower(p.name), CAST(p.age AS INTEGER), nullif(p.position, ''), CAST(nullif(p.number, '') AS INTEGER)
          FROM players_in p JOIN teams t ON t.abbreviation = p.team;
        DROP TABLE teams_in;
        DROP TABLE players_in;
        COMMIT;
        """
      let cliResult = Run.process([sqlite3, cli], input: script)
      try check(cliResult, "sqlite3 normalized load")
      normalized.append(cliResult)

      let bare = freshDatabase("cli-plain", schema: false)
      let plainResult = Run.process([sqlite3, bare], input: ".mode csv\n.import \(files.players) players\n")
      try check(plainResult, "sqlite3 .import")
      plain.append(plainResult)
    }
    let journalRow = Row(
      figure: "import \(label)", roster: mine, baseline: unjournaled,
      baselineName: "Roster, journal triggers dropped", statistic: "median", target: 1.3, absolute: false,
      note: "journal: a row a player")
    guard otherBaselines else {
      rows.append(journalRow)
      return database
    }
    rows.append(
      Row(
        figure: "import \(label)", roster: mine, baseline: limit,
        baselineName: "C limit (search index and journal in bulk)",
        statistic: "median", target: withTargets ? 1.25 : nil, absolute: false,
        note: "same schema, indexes, search index and journal"))
    if !limitUnindexed.values.isEmpty {
      // What the search index costs the import: the C limit with it against without it.
      let share = (limit.median - limitUnindexed.median) / limit.median * 100
      rows.append(
        Row(
          figure: "import \(label): the search index's share of the C limit (%)",
          roster: Samples(values: [share]), baseline: nil, baselineName: "", statistic: "median", target: 25,
          absolute: true,
          note: "C limit \(format(limit.median)) ms, without the index \(format(limitUnindexed.median)) ms"))
    }
    if !limitTriggers.values.isEmpty {
      rows.append(
        Row(
          figure: "import \(label)", roster: mine, baseline: limitTriggers,
          baselineName: "C limit (search index by the schema's triggers)", statistic: "median", target: nil,
          absolute: false, note: ""))
    }
    rows.append(
      Row(
        figure: "import \(label)", roster: mine, baseline: normalized,
        baselineName: "sqlite3 CLI normalized load",
        statistic: "median", target: withTargets ? 1.0 : nil, absolute: false, note: ""))
    rows.append(
      Row(
        figure: "import \(label)", roster: mine, baseline: plain,
        baselineName: "sqlite3 .import, plain table",
        statistic: "median", target: nil, absolute: false, note: "no validation, no normalization"))
    if withTargets {
      rows.append(journalRow)
      rows.append(
        Row(
          figure: "import \(label): peak RSS (MiB)",
          roster: Samples(values: [Double(mine.peakKilobytes) / 1024]),
          baseline: nil,
          baselineName: "", statistic: "median", target: 64, absolute: true, note: ""))
    }
    if let utilities = findExecutable("sqlite-utils"), !withTargets {
      var samples = Samples()
      for _ in 0..<runs {
        let path = freshDatabase("sqlite-utils", schema: false)
        samples.append(
          Run.process([utilities, "insert", path, "players", files.players, "--csv"]))
      }
      rows.append(
        Row(
          figure: "import \(label)", roster: mine, baseline: samples,
          baselineName: "sqlite-utils insert --csv",
          statistic: "median", target: nil, absolute: false, note: "plain table"))
    }
    return database
  }

  func findExecutable(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/\(name)"
      if access(path, X_OK) == 0 { return path }
    }
    return nil
  }

  // MARK: Queries

  /// One column of teams chosen at random (seeded), the same for Roster and its baseline.
  func randomTeams(_ database: String, column: String, count: Int, seed: UInt64) throws -> [DatabaseValue] {
    let store = try SQLiteStore(path: database)
    let values = try store.rows("SELECT \(ident: column) FROM teams ORDER BY id").map { $0[0] }
    var random = LeagueGenerator.Random(state: seed)
    return (0..<count).map { _ in values[random.below(values.count)] }
  }

  /// Players of a team by age through the fetch request, in-process, against the same query
  /// stepped through the C API reading every column of every row (what Roster's objects copy),
  /// and, for the record, reading two (the name and age: this row's baseline before).
  ///
  /// Fetch by fetch in step, on one core: each team is fetched by Roster, as values, and by each
  /// C program (kept running, asked a team at a time), so a moment the machine is slow falls on
  /// every side alike, the side that reads the team first taking turns. Measured in blocks of a
  /// hundred on two cores, runs of tens of slow fetches fell on one side and moved the p99's
  /// ratio between 1.4× and 2.3× from run to run; in step with Roster always first, Roster's
  /// fetches alone waited on the disk for pages the others then found cached (2.2× in a full run).
  func fetches(_ database: String, label: String) throws {
    say("Fetch of a team's players, \(label)…")
    let (ids, league, sql) = try teamFetchSetup(database, count: 1_000, seed: 7)
    var mine = Samples(), limit = Samples(), limitTwo = Samples(), values = Samples()
    let every = try LimitFetcher(climit, mode: "fetch", database: database, sql: sql, warm: ids[0])
    let two = try LimitFetcher(climit, mode: "fetch-two", database: database, sql: sql, warm: ids[0])
    // This thread and both C programs on one core: see `onOneCore`.
    try onOneCore(processes: [every.process.pid, two.process.pid]) {
      for (index, id) in (ids + ids).enumerated() {
        try inTurns(4, index) { way in
          switch way {
          case 0:
            let fetched = try timedTeamFetch(league, id)
            mine.append(inProcess: fetched.milliseconds)
            precondition(fetched.count > 0)
          case 1:
            // The same rows as values, without objects: what the object layer costs.
            let team =
              try league.context.existingObject(with: ObjectID(entityName: "Team", rowID: id)) as! Team
            let start = Run.now()
            _ = try league.context.fetchValues(
              Player.request(team: team), keyPaths: ["name", "age", "position", "number", "id"])
            values.append(inProcess: Run.now() - start)
            league.context.reset()
          case 2: limit.values.append(try every.time(id))
          default: limitTwo.values.append(try two.time(id))
          }
        }
      }
    }
    try every.finish()
    try two.finish()
    rows.append(
      Row(
        figure: "fetch a team's players by age, in-process", roster: mine, baseline: limit,
        baselineName: "C API, Roster's query, every column read", statistic: "p99", target: 1.5,
        absolute: false, note: "p50 \(format(mine.median)) ms vs \(format(limit.median)) ms"))
    rows.append(
      Row(
        figure: "the same rows as values, no objects, in-process", roster: values, baseline: limit,
        baselineName: "C API, Roster's query, every column read", statistic: "p99", target: nil,
        absolute: false, note: "p50 \(format(values.median)) ms"))
    rows.append(
      Row(
        figure: "fetch a team's players by age, in-process", roster: mine, baseline: limitTwo,
        baselineName: "C API, Roster's query, two columns read", statistic: "p99", target: nil,
        absolute: false, note: "p50 \(format(mine.median)) ms vs \(format(limitTwo.median)) ms"))
  }

  /// What a team fetch's measurement starts from: `count` random teams' ids (seeded), the league
  /// open in this process, and the SQL of a team's players — Roster's own query (its order counts
  /// ages from birthdates, so the rows of the team's index range are sorted), which the C API
  /// runs with the team's id its one parameter.
  func teamFetchSetup(_ database: String, count: Int, seed: UInt64) throws -> (
    ids: [Int64], league: League, sql: [String]
  ) {
    let ids = try randomTeams(database, column: "id", count: count, seed: seed).compactMap(\.integerValue)
    let league = try League(path: database)
    let anyTeam =
      try league.context.existingObject(with: ObjectID(entityName: "Team", rowID: ids[0])) as! Team
    return (ids, league, try league.context.sql(for: Player.request(team: anyTeam)).map(\.description))
  }

  /// Roster's fetch of team `id`'s players as objects, timed, and how many; the context is reset
  /// after (not timed), so every fetch meets its rows anew.
  func timedTeamFetch(_ league: League, _ id: Int64) throws -> (milliseconds: Double, count: Int) {
    let team = try league.context.existingObject(with: ObjectID(entityName: "Team", rowID: id)) as! Team
    let start = Run.now()
    let players = try league.context.fetch(Player.request(team: team))
    let milliseconds = Run.now() - start
    league.context.reset()
    return (milliseconds, players.count)
  }

  /// `ways` measurements of one thing, the `index`th: `measure` is called with each way, the
  /// first of them turning with `index`. The first to read a team waits for its pages (the
  /// system keeps few of a league's pages cached here, and a server its own few), the others
  /// find them cached; in turns, each way takes that wait as often.
  func inTurns(_ ways: Int, _ index: Int, _ measure: (Int) throws -> Void) rethrows {
    for turn in 0..<ways { try measure((index + turn) % ways) }
  }

  /// The C API's fetch of a team's players (`climit fetch` or `fetch-two`, with Roster's `sql`),
  /// kept running and asked a team at a time: `time` is one fetch's, in milliseconds, as the C
  /// program measured it. Its first team, `warm`, is not counted: Roster's connection is warm too.
  struct LimitFetcher {
    let process: Coprocess
    let mode: String

    init(_ climit: String, mode: String, database: String, sql: [String], warm: Int64) throws {
      self.mode = mode
      process = try Coprocess([climit, mode, database, "/dev/stdin"] + sql)
      _ = try time(warm)
    }

    func time(_ team: Int64) throws -> Double {
      let answer = try process.ask(String(team))
      guard let microseconds = answer.split(separator: " ").first.flatMap({ Double($0) }) else {
        throw BenchError("climit \(mode) answered \"\(answer)\" for team \(team)")
      }
      return microseconds / 1000
    }

    func finish() throws {
      if !process.finish() { throw BenchError("climit \(mode) failed") }
    }
  }

  func playersProcess(_ database: String, label: String) throws {
    say("roster players TEAM as a new process, \(label)…")
    var mine = Samples(), baseline = Samples()
    // The SQL Roster runs for a team's players, the team found by its indexed folded
    // abbreviation in its place: a table reads its first thousand rows and one more (to know
    // whether to lay them out whole), so two ordered queries merged (players with a birthdate,
    // sorted, and those without, in the index's order), each with the team and the limit its
    // parameters; sqlite3 runs both.
    let league = try League(path: database)
    let anyTeam = try league.context.fetch(FetchRequest(entity: Team.entity, fetchLimit: 1)).first as! Team
    var request = Player.request(team: anyTeam)
    request.fetchLimit = 1_001
    let queries = try league.context.sql(for: request).map(\.description)
    guard queries.allSatisfy({ $0.filter { $0 == "?" }.count == 2 && $0.hasSuffix("LIMIT ?") }) else {
      throw BenchError("the players' queries have other parameters than the team and the limit: \(queries)")
    }
    for abbreviation in try randomTeams(database, column: "abbreviation", count: 20, seed: 11).map(
      \.description)
    {
      mine.append(Run.process([roster, "--db", database, "players", abbreviation]))
      let team = "(SELECT id FROM teams WHERE abbreviation_fold = lower('\(abbreviation)'))"
      let sql = queries.map { String($0.dropLast(1)).replacingOccurrences(of: "?", with: team) + "1001" }
      baseline.append(Run.process([sqlite3, database, sql.joined(separator: ";\n")]))
    }
    rows.append(
      Row(
        figure: "roster players TEAM, new process", roster: mine, baseline: baseline,
        baselineName: "sqlite3 DB, Roster's SELECT", statistic: "median", target: 2, absolute: false, note: ""
      ))
  }

  func find(_ database: String, label: String) throws {
    say("find, \(label)…")
    let league = try League(path: database)
    let session = Session(league: league, out: .capturing(), err: .capturing())
    for (term, target, kind) in [
      ("Søren Müller 77", 10.0, "a selective term"), ("ana", 100.0, "a common term"),
    ] {
      var samples = Samples()
      try CommandTable.run([Argument("find"), Argument(term)], in: session)  // warm the page cache, untimed
      for _ in 0..<30 {
        let start = Run.now()
        try CommandTable.run([Argument("find"), Argument(term)], in: session)
        samples.append(inProcess: Run.now() - start)
      }
      rows.append(
        Row(
          figure: "find \(kind) (\"\(term)\"), in-process", roster: samples, baseline: nil, baselineName: "",
          statistic: "p99", target: target, absolute: true, note: "ms"))
    }
  }

  /// A player `p`'s league age in SQL: whole years from the birthdate to `cutoff` (an SQL
  /// expression of a `YYYY-MM-DD` day), or the age given without a birthdate.
  static func leagueAge(cutoff: String) -> String {
    "CASE WHEN p.birthdate IS NULL THEN p.age ELSE "
      + "(CAST(substr(\(cutoff), 1, 4) AS integer) - CAST(substr(p.birthdate, 1, 4) AS integer) - "
      + "CASE WHEN (CAST(substr(\(cutoff), 6, 2) AS integer) * 100 + CAST(substr(\(cutoff), 9, 2) AS integer)) < "
      + "(CAST(substr(p.birthdate, 6, 2) AS integer) * 100 + CAST(substr(p.birthdate, 9, 2) AS integer)) "
      + "THEN 1 ELSE 0 END) END"
  }

  /// Roster's eligibility checks as one SELECT counting what each finds: league ages outside a
  /// division's range or unknown, rosters outside its sizes, the same folded name and birthdate
  /// on two rosters. `joining` adds what `cutoff` reads from to the age check's join.
  static func eligibilityChecks(cutoff: String, joining: String = "") -> String {
    let age = leagueAge(cutoff: cutoff)
    return """
      SELECT
        (SELECT count(*) FROM players p JOIN teams t ON t.id = p.team_id JOIN divisions d ON d.id = t.division_id
           \(joining)
           WHERE \(age) > d.max_age OR \(age) < d.min_age
             OR (p.birthdate IS NULL AND (d.min_age IS NOT NULL OR d.max_age IS NOT NULL))),
        (SELECT count(*) FROM (SELECT t.id, count(p.id) AS size, d.min_roster, d.max_roster FROM teams t
           JOIN divisions d ON d.id = t.division_id LEFT JOIN players p ON p.team_id = t.id GROUP BY t.id)
           WHERE size > max_roster OR size < min_roster),
        (SELECT count(*) FROM (SELECT 1 FROM players WHERE team_id IS NOT NULL AND birthdate IS NOT NULL
           GROUP BY name_fold, birthdate HAVING count(*) > 1))
      """
  }

  /// `report league` against the equivalent queries through the sqlite3 CLI: the report's
  /// eligibility checks (league ages outside a division's range or unknown, rosters outside its
  /// sizes, the same name and birthdate on two rosters) and each team's players counted by league
  /// age (from birthdates to the league's cutoff, else today), from which the report's means,
  /// medians and histograms come.
  func reportLeague(_ database: String, label: String) throws {
    say("report league, \(label)…")
    var mine = Samples(), baseline = Samples()
    let cutoff = "coalesce((SELECT cutoff FROM league ORDER BY id LIMIT 1), date('now', 'localtime'))"
    let query = """
      \(Self.eligibilityChecks(cutoff: cutoff));
      SELECT id, name, abbreviation, division_id FROM teams ORDER BY name_fold;
      SELECT p.team_id, \(Self.leagueAge(cutoff: cutoff)), count(*) FROM players p GROUP BY 1, 2 ORDER BY 1, 2;
      """
    for _ in 0..<max(5, runs) {
      mine.append(Run.process([roster, "--db", database, "report", "league"]))
      baseline.append(Run.process([sqlite3, database], input: query))
    }
    rows.append(
      Row(
        figure: "report league", roster: mine, baseline: baseline,
        baselineName: "sqlite3: the same checks, players by team and league age", statistic: "median",
        target: 1.5, absolute: false, note: "the report adds the medians and histograms"))
  }

  func export(_ database: String, label: String) throws {
    say("export players, \(label)…")
    var mine = Samples(), baseline = Samples()
    let query =
      "SELECT t.name, p.name, p.age, p.position, p.number FROM players p JOIN teams t ON t.id = p.team_id "
      + "ORDER BY t.name, p.age, p.name_fold"
    for _ in 0..<runs {
      mine.append(Run.process([roster, "--db", database, "export", "players"]))
      baseline.append(Run.process([sqlite3, "-csv", database, query]))
    }
    rows.append(
      Row(
        figure: "export players to CSV", roster: mine, baseline: baseline, baselineName: "sqlite3 -csv",
        statistic: "median", target: 0.9, absolute: false, note: ""))
    // The league-wide listing as CSV, written as its rows are read: its peak memory.
    var listing = Samples()
    for _ in 0..<runs {
      listing.append(Run.process([roster, "--db", database, "--format", "csv", "players"]))
    }
    rows.append(
      Row(
        figure: "players league-wide --format csv: peak RSS (MiB)",
        roster: Samples(values: [Double(listing.peakKilobytes) / 1024]), baseline: nil, baselineName: "",
        statistic: "median", target: 64, absolute: true, note: "in \(format(listing.median)) ms"))
    // At a terminal: the first screen of the league-wide table, as it reaches the screen through
    // the pager (cat, which shows what it reads as it reads it; less draws the same first rows),
    // and the whole table through a pipe, a batch at a time: its peak memory.
    let screen = Run.process(
      [
        "python3", "bench/terminal_time.py", String(runs * 2), "--lines", "24", "env", "PAGER=cat", roster,
        "--db",
        database, "players",
      ], capture: true)
    try check(screen, "terminal_time.py")
    rows.append(
      Row(
        figure: "players league-wide at a terminal: first screen (ms, in a pseudo-terminal, 24 lines)",
        roster: Samples(values: screen.output.split(separator: "\n").compactMap { Double($0) }),
        baseline: nil,
        baselineName: "", statistic: "median", target: 50, absolute: true, note: ""))
    var table = Samples()
    for _ in 0..<runs { table.append(Run.process([roster, "--db", database, "players"])) }
    rows.append(
      Row(
        figure: "players league-wide as a table, through a pipe: peak RSS (MiB)",
        roster: Samples(values: [Double(table.peakKilobytes) / 1024]), baseline: nil, baselineName: "",
        statistic: "median", target: 64, absolute: true, note: "in \(format(table.median)) ms"))
  }

  func firstPrompt(_ database: String, label: String) throws {
    say("REPL start to first prompt, \(label)…")
    let history = work + "/history"
    let result = Run.process(
      ["python3", "bench/terminal_time.py", "10", roster, "--db", database], capture: true,
      environment: ProcessInfo.processInfo.environment.merging(["ROSTER_HISTORY": history]) { $1 })
    let samples = Samples(values: result.output.split(separator: "\n").compactMap { Double($0) })
    rows.append(
      Row(
        figure: "REPL start to first prompt", roster: samples, baseline: nil, baselineName: "",
        statistic: "median", target: 20, absolute: true, note: "ms, in a pseudo-terminal"))
  }

  func removeTeam(_ database: String, label: String) throws {
    say("rm team (cascade, 1,000 players), \(label)…")
    let store = try SQLiteStore(path: database)
    let teams = try store.rows("SELECT id, abbreviation FROM teams ORDER BY id DESC LIMIT 20")
    var mine = Samples(), limit = Samples()
    for index in stride(from: 0, to: min(teams.count - 1, 2 * max(5, runs)), by: 2) {
      mine.append(
        Run.process([roster, "--db", database, "--quiet", "rm", "team", "-f", teams[index][1].description]))
      limit.append(
        Run.process([climit, "delete", database, teams[index + 1][0].description]))
    }
    rows.append(
      Row(
        figure: "rm team of 1,000 players (cascade)", roster: mine, baseline: limit,
        baselineName: "C limit DELETE", statistic: "median", target: 1.5, absolute: false,
        note: "each a new process"))
  }

  /// `roster eligibility` over the large league, its teams in 50 divisions with age and roster
  /// limits and its players with birthdates, against one sqlite3 query making the same checks
  /// (league ages outside a division's range or unknown, rosters outside its sizes, the same
  /// name and birthdate on two rosters), counting what it finds.
  func eligibility(_ database: String, label: String) throws {
    say("eligibility over \(label) in 50 divisions…")
    let league = freshDatabase("eligibility", schema: false)
    try FileManager.default.copyItem(atPath: database, toPath: league)
    // The divisions, the teams' places in them and the birthdates, set up once (not timed): the
    // narrower age ranges and roster sizes of some divisions give the checks problems to find.
    var divisions: [String] = []
    for index in 0..<50 {
      let (minAge, maxAge) = index % 10 == 0 ? (18, 38) : (16, 40)
      let (minRoster, maxRoster) = index % 7 == 0 ? (10, 990) : (10, 1_000)
      divisions.append(
        "('Division \(index)', 'division \(index)', \(minAge), \(maxAge), \(minRoster), \(maxRoster))")
    }
    // Not timed; the shell calls the baselines' `roster_fold` for the checks.
    let setup = """
      .load '\(foldExtension)'
      BEGIN;
      INSERT INTO league (name, season, cutoff) VALUES ('Bench League', '2026', '2026-09-01');
      INSERT INTO divisions (name, name_fold, min_age, max_age, min_roster, max_roster) VALUES
        \(divisions.joined(separator: ",\n  "));
      UPDATE teams SET division_id = (SELECT min(id) FROM divisions) + teams.id % 50;
      UPDATE players SET birthdate = printf('%04d-%02d-%02d', 2025 - age, 1 + id % 12, 1 + id % 28);
      COMMIT;
      """
    try check(Run.process([sqlite3, league], input: setup), "the divisions' setup")
    let query = Self.eligibilityChecks(cutoff: "l.cutoff", joining: "CROSS JOIN league l") + ";"
    var mine = Samples(), baseline = Samples()
    var counts = ""
    for _ in 0..<runs {
      let result = Run.process(
        [roster, "--db", league, "--format", "csv", "eligibility", "league"], capture: true)
      guard result.status == 0 || result.status == 1 else {
        throw BenchError("eligibility failed: \(result.status)")
      }
      mine.append(result)
      let sql = Run.process([sqlite3, league, query], capture: true)
      try check(sql, "sqlite3 eligibility query")
      baseline.append(sql)
      counts = sql.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    rows.append(
      Row(
        figure: "eligibility over \(label) in 50 divisions", roster: mine, baseline: baseline,
        baselineName: "one sqlite3 query, the same checks", statistic: "median", target: 1.5, absolute: false,
        note: "problems by age, roster, duplicate: \(counts.replacingOccurrences(of: "|", with: " / "))"))
  }

  /// The undo of `rm team` of a team of 60,000 players, against that delete: from the journal
  /// in a new process (`roster undo`), and in the session that deleted it (a script).
  func undoRemoveTeam() throws {
    let generator = LeagueGenerator(teams: 1, playersPerTeam: quick ? 6_000 : 60_000, seed: 47)
    let players = generator.teams * generator.playersPerTeam
    let label = "rm team of \(NumberText.grouped(players)) players"
    say("undo of \(label)…")
    let files = try generator.write(to: work)
    let base = freshDatabase("undo-base", schema: false)
    try check(Run.process([roster, "--db", base, "--quiet", "import", files.teams, files.players]), "import")
    let copy = { (name: String) throws -> String in
      let path = self.freshDatabase(name, schema: false)
      try FileManager.default.copyItem(atPath: base, toPath: path)
      return path
    }
    var remove = Samples(), undo = Samples(), session = Samples(), limit = Samples()
    for _ in 0..<runs {
      let database = try copy("undo")
      let removed = Run.process([roster, "--db", database, "--quiet", "rm", "team", "-f", "T0"])
      try check(removed, "rm team")
      remove.append(removed)
      let undone = Run.process([roster, "--db", database, "--quiet", "undo"])
      try check(undone, "undo")
      undo.append(undone)
      let store = try SQLiteStore(path: database)
      guard try store.scalar("SELECT count(*) FROM players").integerValue == Int64(players) else {
        throw BenchError("undo did not bring back \(players) players")
      }
      let scripted = Run.process(
        [roster, "--db", try copy("undo-session"), "--quiet"], input: "rm team -f T0\nundo\n")
      try check(scripted, "rm team and undo in one session")
      session.append(scripted)
      let c = try copy("undo-climit")
      limit.append(Run.process([climit, "delete", c, "1"]))
    }
    rows.append(
      Row(
        figure: label, roster: remove, baseline: limit, baselineName: "C limit DELETE", statistic: "median",
        target: nil, absolute: false, note: "each a new process"))
    rows.append(
      Row(
        figure: "undo of \(label), new process", roster: undo, baseline: remove,
        baselineName: "Roster's rm team", statistic: "median", target: 2, absolute: false,
        note: "from the journal"))
    rows.append(
      Row(
        figure: "\(label) and its undo, one session", roster: session, baseline: remove,
        baselineName: "Roster's rm team", statistic: "median", target: 3, absolute: false,
        note: "a script; the delete and an undo of at most twice it"))
  }

  // MARK: Results

  func format(_ value: Double) -> String {
    value >= 100
      ? NumberText.fixed(value, 0) : value >= 10 ? NumberText.fixed(value, 1) : NumberText.fixed(value, 2)
  }

  func printTable() {
    var lines = [
      "| figure | Roster (median, min–max) | baseline | baseline (median, min–max) | ratio | target | met | peak RSS, MiB: Roster / baseline |",
      "|---|---:|---|---:|---:|---:|---|---:|",
    ]
    for row in rows {
      let value =
        "\(format(row.value)) \(row.absolute && row.note != "ms" && !row.figure.contains("MiB") ? "ms" : "")"
      let mine =
        row.statistic == "p99"
        ? "p99 \(format(row.value)) (p50 \(format(row.roster.median)))"
        : "\(format(row.roster.median)) (\(format(row.roster.minimum))–\(format(row.roster.maximum)))"
      let base =
        row.baseline.map { b in
          row.statistic == "p99"
            ? "p99 \(format(b.percentile(99))) (p50 \(format(b.median)))"
            : "\(format(b.median)) (\(format(b.minimum))–\(format(b.maximum)))"
        } ?? "—"
      let ratio = row.ratio.map { NumberText.fixed($0, 2) + "×" } ?? "—"
      let target =
        // A ratio to its hundredth where it has one: 1.25 is not 1.3.
        row.target.map {
          row.absolute
            ? "≤ \(format($0))" : "≤ \(NumberText.fixed($0, ($0 * 10).rounded() == $0 * 10 ? 1 : 2))×"
        } ?? "—"
      let met = row.met.map { $0 ? "yes" : "**no**" } ?? ""
      let peaks = [row.roster.peakKilobytes, row.baseline?.peakKilobytes ?? 0].map {
        $0 > 0 ? NumberText.fixed(Double($0) / 1024, 1) : "—"
      }
      _ = value
      lines.append(
        "| \(row.figure)\(row.note.isEmpty || row.note == "ms" ? "" : " (\(row.note))") | \(mine) | \(row.baselineName.isEmpty ? "—" : row.baselineName) | \(base) | \(ratio) | \(target) | \(met) | \(peaks[0]) / \(peaks[1]) |"
      )
    }
    print("Times in milliseconds; each measurement alternates with its baseline in the same job.\n")
    print(lines.joined(separator: "\n"))
  }

  func writeJSON() throws {
    var text = "{\n  \"machine\": " + JSONText.string(machine()) + ",\n  \"rows\": ["
    text += rows.map { row -> String in
      var pairs: [(String, DatabaseValue)] = [
        ("figure", .text(row.figure)), ("statistic", .text(row.statistic)), ("roster_ms", .real(row.value)),
        ("roster_median_ms", .real(row.roster.median)), ("roster_min_ms", .real(row.roster.minimum)),
        ("roster_max_ms", .real(row.roster.maximum)), ("samples", .integer(Int64(row.roster.values.count))),
        ("baseline", row.baselineName.isEmpty ? .null : .text(row.baselineName)),
      ]
      pairs.append(("baseline_ms", row.baselineValue.map { .real($0) } ?? .null))
      pairs.append(("ratio", row.ratio.map { .real($0) } ?? .null))
      pairs.append(("target", row.target.map { .real($0) } ?? .null))
      pairs.append(("target_is_absolute", .integer(row.absolute ? 1 : 0)))
      pairs.append(("met", row.met.map { .integer($0 ? 1 : 0) } ?? .null))
      pairs.append(("note", .text(row.note)))
      let mebibytes = { (kilobytes: Int) -> DatabaseValue in
        kilobytes > 0 ? .real(Double(kilobytes) / 1024) : .null
      }
      pairs.append(("roster_peak_rss_mib", mebibytes(row.roster.peakKilobytes)))
      pairs.append(("baseline_peak_rss_mib", mebibytes(row.baseline?.peakKilobytes ?? 0)))
      return "\n    " + JSONText.object(pairs, decimals: 3)
    }.joined(separator: ",")
    text += "\n  ]\n}\n"
    try text.write(toFile: "bench/results.json", atomically: true, encoding: .utf8)
    say("Wrote bench/results.json.")
  }

  func machine() -> String {
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores, Linux \(release)"
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
