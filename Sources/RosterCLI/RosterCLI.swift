import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// The program: reads the command line, opens the league and runs one command, a script from
/// standard input, or an interactive session.
public enum RosterCLI {
  public static let version = "0.1.0"

  public static func main(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    // Before anything opens a file (see there).
    TextSink.prepareStandardDescriptors()
    let out = TextSink(descriptor: STDOUT_FILENO)
    let err = TextSink(descriptor: STDERR_FILENO)
    // Messages quote names and words from anywhere: nothing in them may act on the terminal.
    out.escapesControls = true
    err.escapesControls = true
    defer {
      out.flush()
      err.flush()
    }
    var database = ""
    do {
      // Swift repairs arguments that are not UTF-8 with U+FFFD; they are refused instead.
      for number in 1..<Int(CommandLine.argc) {
        if let argument = CommandLine.unsafeArgv[number], String(validatingCString: argument) == nil {
          throw ScriptLineError(origin: .argument(number))
        }
      }
      // What a shell's Tab asks (`roster __complete SHELL WORD LINE`): never an error.
      if arguments.first == "__complete" {
        ShellCompletion.run(Array(arguments.dropFirst()), environment: environment, out: out)
        return 0
      }
      // The whole line read once, by the parser every session line goes through too.
      let line = try LineParser.parse(
        arguments.map(Argument.commandLine), from: .commandLine, extra: [ShellCompletion.command])
      let options = line.options
      let command = line.command?.name
      // The commands that run before a league opens say a mistake in their words at once.
      if let mistake = line.mistake, !options.version, !options.help,
        ["help", "completion", "config", "migrate"].contains(command)
      {
        throw mistake
      }
      if options.version {
        out.line("roster \(version)")
        try out.confirmWritten()
        return 0
      }
      if options.help || command == "help" {
        if options.words.isEmpty { out.line("Usage: \(GlobalOptions.usage)\n") }
        // `roster help rm` and `roster rm --help` alike; `roster help --man` is the man page.
        let topic = try line.input.map(HelpCommand.topic) ?? line.helpTopic
        let width = isatty(STDOUT_FILENO) == 1 ? Terminal.columns : 80
        let text = try HelpCommand.text(topic: topic, width: width)
        // At a terminal, help taller than the screen goes through the pager, as in a session.
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
          let configuration = try? Configuration(options: options, environment: environment)
        {
          let terminal = Terminal(
            environment: environment, pager: configuration.pager, color: configuration.color)
          terminal.warn = { err.line("roster: " + $0) }
          terminal.page(text.visible(keepingLineBreaks: true), to: out)
        } else {
          out.write(text)
        }
        try out.confirmWritten()
        return 0
      }
      // The scripts a shell sources for it.
      if command == "completion", let input = line.input {
        out.write(try ShellCompletion.script(for: input[.shell] ?? ""))
        try out.confirmWritten()
        return 0
      }
      let configuration = try Configuration(options: options, environment: environment)
      if command == "config" {
        try ConfigCommand.show(configuration, past: options.past?.option, out: out)
        try out.confirmWritten()
        return 0
      }
      if command == "migrate", let input = line.input {
        try MigrateCommand.run(input, out: out, err: err, quiet: options.quiet, environment: environment) {
          PasswordWarning.check([options.database, $0, $1], err: err)
        }
        try out.confirmWritten()
        return 0
      }
      // `import --profiles` says what the program reads: no league is opened, none is made.
      if command == "import", line.mistake == nil, let input = line.input,
        input.has(InterchangeCommands.profiles)
      {
        out.line(try InterchangeCommands.profileList(savedIn: SavedProfile.folder(configuration)))
        try out.confirmWritten()
        return 0
      }
      PasswordWarning.check([options.database], err: err)
      let location = try databasePath(configuration.database, environment: environment)
      // Messages name the database without any password a URL carries.
      database = League.shown(location)
      // A person at a terminal: questions before deleting, tables that fit, a pager, colour.
      let atTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
      if atTerminal, League.isFile(location), !FileManager.default.fileExists(atPath: location) {
        // A mistyped path would otherwise quietly start an empty league.
        err.line("roster: there is no league at \(quoted(location)) yet; creating a new one there")
        err.flush()
      }
      let league = try League(path: location)
      UpgradeNotice.check(league, at: location, err: err)
      When.leagueZone = league.context.timeZone
      let shown = database
      league.whenReconnected {
        err.line("roster: reconnected to the league at \(quoted(shown))")
        err.flush()
      }
      // The configuration holds `--format` too, ahead of the environment and the file.
      let session = Session(
        league: league, format: configuration.format, out: out, err: err, quiet: options.quiet)
      session.formatGiven = options.formatGiven
      session.configuration = configuration
      session.author = Session.author(environment: environment)
      session.keepsListings = options.words.isEmpty
      // `--as-of`, `--season`: the whole run shows the league as it was (as `as-of` does).
      session.asOf = try AsOfCommand.entry(options.past, in: session)
      if !options.words.isEmpty { session.pastGiven = options.past }
      if atTerminal {
        let terminal = Terminal(
          environment: environment, pager: configuration.pager, color: configuration.color)
        terminal.warn = { err.line("roster: " + $0) }
        session.terminal = terminal
      }
      // Ctrl-C stops the running command: its transaction rolls back, and the program says so.
      InterruptHandler.store = league.store
      InterruptHandler.install(cancelling: !League.isFile(location) && location != ":memory:")
      if options.singleTransaction && (!options.words.isEmpty || atTerminal) {
        throw UsageError(
          "--single-transaction is for a script read from standard input (roster -1 < script.txt); "
            + "one command is one transaction already")
      }
      if !options.words.isEmpty {
        try session.runChecked(line.withoutSessionOptions)
        // Ctrl-C at a question ("Nothing deleted.") still ends the program as interrupted.
        return Interruption.isRequested ? ErrorReporter.interrupted : 0
      }
      if atTerminal {
        let console = Console(session: session, historyPath: Console.historyPath(environment: environment))
        console.historyLimit = configuration.historySize
        return console.run()
      }
      var runner = ScriptRunner(session: session, database: database)
      runner.singleTransaction = options.singleTransaction
      return runner.run(lines: InputLines())
    } catch {
      out.flush()
      let (message, status) = ErrorReporter.report(error, database: database)
      err.line("roster: " + message)
      return status
    }
  }

