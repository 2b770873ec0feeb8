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
    entityCommands(model) + fixedCommands(model)
  }

  /// `TEAM|league` or `division NAME`: the part of the league a check or a list is of
  /// (`eligibility`, `mail`, `duplicates`).
  static let leagueScope: Syntax.Element = .choice([
    [
      .operand(
        .init(slot: .name, kind: .object(RosterModel.team.name), placeholder: "TEAM|league", also: ["league"])
      )
    ],
    [
      .keyword("division"),
      .operand(
        .init(
          slot: .name, kind: .object(RosterModel.division.name), placeholder: "NAME",
          missing: .missing("the division's name"))),
    ],
  ])

  /// The part of the league `leagueScope` took: the team named, the division (`division NAME`)
  /// or the league; without a name, the team you are in, else `otherwise` (a usage error when
  /// there is none).
  static func leagueScope(
    of input: CommandInput, in session: Session, otherwise: LeagueScope? = nil
  ) throws -> LeagueScope {
    let name = input[.name]
    if input.took("division") {
      return .division(try session.league.object(RosterModel.division, named: name ?? "").objectID)
    }
    if name?.lowercased() == "league" { return .league }
    if let team = try session.team(named: name) { return .team(team.objectID) }
    guard let otherwise else { throw input.usageError("say whose list: a team, division NAME, or league") }
    return otherwise
  }

  /// `age=N team=TEAM [position=POS] [number=N]`: the settings `add` takes, required ones first;
  /// `qualifier` (` [team=TEAM]`) follows the parent's.
  static func settingsUsage(_ entity: Entity, qualifier: String = "", named: [String] = []) -> String {
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
    // A link's other end (a guardianship's guardian), named as its parent is.
    for relationship in entity.relationships
    where !relationship.isToMany && relationship.name != entity.parentRelationship?.name {
      let setting = "\(relationship.name)=\(relationship.name.uppercased())"
      if relationship.isOptional { optional.append("[\(setting)]") } else { required.append(setting) }
    }
    return (required + optional + named.map { "[\($0)]" }).joined(separator: " ")
  }

  /// The settings of `entity`'s named values, as usage lines and `set`'s summary say them:
  /// `ids.SYSTEM=VALUE` (`Model.namedValues`).
  static func namedValueSettings(_ entity: Entity, in model: Model) -> [String] {
    model.namedValues(of: entity).map { relationship, rows in
      "\(relationship.name).\(rows.presentation.displayKey.uppercased())="
        + (rows.presentation.valueKey ?? "value").uppercased()
    }
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

  /// Runs one command line. Atomic: a command that fails leaves no pending change behind.
  ///
  /// `--` ends the options: the words after it are taken as they are. The output options
  /// (`--format`, `--quiet`, `--no-pager`) may be given to any command, for that command only.
  public static func run(_ words: [Argument], in session: Session) throws {
    try run(LineParser.parse(words, from: .session, model: session.model), in: session)
  }

  /// Runs a line read by `LineParser`: a session's, or roster's own arguments once the options
  /// that last for the whole session are in effect (`ParsedLine.withoutSessionOptions`).
  static func run(_ line: ParsedLine, in session: Session) throws {
    let options = line.options
    let asOf = try AsOfCommand.entry(options.past, in: session)
    // The option as given with this command (on the program's command line, with its one command).
    let asOfGiven = (options.past ?? session.pastGiven).map(\.option)
    if options.help {
      session.out.write(try HelpCommand.text(topic: line.helpTopic, model: session.model))
      return
    }
    guard let command = line.command, let input = line.input else {
      if let mistake = line.mistake { throw mistake }
      return
    }
    session.context.stamp = JournalStamp(author: session.author, command: typed(line.commandWords))
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
    try refuseFormat(session.format, for: command)
    if !command.past.isShown(with: input) {
      try refusePast(asOf, given: asOfGiven, for: command, in: session)
    }
    // What roster's own options refuse first, then a mistake in the command's words.
    if let mistake = line.mistake { throw mistake }
    session.out.escapesControls = session.out.isTerminal || [.table, .md].contains(session.format)
    do {
      let past = command.past.isShown(with: input) ? asOf ?? session.asOf : nil
      try AsOfCommand.shown(past, in: session) { try command.run(session, input) }
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

  /// HTML is a report's, and emails, phones and vCards a mailing list's: anything else never
  /// prints as a text table when one of those was asked for.
  static func refuseFormat(_ format: OutputFormat, for command: Command) throws {
    let mail = format != .csv && OutputFormat.mail.contains(format)
    if format == .html && !["report", "export"].contains(command.name) {
      throw UsageError(
        "--format html is for reports ('report TEAM -o roster.html'); \(command.name) prints as \(OutputFormat.listingNames)",
        usage: command.usage)
    }
    if mail && command.name != MailCommand.name {
      throw UsageError(
        "--format \(format.rawValue) is for mailing lists ('mail TEAM --format \(format.rawValue)'); "
          + "\(command.name) prints as \(OutputFormat.listingNames)", usage: command.usage)
    }
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
