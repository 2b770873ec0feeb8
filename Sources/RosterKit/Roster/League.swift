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

  /// What is wrong with the file, if anything: SQLite's integrity and foreign-key checks, and
  /// whether each full-text index still matches its table.
  public func check() throws -> [String] {
    var problems = try store.check()
    for entity in context.model.entities {
      guard let search = context.model.searchNames(entity), let check = store.dialect.checkSearchIndex(search)
      else { continue }
      do {
        try store.execute(check)
      } catch {
        problems.append("the search index of \(entity.table) does not match the table")
      }
    }
    return problems
  }

  // MARK: Naming teams and players

  /// The team whose name (ignoring case and accents) or abbreviation is `reference`.
  public func team(_ reference: String) throws -> Team {
    let text = reference.trimmingCharacters(in: .whitespaces)
    let request = FetchRequest(
      entity: Team.entity,
      predicate: try Predicate(
        format: "name ==[cd] %@ OR abbreviation ==[cd] %@", [.value(.text(text)), .value(.text(text))]))
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
    let text = name.trimmingCharacters(in: .whitespaces)
    var predicate: Predicate
    if text.hasPrefix("#"), let id = Int64(text.dropFirst()) {
      predicate = .comparison(key: "self", .equal, .object(ObjectID(entityName: "Player", rowID: id)))
    } else {
      predicate = try Predicate(format: "name ==[cd] %@", [.value(.text(text))])
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

  private func suggestPlayer(_ text: String, team: Team?) throws -> String? {
    guard let word = text.split(separator: " ").max(by: { $0.count < $1.count }), word.count >= 3 else {
      return nil
    }
    var predicate = try Predicate(format: "name CONTAINS[cd] %@", [.value(.text(String(word)))])
    if let team { predicate = predicate && .comparison(key: "team", .equal, .object(team.objectID)) }
    let request = FetchRequest(entity: Player.entity, predicate: predicate, fetchLimit: 50)
    let names = try context.fetchValues(request, keyPaths: ["name"]).compactMap { $0[0].textValue }
    return Suggestions.closest(to: text, in: names) ?? (names.count == 1 ? names[0] : nil)
  }
}
