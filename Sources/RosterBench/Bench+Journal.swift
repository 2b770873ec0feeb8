import Foundation
import RosterCLI
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// What the journal (schema 5: triggers on every entity table writing `journal` and
/// `journal_rows`) costs, against the same league with the journal's triggers dropped: one
/// player's age set through the context, the import of the large league (measured in `imports`,
/// alternating with its other baselines), and `log` of one team and `players TEAM --as-of` after
/// 100,000 changes, on both engines.
extension Bench {
  /// Drops every `*_journal_*` trigger from the SQLite league at `path`: the same league with
  /// nothing journaled.
  func dropJournalTriggers(_ path: String) throws {
    let store = try SQLiteStore(path: path)
    let dialect = SQLiteDialect()
    for entity in RosterModel.shared.entities {
      for name in dialect.journalTriggerNames(table: entity.table) {
        try store.execute("DROP TRIGGER IF EXISTS \(ident: name)")
      }
    }
    let left = try store.scalar(
      "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_journal\\_%' ESCAPE '\\'")
    guard left.integerValue == 0 else {
      throw BenchError("\(path): journal triggers left after DROP TRIGGER")
    }
  }

  /// An empty league with Roster's schema and no journal triggers, for the import's baseline.
  func freshDatabaseWithoutJournal(_ name: String) throws -> String {
    let path = freshDatabase(name, schema: true)
    try dropJournalTriggers(path)
    return path
  }

  /// How many row changes the league at `path` journaled.
  func journaledRows(_ path: String) throws -> Int64 {
    try SQLiteStore(path: path).scalar(#"SELECT count(*) FROM "journal_rows""#).integerValue ?? -1
  }

  /// Whether the league at `path` has the journal (a file left by a Roster before schema 5 has not).
  func hasJournal(_ path: String) -> Bool {
    guard FileManager.default.fileExists(atPath: path), let store = try? SQLiteStore(path: path) else {
      return false
    }
    let count = try? store.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'journal_rows'")
    return count?.integerValue == 1
  }

  /// A copy of the SQLite file at `source` (with its write-ahead log, if one was left), named `name`.
  func copyDatabase(_ source: String, _ name: String) throws -> String {
    let path = work + "/" + name + ".sqlite"
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: source + suffix) {
      try FileManager.default.copyItem(atPath: source + suffix, toPath: path + suffix)
    }
    return path
  }

  /// The `set player` and `log` rows, on copies of the imported large league.
  func journal(_ database: String, label: String) throws {
    say("Journal: set player, with and without the journal, \(label)…")
    let on = try copyDatabase(database, "journal-on")
    let off = try copyDatabase(database, "journal-off")
    try dropJournalTriggers(off)
    try setPlayer(on: on, off: off, label: label)
    unlink(off)
    try logTeam(on, label: label)
  }

  /// One player's age changed through the context and saved, alternately in the league with the
  /// journal and in the same league without its triggers; the same players in both. `on` and
  /// `off` are files or `postgresql://` URLs; `engine` starts the figure ("PostgreSQL: ").
  func setPlayer(on: String, off: String, label: String, engine: String = "") throws {
    // The league without its journal's triggers is opened without the schema's audit, which
    // would put them back.
    setenv("ROSTER_SCHEMA_UNCHECKED", "1", 1)
    let offLeague = Result { try League(path: off) }
    unsetenv("ROSTER_SCHEMA_UNCHECKED")
    let leagues = (on: try League(path: on), off: try offLeague.get())
    let range = try leagues.on.store.rows(#"SELECT min("id"), max("id") FROM "players""#)[0].map {
      $0.integerValue ?? 0
    }
    var random = LeagueGenerator.Random(state: 17)
    var mine = Samples(), baseline = Samples()
    let count = quick ? 50 : 300
    let before = (on: try journaledEntries(leagues.on.store), off: try journaledEntries(leagues.off.store))
    var index = 0
    // PostgreSQL's server processes on the bench's core: see `onOneCore`.
    try onOneCore([leagues.on.store, leagues.off.store]) {
      while mine.values.count < count {
        let id = range[0] + Int64(random.below(Int(range[1] - range[0] + 1)))
        index += 1
        // Alternating which goes first, so that neither always finds the other's pages warm.
        let order =
          index % 2 == 0
          ? [(leagues.on, true), (leagues.off, false)] : [(leagues.off, false), (leagues.on, true)]
        var times: [Bool: Double] = [:]
        for (league, journaled) in order {
          guard
            let player = try league.context.existingObject(with: ObjectID(entityName: "Player", rowID: id))
              as? Player
          else { break }
          let age = player.age >= 40 ? 16 : player.age + 1
          league.context.stamp = JournalStamp(author: "bench", command: "set player #\(id) age=\(age)")
          let start = Run.now()
          player.age = age
          _ = try league.context.save()
          times[journaled] = Run.now() - start
          league.context.reset()
        }
        guard let journaled = times[true], let plain = times[false] else { continue }
        mine.append(inProcess: journaled)
        baseline.append(inProcess: plain)
      }
    }
    let after = (on: try journaledEntries(leagues.on.store), off: try journaledEntries(leagues.off.store))
    guard after.on.rows == before.on.rows + Int64(count),
      after.on.entries == before.on.entries + Int64(count),
      after.off == before.off
    else {
      throw BenchError("set player: journaled \(before) before \(count) saves, \(after) after")
    }
    rows.append(
      Row(
        figure: "\(engine)set player (one age, one save), in-process, \(label)", roster: mine,
        baseline: baseline,
        baselineName: "the same league, journal triggers dropped", statistic: "median", target: 1.2,
        absolute: false,
        note: "p99 \(format(mine.percentile(99))) ms vs \(format(baseline.percentile(99))) ms"))
  }

