import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A league whose people share names, through its folder (`export league DIR`, `Namesakes`), on
/// the backend under test: two guardians called Pat Lee (one with an email, one with neither email
/// nor phone), two Sam Roes told apart by their phones alone, two Lee Parks with nothing but the
/// name, three Alex Kims (on Hawks, on Owls, a free agent) and two Noah Kims on one team. The
/// folder imports back into an empty league with every guardian, link and fact, and exports again
/// byte for byte; files written by hand are read as before.
struct LeagueFolderNamesakesTests: ImportingTests {
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  private let ownDatabase = TemporaryDatabase()
  let league: League

  init() throws {
    league = try League(path: ownDatabase.location)
    league.context.today = CalendarDate(iso: "2027-03-01")!
  }

  /// The league: its teams and players from files, its guardians and links made one by one (a
  /// file by hand could not name them).
  private func namesakes() throws {
    try importing([
      try file("teams.csv", "name\nHawks\nOwls\n"),
      try file(
        "players.csv",
        "team,name,birthdate\nHawks,Alex Kim,2017-01-01\nOwls,Alex Kim,2016-02-02\n,Alex Kim,2015-03-03\n"
          + "Hawks,Noah Kim,2016-05-05\nHawks,Noah Kim,2018-06-06\n"),
    ])
    let context = league.context
    let players = Dictionary(
      uniqueKeysWithValues: try context.fetch(FetchRequest(entity: RosterModel.player)).map {
        ($0.value(forKey: "birthdate").description, $0)
      })
    func guardian(_ name: String, email: String? = nil, phone: String? = nil, city: String? = nil)
      -> ManagedObject
    {
      let adult = context.insert(RosterModel.guardian)
      adult.setValue(.text(name), forKey: "name")
      for (key, value) in [("email", email), ("phone", phone), ("city", city)] {
        if let value { adult.setValue(.text(value), forKey: key) }
      }
      return adult
    }
    let patWithEmail = guardian("Pat Lee", email: "pat@example.org")
    let pat = guardian("Pat Lee")
    let sam1 = guardian("Sam Roe", phone: "+1 555 0101")
    let sam2 = guardian("Sam Roe", phone: "+1 555 0102", city: "Oakdale")
    let lee1 = guardian("Lee Park")
    let lee2 = guardian("Lee Park")
    let ann = guardian("Ann Solo")
    _ = guardian("Zed Alone")
    func link(_ born: String, _ adult: ManagedObject, _ facts: [String: DatabaseValue]) {
      let stands = context.insert(RosterModel.guardianship)
      stands.setObject(players[born], forKey: "player")
      stands.setObject(adult, forKey: "guardian")
      for (key, value) in facts { stands.setValue(value, forKey: key) }
    }
    link("2017-01-01", patWithEmail, ["relationship": "mother", "lives_with": .integer(1)])
    link(
      "2016-02-02", pat,
      ["relationship": "father", "no_contact": .integer(1), "no_contact_note": "Court order, 2026-04-01"])
    link("2015-03-03", sam1, ["relationship": "guardian", "lives_with": .integer(0)])
    link("2017-01-01", sam2, ["relationship": "stepfather", "may_pick_up": .integer(1)])
    link("2016-05-05", lee1, ["relationship": "aunt"])
    link("2018-06-06", lee2, ["relationship": "uncle", "receives_email": .integer(0)])
    link("2016-02-02", lee1, [:])
    link("2018-06-06", ann, ["receives_text": .integer(1)])
    _ = try context.save()
  }

