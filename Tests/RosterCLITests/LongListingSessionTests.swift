import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The same long table in a session: numbered as it is written, and kept as ids and versions, so
/// that a row taken by number is checked against the row as listed.
@Suite(.serialized)
struct LongListingSessionTests {
  let roster = RosterProcess()

  init() throws { try LongListingTests.makeLeague(at: roster.database) }

  /// The name of row `number` of a numbered table's lines.
  private func name(_ lines: [String], row number: Int) -> String {
    let line: Substring = lines[number + 1].drop(while: { $0 == " " }).drop(while: \.isNumber)
      .drop(while: { $0 == " " })
    return String(line[..<(line.range(of: "  ")?.lowerBound ?? line.endIndex)])
  }

  @Test func aSessionNumbersALongTableAndChecksRowsAgainstTheirListedVersions() throws {
    defer { roster.cleanUp() }
    let client = try ScriptClient(database: roster.database)
    guard case .output(let lines) = try client.run("players") else {
      Issue.record("the listing failed")
      return
    }
    let total = LongListingTests.count + Fixture.players.count + 1
    #expect(lines.count == total + 2)
    #expect(lines[0].hasPrefix("   #  name"), "\(lines[0])")
    #expect(lines[2].hasPrefix("   1  ") && lines.last!.hasPrefix("\(total)  "), "\(lines.last!)")
    let first = name(lines, row: 1_500)
    #expect(first.hasPrefix("Player "))
    let changed = try client.run("set 1500 position=C")
    guard changed == .output(["Updated \(first): position (none) → C."]) else {
      Issue.record("set 1500: \(changed)")
      return
    }
    // Another session changes row 1,600's player after the listing: this one's row 1,600 is
    // refused rather than changed on top of what it never showed.
    let second = name(lines, row: 1_600)
    #expect(try roster.run(["set", "player", second, "position=SS"]).status == 0)
    guard case .failed(let message, let status) = try client.run("set 1600 position=C") else {
      Issue.record("a row changed since it was listed was changed again")
      return
    }
    #expect(status == 1)
    #expect(message.contains("\(second) was changed by another session; list again and retry"), "\(message)")
    let csv = try roster.run(["--format", "csv", "players", "where", "name == '\(second)'"]).stdout
    #expect(csv.contains(",SS,"), "\(csv)")
  }
}
