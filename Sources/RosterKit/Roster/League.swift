import Foundation

/// A league database opened for use: the store at its current schema, a context over it, and the
/// ways commands name teams and players.
public final class League {
  public let store: any Store
  public let context: Context

  /// Opens the league at `path` — an SQLite file (created when missing), or a PostgreSQL
  /// database named by a `postgresql://` URL — and brings its schema up to date.
  public init(path: String) throws {
    store = try League.store(at: path)
    try store.migrate(RosterModel.migrations)
    context = Context(store: store, model: RosterModel.shared)
  }

  /// The store for a location: PostgreSQL for a `postgresql://` URL, else an SQLite file.
  public static func store(at location: String) throws -> any Store {
    PostgreSQLStore.handles(location) ? try PostgreSQLStore(url: location) : try SQLiteStore(path: location)
  }

  /// Whether `location` names a file (not a server's URL, nor `:memory:`).
  public static func isFile(_ location: String) -> Bool {
    location != ":memory:" && !PostgreSQLStore.handles(location)
  }

  /// The location as messages show it: a URL without any password it carries (also a URL of
  /// another kind, taken for a file's name: `mysql://ann:secret@host/db`).
  public static func shown(_ location: String) -> String {
    PostgreSQLStore.handles(location) || location.contains("://")
      ? PostgreSQLStore.redacted(location) : location
  }

  /// Whether `location` is a URL with a password in it, which on a command line other users of
  /// the machine can read.
  public static func carriesPassword(_ location: String) -> Bool {
    PostgreSQLStore.carriesPassword(location)
  }

  /// `text` (a line typed in the REPL) with the password of any PostgreSQL URL in it removed.
  public static func hidingPasswords(inText text: String) -> String {
    PostgreSQLStore.hidingPasswords(inText: text)
  }

  /// Calls `body` when a league on a server has reconnected after losing its connection.
  public func whenReconnected(_ body: @escaping () -> Void) {
    (store as? PostgreSQLStore)?.onReconnect = body
  }

  /// Removes a league file with its write-ahead log, as after a failed copy into a new file.
  public static func removeFile(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
  }

