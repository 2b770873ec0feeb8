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
