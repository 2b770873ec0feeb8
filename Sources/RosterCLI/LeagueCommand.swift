import RosterKit

/// `league`: the league's settings (a one-row entity), shown as `key  value` lines; `league set
/// key=value…` changes them in one save, as `set` changes any object. A new cutoff changes every
/// league age, and with them what breaks the divisions' rules: it is made, and any eligibility
/// problems it adds are counted.
enum LeagueCommand {
  static func run(_ settings: Entity, _ session: Session, _ input: CommandInput) throws {
    guard input.took("set") else {
      let object = try current(settings, in: session)
      let rows = settings.attributes.map { attribute -> [DatabaseValue] in
        [.text(attribute.name), object?.value(forKey: attribute.name) ?? .null]
      }
      session.show(
        Listing(columns: [.init("setting"), .init("value")], rows: rows, noun: "settings"))
      return
    }
    let changes = input.settings
    let object = try current(settings, in: session) ?? session.context.insert(settings)
    guard !changes.isEmpty else {
      throw input.usageError(
        "nothing to change; give key=value, such as " + settings.presentation.examples.set)
    }
    // A season's new name may not be one the league played before (`--season` reads by name).
    if session.model.has(.seasons),
      let season = changes.first(where: { settings.attribute($0.key)?.name == "season" }),
      !season.value.trimmingWhitespace().isEmpty,
      TextFolding.fold(season.value.trimmingWhitespace())
        != object.value(forKey: "season").textValue.map({ TextFolding.fold($0) })
    {
      try Seasons.refuseRepeated(season.value.trimmingWhitespace(), in: session.context.store)
    }
    let ageDayMoves = movesAgeDay(changes.map(\.key), settings, in: session)
    let problemsBefore = ageDayMoves ? try Eligibility.problems(in: session.context).count : 0
    try EditingCommands.apply(changes, to: object, excluding: [], in: session)
    let saved = try session.save()
    When.leagueZone = session.context.timeZone
    let change = saved.updated.first ?? saved.inserted.first
    guard let change else {
      session.say("Nothing changed: the \(settings.presentation.noun) already has those values.")
      return
    }
    let keys = saved.inserted.isEmpty ? change.previous.keys.sorted() : changes.map(\.key)
    let details = keys.compactMap { key -> String? in
      guard let attribute = settings.attribute(key) else { return nil }
      return "\(attribute.name) \(change.values[attribute.name]?.description ?? "")"
    }
    session.say("Updated the \(settings.presentation.noun): \(details.joined(separator: ", ")).")
    guard ageDayMoves else { return }
    let problems = try Eligibility.problems(in: session.context).count
    if problems > problemsBefore {
      session.err.line("roster: warning: " + Self.moreProblems(problems - problemsBefore, of: problems))
    }
  }

  /// Whether setting `keys` may move the day league ages are counted to: the cutoff, of a model
  /// with the league's rules (another model has no eligibility rules).
  private static func movesAgeDay(_ keys: [String], _ settings: Entity, in session: Session) -> Bool {
    session.model.has(.eligibility)
      && keys.contains { settings.attribute($0)?.name == RosterModel.cutoffColumn }
  }

  /// "the new cutoff leaves 5 more eligibility problems (12 in all); …": on standard error, a
  /// warning as a forced change's are, so --quiet keeps it.
  static func moreProblems(_ added: Int, of total: Int) -> String {
    let more =
      added == 1 ? "1 more eligibility problem" : "\(NumberText.grouped(added)) more eligibility problems"
    return "the new cutoff leaves \(more) (\(NumberText.grouped(total)) in all); 'eligibility' lists them"
  }

  /// The settings' row, if the league has one yet: the first (a fetch's rows come in the order of
  /// their ids when it asks for no other; an object cannot be a sort key).
  static func current(_ settings: Entity, in session: Session) throws -> ManagedObject? {
    try session.context.fetch(FetchRequest(entity: settings, fetchLimit: 1)).first
  }
}
