import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Issue 42, "never the wrong kind" and "nothing dropped in silence": a registration export whose
/// one `Division Name` is all a kind knows of its 160 columns is refused with the candidates and
/// `--kind`, not read as 160 divisions; `--kind` reads a file as a kind and still wants its
/// columns; a dry run names every column it will not use.
struct ImportKindTests {
  static let registration = MakeRunTests.root.appendingPathComponent("Tests/Fixtures/registration")

  static func fixture(_ name: String) -> String { registration.appendingPathComponent(name).path }

  /// Sports Connect's Enrollment Details and its volunteer report were each read as a divisions
  /// file, their other columns dropped with a warning, exit 0. The volunteer report, which no
  /// profile reads, is refused; the Enrollment Details is read with its profile
  /// (`ImportProfileTests.aPlatformExportImportsAsTheLeagueItDescribes`).
  @Test(arguments: ["sportsconnect-volunteers.csv"])
  func aRegistrationExportIsRefusedNotReadAsDivisions(name: String) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture(name)
    let run = try roster.run(["import", path])
    #expect(run.status == 1 && run.stdout == "")
    #expect(run.stderr.hasPrefix("roster: \(path):1: the header is no one kind's: of its "))
    #expect(run.stderr.contains("a divisions file would use 1 ('Division Name'), "))
    #expect(run.stderr.contains(" and lacks 'name'"))
    #expect(
      run.stderr.hasSuffix(
        "; read it as one kind with --kind league|divisions|teams|players|staff|guardians|guardianships|ids "
          + "(--map HEADER=COLUMN takes other headers as its columns); nothing was imported\n"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(try roster.run(["--format", "csv", "divisions"]).stdout.split(separator: "\n").count == 1)
  }

  /// `--kind players` reads a file as players whatever else its header names, and says what it lacks.
  @Test func theKindOptionStillWantsTheKindsColumns() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture("sportsconnect-volunteers.csv")
    let run = try roster.run(["import", "--kind", "players", path])
    #expect(
      run
        == .init(
          stdout: "",
          stderr: "roster: \(path):1: the header has no 'name' column and no 'age' or 'birthdate' column; "
            + "a players file needs name, age or birthdate; nothing was imported\n",
          status: 1))
    let divisions = try roster.run(["import", "--kind", "divisions", "-q", path])
    #expect(divisions.status == 0, "\(divisions.stderr)")
    #expect(try roster.run(["--format", "csv", "divisions"]).stdout.split(separator: "\n").count == 8)
  }

  /// A players file with a couple of columns no kind has imports, with the warning that names them.
  @Test func aPlayersFileWithAFewExtraColumnsStillImports() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = folder.path + "/players.csv"
    try "name,age,team,Shirt Size,Parent Email\nAva Reed,10,U10 Red,YM,ava@example.com\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try roster.run(["import", "--create-teams", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Imported 1 team and 1 player in "))
    #expect(
      run.stderr == "roster: warning: \(path): ignoring 2 unknown columns: 'Shirt Size', 'Parent Email'\n")
  }

  /// A dry run lists all 159 columns the divisions file will not use, on lines a terminal shows
  /// whole; the import itself names five and says how to see them all.
  @Test func aDryRunListsEveryColumnItWillNotUse() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture("sportsconnect-enrollment-details.csv")
    let reader = try CSVReader(path: path, encoding: .utf8)
    let header = try #require(try reader.next()).fields
    #expect(header.count == 160)
    let unused = header.filter { $0 != "Division Name" }
    let dry = try roster.run(["import", "--dry-run", "--kind", "divisions", path])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.hasPrefix("Would import 160 divisions (0 rejected)"))
    let lines = dry.stderr.split(separator: "\n")
    #expect(lines.first == "roster: warning: \(path): ignoring 159 unknown columns, all of them:")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && $0.count <= 100 })
    let listed = lines.dropFirst().joined(separator: " ")
    for name in unused { #expect(listed.contains(quoted(name)), "\(name)") }
    #expect(!dry.stderr.contains(" more"))
    let real = try roster.run(["import", "--kind", "divisions", path])
    #expect(real.status == 0)
    #expect(real.stderr.hasSuffix(" and 154 more (--dry-run lists them all)\n"))
  }

  /// PlayMetrics' teams import (`season`, `name`, and eleven columns no kind has) was taken for
  /// the league's settings and refused for having fifteen rows of them.
  @Test func aTeamsImportIsNotTakenForTheLeaguesSettings() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let path = Self.fixture("playmetrics-teams.csv")
    let run = try roster.run(["import", "--dry-run", path])
    #expect(run.status == 1)
    #expect(!run.stderr.contains("settings are one row"))
    #expect(run.stderr.contains("of its 13 columns, a league file would use 2 ('season', 'name'), "))
    #expect(run.stderr.contains("a teams file would use 1 ('name')"))
  }
}
