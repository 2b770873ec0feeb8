import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// One rule for malformed rows: a record has exactly the header's number of fields, quotes
/// delimit a field only around all of it, and what breaks either is refused naming its line
/// (`--skip-invalid` sends it to the rejects file) instead of being stored as a guess.
struct CSVRulesTests: ImportingTests {
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League

  init() throws {
    league = try League(path: ownDatabase.location)
  }

  private func read(_ text: String) throws -> [CSVRecord] {
    let reader = CSVReader(bytes: Array(text.utf8))
    var records: [CSVRecord] = []
    while let record = try reader.next() { records.append(record) }
    return records
  }

  private func problems(_ body: () throws -> Void) -> [String] {
    do {
      try body()
      return []
    } catch let failure as ImportFailure {
      return failure.problems.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
    } catch {
      return ["\(error)".replacingOccurrences(of: folder + "/", with: "")]
    }
  }

  private var teams: String { "name,city,abbreviation\nBoston Red Sox,Boston,BOS\n" }

  // MARK: The reader

  @Test func textAfterAClosingQuoteIsAFlawOnItsLine() throws {
    let records = try read("a,b\nx,\"b\"c\n\"multi\nline\"tail,y\nnext,row\n")
    #expect(records[1].flaw == CSVFlaw(kind: .textAfterClosingQuote, line: 2, field: 1))
    #expect(records[2].flaw == CSVFlaw(kind: .textAfterClosingQuote, line: 4, field: 0))
    #expect(
      records[3] == CSVRecord(line: 5, fields: ["next", "row"]), "the next record starts where it should")
  }

  @Test func spacesBeforeAnOpeningQuoteAreAFlaw() throws {
    let records = try read("a,b\nx,  \"b, c\"\ny,z\n")
    #expect(records[1].fields == ["x", "b, c"], "read on as the quotes meant, so the next record is found")
    #expect(records[1].flaw == CSVFlaw(kind: .spacesBeforeOpeningQuote, line: 2, field: 1))
    #expect(records[2].flaw == nil)
  }

  /// Spaces after a closing quote are outside the value, as spaces around any value are.
  @Test func spacesAfterAClosingQuoteAreDropped() throws {
    let records = try read("\"b\"  ,\"c\" \r\n\"d\" ")
    #expect(records.map(\.fields) == [["b", "c"], ["d"]])
    #expect(records.allSatisfy { $0.flaw == nil })
  }

  /// A quote inside unquoted text is text, as every reader takes it.
  @Test func quotesInsideUnquotedTextAreKept() throws {
    let records = try read("Dwayne \"The Rock\" Johnson,O\"Neil,a\"\"b\n")
    #expect(records[0].fields == ["Dwayne \"The Rock\" Johnson", "O\"Neil", "a\"\"b"])
    #expect(records[0].flaw == nil)
  }

  // MARK: The import

  @Test(arguments: [
    (
      "BOS,Short,20\n",
      "p.csv:2: has 3 fields but the header has 5 (every row needs a field for each column, even an empty one)"
    ),
    (
      "BOS\n",
      "p.csv:2: has 1 field but the header has 5 (every row needs a field for each column, even an empty one)"
    ),
    (
      "BOS,Long,20,P,1,extra\n",
      "p.csv:2: has 6 fields but the header has 5 (a comma inside a value needs quotes)"
    ),
    (
      "BOS,Trailing,20,P,1,\n",
      "p.csv:2: has 6 fields but the header has 5 (a comma inside a value needs quotes)"
    ),
    (
      "BOS,\"Quoted\"x,20,P,1\n",
      "p.csv:2: name: has text after a closing quote; a quoted value must end with its quote, and a quote inside it is written twice (\"\")"
    ),
    (
      "BOS,\"Two\nLines\"x,20,P,1\n",
      "p.csv:3: name: has text after a closing quote; a quoted value must end with its quote, and a quote inside it is written twice (\"\")"
    ),
    (
      "BOS, \"Spaced, Out\",20,P,1\n",
      "p.csv:2: name: has spaces before an opening quote; remove them so that the quote starts the value (or, if the quotes are part of the value, quote all of it and write each of them twice)"
    ),
    (
      "BOS,\"\tTabbed \",20,P,1\n",
      "p.csv:2: name: must not contain line breaks, tabs or other control characters"
    ),
    (
      "BOS,\"Broken\n\",20,P,1\n",
      "p.csv:2: name: must not contain line breaks, tabs or other control characters"
    ),
    (
      "BOS,Pos,20,\"\tP\",1\n",
      "p.csv:2: position: must not contain line breaks, tabs or other control characters"
    ),
    (
      "BOS,Mo\u{202E}okie,20,P,1\n",
      "p.csv:2: name: must not contain invisible or direction-changing characters (found U+202E RIGHT-TO-LEFT OVERRIDE)"
    ),
    (
      "\"BOS\t\",Team Tab,20,P,1\n",
      "p.csv:2: team: must not contain line breaks, tabs or other control characters"
    ),
    (
      "BOS\u{200B},Team Zero,20,P,1\n",
      "p.csv:2: team: must not contain invisible or direction-changing characters (found U+200B ZERO WIDTH SPACE)"
    ),
  ])
  func malformedRowsAreRefusedNamingTheLine(row: String, problem: String) throws {
    try importing([try file("t.csv", teams)])
    let path = try file("p.csv", "team,name,age,position,number\n" + row)
    #expect(problems { try importing([path]) } == [problem])
    #expect(try league.store.scalar("SELECT count(*) FROM players") == 0)
  }

  @Test func aTeamsFileHasTheSameRules() throws {
    let path = try file("t.csv", "name,city,abbreviation\nBoston Red Sox,Boston\nLA,\"Los\"Angeles,LAD\n")
    #expect(
      problems { try importing([path]) } == [
        "t.csv:2: has 2 fields but the header has 3 (every row needs a field for each column, even an empty one)",
        "t.csv:3: city: has text after a closing quote; a quoted value must end with its quote, and a quote inside it is written twice (\"\")",
      ])
  }

  @Test func skipInvalidSendsMalformedRowsToTheRejects() throws {
    try importing([try file("t.csv", teams)])
    let path = try file(
      "m.csv", "team,name,age\nBOS,Good,20\nBOS,Short\nBOS,\"Bad\"x,21\nBOS,\"Also Good\" ,22\nBOS,Long,23,\n"
    )
    let report = try importing([path], .init(skipInvalid: true))
    #expect(report["Player"].added == 2)
    #expect(report.rejected == 3)
    #expect(
      try String(contentsOfFile: path + ".rejects.csv", encoding: .utf8)
        == "team,name,age,line,reason\n"
        + "BOS,Short,,3,\"has 2 fields but the header has 3 (every row needs a field for each column, even an empty one)\"\n"
        + "BOS,Badx,21,4,\"name: has text after a closing quote; a quoted value must end with its quote, and a quote inside it is written twice (\"\"\"\")\"\n"
        + "BOS,Long,23,,6,has 4 fields but the header has 3 (a comma inside a value needs quotes)\n")
    #expect(try league.player("Also Good").age == 22)
  }

  @Test func aMalformedHeaderStopsTheImport() throws {
    let path = try file("h.csv", "\"name\"x,city\nA,B\n")
    #expect(throws: ImportFileError.self) { try importing([path]) }
    #expect(
      problems { try importing([path]) } == [
        "h.csv:1: the header has text after a closing quote; a quoted value must end with its quote, and a quote inside it is written twice (\"\"); nothing was imported"
      ])
  }

  /// The seed league and Roster's own exports follow the strict rule, so it costs them nothing.
  @Test func theSeedLeagueStillImports() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let report = try importing([
      root.appendingPathComponent("data/teams.csv").path,
      root.appendingPathComponent("data/players.csv").path,
    ])
    #expect(report.rejected == 0)
    #expect(report["Player"].added == 1289)
    #expect(report.warnings.isEmpty)
  }

  // MARK: Bounded output

  /// 120,000 unknown columns were 120,000 warnings: now one, naming five.
  @Test func unknownColumnsAreOneWarningNamingAFew() throws {
    let unknown = (0..<120_000).map { "x\($0)" }
    let path = try file(
      "wide.csv",
      (["name"] + unknown).joined(separator: ",") + "\n" + "Team A" + String(repeating: ",", count: 120_000)
        + "\n")
    let report = try importing([path])
    #expect(report["Team"].added == 1)
    #expect(
      report.warnings == [
        "\(path): ignoring 120,000 unknown columns: 'x0', 'x1', 'x2', 'x3', 'x4' and 119,995 more (--dry-run lists them all)"
      ])
    let two = try importing([try file("two.csv", "name,colour,size\nTeam B,red,L\n")])
    #expect(two.warnings == ["\(folder)/two.csv: ignoring 2 unknown columns: 'colour', 'size'"])
  }

  /// A dry run's lists of columns (the unknown ones of a kind's file, the unused ones of an
  /// export under each reason) wrap alike: names apart by commas, at most `listWidth` characters
  /// a line, a comma ending each line but the last.
  @Test func aDryRunsListsOfColumnsWrapAlike() {
    let names = ["a", "b", "c", "d"].map { quoted(String(repeating: $0, count: 28)) }
    let (a, b, c, d) = (names[0], names[1], names[2], names[3])
    #expect(Importer.wrapped(Array(names.prefix(2))) == ["\(a), \(b)"])
    #expect(Importer.wrapped(names) == ["\(a), \(b), \(c),", d])
    #expect(
      Importer.wrapped(names, after: "guardian 1: no place:", indent: "  ")
        == ["guardian 1: no place: \(a), \(b),", "  \(c), \(d)"])
    #expect(
      Importer.wrapped([a], after: String(repeating: "r", count: 80) + ":", indent: "  ") == [
        String(repeating: "r", count: 80) + ":", "  \(a)",
      ])
  }

  @Test func aHeaderOfNoKnownKindIsQuotedInPart() throws {
    let path = try file("what.csv", (0..<50_000).map { "column\($0)" }.joined(separator: ",") + "\n1\n")
    #expect {
      try importing([path])
    } throws: { error in
      let message = (error as? ImportFileError)?.message ?? ""
      return message
        == "the header 'column0,column1,column2,column3,column4,… (50,000 columns)' is none of a league file (name,season,cutoff), a divisions file (name,min_age,max_age,min_roster,max_roster), a teams file (name,city,abbreviation), a players file (team,name,birthdate,age,position,number), a staff file (team,name,role,email,phone), a guardians file (name,email,phone), a guardianships file (team,player,guardian,relationship) or an ids file (team,player,system,value)"
    }
    let long = try file("long.csv", String(repeating: "y", count: 5_000) + "\n1\n")
    #expect {
      try importing([long])
    } throws: { error in
      // The header is cut short; the rest is the list of the file kinds.
      let message = (error as? ImportFileError)?.message ?? ""
      return message.hasPrefix("the header '" + String(repeating: "y", count: 59) + "…' is none of")
        && message.count < 600
    }
  }
}
