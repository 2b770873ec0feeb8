import RosterKit

/// The listing of each entity (`teams`, `players`) and `find`: fetch requests rendered as
/// listings, their columns and order from the entity's presentation.
enum ListingCommands {
  /// `--free`: those placed in nothing, the pool (the free agents).
  static let free = CommandOption("--free", meaning: "those without one: the pool (such as the free agents)")

  /// `PLURAL [PARENT] [where PRED] [sort KEYS]`: every object of `entity`, or a parent's; a parent
  /// placed in one itself may be narrowed by it (`contacts PLAYER [team=TEAM]`).
  static func list(_ entity: Entity, _ session: Session, _ input: CommandInput) throws {
    let (request, parent) = try selection(entity, session, input)
    let pool = entity.parentRelationship?.isOptional == true && input.has(Self.free)
    try show(request, within: parent, pool: pool, in: session)
  }

  /// The objects a listing's words select (`players BOS where age > 30 sort name`, `players
  /// --free`), as a request, and the parent they are within: what a listing shows and a bulk
  /// change (`set players where …`) changes.
  ///
  /// The parent named may be one further up (`contacts TEAM`: the contacts of the team's
  /// players), and so may the place a session is in. Every column the listing shows is a key of
  /// its `where` and `sort` by the key it shows it under (`contacts where 'team == "Tigers"'`).
  static func selection(_ entity: Entity, _ session: Session, _ input: CommandInput) throws -> (
    FetchRequest, parent: ManagedObject?
  ) {
    // `players --free`: those without a team, the pool of free agents.
    let free = entity.parentRelationship?.isOptional == true && input.has(Self.free)
    // `contacts "Lucas Moreau" team=MGF-U12`: which of the players so named.
    let within =
      free ? nil : try ancestor(named: input.parent, within: input.qualifier, for: entity, in: session)
    let keys = entity.presentation.columnKeyPaths
    var request = FetchRequest(entity: entity)
    request.predicate = try input.predicate.map { try Predicate(format: $0).renamingKeys(keys) }
    if free, let relationship = entity.parentRelationship {
      request.predicate = Predicate.and(.comparison(key: relationship.name, .equal, .null), request.predicate)
    }
    if let within {
      // Through a to-many (`guardians TEAM`), any of them.
      let quantifier: Predicate.Quantifier? = entity.parentRelationship == nil ? .any : nil
      let narrowing = Predicate(
        node: .comparison(
          .init(
            quantifier: quantifier, left: .keyPath(.init(within.keyPath)), op: .equal,
            right: .value(.object(within.object.objectID), .none))))
      request.predicate = Predicate.and(narrowing, request.predicate)
    }
    request.sortDescriptors =
      try (input.sort.map(SortDescriptor.parse) ?? []).map { $0.renamingKey(keys) }
      + entity.presentation.defaultOrder
    return (request, within?.object)
  }

  /// The object a listing of `entity` is within, and the key path from `entity` to it: the parent
  /// named (`contacts "Ana Ruiz"`), else the grandparent so named (`contacts TEAM`), and so on up;
  /// without a name, the place the session is in when it is one of those.
  static func ancestor(
    named name: String?, within qualifier: String?, for entity: Entity, in session: Session
  ) throws -> (object: ManagedObject, keyPath: String)? {
    guard let relationship = entity.parentRelationship else {
      // Named only: inside a team, `guardians` stays the league's, as it always was.
      guard let name, let reached = reached(from: entity, in: session.model) else { return nil }
      return (try session.league.object(reached.entity, named: name), reached.keyPath)
    }
    if qualifier != nil {
      return try session.parent(named: name, within: qualifier, for: entity).map { ($0, relationship.name) }
    }
    let ancestors = self.ancestors(of: entity, in: session.model)
    guard let name else {
      guard let place = session.place else { return nil }
      return ancestors.first { $0.entity === place.entity }.map { (place, $0.keyPath) }
    }
    var firstFailure: (any Error)?
    for ancestor in ancestors {
      do {
        return (try session.league.object(ancestor.entity, named: name), ancestor.keyPath)
      } catch let error as LookupError {
        // The parent's own sentence ("no player is named …") when no ancestor has the name.
        if firstFailure == nil { firstFailure = error }
      }
    }
    throw firstFailure ?? UsageError("nothing is named \(quoted(name))")
  }

