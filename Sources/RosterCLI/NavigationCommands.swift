import RosterKit

/// `ls`, `cd`, `pwd`, `where` and `sort`: moving between the league's teams and a team's
/// players, like a navigation controller over two table views.
enum NavigationCommands {
  /// The teams as `teams` lists them, with the mean age instead of the abbreviation.
  static let teamColumns =
    ListingCommands.teamColumns.filter { $0.keyPath != "abbreviation" }
    + [("players.@avg.age", Listing.Column("mean_age", title: "mean age", alignment: .right))]

  /// A team's players as `players` lists them, without the team.
  static let playerColumns = ListingCommands.playerColumns.filter { $0.keyPath != "team.name" }

  static func ls(_ session: Session, _ arguments: inout Arguments) throws {
    let by = try arguments.takeOption("--by")
    try arguments.finish()
    try list(session, sections: by.map(SectionKey.parse))
  }

  /// Lists the current level, numbered, with the view's filter and order; rows the last command
  /// inserted or changed are marked, and its deletions reported under the table. The listing a
  /// change brings back (`marks`) fits the screen instead of going through the pager.
  static func list(
    _ session: Session, sections sectionKey: SectionKey? = nil, marks changes: ChangeSet? = nil
  ) throws {
    let (request, columns) = try currentRequest(session)
    let entity = request.entity
    let view = session.team == nil ? session.leagueView : session.teamView
    var rows: [[DatabaseValue]]
    var ids: [ObjectID]
    var sections: [(name: String, start: Int, count: Int)]?
    if let sectionKey {
      if session.keepsListings { _ = try session.context.fetch(request) }
      let grouped = try session.context.fetchValueSections(
        request, keyPaths: columns.map(\.keyPath) + ["self"], by: sectionKey)
      rows = grouped.flatMap(\.elements)
      ids = rows.map { ObjectID(entityName: entity.name, rowID: $0.last?.integerValue ?? 0) }
      rows = rows.map { Array($0.dropLast()) }
      var start = 0
      sections = grouped.map { section in
        defer { start += section.count }
        return (section.name, start, section.count)
      }
    } else {
      (rows, ids) = try ListingCommands.rowsAndIDs(request, keyPaths: columns.map(\.keyPath), in: session)
    }
    let noun = entity.name.lowercased() + "s" + (view.predicate == nil ? "" : " match")
    var listing = Listing(columns: columns.map(\.column), rows: rows, noun: noun)
    listing.sections = sections
    if session.format == .table, let changes {
      let inserted = Set(changes.inserted.map(\.objectID))
      let updated = Set(changes.updated.map(\.objectID))
      listing.marks = ids.map { inserted.contains($0) ? "+" : updated.contains($0) ? "*" : " " }
    }
    session.show(listing, ids: ids, fitting: changes != nil)
    for change in changes?.deleted(entity.name) ?? [] {
      session.say("Deleted: \(change.values["name"]?.description ?? change.objectID.description)")
    }
  }

  /// The fetch request of the current level's view, and its columns.
  static func currentRequest(_ session: Session) throws -> (
    FetchRequest, [(keyPath: String, column: Listing.Column)]
  ) {
    let team = session.team
    let view = team == nil ? session.leagueView : session.teamView
    var request = FetchRequest(entity: team == nil ? Team.entity : Player.entity)
    request.predicate = try view.predicate.map { try Predicate(format: $0) }
    if let team {
      request.predicate = Predicate.and(
        .comparison(key: "team", .equal, .object(team.objectID)), request.predicate)
    }
    let defaultOrder = team == nil ? [SortDescriptor("name")] : Player.defaultOrder
    request.sortDescriptors = try (view.sort.map(SortDescriptor.parse) ?? []) + defaultOrder
    return (request, team == nil ? teamColumns : playerColumns)
  }

