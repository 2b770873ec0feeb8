import RosterKit

/// Every command, and how a line of words finds its command.
public enum CommandTable {
  public static let commands: [Command] = [
    Command(
      "teams", usage: "teams [where PRED] [sort KEY [asc|desc], …]",
      summary: "list the teams with their city, abbreviation and number of players",
      example: "teams where 'players.@count > 25' sort name", run: ListingCommands.teams),
    Command(
      "players", usage: "players [TEAM] [where PRED] [sort KEY [asc|desc], …]",
      summary: "list a team's players (or the league's), youngest first",
      example: "players BOS where 'position == \"P\"' sort age desc", run: ListingCommands.players),
    Command(
      "find", usage: "find TEXT",
      summary: "find players league-wide whose name contains TEXT, ignoring case and accents",
      example: "find jose", run: ListingCommands.find),
    Command(
      "add team", usage: "add team NAME [city=CITY] [abbr=ABBR]",
      summary: "add a team", example: "add team \"Boston Red Sox\" city=Boston abbr=BOS",
      run: EditingCommands.addTeam),
    Command(
      "add player", usage: "add player NAME age=N team=TEAM [position=POS] [number=N]",
      summary: "add a player to a team (inside a team, team= may be left out)",
      example: "add player \"Mookie Betts\" age=27 team=BOS position=RF number=50",
      run: EditingCommands.addPlayer),
    Command(
      "set team", usage: "set team TEAM key=value…",
      summary: "change a team's name, city or abbreviation", example: "set team BOS city=Fenway",
      run: EditingCommands.setTeam),
    Command(
      "set player", usage: "set player PLAYER [team=TEAM] key=value…",
      summary: "change a player's name, age, position or number",
      example: "set player \"Mookie Betts\" age=28",
      run: EditingCommands.setPlayer),
    Command(
      "set", usage: "set ROW|NAME key=value…",
      summary: "change a row of the last listing: a team, or inside a team one of its players",
      example: "set 3 age=28", run: EditingCommands.setRow),
    Command(
      "move player", usage: "move player PLAYER [team=TEAM] to TEAM",
      summary: "move a player to another team", example: "move player \"Mookie Betts\" to LAD",
      run: EditingCommands.movePlayer),
    Command(
      "move", usage: "move ROW|NAME to TEAM",
      summary: "inside a team: move one of its players to another team", example: "move 2 to LAD",
      run: EditingCommands.moveRow),
    Command(
      "rm team", usage: "rm team TEAM [-f]",
      summary: "delete a team and all of its players (asks first at a terminal)", example: "rm team BOS",
      run: EditingCommands.removeTeam),
    Command(
      "rm player", usage: "rm player PLAYER [team=TEAM] [-f]",
      summary: "delete a player (asks first at a terminal)", example: "rm player \"Mookie Betts\" team=LAD",
      run: EditingCommands.removePlayer),
    Command(
      "rm", usage: "rm ROW|NAME [-f]",
      summary: "delete a row of the last listing (asks first at a terminal; -f does not ask)",
      example: "rm 1",
      run: EditingCommands.removeRow),
    Command(
      "import", usage: "import FILE… [--create-teams] [--skip-invalid] [--encoding latin1|cp1252]",
      summary: "load teams and players from CSV files, all or nothing (a file's kind comes from its header)",
      example: "import data/teams.csv data/players.csv", run: InterchangeCommands.importFiles),
    Command(
      "export", usage: "export teams|players [TEAM] [-o FILE]",
      summary: "write teams or players in the import format (CSV; JSON with --format json or a .json file)",
      example: "export players BOS -o red-sox.csv", run: InterchangeCommands.export),
    Command(
      "report", usage: "report [TEAM|league] [-o FILE]",
      summary:
        "a team's report (roster, ages, positions, histogram) or the league's; text, md, csv, json or html",
      example: "report \"Los Angeles Dodgers\" -o dodgers.html", run: ReportCommand.run),
    Command(
      "check", usage: "check", summary: "check the league's file: integrity, relationships, the search index",
      example: "check", run: MaintenanceCommands.check),
    Command(
      "backup", usage: "backup FILE",
      summary: "copy the league to FILE, consistently even while others write",
      example: "backup league-2026-11-30.sqlite", run: MaintenanceCommands.backup),
    Command(
      "migrate", usage: MigrateCommand.usage,
      summary: "copy a league between an SQLite file and a PostgreSQL database (into an empty one)",
      example: "migrate --from roster.sqlite --to postgresql://league.example.org/league",
      run: MigrateCommand.run),
    Command(
      "ls", usage: "ls [--by KEY]",
      summary:
        "list where you are, numbered: the teams, or inside a team its players (--by position: sections)",
      example: "ls --by position", run: NavigationCommands.ls),
    Command(
      "cd", usage: "cd ROW|TEAM|..|/",
      summary: "enter a team (by row number, name or abbreviation); 'cd ..' goes back", example: "cd BOS",
      run: NavigationCommands.cd),
    Command(
      "back", usage: "back", summary: "go back to the teams (as 'cd ..')", example: "back",
      run: NavigationCommands.back),
    Command("pwd", usage: "pwd", summary: "say where you are", example: "pwd", run: NavigationCommands.pwd),
    Command(
      "where", usage: "where [PRED]",
      summary: "filter the current list; 'where' alone shows everything again", example: "where 'age < 25'",
      run: NavigationCommands.filter),
    Command(
      "sort", usage: "sort [KEY [asc|desc], …]",
      summary: "order the current list until changed; 'sort' alone restores the default",
      example: "sort age desc, name", run: NavigationCommands.sort),
    Command(
      "undo", usage: "undo [--skip]",
      summary: "undo this session's last change (--skip drops a step that cannot be undone)", example: "undo",
      run: UndoCommands.undo),
    Command(
      "redo", usage: "redo [--skip]", summary: "redo what 'undo' undid (--skip drops a step)",
      example: "redo",
      run: UndoCommands.redo),
    Command(
      "help", usage: "help [COMMAND]",
      summary: "list the commands, or show one command's syntax and an example", example: "help players",
      run: HelpCommand.run),
    Command("quit", usage: "quit", summary: "leave (also 'exit', or Ctrl-D)", example: "quit", run: quit),
    Command("exit", usage: "exit", summary: "leave (as 'quit')", example: "exit", run: quit),
  ]

