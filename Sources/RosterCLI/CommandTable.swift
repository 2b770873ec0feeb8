import FoundationEssentials
import RosterKit
import Synchronization

/// Every command, and how a line of words finds its command.
///
/// The commands for each entity (its listing, `add`, `set`, `move`, `rm`) are made from the
/// entity's presentation, so a new entity in the model gets them without code of its own.
public enum CommandTable {
  /// The commands of Roster's own model.
  public static let commands: [Command] = commands(for: RosterModel.shared)

  /// Each model's commands, behind a lock: sessions of different models (tests run in
  /// parallel) make theirs at once, and two writes to one dictionary at the same moment crash.
  private static let made = Mutex<[ObjectIdentifier: [Command]]>([:])

  /// The commands for `model`, made once.
  public static func commands(for model: Model) -> [Command] {
    made.withLock { made in
      if let commands = made[ObjectIdentifier(model)] { return commands }
      let commands = make(model)
      made[ObjectIdentifier(model)] = commands
      return commands
    }
  }

  private static func make(_ model: Model) -> [Command] {
    let root = model.rootEntity.presentation
    var listings: [Command] = []
    var adds: [Command] = []
    var sets: [Command] = []
    var moves: [Command] = []
    var removes: [Command] = []
    // The navigation's two levels first (teams, players), then the rest in the model's order.
    let main = [model.rootEntity] + (model.childEntity(of: model.rootEntity).map { [$0] } ?? [])
    let ordered = main + model.entities.filter { entity in !main.contains { $0 === entity } }
    for entity in ordered where !entity.presentation.isSettings {
      let p = entity.presentation
      let parent = model.parentEntity(of: entity)?.presentation
      let noun = p.noun.uppercased()
      // A parent placed in one itself is narrowed by it (`contacts PLAYER [team=TEAM]`).
      let qualifier =
        model.parentEntity(of: entity).flatMap { model.parentEntity(of: $0) }.map {
          " [\(parent!.parent!)=\($0.presentation.noun.uppercased())]"
        } ?? ""
      let narrowing = parent.map { " [\(p.parent!)=\($0.noun.uppercased())\(qualifier)]" } ?? ""
      // The league's rules govern teams and players: a change of them that breaks one needs it.
      let isMain = main.contains { $0 === entity }
      let force = isMain ? " [--force]" : ""
      listings.append(
        Command(
          p.plural,
          usage: "\(p.plural) "
            + (parent.map {
              "[\($0.noun.uppercased())\(qualifier)\(entity.parentRelationship!.isOptional ? "|--free" : "")] "
            } ?? "")
            + "[where PRED] [sort KEY [asc|desc], …]",
          summary: p.listingSummary, example: "\(p.plural) \(p.examples.listing)",
          run: { try ListingCommands.list(entity, $0, &$1) }))
      adds.append(
        Command(
          "add \(p.noun)",
          usage: "add \(p.noun) NAME " + Self.settingsUsage(entity, qualifier: qualifier) + force,
          summary: "add \(p.withArticle)"
            + (parent.map {
              entity.parentRelationship!.isOptional
                ? " to \($0.withArticle) or to none (inside \($0.withArticle), \(p.parent!)= may be left out)"
                : " to \($0.withArticle) (inside \($0.withArticle), \(p.parent!)= may be left out)"
            } ?? ""),
          example: "add \(p.noun) \(p.examples.add)", run: { try EditingCommands.add(entity, $0, &$1) }))
      let keys = entity.attributes.map(\.name)
      sets.append(
        Command(
          "set \(p.noun)", usage: "set \(p.noun) \(noun)\(narrowing) key=value…" + force,
          summary: "change \(p.withArticle)'s "
            + Prose.list(keys, "or"),
          example: "set \(p.noun) \(p.examples.name) \(p.examples.set)",
          run: { try EditingCommands.set(entity, $0, &$1) }))
      // Bulk changes, for the two levels the league's rules govern (whose plurals differ from
      // their nouns, as `staff`'s would not); the listing's own words say which (`players BOS
      // where …`, `players --free where …`).
      let selection =
        "\(p.plural) "
        + (parent.map {
          "[\($0.noun.uppercased())\(entity.parentRelationship!.isOptional ? "|--free" : "")] "
        } ?? "")
        + "where PRED"
      if isMain {
        sets.append(
          Command(
            "set \(p.plural)", usage: "set \(selection) key=value… [-f]" + force,
            summary:
              "change every \(p.noun) that matches, in one step (asks first at a terminal; -f does not ask)",
            example: "set \(p.plural) \(p.examples.selection) \(p.examples.set)",
            run: { try BulkCommands.set(entity, $0, &$1) }))
      }
      if let parent {
        moves.append(
          Command(
            "move \(p.noun)",
            usage: "move \(p.noun) \(noun)\(narrowing) to \(parent.noun.uppercased())" + force,
            summary: "move \(p.withArticle) to another \(parent.noun)",
            example:
              "move \(p.noun) \(p.examples.name) to \(parent.examples.name == "BOS" ? "LAD" : parent.examples.name)",
            run: { try EditingCommands.move(entity, $0, &$1) }))
        if isMain {
          moves.append(
            Command(
              "move \(p.plural)", usage: "move \(selection) to \(parent.noun.uppercased()) [-f]" + force,
              summary: "move every \(p.noun) that matches to another \(parent.noun), in one step",
              example:
                "move \(p.plural) \(p.examples.selection) to \(parent.examples.name == "BOS" ? "LAD" : parent.examples.name)",
              run: { try BulkCommands.move(entity, $0, &$1) }))
        }
      }
      removes.append(
        Command(
          "rm \(p.noun)",
          usage: "rm \(p.noun) \(noun)\(narrowing) [-f]"
            + (EditingCommands.releasable(entity, model).isEmpty ? "" : " [--release]"),
          summary: "delete \(p.withArticle)" + Self.cascadeSummary(entity, model)
            + " (asks first at a terminal)",
          example: "rm \(p.noun) \(p.examples.name)", run: { try EditingCommands.remove(entity, $0, &$1) }))
      if isMain {
        removes.append(
          Command(
            "rm \(p.plural)", usage: "rm \(selection) [-f]",
            summary: "delete every \(p.noun) that matches" + Self.cascadeSummary(entity, model, plural: true)
              + ", in one step (asks first at a terminal)",
            example: "rm \(p.plural) \(p.examples.selection)",
            run: { try BulkCommands.remove(entity, $0, &$1) }))
      }
    }
    let child = model.childEntity(of: model.rootEntity)?.presentation
    let rootNoun = root.noun.uppercased()
    var commands = listings
    if let searchable = model.searchableEntity?.presentation {
      commands.append(
        Command(
          "find", usage: "find TEXT",
          summary:
            "find \(searchable.plural) league-wide whose \(searchable.displayKey) contains TEXT, ignoring case and accents",
          example: "find jose", run: ListingCommands.find))
    }
    commands += adds + sets
    commands.append(
      Command(
        "set", usage: "set ROW|NAME key=value… [--force]",
        summary:
          "change a row of the last listing: \(root.withArticle), or inside \(root.withArticle) one of its "
          + (child?.plural ?? "objects"),
        example: "set 3 \(child?.examples.set ?? root.examples.set)", run: EditingCommands.setRow))
    commands += moves
    if let child {
      commands.append(
        Command(
          "move", usage: "move ROW|NAME to \(rootNoun) [--force]",
          summary: "inside \(root.withArticle): move one of its \(child.plural) to another \(root.noun)",
          example: "move 2 to LAD", run: EditingCommands.moveRow))
    }
    commands += removes
    commands.append(
      Command(
        "rm", usage: "rm ROW|NAME [-f]",
        summary: "delete a row of the last listing (asks first at a terminal; -f does not ask)",
        example: "rm 1", run: EditingCommands.removeRow))
    let listed = model.entities.filter { !$0.presentation.isSettings }
    let plurals = listed.map(\.presentation.plural).joined(separator: "|")
    let settingsNoun = model.entities.first(where: \.presentation.isSettings)?.presentation.noun
    let exportUsage =
      "export \(plurals) [\(rootNoun)] [--format csv|json] [-o FILE]"
      + (settingsNoun.map { " | export \($0) [-o FILE | DIR [--overwrite]]" } ?? "")
    if let settings = model.entities.first(where: \.presentation.isSettings) {
      let p = settings.presentation
      commands.append(
        Command(
          p.noun, usage: "\(p.noun) [set key=value…]",
          summary: "show the \(p.noun)'s " + Prose.list(settings.attributes.map(\.name))
            + ", or change them with 'set'",
          example: "\(p.noun) set \(p.examples.set)", run: { try LeagueCommand.run(settings, $0, &$1) }))
    }
    if let entity = model.pooledEntity, let pool = entity.presentation.pool {
      let p = entity.presentation
      let parent = model.parentEntity(of: entity)!.presentation
      commands.append(
        Command(
          "release", usage: "release \(p.noun.uppercased()) [--force]",
          summary: "take \(p.withArticle) off \(parent.withArticle): it waits among the \(pool)",
          example: "release \(p.examples.name)", run: { try EditingCommands.release(entity, $0, &$1) }))
    }
    commands += [
      Command(
        "import", usage: InterchangeCommands.importUsage(model),
        summary:
          "load \(Prose.list(model.entities.map(Importer.fileNoun))) from CSV files (or JSON exports), in one go and "
          + "all or nothing (a file's kind comes from its header; dates are YYYY-MM-DD unless --date-format)",
        example: "import data/league.csv data/teams.csv data/players.csv",
        run: InterchangeCommands.importFiles),
      Command(
        "export", usage: exportUsage,
        summary:
          "write \(Prose.list(InterchangeCommands.exportable(model), "or")) in the import format "
          + "(CSV; JSON with --format json or a .json file)"
          + (settingsNoun.map { "; export \($0) DIR writes every file of the \($0) into the folder DIR" }
            ?? ""),
        example: "export players BOS -o red-sox.csv", run: InterchangeCommands.export),
      Command(
        "report", usage: "report [TEAM|league] [--private] [--format \(OutputFormat.reportNames)] [-o FILE]",
        summary:
          "a team's report (division, staff, roster with league ages, ages) or the league's by division; "
          + "text, md, csv, json or html (a printable roster); --private adds birthdates and contacts",
        example: "report \"Los Angeles Dodgers\" -o dodgers.html", run: ReportCommand.run),
      Command(
        "as-of", usage: "as-of WHEN|now",
        summary:
          "show the league as it stood at WHEN (a date, a date and time, or @ENTRY) until 'as-of now'; changes are refused meanwhile",
        example: "as-of 2026-05-01", past: .ignored(hint: "'as-of WHEN' alone shows the league as it was"),
        run: AsOfCommand.run),
      Command(
        "revert", usage: "revert @ENTRY [--force]",
        summary:
          "take back one journal entry (see 'log'), whoever made it; refused if its rows changed since, or as any change when it breaks the league's rules (--force makes it anyway)",
        example: "revert @12", run: UndoCommands.revert),
      Command(
        "log",
        usage:
          "log [TEAM|PLAYER|NOUN NAME] [--since WHEN] [--until WHEN] [--author NAME] [-n N] [-v] | log --prune-before WHEN",
        summary:
          "the journal of changes, newest first: who changed what and when, row by row (WHEN: a date, "
          + "a date and time, today, yesterday or @ENTRY); --prune-before forgets older entries (asks first at a terminal)",
        example: "log \"Boston Red Sox\" --since yesterday",
        past: .ignored(hint: "'log --until WHEN' lists the journal up to then", changing: "--prune-before"),
        run: LogCommand.run),
      Command(
        "check", usage: "check",
        summary: "check the league's file: integrity, relationships, the search index",
        example: "check", past: .ignored(hint: nil), run: MaintenanceCommands.check),
    ]
    if model === RosterModel.shared { commands += eligibilityCommands }
    commands += [
      Command(
        "backup", usage: "backup FILE",
        summary: "copy the league to FILE, consistently even while others write",
        example: "backup league-2026-11-30.sqlite", past: .present, run: MaintenanceCommands.backup),
      Command(
        "migrate", usage: MigrateCommand.usage,
        summary: "copy a league between an SQLite file and a PostgreSQL database (into an empty one)",
        example: "migrate --from roster.sqlite --to postgresql://league.example.org/league", past: .present,
        run: MigrateCommand.run),
      Command(
        "ls", usage: "ls [--by KEY]",
        summary: "list where you are, numbered: the \(root.plural), or inside \(root.withArticle) its "
          + "\(child?.plural ?? "objects") (--by position: sections)",
        example: "ls --by position", run: NavigationCommands.ls),
      Command(
        "cd", usage: "cd ROW|\(rootNoun)|..|/|-",
        summary:
          "enter \(root.withArticle) (by row number, name or abbreviation); 'cd ..' goes back, 'cd -' to the previous one",
        example: "cd BOS", run: NavigationCommands.cd),
      Command(
        "back", usage: "back", summary: "go back to the \(root.plural) (as 'cd ..')", example: "back",
        run: NavigationCommands.back),
      Command(
        "pwd", usage: "pwd", summary: "say where you are", example: "pwd", past: .ignored(hint: nil),
        run: NavigationCommands.pwd),
      Command(
        "show", usage: ShowCommand.usage,
        summary:
          "every field of one record: its #id, birthdate and league age, what it belongs to and what belongs to it, and its last changes",
        example: "show player \"Mookie Betts\"", run: ShowCommand.run),
      Command(
        "format", usage: DisplayCommands.formatUsage,
        summary:
          "how the following listings print: an aligned table, CSV, JSON or Markdown (alone: which one)",
        example: "format csv", past: .ignored(hint: nil), run: DisplayCommands.format),
      Command(
        "expanded", usage: DisplayCommands.expandedUsage,
        summary:
          "show tables one record a block (on), as tables (off), or one record a block when wider than the screen (auto); '\\x' switches",
        example: "expanded auto", past: .ignored(hint: nil), run: DisplayCommands.expanded),
      Command(
        "where", usage: "where [PRED]",
        summary: "filter the current list; 'where' alone shows everything again", example: "where 'age < 25'",
        run: NavigationCommands.filter),
      Command(
        "sort", usage: "sort [KEY [asc|desc], …]",
        summary: "order the current list until changed; 'sort' alone restores the default",
        example: "sort age desc, name", run: NavigationCommands.sort),
      Command(
        "undo", usage: "undo [--skip] [-f] [--force]",
        summary:
          "undo this session's last change; with none left (or as 'roster undo'), your newest change in the journal not yet undone, shown first and asked about at a terminal (-f does not ask; --skip drops a step that cannot be undone; --force passes the league's rules, as for any change, and does not ask)",
        example: "undo",
        run: UndoCommands.undo),
      Command(
        "redo", usage: "redo [--skip] [--force]",
        summary:
          "redo what 'undo' undid (--skip drops a step; --force passes the league's rules, as for any change)",
        example: "redo",
        run: UndoCommands.redo),
      Command(
        "config", usage: ConfigCommand.usage,
        summary:
          "show the settings in effect (db, format, pager, color, date-format, history-size, confirm) and where each came from",
        example: "config", past: .ignored(hint: nil), run: ConfigCommand.run),
      Command(
        "help", usage: HelpCommand.usage,
        summary:
          "list the commands, or show one command's syntax and an example; 'help predicates' and 'help keys' "
          + "the predicate language, 'help --man' the manual page",
        example: "help players", past: .ignored(hint: nil),
        run: HelpCommand.run),
      Command(
        "quit", usage: "quit", summary: "leave (also 'exit', or Ctrl-D)", example: "quit",
        past: .ignored(hint: nil),
        run: quit),
      Command(
        "exit", usage: "exit", summary: "leave (as 'quit')", example: "exit", past: .ignored(hint: nil),
        run: quit),
    ]
    return commands
  }

