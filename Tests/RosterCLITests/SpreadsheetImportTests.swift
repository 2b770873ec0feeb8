import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// Files as spreadsheets save them, imported by the built binary: semicolon- and tab-separated,
/// UTF-16, and with a spreadsheet's headers.
@Suite(.serialized) struct SpreadsheetImportTests {
  /// Semicolon- and tab-separated files are recognised from the header, with a line saying
  /// so; `--delimiter` forces one; a UTF-16 file with a byte-order mark is read.
  @Test func spreadsheetDelimitersAndUTF16AreRead() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = roster.home
    let semicolons = folder.appendingPathComponent("semi.csv")
    try "name;abbr;city\nBoston Red Sox;BOS;Boston\n\"Semi; Colon\";SC;X\n".write(
      to: semicolons, atomically: true, encoding: .utf8)
    let tabs = folder.appendingPathComponent("tabs.txt")
    try "name\tabbr\tcity\nTab Team\tTT\tTabville\n".write(to: tabs, atomically: true, encoding: .utf8)
    let wide = folder.appendingPathComponent("unicode.csv")
    try "name,abbr\nZürich Zebras,ZZ\n".data(using: .utf16)!.write(to: wide)
    let result = try roster.run(["import", semicolons.path, tabs.path, wide.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "roster: warning: \(semicolons.path): read as semicolon-separated, as its header is (--delimiter sets the separator)"
      ))
    #expect(result.stderr.contains("\(tabs.path): read as tab-separated"))
    let teams = try roster.run(["--format", "csv", "teams"]).stdout
    #expect(teams.contains("Semi; Colon,X,SC,,0") && teams.contains("Tab Team,Tabville,TT,,0"))
    #expect(teams.contains("Zürich Zebras,,ZZ,,0"))
    // Forced, a semicolon file is one column: its header is refused.
    let forced = try roster.run(["import", "--delimiter", "comma", semicolons.path])
    #expect(forced.status == 1 && forced.stderr.contains("the header 'name;abbr;city' is none of"))
    let unknown = try roster.run(["import", "--delimiter", "colon", semicolons.path])
    #expect(unknown.status == 2 && unknown.stderr.hasPrefix("roster: unknown delimiter 'colon'"))
  }

  /// Spreadsheet headers (`Player Name`, `Jersey #`, `Date of Birth`) are taken; a header close
  /// to a column is named with it and `--map` takes any header as any column.
  @Test func spreadsheetHeadersAreTakenOrSuggested() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let sheet = roster.home.appendingPathComponent("sheet.csv")
    try "Player Name,Team,Jersey #,Date of Birth,Pos\nAna Ruiz,BOS,7,2014-03-02,P\n".write(
      to: sheet, atomically: true, encoding: .utf8)
    let taken = try roster.run(["import", sheet.path])
    #expect(taken.status == 0 && taken.stderr == "", "\(taken.stderr)")
    let typo = roster.home.appendingPathComponent("typo.csv")
    try "Name,Team,Jersy,Age\nLeo Park,BOS,88,12\n".write(to: typo, atomically: true, encoding: .utf8)
    let warned = try roster.run(["import", typo.path])
    #expect(
      warned.stderr
        == "roster: warning: \(typo.path): ignoring the unknown column 'Jersy'; 'Jersy' may be 'number' (--map \"Jersy=number\" takes it)\n"
    )
    #expect(try roster.run(["import", typo.path, "--map", "Jersy=number"]).status == 0)
    let players = try roster.run(["--format", "csv", "players", "BOS"]).stdout
    #expect(players.contains("Ana Ruiz,") && players.contains("2014-03-02,P,7,"))
    #expect(players.contains("Leo Park,12,") && players.contains(",88,"))
    #expect(try roster.run(["import", typo.path, "--map", "Jersy"]).status == 2)
  }
}
