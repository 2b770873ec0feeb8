import Foundation
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

extension Bench {
  /// The leagues `--scale` measures: 100 players a team, from 1,000 teams to 100,000.
  var scales: [Int] { quick ? [10_000, 100_000] : [100_000, 1_000_000, 10_000_000] }

  /// `--scale`: how the import's cost per row and a team's fetch grow with the league, and what
  /// a player costs on disk. Each league is imported by Roster and by the C limit (the same
  /// schema, search index and journal); the smallest against the largest makes the growth rows.
  func scaling() throws {
    var importPerRow: [(players: Int, roster: Samples, limit: Samples)] = []
    var fetchTimes: [(roster: Samples, limit: Samples)] = []
    for players in scales {
      let league = LeagueGenerator(teams: players / 100, playersPerTeam: 100, seed: 44)
      let label = "\(NumberText.grouped(players)) players"
      say("Scale: generating \(label)…")
      let files = try league.write(to: work)
      // The largest import takes minutes: once is enough there.
      let times = players >= 10_000_000 ? 1 : runs
      var mine = Samples(), limit = Samples()
      var database = ""
      for _ in 0..<times {
        say("Scale: importing \(label)…")
        database = freshDatabase("scale-\(players)", schema: false)
        let result = Run.process([roster, "--db", database, "--quiet", "import", files.teams, files.players])
        try check(result, "roster import of \(label)")
        mine.append(result)
        let c = freshDatabase("scale-climit", schema: true)
        let cResult = Run.process([climit, "import-bulk", c, files.teams, files.players])
        try check(cResult, "climit import of \(label)")
        limit.append(cResult)
        unlink(c)
      }
      // Microseconds a row, so the rows of different sizes compare.
      let perRow = { (samples: Samples) in
        var scaled = Samples(values: samples.values.map { $0 * 1000 / Double(players) })
        scaled.peakKilobytes = samples.peakKilobytes
        return scaled
      }
      importPerRow.append((players, perRow(mine), perRow(limit)))
      rows.append(
        Row(
          figure: "scale: import \(label), µs a row", roster: perRow(mine), baseline: perRow(limit),
          baselineName: "C limit (search index and journal in bulk)", statistic: "median", target: nil,
          absolute: true, note: "in \(format(mine.median / 1000)) s"))

      try checkpoint(database)
      let bytes = fileSize(database)
      rows.append(
        Row(
          figure: "scale: database size a player at \(label) (bytes)",
          roster: Samples(values: [Double(bytes) / Double(players)]), baseline: nil, baselineName: "",
          statistic: "median", target: nil, absolute: true,
          note: "\(format(Double(bytes) / 1_048_576)) MiB in all"))

      say("Scale: fetching teams of \(label)…")
      let fetched = try teamFetches(database, count: 1_000, seed: 9)
      fetchTimes.append(fetched)
      rows.append(
        Row(
          figure: "scale: fetch a team's 100 players by age at \(label), in-process", roster: fetched.roster,
          baseline: fetched.limit, baselineName: "C API, Roster's query", statistic: "median", target: nil,
          absolute: false, note: "p99 \(format(fetched.roster.percentile(99))) ms"))
    }
    guard let smallest = importPerRow.first, let largest = importPerRow.last,
      largest.players > smallest.players
    else { return }
    let between = "\(NumberText.grouped(largest.players)) against \(NumberText.grouped(smallest.players))"
    rows.append(
      Row(
        figure: "scale: import cost a row, \(between)", roster: largest.roster, baseline: smallest.roster,
        baselineName: "Roster at \(NumberText.grouped(smallest.players))", statistic: "median", target: 1.3,
        absolute: false,
        note: "the C limit's: \(NumberText.fixed(largest.limit.median / smallest.limit.median, 2))×"))
    let fetchSmallest = fetchTimes.first!, fetchLargest = fetchTimes.last!
    rows.append(
      Row(
        figure: "scale: team fetch p50, \(between)", roster: fetchLargest.roster,
        baseline: fetchSmallest.roster,
        baselineName: "Roster at \(NumberText.grouped(smallest.players))", statistic: "median", target: 1.2,
        absolute: false,
        note: "the C API's: \(NumberText.fixed(fetchLargest.limit.median / fetchSmallest.limit.median, 2))×"))
  }

  /// `count` fetches of random teams' players by age in this process, and the same query through
  /// the C API in step: the fetch row's measurement at another size of league.
  func teamFetches(_ database: String, count: Int, seed: UInt64) throws -> (roster: Samples, limit: Samples) {
    let (ids, league, sql) = try teamFetchSetup(database, count: count, seed: seed)
    let fetcher = try LimitFetcher(climit, mode: "fetch", database: database, sql: sql, warm: ids[0])
    var mine = Samples(), limit = Samples()
    try onOneCore(processes: [fetcher.process.pid]) {
      // Twice over, as the fetch row does: the first pass reads the pages of the second's teams.
      for (index, id) in (ids + ids).enumerated() {
        try inTurns(2, index) { way in
          if way == 0 {
            let fetched = try timedTeamFetch(league, id)
            mine.append(inProcess: fetched.milliseconds)
            precondition(fetched.count == 100)
          } else {
            limit.values.append(try fetcher.time(id))
          }
        }
      }
    }
    try fetcher.finish()
    return (mine, limit)
  }

  /// Folds the write-ahead log into the database, so its size is the league's.
  func checkpoint(_ database: String) throws {
    let store = try SQLiteStore(path: database)
    _ = try store.rows("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  func fileSize(_ path: String) -> Int64 {
    var info = stat()
    return stat(path, &info) == 0 ? Int64(info.st_size) : 0
  }
}