  /// How many entries and row changes the league's journal holds.
  private func journaledEntries(_ store: any Store) throws -> (entries: Int64, rows: Int64) {
    let row = try store.rows(
      #"SELECT (SELECT count(*) FROM "journal"), (SELECT count(*) FROM "journal_rows")"#)[0]
    return (row[0].integerValue ?? -1, row[1].integerValue ?? -1)
  }

  /// 100,000 single-player updates spread over the league, each its own journal entry (opened
  /// and closed as the context's writer does), in one transaction for speed; then `log` of one
  /// team in-process, as the command reads it: the entries, and each one's lines or summary.
  func logTeam(_ path: String, label: String, engine: String = "") throws {
    let league = try League(path: path)
    let store = league.store
    let range = try store.rows(#"SELECT min("id"), max("id") FROM "players""#)[0].map { $0.integerValue ?? 0 }
    let changes = quick ? 10_000 : 100_000
    say(
      "\(engine.isEmpty ? "Journal: " : engine)\(NumberText.grouped(changes)) changes, then log of a team, \(label)…"
    )
    var random = LeagueGenerator.Random(state: 19)
    let update = try store.prepare(
      #"UPDATE "players" SET "age" = 16 + ("age" - 15) % 25, "version" = "version" + 1 WHERE "id" = "#
        + SQL.value(.integer(0)))
    let before = try store.scalar(#"SELECT max("id") FROM "journal""#).integerValue ?? 0
    let writeStart = Run.now()
    // A thousand changes a transaction, for speed. Not all in one: PostgreSQL's trigger finds
    // its entry among those its transaction opened, which no command does more than once, and
    // 100,000 in one transaction took 563 s.
    let batch = 1_000
    for first in stride(from: 0, to: changes, by: batch) {
      try store.transaction {
        var entry: Int64 = 0
        for _ in first..<min(first + batch, changes) {
          let id = range[0] + Int64(random.below(Int(range[1] - range[0] + 1)))
          entry = try store.openJournalEntry(author: "bench", command: "set player #\(id) age")
          try update.execute([.integer(id)])
        }
        for statement in store.dialect.journalClose(entry) { try store.execute(statement) }
      }
    }
    say("  \(NumberText.grouped(changes)) changes journaled in \(format(Run.now() - writeStart)) ms")

    // A team's log reads the whole journal (seconds, on a million rows): twenty teams, or as many
    // as twenty seconds take, at least five.
    let all = try store.rows(#"SELECT "id" FROM "teams" ORDER BY "id""#).compactMap(\.[0].integerValue)
    var pick = LeagueGenerator.Random(state: 23)
    let teams = (0..<(quick ? 5 : 20)).map { _ in all[pick.below(all.count)] }
    var samples = Samples()
    var found = 0
    let logStart = Run.now()
    for (index, id) in ([teams[0]] + teams).enumerated() {
      if samples.values.count >= 5 && Run.now() - logStart > 20_000 { break }
      let start = Run.now()
      let reader = JournalReader(store: store, model: league.context.model)
      var filter = JournalReader.Filter()
      filter.object = ObjectID(entityName: "Team", rowID: id)
      let entries = try reader.entries(filter)
      var lines = 0
      for entry in entries {
        lines += entry.isWhole ? try reader.lines(entry).count : reader.summary(entry).isEmpty ? 0 : 1
      }
      let elapsed = Run.now() - start
      // The first run warms the page cache and is not counted.
      if index > 0 {
        samples.append(inProcess: elapsed)
        found += entries.count
      }
      precondition(lines > 0)
    }
    rows.append(
      Row(
        figure: "\(engine)log of one team after \(NumberText.grouped(changes)) changes, in-process, \(label)",
        roster: samples, baseline: nil, baselineName: "", statistic: "p99", target: 50, absolute: true,
        note: "ms; \(NumberText.grouped(found / max(samples.values.count, 1))) entries a team"))
    try playersAsOf(league, entry: before, changes: changes, label: label, engine: engine)
  }

  /// `players TEAM --as-of @ID`, in-process as the command runs it (shadow tables built, the
  /// team's players listed, the shadows dropped), with `ID` the entry before `changes` changes;
  /// against `players TEAM` today, the same teams.
  func playersAsOf(_ league: League, entry: Int64, changes: Int, label: String, engine: String) throws {
    say(
      "\(engine.isEmpty ? "Journal: " : engine)players TEAM --as-of \(NumberText.grouped(changes)) changes ago, \(label)…"
    )
    let session = Session(league: league, out: .capturing(), err: .capturing())
    let teams = try league.store.rows(#"SELECT "abbreviation" FROM "teams" ORDER BY "id""#).map(
      \.[0].description)
    var random = LeagueGenerator.Random(state: 29)
    var mine = Samples(), today = Samples()
    for index in 0..<(quick ? 11 : 21) {
      let team = Argument(teams[random.below(teams.count)])
      var start = Run.now()
      try CommandTable.run(
        [Argument("players"), team, Argument("--as-of"), Argument("@\(entry)")], in: session)
      let asOf = Run.now() - start
      start = Run.now()
      try CommandTable.run([Argument("players"), team], in: session)
      // The first run warms the page cache and is not counted.
      if index > 0 {
        mine.append(inProcess: asOf)
        today.append(inProcess: Run.now() - start)
      }
    }
    rows.append(
      Row(
        figure:
          "\(engine)players TEAM --as-of \(NumberText.grouped(changes)) changes ago, in-process, \(label)",
        roster: mine, baseline: nil, baselineName: "", statistic: "p99", target: 50, absolute: true,
        note: "ms; p50 \(format(mine.median)) ms; players TEAM today p50 \(format(today.median)) ms"))
  }
}
