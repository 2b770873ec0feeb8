import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `import`'s own words: a `--map` that cannot be used is a sentence about the map (not a header
/// error of the file), and the summary names the kind of rows the files held, though every row
/// was rejected.
struct ImportCommandTests {
  /// The suite's database, new for each test and removed after it.
  private let ownDatabase = TemporaryDatabase()
  var database: String { ownDatabase.location }
  let session: Session
  /// The suite's files, in a folder new for each test and removed after it.
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }

  init() throws {
    session = Session(
      league: try Fixture.league(path: ownDatabase.location), out: .capturing(), err: .capturing())
  }

  private func file(_ name: String, _ text: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: [
    (
      "Full Name=name,full name=age",
      "--map names the header 'full name' twice (as 'name' and as 'age'); map each header once"
    ),
    (
      "Full Name=name,Player=name",
      "--map takes both 'Full Name' and 'Player' as 'name'; a column is one header of a file"
    ),
    (
      "Jersey=number,No.=jersey",
      "--map takes both 'Jersey' and 'No.' as 'jersey'; a column is one header of a file"
    ),
    ("Full Name=colour", "--map takes 'Full Name' as 'colour', which is no column of any file to import"),
    (
      "Full Name",
      "--map takes HEADER=COLUMN pairs separated by commas (--map \"Player Name=name,Jersey #=number\"), "
        + "or COLUMN=HEADER + HEADER (--map \"name=First Name + Last Name\"), not 'Full Name'"
    ),
    (
      "name=First + ",
      "--map takes HEADER=COLUMN pairs separated by commas (--map \"Player Name=name,Jersey #=number\"), "
        + "or COLUMN=HEADER + HEADER (--map \"name=First Name + Last Name\"), not 'name=First + '"
    ),
    (
      "colour=First + Last",
      "--map takes 'First + Last' as 'colour', which is no column of any file to import"
    ),
    (
      "name=First + Last,Player=name",
      "--map takes both 'First' and 'Player' as 'name'; a column is one header of a file"
    ),
    (
      "name=First + Last,Last=age",
      "--map names the header 'Last' twice (as 'name' and as 'age'); map each header once"
    ),
  ])
  func aMapThatCannotBeUsedIsASentenceAboutTheMap(map: String, message: String) {
    #expect(throws: HeaderMapError.self) { try HeaderMap(parsing: map, model: RosterModel.shared) }
    #expect {
      try HeaderMap(parsing: map, model: RosterModel.shared)
    } throws: { error in
      "\(error)" == message
    }
  }

  /// A header the map takes as a column the file's header has already: the map's sentence.
  @Test func aMappedHeaderBesideTheColumnItNamesIsTheMapsSentence() throws {
    defer { Fixture.remove(database) }
    let path = try file("m.csv", "Name,Full Name,team,age\nA,B,BOS,3\n")
    #expect {
      try session.run("import \(path) --map \"Full Name=name\"")
    } throws: { error in
      "\(error)"
        == "\(path):1: --map takes the header 'Full Name' as 'name', which the header has already ('Name', column 1); "
        + "map it to another column, or leave it out; nothing was imported"
    }
    #expect(try session.run("import \(path) --map \"Full Name=position\" -q") == "")
    #expect(try session.league.player("A").position == "B")
  }

  /// `--map "name=Kid First + Kid Last"` (issue 42): a column made of several headers, their
  /// values joined, the file otherwise read as Roster's own (a team by its abbreviation), its
  /// unused columns named; a combined header the file lacks is refused with nothing imported.
  @Test func aMapMakesAColumnOfSeveralHeaders() throws {
    defer { Fixture.remove(database) }
    let path = try file(
      "signups.csv",
      "Kid First,Kid Last,DOB,team,Shirt,Fav Colour\nAna,Lopez,03/04/2015,BOS,77,red\nBo,O'Neil,2014-11-02,,,blue\n"
    )
    let said = try session.run(
      "import \(path) --map \"name=Kid First + Kid Last,DOB=birthdate,Shirt=number\" --date-format mdy")
    #expect(said.hasPrefix("Imported 2 players into 1 team in "), "\(said)")
    let ana = try session.league.player("Ana Lopez")
    #expect(ana.number == "77")
    #expect(ana.team?.abbreviation == "BOS")
    #expect(try session.league.player("Bo O'Neil").team == nil)
    #expect(session.err.text.contains("'Fav Colour'"), "\(session.err.text)")
    #expect {
      try session.run("import \(path) --map \"name=Kid First + Kid Lost\"")
    } throws: { error in
      "\(error)"
        == "\(path):1: --map makes 'name' of 'Kid First' + 'Kid Lost', and the header has no 'Kid Lost'; "
        + "map the headers the file has; nothing was imported"
    }
  }

  /// Every row rejected: the summary says which rows they were, not the model's last kind.
  @Test func anImportOfRejectedRowsNamesTheirKind() throws {
    defer { Fixture.remove(database) }
    let players = try file("bad.csv", "team,name,age\nBOS,X,200\nBOS,Y,-3\n")
    let said = try session.run("import \(players) --skip-invalid")
    #expect(said.hasPrefix("Imported 0 players into 0 teams in "), "\(said)")
    #expect(said.contains(" s (2 rejected).\n"))
    let dry = try session.run("import \(players) --skip-invalid --dry-run")
    #expect(dry.hasPrefix("Would import 0 players into 0 teams (2 rejected); nothing was changed"), "\(dry)")
    let teams = try file("badteams.csv", "name,city\n,Boston\n")
    #expect(
      try session.run("import \(teams) \(players) --skip-invalid").hasPrefix(
        "Imported 0 teams and 0 players in "))
  }

  /// A JSON file with a key given twice in a row trapped the program (SIGILL, no message), at
  /// the command line and in the REPL: now a sentence naming the file, the line and the key, and
  /// the session goes on.
  @Test func aRepeatedKeyInJSONIsASentenceNotATrap() throws {
    defer { Fixture.remove(database) }
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let path = try file("rows.json", "[\n{\"name\": \"A\", \"name\": \"B\", \"team\": \"BOS\"}\n]\n")
    let sentence = "\(path):2: has the key 'name' twice in one row; give each key once; nothing was imported"
    let once = try roster.run(["import", path])
    #expect(once == .init(stdout: "", stderr: "roster: \(sentence)\n", status: 1))
    // As a session's line (a script's first failing line ends it, with its line number).
    let script = try roster.run([], input: "teams\nimport \(path)\n")
    #expect(script.stderr == "roster: line 2: \(sentence)\n")
    #expect(script.stdout.contains("Boston Red Sox") && script.status == 1)
  }

  /// `import --dry-run` reads, checks and counts everything, and changes nothing: no row, no
  /// journal entry, no rejects file; a re-import that changes nothing says so.
  @Test func aDryRunSaysWhatAnImportWouldDoAndDoesNothing() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let data = MakeRunTests.root.appendingPathComponent("data")
    let files = ["league.csv", "teams.csv", "players.csv"].map { data.appendingPathComponent($0).path }
    let dry = try roster.run(["import", "--dry-run"] + files)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stdout.hasPrefix(
        "Would import the league's settings, 30 teams and 1,289 players (0 rejected); nothing was changed (--dry-run).\n"
      ))
    #expect(dry.stdout.contains("players: 1,289 to add, 0 to update, 0 unchanged."))
    #expect(
      try roster.run(["--format", "csv", "teams"]).stdout == "name,city,abbreviation,division,players\n")
    #expect(try roster.run(["--format", "csv", "log"]).stdout.split(separator: "\n").count <= 2)
    #expect(try roster.run(["import", "-q"] + files).status == 0)
    let again = try roster.run(["import"] + files)
    #expect(
      again.stdout.hasPrefix("Nothing changed: every row of the files is already in the league as written"))
    let log = try roster.run(["--format", "csv", "log"]).stdout
    // One journal entry for the one import that changed something.
    let entries = Set(
      log.split(separator: "\n").filter { $0.contains(",import ") }.map { $0.prefix { $0 != "," } })
    #expect(entries.count == 1)
    #expect(!log.contains("import --dry-run"))
  }
}