  /// The league's rules: listing what breaks them, explaining a player, locking a division.
  private static let eligibilityCommands = [
    Command(
      "season new", usage: "season new NAME --cutoff DATE [--keep-rosters|--release-all] [-f]",
      summary:
        "close the current season and open the next: teams and divisions carry over; --release-all (the default with age groups) returns every player to the free agents (asks first at a terminal; -f does not ask)",
      example: "season new \"2027 Spring\" --cutoff 2027-08-31", run: SeasonCommands.new),
    Command(
      "seasons", usage: "seasons",
      summary:
        "the league's seasons, when each began and ended, and its players (--season NAME reads a closed one)",
      example: "seasons", run: SeasonCommands.list),
    Command(
      "eligibility", usage: "eligibility [TEAM|division NAME|league]",
      summary:
        "list the league's eligibility problems (ages, roster sizes, birthdates, a person on two teams); exit status 1 if any",
      example: "eligibility division U12", run: EligibilityCommands.list),
    Command(
      "why", usage: "why PLAYER [team=TEAM]",
      summary: "explain a player's eligibility: each rule that applies, its numbers, and whether it passes",
      example: "why \"Ana Ruiz\"", run: EligibilityCommands.why),
    Command(
      "access", usage: AccessCommand.usage,
      summary:
        "on PostgreSQL, who may change what: list the grants, or grant or revoke a server role's admin, manager (of teams) or viewer access; the server enforces them",
      example: "access grant manager hawks_coach \"Harbor Hawks\"", past: .ignored(hint: nil),
      run: AccessCommand.run),
    Command(
      "lock", usage: "lock division NAME",
      summary:
        "lock a division: which teams it has, their players and those players' birthdates then change only with --force",
      example: "lock division U12", run: LockCommands.lock),
    Command(
      "unlock", usage: "unlock division NAME", summary: "unlock a locked division",
      example: "unlock division U12", run: LockCommands.unlock),
  ]

