import RosterKit

/// The commands that are not an entity's: files in and out, the journal, the league's rules, the
/// session's own moves and settings, help. Each is described by its syntax, declared with the
/// options of the command it runs.
extension CommandTable {
  static func fixedCommands(_ model: Model) -> [Command] {
    let settingsNoun = model.entities.first(where: \.presentation.isSettings)?.presentation.noun
    var commands = [
      Command(
        "import", syntax: InterchangeCommands.importSyntax(model),
        summary:
          "load \(Prose.list(model.entities.map(Importer.fileNoun))) from CSV files (or JSON exports), in one go and "
          + "all or nothing (a file's kind comes from its header, or --kind; dates are YYYY-MM-DD unless --date-format), "
          + "or a registration platform's export as it is (import --profiles lists them)",
        example: "import data/league.csv data/teams.csv data/players.csv",
        run: InterchangeCommands.importFiles),
      Command(
        "export", syntax: InterchangeCommands.exportSyntax(model),
        summary:
          "write \(Prose.list(InterchangeCommands.exportable(model), "or")) in the import format "
          + "(CSV; JSON with --format json or a .json file)"
          + (settingsNoun.map { "; export \($0) DIR writes every file of the \($0) into the folder DIR" }
            ?? "") + "; --profile NAME writes a registration platform's import template instead",
        example: "export players BOS -o red-sox.csv", run: InterchangeCommands.export),
      Command(
        "report", syntax: ReportCommand.syntax(model),
        summary:
          "a team's report (division, staff, roster with league ages, ages) or the league's by division; "
          + "text, md, csv, json or html (a printable roster); --private adds birthdates and contacts",
        example: "report \"Los Angeles Dodgers\" -o dodgers.html", run: ReportCommand.run),
      Command(
        "as-of", syntax: AsOfCommand.syntax,
        summary:
          "show the league as it stood at WHEN (a date, a date and time, or @ENTRY) until 'as-of now'; changes are refused meanwhile",
        example: "as-of 2026-05-01", past: .ignored(hint: "'as-of WHEN' alone shows the league as it was"),
        run: AsOfCommand.run),
      Command(
        "revert", syntax: UndoCommands.revertSyntax,
        summary:
          "take back one journal entry (see 'log'), whoever made it; refused if its rows changed since, or as any change when it breaks the league's rules (--force makes it anyway)",
        example: "revert @12", run: UndoCommands.revert),
      Command(
        "log", syntax: LogCommand.syntax(model),
        summary:
          "the journal of changes, newest first: who changed what and when, row by row (WHEN: a date, "
          + "a date and time, today, yesterday or @ENTRY); --prune-before forgets older entries (asks first at a terminal)",
        example: "log \"Boston Red Sox\" --since yesterday",
        past: .ignored(
          hint: "'log --until WHEN' lists the journal up to then", changing: LogCommand.pruneBefore.name),
        run: LogCommand.run),
      Command(
        "check", syntax: Syntax(),
        summary: "check the league's file: integrity, relationships, the search index",
        example: "check", past: .ignored(hint: nil), run: MaintenanceCommands.check),
    ]
    if model.has(.eligibility) { commands += eligibilityCommands }
    if model.has(.families) {
      commands.append(
        Command(
          "siblings", syntax: SiblingsCommand.syntax,
          summary: "the players who share a guardian with a player, and which guardians they share",
          example: "siblings \"Mookie Betts\"", run: SiblingsCommand.run))
      commands += [
        HouseholdsCommand.command, DuplicatesCommand.command(model), MergeCommand.command(model),
        SplitCommand.command(model),
      ]
    }
    let root = model.rootEntity
    let child = model.childEntity(of: root)?.presentation
    commands += [
      Command(
        "backup", syntax: MaintenanceCommands.backupSyntax,
        summary: "copy the league to FILE, consistently even while others write",
        example: "backup league-2026-11-30.sqlite", past: .present, run: MaintenanceCommands.backup),
      Command(
        "migrate", syntax: MigrateCommand.syntax,
        summary: "copy a league between an SQLite file and a PostgreSQL database (into an empty one)",
        example: "migrate --from roster.sqlite --to postgresql://league.example.org/league", past: .present,
        run: MigrateCommand.run),
      Command(
        "ls", syntax: NavigationCommands.lsSyntax,
        summary:
          "list where you are, numbered: the \(root.presentation.plural), or inside \(root.presentation.withArticle) its "
          + "\(child?.plural ?? "objects") (--by position: sections)",
        example: "ls --by position", run: NavigationCommands.ls),
      Command(
        "cd", syntax: NavigationCommands.cdSyntax(model),
        summary:
          "enter \(root.presentation.withArticle) (by row number, name or abbreviation); 'cd ..' goes back, 'cd -' to the previous one",
        example: "cd BOS", run: NavigationCommands.cd),
      Command(
        "back", syntax: Syntax(), summary: "go back to the \(root.presentation.plural) (as 'cd ..')",
        example: "back",
        run: NavigationCommands.back),
      Command(
        "pwd", syntax: Syntax(), summary: "say where you are", example: "pwd", past: .ignored(hint: nil),
        run: NavigationCommands.pwd),
      Command(
        "show", syntax: ShowCommand.syntax(model),
        summary:
          "every field of one record: its #id, birthdate and league age, what it belongs to and what belongs to it, and its last changes; a medical note only with --private",
        example: "show player \"Mookie Betts\"", run: ShowCommand.run),
      Command(
        "format", syntax: DisplayCommands.formatSyntax,
        summary:
          "how the following listings print: an aligned table, CSV, JSON or Markdown (alone: which one)",
        example: "format csv", past: .ignored(hint: nil), run: DisplayCommands.format),
      Command(
        "expanded", syntax: DisplayCommands.expandedSyntax,
        summary:
          "show tables one record a block (on), as tables (off), or one record a block when wider than the screen (auto); '\\x' switches",
        example: "expanded auto", past: .ignored(hint: nil), run: DisplayCommands.expanded),
      Command(
        "where", syntax: NavigationCommands.whereSyntax,
        summary: "filter the current list; 'where' alone shows everything again", example: "where 'age < 25'",
        run: NavigationCommands.filter),
      Command(
        "sort", syntax: NavigationCommands.sortSyntax,
        summary: "order the current list until changed; 'sort' alone restores the default",
        example: "sort age desc, name", run: NavigationCommands.sort),
      Command(
        "undo", syntax: UndoCommands.undoSyntax,
        summary:
          "undo this session's last change; with none left (or as 'roster undo'), your newest change in the journal not yet undone, shown first and asked about at a terminal (-f does not ask; --skip drops a step that cannot be undone; --force passes the league's rules, as for any change, and does not ask)",
        example: "undo",
        run: UndoCommands.undo),
      Command(
        "redo", syntax: UndoCommands.redoSyntax,
        summary:
          "redo what 'undo' undid (--skip drops a step; --force passes the league's rules, as for any change)",
        example: "redo",
        run: UndoCommands.redo),
      Command(
        "config", syntax: Syntax(),
        summary:
          "show the settings in effect (db, format, pager, color, date-format, history-size, confirm) and where each came from",
        example: "config", past: .ignored(hint: nil), run: ConfigCommand.run),
      Command(
        "help", syntax: HelpCommand.syntax,
        summary:
          "list the commands, or show one command's syntax and an example; 'help predicates' and 'help keys' "
          + "the predicate language, 'help --man' the manual page",
        example: "help players", past: .ignored(hint: nil),
        run: HelpCommand.run),
      Command(
        "quit", syntax: Syntax(), summary: "leave (also 'exit', or Ctrl-D)", example: "quit",
        past: .ignored(hint: nil),
        run: quit),
      Command(
        "exit", syntax: Syntax(), summary: "leave (as 'quit')", example: "exit", past: .ignored(hint: nil),
        run: quit),
    ]
    // A model with Roster's families has their mailing lists, listed after the reports.
    if model.has(.families), let report = commands.firstIndex(where: { $0.name == "report" }) {
      commands.insert(MailCommand.command, at: report + 1)
    }
    return commands
  }

