import RosterFixtures
import Testing

@testable import RosterKit

/// The import's table of lines met: every key kept is found with its line and digest, a key not
/// kept is not, and keeping a key again replaces its entry — through the table's growth, with
/// and without the size the import expects.
struct LineDigestsTests {
  @Test(arguments: [0, 50_000]) func keptLinesAreFoundAgain(expected: Int) {
    var random = SeededGenerator(seed: 17)
    var table = LineDigests()
    table.expected = expected
    var kept: [UInt64: (line: Int, digest: UInt64)] = [:]
    // Keys from all over the range, among them 0 and 1 (0 is kept as 1) and keys a few apart.
    let keys = [0, 1, 2, 3] + (0..<40_000).map { _ in UInt64.random(in: .min ... .max, using: &random) }
    for (line, key) in keys.enumerated() {
      let digest = UInt64.random(in: .min ... .max, using: &random)
      table.keep(key, line: line + 1, digest: digest)
      kept[key] = (line + 1, digest)
    }
    // The first keys kept again: their new lines replace the old.
    for key in keys.prefix(100) {
      table.keep(key, line: 99_999, digest: 7)
      kept[key] = (99_999, 7)
    }
    for (key, entry) in kept where key > 1 {
      #expect(table[key]?.line == entry.line)
      #expect(table[key]?.repeats(entry.digest) == true)
      #expect(table[key]?.repeats(entry.digest &+ 1) == false)
    }
    #expect(table[0]?.line == 99_999 && table[1]?.line == 99_999, "0 and 1 are one key")
    for _ in 0..<1_000 {
      let key = UInt64.random(in: .min ... .max, using: &random)
      #expect(table[key] == nil || kept[key] != nil)
    }
  }
}
