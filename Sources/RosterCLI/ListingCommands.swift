import RosterKit

/// `teams`, `players` and `find`: fetch requests rendered as listings.
enum ListingCommands {
  static let teamColumns: [(keyPath: String, column: Listing.Column)] = [
    ("name", .init("name")),
    ("city", .init("city")),
    ("abbreviation", .init("abbreviation", title: "abbr")),
    ("players.@count", .init("players", alignment: .right)),
  ]

  static let playerColumns: [(keyPath: String, column: Listing.Column)] = [
    ("name", .init("name")),
    ("age", .init("age", alignment: .right)),
    ("position", .init("position")),
    ("number", .init("number", alignment: .right)),
    ("team.name", .init("team")),
  ]

  static func teams(_ session: Session, _ arguments: inout Arguments) throws {
    let clauses = try arguments.takeClauses()
    try arguments.finish()
    var request = FetchRequest(entity: Team.entity)
    request.predicate = try clauses.predicate.map { try Predicate(format: $0) }
    request.sortDescriptors = try (clauses.sort.map(SortDescriptor.parse) ?? []) + [SortDescriptor("name")]
    let (rows, ids) = try rowsAndIDs(request, keyPaths: teamColumns.map(\.keyPath), in: session)
    session.show(Listing(columns: teamColumns.map(\.column), rows: rows, noun: "teams"), ids: ids)
  }

  /// The values of `keyPaths` for each match, and the matches' ids. In a lasting session the
  /// objects are read first, with their versions, and kept by the context: a later `set N` or
  /// `rm N` is checked against what this listing showed (or something older, never newer), so a
  /// row another session changed meanwhile is refused instead of overwritten.
  static func rowsAndIDs(_ request: FetchRequest, keyPaths: [String], in session: Session) throws -> (
    [[DatabaseValue]], [ObjectID]
  ) {
    if session.keepsListings { _ = try session.context.fetch(request) }
    var rows = try session.context.fetchValues(request, keyPaths: keyPaths + ["self"])
    let entity = request.entity.name
    let ids = rows.map { ObjectID(entityName: entity, rowID: $0.last?.integerValue ?? 0) }
    for index in rows.indices { rows[index].removeLast() }
    return (rows, ids)
  }

  static func players(_ session: Session, _ arguments: inout Arguments) throws {
    let teamName = try arguments.takeName(until: ["where", "sort"])
    let clauses = try arguments.takeClauses()
    try arguments.finish()
    let team = try session.team(named: teamName)
    var request = FetchRequest(entity: Player.entity)
    request.predicate = try clauses.predicate.map { try Predicate(format: $0) }
    if let team {
      request.predicate = Predicate.and(
        .comparison(key: "team", .equal, .object(team.objectID)), request.predicate)
    }
    request.sortDescriptors = try (clauses.sort.map(SortDescriptor.parse) ?? []) + Player.defaultOrder
    try showPlayers(request, leagueWide: team == nil, in: session)
  }

  /// Most rows `find` shows in a table; CSV and JSON get every match.
  static let findLimit = 100

  /// Names with the words of TEXT (the last one possibly unfinished), ignoring case and accents,
  /// from the full-text index; when none has them, names containing TEXT anywhere (a scan).
  static func find(_ session: Session, _ arguments: inout Arguments) throws {
    guard let text = try arguments.takeName() else { throw arguments.usageError("missing the text to find") }
    try arguments.finish()
    if let longest = Player.entity.attribute("name")?.maxLength, text.count > longest {
      throw UsageError("the text to find is longer than any player's name can be (\(longest) characters)")
    }
    let order = [SortDescriptor("name"), SortDescriptor("team.name"), SortDescriptor("age")]
    var request = FetchRequest(entity: Player.entity, sortDescriptors: order)
    // Words split at punctuation ("o'b" is o and b): then the text as typed must be in the name too.
    let exact = Predicate.comparison(key: "name", .contains, .text(text), options: .all)
    let punctuated = text.contains { !($0.isLetter || $0.isNumber || $0.isWhitespace) }
    if session.format == .table && !punctuated {
      // The index names the matches (the first hundred and one suffice); the rows come by id.
      let ids = try session.context.searchMatches(Player.entity, text, limit: findLimit + 1)
      if !ids.isEmpty {
        request.predicate = .comparison(key: "self", .in, ids.prefix(findLimit).map { .object($0) })
        try showPlayers(request, leagueWide: true, in: session)
        if ids.count > findLimit {
          var all = FetchRequest(entity: Player.entity)
          all.searchText = text
          let total = try session.context.count(all)
          sayMore(total - findLimit, in: session)
        }
        return
      }
    }
    request.searchText = text
    request.predicate = punctuated ? exact : nil
    var total = try session.context.count(request)
    if total == 0 {
      request.searchText = nil
      request.predicate = exact
      total = try session.context.count(request)
    }
    let cut = session.format == .table && total > findLimit
    if cut { request.fetchLimit = findLimit }
    try showPlayers(request, leagueWide: true, in: session)
    if cut { sayMore(total - findLimit, in: session) }
  }

  /// The line under a find that shows only the first matches.
  static func sayMore(_ count: Int, in session: Session) {
    session.out.line(
      "… and \(NumberText.grouped(count)) more; add to the text to narrow the search (--format csv lists them all)."
    )
  }

  /// Players as a listing; the team column shows in a table only when the list spans teams.
  static func showPlayers(_ request: FetchRequest, leagueWide: Bool, in session: Session) throws {
    var (rows, ids) = try rowsAndIDs(request, keyPaths: playerColumns.map(\.keyPath), in: session)
    var columns = playerColumns.map(\.column)
    if !leagueWide && session.format == .table {
      columns.removeLast()
      rows = rows.map { Array($0.dropLast()) }
    }
    session.show(
      Listing(columns: columns, rows: rows, noun: leagueWide ? "players match" : "players"), ids: ids)
  }
}
