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
      summary: "add a player to a team",
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
      "move player", usage: "move player PLAYER [team=TEAM] to TEAM",
      summary: "move a player to another team", example: "move player \"Mookie Betts\" to LAD",
      run: EditingCommands.movePlayer),
    Command(
      "rm team", usage: "rm team TEAM",
      summary: "delete a team and all of its players", example: "rm team BOS",
      run: EditingCommands.removeTeam),
    Command(
      "rm player", usage: "rm player PLAYER [team=TEAM]",
      summary: "delete a player", example: "rm player \"Mookie Betts\" team=LAD",
      run: EditingCommands.removePlayer),
    Command(
      "help", usage: "help [COMMAND]",
      summary: "list the commands, or show one command's syntax and an example", example: "help players",
      run: HelpCommand.run),
  ]

  /// The command a line starts with, and the words after its name.
  public static func lookup(_ words: [Argument]) throws -> (Command, [Argument]) {
    guard let first = words.first?.value.lowercased() else {
      throw UsageError("no command given; try 'help'")
    }
    let second = words.count > 1 ? words[1].value.lowercased() : nil
    if let second, let command = commands.first(where: { $0.words == [first, second] }) {
      return (command, Array(words.dropFirst(2)))
    }
    if let command = commands.first(where: { $0.words == [first] }) {
      return (command, Array(words.dropFirst()))
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
  public static func run(_ words: [Argument], in session: Session) throws {
    let (command, rest) = try lookup(words)
    var arguments = Arguments(rest, usage: command.usage)
    do {
      try command.run(session, &arguments)
    } catch {
      session.context.rollback()
      throw error
    }
  }
}
