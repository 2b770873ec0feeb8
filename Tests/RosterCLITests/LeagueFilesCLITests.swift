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

  /// The club's files as `data/youth-club/*.csv` lists them: by name, contacts first.
  static let club: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/youth-club")
    return ["contacts", "divisions", "league", "players", "staff", "teams"].map {
      root.appendingPathComponent($0 + ".csv").path
    }
  }()

  private func path(_ name: String) -> String { roster.home.appendingPathComponent(name).path }

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
      warnings.count == 6 && warnings.allSatisfy { $0.hasPrefix("roster: warning: made anyway (--force): ") })
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(
        "Imported the league's settings, 4 divisions, 20 teams, 252 players, 39 staff and 433 contacts in ")
        == true)
    #expect(lines.first?.hasSuffix(" s (0 rejected).") == true)
    #expect(
      lines.dropFirst().first
        == "League: 1 added, 0 updated, 0 unchanged; divisions: 4 added, 0 updated, 0 unchanged; "
        + "teams: 20 added, 0 updated, 0 unchanged; players: 252 added, 0 updated, 0 unchanged; "
        + "staff: 39 added, 0 updated, 0 unchanged; contacts: 433 added, 0 updated, 0 unchanged.")
    #expect(try importClub().stdout.contains("contacts: 0 added, 0 updated, 433 unchanged."))
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
        == "Wrote league.csv, divisions.csv, teams.csv, players.csv, staff.csv and contacts.csv in \(first).\n"
    )
    let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
    #expect(
      names == ["contacts.csv", "divisions.csv", "league.csv", "players.csv", "staff.csv", "teams.csv"])
    let copy = RosterProcess()
    defer { copy.cleanUp() }
    let imported = try copy.run(["import", "--force"] + names.map { first + "/" + $0 }, environment: today)
    #expect(imported.status == 0, "\(imported.stderr)")
    let second = path("again")
    #expect(try copy.run(["export", "league", second], environment: today).status == 0)
    for name in names {
      #expect(
        FileManager.default.contents(atPath: first + "/" + name)
          == FileManager.default.contents(atPath: second + "/" + name), "\(name)")
    }
    let refused = try roster.run(["export", "league", first])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "roster: cannot write '\(first)': it already holds league.csv, divisions.csv, teams.csv, "
        + "players.csv, staff.csv and contacts.csv; choose a new folder, or export with --overwrite to replace them\n"
    )
    #expect(try roster.run(["export", "league", first, "--overwrite"]).status == 0)
    #expect(try roster.run(["export", "league", first, "-o", path("x.csv")]).status == 2)
    #expect(
      try roster.run(["export", "league"]).stdout
        == "name,season,cutoff\nRiverside Youth Soccer Club,2027 Spring,2027-08-31\n")
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
