import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// An import's new rows take one of two paths: a few are inserted a row at a time, with the
/// engine's triggers doing their work; many are loaded in bulk — staged and held to the unique
/// rules together where the store loads in bulk (PostgreSQL: `StagedRows`, `UniqueRule.clashes`),
/// with the triggers' work done once at the end where the engine keeps them (SQLite:
/// `BulkLoad`). The same file gives the same report, problems (sentences and lines) and rejects
/// file on either path, and on a path that changes from one to the other in the middle of it.
@Suite(.serialized)
final class ImportPathsTests {
  let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
  private var databases: [String] = []

  deinit {
    for database in databases { Fixture.remove(database) }
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// What importing `text` into a new fixture league did, with new rows staged (and loaded in
  /// bulk) from the `from`-th row of the file (nil: as an import of this size does).
  struct Outcome: Equatable {
    var problems: [String] = []
    var added = 0
    var rejects: String?
  }

  private func outcome(_ text: String, from: Int?, skipInvalid: Bool = false, before: String? = nil) throws
    -> Outcome
  {
    let database = Fixture.newDatabase()
    databases.append(database)
    let league = try Fixture.league(path: database)
    let folder = self.folder + "/\(databases.count)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if let before {
      try before.write(toFile: folder + "/before.csv", atomically: true, encoding: .utf8)
      _ = try Importer(context: league.context).run([folder + "/before.csv"])
    }
    let path = folder + "/players.csv"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let importer = Importer(context: league.context, options: .init(skipInvalid: skipInvalid))
    if let from { importer.bulkFrom = from }
    var outcome = Outcome()
    do {
      outcome.added = try importer.run([path])["Player"].added
    } catch let failure as ImportFailure {
      outcome.problems = failure.problems.map {
        $0.description.replacingOccurrences(of: folder + "/", with: "")
      }
    }
    outcome.rejects = try? String(contentsOfFile: path + ".rejects.csv", encoding: .utf8)
    return outcome
  }

  /// Clashes with a row of the league and with earlier lines, on each path: the sentences and
  /// lines of `ForgivingImportTests.aClashWithAnEarlierLineNamesIt`.
  @Test(arguments: [nil, 1, 3, 5])
  func aClashIsNamedWithItsLineOnEveryPath(from: Int?) throws {
    let players =
      "name,team,age,number\nAna,BOS,20,7\nBo,BOS,21,9\nCy,BOS,22,7\nDee,LAD,23,70\nEd,BOS,24,9\nFay,BOS,25,50\n"
    #expect(
      try outcome(players, from: from).problems == [
        "players.csv:4: number: 7 is already taken on Boston Red Sox by 'Ana' (line 2)",
        "players.csv:6: number: 9 is already taken on Boston Red Sox by 'Bo' (line 3)",
        "players.csv:7: number: 50 is already taken on Boston Red Sox by 'Mookie Betts'",
      ])
  }

  /// With `--skip-invalid`: the good row is added, and every bad one — refused by a rule, or by
  /// its own values — goes to the rejects file in line order, as the file wrote it (quotes,
  /// commas, a formula's mark), whichever path it took; without it, the problems are listed in
  /// line order.
  @Test(arguments: [1, 2, 4])
  func theRejectsAreTheSameOnEveryPath(from: Int) throws {
    let players =
      "team,name,age,number,note\nBOS,Ana,20,7,\"a, b\"\nBOS,Bo,old,8,x\nBOS,\"Bea, Jr.\",21,7,=SUM(A1)\n"
      + "LAD,Cy,22,7,\" spaced \"\nBOS,Ana,20,7,again\nBOS,Di,23,50,\"say \"\"hi\"\"\"\n"
    let staged = try outcome(players, from: from, skipInvalid: true)
    #expect(staged == (try outcome(players, from: nil, skipInvalid: true)))
    // Without it, nothing is imported and the problems are listed in the same order.
    let failed = try outcome(players, from: from).problems
    #expect(failed == (try outcome(players, from: nil).problems))
    #expect(failed.map { $0.split(separator: ":")[1] } == ["3", "4", "5", "6", "7"])
    #expect(staged.added == 1)
    #expect(
      staged.rejects
        == "team,name,age,number,note,line,reason\n"
        + "BOS,Bo,old,8,x,3,age: must be a whole number from 0 to 120 (got 'old')\n"
        + "BOS,\"Bea, Jr.\",21,7,'=SUM(A1),4,number: 7 is already taken on Boston Red Sox by 'Ana' (line 2)\n"
        + "LAD,Cy,22,7,\" spaced \",5,number: 7 is already taken on Los Angeles Dodgers by 'Julio Urías'\n"
        + "BOS,Ana,20,7,again,6,\"name: 'Ana' on Boston Red Sox is also on line 2, with the same values; "
        + "delete one of the lines (or, for two players of that name, add an id column)\"\n"
        + "BOS,Di,23,50,\"say \"\"hi\"\"\",7,number: 50 is already taken on Boston Red Sox by 'Mookie Betts'\n"
    )
  }

  /// A rule over a key the file has no column for is not looked at, and a row whose key is empty
  /// breaks none: numbers left empty on one team, and ids given on some rows only.
  @Test(arguments: [nil, 1])
  func anEmptyKeyBreaksNoRule(from: Int?) throws {
    let players = "team,name,age,number\nBOS,A,20,\nBOS,B,20,\nLAD,C,20,77\nBOS,D,20,77\n"
    #expect(try outcome(players, from: from) == Outcome(added: 4))
    let ids = "id,team,name,age\nX-1,BOS,A,20\n,BOS,B,20\n,BOS,C,20\nX-1,LAD,D,20\n"
    #expect(
      try outcome(ids, from: from).problems == [
        "players.csv:5: id: 'X-1' is also on line 2 with other values"
      ])
  }
}
