import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The built binary, run with arguments and standard input on a temporary database.
@Suite(.serialized)
struct EndToEndTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @Test func jsonPlayersOfATeamSortedByAge() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--format", "json", "players", "BOS"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    expectLines(
      result.stdout,
      """
      [
        {"name": "Zoe Adams", "age": 21, "leagueAge": 21, "birthdate": null, "position": "P", "number": "13", "team": "Boston Red Sox"},
        {"name": "Zoë Young", "age": 21, "leagueAge": 21, "birthdate": null, "position": "P", "number": "12", "team": "Boston Red Sox"},
        {"name": "ábel Díaz", "age": 24, "leagueAge": 24, "birthdate": null, "position": "CF", "number": "8", "team": "Boston Red Sox"},
        {"name": "Mookie Betts", "age": 27, "leagueAge": 27, "birthdate": null, "position": "RF", "number": "50", "team": "Boston Red Sox"},
        {"name": "Abe Lincoln", "age": 30, "leagueAge": 30, "birthdate": null, "position": "C", "number": "1", "team": "Boston Red Sox"},
        {"name": "José Abreu", "age": 33, "leagueAge": 33, "birthdate": null, "position": "1B", "number": null, "team": "Boston Red Sox"}
      ]

      """)
  }

  @Test func tablesAlignByDisplayWidth() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["players", "yomiuri giants"])
    expectLines(
      result.stdout,
      """
      name         age  position  number
      -----------  ---  --------  ------
      大谷翔平      26  P             17
      Tom O'Brien   28  C
      坂本勇人      31  SS             6

      """)
    let teams = try roster.run(["teams"])
    expectLines(
      teams.stdout,
      """
      name                 city         abbr  players
      -------------------  -----------  ----  -------
      Boston Red Sox       Boston       BOS         6
      Los Angeles Dodgers  Los Angeles  LAD         4
      Yomiuri Giants       Tōkyō        YOM         3

      """)
  }

  @Test func leagueWideSearchWithAPredicate() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["players", "where", #"name contains[cd] "jose" and age < 34"#])
    expectLines(
      result.stdout,
      """
      name        age  position  number  team
      ----------  ---  --------  ------  --------------
      José Abreu   33  1B                Boston Red Sox

      """)
    let find = try roster.run(["--format", "csv", "find", "o'b"])
    expectLines(
      find.stdout, "name,age,leagueAge,birthdate,position,number,team\nTom O'Brien,28,28,,C,,Yomiuri Giants\n"
    )
    let none = try roster.run(["find", "nobody"])
    expectLines(none.stdout, "No players match.\n")
    // No word starts with "oli": the search falls back to names containing it.
    let inside = try roster.run(["--format", "csv", "find", "INCOL"])
    expectLines(
      inside.stdout,
      "name,age,leagueAge,birthdate,position,number,team\nAbe Lincoln,30,30,,C,1,Boston Red Sox\n")
  }

  @Test func sortAndFilterClauses() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--format", "csv", "players", "LAD", "sort", "number", "desc"])
    expectLines(
      result.stdout,
      """
      name,age,leagueAge,birthdate,position,number,team
      Cody Bellinger,24,24,,CF,35,Los Angeles Dodgers
      Clayton Kershaw,32,32,,P,22,Los Angeles Dodgers
      Max Muncy,29,29,,,13,Los Angeles Dodgers
      Julio Urías,23,23,,P,7,Los Angeles Dodgers

      """)
    let teams = try roster.run([
      "--format", "csv", "teams", "where", "players.@avg.age > 27", "sort", "name", "desc",
    ])
    expectLines(teams.stdout, "name,city,abbreviation,division,players\nYomiuri Giants,Tōkyō,YOM,,3\n")
  }

  @Test func aTypoInAPredicateShowsACaret() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["players", "where", #"name contains[cd] "jose" and agee < 30"#])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    expectLines(
      result.stderr,
      """
      roster: unknown key 'agee' on Player; did you mean 'age'?
        name contains[cd] "jose" and agee < 30
                                     ^~~~

      """)
  }

  @Test func removingATeamCascades() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["rm", "team", "BOS"])
    #expect(
      result == .init(stdout: "Deleted team Boston Red Sox and its 6 players.\n", stderr: "", status: 0))
    // Straight from the database: no player is left without a team, and its own checks pass.
    let store = try League.store(at: roster.database)
    #expect(try store.scalar("SELECT count(*) FROM players WHERE team_id NOT IN (SELECT id FROM teams)") == 0)
    #expect(try store.check().isEmpty)
    #expect(try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").count == 1 + 7)
  }

  @Test func editingCommandsSayWhatTheyDid() throws {
    defer { roster.cleanUp() }
    #expect(
      try roster.run(["add", "team", "Chicago", "Cubs", "city=Chicago", "abbr=CHC"]).stdout
        == "Added team Chicago Cubs (CHC).\n")
    #expect(
      try roster.run([
        "add", "player", "Kris Bryant", "age=28", "team=chicago cubs", "position=3B", "number=17",
      ]).stdout
        == "Added Kris Bryant (age 28) to Chicago Cubs.\n")
    #expect(
      try roster.run(["set", "player", "kris bryant", "age=29", "number="]).stdout
        == "Updated Kris Bryant: age 28 → 29, number 17 → (none).\n")
    #expect(
      try roster.run(["set", "team", "CHC", "city=Wrigleyville"]).stdout
        == "Updated Chicago Cubs: city Chicago → Wrigleyville.\n")
    #expect(
      try roster.run(["move", "player", "Kris Bryant", "to", "Los Angeles Dodgers"]).stdout
        == "Moved Kris Bryant from Chicago Cubs to Los Angeles Dodgers.\n")
    #expect(
      try roster.run(["rm", "player", "Kris Bryant", "team=LAD"]).stdout
        == "Deleted Kris Bryant from Los Angeles Dodgers.\n")
    #expect(
      try roster.run(["rm", "team", "CHC"]).stdout == "Deleted team Chicago Cubs (it had no players).\n")
  }

  @Test func failedCommandsChangeNothing() throws {
    defer { roster.cleanUp() }
    let before = try roster.run(["--format", "csv", "players"]).stdout
    let clash = try roster.run(["add", "player", "Newcomer", "age=20", "team=BOS", "number=50"])
    #expect(
      clash
        == .init(
          stdout: "", stderr: "roster: number 50 is already taken on Boston Red Sox by Mookie Betts\n",
          status: 1))
    let badAge = try roster.run(["add", "player", "Newcomer", "age=23.5", "team=BOS"])
    #expect(badAge.stderr == "roster: age must be a whole number from 0 to 120 (got '23.5')\n")
    let clashingMove = try roster.run(["move", "player", "Zoe Adams", "to", "LAD"])
    #expect(
      clashingMove.stderr
        == "roster: number 13 is already taken on Los Angeles Dodgers by Max Muncy; clear Zoe Adams's number "
        + "first (set player 'Zoe Adams' number=) or give another (set player 'Zoe Adams' number=…), then move\n"
    )
    let move = try roster.run(["move", "player", "Abe Lincoln", "to", "LAD"])
    #expect(move.status == 0)
    let back = try roster.run(["set", "player", "Abe Lincoln", "number=22"])
    #expect(back.stderr == "roster: number 22 is already taken on Los Angeles Dodgers by Clayton Kershaw\n")
    _ = try roster.run(["move", "player", "Abe Lincoln", "to", "BOS"])
    #expect(try roster.run(["--format", "csv", "players"]).stdout == before)
  }

  @Test func namesThatMatchSeveralPlayersAreErrors() throws {
    defer { roster.cleanUp() }
    _ = try roster.run(["add", "player", "Ken Griffey", "age=45", "team=BOS"])
    _ = try roster.run(["add", "player", "Ken Griffey", "age=19", "team=BOS"])
    let result = try roster.run(["set", "player", "ken griffey", "age=20"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("roster: 'ken griffey' matches 2 players: #"))
    #expect(result.stderr.contains("Ken Griffey (Boston Red Sox, age 19)"))
    let id = result.stderr.split(separator: "#")[1].prefix { $0.isNumber }
    #expect(try roster.run(["set", "player", "#\(id)", "age=20"]).status == 0)
  }

  @Test func lookupsSuggest() throws {
    defer { roster.cleanUp() }
    #expect(
      try roster.run(["players", "Dodgers"]).stderr
        == "roster: no team is named or abbreviated 'Dodgers'; did you mean 'Los Angeles Dodgers'?\n")
    #expect(
      try roster.run(["rm", "player", "Moky Betts"]).stderr
        == "roster: no player is named 'Moky Betts'; did you mean 'Mookie Betts'?\n")
    // The start of a word is a likely meant name; letters inside one are not ('ost' is in Boston).
    #expect(
      try roster.run(["players", "Dodg"]).stderr
        == "roster: no team is named or abbreviated 'Dodg'; did you mean 'Los Angeles Dodgers'?\n")
    #expect(try roster.run(["players", "osto"]).stderr.contains("did you mean") == false)
  }

  @Test func usageErrorsExitWithTwo() throws {
    defer { roster.cleanUp() }
    let unknown = try roster.run(["plyers"])
    #expect(
      unknown
        == .init(
          stdout: "", stderr: "roster: unknown command 'plyers'; did you mean 'players'? (try 'help')\n",
          status: 2))
    let add = try roster.run(["add", "BOS"])
    #expect(add.status == 2)
    #expect(
      add.stderr.hasPrefix("roster: 'add' works on a team, player, division, staff or contact, not 'bos'"))
    let key = try roster.run(["add", "player", "X", "age=3", "team=BOS", "agee=4"])
    #expect(
      key == .init(stdout: "", stderr: "roster: players have no 'agee'; did you mean 'age'?\n", status: 2))
    let option = try roster.run(["--fromat", "json", "teams"])
    #expect(option.status == 2)
    #expect(
      option.stderr.hasPrefix("roster: unknown option '--fromat'; did you mean '--format'?\nUsage: roster"))
    let format = try roster.run(["--format", "xml", "teams"])
    #expect(format.status == 2)
    let missing = try roster.run(["add", "player"])
    #expect(
      missing.stderr
        == "roster: missing the player's name\nUsage: add player NAME [team=TEAM] [age=N] [position=POS] [number=N] [id=ID] [birthdate=YYYY-MM-DD] [--force]\n"
    )
  }

  /// A script's JSON is JSON Lines: each listing one line, an array, and the confirmations on
  /// standard error, so every line of standard output parses.
  @Test func aScriptsJSONListingsAreOneLineEach() throws {
    defer { roster.cleanUp() }
    let script = """
      teams where 'abbreviation == "BOS"'
      add player "Zed Zed" team=BOS age=30
      players BOS where 'name == "Zed Zed"'
      find nobody-at-all
      """
    let result = try roster.run(["--format", "json"], input: script)
    #expect(result.status == 0)
    #expect(result.stderr == "Added Zed Zed (age 30) to Boston Red Sox.\n")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 3)
    let parsed = lines.map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [[String: Any]] }
    #expect(parsed.map { $0?.count } == [1, 1, 0])
    #expect(parsed[1]?.first?["name"] as? String == "Zed Zed")
    // One command, for a person or a pipe, is one array over several lines, as before.
    let one = try roster.run(["--format", "json", "teams", "where", "abbreviation == 'BOS'"])
    #expect(one.stdout.hasPrefix("[\n  {\"name\": \"Boston Red Sox\""))
  }

  @Test func scriptsStopAtTheFirstFailureAndNameTheLine() throws {
    defer { roster.cleanUp() }
    let script = """
      # a comment, then a blank line

      add team "Chicago Cubs" abbr=CHC
      add player "A B" age=20 team=CHC number=1
      add player "C D" age=20 team=CHC number=1
      add team "Never Added"
      """
    let result = try roster.run([], input: script)
    #expect(result.status == 1)
    #expect(result.stdout == "Added team Chicago Cubs (CHC).\nAdded A B (age 20) to Chicago Cubs.\n")
    #expect(result.stderr == "roster: line 5: number 1 is already taken on Chicago Cubs by A B\n")
    #expect(try roster.run(["teams", "where", "name == 'Never Added'"]).stdout == "No teams.\n")
  }

  /// Swift would repair the bytes into "Bos\u{FFFD}ton"; they are refused, naming the argument.
  @Test func anArgumentThatIsNotUTF8IsNamed() throws {
    defer { roster.cleanUp() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"exec "$0" --db "$1" teams "$(printf 'Bos\377ton')""#, RosterProcess.executable.path,
      roster.database,
    ]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "roster: argument 4 is not valid UTF-8 text; type it in UTF-8\n")
  }

  @Test func aScriptLineThatIsNotUTF8IsNamed() throws {
    defer { roster.cleanUp() }
    let process = Process()
    process.executableURL = RosterProcess.executable
    process.arguments = ["--db", roster.database]
    let input = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data([0x74, 0x65, 0x61, 0x6D, 0x73, 0x0A, 0xFF, 0xFE, 0x0A]))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "roster: line 2: the line is not valid UTF-8 text; save the script as UTF-8\n")
  }

  /// A line past the bound is refused without being held whole, and the script stops there.
  @Test func aScriptLineTooLongIsNamed() throws {
    defer { roster.cleanUp() }
    let line = "find '" + String(repeating: "x", count: 3 << 20) + "'\n"
    let result = try roster.run([], input: line + "teams\n")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "roster: line 1: the line is longer than 1 MiB, which no command is; give roster a script of its commands, one a line\n"
    )
    #expect(result.stdout.isEmpty, "the script stops there, as at any error: \(result.stdout)")
  }

  @Test func scriptLinesKeepQuotesInPredicates() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(
      ["--format", "csv"], input: "players where name CONTAINS[cd] \"o'b\" sort age\nfind 'jose'\n")
    expectLines(
      result.stdout,
      "name,age,leagueAge,birthdate,position,number,team\nTom O'Brien,28,28,,C,,Yomiuri Giants\nname,age,leagueAge,birthdate,position,number,team\nJosé Abreu,33,33,,1B,,Boston Red Sox\n"
    )
  }

  @Test func helpAndVersionAreCleanExits() throws {
    defer { roster.cleanUp() }
    let help = try roster.run(["--help"], useDatabase: false)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("Usage: roster [--db PATH|URL]"))
    #expect(
      help.stdout.contains("\n  players       list a team's players (or the league's), youngest first\n"))
    let one = try roster.run(["help", "move"], useDatabase: false)
    #expect(one.stdout.hasPrefix("Usage: move player PLAYER [team=TEAM] to TEAM [--force]\n"))
    #expect(try roster.run(["--version"], useDatabase: false).stdout.hasPrefix("roster "))
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func databaseLocations() throws {
    defer { roster.cleanUp() }
    let data = roster.home.appendingPathComponent("data").path
    let result = try roster.run(
      ["add", "team", "Default"], useDatabase: false, environment: ["XDG_DATA_HOME": data])
    #expect(result.status == 0)
    let folder = data + "/roster"
    #expect(FileManager.default.fileExists(atPath: folder + "/roster.sqlite"))
    let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
    #expect(mode == 0o700)
    let home = try roster.run(["teams"], useDatabase: false)
    #expect(
      home.stdout.hasPrefix("No teams.\nThe league has no teams yet"),
      "HOME/.local/share is a different league")
    #expect(FileManager.default.fileExists(atPath: roster.home.path + "/.local/share/roster/roster.sqlite"))
    let env = try roster.run(
      ["--format", "csv", "teams"], useDatabase: false, environment: ["ROSTER_DB": roster.database])
    #expect(env.stdout.contains("Boston Red Sox"))
    let memory = try roster.run(["--db", ":memory:", "add", "team", "X"], useDatabase: false)
    #expect(memory.status == 0)
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func filesThatCannotBeUsedGetOneSentence() throws
  {
    defer { roster.cleanUp() }
    let text = roster.home.appendingPathComponent("notes.txt").path
    try Data(repeating: 65, count: 5000).write(to: URL(fileURLWithPath: text))
    let notADatabase = try roster.run(["--db", text, "teams"], useDatabase: false)
    #expect(
      notADatabase
        == .init(
          stdout: "",
          stderr:
            "roster: '\(text)' is not a Roster database (it is not an SQLite file); choose another file with --db\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == Data(repeating: 65, count: 5000))
    let missing = try roster.run(["--db", "/nonexistent/folder/x.sqlite", "teams"], useDatabase: false)
    #expect(
      missing.stderr
        == "roster: cannot open '/nonexistent/folder/x.sqlite': the folder '/nonexistent/folder' does not exist\n"
    )
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite files")) func checkAndBackup() throws {
    defer { roster.cleanUp() }
    #expect(
      try roster.run(["check"])
        == .init(stdout: "The league is consistent: 3 teams, 13 players.\n", stderr: "", status: 0))
    let copy = roster.home.appendingPathComponent("backup.sqlite").path
    #expect(try roster.run(["backup", copy]).stdout == "Backed up the league to \(copy).\n")
    let fromCopy = try roster.run(["--db", copy, "--format", "csv", "players"], useDatabase: false)
    #expect(fromCopy.stdout == (try roster.run(["--format", "csv", "players"]).stdout))
    // A player whose team is gone, written by another program with foreign keys off.
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [copy, "PRAGMA foreign_keys = OFF; DELETE FROM teams WHERE abbreviation = 'YOM';"]
    try sqlite.run()
    sqlite.waitUntilExit()
    let broken = try roster.run(["--db", copy, "check"], useDatabase: false)
    #expect(broken.status == 1)
    #expect(
      broken.stderr.hasPrefix("roster: the league has 3 problems; restore a backup or ask for help:\n  row "))
  }

  /// A league copied to a file and back into a new database of the backend under test (on the
  /// PostgreSQL pass: server → SQLite → server) is the same league, ids and all; a target that
  /// already holds a league is refused.
  @Test func migrateCopiesALeagueBothWays() throws {
    defer { roster.cleanUp() }
    #expect(try roster.run(["set", "player", "Mookie Betts", "age=28"]).status == 0)
    let file = roster.home.appendingPathComponent("copy.sqlite").path
    let there = try roster.run(["migrate", "--from", roster.database, "--to", file], useDatabase: false)
    #expect(there.stderr == "")
    #expect(there.stdout.hasPrefix("Copied 3 teams and 13 players from "))
    let back = RosterProcess()
    defer { back.cleanUp() }
    #expect(
      try roster.run(["migrate", "--from", file, "--to", back.database], useDatabase: false).status == 0)
    for command in [["players"], ["teams"]] {
      let original = try roster.run(["--format", "csv"] + command).stdout
      #expect(try back.run(["--format", "csv"] + command).stdout == original)
      #expect(
        try roster.run(["--db", file, "--format", "csv"] + command, useDatabase: false).stdout == original)
    }
    #expect(try back.run(["check"]).status == 0)
    #expect(try back.run(["add", "team", "Chicago Cubs"]).status == 0, "new ids come after the copied ones")
    let again = try roster.run(["migrate", "--from", file, "--to", back.database], useDatabase: false)
    #expect(again.status == 1)
    #expect(
      again.stderr.contains(
        "already holds a league (4 teams and 13 players); migrate into a new, empty database"))
  }

  /// A server that cannot be reached: one sentence, exit 1, and never the URL's password (after
  /// the warning that a password on the command line is not private).
  @Test func anUnreachableServerIsOneSentenceWithoutThePassword() throws {
    defer { roster.cleanUp() }
    let url = "postgresql://ann:secret@/league?host=/nonexistent-roster-socket&password=other"
    let result = try roster.run(["--db", url, "teams"], useDatabase: false)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    let warning =
      "roster: warning: a password on the command line can be seen by every user of this "
      + "machine; keep it in ~/.pgpass or PGPASSWORD instead\n"
    #expect(
      result.stderr.hasPrefix(
        warning
          + "roster: cannot use the league at 'postgresql://ann@/league?host=/nonexistent-roster-socket': "
          + "connection to server on socket \"/nonexistent-roster-socket/.s.PGSQL.5432\" failed"))
    #expect(!result.stderr.contains("secret") && !result.stderr.contains("other"))
    #expect(result.stderr.split(separator: "\n").count == 2)
  }
}