  /// The configured database (`--db`, `$ROSTER_DB` or the config file's `db`), else the
  /// default file in the data directory (created private).
  static func databasePath(_ configured: String?, environment: [String: String]) throws -> String {
    if let path = configured {
      // `--db`, `migrate --from/--to`: the environment's and the file's were checked on reading.
      if let refusal = EnvironmentVariable.lengthRefusal(
        path, limit: EnvironmentVariable.textLimit, what: "a path or URL")
      {
        throw UsageError("the database \(quoted(path)) \(refusal)")
      }
      guard League.isFile(path) else { return path }
      if path.contains("://") {
        throw UsageError(
          "\(quoted(League.shown(path))) is neither a file nor a postgresql:// URL; "
            + "give the path of a database file or a postgresql://USER@HOST/DATABASE URL")
      }
      // SQLite would read `file:x?mode=memory` as a URI and quietly use a throw-away database.
      if path.lowercased().hasPrefix("file:") {
        throw UsageError(
          "\(quoted(path)) is an SQLite URI, which Roster does not take; give the file's path "
            + "(./\(path) for a file whose name starts with 'file:'), :memory: or a postgresql:// URL")
      }
      let folder = PathName.folder(of: path)
      var isDirectory = false
      if !folder.isEmpty,
        !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory
      {
        throw UsageError("cannot open \(quoted(path)): the folder \(quoted(folder)) does not exist")
      }
      var status = stat()
      if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
        let what = (status.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
        throw UsageError("cannot open \(quoted(path)): it is \(what); give the path of a database file")
      }
      return path
    }
    let path = League.defaultPath(environment: environment)
    let folder = PathName.folder(of: path)
    // Private to the user, as the XDG base-directory spec asks: rosters hold personal data.
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    return path
  }
}

extension Argument {
  /// A word from the program's own command line. The shell already removed its quotes; a word
  /// with spaces was quoted there, and is quoted again when it joins a predicate's text.
  static func commandLine(_ word: String) -> Argument {
    guard word.contains(where: \.isWhitespace) else { return Argument(word) }
    // Scalars, not Foundation's `replacingOccurrences`: its first use costs a one-shot command
    // half a millisecond.
    let escaped = word.escapingScalars { $0 == "\\" || $0 == "\"" ? "\\" + String($0) : nil }
    return Argument(word, raw: "\"" + escaped + "\"")
  }
}
