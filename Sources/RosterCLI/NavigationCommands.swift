import RosterKit

/// `ls`, `cd`, `pwd`, `where` and `sort`: moving between the top entity's objects (the league's
/// teams) and the children of one (a team's players), like a navigation controller over two table
/// views. The levels come from the entities' presentations (`children`, `parent`).
enum NavigationCommands {
  static func ls(_ session: Session, _ input: CommandInput) throws {
    try list(session, sections: input.value(by).map(SectionKey.parse))
  }

  /// Lists the current level, numbered, with the view's filter and order; rows the last command
  /// inserted or changed are marked, and its deletions reported under the table. The listing a
  /// change brings back (`marks`) fits the screen instead of going through the pager.
  static func list(
    _ session: Session, sections sectionKey: SectionKey? = nil, marks changes: ChangeSet? = nil
  ) throws {
    let (request, columns) = try currentRequest(session)
    let entity = request.entity
    let view = session.view
    var rows: [[DatabaseValue]]
    var ids: [ObjectID]
    var sections: [(name: String, start: Int, count: Int)]?
    if let sectionKey {
      if session.keepsListings { _ = try session.context.fetch(request) }
      let grouped = try session.context.fetchValueSections(
        request, keyPaths: columns.map(\.keyPath) + ["self"], by: sectionKey)
      rows = grouped.flatMap(\.elements)
      ids = rows.map { ObjectID(entityName: entity.name, rowID: $0.last?.integerValue ?? 0) }
      rows = rows.map { Array($0.dropLast()) }
      var start = 0
      sections = grouped.map { section in
        defer { start += section.count }
        return (section.name, start, section.count)
      }
    } else {
      (rows, ids) = try ListingCommands.rowsAndIDs(request, keyPaths: columns.map(\.keyPath), in: session)
      if let pool = try poolRow(session, columns: columns.map(\.keyPath)) {
        rows.append(pool)
        ids.append(RowReference.poolID(session))
      }
    }
    let noun = entity.presentation.plural + (view.predicate == nil ? "" : " match")
    var listing = Listing(columns: columns.map(\.column), rows: rows, noun: noun)
    if rows.isEmpty { listing.emptyHint = session.emptyHint(for: request) }
    listing.sections = sections
    if session.format == .table, let changes {
      let updated = Set(changes.updated.map(\.objectID))
      listing.marks = ids.map { changes.wasInserted($0) ? "+" : updated.contains($0) ? "*" : " " }
    }
    // What identifies the view: the listing after a change keeps the numbers of the same view's.
    let level = [
      entity.name, session.place.map { String($0.objectID.rowID) } ?? "", session.inPool ? "pool" : "",
      view.predicate ?? "", view.sort ?? "", sectionKey.map { "\($0)" } ?? "",
    ].joined(separator: "\u{1F}")
    session.show(listing, ids: ids, fitting: changes != nil, level: level)
    let deleted = changes?.deleted(entity.name) ?? []
    for change in deleted.prefix(deletionsShown) {
      session.say("Deleted: \(entity.displayName(change.values))")
    }
    if deleted.count > deletionsShown {
      session.say("… and \(entity.presentation.count(deleted.count - deletionsShown)) more deleted")
    }
  }

  /// The team list's last row, at a terminal: the pool of free agents ("(free agents)" and how
  /// many), which `cd` enters as it enters a team; none when the pool is empty or the list is
  /// filtered.
  static func poolRow(_ session: Session, columns: [String]) throws -> [DatabaseValue]? {
    guard !session.isInside, session.format == .table, session.view.predicate == nil,
      let child = session.model.pooledEntity, let pool = child.presentation.pool,
      let relationship = child.parentRelationship,
      let children = session.model.rootEntity.presentation.children
    else { return nil }
    let count = try session.context.count(
      FetchRequest(entity: child, predicate: .comparison(key: relationship.name, .equal, .null)))
    guard count > 0 else { return nil }
    let display = session.model.rootEntity.presentation.displayKey
    return columns.map { keyPath in
      if keyPath == display { return .text("(\(pool))") }
      if keyPath == children + ".@count" { return .integer(Int64(count)) }
      return .null
    }
  }

