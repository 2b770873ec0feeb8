import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Issue 42, "exports back": `export players --profile playmetrics` writes the platform's import
/// template, exactly as published, so a club moving platforms uses Roster as the converter. The
/// file imports back (`import --profile playmetrics`) as the same children, birthdates, teams and
/// numbers; names split as the import joins them; the parents are the player's adults in order;
/// the columns the league has nothing for are named on standard error. On both engines.
struct ExportProfileTests {
  static let playMetricsHeader =
    "team,season_id,season,player_first_name,player_last_name,gender,birth_date,age_group,position,number,"
    + "Foot,parent1_email,parent1_first_name,parent1_last_name,parent1_mobile_number,parent2_email,"
    + "parent2_first_name,parent2_last_name,parent2_mobile_number,street,city,state,zip\n"

  /// The rows of a CSV file, as the project's reader reads them, by header.
  static func rows(_ path: String) throws -> [[String: String]] {
    let reader = try CSVReader(path: path)
    let header = try #require(try reader.next()).fields
    var rows: [[String: String]] = []
    while let record = try reader.next() {
      rows.append(Dictionary(uniqueKeysWithValues: zip(header, record.fields)))
    }
    return rows
  }

  /// The PlayMetrics fixture's league, exported in PlayMetrics' template and imported back into
  /// an empty league, is the same league: its 160 children with their birthdates, teams and
  /// numbers (`0`, `00` and `07` as written), and its teams in the same divisions.
  @Test func aPlayMetricsExportImportsBackAsTheSameLeague() throws {
    let first = RosterProcess()
    defer { first.cleanUp() }
    #expect(try first.run(["import", ImportProfileTests.fixture("playmetrics-players.csv")]).status == 0)
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let file = folder.file("playmetrics.csv")
    let export = try first.run(["export", "players", "--profile", "playmetrics", "-o", file])
    #expect(export.status == 0, "\(export.stderr)")
    let second = RosterProcess()
    defer { second.cleanUp() }
    let back = try second.run(["import", "--profile", "playmetrics", file])
    #expect(back.status == 0, "\(back.stderr)")
    // The parents come back as guardians: the same adults, one each, with the same children.
    #expect(
      back.stdout.contains(
        "Imported 7 divisions, 15 teams, 160 players, 205 guardians and 251 guardianships in "),
      "\(back.stdout)")
    let guardians = try ImportGuardiansTests.guardians(first)
    #expect(guardians.count == 205)
    #expect(try ImportGuardiansTests.guardians(second) == guardians)
    let before = try ImportProfileTests.players(first)
    let after = try ImportProfileTests.players(second)
    #expect(before.count == 160)
    #expect(
      after.sorted { $0.description < $1.description } == before.sorted { $0.description < $1.description })
    #expect(after.contains { $0.name == "Mila Okafor" && $0.number == "00" && $0.birthdate == "2016-06-21" })
    let teams = { (roster: RosterProcess) in try roster.run(["--format", "csv", "teams"]).stdout }
    #expect(try teams(second) == teams(first))
    // The household's address goes out in street, city and zip (parent 1's, else parent 2's) and
    // comes back as the parents' (it was written empty before).
    let addresses = { (roster: RosterProcess) -> [String] in
      let path = folder.file("guardians-\(roster.database.hashValue).csv")
      #expect(try roster.run(["export", "guardians", "-o", path]).status == 0)
      return try Self.rows(path).map { [$0["name"], $0["address"], $0["city"], $0["postcode"]] }
        .filter { $0[1] != "" }.map { $0.map { $0 ?? "" }.joined(separator: " | ") }.sorted()
    }
    let sent = try addresses(first)
    #expect(sent.count > 100)
    #expect(try addresses(second) == sent)
    // Gender as the platform's list writes it (`Female`, `Male`), each child's as in the file
    // read (its names' stray spaces aside); Roster keeps the word (`female`).
    let genders = { (path: String) in
      try Self.rows(path).map { [$0["player_first_name"], $0["player_last_name"], $0["gender"]] }
        .map { $0.map { ($0 ?? "").trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }.sorted()
    }
    #expect(try genders(file) == genders(ImportProfileTests.fixture("playmetrics-players.csv")))
    #expect(try genders(file).contains { $0.hasSuffix(" Female") })
  }

  /// Each template's header row is the platform's, byte for byte; PlayMetrics' is also the
  /// header of the fixture made from its published template.
  @Test(arguments: [
    ("players", "playmetrics", ExportProfileTests.playMetricsHeader),
    (
      "teams", "playmetrics",
      "season,name,acct_code,gender,level,birth_year,age_group,minimum_age,coach_first_name,coach_last_name,"
        + "coach_email,coach_mobile,num_starting_players\n"
    ),
    (
      "players", "sportsconnect",
      "PlayerLastName,ParticipantFirstName,Gender,DOB,Address,City,State,ZIPCODE,Parent1LastName,"
        + "Parent1FirstName,Parent1HomePhone\n"
    ),
    (
      "players", "sportsaffinity",
      "PlayerLastName,ParticipantFirstName,Gender,DOB,Address,City,State,ZIPCODE,Parent1LastName,"
        + "Parent1FirstName,Parent1HomePhone\n"
    ),
    (
      "players", "sportsengine",
      "Team Name,Team Role,First Name,Last Name,Email,Date of Birth,Gender,Phone,Address 1,City,"
        + "State/Province,Postal Code,Country\n"
    ),
  ])
  func theHeaderIsThePublishedTemplate(kind: String, profile: String, header: String) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let run = try roster.run(["export", kind, "--profile", profile])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.prefix { $0 != "\n" } + "\n" == header)
    let fixture = try String(
      contentsOfFile: ImportProfileTests.fixture("playmetrics-players.csv"), encoding: .utf8)
    #expect(fixture.prefix { $0 != "\n" } + "\n" == Self.playMetricsHeader)
  }

  /// A name with particles, apostrophes, accents or a suffix is split at its family name, and
  /// imports back as it was; a value with a comma is quoted by the project's writer; the
  /// birthdate is month first; a player's first two guardians are parent 1 and parent 2 — one the
  /// family said not to contact is none (a platform would write to them).
  @Test func namesAndParentsAreWrittenAsTheImportReadsThem() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let script = """
      add division U12
      add team Hawks division=U12
      add player "Renée-Claire O'Sullivan" birthdate=2014-05-03 team=Hawks number=07 position="Back, left"
      add player "Pieter van der Berg" birthdate=2016-02-29 team=Hawks
      add player "José de la Cruz Jr." birthdate=2015-12-01
      add guardian "Declan Walsh" phone=5550100
      add guardian "Zoë D'Angelo-O'Sullivan" email=zoe@example.org phone=5550101
      add guardian "Seán O'Sullivan" phone="+353 87 555 0102"
      add guardian "Aunt Ciara" phone=5550103
      add guardianship stepfather player="Renée-Claire O'Sullivan" guardian="Declan Walsh" no_contact=yes
      add guardianship mother player="Renée-Claire O'Sullivan" guardian="Zoë D'Angelo-O'Sullivan"
      add guardianship father player="Renée-Claire O'Sullivan" guardian="Seán O'Sullivan"
      add guardianship aunt player="Renée-Claire O'Sullivan" guardian="Aunt Ciara"

      """
    #expect(try roster.run(["--quiet"], input: script).status == 0)
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let file = folder.file("pm.csv")
    #expect(try roster.run(["export", "players", "--profile", "playmetrics", "-o", file]).status == 0)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains(",\"Back, left\","))
    // The phone as the family typed it, for the platform's upload: no spreadsheet's `'`.
    #expect(text.contains(",+353 87 555 0102,"))
    let rows = try Self.rows(file)
    let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0["player_last_name"]!, $0) })
    let renee = try #require(byName["O'Sullivan"])
    #expect(renee["player_first_name"] == "Renée-Claire")
    #expect(renee["birth_date"] == "05/03/2014" && renee["number"] == "07" && renee["team"] == "Hawks")
    #expect(renee["age_group"] == "U12" && renee["position"] == "Back, left")
    #expect(renee["parent1_first_name"] == "Zoë" && renee["parent1_last_name"] == "D'Angelo-O'Sullivan")
    #expect(renee["parent1_email"] == "zoe@example.org" && renee["parent1_mobile_number"] == "5550101")
    #expect(renee["parent2_first_name"] == "Seán" && renee["parent2_last_name"] == "O'Sullivan")
    #expect(renee["parent2_email"] == "" && renee["parent2_mobile_number"] == "+353 87 555 0102")
    #expect(byName["van der Berg"]?["player_first_name"] == "Pieter")
    #expect(byName["van der Berg"]?["birth_date"] == "02/29/2016")
    let jose = try #require(byName["de la Cruz Jr."])
    #expect(jose["player_first_name"] == "José" && jose["team"] == "" && jose["parent1_email"] == "")
    let other = RosterProcess()
    defer { other.cleanUp() }
    #expect(try other.run(["import", "--profile", "playmetrics", file]).status == 0)
    #expect(
      try ImportProfileTests.players(other).map(\.name).sorted() == [
        "José de la Cruz Jr.", "Pieter van der Berg", "Renée-Claire O'Sullivan",
      ])
  }

  /// PlayMetrics' teams import: each team with the league's season, its division and the
  /// division's youngest age, and its head coach (`Head Coach`, else `Coach`; an assistant is
  /// none).
  @Test func theTeamsTemplateHasTheirDivisionsAndHeadCoaches() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let script = """
      league set season=2026-27
      add division U12 min_age=11 max_age=12
      add team "U12 Red" division=U12
      add team "U12 Blue" division=U12
      add team Unplaced
      add staff "Ana Assist" role="Assistant Coach" team="U12 Red"
      add staff "Emeka Okafor" role="head coach" team="U12 Red" email=emeka@example.org phone=2005550102
      add staff "Lou Lee" role=Coach team="U12 Blue"
      add staff "Ana Assist 2" role="Assistant Coach" team=Unplaced

      """
    #expect(try roster.run(["--quiet"], input: script).status == 0)
    let run = try roster.run(["export", "teams", "--profile", "playmetrics"])
    #expect(run.status == 0, "\(run.stderr)")
    expectLines(
      run.stdout,
      """
      season,name,acct_code,gender,level,birth_year,age_group,minimum_age,coach_first_name,coach_last_name,\
      coach_email,coach_mobile,num_starting_players
      2026-27,U12 Blue,,,,,U12,11,Lou,Lee,,,
      2026-27,U12 Red,,,,,U12,11,Emeka,Okafor,emeka@example.org,2005550102,
      2026-27,Unplaced,,,,,,,,,,,

      """)
    #expect(
      run.stderr
        == "roster: wrote 3 teams as a PlayMetrics Import Teams file: 5 of 13 columns empty — acct_code, "
        + "gender, level, birth_year, num_starting_players\n")
  }

  /// The columns no row has anything in are named in one line on standard error — those the
  /// league has no place for, and those it has nothing in yet (the seed league has no
  /// birthdates, divisions or guardians) — standard output being the file; `--quiet` leaves the
  /// line out.
  @Test func theEmptyColumnsAreNamedAndQuietLeavesThemOut() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let run = try roster.run(["export", "players", "--profile", "playmetrics"])
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "roster: wrote 13 players as a PlayMetrics Player Import: 18 of 23 columns empty — season_id, season, "
        + "gender, birth_date, age_group, Foot, parent1_email, parent1_first_name, parent1_last_name, "
        + "parent1_mobile_number, parent2_email, parent2_first_name, parent2_last_name, parent2_mobile_number, "
        + "street, city, state, zip\n")
    #expect(run.stdout.hasPrefix(Self.playMetricsHeader))
    #expect(run.stdout.split(separator: "\n").count == 14)
    let quiet = try roster.run(["--quiet", "export", "players", "--profile", "playmetrics"])
    #expect(quiet.status == 0 && quiet.stderr == "" && quiet.stdout == run.stdout)
    let team = try roster.run(["export", "players", "BOS", "--profile", "playmetrics"])
    #expect(team.stderr.hasPrefix("roster: wrote 6 players as a PlayMetrics Player Import: "))
    #expect(team.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("Boston Red Sox,") })
  }

  /// `--profile` is in `export`'s usage, its help and the man page, with what it writes.
  @Test func helpAndTheManPageHaveTheOption() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let help = try roster.run(["help", "export"], useDatabase: false)
    #expect(help.stdout.contains("[-o FILE] [--profile NAME]"))
    #expect(
      help.stdout.contains("  --profile NAME\n      write that registration platform's import template: "))
    let page = try roster.run(["help", "--man"], useDatabase: false)
    #expect(page.stdout.contains(#"\%[\-o \%FILE] \%[\-\-profile \%NAME]"#))
    #expect(
      page.stdout.contains(#"\%\-\-profile \%NAME \%writes \%a \%registration \%platform\(aqs \%import"#))
    #expect(page.stdout.contains(#"\%\-\-profile \%NAME: \%write \%that \%registration \%platform\(aqs"#))
  }

  /// A platform without a published import template, a name no platform has, a template of
  /// another kind and a format other than CSV are each refused in one sentence (exit 2) that
  /// names what `--profile` writes.
  @Test(arguments: [
    (
      ["export", "players", "--profile", "leagueapps"],
      "roster: leagueapps publishes no import template for Roster to write; export --profile writes those "
        + "of playmetrics, sportsconnect, sportsaffinity or sportsengine\n"
    ),
    (
      ["export", "players", "--profile", "bluesombrero"],
      "roster: unknown profile 'bluesombrero'; export --profile writes the import template of playmetrics, "
        + "sportsconnect, sportsaffinity or sportsengine\n"
    ),
    (
      ["export", "teams", "--profile", "sportsconnect"],
      "roster: the sportsconnect import template is of players, not teams: export players --profile "
        + "sportsconnect\n"
    ),
    (
      ["--format", "json", "export", "players", "--profile", "playmetrics"],
      "roster: --profile writes the platform's template, which is CSV; leave out --format json\n"
    ),
  ])
  func onlyAPublishedTemplateIsWritten(arguments: [String], message: String) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let run = try roster.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message))
    #expect(run.stdout == "")
  }
}
