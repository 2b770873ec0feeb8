import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A league database opened for use: the store at its current schema, a context over it, and the
/// ways commands name teams and players.
public final class League {
  /// The league's database, with its schema and upkeep (`StoreMaintenance`); the context and
  /// imports are handed only its statements (`Store`).
  public let store: any StoreMaintenance
  public let context: Context
  /// The schema this opening upgraded the database from, and to; nil when it was current or new.
  /// A file so upgraded no longer opens in the release that wrote it.
  public let upgrade: Upgrade?

  /// An older league's schema brought up to date when it was opened.
  public struct Upgrade: Equatable, Sendable {
    public let from: Int
    public let to: Int

    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Opens the league at `path` — an SQLite file (created when missing), or a PostgreSQL
  /// database named by a `postgresql://` URL — and brings its schema up to date: Roster's own
  /// model and schema history, or another model's (tests declare one with a third entity).
  ///
  /// With `upgrading` false, a league at an older schema is not opened (`League.NotCurrent`):
  /// a quick look such as a shell's completion must not upgrade a file behind the user's back.
  public init(
    path: String, model: Model = RosterModel.shared, migrations: [Migration] = RosterModel.migrations,
    upgrading: Bool = true
  ) throws {
    store = try League.store(at: path)
    let latest = migrations.map(\.version).max() ?? 0
    if !upgrading, try store.schemaVersion() != latest { throw NotCurrent() }
    let found = try store.migrate(migrations)
    upgrade = found > 0 && found < latest ? Upgrade(from: found, to: latest) : nil
    // A schema with access rules holds the session to them (on PostgreSQL; SQLite has no roles).
    if let since = model.accessSince, latest >= since { try store.enterAccess(model.access) }
    // What another program dropped or changed of the schema goes back as the history made it;
    // what cannot, and changes are refused until it does. A quick look changes nothing.
    if upgrading && !Self.schemaUnchecked {
      (schemaRepairs, schemaDamage) = try Self.audit(model, version: latest, store: store)
      if !schemaDamage.isEmpty { store.refuseWrites(SchemaDamage(findings: schemaDamage).description) }
    } else {
      (schemaRepairs, schemaDamage) = ([], [])
    }
    context = Context(store: store, model: model)
    // The league's rules hold where the model declares them (Roster's own, and a model grown
    // from it that says so); a test's model without divisions has none.
    if model.has(.eligibility) { context.saveChecks = [Eligibility.saveCheck] }
  }

  /// A league not at the current schema, opened without upgrading it.
  public struct NotCurrent: Error {}

  /// What opening the league found of its schema not as the history made it and put back
  /// (another program had dropped a journal trigger, say); what it could not put back, for which
  /// Roster's changes are refused (`Store.writeRefusal`).
  public let schemaRepairs: [SchemaAudit.Finding]
  public let schemaDamage: [SchemaAudit.Finding]

  /// `ROSTER_SCHEMA_UNCHECKED=1` opens a league without comparing its schema with the history:
  /// for measuring Roster against the same league with its journal's triggers dropped (`make
  /// bench`), never for use.
  static var schemaUnchecked: Bool { getenv("ROSTER_SCHEMA_UNCHECKED").map { String(cString: $0) } == "1" }

  /// The schema compared with what the history makes at `version` (`SchemaAudit`), and what
  /// differs put back, each in a savepoint of one transaction: what was, and what could not be
  /// (nothing put back in a database Roster cannot write, or by a login that may not).
  static func audit(_ model: Model, version: Int, store: any StoreMaintenance) throws -> (
    repaired: [SchemaAudit.Finding], left: [SchemaAudit.Finding]
  ) {
    if let digest = model.schemaDigests[store.dialect.engine], try SchemaAudit.digest(store) == digest {
      return ([], [])
    }
    let findings = try SchemaAudit.findings(model, version: version, store: store)
    guard !findings.isEmpty else { return ([], []) }
    guard !store.isReadOnly else { return ([], findings) }
    var repaired: [SchemaAudit.Finding] = []
    var left: [SchemaAudit.Finding] = []
    try store.transaction {
      for finding in findings {
        guard !finding.repair.isEmpty else {
          left.append(finding)
          continue
        }
        do {
          try store.transaction {
            for statement in finding.repair { try store.executeScript(statement) }
          }
          repaired.append(finding)
        } catch let error as StoreError where ![.interrupted, .connection, .busy].contains(error.kind) {
          left.append(finding)
        }
      }
    }
    return (repaired, left)
  }