  /// Every guardian with its links, as values alone (no ids): "Lee Park||||| — Hawks/Noah
  /// Kim/2016-05-05 aunt|||||", sorted. Two guardians of one name whose links were mixed up,
  /// merged or lost differ here.
  private func dump(_ league: League) throws -> [String] {
    let links = try league.store.rows(
      #"SELECT s."guardian_id", coalesce(t."name", '-'), p."name", p."birthdate", s."relationship", "#
        + #"s."lives_with", s."may_pick_up", s."no_contact", s."no_contact_note", s."receives_email", "#
        + #"s."receives_text" FROM "guardianships" s JOIN "players" p ON p."id" = s."player_id" "#
        + #"LEFT JOIN "teams" t ON t."id" = p."team_id""#)
    var byGuardian: [Int64: [String]] = [:]
    for row in links {
      byGuardian[row[0].integerValue ?? 0, default: []].append(
        "\(row[1])/\(row[2])/\(row[3]) " + row[4...].map(\.description).joined(separator: "|"))
    }
    return try league.store.rows(
      #"SELECT "id", "name", "email", "phone", "address", "city", "postcode" FROM "guardians""#
    ).map { row in
      row[1...].map(\.description).joined(separator: "|") + " — "
        + (byGuardian[row[0].integerValue ?? 0] ?? []).sorted().joined(separator: "; ")
    }.sorted()
  }

  private func export(_ league: League, to name: String) throws -> LeagueFolder {
    let folder = LeagueFolder(self.folder + "/" + name, model: league.context.model)
    _ = try folder.write(from: league.context, overwrite: false, mode: 0o600, database: league.store.location)
    return folder
  }

  private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test func theFolderImportsBackEveryGuardianLinkAndFactAndExportsTheSameBytes() throws {
    try namesakes()
    let before = try dump(league)
    #expect(before.count == 8)
    let first = try export(league, to: "first")
    #expect(try text(first.files[5].path).hasPrefix("name,namesake,email,phone,city\n"))
    #expect(try text(first.files[3].path).hasPrefix("team,name,namesake,birthdate,age,position,number\n"))
    let links = try text(first.files[6].path)
    #expect(
      links.hasPrefix("team,player,player_namesake,guardian,guardian_namesake,relationship,"), "\(links)")
    let copyDatabase = TemporaryDatabase()
    let copy = try League(path: copyDatabase.location)
    copy.context.today = league.context.today
    let report = try Importer(context: copy.context).run(first.files.map(\.path).sorted())
    #expect(report["Guardian"].added == 8 && report["Guardianship"].added == 8)
    #expect(try dump(copy) == before)
    let second = try export(copy, to: "second")
    for (a, b) in zip(first.files, second.files) {
      #expect(try text(a.path) == (try text(b.path)), "\(a.path)")
    }
    // Imported again into the league it came from: every row found, and unchanged.
    let again = try Importer(context: league.context).run(first.files.map(\.path))
    for entity in ["Player", "Guardian", "Guardianship"] {
      #expect(again[entity].added == 0 && again[entity].updated == 0, "\(entity)")
    }
    #expect(try dump(league) == before)
  }

