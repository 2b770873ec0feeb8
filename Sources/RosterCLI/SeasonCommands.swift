import RosterKit

/// `season new NAME --cutoff DATE [--keep-rosters|--release-all]` closes the current season and
/// opens the next in one change; `seasons` lists them. A closed season is read with `--season`.
enum SeasonCommands {
  static let cutoff = CommandOption(
    "--cutoff", value: .text, placeholder: "DATE",
    required: "say the new season's age cutoff, such as --cutoff 2027-08-31",
    meaning: "the new season's age cutoff (YYYY-MM-DD): league ages are on it")
  static let keepRosters = CommandOption("--keep-rosters", meaning: "every player stays on their team")
  static let releaseAll = CommandOption(
    "--release-all", meaning: "every player goes back to the free agents (the default with age groups)")
  static let yes = CommandOption("-f", "--force", meaning: "do not ask first")

  /// `season new NAME --cutoff DATE [--keep-rosters|--release-all] [-f]`.
  static let newSyntax = Syntax(
    [
      .operand(
        .init(
          slot: .name, kind: .text, placeholder: "NAME",
          missing: .missing("the new season's name, such as \"2027 Spring\""))),
      .option(cutoff), .optional([.choice([[.option(keepRosters)], [.option(releaseAll)]])]),
    ], options: [yes])

  static func new(_ session: Session, _ input: CommandInput) throws {
    // Required by the syntax: there when this runs.
    let cutoffText = input.word(Self.cutoff) ?? Argument("")
    guard let cutoff = CalendarDate(iso: cutoffText.value) else {
      throw input.usageError("\(quoted(cutoffText.value)) is not a date; give the cutoff as YYYY-MM-DD")
    }
    let asks = !input.has(yes)
    let keep = input.has(keepRosters)
    let release = input.has(releaseAll)
    if keep && release { throw input.usageError("give --keep-rosters or --release-all, not both") }
    let name = input[.name] ?? ""
    let context = session.context
    let settings = RosterModel.settings
    let object = try LeagueCommand.current(settings, in: session) ?? context.insert(settings)
    let previous = object.value(forKey: "season").textValue
    if let previous, TextFolding.fold(previous) == TextFolding.fold(name) {
      throw SeasonError.sameName(previous)
    }
    try Seasons.refuseRepeated(name, in: context.store)
    // A league with age groups starts each season from the pool (the youth way); others keep rosters.
    let ageGroups = try context.count(
      FetchRequest(
        entity: RosterModel.division,
        predicate: .comparison(key: "min_age", .notEqual, .null)
          || .comparison(key: "max_age", .notEqual, .null)))
    let releasing = release || (!keep && ageGroups > 0)
    // Keeping the rosters, the players their team's division no longer takes (emptying them,
    // the registrations below say it).
    let agedOut = releasing ? [] : try Seasons.agedOut(on: cutoff, in: context)
    object.setValue(.text(name), forKey: "season")
    object.setValue(.text(cutoff.description), forKey: "cutoff")
    // The youth way: each player registered for the division their new league age fits, for
    // `form` to place them (their team's, read before the rosters are emptied, when it does).
    let registrations = releasing ? try Seasons.register(on: cutoff, in: context) : Seasons.Registrations()
    var released = 0
    if releasing {
      let placed = FetchRequest(
        entity: RosterModel.player, predicate: .comparison(key: "team", .notEqual, .null))
      for player in try context.fetch(placed) {
        player.setObject(nil, forKey: "team")
        released += 1
      }
    }
    // Every roster emptied at once: asked first at a terminal, saying how many players it frees.
    if asks && released > 0 && session.terminal != nil {
      let question =
        "Begin season \(quoted(name)) and return all \(RosterModel.player.presentation.count(released)) on "
        + "teams to the free agents?"
      guard try session.confirm(question) else {
        context.rollback()
        return session.say("Nothing changed.")
      }
    }
    // A new season is the league's decision: rosters emptied or aged out are what it begins with.
    try session.save(force: true)
    var said = "Season \(quoted(name)) began, league ages on \(cutoff)"
    // The season just closed, as `seasons` lists it (one played without a name included).
    if let closed = try Seasons.list(context.store).dropLast().last,
      closed.name == previous ?? Seasons.Season.unnamed
    {
      said += "; \(quoted(closed.name)) is closed (--season \(quoted(closed.name)) reads it)"
    }
    said +=
      releasing
      ? "; \(RosterModel.player.presentation.count(released)) returned to the free agents."
      : "; rosters were kept."
    session.say(said)
    if !agedOut.isEmpty {
      session.say("Aged out of their division on the new cutoff (\(agedOut.count)):")
      for line in agedOut { session.say("  " + line) }
    }
    say(registrations.moved, "Registered for the division their league age fits", in: session)
    say(
      registrations.fitsNone, "Fit no division (registered for none; 'eligibility' lists them)", in: session)
  }

  /// The most names a rollover lists of each kind before "and N more".
  static let namesListed = 20

  /// "Registered for … (3):" and a line each, the first `namesListed`.
  private static func say(_ lines: [String], _ heading: String, in session: Session) {
    guard !lines.isEmpty else { return }
    session.say("\(heading) (\(NumberText.grouped(lines.count))):")
    for line in lines.prefix(namesListed) { session.say("  " + line) }
    if lines.count > namesListed {
      session.say("  and \(NumberText.grouped(lines.count - namesListed)) more")
    }
  }

  /// `seasons`: each season with when it began and ended, and its players then.
  static func list(_ session: Session, _ input: CommandInput) throws {
    let store = session.context.store
    var rows: [[DatabaseValue]] = []
    for season in try Seasons.list(store) {
      let players = try AsOfCommand.count(RosterModel.player, asOf: season.lastEntry, in: session)
      rows.append([
        .text(season.name), season.started.map { .text(When.local($0)) } ?? .null,
        season.ended.map { .text(When.local($0)) } ?? .text("(current)"), .integer(Int64(players)),
      ])
    }
    session.show(
      Listing(
        columns: [.init("season"), .init("began"), .init("ended"), .init("players", alignment: .right)],
        rows: rows, noun: "seasons"))
  }
}