  /// The store for a location: PostgreSQL for a `postgresql://` URL, else an SQLite file.
  public static func store(at location: String) throws -> any StoreMaintenance {
    PostgreSQLStore.handles(location) ? try PostgreSQLStore(url: location) : try SQLiteStore(path: location)
  }

  /// Whether `location` names a file (not a server's URL, nor `:memory:`).
  public static func isFile(_ location: String) -> Bool { StoreLocation.isFile(location) }

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
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? PathName.accountHome
      base = home + "/.local/share"
    }
    return base + "/roster/roster.sqlite"
  }

  /// What is wrong with the league, if anything: the engine's own checks (SQLite's integrity and
  /// foreign keys); its schema against what the history makes (`SchemaAudit`: a trigger, check,
  /// policy or function dropped, turned off or changed by another program, that opening could
  /// not put back); every stored value against the model's rules, and every folded copy against
  /// its value (`Context.scanStoredValues`); and whether each full-text index still matches its
  /// table. At most `checkListed` rows of an entity are listed; the rest are counted.
  public func check() throws -> [String] {
    // SQLite's own check finds rows its checks refuse ("CHECK constraint failed in players"):
    // said here when Roster's rules find none of them, else by the rows listed below.
    let failedChecks = "CHECK constraint failed in "
    var problems = try store.check()
    let checksFailed = Set(
      problems.filter { $0.hasPrefix(failedChecks) }.map { $0.dropFirst(failedChecks.count) })
    problems.removeAll { $0.hasPrefix(failedChecks) }
    for finding in try SchemaAudit.findings(context.model, version: try store.schemaVersion(), store: store) {
      problems.append(Self.describe(finding))
    }
    if store.dialect.engine == .postgresql, let since = context.model.accessSince,
      try store.schemaVersion() >= since, let problem = try LeagueAccess.temporaryObjectsProblem(store)
    {
      problems.append(problem)
    }
    for entity in context.model.entities {
      var rows: [Context.StoredValueProblem] = []
      let more = try context.scanStoredValues(of: entity, limit: Self.checkListed) { rows.append($0) }
      if rows.isEmpty && checksFailed.contains(Substring(entity.table)) {
        problems.append("rows of \(entity.table) break the database's checks")
      }
      problems += rows.map(\.description)
      if more {
        var count = 0
        try context.scanStoredValues(of: entity) { _ in count += 1 }
        problems.append(
          "… and \(NumberText.grouped(count - Self.checkListed)) more \(entity.table) with such problems")
      }
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

  /// How many rows of an entity `check` lists; the rest are counted.
  static let checkListed = 20

  /// A finding of the schema's audit, as `check` lists it: what it means for the league.
  static func describe(_ finding: SchemaAudit.Finding) -> String {
    if finding.kind == "trigger", finding.state == .missing, let table = finding.table,
      finding.name.hasPrefix(table + "_search_")
    {
      return
        "the search index of \(table) is not kept up to date: its trigger \(quoted(finding.name)) is missing"
    }
    if finding.kind == "trigger", finding.name.contains("_journal_"), finding.state != .unexpected {
      return "\(finding): changes to \(finding.table ?? "its table") are not journaled"
    }
    return finding.description
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
    try object(Team.entity, named: reference) as! Team
  }

  /// The player called `name` (ignoring case and accents), on `team` when given; `#ID` names a
  /// player by id. More than one match is an error listing them.
  public func player(_ name: String, team: Team? = nil) throws -> Player {
    try object(Player.entity, named: name, in: team) as! Player
  }

  /// The object of `entity` a person names with `reference`: by its lookup keys, ignoring case
  /// and accents (a match of the display key wins over one of another key), or by `#ID` where the
  /// entity takes ids; within `parent` when given. None is an error with a suggestion, several an
  /// error listing them with their ids.
  public func object(_ entity: Entity, named reference: String, in parent: ManagedObject? = nil) throws
    -> ManagedObject
  {
    let presentation = entity.presentation
    let text = reference.trimmedSpaces
    var predicate: Predicate
    let id = presentation.acceptsIDs ? try Self.objectID(text) : nil
    if let id {
      predicate = .comparison(key: "self", .equal, .object(ObjectID(entityName: entity.name, rowID: id)))
    } else {
      predicate = Predicate(
        node: .or(
          presentation.lookupKeys.map {
            Predicate.comparison(key: $0.key, .equal, .text(text), options: .all).node
          }))
    }
    if let parent, let relationship = entity.parentRelationship {
      predicate = predicate && .comparison(key: relationship.name, .equal, .object(parent.objectID))
    }
    let objects = try context.fetch(
      FetchRequest(entity: entity, predicate: predicate, sortDescriptors: presentation.defaultOrder))
    let folded = TextFolding.fold(text)
    let byDisplay = objects.filter {
      TextFolding.fold($0.value(forKey: presentation.displayKey).textValue ?? "") == folded
    }
    let matches = byDisplay.isEmpty ? objects : byDisplay
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty {
      throw LookupError.notFound(
        LookupError.Subject(entity), text, in: parent?.displayName,
        suggestion: id == nil ? try suggestion(entity, text, in: parent) : nil)
    }
    throw LookupError.ambiguous(LookupError.Subject(entity), text, candidates: try matches.map(candidate))
  }

  /// "#12 Mookie Betts (Boston Red Sox, age 27)": one of several an ambiguous name matches.
  private func candidate(_ object: ManagedObject) throws -> String {
    let entity = object.entity
    var details: [String] = []
    if let relationship = entity.parentRelationship {
      details.append(object.object(forKey: relationship.name)?.displayName ?? "no \(relationship.name)")
    }
    for key in entity.presentation.detailKeys { details.append("\(key) \(object.readValue(forKey: key))") }
    return "#\(object.objectID.rowID) \(object.displayName)"
      + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
  }

  /// A likely meant name: among those with a word that starts with the longest word typed
  /// (`Dodg` in Los Angeles Dodgers; not `lad` inside Philadelphia); or, for an entity with few
  /// objects (teams), the closest of them all.
  private func suggestion(_ entity: Entity, _ text: String, in parent: ManagedObject?) throws -> String? {
    let key = entity.presentation.displayKey
    var scope: Predicate?
    if let parent, let relationship = entity.parentRelationship {
      scope = .comparison(key: relationship.name, .equal, .object(parent.objectID))
    }
    if let word = text.split(separator: " ").max(by: { $0.count < $1.count }), word.count >= 3 {
      let containing = Predicate.comparison(key: key, .contains, .text(String(word)), options: .all)
      let request = FetchRequest(entity: entity, predicate: Predicate.and(containing, scope), fetchLimit: 50)
      let names = try context.fetchValues(request, keyPaths: [key]).compactMap { $0[0].textValue }.filter {
        Suggestions.hasWord(startingWith: String(word), in: $0)
      }
      if let name = Suggestions.closest(to: text, in: names) ?? (names.count == 1 ? names[0] : nil) {
        return name
      }
    }
    guard try context.count(FetchRequest(entity: entity, predicate: scope)) <= Self.suggestionScan else {
      return nil
    }
    let names = try context.fetchValues(FetchRequest(entity: entity, predicate: scope), keyPaths: [key])
      .compactMap { $0[0].textValue }
    return Suggestions.closest(to: text, in: names)
  }

  /// Objects compared one by one with a name that matched none: enough for a league's teams.
  static let suggestionScan = 1_000

  /// The id of `#145`: `#` and digits only. `#+1`, `#-1` and a `#` alone are refused rather
  /// than read as numbers; other text is a name (nil).
  static func objectID(_ text: String) throws -> Int64? {
    guard text.hasPrefix("#") else { return nil }
    let digits = text.dropFirst()
    let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
    if !digits.isEmpty, digits.utf8.allSatisfy(isDigit) {
      // Too many digits for any row is an id no object has.
      return Int64(digits) ?? Int64.max
    }
    if digits.isEmpty || digits.first == "+" || digits.first == "-" || digits.utf8.first.map(isDigit) == true
    {
      throw LookupError.notAnID(text)
    }
    return nil
  }
}
