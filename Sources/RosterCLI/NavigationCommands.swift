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
  /// inserted or changed are marked, and its deletions reported under the table.
  static func list(
    _ session: Session, sections sectionKey: SectionKey? = nil, marks changes: ChangeSet? = nil
  ) throws {
    let (request, columns) = try currentRequest(session)
    let entity = request.entity
    let view = session.team == nil ? session.leagueView : session.teamView
    let keyPaths = columns.map(\.keyPath) + ["self"]

    // The listed objects are read first, with their versions, and kept by the context: a later
    // `set N` or `rm N` is checked against what this listing showed (or something older, never
    // newer), so a row another session changed meanwhile is refused instead of overwritten.
    _ = try session.context.fetch(request)
    var rows: [[DatabaseValue]]
    var sections: [(name: String, start: Int, count: Int)]?
    if let sectionKey {
      let grouped = try session.context.fetchValueSections(request, keyPaths: keyPaths, by: sectionKey)
      rows = grouped.flatMap(\.elements)
      var start = 0
      sections = grouped.map { section in
        defer { start += section.count }
        return (section.name, start, section.count)
      }
    } else {
      rows = try session.context.fetchValues(request, keyPaths: keyPaths)
    }
    let ids = rows.map { ObjectID(entityName: entity.name, rowID: $0.last?.integerValue ?? 0) }
    session.rows = ids
    let noun = entity.name.lowercased() + "s" + (view.predicate == nil ? "" : " match")
    var listing = Listing(columns: columns.map(\.column), rows: rows.map { Array($0.dropLast()) }, noun: noun)
    listing.sections = sections
    if session.format == .table {
      listing.numbers = Array(1..<(ids.count + 1))
      if let changes {
        let inserted = Set(changes.inserted.map(\.objectID))
        let updated = Set(changes.updated.map(\.objectID))
        listing.marks = ids.map { inserted.contains($0) ? "+" : updated.contains($0) ? "*" : " " }
      }
    }
    session.show(listing)
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
    let target = arguments.takeName() ?? "/"
    try arguments.finish()
    switch target {
    case "/", "..", "~", "-":
      session.team = nil
    default:
      let team: Team
      if let number = Int(target) {
        guard session.team == nil else {
          throw UsageError("row \(number) here is a player; use 'cd ..' to go back to the teams first")
        }
        guard let object = try RowReference.object(number, in: session) as? Team else {
          throw UsageError("row \(number) is not a team")
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
/// that team's players inside a team.
enum RowReference {
  static func object(_ number: Int, in session: Session) throws -> ManagedObject {
    if session.rows.isEmpty {
      // Nothing listed yet: the numbers are those 'ls' would show.
      let request = try NavigationCommands.currentRequest(session).0
      session.rows = try session.context.fetchValues(request, keyPaths: ["self"]).map {
        ObjectID(entityName: request.entity.name, rowID: $0[0].integerValue ?? 0)
      }
    }
    guard !session.rows.isEmpty else { throw UsageError("there is no row \(number): the list is empty") }
    guard (1...session.rows.count).contains(number) else {
      throw UsageError("there is no row \(number); the last listing had rows 1 to \(session.rows.count)")
    }
    guard let object = try session.context.existingObject(with: session.rows[number - 1]) else {
      throw UsageError("row \(number) no longer exists; use 'ls' to list again")
    }
    return object
  }

  static func resolve(_ reference: String, in session: Session) throws -> ManagedObject {
    if let number = Int(reference) {
      let object = try object(number, in: session)
      let expected = session.team == nil ? "Team" : "Player"
      guard object.entity.name == expected else {
        throw UsageError("row \(number) is not a \(expected.lowercased()) here; use 'ls' first")
      }
      return object
    }
    if let team = session.team { return try session.league.player(reference, team: team) }
    return try session.league.team(reference)
  }
}
