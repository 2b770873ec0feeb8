/// The one conflict rule: a later change to one of the entry's rows that still stands, whoever
/// made it (`JournalLaterChange`), refuses the revert — in the journal's words which entry and
/// whose, in a session's what another session did.
extension JournalRevert {
  /// Refuses the revert of entry `id` when a later change to one of its rows still stands, the
  /// entries `passing` left out (`SQLDialect.journalLaterChange`: on PostgreSQL a function that
  /// answers past the journal's policies, and shows the change's command only to one who may
  /// read it).
  func refuseLaterChanges(to id: Int64, passing: [Int64], reader: JournalReader, wording: Wording) throws {
    guard let later = try store.rows(store.dialect.journalLaterChange(id, passing: passing)).first else {
      return
    }
    let table = later[0].description
    let row = later[1].integerValue ?? 0
    let (by, author) = (later[2].integerValue ?? 0, later[3].description)
    // A join table's row is a link the later change made or took away (looked up once: the
    // conflict names it), else a row whose values changed (a through entity's too).
    let links = model.joinTable(named: table)
    let link = try links.flatMap { try laterLink($0, row: row, by: by, reader: reader) }
    let entity = link == nil ? model.entity(table: table) : nil
    if case .session(let since) = wording, let entity {
      // Rows an import added are counted, as the import's summary counts them.
      if since != nil, later[6].integerValue == 1 {
        let rows = Int(later[7].integerValue ?? 1)
        throw UndoConflict.added(entity.presentation.count(rows), one: rows == 1)
      }
      throw UndoConflict.row(try conflict(entity, row: row, changedIn: by, since: id, reader: reader))
    }
    if case .session = wording, let links {
      throw UndoConflict.link(try linkName(links, link, reader: reader))
    }
    let name =
      try entity.map { try reader.name(of: $0, row: row) }
      ?? links.map { try linkName($0, link, reader: reader) } ?? table
    guard later[5].integerValue != 0 else {
      throw JournalRevertError.changedSinceUnread(id, name: name, by: by, author: author)
    }
    throw JournalRevertError.changedSince(id, name: name, by: by, author: author, command: later[4].textValue)
  }

  /// The link that is row `row` of `links`, as entry `by` (a later change) made or took it
  /// away; nil when `by` changed the values of a through entity's row, or when the asker may not
  /// read that entry's rows.
  private func laterLink(_ links: JoinTable, row: Int64, by: Int64, reader: JournalReader) throws
    -> JournalLinkChange?
  {
    try reader.linkChanges(
      #""r"."entry" = "# + SQL.value(.integer(by)) + #" AND "r"."row" = "# + SQL.value(.integer(row)),
      of: [links]
    ).first
  }

  /// "the link of player Ann Lee to guardian Sam Lee": `link`, a later change's (it took the
  /// link away) of a row of `links`; "a player–guardian link" when the asker may not read that
  /// entry's rows.
  private func linkName(_ links: JoinTable, _ link: JournalLinkChange?, reader: JournalReader) throws
    -> String
  {
    guard let link, link.first != nil, link.second != nil else {
      let nouns = links.ends.map { model.entity(named: $0.entity).presentation.noun }
      return "a " + nouns.joined(separator: "–") + " link"
    }
    return "the link of " + (try reader.linkName(link))
  }

  /// What another session did to row `row` of `entity` since entry `id`, as an edit's conflict
  /// says it: its values as the session left them — before the change of entry `by`, or as entry
  /// `id` left them when that entry is not the session's to read — against the row now.
  private func conflict(
    _ entity: Entity, row: Int64, changedIn by: Int64, since id: Int64, reader: JournalReader
  )
    throws -> ConflictError
  {
    let objectID = ObjectID(entityName: entity.name, rowID: row)
    let was =
      try reader.image(
        "old", of: entity,
        #""r"."entry" = "# + SQL.value(.integer(by)) + #" AND "r"."row" = "# + SQL.value(.integer(row))
          + #" ORDER BY "r"."id" LIMIT 1"#)
      ?? reader.image(
        "new", of: entity,
        #""r"."entry" = "# + SQL.value(.integer(id)) + #" AND "r"."row" = "# + SQL.value(.integer(row))
          + #" ORDER BY "r"."id" DESC LIMIT 1"#)
    guard let context = checks, let was else {
      return ConflictError(
        objectID: objectID, name: try reader.name(of: entity, row: row), changes: [],
        wasDeleted: !(try exists(entity, row: row)))
    }
    // The row as the session last had it, to word the conflict as a save's is worded.
    let object = entity.managedType.init(entity: entity, objectID: objectID, context: context)
    let values = entity.attributes.map { was[$0.column] ?? .null }
    let targets = entity.toOneRelationships.map { relationship in
      relationship.column.flatMap { was[$0]?.integerValue }.map {
        ObjectID(entityName: relationship.destination, rowID: $0)
      }
    }
    object.values = values
    object.targets = targets
    object.committedValues = values
    object.committedTargets = targets
    let conflict = try context.conflict(object)
    // A through entity's row is named by its link, not by a value it may not have.
    guard model.joinTable(through: entity) != nil else { return conflict }
    return ConflictError(
      objectID: objectID, name: try reader.name(of: entity, row: row), changes: conflict.changes,
      wasDeleted: conflict.wasDeleted)
  }

  /// Whether row `row` of `entity` is there now.
  private func exists(_ entity: Entity, row: Int64) throws -> Bool {
    try store.scalar(
      "SELECT count(*) FROM \(ident: entity.table) WHERE \(ident: "id") = \(bind: .integer(row))"
    ) != .integer(0)
  }
}
