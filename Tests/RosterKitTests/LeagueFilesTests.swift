import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The files of a whole league, on the backend under test: every kind read from its header,
/// the league's settings as one row, divisions, birthdates, staff, guardianships naming their
/// player's team and name, files taken in dependency order, and a league exported to a folder
/// and imported back (or migrated) unchanged.
struct LeagueFilesTests: ImportingTests {
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  /// The league's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  let league: League

  init() throws {
    league = try League(path: ownDatabase.location)
    league.context.today = CalendarDate(iso: "2027-03-01")!
  }

  /// The synthetic youth club's files (data/youth-club), in the model's order.
  static let club: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/youth-club")
    return ["league", "divisions", "teams", "players", "staff", "guardians", "guardianships"].map {
      root.appendingPathComponent($0 + ".csv").path
    }
  }()

  /// The club breaks its divisions' rules on purpose (data/youth-club/README.md): it loads
  /// with `--force`, and without it is refused, naming each problem.
  static let planted = Importer.Options(force: true)

  @Test func theClubIsRefusedWithoutForceNamingItsProblems() throws {
    #expect {
      try importing(Self.club)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("the change breaks 7 rules; nothing was changed")
        && text.contains("Mateo Fernández is 11 on 2027-08-31; U10 takes league ages 9–10")
    }
    #expect(try count("players") == 0)
  }

  private func count(_ table: String, in league: League? = nil) throws -> Int64 {
    try (league ?? self.league).store.scalar("SELECT count(*) FROM \(ident: table)").integerValue ?? -1
  }

  // MARK: Kinds

  @Test(arguments: [
    ("name,season,cutoff", "Settings"),
    ("name,min_age,max_age,min_roster,max_roster", "Division"),
    ("name,min_age,max_age,min_roster,max_roster,locked", "Division"),
    ("name,city,abbreviation,division", "Team"),
    ("name", "Team"),
    ("team,name,birthdate,position,number", "Player"),
    ("team,name,age,position,number", "Player"),
    ("team,name,role,email,phone", "Staff"),
    ("team,name,email,phone", "Staff"),
    ("team,player,guardian,relationship", "Guardianship"),
    ("player,guardian,relation", "Guardianship"),
    ("name,email,phone,address,city,postcode", "Guardian"),
  ])
  func eachKindIsKnownByItsHeader(header: String, entity: String) {
    let keys = header.split(separator: ",").map(String.init)
    #expect(Importer(context: league.context).entity(ofHeader: keys)?.name == entity)
  }

  // MARK: The league's settings

  @Test func theLeagueFileSetsTheOneRowOfSettings() throws {
    let first = try importing([
      try file("league.csv", "name,season,cutoff\nRiverside,2027 Spring,2027-08-31\n")
    ])
    #expect(first["Settings"] == .init(added: 1, updated: 0, unchanged: 0))
    // Another name is the same row, changed: never a second one.
    let changed = try file("league2.csv", "name,season,cutoff\nRiverside Youth,2028 Spring,08/31/2028\n")
    let again = try importing([changed], .init(dateFormat: .mdy))
    #expect(again["Settings"] == .init(added: 0, updated: 1, unchanged: 0))
    #expect(try importing([changed], .init(dateFormat: .mdy))["Settings"].unchanged == 1)
    #expect(
      try league.store.rows("SELECT name, season, cutoff FROM league") == [
        [.text("Riverside Youth"), .text("2028 Spring"), .text("2028-08-31")]
      ])
    #expect(
      problems { try importing([try file("two.csv", "name,season\nA,2027\nB,2028\n")]) } == [
        "\(folder)/two.csv:3: the league's settings are one row, already given on line 2; keep one of them"
      ])
    #expect(try count("league") == 1)
  }

  // MARK: Divisions and teams

  @Test func divisionsAndTheTeamsInThem() throws {
    let divisions = try file(
      "divisions.csv",
      "name,min_age,max_age,min_roster,max_roster,locked\nU8,7,8,8,12,no\nU10,9,10,9,14,yes\n")
    let teams = try file(
      "teams.csv", "name,city,abbreviation,division\nTigers,Riverside,TIG,u8\nHawks,Oakdale,HAW,\n")
    let report = try importing([teams, divisions])
    #expect(report["Division"].added == 2 && report["Team"].added == 2)
    #expect(
      try league.store.rows(
        "SELECT t.name, d.name, d.locked FROM teams t LEFT JOIN divisions d ON d.id = t.division_id ORDER BY t.name"
      )
        == [[.text("Hawks"), .null, .null], [.text("Tigers"), .text("U8"), .integer(0)]])
    // Re-imported by name: the changed division is updated, the other left alone.
    let changed = try file("d2.csv", "name,max_roster\nU8,13\nU10,14\n")
    #expect(try importing([changed])["Division"] == .init(added: 0, updated: 1, unchanged: 1))
    let unknown = try file("t2.csv", "name,division\nOtters,U99\n")
    #expect(
      problems { try importing([unknown]) } == [
        "\(folder)/t2.csv:2: division: no division is named 'U99' (add it to a divisions file, or import with --create-divisions)"
      ])
    #expect(try importing([unknown], .init(creating: ["Division"])).created("Division") == ["U99"])
  }

  // MARK: Birthdates and ages

  @Test func aBirthdateReplacesAStoredAgeWhichNeverGoesStale() throws {
    try importing([try file("teams.csv", "name\nTigers\n")])
    try importing([try file("p.csv", "team,name,age\nTigers,Chidi Okafor,10\n")])
    // The birthdate comes, in a file without an age column: the age stored before goes.
    let report = try importing([try file("p2.csv", "team,name,birthdate\nTigers,Chidi Okafor,2017-01-05\n")])
    #expect(report["Player"].updated == 1)
    #expect(try league.store.rows("SELECT age, birthdate FROM players") == [[.null, .text("2017-01-05")]])
    #expect(try league.player("Chidi Okafor").age == 10)
    #expect(
      problems {
        try importing([try file("p3.csv", "team,name,birthdate,age\nTigers,Ada Obi,2017-01-05,9\n")])
      }
        == [
          "\(folder)/p3.csv:2: age: 9 does not agree with birthdate 2017-01-05, which makes 10 today; leave age out (it is worked out from birthdate) or correct it"
        ])
  }

  /// An age given as of the league's cutoff agrees, with the cutoff of a league file imported in
  /// the same run (the settings come first, and the players' rows see them).
  @Test func anAgeOnTheCutoffOfTheSameImportAgrees() throws {
    let report = try importing([
      try file("p.csv", "team,name,birthdate,age\nTigers,Ada Obi,2017-05-01,10\n"),
      try file("teams.csv", "name\nTigers\n"),
      try file("league.csv", "name,cutoff\nRiverside,2027-08-31\n"),
    ])
    #expect(report["Player"].added == 1)
    #expect(try league.store.rows("SELECT age, birthdate FROM players") == [[.null, .text("2017-05-01")]])
  }

  // MARK: Staff

  @Test func staffOfTeamsAndWithout() throws {
    try importing([try file("teams.csv", "name\nTigers\n")])
    let staff = try file(
      "staff.csv",
      "team,name,role,email,phone\nTigers,Pat Kim,\"Assistant Coach, Goalkeepers\",pat@example.org,+1 555 0101\n"
        + ",Lee Free,Manager,,\n")
    #expect(try importing([staff])["Staff"] == .init(added: 2, updated: 0, unchanged: 0))
    #expect(try importing([staff])["Staff"] == .init(added: 0, updated: 0, unchanged: 2))
    #expect(
      try league.store.rows(
        "SELECT s.role, t.name FROM staff s LEFT JOIN teams t ON t.id = s.team_id ORDER BY s.id")
        == [[.text("Assistant Coach, Goalkeepers"), .text("Tigers")], [.text("Manager"), .null]])
    #expect(
      problems { try importing([try file("s2.csv", "team,name,email\nTigers,Pat Kim,pat@\n")]) } == [
        "\(folder)/s2.csv:2: email: must be an email address such as pat@example.org (got 'pat@')"
      ])
  }

  // MARK: Contacts: a player by team and name

  /// Two Emma Johnsons on two teams, two Noah Kims on one, and a free agent.
  private func playersSharingNames() throws {
    try importing([
      try file("teams.csv", "name,abbreviation\nTigers,TIG\nHawks,HAW\n"),
      try file(
        "players.csv",
        "team,name,birthdate\nTigers,Emma Johnson,2017-02-14\nHawks,Emma Johnson,2017-10-09\n"
          + "Tigers,Noah Kim,2016-01-01\nTigers,Noah Kim,2016-05-05\n,Sam Lee,2015-03-03\n"),
    ])
  }

  /// A guardians file of the adults, and a guardianships file naming each one's player by team
  /// and name.
  func guardians(_ names: String...) throws -> String {
    try file("guardians.csv", "name,email,phone\n" + names.map { $0 + ",,\n" }.joined())
  }

  @Test func aGuardianshipsPlayerIsFoundByTeamAndName() throws {
    try playersSharingNames()
    try importing([try guardians("Ann Johnson", "Bea Johnson", "Cal Lee")])
    let contacts = try file(
      "guardianships.csv",
      "team,player,guardian,relationship\nTigers,Emma Johnson,Ann Johnson,mother\n"
        + "haw,emma johnson,Bea Johnson,mother\n,Sam Lee,Cal Lee,father\n")
    #expect(try importing([contacts])["Guardianship"] == .init(added: 3, updated: 0, unchanged: 0))
    #expect(
      try league.store.rows(
        "SELECT g.name, p.birthdate, t.name FROM guardianships c JOIN players p ON p.id = c.player_id "
          + "JOIN guardians g ON g.id = c.guardian_id LEFT JOIN teams t ON t.id = p.team_id ORDER BY g.name")
        == [
          [.text("Ann Johnson"), .text("2017-02-14"), .text("Tigers")],
          [.text("Bea Johnson"), .text("2017-10-09"), .text("Hawks")],
          [.text("Cal Lee"), .text("2015-03-03"), .null],
        ])
    #expect(try importing([contacts])["Guardianship"] == .init(added: 0, updated: 0, unchanged: 3))
  }

  @Test func anUnknownOrAmbiguousPlayerIsOneSentenceNamingTeamAndPlayer() throws {
    try playersSharingNames()
    try importing([try guardians("X", "Y")])
    let contacts = try file(
      "contacts.csv",
      "team,player,guardian\nTigrs,Emma Johnson,X\nTigers,Sam Lee,X\n,Emma Johnson,X\nTigers,Nobody,X\n"
        + "Tigers,Noah Kim,X\n")
    #expect(
      problems { try importing([contacts]) } == [
        "\(folder)/contacts.csv:2: team: no team is named or abbreviated 'Tigrs' (did you mean 'Tigers'?), so its player 'Emma Johnson' cannot be found",
        "\(folder)/contacts.csv:3: player: no player on Tigers is named 'Sam Lee' (a player of that name is without a team)",
        "\(folder)/contacts.csv:4: player: no player without a team is named 'Emma Johnson' (players of that name are on Tigers and Hawks)",
        "\(folder)/contacts.csv:5: player: no player on Tigers is named 'Nobody'",
        "\(folder)/contacts.csv:6: player: 2 players on Tigers are named 'Noah Kim', and the file cannot say which one this row is for; give them names that tell them apart",
      ])
    // Without a team column, a name two players share is not guessed.
    let untold = try file("contacts2.csv", "player,guardian\nEmma Johnson,X\nSam Lee,Y\n")
    #expect(
      problems { try importing([untold]) } == [
        "\(folder)/contacts2.csv:2: player: 2 players are named 'Emma Johnson' (on Tigers and Hawks); add a team column to say which"
      ])
    #expect(try count("guardianships") == 0)
  }

  @Test func skipInvalidKeepsTheGoodGuardianshipsAndRejectsTheRest() throws {
    try playersSharingNames()
    try importing([try guardians("Ann", "Bad", "Bea")])
    let contacts = try file(
      "guardianships.csv",
      "team,player,guardian,relationship\nTigers,Emma Johnson,Ann,mother\nTigrs,Emma Johnson,Bad,aunt\n"
        + "Hawks,Emma Johnson,Bea,mother\n")
    let report = try importing([contacts], .init(skipInvalid: true))
    #expect(report["Guardianship"].added == 2 && report.rejected == 1)
    #expect(
      try String(contentsOfFile: contacts + ".rejects.csv", encoding: .utf8)
        == "team,player,guardian,relationship,line,reason\n"
        + "Tigrs,Emma Johnson,Bad,aunt,3,\"team: no team is named or abbreviated 'Tigrs' (did you mean 'Tigers'?), so its player 'Emma Johnson' cannot be found\"\n"
    )
  }

  // MARK: The whole club

  /// The club loads completely, its files named in any order; counts as its README gives them.
  @Test func theYouthClubLoadsCompletelyWhateverTheOrderOfItsFiles() throws {
    let report = try importing(Self.club.reversed(), Self.planted)
    #expect(report["Settings"].added == 1)
    #expect(report["Division"].added == 4 && report["Team"].added == 20)
    #expect(report["Player"].added == 252 && report["Staff"].added == 39)
    #expect(
      report["Guardian"].added == 431
        && report["Guardianship"].added == 433)
    #expect(try league.store.scalar("SELECT count(*) FROM players WHERE team_id IS NULL") == .integer(8))
    // Each Emma Johnson has her own family; Lucas Moreau, on two teams, the same on both.
    #expect(
      try league.store.rows(
        "SELECT p.name, t.name, count(c.id) FROM players p JOIN teams t ON t.id = p.team_id "
          + "JOIN guardianships c ON c.player_id = p.id WHERE p.name IN ('Emma Johnson', 'Lucas Moreau') "
          + "GROUP BY p.id, p.name, t.name ORDER BY p.name, t.name")
        == [
          [.text("Emma Johnson"), .text("Cedar Falls Comets U10"), .integer(1)],
          [.text("Emma Johnson"), .text("Maple Grove Foxes U10"), .integer(2)],
          [.text("Lucas Moreau"), .text("Maple Grove Foxes U12"), .integer(2)],
          [.text("Lucas Moreau"), .text("Riverside Tigers U12"), .integer(2)],
        ])
    #expect(
      try league.store.scalar(
        "SELECT count(*) FROM players p WHERE NOT EXISTS "
          + "(SELECT 1 FROM guardianships c WHERE c.player_id = p.id)") == .integer(0))
    // Imported again: every row of every kind is found by its identity, and unchanged.
    let again = try importing(Self.club, Self.planted)
    for (entity, rows) in [
      ("Settings", 1), ("Division", 4), ("Team", 20), ("Player", 252), ("Staff", 39), ("Guardian", 431),
      ("Guardianship", 433),
    ] {
      #expect(again[entity] == .init(added: 0, updated: 0, unchanged: rows), "\(entity)")
    }
  }

  /// ISO dates and empty ones are read whatever the format: the club loads with `--date-format mdy`.
  @Test func theClubLoadsWithADateFormatToo() throws {
    #expect(try importing(Self.club, .init(dateFormat: .mdy, force: true))["Player"].added == 252)
    #expect(try league.store.scalar("SELECT count(*) FROM players WHERE birthdate IS NULL") == .integer(1))
  }

  /// One bad row in the last file of the dependency order, named first: nothing at all is stored.
  @Test func aBadGuardianshipRollsBackTheWholeClub() throws {
    let contacts =
      try String(contentsOfFile: Self.club[6], encoding: .utf8) + "Nowhere FC,Ann,Hannah Lewis,\n"
    let path = try file("guardianships.csv", contacts)
    #expect(
      problems { try importing([path] + Self.club.dropLast(), Self.planted) } == [
        "\(path):435: team: no team is named or abbreviated 'Nowhere FC', so its player 'Ann' cannot be found"
      ])
    for table in ["league", "divisions", "teams", "players", "staff", "guardians", "guardianships"] {
      #expect(try count(table) == 0, "\(table)")
    }
  }

  /// Guardianships in an import of their own find the players and guardians already in the league.
  @Test func guardianshipsAloneFindTheLeaguesPlayers() throws {
    try importing(Array(Self.club.dropLast()), Self.planted)
    #expect(try importing([Self.club[6]])["Guardianship"].added == 433)
  }

  // MARK: Export and migrate

  /// `export league DIR`, then `import DIR/*.csv` into an empty database, then export again:
  /// every file the same, byte for byte.
  @Test func theLeaguesFolderImportsBackTheSameLeague() throws {
    try importing(Self.club, Self.planted)
    let first = LeagueFolder(folder + "/first", model: league.context.model)
    let written = try first.write(
      from: league.context, overwrite: false, mode: 0o600, database: league.store.location)
    #expect(
      written.map(PathName.name) == [
        "league.csv", "divisions.csv", "teams.csv", "players.csv", "staff.csv", "guardians.csv",
        "guardianships.csv", "ids.csv",
      ])
    let players = try String(contentsOfFile: first.files[3].path, encoding: .utf8)
    #expect(players.hasPrefix("team,name,birthdate,age,position,number\n"))
    // The age as stored: only without a birthdate, never one worked out on the day of the export.
    #expect(players.contains("\nOakdale Hawks U10,Chidi Okafor,,10,"))
    #expect(players.contains("\nRiverside Tigers U8,Aoife O'Brien,2020-08-31,,GK,2\n"))
    let links = try String(contentsOfFile: first.files[6].path, encoding: .utf8)
    #expect(links.hasPrefix("team,player,guardian,relationship\n"), "\(links.prefix(80))")
    #expect(throws: FileWriteError.self) {
      try first.write(from: league.context, overwrite: false, mode: 0o600, database: league.store.location)
    }
    let copyDatabase = TemporaryDatabase()
    let copy = try League(path: copyDatabase.location)
    copy.context.today = league.context.today
    // As a shell lists them: by name.
    let listed = first.files.map(\.path).sorted()
    _ = try Importer(context: copy.context, options: Self.planted).run(listed)
    let second = LeagueFolder(folder + "/second", model: copy.context.model)
    _ = try second.write(from: copy.context, overwrite: false, mode: 0o600, database: copy.store.location)
    for (a, b) in zip(first.files, second.files) {
      #expect(
        FileManager.default.contents(atPath: a.path) == FileManager.default.contents(atPath: b.path),
        "\(a.path)")
    }
  }

  /// `migrate` copies every entity, ids and versions kept (here into an SQLite file, from the
  /// backend under test).
  @Test func migrateCopiesEveryEntityWithItsIds() throws {
    try importing(Self.club, Self.planted)
    try importing(
      [try file("league.csv", "name,season,cutoff\nRiverside,2027 Fall,2027-12-31\n")], Self.planted)
    // A player's id in another system (schema 15), which the club's files do not have.
    var first = FetchRequest(entity: RosterModel.player, sortDescriptors: [SortDescriptor("name")])
    first.fetchLimit = 1
    let id = league.context.insert(RosterModel.playerID)
    id.setValue(.text("usahockey"), forKey: "system")
    id.setValue(.text("1400-22"), forKey: "value")
    id.setObject(try #require(try league.context.fetch(first).first), forKey: "player")
    try league.context.save()
    let target = try League(path: scratch.file("copy.sqlite"))
    let report = try LeagueTransfer.copy(from: league, to: target)
    #expect(report.counts.map(\.count) == [1, 4, 20, 252, 39, 431, 433, 1])
    for table in [
      "league", "divisions", "teams", "players", "staff", "guardians", "guardianships", "player_ids",
    ] {
      let select: SQL = "SELECT * FROM \(ident: table) ORDER BY \(ident: "id")"
      #expect(try target.store.rows(select) == (try league.store.rows(select)), "\(table)")
    }
    #expect(try league.store.scalar("SELECT version FROM league") == .integer(2))
    #expect(throws: TransferError.self) { try LeagueTransfer.copy(from: league, to: target) }
  }
}
