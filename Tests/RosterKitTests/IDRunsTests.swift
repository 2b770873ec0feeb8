import Testing

@testable import RosterKit

/// The ids an import's rows took, kept as runs (`IDRuns`): every row's id is found again, in the
/// rows' order, whether the ids came one at a time or as a merge's runs, one run or several with
/// other rows' ids between (a server's other clients) — the import's own suites reach only one.
struct IDRunsTests {
  /// Ids with gaps between runs, runs of one, and a run at the end of the range.
  static let ids: [Int64] = [5, 6, 7, 10, 20, 21, 22, 23, 40, Int64.max - 1, Int64.max]

  @Test func idsAppendedOneAtATimeAreFoundByNumber() {
    var runs = IDRuns()
    for id in Self.ids { runs.append(id) }
    #expect(runs.count == Self.ids.count)
    #expect(runs.runs == [5...7, 10...10, 20...23, 40...40, (Int64.max - 1)...Int64.max])
    for (number, id) in Self.ids.enumerated() { #expect(runs[number] == id) }
    #expect(runs[Self.ids.count] == nil)
    #expect(runs[-1] == nil)
  }

  @Test func aMergesRunsAreFoundByNumber() {
    let runs = IDRuns([5...7, 10...10, 20...23, 40...40, (Int64.max - 1)...Int64.max])
    #expect(runs.count == Self.ids.count)
    #expect((0..<Self.ids.count).map { runs[$0] } == Self.ids)
    #expect(runs[Self.ids.count] == nil)
  }

  @Test func oneRunOfAMillionIsOneRange() {
    var runs = IDRuns()
    for id in Int64(1)...1_000_000 { runs.append(id) }
    #expect(runs.runs == [1...1_000_000])
    #expect(runs[0] == 1)
    #expect(runs[999_999] == 1_000_000)
    #expect(runs[1_000_000] == nil)
  }

  @Test func noRowsHaveNoIDs() {
    #expect(IDRuns().count == 0)
    #expect(IDRuns([])[0] == nil)
  }
}
