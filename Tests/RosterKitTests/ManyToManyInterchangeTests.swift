import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The links of a many-to-many relationship in import and export files (`MemberList`), over
/// `FamilyModel`'s fixture league (Mei Chen is the guardian of Mookie Betts and Zoë Young, Ann
/// Lee of Mookie Betts, Bo Park of nobody): a guardians file lists each guardian's players in a
/// `players` column, an import makes a row's links those it lists, all-or-nothing with
/// line-numbered problems, journaled and undoable. On both engines.
@Suite final class ManyToManyInterchangeTests {
  let location = Backend.isPostgreSQL ? Fixture.newDatabase() : Fixture.temporaryPath()
  let league: League
  var context: Context { league.context }
  let folder = TemporaryFolder()

  init() throws { league = try FamilyModel.league(path: location) }

  deinit { Fixture.remove(location) }

  /// Every link, as the names of the player and the guardian, sorted.
  private func links(in league: League? = nil) throws -> [[String]] {
    try (league ?? self.league).store.rows(
      #"SELECT p."name", g."name" FROM "guardianships" l JOIN "players" p ON p."id" = l."player_id" "#
        + #"JOIN "guardians" g ON g."id" = l."guardian_id""#
    ).map { $0.map(\.description) }.sorted { $0.joined(separator: "|") < $1.joined(separator: "|") }
  }

  private let fixtureLinks = [
    ["Mookie Betts", "Ann Lee"], ["Mookie Betts", "Mei Chen"], ["Zoë Young", "Mei Chen"],
  ]

