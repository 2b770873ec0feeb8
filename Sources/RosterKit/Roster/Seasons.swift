/// A league's seasons: the current one is the settings' `season`; a closed one is read from the
/// journal, as the league stood just before the change that named the next season.
public enum Seasons {
  /// A season, and where the journal has it begin and end (nil: before the journal, or still
  /// running).
  public struct Season: Sendable, Equatable {
    public let name: String
    public let started: String?
    /// The last entry of the season, when it is closed, and when the next began.
    public let lastEntry: Int64?
    public let ended: String?

    /// The name a season played before the league named any is listed and read by.
    public static let unnamed = "(no name)"
  }

  /// The seasons the journal knows, oldest first, the current one last.
  public static func list(_ store: any Store) throws -> [Season] {
    // Every change of the settings' season, in order: from the old name to the new one.
    var changes: [(entry: Int64, at: String, old: String?, new: String?)] = []
    // The images read by the database, as the journal's reader reads them (`JournalReader.images`).
    let season = { (image: String) in
      store.dialect.journalValue(#""r"."# + SQL.identifier(image), key: "season", type: .text)
    }
    try store.query(
      #"SELECT "r"."entry", "j"."at", "# + season("old") + ", " + season("new")
        + #", "r"."change" FROM "journal_rows" AS "r" JOIN "journal" AS "j" ON "j"."id" = "r"."entry" WHERE "r"."entity" = 'league'"#
        // A season begun and taken back (undone) was never one.
        + #" AND "j"."reverts" IS NULL AND NOT EXISTS (SELECT 1 FROM "journal" AS "u" WHERE "u"."reverts" = "j"."id") ORDER BY "r"."id""#
    ) { row in
      let old = row.value(at: 2).textValue
      let new = row.value(at: 3).textValue
      // The settings' first row starts the first season; after that, a change of its name.
      guard old != new || row.value(at: 4).description == "insert" else { return }
      changes.append((row.value(at: 0).integerValue ?? 0, row.value(at: 1).description, old, new))
    }
    var seasons: [Season] = []
    var started: String?
    for change in changes {
      // A season the league played without naming it counts when something happened in it.
      let played =
        try change.old != nil
        || store.scalar(
          #"SELECT count(*) FROM (SELECT 1 FROM "journal_rows" WHERE "entry" < "#
            + SQL.value(.integer(change.entry)) + " LIMIT 1) AS \"e\""
        ).integerValue ?? 0 > 0
      if played {
        let last = try store.scalar(
          #"SELECT max("id") FROM "journal" WHERE "id" < "# + SQL.value(.integer(change.entry))
        ).integerValue
        seasons.append(
          Season(name: change.old ?? Season.unnamed, started: started, lastEntry: last, ended: change.at))
      }
      started = change.at
    }
    if let current = try store.scalar(#"SELECT "season" FROM "league" ORDER BY "id" LIMIT 1"#).textValue {
      seasons.append(Season(name: current, started: started, lastEntry: nil, ended: nil))
    }
    return numbered(seasons)
  }

  /// Seasons that share a name (a league named two the same before Roster refused it) each with
  /// their place among them, oldest first: "Spring (1)", "Spring (2)". Each name reads one season.
  private static func numbered(_ seasons: [Season]) -> [Season] {
    var counts: [String: Int] = [:]
    for season in seasons { counts[TextFolding.fold(season.name), default: 0] += 1 }
    var seen: [String: Int] = [:]
    return seasons.map { season in
      let key = TextFolding.fold(season.name)
      guard counts[key, default: 0] > 1 else { return season }
      seen[key, default: 0] += 1
      return Season(
        name: "\(season.name) (\(seen[key]!))", started: season.started, lastEntry: season.lastEntry,
        ended: season.ended)
    }
  }

  /// The entry a season's league is read at: its last (nil for the current season). A name two
  /// seasons share is refused, naming them as `seasons` lists them ("Spring (1)", "Spring (2)").
  public static func lastEntry(of name: String, in store: any Store) throws -> Int64? {
    let seasons = try list(store)
    let folded = TextFolding.fold(name)
    if let season = seasons.first(where: { TextFolding.fold($0.name) == folded }) { return season.lastEntry }
    let sharing = seasons.filter { TextFolding.fold($0.name).hasPrefix(folded + " (") }
    if sharing.count > 1 { throw SeasonError.ambiguous(name, seasons: sharing) }
    throw SeasonError.unknown(name, known: seasons.map(\.name))
  }

  /// Refuses `name` for a new season (or the current one's new name) when a season the league
  /// played had it: two seasons of one name, `--season` could not tell apart.
  public static func refuseRepeated(_ name: String, in store: any Store) throws {
    let folded = TextFolding.fold(name)
    if let earlier = try list(store).filter({ $0.ended != nil }).first(where: {
      TextFolding.fold($0.name) == folded || TextFolding.fold($0.name).hasPrefix(folded + " (")
    }) {
      throw SeasonError.playedBefore(name, season: earlier)
    }
  }

  /// Players whose league age on `cutoff` is outside the ages of their team's division: "Ana
  /// Ruiz (U12, 13 on 2027-08-31)".
  public static func agedOut(on cutoff: CalendarDate, in context: Context) throws -> [String] {
    let keys = [
      "name", "birthdate", "age", "team.division.name", "team.division.min_age", "team.division.max_age",
    ]
    let request = FetchRequest(
      entity: RosterModel.player, predicate: .comparison(key: "team.division", .notEqual, .null),
      sortDescriptors: [SortDescriptor("name")])
    var names: [String] = []
    for row in try context.fetchValues(request, keyPaths: keys) {
      guard let birth = row[1].textValue.flatMap(CalendarDate.init(iso:)) else { continue }
      let age = birth.wholeYears(on: cutoff)
      let (minimum, maximum) = (row[4].integerValue, row[5].integerValue)
      if minimum.map({ Int64(age) < $0 }) == true || maximum.map({ Int64(age) > $0 }) == true {
        names.append("\(row[0]) (\(row[3]), \(age) on \(cutoff))")
      }
    }
    return names
  }
}

/// A season that cannot be found or begun.
public enum SeasonError: PersonFacingError, Equatable {
  case unknown(String, known: [String])
  case sameName(String)
  case ambiguous(String, seasons: [Seasons.Season])
  case playedBefore(String, season: Seasons.Season)

