import Foundation
import RosterCLI
import RosterKit

/// The duplicates report on the registration league (issue 42: ≤ 5 s on a league of a million
/// children, ~1.9 million guardians): `duplicates guardians` run in this process as a session
/// runs it — the one read of every guardian, the blocks, the comparisons within them and the
/// listing, written as CSV to /dev/null — timed `runs` times (at least three).
extension Bench {
  func duplicatesRow(_ league: League, label: String) throws {
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let session = Session(
      league: league, format: .csv, out: TextSink(descriptor: null), err: TextSink(descriptor: null),
      quiet: true)
    var samples = Samples()
    for _ in 0..<max(runs, 3) {
      let start = Run.now()
      try CommandTable.run([Argument("duplicates"), Argument("guardians")], in: session)
      session.out.flush()
      samples.append(inProcess: Run.now() - start)
    }
    let guardians = try league.store.scalar(#"SELECT count(*) FROM "guardians""#).integerValue ?? 0
    let pairs = try GuardianDuplicates(in: league.context).pairs.count
    rows.append(
      Row(
        figure: "duplicates guardians, \(label), in-process", roster: samples, baseline: nil,
        baselineName: "",
        statistic: "median", target: 5_000, absolute: true,
        note:
          "\(NumberText.grouped(Int(guardians))) guardians, \(NumberText.grouped(pairs)) pairs proposed; "
          + "peak RSS \(samples.peakKilobytes / 1024) MiB"))
  }
}
