import Foundation
import RosterCLI
import RosterKit

/// `make bench`: Roster against its baselines on synthetic leagues, measured in one job so the
/// ratios hold on a noisy machine. Prints a table and writes bench/results.json.
///
///     roster-bench --roster .build/release/roster [--runs 3] [--quick] [--only STEP[,STEP…] | --scale]
///                  [--children N]
///
/// `--scale` measures how the import and a team's fetch grow, from 100,000 players to 10,000,000
/// (about 8 minutes; 2.4 GB left in the work folder, more while the largest imports run); it is
/// not part of the default run.

var options = (roster: ".build/release/roster", work: "bench/work", runs: 3, quick: false, only: String?.none)
var scale = false
var children: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--roster": options.roster = arguments.popFirst() ?? options.roster
  case "--work": options.work = arguments.popFirst() ?? options.work
  case "--runs": options.runs = Int(arguments.popFirst() ?? "") ?? options.runs
  case "--quick": options.quick = true
  case "--only": options.only = arguments.popFirst()
  case "--scale": scale = true
  case "--children": children = Int(arguments.popFirst() ?? "")
  default:
    let usage =
      "usage: roster-bench [--roster PATH] [--work DIR] [--runs N] [--quick] [--only STEP[,STEP…] | --scale] "
      + "[--children N]\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
  }
}

let bench = Bench(
  roster: options.roster, work: options.work, runs: options.runs, quick: options.quick,
  only: scale ? "scale" : options.only)
bench.children = children
do {
  try bench.run()
} catch {
  FileHandle.standardError.write(Data("roster-bench: \(error)\n".utf8))
  exit(1)
}
