import Foundation
import RosterFixtures
import RosterKit
import Testing

/// What a registration says of a child (schema 16; issue 42, kept for issue 43's `form`): the
/// division they registered for, kept whether or not they are on a team, their gender, school
/// and grade, and the teammate and coach the family asked for — read from an export, set by
/// hand, found by `where`, shown (the private ones with `--private`), carried by Roster's own
/// players file. On both engines.
struct RegistrationFactsTests {
  static func fixture(_ name: String) -> String { ImportKindTests.fixture(name) }

  /// Next week's export of the same platform changes what `expected-changes.json` says (3 new
  /// players, 5 updated, 154 unchanged), no more; a child placed on a team next week keeps the
  /// division they registered for.
  @Test(arguments: ["sportsconnect-enrollment-details.csv", "sportsengine-registrations.csv"])
  func nextWeeksExportChangesWhatChanged(file: String) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    #expect(try roster.run(["import", Self.fixture(file)]).status == 0)
    let before = try roster.run([
      "--format", "csv", "players", "--free", "where", "name == \"Emma L Johnson\"",
    ])
    #expect(before.stdout.split(separator: "\n").count == 2, "\(before.stdout)")
    let next = try roster.run(["import", Self.fixture("next-week/" + file)])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.contains("players: 3 added, 5 updated, 154 unchanged;"), "\(next.stdout)")
    let placed = try roster.run([
      "--format", "csv", "players", "U19 Red", "where",
      "name == \"Emma L Johnson\" AND division.name == \"U19\"",
    ])
    #expect(placed.stdout.split(separator: "\n").count == 2, "\(placed.stdout)")
  }

  /// The fixtures ask for no teammate or coach: two rows of Sports Connect's export that do.
  @Test func theRequestsOfAnExportAreKept() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let source = Self.fixture("sportsconnect-enrollment-details.csv")
    let header = try #require(try CSVReader(path: source).next()).fields
    let rows = try ImportGuardiansTests.rows(source).prefix(2)
    var text = CSVWriter.record(header, phonesAsTheyAre: true)
    for (index, row) in rows.enumerated() {
      var row = row
      row["Teammate Request"] = index == 0 ? "Sam O'Neil (carpool)" : ""
      row["Coach Request"] = "Coach Émile"
      text += CSVWriter.record(header.map { row[$0] ?? "" }, phonesAsTheyAre: true)
    }
    let path = folder.path + "/requests.csv"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    let first = try #require(rows.first)
    let name = [first["Player First Name"]!, first["Player Last Name"]!].joined(separator: " ")
    let shown = try roster.run(["show", "player", name, "--private"]).stdout
    #expect(shown.contains("Sam O'Neil (carpool)") && shown.contains("Coach Émile"), "\(shown)")
    let found = try roster.run([
      "--format", "csv", "players", "where", "coach_request == \"Coach Émile\" AND teammate_request != nil",
    ])
    #expect(found.stdout.split(separator: "\n").count == 2, "\(found.stdout)")
  }

  /// `set` gives a player each of them (a gender's spellings as one word, which `where` finds by
  /// any of them); `show` prints the division, and the private ones only
  /// with `--private`; `where` finds by division; deleting a division leaves its players
  /// registered for none; Roster's players file, and `export league`'s folder, carry them back.
  @Test func aPlayersRegistrationIsSetShownFoundAndFiled() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for command in [
      ["add", "division", "U10"], ["add", "division", "U12"], ["add", "team", "U12 Red", "division=U12"],
      ["add", "player", "Ana Ruiz", "age=9"], ["add", "player", "Ben Ode", "age=11", "team=U12 Red"],
      [
        "set", "player", "Ana Ruiz", "division=U10", "gender=F", "school=Lincoln Elementary", "grade=3",
        "teammate_request=Mia Chen", "coach_request=Pat Kim",
      ],
      ["set", "player", "Ben Ode", "division=U10", "grade=K", "gender=Two-Spirit"],
    ] {
      let run = try roster.run(command)
      #expect(run.status == 0, "\(command): \(run.stderr)")
    }
    let shown = try roster.run(["show", "player", "Ana Ruiz"]).stdout
    #expect(shown.contains("U10") && !shown.contains("Lincoln") && !shown.contains("Mia Chen"), "\(shown)")
    #expect(shown.contains("(private: show --private to read it)"))
    let full = try roster.run(["show", "player", "Ana Ruiz", "--private"]).stdout
    for value in ["U10", "Lincoln Elementary", "Mia Chen", "Pat Kim"] {
      #expect(full.contains(value), "\(value): \(full)")
    }
    // Ben plays on a U12 team, registered for U10.
    let u10 = try roster.run([
      "--format", "csv", "players", "where", "division.name == \"U10\"", "sort", "name",
    ])
    #expect(
      u10.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] } == [
        "Ana Ruiz", "Ben Ode",
      ])
    // A gender found however it is spelled in the predicate.
    for predicate in ["gender == \"F\"", "gender IN {\"Girl\", \"Boy\"}", "gender ==[c] \"FEMALE\""] {
      let found = try roster.run(["--format", "csv", "players", "where", predicate])
      #expect(
        found.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] } == ["Ana Ruiz"])
    }
    let others = try roster.run(["--format", "csv", "players", "where", "gender != \"f\" AND gender != nil"])
    #expect(
      others.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] } == ["Ben Ode"])
    let exported = try roster.run(["export", "players"]).stdout
    #expect(
      exported.hasPrefix("team,name,birthdate,age,position,number,division,gender,school,grade,"),
      "\(exported)")
    // A gender as one word whichever way it was written (`F`: `female`); a family's own word as
    // they wrote it.
    #expect(
      exported.contains(",Ana Ruiz,,9,,,U10,female,Lincoln Elementary,3,Mia Chen,Pat Kim\n"), "\(exported)")
    #expect(exported.contains(",Ben Ode,,11,,,U10,Two-Spirit,,K,,\n"), "\(exported)")
    // Into another league, as `export league` writes it: the same players.
    let other = RosterProcess()
    defer { other.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    #expect(try roster.run(["export", "league", folder.path + "/league"]).status == 0)
    let imported = try other.run(["import", folder.path + "/league"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try other.run(["export", "players"]).stdout == exported)
    // The free agents are listed with the division each registered for; a team's players, and
    // free agents of none, without the column.
    let pool = try roster.run(["players", "--free"]).stdout.split(separator: "\n")
    #expect(pool.first?.hasSuffix("  division") == true, "\(pool)")
    #expect(pool.contains { $0.hasPrefix("Ana Ruiz ") && $0.hasSuffix("  U10") }, "\(pool)")
    let csv = try roster.run(["--format", "csv", "players", "--free", "where", "division == \"U10\""]).stdout
    #expect(
      csv == "name,age,leagueAge,birthdate,position,number,team,division\nAna Ruiz,9,9,,,,,U10\n", "\(csv)")
    #expect(!(try roster.run(["players", "U12 Red"]).stdout.contains("division")))
    #expect(!(try roster.run(["players"]).stdout.contains("division")))
    // Deleting a division: its registrations are for none.
    #expect(try roster.run(["rm", "division", "U10"]).status == 0)
    let after = try roster.run(["--format", "csv", "players", "where", "division != nil"])
    #expect(after.stdout.split(separator: "\n").count == 1, "\(after.stdout)")
    #expect(!(try roster.run(["players", "--free"]).stdout.contains("division")))
  }
}
