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
    let rows = try session.context.fetchValues(request, keyPaths: teamColumns.map(\.keyPath))
    session.show(Listing(columns: teamColumns.map(\.column), rows: rows, noun: "teams"))
  }

  static func players(_ session: Session, _ arguments: inout Arguments) throws {
    let teamName = arguments.takeName(until: ["where", "sort"])
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

  /// Names in which TEXT begins a word, ignoring case and accents, from the full-text index;
  /// when no name has such a word, names containing TEXT anywhere (a scan).
  static func find(_ session: Session, _ arguments: inout Arguments) throws {
    guard let text = arguments.takeName() else { throw arguments.usageError("missing the text to find") }
    try arguments.finish()
    var request = FetchRequest(
      entity: Player.entity, predicate: try Predicate(format: "name CONTAINS[cd] %@", [.value(.text(text))]),
      sortDescriptors: [SortDescriptor("name"), SortDescriptor("team.name"), SortDescriptor("age")])
    request.searchText = text
    var total = try session.context.count(request)
    if total == 0 {
      request.searchText = nil
      total = try session.context.count(request)
    }
    if session.format == .table && total > findLimit { request.fetchLimit = findLimit }
    try showPlayers(request, leagueWide: true, in: session)
    if let limit = request.fetchLimit {
      session.out.line(
        "… and \(NumberText.grouped(total - limit)) more; add to the text to narrow the search "
          + "(--format csv lists them all).")
    }
  }

  /// Players as a listing; the team column shows in a table only when the list spans teams.
  static func showPlayers(_ request: FetchRequest, leagueWide: Bool, in session: Session) throws {
    var rows = try session.context.fetchValues(request, keyPaths: playerColumns.map(\.keyPath))
    var columns = playerColumns.map(\.column)
    if !leagueWide && session.format == .table {
      columns.removeLast()
      rows = rows.map { Array($0.dropLast()) }
    }
    session.show(Listing(columns: columns, rows: rows, noun: leagueWide ? "players match" : "players"))
  }
}
