import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Issue 42, "reading the platforms' files as they are": a registration export imports unchanged
/// in one command, read with the profile its header is recognised as (or `--profile`'s), giving
/// the children, birthdates, teams and numbers of `expected.json`, and the teams and divisions it
/// names, in one undoable step; its payment columns are named and never stored, and a dry run
/// names every column it does not use. On both engines.
struct ImportProfileTests {
  static func fixture(_ name: String) -> String { ImportKindTests.fixture(name) }

  /// A child as `expected.json` has them, and as the league lists them: name, birthdate, team
  /// and number (empty for none).
  struct Child: Hashable, CustomStringConvertible {
    let name: String
    let birthdate: String
    let team: String
    let number: String
    var description: String { "\(name) \(birthdate) \(team) #\(number)" }
  }

  /// The children of `expected.json`, their names as a file with (or without) a middle initial
  /// column makes them.
  static func expectedChildren(middleInitial: Bool) throws -> [Child] {
    let data = try Data(contentsOf: ImportKindTests.registration.appendingPathComponent("expected.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let children = try #require(json["children"] as? [[String: Any]])
    return children.map { child in
      let parts = ["firstName"] + (middleInitial ? ["middleInitial"] : []) + ["lastName"]
      let name = parts.compactMap { (child[$0] as? String)?.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }.joined(separator: " ")
      return Child(
        name: name, birthdate: child["birthdate"] as! String, team: child["team"] as? String ?? "",
        number: child["number"] as? String ?? "")
    }
  }

  /// The league's players as `export players` writes them.
  static func players(_ roster: RosterProcess) throws -> [Child] {
    try exported(roster).map { row in
      Child(name: row["name"]!, birthdate: row["birthdate"]!, team: row["team"]!, number: row["number"]!)
    }
  }

  /// What a registration says of each child, by name and birthdate (schema 16): the division
  /// of their row, gender, school and grade — as `expected.json` has them (`grades` false: the
  /// file has no school or grade), or as `export players` writes them. Gender as one word,
  /// `female` (`Gender`), whichever way each platform writes it (`Female`, `female`).
  static func registrations(_ rows: [[String: String]], grades: Bool = true) -> [String: String] {
    var said: [String: String] = [:]
    for row in rows {
      let values =
        [row["division"] ?? "", row["gender"] ?? ""]
        + (grades ? [row["school"] ?? "", row["grade"] ?? ""] : [])
      said[row["name"]! + " " + row["birthdate"]!] = values.joined(separator: " | ")
    }
    return said
  }

  static func expectedRegistrations(middleInitial: Bool, grades: Bool) throws -> [String: String] {
    let data = try Data(contentsOf: ImportKindTests.registration.appendingPathComponent("expected.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let children = try #require(json["children"] as? [[String: Any]])
    let names = try expectedChildren(middleInitial: middleInitial).map(\.name)
    return registrations(
      zip(children, names).map { child, name in
        var row = child.compactMapValues { $0 as? String }
        row["name"] = name
        return row
      }, grades: grades)
  }

  /// The league's players as `export players` writes them, every column.
  static func exported(_ roster: RosterProcess) throws -> [[String: String]] {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = folder.path + "/players.csv"
    let run = try roster.run(["export", "players", "-o", path])
    #expect(run.status == 0, "\(run.stderr)")
    let reader = try CSVReader(path: path)
    let header = try #require(try reader.next()).fields
    var rows: [[String: String]] = []
    while let record = try reader.next() {
      rows.append(Dictionary(uniqueKeysWithValues: zip(header, record.fields)))
    }
    return rows
  }

  /// Sports Connect, SportsEngine and PlayMetrics were refused, or read as divisions with no
  /// child (the fixtures' README, "what today's Roster makes of them").
  @Test(arguments: [
    (
      "sportsconnect-enrollment-details.csv", "a Sports Connect Enrollment Details export", 39, 160, true,
      299, 371, 160
    ),
    ("sportsengine-registrations.csv", "a SportsEngine registration export", 42, 50, true, 299, 371, 160),
    ("playmetrics-players.csv", "a PlayMetrics player import", 20, 23, false, 205, 251, 0),
  ])
  func aPlatformExportImportsAsTheLeagueItDescribes(
    file: String, title: String, used: Int, columns: Int, middleInitial: Bool, guardians: Int, links: Int,
    ids: Int
  ) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture(file)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("\(path): read as \(title): \(used) of \(columns) columns used") == true)
    // Its parent columns are guardians since schema 13 (ImportGuardiansTests holds who they are),
    // its platform's ids the players' ids named as the platform since 15 (ImportNamedIDTests).
    let families =
      ids > 0
      ? "\(guardians) guardians, \(links) guardianships and \(ids) ids in "
      : "\(guardians) guardians and \(links) guardianships in "
    #expect(
      lines.dropFirst().first?.hasPrefix("Imported 7 divisions, 15 teams, 160 players, " + families) == true)
    let expected = try Self.expectedChildren(middleInitial: middleInitial)
    let players = try Self.players(roster)
    #expect(players.count == 160)
    #expect(Set(players).subtracting(expected).sorted { $0.name < $1.name }.map(\.description) == [])
    #expect(Set(expected).subtracting(players).sorted { $0.name < $1.name }.map(\.description) == [])
    // What the registration says of each child is kept (schema 16): the division of their row,
    // a free agent's too, their gender, and their school and grade where the file has them
    // (PlayMetrics' template has neither).
    let grades = !file.hasPrefix("playmetrics")
    let said = Self.registrations(try Self.exported(roster), grades: grades)
    let registered = try Self.expectedRegistrations(middleInitial: middleInitial, grades: grades)
    #expect(said.count == 160 && registered.count == 160)
    for (child, expected) in registered.sorted(by: { $0.key < $1.key }) {
      #expect(said[child] == expected, "\(child)")
    }
    let free = try roster.run(["--format", "csv", "players", "--free", "where", "division.name == \"U19\""])
    #expect(free.stdout.contains("\nAmelia Nakamura,"), "\(free.stdout)")
    // The teams are in the divisions the export names; `Unallocated` is no team.
    let teams = try roster.run(["--format", "csv", "teams"]).stdout
    #expect(teams.contains("\nU12 Red,,,U12,"))
    #expect(!teams.contains("Unallocated"))
    #expect(try roster.run(["--format", "csv", "divisions"]).stdout.split(separator: "\n").count == 8)
  }

  /// The payment columns are named in every run and their values are nowhere: not in the
  /// database (its file, on SQLite), the journal or the league's files.
  @Test func paymentColumnsAreNamedAndNeverStored() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture("sportsconnect-enrollment-details.csv")
    let reader = try CSVReader(path: path)
    let header = try #require(try reader.next()).fields
    let payment = [
      "Last 4 of CC", "OPH Credit Card Number", "OPH Auth Code", "OPH Transaction Id", "Billing Address",
    ]
    let indexes = payment.compactMap { header.firstIndex(of: $0) }
    #expect(indexes.count == 5)
    var values: Set<String> = []
    while let record = try reader.next() {
      for index in indexes where record.fields[index].count >= 5 { values.insert(record.fields[index]) }
    }
    #expect(values.count > 100)
    for arguments in [["import", "--dry-run", path], ["import", path]] {
      let run = try roster.run(arguments)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        run.stdout.contains(
          "; 5 payment columns never stored ('Last 4 of CC', 'OPH Credit Card Number', 'OPH Auth Code', "
            + "'OPH Transaction Id', 'Billing Address')."))
    }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    #expect(try roster.run(["export", "league", folder.path + "/league"]).status == 0)
    var stored = try roster.run(["log", "-v"]).stdout
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/league") {
      stored += try String(contentsOfFile: folder.path + "/league/" + file, encoding: .utf8)
    }
    #expect(stored.contains("Maya Okafor"))
    var bytes: [UInt8] = []
    if !Backend.isPostgreSQL {
      for file in [roster.database, roster.database + "-wal"]
      where FileManager.default.fileExists(atPath: file) {
        bytes += Array(try Data(contentsOf: URL(fileURLWithPath: file)))
      }
      #expect(bytes.count > 0)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("Okafor") || Backend.isPostgreSQL)
    for value in values.sorted() {
      #expect(!stored.contains(value), "\(value)")
      #expect(!text.contains(value), "\(value) in the database file")
    }
  }

  /// A dry run into a league that has some of the divisions and teams says how many it would
  /// add; it lists every column it will not use, with why, none left out; the import is one
  /// step, which `undo` takes back whole.
  @Test func aDryRunCountsTheNewTeamsAndDivisionsAndUndoTakesTheImportBack() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for name in ["U6", "U8", "U10", "U12", "U14"] {
      #expect(try roster.run(["add", "division", name]).status == 0)
    }
    #expect(try roster.run(["add", "team", "U10 Red", "division=U10"]).status == 0)
    let path = Self.fixture("sportsconnect-enrollment-details.csv")
    let dry = try roster.run(["import", "--dry-run", path])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stdout.contains(
        "Divisions: 2 to add, 0 to update, 5 unchanged; teams: 14 to add, 0 to update, 1 unchanged; "
          + "players: 160 to add, 0 to update, 0 unchanged; guardians: 299 to add, "))
    let lines = dry.stderr.split(separator: "\n")
    #expect(lines.first == "roster: warning: \(path): not using 116 of its columns, all of them:")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && $0.count <= 110 })
    #expect(!dry.stderr.contains(" more"))
    // The parent columns are read into guardians since schema 13: not listed.
    #expect(!dry.stderr.contains("guardian 1:") && !dry.stderr.contains("'Account First Name'"))
    // The medical columns are read since schema 12 (a player's medical note): not listed.
    #expect(!dry.stderr.contains("no place for medical") && !dry.stderr.contains("'Player Allergies'"))
    // And what a registration says of the child since schema 16: not listed.
    for name in ["Player Gender", "School Name", "Current Grade", "Teammate Request", "Coach Request"] {
      #expect(!dry.stderr.contains(quoted(name)), "\(name)")
    }
    #expect(!dry.stderr.contains("no place for gender") && !dry.stderr.contains("no place for school"))
    let reader = try CSVReader(path: path)
    let header = try #require(try reader.next()).fields
    let listed = lines.dropFirst().joined(separator: " ")
    let used = [
      "Player First Name", "Player Middle Initial", "Player Last Name", "Player Birth Date", "Team Name",
      "Division Name", "Player Jersey Number", "Player Id", "Position Played", "Player Allergies",
      "Player Physical Conditions", "Order Date", "USL Membership Number", "Player Gender", "School Name",
      "Current Grade", "Teammate Request", "Coach Request",
    ]
    // The parents' columns, read into guardians.
    let parents = ImportProfile.sportsConnect.columns.compactMap { column -> ImportProfile.Header? in
      guard case .group(let group, _) = column.meaning, group != "account" else { return nil }
      return column.header
    }
    let payment = [
      "Last 4 of CC", "OPH Credit Card Number", "OPH Auth Code", "OPH Transaction Id", "Billing Address",
    ]
    // The EpiPen question, whose header is the whole question, is read as the alert.
    for name in header
    where !used.contains(name) && !payment.contains(name)
      && !name.hasPrefix("Does your player carry an EpiPen")
      && !parents.contains(where: { $0.matches(ImportProfile.normalized(name)) })
    {
      #expect(listed.contains(quoted(name)), "\(name)")
    }
    #expect(try roster.run(["--format", "csv", "teams"]).stdout.split(separator: "\n").count == 2)
    let real = try roster.run(["import", path])
    #expect(real.status == 0, "\(real.stderr)")
    #expect(real.stderr.hasSuffix(" and 111 more (--dry-run lists them all, with why)\n"))
    #expect(try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").count == 161)
    let undo = try roster.run(["undo"])
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").count <= 1)
    #expect(try roster.run(["--format", "csv", "teams"]).stdout.split(separator: "\n").count == 2)
    #expect(try roster.run(["--format", "csv", "divisions"]).stdout.split(separator: "\n").count == 6)
  }

  /// `--profile` reads a file as that export; a name Roster has no profile of is a usage error
  /// (exit 2) listing them; a file with none of the profile's columns is refused.
  @Test func theProfileOptionChoosesOne() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture("playmetrics-players.csv")
    let unknown = try roster.run(["import", "--profile", "blue-sombrero", path])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("'blue-sombrero'"))
    for name in ImportProfile.names { #expect(unknown.stderr.contains(name), "\(name)") }
    // SportsEngine's export has none of PlayMetrics' columns (Sports Affinity's upload has one
    // since schema 16, whose gender it reads).
    let wrong = try roster.run(["import", "--profile", "sportsengine", path])
    #expect(wrong.status == 1)
    #expect(
      wrong.stderr
        == "roster: \(path):1: the header has no column of a SportsEngine registration export "
        + "(--profile sportsengine) that this league has a place for; is it another platform's? "
        + "import --profiles lists them; nothing was imported\n")
    let both = try roster.run(["import", "--profile", "playmetrics", "--kind", "players", path])
    #expect(both.status == 2)
    let mapped = try roster.run(["import", "--profile", "playmetrics", "--map", "number=number", path])
    #expect(mapped.status == 2)
    // A map reads the file as a kind: no profile is recognised.
    let plain = try roster.run(["import", "--dry-run", "--map", "player_first_name=name", path])
    #expect(!plain.stdout.contains("read as"))
    #expect(plain.status == 1 && plain.stderr.contains(": the header is no one kind's: of its 23 columns, "))
    let chosen = try roster.run(["import", "--profile", "playmetrics", path])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdout.hasPrefix("\(path): read as a PlayMetrics player import: 20 of 23 columns used.\n"))
  }

  /// `import --profiles` lists each profile with its columns and what each means.
  @Test func theProfilesAreListedWithTheirColumns() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let run = try roster.run(["import", "--profiles"])
    #expect(run.status == 0, "\(run.stderr)")
    for profile in ImportProfile.builtIn {
      #expect(
        run.stdout.contains("\n\(profile.name): \(profile.title), dates ")
          || run.stdout.hasPrefix(profile.name))
    }
    #expect(run.stdout.contains("\n  Player First Name: name (part 1)\n"))
    #expect(run.stdout.contains("\n  Division Name: division and team.division\n"))
    #expect(run.stdout.contains("\n  Last 4 of CC: payment: never stored\n"))
    #expect(run.stdout.contains("\n  Does your player carry an EpiPen…: medical_alert\n"))
    #expect(run.stdout.contains("\n  parent2_email: guardian 2: email\n"))
    #expect(run.stdout.contains("\n  Team Name: team (Unallocated: none)\n"))
    #expect(run.stdout.contains("\n  Is Non-Player: a row not of the kind when Y\n"))
    #expect(
      run.stdout.hasPrefix(
        "sportsconnect: a Sports Connect Enrollment Details export, dates month/day/year, "
          + "known by 'Player First Name', "))
  }

  /// A registrar's first command may be `import --profiles`, before there is any league: it lists
  /// the profiles and makes no league file where the default league would be.
  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func theProfilesAreListedWithoutALeague() throws
  {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let data = roster.home.appendingPathComponent("data").path
    let run = try roster.run(
      ["import", "--profiles"], useDatabase: false, environment: ["XDG_DATA_HOME": data])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("sportsconnect: a Sports Connect Enrollment Details export"))
    #expect(run.stderr.isEmpty, "no 'creating a new one there'")
    #expect(!FileManager.default.fileExists(atPath: data + "/roster"))
    #expect(!FileManager.default.fileExists(atPath: roster.home.path + "/.local/share/roster"))
  }

  /// A header two profiles fit equally (LeagueApps' and TeamSnap's columns, five each) is
  /// refused with both and how to choose; `--profile` chooses.
  @Test func aHeaderTwoProfilesFitEquallyIsRefused() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = folder.path + "/players.csv"
    try "First Name,Last Name,Birthdate,Role,Parent 1 First Name,Role label,Is Non-Player\n"
      .appending("Ava,Reed,03/14/2017,Player,Jo,Player,N\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try roster.run(["import", path])
    #expect(
      run
        == .init(
          stdout: "",
          stderr: "roster: \(path):1: the header fits a LeagueApps player export (--profile leagueapps) and "
            + "a TeamSnap roster import (--profile teamsnap) equally, using 5 of its columns each; say which "
            + "it is with --profile or --kind; nothing was imported\n",
          status: 1))
    let chosen = try roster.run(["import", "--profile", "teamsnap", path])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(try roster.run(["--format", "csv", "players"]).stdout.contains("Ava Reed,"))
  }

  /// With `--skip-invalid`, a row turned away goes to the rejects file as the file wrote it, its
  /// payment values emptied, with its line and why; the good rows are imported.
  @Test func aRejectedRowKeepsItsColumnsButNoPaymentValue() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = folder.path + "/enrollment.csv"
    try """
    Division Name,Account First Name,Player First Name,Player Last Name,Player Birth Date,Team Name,OPH Credit Card Number
    U10,Rachel,Liam,Smith,03/14/2017,U10 Red,XXXX-XXXX-XXXX-4242
    U10,Dana,Lily,Whitfield,02/30/2018,Unallocated,XXXX-XXXX-XXXX-1717

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try roster.run(["import", "--skip-invalid", path])
    #expect(run.status == 0, "\(run.stderr)")
    // Rachel, the first row's account holder, is its player's guardian; the second row's none.
    #expect(run.stdout.contains("Imported 1 division, 1 team, 1 player, 1 guardian and 1 guardianship in "))
    let rejects = try String(contentsOfFile: path + ".rejects.csv", encoding: .utf8)
    #expect(
      rejects
        == "Division Name,Account First Name,Player First Name,Player Last Name,Player Birth Date,Team Name,"
        + "OPH Credit Card Number,line,reason\nU10,Dana,Lily,Whitfield,02/30/2018,Unallocated,,3,"
        + "Player Birth Date: '02/30/2018' is not a date written month/day/year: February 2018 has 28 days\n")
  }

  /// A TeamSnap roster's coaches (`Is Non-Player` Y) and a SportsEngine registration withdrawn
  /// (`Entry Status` Withdrawn) are not imported as players, and are counted.
  @Test(arguments: [
    ("teamsnap/u12-red.csv", "'Is Non-Player' Y", 14, "Emeka Okafor,"),
    ("next-week/sportsengine-registrations.csv", "'Entry Status' Withdrawn", 162, "Caleb A Johnson,"),
  ])
  func rowsNotOfTheKindAreLeftOutAndCounted(file: String, mark: String, players: Int, absent: String) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture(file)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("; 1 row left out, not players: \(mark).\n"))
    let listed = try roster.run(["--format", "csv", "players"]).stdout
    #expect(listed.split(separator: "\n").count == players + 1)
    #expect(!listed.contains(absent))
  }
}