  public var description: String {
    switch self {
    case .unknown(let name, let known):
      return "the league has no season \(quoted(name))"
        + (known.isEmpty
          ? "; 'season new NAME --cutoff DATE' begins one"
          : "; its seasons are \(Prose.list(known.map(quoted)))")
    case .sameName(let name):
      return "the current season is already \(quoted(name)); name the new one differently"
    case .ambiguous(let name, let seasons):
      return "the league played \(seasons.count) seasons named \(quoted(name)): "
        + Prose.list(seasons.map { "\(quoted($0.name)) (\(Self.span($0)))" }) + "; name one of them so"
    case .playedBefore(let name, let season):
      return "the league already played a season named \(quoted(name)) (\(Self.span(season))); "
        + "name this one differently, such as \(quoted(name + " 2"))"
    }
  }

  /// "2026-03-01 to 2026-06-30": when a season's journal has it begin and end (the day, in UTC).
  private static func span(_ season: Seasons.Season) -> String {
    let day = { (stamp: String?) in stamp.map { String($0.prefix(10)) } }
    switch (day(season.started), day(season.ended)) {
    case (let began?, let ended?): return "\(began) to \(ended)"
    case (nil, let ended?): return "until \(ended)"
    case (let began?, nil): return "since \(began)"
    case (nil, nil): return "no date"
    }
  }
}