  /// What an entity placed nowhere is listed within (`EntityPresentation.listedWithin`): the
  /// entity at the end of its key path (`players.team`: a team), and the path.
  static func reached(from entity: Entity, in model: Model) -> (entity: Entity, keyPath: String)? {
    guard let path = entity.presentation.listedWithin else { return nil }
    var current = entity
    for name in path.split(separator: ".") {
      guard let relationship = current.relationships.first(where: { $0.name == name }) else { return nil }
      current = model.entity(named: relationship.destination)
    }
    return (current, path)
  }

  /// The entities above `entity` in the navigation, nearest first, each with its key path from
  /// `entity` (`player`, `player.team`).
  static func ancestors(of entity: Entity, in model: Model) -> [(entity: Entity, keyPath: String)] {
    var result: [(entity: Entity, keyPath: String)] = []
    var current = entity
    var path = ""
    while let relationship = current.parentRelationship, let parent = model.parentEntity(of: current),
      result.count < model.entities.count
    {
      path += (path.isEmpty ? "" : ".") + relationship.name
      result.append((parent, path))
      current = parent
    }
    return result
  }

  /// The columns of `entity`'s listing: within one parent, a table leaves out the parent's own
  /// columns (`team.name` in a team's players).
  static func columns(
    _ entity: Entity, within parent: Bool, table: Bool, navigation: Bool = false, pool: Bool = false
  ) -> [EntityPresentation.Column] {
    columns(
      entity, within: parent ? entity.presentation.parent : nil, table: table, navigation: navigation,
      pool: pool)
  }

  /// The columns of `entity`'s listing within the object at `keyPath` from it (`player`, or
  /// `player.team` for a team's contacts): a table leaves out the columns of that object and of
  /// what is above it, which would say the same on every row — a team's contacts keep their
  /// players' names. The pool's (`pool`, the free agents) adds its own (their divisions).
  static func columns(
    _ entity: Entity, within keyPath: String?, table: Bool, navigation: Bool = false, pool: Bool = false
  ) -> [EntityPresentation.Column] {
    let presentation = entity.presentation
    let columns =
      (navigation ? presentation.navigationColumns ?? presentation.columns : presentation.columns)
      + (pool ? presentation.poolColumns : [])
    guard let keyPath, table else { return columns }
    return columns.filter { $0.keyPath != keyPath && !$0.keyPath.hasPrefix(keyPath + ".") }
  }

  /// The columns a table shows: those whose setting (`onlyWith`) has a value. Those shown only
  /// with a value in some row stay, for `withValues` to decide once the rows are read.
  static func shown(_ columns: [EntityPresentation.Column], in session: Session) throws -> [EntityPresentation
    .Column]
  {
    guard session.format == .table, columns.contains(where: { $0.onlyWith != nil }) else { return columns }
    var known: [Derivation.Day: Bool] = [:]
    return try columns.filter { column in
      guard case .setting(let day) = column.onlyWith else { return true }
      if known[day] == nil { known[day] = try session.context.settingDay(day) != nil }
      return known[day]!
    }
  }

  /// The listing's form of a presentation's column.
  static func column(_ column: EntityPresentation.Column) -> Listing.Column {
    Listing.Column(
      column.key, title: column.title, alignment: column.isNumeric ? .right : .left,
      hidesWhenEmpty: column.onlyWith == .anyValue)
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
    let shown = shownValues(request.entity, keyPaths: keyPaths)
    for index in rows.indices { shown(&rows[index]) }
    let entity = request.entity.name
    let ids = rows.map { ObjectID(entityName: entity, rowID: $0.last?.integerValue ?? 0) }
    for index in rows.indices { rows[index].removeLast() }
    return (rows, ids)
  }

  /// What makes a row of `keyPaths`' values as a listing shows them: yes or no, as they are
  /// typed, rather than the 1 and 0 booleans are stored as.
  static func shownValues(_ entity: Entity, keyPaths: [String]) -> (inout [DatabaseValue]) -> Void {
    let booleans = keyPaths.enumerated().compactMap { index, keyPath -> (Int, Attribute)? in
      guard let attribute = entity.attribute(keyPath), attribute.kind == .boolean else { return nil }
      return (index, attribute)
    }
    return { row in for (index, attribute) in booleans { row[index] = attribute.shown(row[index]) } }
  }