  /// How many deletions a listing after a change names (the undo of an import may delete many).
  static let deletionsShown = 10

  /// The fetch request of the current level's view, and its columns.
  static func currentRequest(_ session: Session) throws -> (
    FetchRequest, [(keyPath: String, column: Listing.Column)]
  ) {
    let entity = session.levelEntity
    var request = FetchRequest(entity: entity)
    // A column the view shows is named by its key, as in a listing (`where mean_age > 25`).
    let keys = entity.presentation.columnKeyPaths
    request.predicate = try session.view.predicate.map { try Predicate(format: $0).renamingKeys(keys) }
    if let place = session.place, let relationship = entity.parentRelationship {
      request.predicate = Predicate.and(
        .comparison(key: relationship.name, .equal, .object(place.objectID)), request.predicate)
    } else if session.inPool, let relationship = entity.parentRelationship {
      request.predicate = Predicate.and(.comparison(key: relationship.name, .equal, .null), request.predicate)
    }
    request.sortDescriptors =
      try (session.view.sort.map(SortDescriptor.parse) ?? []).map { $0.renamingKey(keys) }
      + entity.presentation.defaultOrder
    let columns = try ListingCommands.shown(
      ListingCommands.columns(
        entity, within: session.isInside, table: true, navigation: !session.isInside,
        pool: session.inPool && session.levelEntity.parentRelationship != nil),
      in: session)
    return (request, columns.map { ($0.keyPath, ListingCommands.column($0)) })
  }

  static func cd(_ session: Session, _ input: CommandInput) throws {
    let target = input[.name] ?? "/"
    let was = session.whereabouts
    defer { if session.whereabouts != was { session.previous = was } }
    switch target {
    case "-":
      // Back to where the last `cd` left (as a shell's `cd -`).
      guard let previous = session.previous else {
        throw UsageError(
          "there is no previous place to go back to yet; 'cd \(session.model.rootEntity.presentation.noun.uppercased())' enters one"
        )
      }
      let place = try previous.place.map { id in
        guard let object = try session.context.existingObject(with: id) else {
          throw UsageError(
            "the \(session.model.rootEntity.presentation.noun) you were in before no longer exists")
        }
        return object
      }
      if place?.objectID != session.place?.objectID || previous.inPool != session.inPool {
        session.placeView.predicate = nil
      }
      session.place = place
      session.inPool = previous.inPool
    case "/", "..", "~":
      session.place = nil
      session.inPool = false
    case _ where session.poolName.map({ isPool(target, $0) }) == true:
      if !session.inPool { session.placeView.predicate = nil }
      session.place = nil
      session.inPool = true
    default:
      let root = session.model.rootEntity
      let place: ManagedObject
      if let number = RowReference.rowNumber(target), RowReference.isPoolRow(number, in: session) {
        if !session.inPool { session.placeView.predicate = nil }
        session.place = nil
        session.inPool = true
        try list(session)
        return
      }
      if let number = RowReference.rowNumber(target) {
        let object = try RowReference.object(number, typed: target, in: session)
        guard session.model.childEntity(of: object.entity) != nil else {
          throw UsageError(
            "row \(target) of the last listing is \(object.entity.presentation.withArticle); 'cd' enters "
              + root.presentation.withArticle)
        }
        place = object
      } else {
        place = try session.league.object(root, named: target)
      }
      if session.place?.objectID != place.objectID { session.placeView.predicate = nil }
      session.place = place
    }
    try list(session)
  }

  /// Whether `cd TARGET` names the pool: "free agents", "pool" or "--free", in any case.
  static func isPool(_ target: String, _ name: String) -> Bool {
    [name, "pool", "--free", "free"].contains(target.lowercased())
  }

  static func back(_ session: Session, _ input: CommandInput) throws {
    session.inPool = false
    session.place = nil
    try list(session)
  }

  static func pwd(_ session: Session, _ input: CommandInput) throws {
    if session.inPool, let pool = session.poolName {
      session.out.line("/" + pool)
      return
    }
    session.out.line(session.place.map { "/" + $0.displayName } ?? "/")
  }

  /// `where PRED` filters the current view; `where` alone clears the filter.
  static func filter(_ session: Session, _ input: CommandInput) throws {
    try change(session) { $0.predicate = input.text }
  }