  /// `age=N team=TEAM [position=POS] [number=N]`: the settings `add` takes, required ones first;
  /// `qualifier` (` [team=TEAM]`) follows the parent's.
  static func settingsUsage(_ entity: Entity, qualifier: String = "") -> String {
    let p = entity.presentation
    var required: [String] = []
    var optional: [String] = []
    for attribute in entity.attributes where attribute.name != p.displayKey {
      let setting = "\(settingKey(attribute))=\(placeholder(attribute))"
      if attribute.isOptional { optional.append("[\(setting)]") } else { required.append(setting) }
    }
    if let parent = entity.parentRelationship {
      let setting = "\(parent.name)=\(parent.name.uppercased())" + qualifier
      if parent.isOptional { optional.insert("[\(setting)]", at: 0) } else { required.append(setting) }
    }
    return (required + optional).joined(separator: " ")
  }

  /// How a setting's key reads in usage lines and completion: the shortest spelling of at least
  /// four letters (`abbr` for abbreviation, `position` rather than `pos`).
  static func settingKey(_ attribute: Attribute) -> String {
    ([attribute.name] + attribute.aliases).filter { $0.count >= 4 }.min { $0.count < $1.count }
      ?? attribute.name
  }

  /// `N` for a number, `YYYY-MM-DD` for a date; for text, its shortest spelling in capitals
  /// (`POS`, `ABBR`, `CITY`).
  static func placeholder(_ attribute: Attribute) -> String {
    if attribute.kind == .integer { return "N" }
    if case .digits = attribute.shape { return "N" }
    if attribute.kind == .boolean { return "yes|no" }
    if attribute.kind == .date { return "YYYY-MM-DD" }
    let spellings = ([attribute.name] + attribute.aliases).filter { $0.count >= 2 }
    return (spellings.min { $0.count < $1.count } ?? attribute.name).uppercased()
  }

