import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A table longer than a batch (`ListingCommands.tableBatch`) from a one-shot command: written
/// as its rows are read, in the listing's order, nothing left out, through a pager that may quit.
@Suite(.serialized)
struct LongListingTests {
  static let count = 2_500
  static let longName = "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff"

  let roster = RosterProcess()

  init() throws { try Self.makeLeague(at: roster.database) }

  /// The fixture and a team of `count` players, ten of them in a hundred without a team.
  static func makeLeague(at path: String) throws {
    let league = try Fixture.league(path: path)
    let context = league.context
    let team = context.insert(Team.self)
    team.name = "Big Team"
    team.abbreviation = "BIG"
    for index in 1...count {
      let player = context.insert(Player.self)
      player.name = "Player \(index)"
      player.age = 10 + index % 20
      player.team = index % 10 == 0 ? nil : team
    }
    // Past the first batch: the oldest, the only one with a birthdate, and a name wider than
    // every other.
    let old = context.insert(Player.self)
    old.name = longName
    old.birthdate = CalendarDate(year: 1950, month: 6, day: 1)
    old.team = team
    _ = try context.save(force: true)
  }

  @Test func aLongTableIsWrittenAsItsRowsAreReadWithNothingLeftOut() throws {
    defer { roster.cleanUp() }
    let table = try roster.run(["players"])
    #expect(table.status == 0 && table.stderr.isEmpty, "\(table.stderr)")
    let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    let total = Self.count + Fixture.players.count + 1
    #expect(lines.count == total + 2)
    // The birthdate column is there although only the last row has one.
    #expect(lines[0].hasPrefix("name ") && lines[0].contains("birthdate") && lines[0].contains("team"))
    #expect(lines.last!.hasPrefix(Self.longName + "  "), "\(lines.last!)")
    #expect(lines.last!.contains("1950-06-01"))
    // The first batch is laid out as a table of its own rows: its name column as wide as its
    // widest ("Player 1000"), not as the names further down; a wider one widens the column from
    // its batch on, whole.
    let rule = lines[1].split(separator: " ").map(\.count)
    #expect(rule[0] == "Player 1000".count, "\(lines[1])")
    #expect(lines.contains { $0.hasPrefix("Clayton Kershaw  ") })
    // The same rows in the same order as the CSV listing's, which is gathered by one query.
    let csv = try roster.run(["--format", "csv", "players"])
    let csvNames = csv.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) }
    let tableNames = lines.dropFirst(2).map { line in
      line.range(of: "  ").map { String(line[..<$0.lowerBound]) } ?? line
    }
    #expect(csvNames.count == total)
    #expect(tableNames == csvNames)
  }
}

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

/// The same long table at a terminal: through the pager as its rows are read; a pager that quits
/// early ends the listing at once, quietly.
@Suite(.serialized, TerminalHarness.needed)
final class LongListingPagerTests {
  let terminal = TerminalHarness()

  init() throws { try LongListingTests.makeLeague(at: terminal.database) }

  @Test func aPagerThatQuitsEndsTheListing() throws {
    try terminal.start(["players"], environment: ["PAGER": "head -n 3"], rows: 20, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    let screen = try terminal.screen()
    #expect(screen.hasPrefix("name"), "\(screen)")
    #expect(!screen.contains("roster:"), "\(screen)")
  }

  /// Wider than the screen with `expanded auto`, a long listing is shown expanded, every record.
  @Test func aLongListingShownExpandedHasEveryRecord() throws {
    let count = terminal.folder + "/lines"
    try terminal.start(environment: ["PAGER": "wc -l > \(count)"], rows: 20, columns: 30)
    try terminal.enter("expanded auto")
    try terminal.enter("players")
    try terminal.waitFor("roster> ", times: 3)
    let lines = Int(
      try String(contentsOfFile: count, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(
      (lines ?? 0) >= (LongListingTests.count + Fixture.players.count + 1) * 4, "\(String(describing: lines))"
    )
  }

  /// A pager only the shell can look for (a quoted name) and cannot run shows nothing: the
  /// long table is printed instead, to its last row.
  @Test func aPagerTheShellCannotRunLeavesTheTablePrinted() throws {
    try terminal.start(["players"], environment: ["PAGER": "\"no-such-pager\""], rows: 20, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    let screen = try terminal.screen()
    #expect(screen.contains("Hubert Blaine") && screen.contains("1950-06-01"), "\(screen)")
  }

  @Test func aLongTableGoesThroughThePagerWhole() throws {
    let count = terminal.folder + "/lines"
    try terminal.start(["players"], environment: ["PAGER": "wc -l > \(count)"], rows: 20, waitingFor: nil)
    try terminal.waitFor("EXITED 0")
    let lines = try String(contentsOfFile: count, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(lines == String(LongListingTests.count + Fixture.players.count + 1 + 2))
  }
}
