import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Importing CSV files: validation, atomicity, re-import, identity, rejects, and export round trips.
struct ImportTests: ImportingTests {
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League

  init() throws {
    league = try League(path: ownDatabase.location)
  }

  private func dump() throws -> [[DatabaseValue]] {
    try league.store.rows(
      "SELECT t.name, t.city, t.abbreviation, p.name, p.age, p.position, p.number, p.external_id FROM teams t LEFT JOIN players p ON p.team_id = t.id ORDER BY t.name, p.name, p.age"
    )
  }

  private var teamsCSV: String {
    "name,city,abbreviation\nBoston Red Sox,Boston,BOS\nLos Angeles Dodgers,Los Angeles,LAD\n"
  }

  @Test func teamsAndPlayersInAnyOrderAndHeaderCase() throws {
    let players = try file(
      "players.csv",
      " Team ,NAME,Age,position,Number\nBOS,Mookie Betts,27,RF,50\nlos angeles dodgers,Julio Urías,23,P,7\n")
    let teams = try file("teams.csv", teamsCSV)
    let report = try importing([players, teams])
    #expect(report["Team"].added == 2)
    #expect(report["Player"].added == 2)
    #expect(report.parents["Player"] == 2)
    #expect(try league.player("Julio Urías").team?.abbreviation == "LAD")
  }

  @Test func reimportingChangesNothing() throws {
    let teams = try file("teams.csv", teamsCSV)
    let players = try file(
      "players.csv",
      "team,name,age,position,number\nBOS,Mookie Betts,27,RF,50\nBOS,Ken Griffey,45,CF,\nBOS,Ken Griffey,19,CF,\n"
    )
    try importing([teams, players])
    let before = try dump()
    let again = try importing([teams, players])
    #expect(again["Player"] == .init(added: 0, updated: 0, unchanged: 3))
    #expect(again["Team"] == .init(added: 0, updated: 0, unchanged: 2))
    #expect(try dump() == before)
  }

  @Test func aChangedRowUpdatesItsPlayer() throws {
    try importing([
      try file("teams.csv", teamsCSV), try file("p.csv", "team,name,age,number\nBOS,Mookie Betts,27,50\n"),
    ])
    let report = try importing([try file("p2.csv", "team,name,age,number\nBOS,mookie betts,28,50\n")])
    #expect(report["Player"].updated == 1)
    let player = try league.player("Mookie Betts")
    #expect(player.age == 28)
    #expect(player.name == "mookie betts")
  }

