import Foundation
import RosterKit

/// Bulk edits and a season's rollover (`--only bulk`): `set players where …`, `season new
/// --release-all` and the `undo` of the rollover, each a new process over every player of a
/// league of 100,000 with birthdates (so the league's rules check every person the change
/// touches), against the same change as one SQL statement through the journal's triggers, and
/// against itself on a tenth of the players (the time a row, which a change's size must not
/// raise). On PostgreSQL too, beside a server.
extension Bench {
  /// The bulk rows' leagues: `players` players born 2008–2017 on a team each of `players / 1,000`,
  /// with the generator's names; the files, written once.
  func bulkLeagueFiles(players: Int) throws -> (teams: String, players: String) {
    let teamCount = max(1, players / 1_000)
    let paths = (work + "/bulk-teams-\(players).csv", work + "/bulk-players-\(players).csv")
    if FileManager.default.fileExists(atPath: paths.1) { return paths }
    var teams = "name,abbreviation\n"
    for team in 0..<teamCount { teams += "Team \(team) FC,B\(team)\n" }
    var random = LeagueGenerator.Random(state: 53)
    var rows = "team,name,birthdate,position\n"
    for index in 0..<players {
      let first = LeagueGenerator.first[random.below(LeagueGenerator.first.count)]
      let last = LeagueGenerator.last[random.below(LeagueGenerator.last.count)]
        .replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: ",", with: "")
      let (month, day) = (1 + random.below(12), 1 + random.below(28))
      let born = "\(2008 + random.below(10))-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
      rows += "B\(index % teamCount),\(first) \(last) \(index),\(born),P\n"
    }
    try teams.write(toFile: paths.0, atomically: true, encoding: .utf8)
    try rows.write(toFile: paths.1, atomically: true, encoding: .utf8)
    return paths
  }

  /// What each bulk change is, as Roster's arguments and as the baseline's SQL (the journal's
  /// entry opened and closed as Roster opens and closes it), the `run`th time (each run changes
  /// every row: its position is the run's).
  struct BulkChange: Sendable {
    let name: String
    let roster: @Sendable (Int) -> [String]
    let sql: @Sendable (Int) -> String
    let baselineName: String
    let note: String
  }

  static let bulkSet = BulkChange(
    name: "set players where TRUEPREDICATE position=…",
    roster: { ["set", "players", "-f", "where", "TRUEPREDICATE", "position=Q\($0)"] },
    sql: { #"UPDATE "players" SET "position" = 'Q\#($0)', "version" = "version" + 1;"# },
    baselineName: "one UPDATE, the journal's triggers", note: "the league's rules, the journal, undo kept")
  static let bulkRollover = BulkChange(
    name: "season new --release-all",
    roster: { ["season", "new", "Season \($0)", "--cutoff", "2027-08-31", "--release-all"] },
    sql: { _ in #"UPDATE "players" SET "team_id" = NULL, "version" = "version" + 1;"# },
    baselineName: "one UPDATE, the journal's triggers", note: "the league's rules, the journal, undo kept")
  /// The rollover's undo, against the teams set back from the journal's images in one UPDATE.
  static let bulkUndo = BulkChange(
    name: "undo of season new --release-all", roster: { _ in ["undo"] },
    sql: { _ in
      #"UPDATE "players" SET "team_id" = CAST("r"."old" ->> 'team_id' AS bigint), "version" = "players"."version" + 1 FROM "journal_rows" AS "r" WHERE "r"."entity" = 'players' AND "r"."row" = "players"."id" AND "r"."entry" = (SELECT max("entry") FROM "journal_rows");"#
    },
    baselineName: "one UPDATE, the teams from the journal's images", note: "from the journal, a new process")

  /// Where the bulk rows run: SQLite files through sqlite3, or a PostgreSQL server through psql.
  struct BulkEngine {
    let name: String
    /// The league of a size, imported by Roster (not timed); a copy of it, made for each run
    /// (not timed), so that every run meets a journal of the same length.
    let league: (Int) throws -> String
    let copy: (String, String) throws -> String
    /// Runs a change's SQL on a copy, in a journal entry of its own.
    let baseline: (String, String, Int) -> ProcessResult
    let tool: String
  }

  func bulk() throws {
    let sizes = quick ? [2_000, 20_000] : [10_000, 100_000]
    let sqlite = BulkEngine(
      name: "",
      league: { size in self.freshDatabase("bulk-base-\(size)", schema: false) },
      copy: { base, name in
        let path = self.freshDatabase(name, schema: false)
        try FileManager.default.copyItem(atPath: base, toPath: path)
        return path
      },
      baseline: { database, sql, run in
        // The journal's entry opened and closed as Roster opens and closes it; SQLite's JSON
        // operator `->>` (3.38) reads an image as PostgreSQL's does.
        Run.process(
          [self.sqlite3, database],
          input: """
            BEGIN;
            UPDATE "journal" SET "txn" = NULL WHERE "txn" IS NOT NULL;
            INSERT INTO "journal"("author", "command", "txn") VALUES ('bench', 'bulk \(run)', 1);
            \(sql)
            UPDATE "journal" SET "txn" = NULL WHERE "txn" = 1;
            COMMIT;
            """)
      }, tool: "sqlite3")
    try bulk(on: sqlite, sizes: sizes)
    guard let server = Self.postgresServer, let psql = findExecutable("psql") else {
      say("PostgreSQL: no server or no psql; its bulk rows skipped")
      return
    }
    let postgres = BulkEngine(
      name: "PostgreSQL: ",
      league: { size in try self.freshPostgresDatabase(server, "roster_bench_bulk_\(size)") },
      copy: { base, name in
        guard let range = base.range(of: "roster_bench_bulk_[0-9]+", options: .regularExpression) else {
          throw BenchError("bulk: no database in \(base)")
        }
        let url = try self.copyPostgresDatabase(server, String(base[range]), name)
        // A copy starts without the planner's statistics, which Roster's import gathered.
        try PostgreSQLStore(url: url).execute("ANALYZE")
        return url
      },
      baseline: { database, sql, run in
        Run.process(
          [psql, "-q", database],
          input:
            "\\set ON_ERROR_STOP on\nBEGIN;\nINSERT INTO \"journal\"(\"command\") VALUES ('bulk \(run)');\n"
            + sql + "\nCOMMIT;\n")
      }, tool: "psql")
    try bulk(on: postgres, sizes: sizes)
  }

  /// The bulk rows of an engine: each change on the larger league against its SQL, and its time
  /// on the larger against the smaller's (with the SQL's own for comparison).
  func bulk(on engine: BulkEngine, sizes: [Int]) throws {
    let changes = [Self.bulkSet, Self.bulkRollover, Self.bulkUndo]
    var samples: [Int: [String: (roster: Samples, baseline: Samples)]] = [:]
    for size in sizes {
      let label = "\(NumberText.grouped(size)) players"
      say("\(engine.name)bulk edits and a season's rollover, \(label)…")
      let files = try bulkLeagueFiles(players: size)
      let base = try engine.league(size)
      try check(
        Run.process([roster, "--db", base, "--quiet", "import", files.teams, files.players]), "import")
      for run in 0..<runs {
        let (mine, other) = (try engine.copy(base, "bulk_roster"), try engine.copy(base, "bulk_baseline"))
        for change in changes {
          // Alternating which goes first, so that neither always finds the other's pages warm.
          for way in run % 2 == 0 ? [0, 1] : [1, 0] {
            if way == 0 {
              let result = Run.process([roster, "--db", mine, "--quiet"] + change.roster(run))
              try check(result, "roster \(change.roster(run).joined(separator: " "))")
              samples[size, default: [:]][change.name, default: (Samples(), Samples())].roster.append(result)
            } else {
              let result = engine.baseline(other, change.sql(run), run)
              try check(result, "\(engine.tool) \(change.name)")
              samples[size, default: [:]][change.name, default: (Samples(), Samples())].baseline.append(
                result)
            }
          }
        }
        let store = try League.store(at: mine)
        guard try store.scalar(#"SELECT count(*) FROM "players" WHERE "team_id" IS NULL"#).integerValue == 0,
          try store.scalar(#"SELECT count(DISTINCT "position") FROM "players""#).integerValue == 1
        else {
          throw BenchError("bulk: the rollover's undo left players without a team, or a change missed some")
        }
      }
    }
    guard let small = sizes.first, let large = sizes.last, small < large else { return }
    let factor = Double(large) / Double(small)
    let times = "\(NumberText.fixed(factor, 0)) ×"
    for change in changes {
      let (mine, baseline) = samples[large]![change.name]!
      rows.append(
        Row(
          figure: "\(engine.name)\(change.name), \(NumberText.grouped(large)) players, new process",
          roster: mine, baseline: baseline, baselineName: "\(engine.tool): \(change.baselineName)",
          statistic: "median", target: 3, absolute: false, note: change.note))
    }
    for change in changes {
      let (mine, baseline) = samples[large]![change.name]!
      let (smaller, smallerBaseline) = samples[small]![change.name]!
      rows.append(
        Row(
          figure:
            "\(engine.name)\(change.name): \(NumberText.grouped(large)) players against \(times) \(NumberText.grouped(small))",
          roster: mine, baseline: Samples(values: smaller.values.map { $0 * factor }),
          baselineName: "\(times) Roster on \(NumberText.grouped(small))", statistic: "median", target: 1.2,
          absolute: false,
          note:
            "the time a row against the smaller league's; \(engine.tool)'s own "
            + NumberText.fixed(baseline.median / (factor * smallerBaseline.median), 2) + "×"))
    }
  }
}