  private func export(_ entity: Entity, _ format: Exporter.Format = .csv, from league: League? = nil) throws
    -> String
  {
    let output = Capture()
    try Exporter(context: (league ?? self.league).context, format: format).export(entity, to: output)
    return output.text
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let path = folder.file(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @discardableResult
  private func importing(
    _ paths: [String], into league: League? = nil, _ options: Importer.Options = .init(),
    bulkFrom: Int = BulkLoad.rows
  ) throws -> ImportReport {
    let importer = Importer(context: (league ?? self.league).context, options: options)
    importer.bulkFrom = bulkFrom
    return try importer.run(paths)
  }

  // MARK: Export

  /// A guardians file lists each guardian's players by name, in the order of their names, `;`
  /// between them (a CSV field) or as an array (JSON); a players file does not list them again.
  /// On main the export had no `players` column.
  @Test func anExportListsEachGuardiansPlayers() throws {
    #expect(
      try export(FamilyModel.guardian) == """
        name,email,phone,players
        Ann Lee,ANN@example.org,,Mookie Betts
        Bo Park,,,
        Mei Chen,mei@example.org,,Mookie Betts;Zoë Young

        """)
    #expect(
      try export(FamilyModel.guardian, .json) == """
        [
          {"name": "Ann Lee", "email": "ANN@example.org", "phone": null, "players": ["Mookie Betts"]},
          {"name": "Bo Park", "email": null, "phone": null, "players": []},
          {"name": "Mei Chen", "email": "mei@example.org", "phone": null, "players": ["Mookie Betts", "Zoë Young"]}
        ]

        """)
    #expect(
      try export(FamilyModel.player).split(separator: "\n")[0] == "team,name,birthdate,age,position,number")
  }

  /// A `;` in a name is written twice, and read back as one; spaces around names and empty
  /// names are no names.
  @Test func aSemicolonInANameIsWrittenTwice() {
    #expect(MemberList.text(["Ann; Lee", "Bo"]) == "Ann;; Lee;Bo")
    #expect(MemberList.names("Ann;; Lee;Bo") == ["Ann; Lee", "Bo"])
    #expect(MemberList.names(" Ann ; ;Bo;") == ["Ann", "Bo"])
    #expect(MemberList.names("") == [])
  }

  /// The league's files exported, then imported into an empty league, give the same links, in
  /// CSV and in JSON, a row at a time and loaded in bulk (from the first row). On main the
  /// import made none.
  @Test(arguments: [(Exporter.Format.csv, BulkLoad.rows), (.json, BulkLoad.rows), (.csv, 1)])
  func anExportImportsBackTheSameLinks(format: Exporter.Format, bulkFrom: Int) throws {
    let paths = try [RosterModel.team, FamilyModel.player, FamilyModel.guardian].map { entity in
      try file(entity.table + (format == .csv ? ".csv" : ".json"), try export(entity, format))
    }
    let empty = TemporaryDatabase()
    let other = try League(path: empty.location, model: FamilyModel.model, migrations: FamilyModel.migrations)
    let report = try importing(paths.reversed(), into: other, bulkFrom: bulkFrom)
    #expect(report["Guardian"].added == 3)
    #expect(report.changes.linked.count == 3)
    #expect(try links(in: other) == fixtureLinks)
    // And imported again, nothing changes.
    let again = try importing(paths, into: other, bulkFrom: bulkFrom)
    #expect(again.changes.linked.isEmpty && again.changes.unlinked.isEmpty && again["Guardian"].updated == 0)
  }

  // MARK: Import

  /// A row's list makes its links those it names: those it lacks are made, those it does not
  /// name taken away (an empty list takes them all); a guardian the file leaves out keeps its
  /// links. The list is read on either side: a players file's `guardians` too, and from JSON.
  /// A row whose links alone changed counts as updated. On main the column was ignored.
  @Test func anImportMakesARowsLinksThoseItsListNames() throws {
    let guardians = try file(
      "guardians.csv",
      """
      name,players
      Bo Park,abe lincoln; Tom O'Brien
      Ann Lee,

      """)
    let report = try importing([guardians])
    #expect(report["Guardian"].updated == 2 && report["Guardian"].unchanged == 0)
    #expect(
      try links() == [
        ["Abe Lincoln", "Bo Park"], ["Mookie Betts", "Mei Chen"], ["Tom O'Brien", "Bo Park"],
        ["Zoë Young", "Mei Chen"],
      ])
    let players = try file(
      "players.json",
      #"[{"team": "BOS", "name": "Zoë Young", "age": 21, "guardians": ["Ann Lee", "Bo Park"]}]"#)
    try importing([players])
    #expect(
      try links() == [
        ["Abe Lincoln", "Bo Park"], ["Mookie Betts", "Mei Chen"], ["Tom O'Brien", "Bo Park"],
        ["Zoë Young", "Ann Lee"], ["Zoë Young", "Bo Park"],
      ])
  }

  /// A name the list gives that no row has is a problem naming the file, the line and the
  /// column; the import changes nothing. With `--skip-invalid` that row is rejected and the
  /// others imported. On main the column was ignored and the import went through.
  @Test func anUnknownMemberIsAProblemNamingFileLineAndColumn() throws {
    let path = try file(
      "guardians.csv",
      """
      name,players
      Ann Lee,
      Bo Park,Abe Lincoln;Nobody Here

      """)
    let failure = try #require(throws: ImportFailure.self) { try self.importing([path]) }
    #expect(
      failure.problems == [
        ImportProblem(
          file: path, line: 3, column: "players",
          message: "no player is named 'Nobody Here' (add it to a players file)")
      ])
    #expect(try links() == fixtureLinks)
    let report = try importing([path], .init(skipInvalid: true))
    #expect(report.rejected == 1)
    #expect(try links() == [["Mookie Betts", "Mei Chen"], ["Zoë Young", "Mei Chen"]])
  }

  /// A players file's guardians may be rows of the guardians file of the same import, read after
  /// it (an import goes in the model's order): a name no row has when its line is read waits for
  /// the end of the import, and one that no file added is then its line's problem, as before.
  /// With `--skip-invalid` a row is judged as it is read: its members are those there by then.
  /// On main the guardian of the later file was "no guardian is named 'Nia Park'".
  @Test func aMemberInALaterFileOfTheImportIsFound() throws {
    let players = try file("players.csv", "team,name,age,guardians\nBOS,Ava Chen,9,Nia Park;Mei Chen\n")
    let guardians = try file("guardians.csv", "name,players\nNia Park,\n")
    let report = try importing([guardians, players])
    #expect(report["Player"].added == 1 && report["Guardian"].added == 1 && report.changes.linked.count == 2)
    #expect(try links() == [["Ava Chen", "Mei Chen"], ["Ava Chen", "Nia Park"]] + fixtureLinks)
    let nobody = try file("nobody.csv", "team,name,age,guardians\nBOS,Ben Ortiz,9,Nia Park;Nobody Here\n")
    let failure = try #require(throws: ImportFailure.self) { try self.importing([nobody, guardians]) }
    #expect(
      failure.problems == [
        ImportProblem(
          file: nobody, line: 2, column: "guardians",
          message:
            "no guardian is named 'Nobody Here' (add it to a guardians file, or import with --create-guardians)"
        )
      ])
    let later = try file("later.csv", "team,name,age,guardians\nBOS,Cy Ortiz,9,Rae Lin\n")
    let rae = try file("rae.csv", "name,players\nRae Lin,\n")
    let skipping = try importing([later, rae], .init(skipInvalid: true))
    #expect(skipping.rejected == 1 && skipping["Guardian"].added == 1 && skipping["Player"].added == 0)
  }

  /// Only a member list's column takes a list in JSON: a list of names under another key is
  /// refused naming the line of the first, as any other list is, and nothing is imported.
  @Test func aListOfNamesForAnotherColumnIsRefused() throws {
    let path = try file(
      "players.json",
      #"[{"team": "BOS", "name": "Ava Chen", "age": 9, "guardians": ["Bo Park"]},"# + "\n"
        + #"{"team": "BOS", "name": ["Ben", "Ortiz"], "age": 9}]"#)
    let error = try #require(throws: ImportFileError.self) { try self.importing([path]) }
    #expect(
      error
        == ImportFileError(
          file: path, line: 2,
          message: "the value of 'name' is a list or an object; a row's values are plain text or numbers"))
    #expect(try links() == fixtureLinks)
  }

  /// The import's journal entry has its links: a revert of it makes again those it took away
  /// and takes away those it made. On main the import made no links to take back.
  @Test func anUndoOfAnImportTakesItsLinksBack() throws {
    let path = try file(
      "guardians.csv",
      """
      name,players
      Bo Park,Abe Lincoln
      Mei Chen,Zoë Young

      """)
    let report = try importing([path])
    #expect(report.changes.linked.count == 1 && report.changes.unlinked.count == 1)
    #expect(
      try links() == [["Abe Lincoln", "Bo Park"], ["Mookie Betts", "Ann Lee"], ["Zoë Young", "Mei Chen"]])
    let entry = try #require(report.changes.journalEntry)
    try JournalRevert(context: context).revert(entry, stamp: JournalStamp(author: "ana", command: "undo"))
    #expect(try links() == fixtureLinks)
  }
}