  /// The league's rules: listing what breaks them, explaining a player, locking a division.
  private static let eligibilityCommands = [
    Command(
      "season new", syntax: SeasonCommands.newSyntax,
      summary:
        "close the current season and open the next: teams and divisions carry over; --release-all (the default with age groups) returns every player to the free agents (asks first at a terminal; -f does not ask)",
      example: "season new \"2027 Spring\" --cutoff 2027-08-31", run: SeasonCommands.new),
    Command(
      "seasons", syntax: Syntax(),
      summary:
        "the league's seasons, when each began and ended, and its players (--season NAME reads a closed one)",
      example: "seasons", run: SeasonCommands.list),
    Command(
      "eligibility", syntax: EligibilityCommands.listSyntax,
      summary:
        "list the league's eligibility problems (ages, roster sizes, birthdates, a person on two teams); exit status 1 if any",
      example: "eligibility division U12", run: EligibilityCommands.list),
    Command(
      "why", syntax: EligibilityCommands.whySyntax,
      summary: "explain a player's eligibility: each rule that applies, its numbers, and whether it passes",
      example: "why \"Ana Ruiz\"", run: EligibilityCommands.why),
    FormCommand.command,
    Command(
      "access", syntax: AccessCommand.syntax,
      summary:
        "on PostgreSQL, who may change what: list the grants, or grant or revoke a server role's admin, manager (of teams) or viewer access; the server enforces them",
      example: "access grant manager hawks_coach \"Harbor Hawks\"", past: .ignored(hint: nil),
      run: AccessCommand.run),
    Command(
      "lock", syntax: LockCommands.syntax("lock"),
      summary:
        "lock a division: which teams it has, their players and those players' birthdates then change only with --force",
      example: "lock division U12", run: LockCommands.lock),
    Command(
      "unlock", syntax: LockCommands.syntax("unlock"), summary: "unlock a locked division",
      example: "unlock division U12", run: LockCommands.unlock),
  ]

  private static func quit(_ session: Session, _ input: CommandInput) throws {
    session.quitRequested = true
  }
}
