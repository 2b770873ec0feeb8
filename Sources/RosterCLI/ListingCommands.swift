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

  /// Names with the words of TEXT (the last one possibly unfinished), ignoring case and accents,
  /// from the full-text index; when none has them, names containing TEXT anywhere (a scan).
  static func find(_ session: Session, _ arguments: inout Arguments) throws {
    guard let text = arguments.takeName() else { throw arguments.usageError("missing the text to find") }
    try arguments.finish()
    if let longest = Player.entity.attribute("name")?.maxLength, text.count > longest {
      throw UsageError("the text to find is longer than any player's name can be (\(longest) characters)")
    }
    let order = [SortDescriptor("name"), SortDescriptor("team.name"), SortDescriptor("age")]
    var request = FetchRequest(entity: Player.entity, sortDescriptors: order)
    // Words split at punctuation ("o'b" is o and b): then the text as typed must be in the name too.
    let exact = try Predicate(format: "name CONTAINS[cd] %@", [.value(.text(text))])
    let punctuated = text.contains { !($0.isLetter || $0.isNumber || $0.isWhitespace) }
    if session.format == .table && !punctuated {
      // The index names the matches (the first hundred and one suffice); the rows come by id.
      let ids = try session.context.searchMatches(Player.entity, text, limit: findLimit + 1)
      if !ids.isEmpty {
        request.predicate = try Predicate(
          format: "self IN %@", [.list(ids.prefix(findLimit).map { .object($0) })])
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
  static func showPlayers(
    _ request: FetchRequest, leagueWide: Bool, in session: Session,
    arrange: ([[DatabaseValue]]) -> [[DatabaseValue]] = { $0 }
  ) throws {
    var rows = arrange(try session.context.fetchValues(request, keyPaths: playerColumns.map(\.keyPath)))
    var columns = playerColumns.map(\.column)
    if !leagueWide && session.format == .table {
      columns.removeLast()
      rows = rows.map { Array($0.dropLast()) }
    }
    session.show(Listing(columns: columns, rows: rows, noun: leagueWide ? "players match" : "players"))
  }
}
