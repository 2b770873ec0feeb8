/// The ids of rows an import added, in the rows' order, kept as runs of consecutive ids rather
/// than one integer a row: a million children's export adds about two million guardians and two
/// and a half million links, whose ids as `[Int64]` held 34 MB of its 145 MiB peak, where the
/// runs are one or a few (one where the import inserts alone; on a server, as many as other
/// clients' rows came between).
///
/// The `number`th row's id is found in the run that holds it: the only run, or by binary search
/// over where each run starts.
struct IDRuns {
  /// The ids, run by run, in the rows' order.
  private(set) var runs: [ClosedRange<Int64>] = []
  /// How many rows come before each run.
  private var starts: [Int] = []
  /// How many rows there are.
  private(set) var count = 0

  init() {}

  /// The runs of one statement's rows, in the rows' order.
  init(_ runs: [ClosedRange<Int64>]) {
    for run in runs { append(run) }
  }

  /// Adds the next row's id: its run grows when it follows the last id.
  mutating func append(_ id: Int64) {
    if let last = runs.last, last.upperBound < Int64.max, last.upperBound + 1 == id {
      runs[runs.count - 1] = last.lowerBound...id
      count += 1
    } else {
      append(id...id)
    }
  }

  /// Adds the ids of the next rows.
  private mutating func append(_ run: ClosedRange<Int64>) {
    starts.append(count)
    runs.append(run)
    count += run.count
  }

  /// The id of the `number`th row (from 0), nil past the last.
  subscript(number: Int) -> Int64? {
    guard number >= 0, number < count else { return nil }
    // The last run starting at or before `number`.
    var low = 0
    var high = runs.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= number { low = middle } else { high = middle }
    }
    return runs[low].lowerBound + Int64(number - starts[low])
  }
}
