import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// CSV written for people is safe to open in a spreadsheet: a value a spreadsheet would run as a
/// formula is written with a `'` in front, and Roster's import takes it off again, so that an
/// export imports back exactly.
struct SpreadsheetFormulaTests {
  @Test(arguments: [
    ("=1+2", "'=1+2"), ("+SUM(A1)", "'+SUM(A1)"), ("-Dash", "'-Dash"), ("@me", "'@me"), ("-", "'-"),
    ("\tTab", "'\tTab"), ("\rCR", "\"'\rCR\""), ("'=already", "''=already"), ("''@x", "'''@x"),
    ("=HYPERLINK(\"http://x\",\"a, b\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"a, b\"\")\""),
    (" =spaced", "\" '=spaced\""),
    // Not formulas: left as they are.
    ("-5", "-5"), ("+3.5", "+3.5"), ("42", "42"), ("'quoted", "'quoted"), ("a=b", "a=b"), ("", ""),
    ("Zoë", "Zoë"), ("O'Brien", "O'Brien"),
  ])
  func formulasAreNeutralized(value: String, written: String) throws {
    #expect(CSVWriter.field(value) == written)
    let read = try CSVReader(bytes: Array(CSVWriter.record([value, "next"]).utf8)).next()?.fields ?? []
    #expect(read.map(CSVWriter.restored) == [value, "next"], "what the writer writes, the import reads back")
  }

  /// A platform's upload template takes phone numbers as families type them; a file for people
  /// keeps the `'` (a spreadsheet shows `+1 555 0102` as an error), and neither lets a formula by.
  @Test(arguments: [
    ("+1 555 0102", "+1 555 0102"), ("+44 (0)20 7946 0958", "+44 (0)20 7946 0958"),
    ("+1-555-010-2000", "+1-555-010-2000"), ("+ 1 555 0102", "+ 1 555 0102"),
    // Not phone numbers: a formula's operator or a name after it, too few digits, a minus sign.
    ("+1 555 0102+A1", "'+1 555 0102+A1"), ("+1 (555) CALL-NOW", "'+1 (555) CALL-NOW"),
    ("+(1)555", "'+(1)555"),
    ("+12 34", "'+12 34"), ("-1 555 0102", "'-1 555 0102"), ("=1 555 0102", "'=1 555 0102"),
    ("'+1 555 0102", "''+1 555 0102"),
  ])
  func anUploadTemplateKeepsPhoneNumbers(value: String, written: String) throws {
    #expect(CSVWriter.field(value, phonesAsTheyAre: true) == written)
    #expect(CSVWriter.field(value).hasPrefix("'") || CSVWriter.field(value).hasPrefix("\"'"))
    let record = CSVWriter.record([value, "next"], phonesAsTheyAre: true)
    let read = try CSVReader(bytes: Array(record.utf8)).next()?.fields ?? []
    #expect(read.map(CSVWriter.restored) == [value, "next"], "what the writer writes, the import reads back")
  }

  @Test func csvForProgramsIsLeftAsItIs() {
    #expect(CSVWriter.field("=1+2", neutralizingFormulas: false) == "=1+2")
    #expect(CSVWriter.record(["@a", "b"], neutralizingFormulas: false) == "@a,b\n")
  }

  /// What the import reads from other programs' files: only a `'` before a formula's first
  /// character goes, so a `'` that starts a name stays.
  @Test(arguments: [
    ("'=x", "=x"), ("''=x", "'=x"), ("'-5", "-5"), ("'\tx", "\tx"), (" '@x", " @x"), ("'x", "'x"), ("'", "'"),
    ("''", "''"), ("=x", "=x"), ("O'Brien", "O'Brien"), ("'O'Brien", "'O'Brien"),
  ])
  func theImportTakesOneQuoteOff(field: String, value: String) {
    #expect(CSVWriter.restored(field) == value)
  }

  private var awkward: [String] {
    ["=SUM(1+1)", "'=already", "@me", "+44 20", "-Dash", "''+x", "-5", "'", "'quoted", "=\"a, b\""]
  }

