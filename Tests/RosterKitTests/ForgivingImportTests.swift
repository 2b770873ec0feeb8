import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Imports that explain what they cannot forgive: a name close to a known one is suggested, the
/// same row twice is named with both lines.
struct ForgivingImportTests: ImportingTests {
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League

  init() throws {
    league = try League(path: ownDatabase.location)
    try importing([
      try file(
        "teams.csv",
        "name,city,abbreviation\nBoston Red Sox,Boston,BOS\nChicago White Sox,Chicago,CWS\n"
          + "Los Angeles Dodgers,Los Angeles,LAD\n")
    ])
  }

  private func problems(_ body: () throws -> Void) -> [String] {
    do {
      try body()
      return []
    } catch let failure as ImportFailure {
      return failure.problems.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
    } catch {
      return ["\(error)"]
    }
  }

  @Test func anUnknownTeamCloseToAKnownOneIsSuggested() throws {
    let players = try file(
      "close.csv",
      "name,team,age\nAna,Red Sox,20\nBo,Bostn Red Sox,21\nCy,Sox,22\nDee,Yankees,23\nEd,dodgers,24\n")
    #expect(
      problems { try importing([players]) } == [
        "close.csv:2: team: no team is named or abbreviated 'Red Sox'; did you mean 'Boston Red Sox'? (or add it to a teams file, or import with --create-teams)",
        "close.csv:3: team: no team is named or abbreviated 'Bostn Red Sox'; did you mean 'Boston Red Sox'? (or add it to a teams file, or import with --create-teams)",
        "close.csv:4: team: no team is named or abbreviated 'Sox'; did you mean 'Boston Red Sox' or 'Chicago White Sox'? (or add it to a teams file, or import with --create-teams)",
        "close.csv:5: team: no team is named or abbreviated 'Yankees' (add it to a teams file, or import with --create-teams)",
        "close.csv:6: team: no team is named or abbreviated 'dodgers'; did you mean 'Los Angeles Dodgers'? (or add it to a teams file, or import with --create-teams)",
      ])
  }

  @Test func theSameRowTwiceIsNamedWithBothLines() throws {
    let players = try file(
      "twice.csv",
      "name,team,age\nAna Ruiz,BOS,20\nBo Li,BOS,21\nana ruiz,bos,20\nAna Ruiz,LAD,20\nAna Ruiz,BOS,22\n")
    #expect(
      problems { try importing([players]) } == [
        "twice.csv:4: name: 'ana ruiz' on Boston Red Sox is also on line 2, with the same values; delete one of the lines (or, for two players of that name, add an id column)"
      ])
    // Once imported, the file again is the same rows (none added twice), and so is one line again.
    let fixed = try file("fixed.csv", "name,team,age\nAna Ruiz,BOS,20\nBo Li,BOS,21\n")
    #expect(try importing([fixed])["Player"].added == 2)
    #expect(try importing([fixed])["Player"].unchanged == 2)
    let again = try file("again.csv", "name,team,age\nAna Ruiz,BOS,20\nAna Ruiz,BOS,20\n")
    #expect(
      problems { try importing([again]) }.first?.hasPrefix(
        "again.csv:3: name: 'Ana Ruiz' on Boston Red Sox is also on line 2") == true)
    #expect(try league.context.count(FetchRequest(entity: RosterModel.player)) == 2)
  }

  /// A number the file gives twice names the player who has it and the line that gave it — on a
  /// server too, where new rows wait in a staging table until the end of the file.
  @Test func aClashWithAnEarlierLineNamesIt() throws {
    try importing([try file("first.csv", "name,team,age,number\nZed,BOS,30,9\n")])
    let players = try file(
      "numbers.csv",
      "name,team,age,number\nAna,BOS,20,7\nBo,BOS,21,8\nCy,BOS,22,7\nDee,LAD,23,7\nEd,BOS,24,9\nZed,BOS,30,9\n"
    )
    #expect(
      problems { try importing([players]) } == [
        "numbers.csv:4: number: 7 is already taken on Boston Red Sox by 'Ana' (line 2)",
        "numbers.csv:6: number: 9 is already taken on Boston Red Sox by 'Zed'",
      ])
    let update = try file("update.csv", "name,team,age,number\nZed,BOS,30,9\nAna,BOS,20,9\n")
    #expect(
      problems { try importing([update]) } == [
        "update.csv:3: number: 9 is already taken on Boston Red Sox by 'Zed' (line 2)"
      ])
  }

  /// A file read in an encoding it is not in is refused as a whole, saying which one it is in.
  @Test func aFileInAnotherEncodingIsRefusedWithTheOneToUse() throws {
    func refusal(_ bytes: [UInt8], _ encoding: TextEncoding) throws -> String {
      let path = folder + "/encoded.csv"
      try Data(Array("name,team,age\n".utf8) + bytes).write(to: URL(fileURLWithPath: path))
      do {
        try importing([path], .init(encoding: encoding))
        return ""
      } catch {
        return "\(error)".replacingOccurrences(of: folder + "/", with: "")
      }
    }
    let windows: [UInt8] = Array("Bob".utf8) + [0x92] + Array("s,BOS,20\n".utf8)
    #expect(
      try refusal(windows, .latin1)
        == "encoded.csv:2: has byte 0x92, which latin1 reads as an invisible control character and Windows "
        + "(cp1252) as a quote, a dash or €; import it with --encoding cp1252; nothing was imported")
    #expect(try refusal(windows, .cp1252) == "")
    let utf8 = Array("Al,BOS,20\nJosé,BOS,21\n".utf8)
    #expect(
      try refusal(utf8, .cp1252)
        == "encoded.csv:3: is UTF-8 text: read as cp1252 it would be 'JosÃ©' instead of 'José'; import it "
        + "without --encoding; nothing was imported")
    #expect(
      try league.context.fetch(FetchRequest(entity: RosterModel.player)).map(\.displayName) == ["Bob’s"])
  }

  /// A problem every row has (the team is missing) is listed once, with how many more lines and
  /// the last; the others still each have their line, and the count of those not listed adds up.
  @Test func theSameProblemOnManyLinesIsListedOnce() throws {
    var text = "name,team,age\n"
    for index in 1...30 { text += "P\(index),Dodgers FC,\(index == 7 ? "old" : "20")\n" }
    let players = try file("many.csv", text)
    let failure = try #require(throws: ImportFailure.self) { try importing([players]) }
    #expect(
      failure.problems.map(\.description).map { $0.replacingOccurrences(of: folder + "/", with: "") } == [
        "many.csv:2: team: no team is named or abbreviated 'Dodgers FC' (add it to a teams file, or import with "
          + "--create-teams) (the same on 29 more lines, through line 31)",
        "many.csv:8: age: must be a whole number from 0 to 120 (got 'old')",
      ])
    #expect(
      failure.total == 31 && !failure.description.contains("more\n") && !failure.description.hasSuffix("more")
    )
    // Past the first 20 different problems, the rest are counted.
    var distinct = "name,team,age\n"
    for index in 1...25 { distinct += "P\(index),Team \(index),20\nQ\(index),Team \(index),20\n" }
    let wide = try #require(throws: ImportFailure.self) { try importing([try file("wide.csv", distinct)]) }
    #expect(wide.problems.count == 20 && wide.problems.allSatisfy { $0.repeats == 1 })
    #expect(wide.description.hasSuffix("\n  … and 10 more"))
  }
}