  /// Objects as a listing. Objects of an entity placed in parents, listed across them, are a
  /// search ("No players match.").
  static func show(
    _ request: FetchRequest, within parent: ManagedObject?, pool: Bool = false, in session: Session
  ) throws {
    let entity = request.entity
    let keyPath = parent.flatMap { parent in
      ancestors(of: entity, in: session.model).first { $0.entity === parent.entity }?.keyPath
    }
    let columns = try shown(
      columns(entity, within: keyPath, table: session.format == .table, pool: pool), in: session)
    if session.streamsListings {
      return try stream(request, columns: columns, in: session)
    }
    let rows: [[DatabaseValue]]
    let ids: [ObjectID]
    if session.format == .table && session.expansion != .on {
      guard let whole = try streamedTable(request, columns: columns, in: session) else { return }
      (rows, ids) = whole
    } else {
      (rows, ids) = try rowsAndIDs(request, keyPaths: columns.map(\.keyPath), in: session)
    }
    let spansParents = parent == nil && entity.presentation.parent != nil
    var listing = Listing(
      columns: columns.map(column), rows: rows,
      noun: entity.presentation.plural + (spansParents ? " match" : ""))
    if rows.isEmpty { listing.emptyHint = session.emptyHint(for: request) }
    session.show(listing, ids: ids)
  }

  /// CSV or JSON of a command that keeps no listing (a one-shot `roster players --format csv`):
  /// each row written as the query reads it, so a million players take the memory of one; the
  /// renderer's text (`ListingRenderer.RowStream`, which renders a gathered listing too).
  static func stream(
    _ request: FetchRequest, columns: [EntityPresentation.Column], in session: Session
  ) throws {
    let keyPaths = columns.map(\.keyPath)
    guard
      let rows = ListingRenderer.RowStream(
        session.format, keys: columns.map { column($0).key }, to: session.out)
    else { preconditionFailure("only CSV and JSON stream") }
    let shown = shownValues(request.entity, keyPaths: keyPaths)
    try session.context.enumerateValues(request, keyPaths: keyPaths) { row in
      var row = row
      shown(&row)
      rows.append(row)
    }
    rows.finish()
  }

  /// Rows a table lays out whole; a longer one is written as its rows are read, this many at a
  /// time (`streamedTable`, `ListingRenderer.TableStream`).
  static let tableBatch = 1_000