  /// Export and import again, on the backend under test: the same league, values and all.
  @Test func exportThenImportGivesBackSpreadsheetLookingValues() throws {
    let scratch = TemporaryFolder()
    let folder = scratch.path
    let source = try League(path: Fixture.newDatabase("source"))
    let team = source.context.insert(Team.self)
    team.name = "=Team"
    team.city = "@City"
    team.abbreviation = "+T"
    for (index, text) in awkward.enumerated() {
      let player = source.context.insert(Player.self)
      player.name = text
      player.age = 20 + index
      player.position = text.count <= 20 ? text : nil
      player.externalID = "-" + text
      player.team = team
    }
    try source.context.save()
    let teams = Capture()
    let players = Capture()
    try Exporter(context: source.context, format: .csv).teams(to: teams)
    try Exporter(context: source.context, format: .csv).players(to: players)
    #expect(teams.text == "name,city,abbreviation\n'=Team,'@City,'+T\n")
    #expect(players.text.contains("'=Team,'=SUM(1+1),,20,'=SUM(1+1),,'-=SUM(1+1)\n"))
    #expect(players.text.contains("'=Team,-5,,26,-5,,'--5\n"), "a plain number is no formula")
    for line in players.text.split(separator: "\n").dropFirst() {
      for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
        let text = cell.hasPrefix("\"") ? cell.dropFirst() : cell
        #expect(!(text.first.map { "=+@\t\r".contains($0) } ?? false), "\(line)")
      }
    }
    try [("t.csv", teams.text), ("p.csv", players.text)].forEach {
      try $0.1.write(toFile: folder + "/" + $0.0, atomically: true, encoding: .utf8)
    }
    let target = try League(path: Fixture.newDatabase("target"))
    defer {
      Fixture.remove(source.store.location)
      Fixture.remove(target.store.location)
    }
    let report = try Importer(context: target.context).run([folder + "/t.csv", folder + "/p.csv"])
    #expect(report.rejected == 0)
    let again = Capture()
    try Exporter(context: target.context, format: .csv).players(to: again)
    #expect(again.text == players.text)
    let names = try target.context.fetchValues(
      FetchRequest(entity: RosterModel.player, sortDescriptors: [SortDescriptor("age")]),
      keyPaths: ["name", "id"])
    #expect(names.map { $0[0].textValue ?? "" } == awkward)
    #expect(names.map { $0[1].textValue ?? "" } == awkward.map { "-" + $0 })
    #expect(try target.team("=Team").city == "@City")
  }

  /// The rejects file shows the fields as the import read them, safe again: importing it reads
  /// what importing the original read.
  @Test func theRejectsFileIsSafeAndReadsBackTheSame() throws {
    let scratch = TemporaryFolder()
    let folder = scratch.path
    let league = try League(path: Fixture.newDatabase())
    defer { Fixture.remove(league.store.location) }
    let teams = folder + "/t.csv"
    try "name\nBOS\n".write(toFile: teams, atomically: true, encoding: .utf8)
    let players = folder + "/p.csv"
    try "team,name,age,=note\nBOS,=cmd|' /C calc'!A0,old,@x\nBOS,'=quoted,-5,'-1\nBOS,-5,300,+1\n".write(
      toFile: players, atomically: true, encoding: .utf8)
    let report = try Importer(context: league.context, options: .init(skipInvalid: true)).run([
      teams, players,
    ])
    #expect(report.rejected == 3)
    let rejects = try String(contentsOfFile: players + ".rejects.csv", encoding: .utf8)
    #expect(
      rejects
        == "team,name,age,'=note,line,reason\n"
        + "BOS,'=cmd|' /C calc'!A0,old,'@x,2,age: must be a whole number from 0 to 120 (got 'old')\n"
        + "BOS,'=quoted,-5,-1,3,age: must be a whole number from 0 to 120 (got '-5')\n"
        + "BOS,-5,300,+1,4,age: must be a whole number from 0 to 120 (got '300')\n")
    // Read back, the rejects are the original rows (less the line and reason), field for field.
    func rows(_ path: String) throws -> [[String]] {
      let reader = try CSVReader(path: path)
      var rows: [[String]] = []
      while let record = try reader.next() { rows.append(record.fields.map(CSVWriter.restored)) }
      return rows
    }
    #expect(try rows(players + ".rejects.csv").map { Array($0.dropLast(2)) } == (try rows(players)))
  }
}