  static func cd(_ session: Session, _ arguments: inout Arguments) throws {
    let target = try arguments.takeName() ?? "/"
    try arguments.finish()
    switch target {
    case "/", "..", "~", "-":
      session.team = nil
    default:
      let team: Team
      if let number = RowReference.rowNumber(target) {
        guard let object = try RowReference.object(number, typed: target, in: session) as? Team else {
          throw UsageError("row \(target) of the last listing is a player; 'cd' enters a team")
        }
        team = object
      } else {
        team = try session.league.team(target)
      }
      if session.team?.objectID != team.objectID { session.teamView.predicate = nil }
      session.team = team
    }
    try list(session)
  }

  static func back(_ session: Session, _ arguments: inout Arguments) throws {
    try arguments.finish()
    session.team = nil
    try list(session)
  }

  static func pwd(_ session: Session, _ arguments: inout Arguments) throws {
    try arguments.finish()
    session.out.line(session.team.map { "/" + $0.name } ?? "/")
  }

  /// `where PRED` filters the current view; `where` alone clears the filter.
  static func filter(_ session: Session, _ arguments: inout Arguments) throws {
    let text = Arguments.clauseText(arguments.words)
    try change(session) { $0.predicate = text }
  }

  /// `sort KEY [desc], …` orders the current view until changed; `sort` alone restores the default.
  static func sort(_ session: Session, _ arguments: inout Arguments) throws {
    let text = Arguments.clauseText(arguments.words)
    try change(session) { $0.sort = text }
  }

  /// Changes the current level's view and lists it; a view that fails to list is not kept.
  private static func change(_ session: Session, _ edit: (inout Session.View) -> Void) throws {
    let saved = (session.leagueView, session.teamView)
    if session.team == nil { edit(&session.leagueView) } else { edit(&session.teamView) }
    do {
      try list(session)
    } catch {
      (session.leagueView, session.teamView) = saved
      throw error
    }
  }
}

/// A row of the last listing (`3`) or a name, resolved at the current level: teams at the league,
/// that team's players inside a team. A row number stands for what the last listing showed,
/// whatever level it came from (`players LAD` at the league, then `set 2 age=30`).
enum RowReference {
  /// The object of row `number` (typed as `text`, for the messages) of the last listing.
  static func object(_ number: Int, typed text: String? = nil, in session: Session) throws -> ManagedObject {
    let row = text ?? String(number)
    guard session.keepsListings else {
      throw UsageError(
        "row \(row): row numbers refer to a listing earlier in the same session (a script or "
          + "the interactive roster); name the team or player instead")
    }
    guard let listing = session.lastListing else {
      throw UsageError(
        "row \(row): nothing numbered has been listed yet; list first ('ls', 'teams' or 'players TEAM')")
    }
    if let format = listing.format {
      throw UsageError(
        "row \(row): the last listing had no row numbers (it was \(format.rawValue.uppercased())); "
          + "list again as a table ('ls', or --format table)")
    }
    guard !listing.ids.isEmpty else {
      throw UsageError("there is no row \(row): the last listing was empty")
    }
    guard number >= 1 && number <= listing.ids.count else {
      throw UsageError(
        "there is no row \(row); the last listing had rows 1 to \(NumberText.grouped(listing.ids.count))")
    }
    guard number <= listing.shown else {
      throw UsageError(
        "row \(row) is not on the screen: the last listing showed rows 1 to \(NumberText.grouped(listing.shown)); "
          + "'ls' lists them all")
    }
    guard let object = try session.context.existingObject(with: listing.ids[number - 1]) else {
      throw UsageError("row \(row) no longer exists; use 'ls' to list again")
    }
    return object
  }

  /// A row number, a player's `#ID`, or a name at the current level.
  static func resolve(_ reference: String, in session: Session) throws -> ManagedObject {
    if let number = rowNumber(reference) { return try object(number, typed: reference, in: session) }
    if reference.hasPrefix("#") { return try session.league.player(reference) }
    if let team = session.team { return try session.league.player(reference, team: team) }
    return try session.league.team(reference)
  }

  /// The number of `3` (digits only: `+3`, `-1` and `3.0` are not row numbers).
  static func rowNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return Int(text) ?? Int.max
  }
}
