import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary with a whole league's files: `import data/youth-club/*.csv` as a shell
/// lists them, `export league DIR` and back, and dates that need `--date-format`.
@Suite(.serialized)
struct LeagueFilesCLITests {
  let roster = RosterProcess()
  let today = ["ROSTER_TODAY": "2027-03-01"]

  /// The club's files as `data/youth-club/*.csv` lists them: by name, guardianships before the
  /// players they name.
  static let club: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/youth-club")
    return ["divisions", "guardians", "guardianships", "league", "players", "staff", "teams"].map {
      root.appendingPathComponent($0 + ".csv").path
    }
  }()

  private func path(_ name: String) -> String { roster.home.appendingPathComponent(name).path }

  /// Each of the files `names` is the same, byte for byte, in both folders.
  private func expectSameFiles(_ names: [String], in first: String, and second: String) {
    for name in names {
      #expect(
        FileManager.default.contents(atPath: first + "/" + name)
          == FileManager.default.contents(atPath: second + "/" + name), "\(name)")
    }
  }

  private func importClub(into process: RosterProcess? = nil) throws -> RosterProcess.Result {
    // The club breaks its divisions' rules on purpose; the warnings go to standard error.
    try (process ?? roster).run(["import", "--force"] + Self.club, environment: today)
  }

  @Test func theClubImportsAsTheShellListsItsFiles() throws {
    defer { roster.cleanUp() }
    let result = try importClub()
    #expect(result.status == 0)
    let warnings = result.stderr.split(separator: "\n")
    #expect(
      warnings.count == 7 && warnings.allSatisfy { $0.hasPrefix("roster: warning: made anyway (--force): ") })
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(
        "Imported the league's settings, 4 divisions, 20 teams, 252 players, 39 staff, 431 guardians and "
          + "433 guardianships in ")
        == true)
    #expect(lines.first?.hasSuffix(" s (0 rejected).") == true)
    let counts: String =
      "League: 1 added, 0 updated, 0 unchanged; divisions: 4 added, 0 updated, 0 unchanged; "
      + "teams: 20 added, 0 updated, 0 unchanged; players: 252 added, 0 updated, 0 unchanged; "
      + "staff: 39 added, 0 updated, 0 unchanged; guardians: 431 added, 0 updated, 0 unchanged; "
      + "guardianships: 433 added, 0 updated, 0 unchanged."
    #expect(lines.dropFirst().first == counts)
    #expect(try importClub().stdout.contains("guardianships: 0 added, 0 updated, 433 unchanged."))
  }

  /// `export league DIR` writes every file; imported into an empty database and exported again,
  /// every file is the same, byte for byte. An existing folder's files are replaced only with
  /// `--overwrite`.
  @Test func exportLeagueWritesAFolderThatImportsBack() throws {
    defer { roster.cleanUp() }
    #expect(try importClub().status == 0)
    let first = path("club")
    let written = try roster.run(["export", "league", first], environment: today)
    #expect(written.stderr == "")
    #expect(
      written.stdout
        == "Wrote league.csv, divisions.csv, teams.csv, players.csv, staff.csv, guardians.csv, "
        + "guardianships.csv and ids.csv in \(first).\n"
    )
    let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
    #expect(
      names == [
        "divisions.csv", "guardians.csv", "guardianships.csv", "ids.csv", "league.csv", "players.csv",
        "staff.csv", "teams.csv",
      ])
    let copy = RosterProcess()
    defer { copy.cleanUp() }
    let imported = try copy.run(["import", "--force"] + names.map { first + "/" + $0 }, environment: today)
    #expect(imported.status == 0, "\(imported.stderr)")
    let second = path("again")
    #expect(try copy.run(["export", "league", second], environment: today).status == 0)
    expectSameFiles(names, in: first, and: second)
    let refused = try roster.run(["export", "league", first])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "roster: cannot write '\(first)': it already holds league.csv, divisions.csv, teams.csv, "
        + "players.csv, staff.csv, guardians.csv, guardianships.csv and ids.csv; choose a new folder, or export with --overwrite to replace them\n"
    )
    #expect(try roster.run(["export", "league", first, "--overwrite"]).status == 0)
    #expect(try roster.run(["export", "league", first, "-o", path("x.csv")]).status == 2)
    // JSON asked for a folder of CSV files is refused, not left unused; nothing is written.
    let json = try roster.run(["export", "league", path("json"), "--format", "json"])
    #expect(json.status == 2)
    #expect(
      json.stderr.hasPrefix(
        "roster: export league \(path("json")) writes a folder of CSV files; leave out --format json"))
    #expect(!FileManager.default.fileExists(atPath: path("json")))
    #expect(
      try roster.run(["export", "league"]).stdout
        == "name,season,cutoff,time_zone\nRiverside Youth Soccer Club,2027 Spring,2027-08-31,\(TimeZoneName.local)\n"
    )
  }

  /// Guardians who share a name, made with the commands (by id where names say too little):
  /// `export league DIR` numbers them, and the folder imports into an empty database and exports
  /// again byte for byte, each link with its guardian (issue 42).
  @Test func aFolderOfGuardiansWhoShareNamesImportsBack() throws {
    defer { roster.cleanUp() }
    let teams = path("teams.csv")
    let players = path("players.csv")
    try "name\nHawks\nOwls\n".write(toFile: teams, atomically: true, encoding: .utf8)
    try "team,name,birthdate\nHawks,Alex Kim,2017-01-01\nOwls,Alex Kim,2016-02-02\n,Alex Kim,2015-03-03\n"
      .write(toFile: players, atomically: true, encoding: .utf8)
    for command in [
      ["import", teams, players], ["add", "guardian", "Pat Lee", "email=pat@example.org"],
      ["add", "guardian", "Pat Lee"], ["add", "guardian", "Lee Park"], ["add", "guardian", "Lee Park"],
      ["add", "guardianship", "player=#1", "guardian=#1", "relationship=mother", "lives_with=yes"],
      ["add", "guardianship", "player=#2", "guardian=#2", "no_contact=yes", "no_contact_note=Court order"],
      ["add", "guardianship", "player=#2", "guardian=#3"],
      ["add", "guardianship", "player=#3", "guardian=#4", "relationship=aunt"],
    ] {
      let result = try roster.run(command, environment: today)
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    let first = path("first")
    #expect(try roster.run(["export", "league", first], environment: today).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
    #expect(
      try String(contentsOfFile: first + "/guardianships.csv", encoding: .utf8)
        == "team,player,guardian,guardian_namesake,relationship,lives_with,no_contact,no_contact_note\n"
        + "Hawks,Alex Kim,Pat Lee,1,mother,1,,\nOwls,Alex Kim,Lee Park,1,,,,\n"
        + "Owls,Alex Kim,Pat Lee,2,,,1,Court order\n,Alex Kim,Lee Park,2,aunt,,,\n")
    let copy = RosterProcess()
    defer { copy.cleanUp() }
    let imported = try copy.run(["import"] + names.map { first + "/" + $0 }, environment: today)
    #expect(imported.status == 0, "\(imported.stderr)")
    let second = path("second")
    #expect(try copy.run(["export", "league", second], environment: today).status == 0)
    expectSameFiles(names, in: first, and: second)
    // `import DIR` is the folder's files, as the shell's DIR/*.csv names them.
    let third = RosterProcess()
    defer { third.cleanUp() }
    let whole = try third.run(["import", first], environment: today)
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(try third.run(["export", "league", path("third")], environment: today).status == 0)
    expectSameFiles(names, in: first, and: path("third"))
    // A folder without them is refused, naming them, and nothing is imported.
    let empty = path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let refused = try third.run(["import", empty])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "roster: \(empty): it is a folder with none of the files 'export league' writes (league.csv, "
        + "divisions.csv, teams.csv, players.csv, staff.csv, guardians.csv, guardianships.csv or ids.csv); "
        + "name the files to import; nothing was imported\n")
  }

  /// Divisions are listed and exported youngest first (U8 before U10, as no text order puts
  /// them), those without ages after them: the club's divisions file comes back as it was.
  @Test func divisionsAreYoungestFirst() throws {
    defer { roster.cleanUp() }
    #expect(try importClub().status == 0)
    #expect(try roster.run(["add", "division", "Open"]).status == 0)
    #expect(try roster.run(["add", "division", "Adults", "min_age=18"]).status == 0)
    let listed = try roster.run(["--format", "csv", "divisions"]).stdout.split(separator: "\n")
    #expect(
      listed.dropFirst().map { $0.prefix { $0 != "," } } == ["U8", "U10", "U12", "U14", "Adults", "Open"])
    #expect(try roster.run(["rm", "division", "Open"]).status == 0)
    #expect(try roster.run(["rm", "division", "Adults"]).status == 0)
    let exported = try roster.run(["export", "divisions"])
    #expect(exported.stdout == (try String(contentsOfFile: Self.club[0], encoding: .utf8)))
  }

  /// Two players share a name (Lucas Moreau, of two U12 teams, with the same parents): the
  /// refusal says to add `team=TEAM`, and every command that names a player's guardianships by
  /// the player takes it, in either place.
  @Test func aPlayerSeveralShareIsNamedWithTheirTeam() throws {
    defer { roster.cleanUp() }
    #expect(try importClub().status == 0)
    let ambiguous = try roster.run(["guardianships", "Lucas Moreau"])
    #expect(ambiguous.status == 1)
    #expect(ambiguous.stderr.hasSuffix("; add team=TEAM, or name one by its id, such as '#123'\n"))
    // One record for each parent, shared by both: the same guardians either way.
    let parents =
      "player,guardian,relationship\nLucas Moreau,Céline Moreau,mother\nLucas Moreau,François Moreau,father\n"
    let foxes = try roster.run(["--format", "csv", "guardianships", "Lucas Moreau", "team=MGF-U12"])
    #expect(foxes.stderr == "")
    #expect(foxes.stdout == parents)
    let tigers = try roster.run([
      "--format", "csv", "guardianships", "team=RIV-U12", "Lucas Moreau", "sort", "guardian",
    ])
    #expect(tigers.stdout == parents)
    let celine = try roster.run(["--format", "csv", "guardians", "where", "name BEGINSWITH 'Céline M'"])
    #expect(celine.stdout.hasSuffix(",2\n"), "one Céline Moreau, with two players: \(celine.stdout)")
    let exported = try roster.run(["export", "guardianships", "Lucas Moreau", "team=MGF-U12"])
    #expect(exported.status == 0 && exported.stdout.hasPrefix("team,player,guardian,relationship\n"))
    #expect(
      exported.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("Maple Grove Foxes U12,") }
    )
    // The editing commands of guardianships name their player the same way.
    #expect(try roster.run(["add", "guardian", "Ines Moreau"]).status == 0)
    let added = try roster.run([
      "add", "guardianship", "aunt", "player=Lucas Moreau", "team=MGF-U12", "guardian=Ines Moreau",
    ])
    #expect(added.stdout == "Added guardian Ines Moreau (aunt) to Lucas Moreau.\n", "\(added.stderr)")
    let set = try roster.run([
      "set", "guardianship", "aunt", "player=Lucas Moreau", "team=MGF-U12", "relationship=guardian",
    ])
    #expect(set.stdout == "Updated aunt: relationship aunt → guardian.\n", "\(set.stderr)")
    let removed = try roster.run([
      "rm", "guardianship", "guardian", "player=Lucas Moreau", "team=MGF-U12", "-f",
    ])
    #expect(removed.stdout == "Deleted guardian from Lucas Moreau.\n", "\(removed.stderr)")
    // A team with no player to narrow, or one that is not there, is a sentence of its own.
    let alone = try roster.run(["guardianships", "team=MGF-U12"])
    #expect(
      alone.status == 2 && alone.stderr == "roster: team= narrows the player named; name the player too\n")
    let unknown = try roster.run(["guardianships", "Lucas Moreau", "team=NOPE"])
    #expect(unknown.stderr == "roster: no team is named or abbreviated 'NOPE'; 'roster teams' lists them\n")
    #expect(
      try roster.run(["help", "guardianships"]).stdout.hasPrefix("Usage: guardianships [PLAYER [team=TEAM]] ")
    )
    // What contacts are now.
    let retired = try roster.run(["contacts", "Lucas Moreau"])
    #expect(
      retired.status == 2 && retired.stderr.hasPrefix("roster: contacts are guardians since schema 13: "))
  }

  /// A slash date is refused without `--date-format`, with the sentence saying which to give.
  @Test func slashDatesNeedTheDateFormatOption() throws {
    defer { roster.cleanUp() }
    let players = path("players.csv")
    try "team,name,birthdate\n,Ada Obi,03/02/2019\n,Bo Obi,29/02/2016\n".write(
      toFile: players, atomically: true, encoding: .utf8)
    let refused = try roster.run(["import", players])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "\n  \(players):2: birthdate: '03/02/2019' is not a date written YYYY-MM-DD; if the file writes "
          + "month/day/year, import it with --date-format mdy (or dmy for day/month/year)\n"))
    let mdy = try roster.run(["import", players, "--date-format", "mdy"])
    #expect(
      mdy.stderr.contains(
        "\n  \(players):3: birthdate: '29/02/2016' is not a date written month/day/year: there is no month 29; "
          + "if the file writes day/month/year, import it with --date-format dmy\n"))
    let dmy = try roster.run(["import", players, "--date-format=dmy"])
    #expect(dmy.status == 0, "\(dmy.stderr)")
    let listed = try roster.run(["export", "players"]).stdout
    #expect(listed.contains("\n,Ada Obi,2019-02-03,") && listed.contains("\n,Bo Obi,2016-02-29,"))
    let help = try roster.run(["help", "import"]).stdout
    #expect(help.contains("[--date-format mdy|dmy]"))
    let unknown = try roster.run(["import", players, "--date-format", "ymd?"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("roster: unknown date format 'ymd?'; use mdy (month/day/year) or dmy"))
    // A player cannot be made from a name alone (it needs an age or a birthdate).
    #expect(try roster.run(["import", players, "--create-players"]).status == 2)
  }
}