  /// A table longer than a batch (a league of a million players), written a batch at a time as
  /// its rows are read, through the pager at a terminal, and stopped when the pager quits; nil
  /// once written. A listing of at most a batch, or one a terminal shows expanded, comes back
  /// whole (`rowsAndIDs`), for the table laid out whole as always. Columns hidden when empty are
  /// shown if any row of the listing has a value, not only the first batch (one query each,
  /// stopping at the first such row). In a session the rows are numbered and the listing kept
  /// as ids and versions rather than objects: a later `set N` is checked against the version
  /// listed (`Context.existingObject(with:listedAt:)`).
  static func streamedTable(
    _ request: FetchRequest, columns: [EntityPresentation.Column], in session: Session
  ) throws -> (rows: [[DatabaseValue]], ids: [ObjectID])? {
    var request = request
    request.prefersFirstRows = true
    var first = request
    first.fetchLimit = min(request.fetchLimit ?? .max, tableBatch + 1)
    let (rows, firstIDs) = try rowsAndIDs(first, keyPaths: columns.map(\.keyPath), in: session)
    guard rows.count > tableBatch else { return (rows, firstIDs) }
    if session.expansion == .auto, let terminal = session.terminal,
      ExpandedRenderer.tableWidth(Listing(columns: columns.map(column), rows: rows, noun: ""))
        > terminal.size.columns
    {
      return try rowsAndIDs(request, keyPaths: columns.map(\.keyPath), in: session)
    }
    let kept = try columns.enumerated().filter { index, column in
      guard column.onlyWith == .anyValue, !rows.contains(where: { !$0[index].isNull }) else { return true }
      var any = request
      any.predicate = Predicate.and(.comparison(key: column.keyPath, .notEqual, .null), request.predicate)
      any.fetchLimit = 1
      return try !session.context.fetchValues(any, keyPaths: ["self"]).isEmpty
    }.map(\.element)
    let keyPaths = kept.map(\.keyPath)
    let shown = shownValues(request.entity, keyPaths: keyPaths)
    let numbered = session.keepsListings
    let style = session.terminal?.tableStyle ?? ListingRenderer.Style()
    var ids: [ObjectID] = []
    var versions: [Int64] = []
    func write(to sink: TextSink) throws {
      ids.removeAll()
      versions.removeAll()
      let table = ListingRenderer.TableStream(
        columns: kept.map(column), numbered: numbered, style: style, to: sink)
      var batch: [[DatabaseValue]] = []
      batch.reserveCapacity(tableBatch)
      func add(_ row: [DatabaseValue]) throws {
        var row = row
        shown(&row)
        batch.append(row)
        guard batch.count == tableBatch else { return }
        table.append(batch)
        batch.removeAll(keepingCapacity: true)
        // The pager quit, or the reader went away: nobody reads the rest.
        if sink.hasStopped { throw ListingStopped() }
      }
      do {
        if numbered {
          try session.context.enumerateListed(request, keyPaths: keyPaths) { row, id, version in
            ids.append(id)
            versions.append(version)
            try add(row)
          }
        } else {
          try session.context.enumerateValues(request, keyPaths: keyPaths, add)
        }
      } catch is ListingStopped {
        return
      }
      table.append(batch)
    }
    // A pager the shell could not run showed nothing: the table is printed instead, as `page`
    // prints a gathered one.
    var paged = false
    if let terminal = session.terminal, session.paging { paged = try terminal.paging(to: session.out, write) }
    if !paged { try write(to: session.out) }
    if numbered {
      session.lastListing = RowListing(ids: ids, shown: ids.count, format: nil, versions: versions)
    }
    return nil
  }

  /// Most rows `find` shows in a table; CSV and JSON get every match.
  static let findLimit = 100

  /// Names with the words of TEXT (the last one possibly unfinished), ignoring case and accents,
  /// from the full-text index; when none has them, names containing TEXT anywhere (a scan).
  static func find(_ session: Session, _ input: CommandInput) throws {
    let text = input[.name] ?? ""
    guard let entity = session.model.searchableEntity else {
      throw UsageError("nothing here can be found by words")
    }
    let presentation = entity.presentation
    let key = presentation.displayKey
    if let longest = entity.attribute(key)?.maxLength, text.count > longest {
      throw UsageError(
        "the text to find is longer than any \(presentation.noun)'s \(key) can be (\(longest) characters)")
    }
    // By name, then by the parent's name, then in the usual order.
    let parentKey = session.model.parentEntity(of: entity).map {
      "\(presentation.parent!).\($0.presentation.displayKey)"
    }
    let first = [SortDescriptor(key)] + (parentKey.map { [SortDescriptor($0)] } ?? [])
    let order =
      first + presentation.defaultOrder.filter { sort in !first.contains { $0.keyPath == sort.keyPath } }
    var request = FetchRequest(entity: entity, sortDescriptors: order)
    // Words split at punctuation ("o'b" is o and b): then the text as typed must be in the name too.
    let exact = Predicate.comparison(key: key, .contains, .text(text), options: .all)
    let punctuated = text.contains { !($0.isLetter || $0.isNumber || $0.isWhitespace) }
    if session.format == .table && !punctuated {
      // The index names the matches (the first hundred and one suffice); the rows come by id.
      let ids = try session.context.searchMatches(entity, text, limit: findLimit + 1)
      if !ids.isEmpty {
        request.predicate = .comparison(key: "self", .in, ids.prefix(findLimit).map { .object($0) })
        try show(request, within: nil, in: session)
        if ids.count > findLimit {
          var all = FetchRequest(entity: entity)
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
    try show(request, within: nil, in: session)
    if cut { sayMore(total - findLimit, in: session) }
  }

  /// The line under a find that shows only the first matches.
  static func sayMore(_ count: Int, in session: Session) {
    session.out.line(
      "… and \(NumberText.grouped(count)) more; add to the text to narrow the search (--format csv lists them all)."
    )
  }
}

/// Thrown from a listing's rows to stop reading them once nobody reads what is written.
private struct ListingStopped: Error {}