  /// A change the database refuses (a number another player wears) is that row's problem; the
  /// import goes on past it — on PostgreSQL too, where a refused statement would otherwise spoil
  /// the whole transaction ("current transaction is aborted").
  @Test func aRefusedUpdateIsARowProblemAndTheImportGoesOn() throws {
    try importing([
      try file("teams.csv", teamsCSV),
      try file("p.csv", "team,name,age,number\nBOS,Mookie Betts,27,50\nBOS,JD Martinez,32,28\n"),
    ])
    let changes = try file("p2.csv", "team,name,age,number\nBOS,Mookie Betts,27,28\nBOS,Other Guy,22,\n")
    #expect {
      try importing([changes])
    } throws: { error in
      let problems = (error as? ImportFailure)?.problems.map(\.description) ?? []
      return problems.count == 1
        && problems[0].hasSuffix("p2.csv:2: number: 28 is already taken on Boston Red Sox by 'JD Martinez'")
    }
    let report = try importing([changes], .init(skipInvalid: true))
    #expect(report["Player"].added == 1 && report.rejected == 1)
    #expect(try league.player("Mookie Betts").number == "50")
    #expect(try league.player("Other Guy").age == 22)
  }

  @Test func columnsAbsentFromTheFileAreLeftAlone() throws {
    try importing([
      try file("teams.csv", teamsCSV), try file("p.csv", "team,name,age,position\nBOS,Mookie Betts,27,RF\n"),
    ])
    try importing([try file("p2.csv", "team,name,age\nBOS,Mookie Betts,28\n")])
    #expect(try league.player("Mookie Betts").position == "RF")
  }

  @Test func aNameSeveralPlayersShareIsNotGuessed() throws {
    try importing([
      try file("teams.csv", teamsCSV),
      try file("p.csv", "team,name,age\nBOS,Ken Griffey,45\nBOS,Ken Griffey,19\n"),
    ])
    #expect {
      try importing([try file("p2.csv", "team,name,age\nBOS,Ken Griffey,46\n")])
    } throws: { error in
      (error as? ImportFailure)?.problems.first?.description
        == "\(folder)/p2.csv:2: name: 2 players on Boston Red Sox are named 'Ken Griffey' and none has exactly these values; add an id column to say which one this is"
    }
    // One changed row and a new one with the same name: the second cannot be told apart.
    try importing([try file("p3.csv", "team,name,age\nBOS,Solo,30\n")])
    #expect {
      try importing([try file("p4.csv", "team,name,age\nBOS,Solo,31\nBOS,Solo,5\n")])
    } throws: { error in
      (error as? ImportFailure)?.problems.first?.message.hasPrefix("line 2 also names 'Solo'") == true
    }
  }

  @Test func idsGiveExactIdentity() throws {
    try importing([
      try file("teams.csv", teamsCSV),
      try file("p.csv", "team,name,age,id\nBOS,Ken Griffey,45,KG1\nBOS,Ken Griffey,19,KG2\n"),
    ])
    let report = try importing([
      try file("p2.csv", "team,name,age,id\nLAD,Ken Griffey,20,KG2\nBOS,Ken Griffey,45,KG1\n")
    ])
    #expect(report["Player"] == .init(added: 0, updated: 1, unchanged: 1))
    #expect(try league.player("Ken Griffey", team: league.team("LAD")).age == 20)
    #expect {
      try importing([try file("p3.csv", "team,name,age,id\nBOS,Other,30,KG1\nBOS,Another,30,KG1\n")])
    } throws: { error in
      (error as? ImportFailure)?.problems.isEmpty == false
    }
  }

  @Test func aBadRowInALargeFileLeavesTheDatabaseUnchanged() throws {
    try importing([try file("teams.csv", teamsCSV)])
    let before = try dump()
    var text = "team,name,age,position,number\n"
    for index in 0..<10_000 { text += "BOS,Player \(index),\(20 + index % 15),P,\n" }
    text += "BOS,Broken,23.5,P,\n"
    let path = try file("big.csv", text)
    #expect {
      try importing([path])
    } throws: { error in
      guard let failure = error as? ImportFailure else { return false }
      return failure.total == 1
        && failure.problems[0].description
          == "\(path):10002: age: must be a whole number from 0 to 120 (got '23.5')"
    }
    #expect(try dump() == before)
    #expect(try league.store.scalar("SELECT count(*) FROM players") == 0)
    // The indexes a large load builds again (`BulkIndexes`) are back as they were.
    let (fresh, location) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(location) }
    #expect(try SchemaFixtures.listing(league.store) == SchemaFixtures.listing(fresh))
  }

  /// A large import builds the listing's indexes again after its rows (on SQLite), exactly as
  /// the schema has them, and the league-wide listing reads them in order.
  @Test func aLargeImportLeavesTheSchemaAsANewLeaguesWithItsIndexesFilled() throws {
    try importing([try file("teams.csv", teamsCSV)])
    var text = "team,name,age,birthdate,position,number\n"
    for index in 0..<12_000 {
      let born = index % 3 == 0 ? "" : "20\(10 + index % 10)-0\(1 + index % 9)-1\(index % 10)"
      text += "BOS,Player \(index),\(born.isEmpty ? String(8 + index % 9) : ""),\(born),P,\n"
    }
    let report = try importing([try file("big.csv", text)])
    #expect(report["Player"].added == 12_000)
    let (fresh, location) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(location) }
    #expect(try SchemaFixtures.listing(league.store) == SchemaFixtures.listing(fresh))
    if !Backend.isPostgreSQL {
      #expect(try league.store.scalar("PRAGMA integrity_check") == "ok")
      let counts = try league.store.rows(
        #"SELECT (SELECT count(*) FROM "players" INDEXED BY "players_birthdate_name" WHERE "birthdate" IS NOT NULL), (SELECT count(*) FROM "players" INDEXED BY "players_age_name" WHERE "birthdate" IS NULL)"#
      )
      #expect(counts == [[8_000, 4_000]])
    }
  }

  @Test func everyBadRowIsReportedTheFirstTwentyListed() throws {
    try importing([try file("teams.csv", teamsCSV)])
    var text = "team,name,age\n"
    for index in 0..<25 { text += "BOS,P\(index),-\(index + 1)\n" }
    #expect {
      try importing([try file("bad.csv", text)])
    } throws: { error in
      guard let failure = error as? ImportFailure else { return false }
      return failure.problems.count == 20 && failure.total == 25
        && failure.description.hasSuffix("… and 5 more")
    }
  }

  @Test(arguments: [
    ("23.5", "must be a whole number from 0 to 120 (got '23.5')"),
    ("twenty", "must be a whole number from 0 to 120 (got 'twenty')"),
    ("-5", "must be a whole number from 0 to 120 (got '-5')"),
    ("250", "must be a whole number from 0 to 120 (got '250')"),
    ("", "is required when birthdate is not known"),
    ("1e2", "must be a whole number from 0 to 120 (got '1e2')"),
  ])
  func agesAreNeverRoundedOrTruncated(age: String, message: String) throws {
    try importing([try file("teams.csv", teamsCSV)])
    #expect {
      try importing([try file("p.csv", "team,name,age\nBOS,X,\(age)\n")])
    } throws: { error in
      (error as? ImportFailure)?.problems.first?.message == message
    }
  }

  @Test func jerseyNumbersClashWithinATeamButEmptyOnesNever() throws {
    try importing([try file("teams.csv", teamsCSV)])
    let report = try importing([
      try file("p.csv", "team,name,age,number\nBOS,A,20,\nBOS,B,20,\nLAD,C,20,7\nBOS,D,20,7\n")
    ])
    #expect(report["Player"].added == 4)
    #expect {
      try importing([try file("p2.csv", "team,name,age,number\nBOS,E,20,7\n")])
    } throws: { error in
      (error as? ImportFailure)?.problems.first?.description.hasSuffix(
        "p2.csv:2: number: 7 is already taken on Boston Red Sox by 'D'") == true
    }
  }

  @Test func missingTeamsAreErrorsUnlessCreated() throws {
    let players = try file("p.csv", "team,name,age\nChicago Cubs,Kris Bryant,28\nCHC2,X,20\n")
    #expect(throws: ImportFailure.self) { try importing([players]) }
    let report = try importing([players], .init(creating: ["Team"]))
    #expect(report.created("Team") == ["Chicago Cubs", "CHC2"])
    #expect(try league.team("Chicago Cubs").name == "Chicago Cubs")
  }

  @Test func skipInvalidStoresTheGoodRowsAndWritesTheRejects() throws {
    try importing([try file("teams.csv", teamsCSV)])
    let players = try file("players.csv", "team,name,age\nBOS,Good,20\nBOS,Bad,old\nBOS,\"Also, Good\",21\n")
    let report = try importing([players], .init(skipInvalid: true))
    #expect(report["Player"].added == 2)
    #expect(report.rejected == 1)
    #expect(report.rejectFiles == [folder + "/players.csv.rejects.csv"])
    #expect(
      try String(contentsOfFile: folder + "/players.csv.rejects.csv", encoding: .utf8)
        == "team,name,age,line,reason\nBOS,Bad,old,3,age: must be a whole number from 0 to 120 (got 'old')\n")
    // Fixed, the rejects file imports without a word about the columns it added.
    let fixed = try String(contentsOfFile: folder + "/players.csv.rejects.csv", encoding: .utf8)
      .replacingOccurrences(of: ",old,", with: ",30,")
    let again = try importing([try file("fixed.csv", fixed)])
    #expect(again["Player"].added == 1 && again.warnings.isEmpty)
    let other = try importing([try file("other.csv", "team,name,age,reason,line\nBOS,Other,30,x,1\n")])
    #expect(other.warnings == ["\(folder)/other.csv: ignoring 2 unknown columns: 'reason', 'line'"])
  }

  /// A row a unique rule refuses goes to the rejects file as the file wrote it, on a server
  /// too, where new rows are staged and checked together (the record is kept with them only
  /// when a rejects file may need it).
  @Test func aRowARuleRefusesIsRejectedAsWritten() throws {
    try importing([try file("teams.csv", teamsCSV)])
    let players = try file(
      "players.csv", "team,name,age,number\nBOS,Ana,20,7\nBOS,\"Bea, Jr.\",21,7\nBOS,Cy,22,8\n")
    let report = try importing([players], .init(skipInvalid: true))
    #expect(report["Player"].added == 2)
    #expect(
      try String(contentsOfFile: folder + "/players.csv.rejects.csv", encoding: .utf8)
        == "team,name,age,number,line,reason\nBOS,\"Bea, Jr.\",21,7,3,"
        + "number: 7 is already taken on Boston Red Sox by 'Ana' (line 2)\n")
  }

  @Test func headerProblems() throws {
    #expect {
      try importing([try file("x.csv", "team,name,position\nBOS,X,P\n")])
    } throws: { error in
      (error as? ImportFileError)?.message
        == "the header has no 'age' or 'birthdate' column; a players file needs name, age or birthdate"
    }
    #expect(throws: ImportFileError.self) { try importing([try file("y.csv", "foo,bar\n1,2\n")]) }
    #expect(throws: ImportFileError.self) { try importing([try file("z.csv", "")]) }
    #expect(throws: ImportFileError.self) { try importing([folder + "/missing.csv"]) }
    let report = try importing([try file("t.csv", "name,colour\nRed Sox,red\n")])
    #expect(report.warnings == ["\(folder)/t.csv: ignoring the unknown column 'colour'"])
  }

  @Test func duplicateTeamsInAFile() throws {
    let report = try importing([try file("t.csv", "name,city\nA,X\na,X\n")])
    #expect(report["Team"] == .init(added: 1, updated: 0, unchanged: 1))
    #expect(throws: ImportFailure.self) { try importing([try file("t2.csv", "name,city\nB,X\nB,Y\n")]) }
  }

  /// The fixture's league, with a player whose name has what a format must escape.
  private func sourceLeague(withPlayer name: String) throws -> League {
    let source = try Fixture.league(path: folder + "/source.sqlite")
    let extra = source.context.insert(Player.self)
    extra.name = name
    extra.age = 40
    extra.externalID = "X-1"
    extra.team = try source.team("BOS")
    try source.context.save()
    return source
  }

  @Test func exportThenImportGivesBackTheSameLeague() throws {
    let source = try sourceLeague(withPlayer: "Quote \"Comma, Man\" Ünïcödé")
    for format in [Exporter.Format.csv] {
      let teams = Capture()
      let players = Capture()
      try Exporter(context: source.context, format: format).teams(to: teams)
      try Exporter(context: source.context, format: format).players(to: players)
      try importing([try file("et.csv", teams.text), try file("ep.csv", players.text)])
      let again = Capture()
      try Exporter(context: league.context, format: format).players(to: again)
      #expect(again.text == players.text)
      #expect(players.text.contains("\"Quote \"\"Comma, Man\"\" Ünïcödé\""))
    }
    let json = Capture()
    try Exporter(context: league.context, format: .json).teams(to: json)
    #expect(
      json.text.hasPrefix(
        "[\n  {\"name\": \"Boston Red Sox\", \"city\": \"Boston\", \"abbreviation\": \"BOS\"},"))
  }

  /// The export reads a team at a time (each team's players sorted alone) and the free agents
  /// last: the same rows in the same order as one query sorting the whole league by team name,
  /// age, birthdate and name — team names whose order is not their ids', a team with none, ages
  /// tied and untied, birthdates and stored ages mixed.
  @Test func anExportByTeamIsTheLeagueInOneOrder() throws {
    let source = try Fixture.league(path: folder + "/ordered.sqlite")
    let context = source.context
    for (name, abbreviation) in [("Zebras", "AZ"), ("aardvarks", "ZA"), ("Émeus", "MM"), ("Empty", "EMP")] {
      let team = context.insert(Team.self)
      team.name = name
      team.abbreviation = abbreviation
    }
    try context.save()
    var random = 7
    for index in 0..<60 {
      random = (random * 1_103_515_245 + 12_345) % 2_147_483_648
      let player = context.insert(Player.self)
      player.name = ["Ana", "ana", "Bo", "Zoë", "Ángel"][(random >> 8) % 5] + " \(index % 7)"
      if (random >> 4) % 3 == 0 {
        player.birthdate = CalendarDate(iso: "20\(10 + random % 6)-0\(1 + random % 9)-1\(random % 9)")
      } else {
        player.age = 20 + (random >> 12) % 4
      }
      player.team = [nil, "AZ", "ZA", "MM", "BOS"][random % 5].map { try! source.team($0) }
    }
    try context.save()
    let exported = Capture()
    try Exporter(context: context, format: .csv).players(to: exported)
    let lines = exported.text.split(separator: "\n").dropFirst().map(String.init)
    let request = FetchRequest(
      entity: RosterModel.player, sortDescriptors: [SortDescriptor("team.name")] + Player.defaultOrder)
    let expected = try context.fetchValues(request, keyPaths: ["team.name", "name"]).map {
      CSVWriter.record([$0[0].isNull ? "" : $0[0].description, $0[1].description]).dropLast()
    }
    #expect(lines.count == expected.count)
    let firstTwo = lines.map {
      $0.split(separator: ",", omittingEmptySubsequences: false).prefix(2).joined(separator: ",")
    }
    #expect(firstTwo == expected.map(String.init))
    #expect(lines.last?.hasPrefix(",") == true, "free agents come last")
  }

  /// What `export … --format json` writes, `import` reads: every kind of row, with its quotes,
  /// accents and empty values, comes back as it was, and a second import changes nothing.
  @Test func roundTripsThroughJSON() throws {
    let source = try sourceLeague(withPlayer: "Quote \"Comma, Man\" Ünïcödé 😀 \\ /")
    var files: [String] = []
    var exported: [String: String] = [:]
    for entity in RosterModel.shared.entities {
      let json = Capture()
      try Exporter(context: source.context, format: .json).export(entity, to: json)
      guard json.text != "[]\n" else { continue }
      exported[entity.name] = json.text
      files.append(try file("\(entity.presentation.plural).json", json.text))
    }
    #expect(exported.keys.contains("Player") && exported.keys.contains("Team"))
    let report = try importing(files)
    #expect(report["Player"].added == (try source.context.count(FetchRequest(entity: RosterModel.player))))
    for (name, text) in exported {
      let again = Capture()
      try Exporter(context: league.context, format: .json).export(
        RosterModel.shared.entity(named: name), to: again)
      #expect(again.text == text, "\(name)")
    }
    #expect(try importing(files)["Player"].unchanged == report["Player"].added)
  }

  /// JSON that is not a list of plain rows is refused naming the line, as broken CSV is.
  @Test func malformedJSONIsRefusedNamingTheLine() throws {
    try importing([try file("teams.csv", teamsCSV)])
    let cases = [
      (
        "[{\"name\": \"A\", \"team\": \"BOS\", \"age\": 20},\n{\"name\": [1]}]",
        "2: the value of 'name' is a list or an object"
      ),
      ("[{\"name\": \"A\", \"team\": \"BOS\", \"age\": 20},\n", "2: the list of rows never closes"),
      ("{\"name\": \"A\", \"team\": \"BOS\"}\n{\"name\": \"B\", \"colour\": 1}\n", "2: has the key 'colour'"),
      (
        "[{\"name\": \"A\", \"team\": \"BOS\", \"age\": twenty}]",
        "1: the value of 'age' is not text in quotes"
      ),
      ("[{\"name\": \"A\n", "1: a string opens here and never closes"),
      ("[]", ": is an empty list"),
      ("[{\"name\": \"A\"}] x", "1: has more after the list's closing ]"),
    ]
    for (text, expected) in cases {
      let path = try file("bad.json", text)
      do {
        try importing([path])
        Issue.record("\(text) was imported")
      } catch {
        #expect(
          "\(error)".hasPrefix(path + ":" + expected) || "\(error)".hasPrefix(path + expected), "\(error)")
      }
    }
    // A file named otherwise is JSON by its first character; one with an age of 20.5 is refused
    // by the rule for ages, as the same CSV would be.
    let plain = try file("rows.txt", "  [{\"name\": \"A\", \"team\": \"BOS\", \"age\": 20.5}]")
    #expect {
      try importing([plain])
    } throws: { error in
      (error as? ImportFailure)?.problems.first?.message
        == "must be a whole number from 0 to 120 (got '20.5')"
    }
  }

  /// An update meets the version it read: a row another session changes between the import's
  /// read and its write (PostgreSQL, read committed, lets the other session commit meanwhile) is
  /// that row's problem, never overwritten.
  @Test func anUpdateMeetsTheVersionItRead() throws {
    let path = Fixture.newDatabase()
    defer { Fixture.remove(path) }
    let league = try League(path: path)
    let teams = try file("teams.csv", teamsCSV)
    _ = try Importer(context: league.context).run([
      teams, try file("p.csv", "team,name,age\nBOS,Mookie Betts,27\n"),
    ])
    // On SQLite the import holds the only write lock: the change comes through its own connection.
    let other = Backend.isPostgreSQL ? try League(path: path) : league
    let importer = Importer(context: league.context)
    var seen: [String] = []
    importer.willUpdate = { row in
      seen.append(row.name)
      try other.store.execute(
        "UPDATE \(ident: "players") SET \(ident: "age") = 40, \(ident: "version") = \(ident: "version") + 1 "
          + "WHERE \(ident: "id") = \(bind: .integer(row.id))")
    }
    #expect {
      try importer.run([try file("p2.csv", "team,name,age\nBOS,Mookie Betts,28\n")])
    } throws: { error in
      (error as? ImportFailure)?.problems.map(\.description) == [
        folder
          + "/p2.csv:2: Mookie Betts was changed or deleted by another session while the import ran; import again"
      ]
    }
    #expect(seen == ["Mookie Betts"])
    // On SQLite the other change was made in the import's transaction, and rolled back with it.
    #expect(
      try other.store.scalar("SELECT \(ident: "age") FROM \(ident: "players")")
        == .integer(Backend.isPostgreSQL ? 40 : 27))
  }
}