  /// The namesakes are found by one grouping query a numbered entity: a team's players by team
  /// and folded name, groups of two or more, with their ids.
  @Test func theNamesakesAreOneGroupingQuery() throws {
    let keys = Namesakes.groupKeys(of: RosterModel.player)
    #expect(keys == ["team", "name"])
    let grouped = try QueryChecker(model: RosterModel.shared, entity: RosterModel.player).check(
      FetchRequest(entity: RosterModel.player),
      selecting: .groupCounts(
        keys.map { .init($0) }, GroupCounting(folding: .all, minimumCount: 2, rowIDs: true)))
    let sql = try QueryCompiler(dialect: SQLiteDialect()).compile(grouped).sql.rendered()
    #expect(
      sql == (
        #"SELECT "players"."team_id", "players"."name_fold", count(*), group_concat("players"."id", ',') FROM "players" GROUP BY "players"."team_id", "players"."name_fold" HAVING count(*) >= ? ORDER BY "players"."team_id", "players"."name_fold""#,
        [.integer(2)]
      ))
    #expect(Namesakes.groupKeys(of: RosterModel.guardian) == ["name"])
    #expect(Namesakes.isNumbered(RosterModel.guardian) && Namesakes.isNumbered(RosterModel.player))
    #expect(!Namesakes.isNumbered(RosterModel.team) && !Namesakes.isNumbered(RosterModel.staff))
  }

  /// A league whose names are its people's own has the folder it always had: no numbers.
  @Test func aLeagueWithoutNamesakesHasNoNumbers() throws {
    try importing([
      try file("teams.csv", "name\nHawks\n"), try file("players.csv", "team,name,age\nHawks,Ada Obi,9\n"),
      try file("guardians.csv", "name,email,phone\nBo Obi,,\n"),
      try file("guardianships.csv", "team,player,guardian,relationship\nHawks,Ada Obi,Bo Obi,father\n"),
    ])
    let folder = try export(league, to: "plain")
    #expect(try text(folder.files[5].path) == "name,email,phone\nBo Obi,,\n")
    #expect(
      try text(folder.files[6].path) == "team,player,guardian,relationship\nHawks,Ada Obi,Bo Obi,father\n")
  }

  /// A file by hand names a guardian by name: one of two of that name is not guessed, as before.
  @Test func aHandWrittenRowNamingOneOfTwoIsRefusedAsBefore() throws {
    try namesakes()
    let contacts = try file("links.csv", "team,player,guardian\nOwls,Alex Kim,Pat Lee\n")
    #expect(
      problems { try importing([contacts]) } == [
        "\(folder)/links.csv:2: guardian: 2 guardians are named 'Pat Lee'; the file cannot say which one this row is for"
      ])
  }

  /// A number names a row of the file it was written with, in the same import: never one of the
  /// league's rows by its place among those of the name.
  @Test func aNumberWithoutItsFileIsRefusedNotLookedForInTheLeague() throws {
    try namesakes()
    let links = try file(
      "links.csv",
      "team,player,guardian,guardian_namesake\nOwls,Alex Kim,Pat Lee,2\nOwls,Alex Kim,Sam Roe,two\n")
    #expect(
      problems { try importing([links]) } == [
        "\(folder)/links.csv:2: guardian_namesake: no guardian named 'Pat Lee' is namesake 2 in a guardians file of this import; import the file the number was written with (the league's whole folder), or leave guardian_namesake empty to name the guardian by name alone",
        "\(folder)/links.csv:3: guardian_namesake: must be a whole number from 1, as an export numbers rows of one name (got 'two')",
      ])
    // With its guardians file, the numbers name that file's rows, one number a row.
    let twice = try file("g.csv", "name,namesake,email\nKim Ito,1,kim@example.org\nKim Ito,2,\nKim Ito,2,\n")
    #expect(
      problems { try importing([twice]) } == [
        "\(folder)/g.csv:4: namesake: 'Kim Ito' is namesake 2 on line 3 too; give each guardian of that name a number of its own"
      ])
    // A numbered row turned away (--skip-invalid) is named as such by the rows that name it.
    let guardians = try file("g2.csv", "name,namesake,email\nKim Ito,1,kim@example.org\nKim Ito,2,kim@\n")
    let kims = try file(
      "links2.csv",
      "team,player,guardian,guardian_namesake,relationship\nOwls,Alex Kim,Kim Ito,1,aunt\n"
        + "Hawks,Alex Kim,Kim Ito,2,uncle\n")
    let report = try importing([guardians, kims], .init(skipInvalid: true))
    #expect(report["Guardian"].added == 1 && report["Guardianship"].added == 1 && report.rejected == 2)
    let rejected = try text(kims + ".rejects.csv").split(separator: "\n").last.map(String.init)
    #expect(
      rejected
        == ("Hawks,Alex Kim,Kim Ito,2,uncle,3,guardian_namesake: the guardian 'Kim Ito' of namesake 2 (\(guardians):3) "
          + "was turned away for its own problems; fix that row and import both files again"))
    #expect(
      try league.store.rows(
        #"SELECT g."email", s."relationship" FROM "guardianships" s JOIN "guardians" g ON g."id" = s."guardian_id" "#
          + #"WHERE g."name" = 'Kim Ito'"#) == [[.text("kim@example.org"), .text("aunt")]])
  }
}
