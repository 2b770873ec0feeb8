import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// Installed like a real tool: the completion scripts run by a real bash and zsh, the man page
/// formatted by groff, and the config file (`make install` is in MakeInstallTests).
@Suite(.serialized) struct UnixConventionsTests {
  /// Runs `script` in `shell` with the roster binary first on PATH and `ROSTER_DB` set.
  private func shell(
    _ shell: String, _ script: String, roster: RosterProcess, environment extra: [String: String] = [:]
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell, shell == "zsh" ? "-f" : "--norc", "-c", script]
    var environment = [
      "HOME": roster.home.path, "LANG": "C.UTF-8", "ROSTER_DB": roster.database,
      "PATH": RosterProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
    ]
    environment.merge(extra) { $1 }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// What bash's completion function offers for `line`, which bash splits into `words` (at
  /// spaces, and at `=` and `:`, as COMP_WORDBREAKS has it); readline replaces `replacing` (by
  /// default the last word; after an opened quote, what follows it).
  private func bashCompletes(
    _ line: String, words: [String], replacing: String? = nil, _ roster: RosterProcess
  ) throws -> [String] {
    func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let script = """
      source <(roster completion bash)
      COMP_LINE=\(quoted(line)); COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(\(words.map(quoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1)
      _roster roster \(quoted(replacing ?? words.last!))
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try shell("bash", script, roster: roster).split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesFromTheLeague() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    #expect(try bashCompletes("roster pl", words: ["roster", "pl"], roster) == ["players"])
    #expect(try bashCompletes("roster add ", words: ["roster", "add", ""], roster).contains("player"))
    // Team names, quoted as bash reads them; an abbreviation only when no name fits.
    #expect(
      try bashCompletes("roster players Bo", words: ["roster", "players", "Bo"], roster) == [
        "'Boston Red Sox'"
      ])
    #expect(
      try bashCompletes("roster players bos", words: ["roster", "players", "bos"], roster) == [
        "'Boston Red Sox'"
      ])
    // Inside a quote the user opened, the rest of the name: readline closes the quote.
    #expect(
      try bashCompletes(
        #"roster players "Los"#, words: ["roster", "players", #""Los"#], replacing: "Los", roster) == [
          "Los Angeles Dodgers"
        ])
    #expect(
      try bashCompletes(
        "roster rm player team=YOM 'Tom O", words: ["roster", "rm", "player", "team", "=", "YOM", "'Tom O"],
        replacing: "Tom O", roster) == [
          #"Tom O'\''Brien"#
        ])
    // The players of the team the line names, and keys after `where`.
    let players = try bashCompletes(
      "roster rm player team=LAD C", words: ["roster", "rm", "player", "team", "=", "LAD", "C"], roster)
    #expect(players == ["'Clayton Kershaw'", "'Cody Bellinger'"])
    #expect(
      try bashCompletes(
        "roster players BOS where ag", words: ["roster", "players", "BOS", "where", "ag"], roster) == ["age"])
    // bash takes `=` for a word of its own: the replacement is what follows it.
    #expect(
      try bashCompletes(
        "roster add player X team=Yo", words: ["roster", "add", "player", "X", "team", "=", "Yo"], roster)
        == ["'Yomiuri Giants'"])
    #expect(
      try bashCompletes("roster set team BOS ci", words: ["roster", "set", "team", "BOS", "ci"], roster) == [
        "city="
      ])
    #expect(
      try bashCompletes("roster --format j", words: ["roster", "--format", "j"], roster) == ["json"])
    // roster's own options, before the command and after it.
    #expect(try bashCompletes("roster --as", words: ["roster", "--as"], roster) == ["--as-of"])
    #expect(
      try bashCompletes("roster players BOS --se", words: ["roster", "players", "BOS", "--se"], roster) == [
        "--season"
      ])
    #expect(
      try bashCompletes("roster completion ", words: ["roster", "completion", ""], roster) == [
        "bash", "zsh", "fish",
      ])
    // A file's name after import: left to bash (nothing from roster).
    #expect(try bashCompletes("roster import ", words: ["roster", "import", ""], roster) == [])
  }

  @Test func completionNeitherCreatesNorUpgradesALeague() throws {
    let roster = RosterProcess(database: Fixture.temporaryPath("none.sqlite"))
    defer { roster.cleanUp() }
    #expect(try bashCompletes("roster pl", words: ["roster", "pl"], roster) == ["players"])
    #expect(!FileManager.default.fileExists(atPath: roster.database))
  }

  @Test func zshIsGivenTheNamesToQuote() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    // compadd and _files stand in for zsh's completion system, which needs a terminal (the real
    // one is in ShellCompletionTests): compadd is given the names as they are, and quotes them.
    func zshCompletes(_ words: [String], prefix: String, quote: String = "") throws -> [String] {
      let script = """
        compadd() { while [[ $1 == -* && $1 != -- ]]; do [[ $1 == -S ]] && shift; shift; done; shift; print -rl -- "$@"; }
        _files() { print -r -- FILES; }
        typeset -A compstate; compstate[quote]='\(quote)'
        eval "$(roster completion zsh)"
        words=(\(words.map { "'\($0)'" }.joined(separator: " ")) '\(prefix)'); CURRENT=${#words}; PREFIX='\(prefix)'
        _roster
        """
      return try shell("zsh", script, roster: roster).split(separator: "\n").map(String.init)
    }
    #expect(try zshCompletes(["roster", "players"], prefix: "Bo") == ["Boston Red Sox"])
    #expect(try zshCompletes(["roster", "players"], prefix: "Bo", quote: "\"") == ["Boston Red Sox"])
    #expect(try zshCompletes(["roster", "add", "player", "X"], prefix: "team=Yo") == ["team=Yomiuri Giants"])
    #expect(try zshCompletes(["roster", "import"], prefix: "") == ["FILES"])
  }

  @Test func everyShellHasAScript() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for name in ["bash", "zsh", "fish"] {
      let result = try roster.run(["completion", name], useDatabase: false)
      #expect(result.status == 0 && result.stdout.contains("__complete \(name)"))
    }
    let unknown = try roster.run(["completion", "tcsh"], useDatabase: false)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("roster: there is no completion for 'tcsh'; use bash, zsh or fish"))
  }

  /// The man page formats without a warning, and has every command's usage and summary, every
  /// option and exit status: it is made from the same table `help` prints.
  @Test func theManPageIsTheCommandTable() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let page = try roster.run(["help", "--man"], useDatabase: false)
    #expect(page.status == 0 && page.stdout.hasPrefix(".TH ROSTER 1"))
    let file = roster.home.appendingPathComponent("roster.1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["groff", "-man", "-Tutf8", "-ww", "-rLL=400n", file.path]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(warnings == "")
    // Formatted text: backspace overstrikes for bold gone, runs of spaces (justification) as one.
    func plain(_ text: String) -> String {
      let overstruck = text.replacingOccurrences(of: #".\x08"#, with: "", options: .regularExpression)
      return overstruck.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        .replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
    }
    let formatted = plain(text)
    for command in CommandTable.commands {
      #expect(formatted.contains(plain(command.usage)), "\(command.usage)")
      #expect(formatted.contains(plain(command.summary)), "\(command.summary)")
    }
    for section in [
      "SYNOPSIS", "COMMANDS", "OPTIONS", "PREDICATES", "KEYS", "CONFIGURATION", "ENVIRONMENT", "FILES",
      "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(formatted.contains(" \(section) ") || formatted.hasPrefix(section), "\(section)")
    }
    for (option, _) in GlobalOptions.descriptions { #expect(formatted.contains(plain(option)), "\(option)") }
    // The README's exit status table and the man page's list the same statuses.
    let readme = try String(
      contentsOf: MakeRunTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let table = readme.components(separatedBy: "### Exit status")[1].components(separatedBy: "\n\n")[1]
    let statuses = table.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: "|").first }.map
    {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(statuses == Manual.exitStatus.entries.map(\.term))
  }

  @Test func helpHasThePredicateLanguageAndTheKeys() throws {
    let predicates = try HelpCommand.text(topic: ["predicates"], width: 60)
    #expect(
      predicates.contains("BEGINSWITH") && predicates.contains("[cd]") && predicates.contains("SUBQUERY"))
    #expect(
      predicates.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 || !$0.contains(" ") })
    let keys = try HelpCommand.text(topic: ["keys"])
    #expect(keys.contains("  players\n") && keys.contains("birthdate (date)") && keys.contains("team.name"))
    // The overview wraps at the width it is given, hanging under the summaries.
    let overview = try HelpCommand.text(topic: [], width: 50)
    #expect(
      overview.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 50 || !$0.contains(" ") })
    #expect(overview.contains("\n  players "))
  }

  // MARK: The REPL's output

  @Test func formatLastsUntilChangedAndAnOptionOnlyForItsCommand() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("format csv")
    #expect(try session.run("teams").hasPrefix("name,city,abbreviation,division,players\n"))
    #expect(try session.run("teams --format json").hasPrefix("[{"))
    #expect(try session.run("teams").hasPrefix("name,"))
    try session.run("format md")
    #expect(try session.run("players BOS").hasPrefix("| "))
    #expect(try session.run("format") == "Listings print as md.\n")
    #expect(throws: UsageError.self) { try session.run("format html") }
    #expect(throws: UsageError.self) { try session.run("format yaml") }
  }

  @Test func htmlIsForReportsOnly() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    #expect {
      try session.run("players BOS --format html")
    } throws: { error in
      (error as? UsageError)?.message
        == "--format html is for reports ('report TEAM -o roster.html'); players prints as table, csv, json or md"
    }
    #expect(try session.run("report BOS --format html").contains("<table"))
    // `roster config`, which runs before any league opens, refuses it too.
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let config = try roster.run(["--format", "html", "config"])
    #expect(config.status == 2 && config.stderr.hasPrefix("roster: --format html is for reports"))
  }

  /// An export is the import format: a table, Markdown or HTML asked for is refused, never
  /// quietly CSV; the usage lines of export and report list the formats each takes.
  @Test func exportTakesOnlyTheImportFormats() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    for format in ["md", "table", "html"] {
      #expect {
        try session.run("export teams --format \(format)")
      } throws: { error in
        (error as? UsageError)?.message.hasPrefix(
          "export writes the import format, csv or json (--format \(format) is for ") == true
      }
    }
    #expect(try session.run("export teams --format json").hasPrefix("[\n"))
    #expect(try session.run("export teams --format csv").hasPrefix("name,city,abbreviation\n"))
    // `format md` in the REPL is for listings; an export after it is still CSV.
    try session.run("format md")
    #expect(try session.run("export teams").hasPrefix("name,city,abbreviation\n"))
    let table = CommandTable.commands(for: RosterModel.shared)
    let usage = { (name: String) in table.first { $0.name == name }?.usage ?? "" }
    #expect(usage("export").contains("[--format csv|json]"))
    #expect(usage("report").contains("[--format text|csv|json|md|html]"))
  }

  @Test func expandedShowsEveryFieldOfARecord() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("\\x")
    let text = try session.run("teams where 'abbreviation == \"BOS\"'")
    #expect(text.hasPrefix("-[ RECORD 1 ]"))
    #expect(text.contains("\nname    | Boston Red Sox\n") && text.contains("\nabbr    | BOS\n"))
    try session.run("expanded off")
    let table = try session.run("teams")
    #expect(table.contains("Boston Red Sox") && !table.contains("RECORD"))
  }

  @Test func showHasEveryFieldOfOneRecordAndItsLastChanges() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("set player \"Mookie Betts\" birthdate=1992-10-07")
    let player = try session.run("show player \"Mookie Betts\"")
    let lines = player.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.hasPrefix("#id ") && $0.contains("#") })
    #expect(lines.contains("birthdate  1992-10-07") && lines.contains("team       Boston Red Sox"))
    #expect(lines.contains { $0.hasPrefix("leagueAge  ") })
    #expect(player.contains("Last changes:\n") && player.contains("birthdate"))
    // A team lists what belongs to it; a row of the last listing is shown by its number.
    let team = try session.run("show team LAD")
    #expect(
      team.contains("\nplayers       ") && team.contains("Julio Urías") && team.contains("Clayton Kershaw"))
    try session.run("cd BOS", "ls")
    #expect(try session.run("show 1").contains("name       Zoe Adams"))
    let json = try session.run("show BOS --format json")
    // A session without a terminal is a script's: its JSON is one line a listing.
    #expect(json.hasPrefix("[{\"#id\": ") && json.contains("\"name\": \"Boston Red Sox\""))
    #expect(throws: (any Error).self) { try session.run("show player Nobody") }
  }

  @Test func anEmptyLeagueSaysHowToFillIt() throws {
    let session = Session(league: try League(path: ":memory:"), out: .capturing(), err: .capturing())
    let text = try session.run("teams")
    #expect(
      text.hasPrefix(
        "No teams.\nThe league has no teams yet: add one with 'add team NAME', or load CSV files"))
    // Filtered, or in CSV, it is only what it is.
    #expect(try session.run("teams where 'name == \"x\"'") == "No teams.\n")
    #expect(try session.run("teams --format csv") == "name,city,abbreviation,division,players\n")
  }

  @Test func aMistypedLeagueReportIsSuggested() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    #expect {
      try session.run("report lague")
    } throws: { error in
      (error as? UsageError)?.message == "there is no team called 'lague'; did you mean 'report league'?"
    }
  }

  // MARK: Imports

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

  /// Semicolon- and tab-separated files are recognised from the header, with a line saying
  /// so; `--delimiter` forces one; a UTF-16 file with a byte-order mark is read.
  @Test func spreadsheetDelimitersAndUTF16AreRead() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let folder = roster.home
    let semicolons = folder.appendingPathComponent("semi.csv")
    try "name;abbr;city\nBoston Red Sox;BOS;Boston\n\"Semi; Colon\";SC;X\n".write(
      to: semicolons, atomically: true, encoding: .utf8)
    let tabs = folder.appendingPathComponent("tabs.txt")
    try "name\tabbr\tcity\nTab Team\tTT\tTabville\n".write(to: tabs, atomically: true, encoding: .utf8)
    let wide = folder.appendingPathComponent("unicode.csv")
    try "name,abbr\nZürich Zebras,ZZ\n".data(using: .utf16)!.write(to: wide)
    let result = try roster.run(["import", semicolons.path, tabs.path, wide.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "roster: warning: \(semicolons.path): read as semicolon-separated, as its header is (--delimiter sets the separator)"
      ))
    #expect(result.stderr.contains("\(tabs.path): read as tab-separated"))
    let teams = try roster.run(["--format", "csv", "teams"]).stdout
    #expect(teams.contains("Semi; Colon,X,SC,,0") && teams.contains("Tab Team,Tabville,TT,,0"))
    #expect(teams.contains("Zürich Zebras,,ZZ,,0"))
    // Forced, a semicolon file is one column: its header is refused.
    let forced = try roster.run(["import", "--delimiter", "comma", semicolons.path])
    #expect(forced.status == 1 && forced.stderr.contains("the header 'name;abbr;city' is none of"))
    let unknown = try roster.run(["import", "--delimiter", "colon", semicolons.path])
    #expect(unknown.status == 2 && unknown.stderr.hasPrefix("roster: unknown delimiter 'colon'"))
  }

  /// Spreadsheet headers (`Player Name`, `Jersey #`, `Date of Birth`) are taken; a header close
  /// to a column is named with it and `--map` takes any header as any column.
  @Test func spreadsheetHeadersAreTakenOrSuggested() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let sheet = roster.home.appendingPathComponent("sheet.csv")
    try "Player Name,Team,Jersey #,Date of Birth,Pos\nAna Ruiz,BOS,7,2014-03-02,P\n".write(
      to: sheet, atomically: true, encoding: .utf8)
    let taken = try roster.run(["import", sheet.path])
    #expect(taken.status == 0 && taken.stderr == "", "\(taken.stderr)")
    let typo = roster.home.appendingPathComponent("typo.csv")
    try "Name,Team,Jersy,Age\nLeo Park,BOS,88,12\n".write(to: typo, atomically: true, encoding: .utf8)
    let warned = try roster.run(["import", typo.path])
    #expect(
      warned.stderr
        == "roster: warning: \(typo.path): ignoring the unknown column 'Jersy'; 'Jersy' may be 'number' (--map \"Jersy=number\" takes it)\n"
    )
    #expect(try roster.run(["import", typo.path, "--map", "Jersy=number"]).status == 0)
    let players = try roster.run(["--format", "csv", "players", "BOS"]).stdout
    #expect(players.contains("Ana Ruiz,") && players.contains("2014-03-02,P,7,"))
    #expect(players.contains("Leo Park,12,") && players.contains(",88,"))
    #expect(try roster.run(["import", typo.path, "--map", "Jersy"]).status == 2)
  }

  // MARK: Scripts as one transaction

  /// `-1`: a failure at the last line leaves nothing of the lines before it, journal included.
  @Test func aSingleTransactionScriptKeepsAllOrNothing() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let failing = try roster.run(
      ["-1"], input: "add team A\nadd team B\nadd player X age=10 team=A\nadd player Y age=10 team=Nowhere\n")
    #expect(failing.status == 1)
    #expect(failing.stderr.hasPrefix("roster: line 4: "))
    #expect(
      failing.stderr.hasSuffix(
        "roster: the script ran as one transaction (--single-transaction): nothing it did was kept\n"))
    #expect(
      try roster.run(["--format", "csv", "teams"]).stdout == "name,city,abbreviation,division,players\n")
    #expect(try roster.run(["--format", "csv", "log"]).stdout.split(separator: "\n").count <= 2)
    let passing = try roster.run(
      ["--single-transaction", "-q"], input: "add team A\nadd player X age=10 team=A\n")
    #expect(passing == RosterProcess.Result(stdout: "", stderr: "", status: 0))
    #expect(try roster.run(["--format", "csv", "players", "A"]).stdout.contains("X,"))
    #expect(try roster.run(["-1", "teams"]).status == 2)
  }

  // MARK: The config file

  private func writeConfig(_ text: String, _ roster: RosterProcess) throws {
    let folder = roster.home.appendingPathComponent(".config/roster")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
  }

  @Test func theCommandLineBeatsTheEnvironmentWhichBeatsTheFile() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    try writeConfig("# mine\nformat = json\n\nconfirm = no\n", roster)
    #expect(try roster.run(["teams"]).stdout.hasPrefix("["))
    #expect(try roster.run(["teams"], environment: ["ROSTER_FORMAT": "csv"]).stdout.hasPrefix("name,"))
    #expect(
      try roster.run(["--format", "md", "teams"], environment: ["ROSTER_FORMAT": "csv"]).stdout.hasPrefix(
        "| "))
    let config = try roster.run(["--format", "csv", "config"], environment: ["ROSTER_DATE_FORMAT": "dmy"])
    let rows = config.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first == "setting,value,from")
    #expect(rows.contains("format,csv,command line (--format)"))
    #expect(rows.contains("date-format,dmy,environment (ROSTER_DATE_FORMAT)"))
    #expect(rows.contains("confirm,no,~/.config/roster/config:4"))
    #expect(rows.contains("history-size,1000,default"))
    #expect(rows.contains { $0.hasPrefix("db,") && $0.hasSuffix(",command line (--db)") })
  }

  @Test func theFilesDatabaseAndDateFormatAreUsed() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try writeConfig("db = ~/office.sqlite\ndate-format = dmy\n", roster)
    let csv = roster.home.appendingPathComponent("players.csv")
    try "name,team,birthdate\nAna Ruiz,,31/12/2014\n".write(to: csv, atomically: true, encoding: .utf8)
    let imported = try roster.run(["import", csv.path, "-q"], useDatabase: false)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(FileManager.default.fileExists(atPath: roster.home.appendingPathComponent("office.sqlite").path))
    let players = try roster.run(["--format", "csv", "players", "--free"], useDatabase: false)
    #expect(players.stdout.contains("2014-12-31"))
  }

  @Test func aBadLineIsOneSentenceNamingTheFileAndLine() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let cases = [
      (
        "format = json\nfromat = csv\n",
        "roster: ~/.config/roster/config:2: unknown setting 'fromat'; did you mean 'format'?\n"
      ),
      ("color = pink\n", "roster: ~/.config/roster/config:1: color is 'pink', which is not auto or never\n"),
      (
        "db = league.sqlite\n",
        "roster: ~/.config/roster/config:1: db is 'league.sqlite', which is not a full path; write /… or ~/… (or :memory: or a postgresql:// URL)\n"
      ),
      (
        "pager\n",
        "roster: ~/.config/roster/config:1: 'pager' is not a setting; write key = value (the keys are db, format, pager, color, date-format, history-size and confirm)\n"
      ),
    ]
    for (text, message) in cases {
      try writeConfig(text, roster)
      let result = try roster.run(["teams"])
      #expect(result.stderr == message)
      #expect(result.status == 2)
    }
    let environment = try roster.run(["teams"], environment: ["ROSTER_FORMAT": "yaml"])
    #expect(environment.stderr.hasPrefix("roster: ~/.config/roster/config:1:"))
    try writeConfig("", roster)
    let variable = try roster.run(["teams"], environment: ["ROSTER_FORMAT": "yaml"])
    #expect(
      variable.stderr
        == "roster: the environment variable ROSTER_FORMAT is 'yaml', which is not table, csv, json or md\n")
  }
}