  /// " and all of its players": what deleting one takes with it (and what it leaves).
  static func cascadeSummary(_ entity: Entity, _ model: Model, plural many: Bool = false) -> String {
    var text = ""
    let its = many ? "their" : "its"
    for relationship in entity.relationships where relationship.isToMany {
      let plural = model.entity(named: relationship.destination).presentation.plural
      switch relationship.deleteRule {
      case .cascade:
        // What those take along in turn: "and all of its players and their contacts".
        var along = ""
        var child = model.entity(named: relationship.destination)
        while let next = child.relationships.first(where: { $0.isToMany && $0.deleteRule == .cascade }) {
          child = model.entity(named: next.destination)
          along += " and their \(child.presentation.plural)"
        }
        text += " and all of \(its) \(plural)" + along
      case .nullify: text += " (\(its) \(plural) stay, without one)"
      case .deny: text += " (refused while \(many ? "they have" : "it has") \(plural))"
      }
    }
    return text
  }

  private static func quit(_ session: Session, _ arguments: inout Arguments) throws {
    try arguments.finish()
    session.quitRequested = true
  }

  /// The command a line starts with, and the words after its name. Options may come before,
  /// between or after the command's words (`rm -f team SEA`): they stay with the arguments.
  public static func lookup(_ words: [Argument], in model: Model = RosterModel.shared) throws -> (
    Command, [Argument]
  ) {
    let commands = commands(for: model)
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
      let choices = Prose.list(group.map { "'\($0.name)'" }, "or")
      let nouns = Prose.list(group.map { $0.words[1] }, "or")
      if let second {
        throw UsageError("'\(first)' works on a \(nouns), not \(quoted(second)); use \(choices)")
      }
      throw UsageError(
        "'\(first)' needs what it works on (\(nouns)): \(choices)",
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
    let options = try GlobalOptions.parse(words, from: .session)
    let words = options.words
    let asOf = try AsOfCommand.entry(options.past, in: session)
    // The option as given with this command (on the program's command line, with its one command).
    let asOfGiven = (options.past ?? session.pastGiven).map(\.option)
    if options.help {
      let topic = words.filter { !$0.isOption }.map(\.value)
      session.out.write(try HelpCommand.text(topic: Array(topic.prefix(2)), model: session.model))
      return
    }
    let (command, rest) = try lookup(words, in: session.model)
    session.context.stamp = JournalStamp(author: session.author, command: typed(words))
    var arguments = Arguments(rest, usage: command.usage)
    let saved = (session.format, session.formatGiven, session.quiet, session.paging)
    if let format = options.format { (session.format, session.formatGiven) = (format, true) }
    if options.quiet { session.quiet = true }
    if options.noPager { session.paging = false }
    // What was given for this command only is put back; `format csv` itself lasts.
    defer {
      if options.format != nil { (session.format, session.formatGiven) = (saved.0, saved.1) }
      if options.quiet { session.quiet = saved.2 }
      if options.noPager { session.paging = saved.3 }
    }
    try refuseHTML(session.format, for: command)
    if !command.past.isShown(with: rest) { try refusePast(asOf, given: asOfGiven, for: command, in: session) }
    session.out.escapesControls = session.out.isTerminal || [.table, .md].contains(session.format)
    do {
      let past = command.past.isShown(with: rest) ? asOf ?? session.asOf : nil
      try AsOfCommand.shown(past, in: session) { try command.run(session, &arguments) }
    } catch {
      session.context.rollback()
      throw error
    }
  }
}

extension CommandTable {
  /// `--as-of` (or `--season`) given to a command that reads nothing of the league then is refused
  /// rather than left unused; and a copy of the league (`backup`) is never made while the league
  /// is shown as it was, since it would not be the league shown.
  static func refusePast(
    _ asOf: (id: Int64, at: String)?, given option: String?, for command: Command, in session: Session
  ) throws {
    let name = command.name
    switch command.past {
    case .shown: return
    case .ignored: try refuseIgnoredPast(given: option, for: command)
    case .present:
      if session.runsAsOneTransaction { throw OneTransactionRefusal(command: name) }
      if let option {
        throw UsageError(
          "\(name) copies the league as it is now, not as it was; leave \(option) out "
            + "(export league DIR --as-of WHEN writes the league as it was)", usage: command.usage)
      }
      if let shown = session.asOf {
        throw AsOfError.readOnly(
          "\(name) copies the league as it is now, and it is shown as of @\(shown.id) "
            + "(\(When.local(shown.at))); 'as-of now' first")
      }
    }
  }