  /// `$XDG_DATA_HOME/roster/roster.sqlite`, falling back to `~/.local/share/roster/roster.sqlite`.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    let base: String
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = data
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = home + "/.local/share"
    }
    return base + "/roster/roster.sqlite"
  }

  /// What is wrong with the league, if anything: SQLite's integrity and foreign-key checks; text
  /// that breaks the model's rules or whose folded copy no longer matches it; and whether each
  /// full-text index still matches its table and is still kept up to date. Values written by
  /// another program (`sqlite3 league.sqlite "UPDATE players SET name='X' WHERE id=1"`) are what
  /// the last two find: lookups, sorting, uniqueness and `find` go by the folded copies.
  public func check() throws -> [String] {
    var problems = try store.check()
    for entity in context.model.entities {
      problems += try checkText(of: entity)
      guard let search = context.model.searchNames(entity) else { continue }
      if let check = store.dialect.checkSearchIndex(search) {
        do {
          try store.execute(check)
        } catch {
          problems.append("the search index of \(entity.table) does not match the table")
        }
      }
      problems += try checkSearchTriggers(search)
    }
    return problems
  }

  /// How many rows of an entity `check` lists; the rest are counted.
  static let checkListed = 20

  /// Each text value of each row checked as a change would be (control and invisible
  /// characters, length, spaces at the ends, empty text), and each folded copy folded again from
  /// its value (`TextFolding.fold`) and compared; at most `checkListed` rows listed.
  private func checkText(of entity: Entity) throws -> [String] {
    let attributes = entity.attributes.filter { $0.kind == .text }
    var columns: [SQL] = [.identifier("id")]
    for attribute in attributes {
      columns.append(.identifier(attribute.column))
      if let fold = attribute.foldColumn { columns.append(.identifier(fold)) }
    }
    let noun = entity.name.lowercased()
    var problems: [String] = []
    var rows = 0
    let sql: SQL =
      "SELECT " + SQL.joined(columns, separator: ", ")
      + " FROM \(ident: entity.table) ORDER BY \(ident: "id")"
    try store.query(sql) { row in
      var found: [String] = []
      var index = 1
      for attribute in attributes {
        let value = row.text(at: index)
        index += 1
        if let value {
          if let problem = Self.textProblem(value, of: attribute, on: entity) { found.append(problem) }
        }
        guard let fold = attribute.foldColumn else { continue }
        let copy = row.text(at: index)
        index += 1
        let expected = value.map { TextFolding.fold($0) }
        if copy != expected {
          found.append(
            "\(fold) is \(copy.map(quoted) ?? "empty") but the \(attribute.name) folds to \(expected.map(quoted) ?? "nothing") "
              + "(was it changed by another program?)")
        }
      }
      guard !found.isEmpty else { return }
      rows += 1
      if rows <= Self.checkListed {
        let name = row.text(at: 1).map { " " + quoted($0) } ?? ""
        problems.append("\(noun) #\(row.int64(at: 0) ?? 0)\(name): " + found.joined(separator: "; "))
      }
    }
    if rows > Self.checkListed {
      problems.append(
        "… and \(NumberText.grouped(rows - Self.checkListed)) more \(entity.table) with such problems")
    }
    return problems
  }

  /// What is wrong with a stored text value, as a change to it would be told, if anything.
  private static func textProblem(_ value: String, of attribute: Attribute, on entity: Entity) -> String? {
    do {
      let stored = try attribute.validated(.text(value), on: entity)
      if stored == .text(value) { return nil }
      return stored == .null
        ? "\(attribute.name) is empty text, where Roster stores no value"
        : "\(attribute.name) has spaces at its start or end"
    } catch {
      return "\(error)"
    }
  }

  /// On SQLite, the triggers that keep a full-text index in step with its table: without one,
  /// the index silently stops following new, changed or deleted names.
  private func checkSearchTriggers(_ search: SearchIndexNames) throws -> [String] {
    guard store is SQLiteStore else { return [] }
    let prefix = "CREATE TRIGGER \""
    let expected = store.dialect.searchIndexStatements(search).compactMap { statement -> String? in
      guard statement.hasPrefix(prefix) else { return nil }
      return String(statement.dropFirst(prefix.count).prefix { $0 != "\"" })
    }
    let present = Set(
      try store.rows(
        "SELECT \(ident: "name") FROM \(ident: "sqlite_master") WHERE \(ident: "type") = 'trigger'"
      ).compactMap { $0[0].textValue })
    return expected.filter { !present.contains($0) }.map {
      "the search index of \(search.table) is not kept up to date: its trigger \(quoted($0)) is missing"
    }
  }

  // MARK: Naming teams and players

  /// Whether the object's row is still there (another session may have deleted it).
  public func exists(_ object: ManagedObject) throws -> Bool {
    try context.count(
      FetchRequest(
        entity: object.entity, predicate: .comparison(key: "self", .equal, .object(object.objectID))))
      > 0
  }

  /// The team whose name (ignoring case and accents) or abbreviation is `reference`.
  public func team(_ reference: String) throws -> Team {
    let text = reference.trimmedSpaces
    let request = FetchRequest(
      entity: Team.entity,
      predicate: .comparison(key: "name", .equal, .text(text), options: .all)
        || .comparison(key: "abbreviation", .equal, .text(text), options: .all))
    let teams = try context.fetch(request, as: Team.self)
    let folded = TextFolding.fold(text)
    if let team = teams.first(where: { TextFolding.fold($0.name) == folded }) ?? teams.first { return team }
    throw LookupError.noTeam(text, suggestion: try suggestTeam(text))
  }

  private func suggestTeam(_ text: String) throws -> String? {
    let names = try context.fetchValues(FetchRequest(entity: Team.entity), keyPaths: ["name"]).compactMap {
      $0[0].textValue
    }
    let folded = TextFolding.fold(text)
    let containing = names.filter { TextFolding.fold($0).contains(folded) }
    if containing.count == 1 { return containing[0] }
    return Suggestions.closest(to: text, in: names)
  }

  /// The player called `name` (ignoring case and accents), on `team` when given; `#ID` names a
  /// player by id. More than one match is an error listing them.
  public func player(_ name: String, team: Team? = nil) throws -> Player {
    let text = name.trimmedSpaces
    var predicate: Predicate
    if let id = try Self.playerID(text) {
      predicate = .comparison(key: "self", .equal, .object(ObjectID(entityName: "Player", rowID: id)))
    } else {
      predicate = .comparison(key: "name", .equal, .text(text), options: .all)
    }
    if let team { predicate = predicate && .comparison(key: "team", .equal, .object(team.objectID)) }
    let players = try context.fetch(
      FetchRequest(
        entity: Player.entity, predicate: predicate,
        sortDescriptors: Player.defaultOrder), as: Player.self)
    if players.count == 1 { return players[0] }
    if players.isEmpty {
      throw LookupError.noPlayer(text, team: team?.name, suggestion: try suggestPlayer(text, team: team))
    }
    throw LookupError.ambiguousPlayer(
      text,
      candidates: players.map { player in
        "#\(player.objectID.rowID) \(player.name) (\(player.team?.name ?? "no team"), age \(player.age))"
      })
  }

  /// The id of `#145`: `#` and digits only. `#+1`, `#-1` and a `#` alone are refused rather
  /// than read as numbers; other text is a name (nil).
  static func playerID(_ text: String) throws -> Int64? {
    guard text.hasPrefix("#") else { return nil }
    let digits = text.dropFirst()
    let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
    if !digits.isEmpty, digits.utf8.allSatisfy(isDigit) {
      // Too many digits for any row is an id no player has.
      return Int64(digits) ?? Int64.max
    }
    if digits.isEmpty || digits.first == "+" || digits.first == "-" || digits.utf8.first.map(isDigit) == true
    {
      throw LookupError.notAnID(text)
    }
    return nil
  }

  private func suggestPlayer(_ text: String, team: Team?) throws -> String? {
    guard let word = text.split(separator: " ").max(by: { $0.count < $1.count }), word.count >= 3 else {
      return nil
    }
    var predicate = Predicate.comparison(key: "name", .contains, .text(String(word)), options: .all)
    if let team { predicate = predicate && .comparison(key: "team", .equal, .object(team.objectID)) }
    let request = FetchRequest(entity: Player.entity, predicate: predicate, fetchLimit: 50)
    let names = try context.fetchValues(request, keyPaths: ["name"]).compactMap { $0[0].textValue }
    return Suggestions.closest(to: text, in: names) ?? (names.count == 1 ? names[0] : nil)
  }
}
