import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Every column a listing shows is a key of its `where` and `sort`, by the key its CSV header and
/// JSON key show (`staff where 'team == "Tigers"'`, `teams sort players desc`): checked for
/// every listing of the model's presentation, so a new column is covered without a new test.
/// And a listing within a parent takes a name from further up (`guardianships TEAM`).
struct ListingKeysTests {
  /// The suite's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  var database: String { ownDatabase.location }
  let session: Session

  /// The fixture with a cutoff, a division, staff, guardians and an id: a value in every column.
  init() throws {
    let league = try Fixture.league(path: ownDatabase.location)
    session = Session(league: league, out: .capturing(), err: .capturing())
    try session.run(
      "league set cutoff=2027-08-31", "add division Majors min_age=18 max_age=40 min_roster=1 max_roster=30",
      "set team BOS division=Majors --force", "set player \"Mookie Betts\" birthdate=1992-10-07",
      "add staff \"Pat Kim\" role=Manager team=BOS email=pat@example.org phone=\"+1 555 0101\"",
      "add guardian \"Maria Ruiz\" phone=\"+1 555 0100\" email=maria@example.org city=Boston",
      "add guardianship mother player=\"Mookie Betts\" guardian=\"Maria Ruiz\" lives_with=yes",
      "add guardian \"Juan Diaz\" phone=\"+1 555 0102\"",
      "add guardianship father player=\"Julio Urías\" guardian=\"Juan Diaz\"",
      "add id usahockey player=\"Mookie Betts\" value=1400-22", "lock division Majors")
  }

  private func records(_ csv: String) throws -> [[String]] {
    let reader = CSVReader(bytes: Array(csv.utf8))
    var records: [[String]] = []
    while let record = try reader.next() { records.append(record.fields) }
    return records
  }

  /// `value` as a predicate's literal for `column`: a boolean as TRUE or FALSE, a number as it is,
  /// text in quotes.
  private func literal(_ value: String, of column: EntityPresentation.Column, on entity: Entity) -> String {
    if entity.attribute(column.keyPath)?.kind == .boolean { return value == "yes" ? "TRUE" : "FALSE" }
    if column.isNumeric { return value }
    return "\""
      + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  @Test func everyColumnOfEveryListingIsAWhereAndSortKey() throws {
    defer { Fixture.remove(database) }
    var checked = 0
    for entity in session.model.entities where !entity.presentation.isSettings {
      let presentation = entity.presentation
      let plural = presentation.plural
      let columns = presentation.columns + (presentation.navigationColumns ?? [])
      for column in columns {
        // The listing's rows with this column (the navigation's own columns only `ls` shows:
        // their values are read from the listing with the key as a column of its own).
        let listing = try records(
          try session.csv("\(plural) sort \(column.key) desc, \(presentation.displayKey)"))
        let header = try #require(listing.first, "\(plural)")
        let rows = listing.dropFirst()
        #expect(!rows.isEmpty, "\(plural)")
        let nameIndex = try #require(header.firstIndex(of: presentation.displayKey))
        let sorted = rows.map(\.[nameIndex])
        let ascending = try records(
          try session.csv("\(plural) sort \(column.key), \(presentation.displayKey)"))
        #expect(ascending.count == listing.count, "\(plural) sort \(column.key)")
        guard let index = header.firstIndex(of: column.key) else {
          // `mean_age`, a column of `ls` at the league: a where key all the same.
          let any = try records(
            try session.csv("\(plural) where '\(column.key) != nil OR \(column.key) == nil'"))
          #expect(any.count == listing.count, "\(plural) where \(column.key)")
          checked += 1
          continue
        }
        guard let row = rows.first(where: { !$0[index].isEmpty }) else {
          Issue.record("no value in \(plural)' \(column.key)")
          continue
        }
        let value = CSVWriter.restored(row[index])  // without the mark of a spreadsheet-safe CSV
        let condition: String
        if column.isNumeric, let number = Double(value) {
          condition = "\(column.key) > \(number - 1) AND \(column.key) < \(number + 1)"
        } else {
          condition = "\(column.key) == \(literal(value, of: column, on: entity))"
        }
        let matches = try records(try session.csv("\(plural) where " + HistoryLine.quotedForLine(condition)))
        #expect(
          matches.dropFirst().contains { $0[nameIndex] == row[nameIndex] },
          "\(plural) where \(condition) should hold \(row[nameIndex])")
        // Descending first: the row with the value is the first of its kind in the descending order.
        #expect(sorted.contains(row[nameIndex]))
        checked += 1
      }
    }
    #expect(checked >= 20)
  }

  /// `guardianships TEAM` lists the guardianships of the team's players (a player of that name
  /// first), keeping the player's column; inside a team, `guardianships` is the team's.
  @Test func aListingWithinAParentTakesOneFurtherUp() throws {
    defer { Fixture.remove(database) }
    let team = try session.run("guardianships LAD")
    #expect(team.contains("Juan Diaz") && !team.contains("Maria Ruiz"))
    #expect(team.contains("Julio Urías"), "the player's column stays")
    #expect(try session.run("guardianships \"Mookie Betts\"").contains("Maria Ruiz"))
    #expect(
      try records(try session.csv("guardianships where 'player.team.name == \"Los Angeles Dodgers\"'")).count
        == 2)
    #expect(throws: LookupError.self) { try session.run("guardianships Nowhere") }
    try session.run("cd BOS")
    let inside = try session.run("guardianships")
    #expect(inside.contains("Maria Ruiz") && !inside.contains("Juan Diaz"))
  }

  /// The navigation's view (`where`, `sort` at a level) names its columns by their keys too:
  /// `mean_age` and `players` of the teams `ls` shows.
  @Test func theViewOfALevelTakesItsColumnsKeys() throws {
    defer { Fixture.remove(database) }
    let older = try session.run("where 'mean_age > 28'")
    #expect(older.contains("Yomiuri Giants") && !older.contains("Los Angeles Dodgers"))
    try session.run("where")
    let sorted = try session.run("sort players desc")
    let boston = try #require(sorted.range(of: "Boston Red Sox")?.lowerBound)
    let dodgers = try #require(sorted.range(of: "Los Angeles Dodgers")?.lowerBound)
    #expect(boston < dodgers, "6 players before 4")
  }
}
