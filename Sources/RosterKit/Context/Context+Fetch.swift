extension Context {
  /// The query for `request` selecting `selection`: checked against the model (`QueryChecker`),
  /// then written down for the store's dialect (`QueryCompiler`), with the word search when the
  /// request has one.
  func query(_ request: FetchRequest, selecting selection: Selection) throws -> Query {
    let (checked, compiler) = try compiling(request, selecting: selection)
    return try compiler.compile(checked)
  }

  /// Runs `request` selecting `selection` and hands each row to `body`: one query, or where
  /// ordered queries merged give its first rows without a sort of them all (`QueryCompiler.arms`:
  /// players by age, with a limit or preferring the first rows), those, each row then holding
  /// the merge's column after the selection's.
  func run(_ request: FetchRequest, selecting selection: Selection, _ body: (any Row) throws -> Void) throws {
    try readingStoredValues { try runPlan(request, selecting: selection, body) }
  }

  /// Runs `body`, a read; where the engine could not read a stored value, the first such value
  /// of the league is named instead (`UnreadableValueError`).
  func readingStoredValues<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError where error.isUnreadableValue {
      throw UnreadableValueError(problem: (try? firstUnreadableValue()) ?? nil, reason: error.message)
    }
  }

  private func runPlan(
    _ request: FetchRequest, selecting selection: Selection, _ body: (any Row) throws -> Void
  )
    throws
  {
    switch try plan(request, selecting: selection) {
    case .one(let query):
      try query.run(on: store) { try store.query($0, body) }
    case .merged(let arms):
      // The arms share the fetch's patterns: one bound and one wording for all of them.
      try arms.queries[0].guarded(on: store) {
        try store.query(
          merging: arms.queries.map(\.sql), on: arms.keyColumn, ascending: arms.ascending, limit: arms.limit,
          body)
      }
    }
  }

  /// What a fetch runs: one query, or ordered queries merged.
  private enum Plan {
    case one(Query)
    case merged(OrderedArms)

    var queries: [Query] {
      switch self {
      case .one(let query): [query]
      case .merged(let arms): arms.queries
      }
    }
  }

  /// How `request` runs: merged where `QueryCompiler.arms` gives arms for it, else one query.
  private func plan(_ request: FetchRequest, selecting selection: Selection) throws -> Plan {
    let (checked, compiler) = try compiling(request, selecting: selection)
    if let arms = try compiler.arms(checked, prefersFirstRows: request.prefersFirstRows) {
      return .merged(arms)
    }
    return .one(try compiler.compile(checked))
  }

  /// The checked fetch of `request` and the compiler that writes it down.
  private func compiling(_ request: FetchRequest, selecting selection: Selection) throws -> (
    CheckedFetch, QueryCompiler
  ) {
    let search = request.searchText.map { text in
      searchRowIDs(request.entity, text).map(CheckedFetch.Search.rowIDs) ?? .nothing
    }
    // The model's own declaration of the entity (a grown model's, where code names another's).
    var request = request
    request.entity = model.declaration(of: request.entity)
    let checked = try QueryChecker(model: model, entity: request.entity)
      .check(request, selecting: selection, search: search)
    var compiler = QueryCompiler(dialect: store.dialect, today: today)
    // Each setting read once a query, however often the query reads the value it counts to.
    var read: [Derivation.Day: CalendarDate??] = [:]
    compiler.settingDay = { [self] day in
      if let known = read[day] { return known }
      let value: CalendarDate??
      do { value = .some(try settingDay(day)) } catch { value = nil }
      read[day] = value
      return value
    }
    return (checked, compiler)
  }

  /// A key path given as text (`team.name`), read by the one key-path parser.
  static func keyPath(_ text: String) throws -> Predicate.KeyPath { try Predicate.KeyPath(parsing: text) }

  /// SQL selecting the row ids whose searchable text has the words of `text`, from the entity's
  /// full-text index; nil when it has no index or the text no words.
  func searchRowIDs(_ entity: Entity, _ text: String) -> SQL? {
    let words = TextFolding.fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let search = model.searchNames(entity), !words.isEmpty else { return nil }
    return store.dialect.searchRowIDs(search, words: words)
  }

  /// The first `limit` objects (by row id) whose searchable text has the words of `text`, straight
  /// from the full-text index.
  public func searchMatches(_ entity: Entity, _ text: String, limit: Int) throws -> [ObjectID] {
    guard let ids = searchRowIDs(entity, text) else { return [] }
    return try store.rows(ids + " LIMIT \(bind: .integer(Int64(limit)))")
      .compactMap { $0[0].integerValue.map { ObjectID(entityName: entity.name, rowID: $0) } }
  }

  /// The SQL `fetch(_:)` runs for `request`: one query, or the ordered queries whose rows it
  /// merges (`QueryCompiler.arms`).
  public func sql(for request: FetchRequest) throws -> [SQL] {
    try plan(request, selecting: .objects).queries.map(\.sql)
  }

  /// The saved objects matching `request`, in its order. Objects deleted in this context are left
  /// out; objects with unsaved changes are returned as they stand in the context.
  public func fetch(_ request: FetchRequest) throws -> [ManagedObject] {
    var objects: [ManagedObject] = []
    try fetchRows(request, into: &objects)
    return objects
  }

  private func fetchRows(_ request: FetchRequest, into objects: inout [ManagedObject]) throws {
    let entity = model.declaration(of: request.entity)
    // The values stay as the row's bytes until something reads them: most fetched objects are
    // shown, or counted, or looked at for one value, and a String for every text costs more than
    // the row's copy.
    let rows = CopiedRows()
    let columns = 2..<(2 + entity.attributes.count + entity.toOneRelationships.count)
    // A context that holds no objects (a new one, or one just reset) meets every row anew: each
    // is registered without looking it up first, one hash a row instead of two.
    let fresh = registered.isEmpty
    try run(request, selecting: .objects) { row in
      let id = ObjectID(entityName: entity.name, rowID: row.int64(at: 0) ?? 0)
      let version = row.int64(at: 1) ?? 1
      if fresh {
        let object = ManagedObject.faulted(
          entity, id, context: self, rows: rows, index: rows.append(row, columns: columns), version: version)
        // A row met twice keeps its first object, as the lookup below would.
        if let first = registered.updateValue(object, forKey: id) {
          registered[id] = first
          objects.append(first)
        } else {
          objects.append(object)
        }
        return
      }
      if let object = registered[id] {
        if deletedIDs.contains(id) { return }
        // An object without pending changes takes the row as it is now.
        if !updatedIDs.contains(id) {
          object.refault(rows: rows, index: rows.append(row, columns: columns), version: version)
        }
        objects.append(object)
        return
      }
      let object = ManagedObject.faulted(
        entity, id, context: self, rows: rows, index: rows.append(row, columns: columns), version: version)
      registered[id] = object
      objects.append(object)
    }
  }

  /// The matching objects as `T`.
  public func fetch<T: ManagedObject>(_ request: FetchRequest, as type: T.Type) throws -> [T] {
    try fetch(request).map { $0 as! T }
  }

  /// How many saved objects match (limit and offset ignored).
  public func count(_ request: FetchRequest) throws -> Int {
    var request = request
    request.sortDescriptors = []
    request.fetchLimit = nil
    request.fetchOffset = 0
    // A search alone is counted in its index, without visiting the rows it names.
    if request.predicate == nil, let text = request.searchText {
      guard let ids = searchRowIDs(request.entity, text) else { return 0 }
      return Int(
        try store.scalar("SELECT count(*) FROM (" + ids + ") AS \(ident: "matches")").integerValue ?? 0)
    }
    let query = try self.query(request, selecting: .count)
    return try readingStoredValues {
      Int(try query.run(on: store) { try store.scalar($0) }.integerValue ?? 0)
    }
  }

  /// Streams the values of `keyPaths` (attributes, to-one paths such as `team.name`, aggregates
  /// such as `players.@count`) for every match, without making objects: for listings and exports.
  public func enumerateValues(
    _ request: FetchRequest, keyPaths: [String],
    _ body: ([DatabaseValue]) throws -> Void
  ) throws {
    let count = keyPaths.count
    try run(request, selecting: .values(try keyPaths.map(Self.keyPath))) { row in
      try body((0..<count).map(row.value(at:)))
    }
  }

  /// Streams the values of `keyPaths` for every match with its id and version, without making
  /// objects: a listing too long to keep as objects (a million players) whose rows a later
  /// command still takes by number, checked against what was listed (`existingObject(with:listedAt:)`).
  public func enumerateListed(
    _ request: FetchRequest, keyPaths: [String],
    _ body: (_ values: [DatabaseValue], _ id: ObjectID, _ version: Int64) throws -> Void
  ) throws {
    let count = keyPaths.count
    let entity = request.entity.name
    try run(request, selecting: .listed(try keyPaths.map(Self.keyPath))) { row in
      try body(
        (0..<count).map(row.value(at:)), ObjectID(entityName: entity, rowID: row.int64(at: count) ?? 0),
        row.int64(at: count + 1) ?? 1)
    }
  }

  /// The object a listing showed at `version`, as `existingObject(with:)` finds it; refused with
  /// a `ConflictError` when it is read afresh and another session has changed it since (its
  /// version moved on), so that a change by row number never lands on a row other than the one
  /// shown. Nil when it is gone.
  public func existingObject(with id: ObjectID, listedAt version: Int64) throws -> ManagedObject? {
    if let object = registered[id] { return object }
    guard let object = try existingObject(with: id) else { return nil }
    guard object.version == version else {
      throw ConflictError(objectID: id, name: object.displayName, changes: [], wasDeleted: false)
    }
    return object
  }

  /// Hands each match's row (the values of `keyPaths`, in order) to `body` as the store gives it,
  /// valid only inside `body`: the least work per row, for exports of a whole league. One query
  /// always, so that the row holds those values only.
  public func enumerateRows(_ request: FetchRequest, keyPaths: [String], _ body: (any Row) throws -> Void)
    throws
  {
    let query = try self.query(request, selecting: .values(try keyPaths.map(Self.keyPath)))
    try readingStoredValues { try query.run(on: store) { try store.query($0, body) } }
  }

  /// The values of `keyPaths` for every match, row by row.
  public func fetchValues(_ request: FetchRequest, keyPaths: [String]) throws -> [[DatabaseValue]] {
    var rows: [[DatabaseValue]] = []
    try enumerateValues(request, keyPaths: keyPaths) { rows.append($0) }
    return rows
  }
}