  /// `sort KEY [desc], …` orders the current view until changed; `sort` alone restores the default.
  static func sort(_ session: Session, _ input: CommandInput) throws {
    try change(session) { $0.sort = input.text }
  }

  /// Changes the current level's view and lists it; a view that fails to list is not kept.
  private static func change(_ session: Session, _ edit: (inout Session.View) -> Void) throws {
    let saved = session.view
    edit(&session.view)
    do {
      try list(session)
    } catch {
      session.view = saved
      throw error
    }
  }
}

/// A row of the last listing (`3`), an `#ID`, or a name, resolved at the current level: teams at
/// the league, that team's players inside a team. A row number stands for what the last listing showed,
/// whatever level it came from (`players LAD` at the league, then `set 2 age=30`).
enum RowReference {
  /// The id the pool's row of the team list stands for: no object's (row ids start at 1).
  static func poolID(_ session: Session) -> ObjectID {
    ObjectID(entityName: session.model.rootEntity.name, rowID: 0)
  }

  /// Whether row `number` of the last listing is the pool's.
  static func isPoolRow(_ number: Int, in session: Session) -> Bool {
    guard let listing = session.lastListing, listing.format == nil, let index = listing.index(of: number)
    else { return false }
    return listing.ids[index] == poolID(session)
  }

  /// The object of row `number` (typed as `text`, for the messages) of the last listing.
  static func object(_ number: Int, typed text: String? = nil, in session: Session) throws -> ManagedObject {
    let row = text ?? String(number)
    if isPoolRow(number, in: session), let pool = session.poolName {
      throw UsageError(
        "row \(row) is the pool of \(pool), not \(session.model.rootEntity.presentation.withArticle); 'cd \(row)' enters it"
      )
    }
    guard session.keepsListings else {
      throw UsageError(
        "row \(row): row numbers refer to a listing earlier in the same session (a script or "
          + "the interactive roster); name the team or player instead")
    }
    guard let listing = session.lastListing else {
      throw UsageError(
        "row \(row): nothing numbered has been listed yet; list first ('ls', 'teams' or 'players TEAM')")
    }
    if let format = listing.format {
      throw UsageError(
        "row \(row): the last listing had no row numbers (it was \(format.rawValue.uppercased())); "
          + "list again as a table ('ls', or --format table)")
    }
    guard !listing.ids.isEmpty else {
      throw UsageError("there is no row \(row): the last listing was empty")
    }
    guard let index = listing.index(of: number) else {
      guard listing.numbers == nil else {
        throw UsageError(
          "there is no row \(row) in the listing after the last change (its row was deleted or left the "
            + "view); 'ls' lists and numbers the rows again")
      }
      throw UsageError(
        "there is no row \(row); the last listing had rows 1 to \(NumberText.grouped(listing.ids.count))")
    }
    guard index < listing.shown else {
      guard listing.numbers == nil else {
        throw UsageError(
          "row \(row) is not on the screen: the last listing showed \(NumberText.grouped(listing.shown)) of its "
            + "rows; 'ls' lists them all")
      }
      throw UsageError(
        "row \(row) is not on the screen: the last listing showed rows 1 to \(NumberText.grouped(listing.shown)); "
          + "'ls' lists them all")
    }
    let id = listing.ids[index]
    let found =
      try listing.versions.map { try session.context.existingObject(with: id, listedAt: $0[index]) }
      ?? session.context.existingObject(with: id)
    guard let object = found else {
      throw UsageError("row \(row) no longer exists; use 'ls' to list again")
    }
    return object
  }

  /// A row number, an `#ID` (of the entity that takes ids), or a name at the current level.
  static func resolve(_ reference: String, in session: Session) throws -> ManagedObject {
    if let number = rowNumber(reference) { return try object(number, typed: reference, in: session) }
    if reference.hasPrefix("#"), let entity = session.model.entities.first(where: \.presentation.acceptsIDs) {
      return try session.league.object(entity, named: reference)
    }
    return try session.league.object(session.levelEntity, named: reference, in: session.place)
  }

  /// The number of `3` (digits only: `+3`, `-1` and `3.0` are not row numbers).
  static func rowNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return Int(text) ?? Int.max
  }
}