  /// `--as-of` (or `--season`) given to a command that reads nothing of the league then
  /// (`Command.Past.ignored`), before or without a league opened (`config`).
  static func refuseIgnoredPast(given option: String?, for command: Command) throws {
    guard case .ignored(let hint, _) = command.past, let option else { return }
    throw UsageError(
      "\(option) shows the league as it was to the commands that read it (listings, show, find, export, "
        + "report, eligibility); \(command.name) reads nothing of it, so leave \(option) out"
        + (hint.map { "; \($0)" } ?? ""), usage: command.usage)
  }

  /// HTML is a report's: anything else never prints as a text table when HTML was asked for.
  static func refuseHTML(_ format: OutputFormat, for command: Command) throws {
    guard format == .html, !["report", "export"].contains(command.name) else { return }
    throw UsageError(
      "--format html is for reports ('report TEAM -o roster.html'); \(command.name) prints as \(OutputFormat.listingNames)",
      usage: command.usage)
  }

  /// A command line as its journal entry records it: each word as typed (a word from the shell,
  /// which took its quotes, quoted again when it needs them), with the password of any
  /// `postgresql://` URL and the value of any `password=` taken out.
  static func typed(_ words: [Argument]) -> String {
    words.map { word in
      var text = word.raw
      // A word from the shell, which took its quotes (`Argument.commandLine` quoted it whole).
      let fromShell = !word.isQuoted && (text == word.value || text.hasPrefix("\""))
      if fromShell, text.isEmpty || word.value.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" }) {
        text = word.value
        // `role="Head Coach"`, as a person types a setting; a whole word quoted otherwise.
        let equals = text.firstIndex(of: "=").flatMap { text[..<$0].contains(" ") ? nil : $0 }
        let (key, value) =
          equals.map { (String(text[...$0]), String(text[text.index(after: $0)...])) } ?? ("", text)
        text = key + "\"" + value.escapingScalars { $0 == "\"" ? "\\\"" : nil } + "\""
      }
      if text.contains("://") { text = PostgreSQLStore.redacted(text) }
      // Bytes, not Foundation's caseless `range(of:)`: its first use costs a command half a
      // millisecond of start-up.
      if let end = ASCIIText.end(of: "password=", inCaseless: text) {
        text = String(text.utf8.prefix(end))! + "…"
      }
      return text
    }.joined(separator: " ")
  }
}