  private static func quit(_ session: Session, _ arguments: inout Arguments) throws {
    try arguments.finish()
    session.quitRequested = true
  }

  /// The command a line starts with, and the words after its name. Options may come before,
  /// between or after the command's words (`rm -f team SEA`): they stay with the arguments.
  public static func lookup(_ words: [Argument]) throws -> (Command, [Argument]) {
    let positions = words.indices.filter { !words[$0].isOption }
    guard let firstIndex = positions.first else {
      if let option = words.first { throw UsageError("\(quoted(option.value)) needs a command; try 'help'") }
      throw UsageError("no command given; try 'help'")
    }
    let first = words[firstIndex].value.lowercased()
    let secondIndex = positions.count > 1 ? positions[1] : nil
    let second = secondIndex.map { words[$0].value.lowercased() }
    func without(_ taken: [Int]) -> [Argument] {
      words.indices.filter { !taken.contains($0) }.map { words[$0] }
    }
    if let second, let secondIndex, let command = commands.first(where: { $0.words == [first, second] }) {
      return (command, without([firstIndex, secondIndex]))
    }
    if let command = commands.first(where: { $0.words == [first] }) {
      return (command, without([firstIndex]))
    }
    let group = commands.filter { $0.words.count == 2 && $0.words[0] == first }
    if !group.isEmpty {
      let choices = group.map { "'\($0.name)'" }.joined(separator: " or ")
      if let second {
        throw UsageError("'\(first)' works on a team or a player, not \(quoted(second)); use \(choices)")
      }
      throw UsageError(
        "'\(first)' needs 'team' or 'player': \(choices)",
        usage: group.map(\.usage).joined(separator: "\n       "))
    }
    let names = Array(Set(commands.map { $0.words[0] }))
    var message = "unknown command \(quoted(first))"
    if let suggestion = Suggestions.closest(to: first, in: names) {
      message += "; did you mean '\(suggestion)'?"
    }
    throw UsageError(message + " (try 'help')")
  }

  /// Runs one command line. Atomic: a command that fails leaves no pending change behind.
  ///
  /// `--` ends the options: the words after it are taken as they are. The output options
  /// (`--format`, `--quiet`, `--no-pager`) may be given to any command, for that command only.
  public static func run(_ words: [Argument], in session: Session) throws {
    var words = words
    if let end = words.firstIndex(where: { !$0.isQuoted && $0.value == "--" }) {
      words = Array(words[..<end]) + words[(end + 1)...].map(\.literal)
    }
    let overrides = try OutputOverrides.take(from: &words)
    if overrides.help {
      let topic = words.filter { !$0.isOption }.map(\.value)
      session.out.write(try HelpCommand.text(topic: Array(topic.prefix(2))))
      return
    }
    let (command, rest) = try lookup(words)
    var arguments = Arguments(rest, usage: command.usage)
    let saved = (session.format, session.formatGiven, session.quiet, session.paging)
    overrides.apply(to: session)
    defer { (session.format, session.formatGiven, session.quiet, session.paging) = saved }
    session.out.escapesControls = session.out.isTerminal || [.table, .md].contains(session.format)
    do {
      try command.run(session, &arguments)
    } catch {
      session.context.rollback()
      throw error
    }
  }
}

/// `--format`, `--quiet` and `--no-pager` given with one command in a session (the REPL or a
/// script), as they may be given to `roster` itself; `--help` shows the command's help.
struct OutputOverrides {
  var format: OutputFormat?
  var quiet = false
  var noPager = false
  var help = false

  static func take(from words: inout [Argument]) throws -> OutputOverrides {
    var overrides = OutputOverrides()
    var index = 0
    while index < words.count {
      let word = words[index]
      guard word.isOption else {
        index += 1
        continue
      }
      let (name, inline) = Self.split(word.value)
      switch name {
      case "--format":
        var text = inline
        if text == nil {
          guard index + 1 < words.count else {
            throw UsageError("--format needs a value: table, csv, json or md")
          }
          text = words.remove(at: index + 1).value
        }
        guard let format = OutputFormat(name: text ?? "") else {
          throw UsageError(
            "unknown format \(quoted(text ?? "")); use table, csv or json (reports also md and html)")
        }
        overrides.format = format
      case "--quiet", "-q": overrides.quiet = true
      case "--no-pager": overrides.noPager = true
      case "--help", "-h": overrides.help = true
      case "--db":
        throw UsageError(
          "--db is given when roster starts; to open another league, leave and run roster --db DATABASE")
      default:
        index += 1
        continue
      }
      words.remove(at: index)
    }
    return overrides
  }

  private static func split(_ option: String) -> (String, String?) {
    guard option.hasPrefix("--"), let equals = option.firstIndex(of: "=") else { return (option, nil) }
    return (String(option[..<equals]), String(option[option.index(after: equals)...]))
  }

  func apply(to session: Session) {
    if let format {
      session.format = format
      session.formatGiven = true
    }
    if quiet { session.quiet = true }
    if noPager { session.paging = false }
  }
}
