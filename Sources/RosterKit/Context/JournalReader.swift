import FoundationEssentials

/// Reads the journal: its entries newest first, narrowed by time, author and the object they
/// touched, each with its row changes, and the names the rows had.
public final class JournalReader {
  public let store: any Store
  public let model: Model
  /// Whether the lines leave out the values of private notes (a player's medical note, a
  /// guardianship's no-contact note: `EntityPresentation.privateNotes`), each written
  /// `(private)`: `log` without `--private`.
  public var withholdsPrivate = false
  /// Rows by table and id, as found now or last journaled (nil: neither).
  private var images: [String: [Int64: [String: DatabaseValue]?]] = [:]

  public init(store: any Store, model: Model) {
    self.store = store
    self.model = model
  }

  /// Where a range of the journal starts or ends: an entry (`@1234`) or a moment (UTC ISO 8601
  /// text, as entries are stamped).
  public enum Bound: Sendable, Equatable {
    case entry(Int64)
    case time(String)
  }

  public struct Filter: Sendable {
    public var since: Bound?
    public var until: Bound?
    public var author: String?
    /// Changes to this object's row and to the rows of the entities under it (a team's players
    /// and staff; a player's contacts), only.
    public var object: ObjectID?
    /// The newest entries only.
    public var limit: Int?
    /// Entries of more row changes than this are read as counts, not row by row.
    public var rowsPerEntry = 50

    public init() {}
  }

  /// The entries `filter` takes, newest first.
  public func entries(_ filter: Filter) throws -> [JournalEntry] {
    var sql: SQL = #"SELECT "id", "at", "author", "command" FROM "journal" WHERE 1 = 1"#
    if let since = filter.since { sql.append(bound(since, #">="#)) }
    if let until = filter.until { sql.append(bound(until, #"<="#)) }
    if let author = filter.author { sql.append(#" AND "author" = "# + SQL.value(.text(author))) }
    // The journal rows of the object's scope, found once (a union of index lookups), by entry.
    var scoped: [Int64: [ScopedChange]]?
    if let object = filter.object {
      var byEntry: [Int64: [ScopedChange]] = [:]
      try store.query(
        #"SELECT "id", "entry", "entity", "change" FROM ("# + (try scope(object)) + #") AS "s" ORDER BY "id""#
      ) {
        row in
        let table = row.value(at: 2).description
        guard let kind = JournalChange.Kind(rawValue: row.value(at: 3).description) else { return }
        let links = links(journaled: table, kind)
        let entity = links == nil ? entity(table: table) : nil
        guard entity != nil || links != nil else { return }
        byEntry[row.value(at: 1).integerValue ?? 0, default: []].append(
          ScopedChange(id: row.value(at: 0).integerValue ?? 0, entity: entity, links: links, kind: kind))
      }
      sql.append(" AND " + store.dialect.isIn(SQL.identifier("id"), ids: byEntry.keys.sorted()))
      scoped = byEntry
    }
    sql.append(#" ORDER BY "id" DESC"#)
    if let limit = filter.limit { sql.append(" LIMIT " + SQL.value(.integer(Int64(limit)))) }
    var entries: [JournalEntry] = []
    try store.query(sql) { row in
      entries.append(
        JournalEntry(
          id: row.value(at: 0).integerValue ?? 0, at: row.value(at: 1).description,
          author: row.value(at: 2).description, command: row.value(at: 3).textValue))
    }
    if let scoped {
      try read(&entries, scoped: scoped, rowsPerEntry: filter.rowsPerEntry)
    } else {
      for index in entries.indices { try read(&entries[index], rowsPerEntry: filter.rowsPerEntry) }
    }
    return entries
  }

  /// How many entries are older than `bound`.
  public func count(before bound: Bound) throws -> Int {
    Int(
      try store.scalar(#"SELECT count(*) FROM "journal" WHERE 1 = 1"# + self.bound(bound, "<")).integerValue
        ?? 0)
  }

  /// Forgets the entries older than `bound`, with their rows (the only way entries are deleted).
  public func prune(before bound: Bound) throws {
    try store.requireWritable()
    // On a server the journal is an admin's to prune: anyone else is told so.
    try store.requireWritable("journal", id: nil)
    _ = try store.transaction {
      try store.execute(#"DELETE FROM "journal" WHERE 1 = 1"# + self.bound(bound, "<"))
    }
  }

  private func bound(_ bound: Bound, _ comparison: String) -> SQL {
    switch bound {
    case .entry(let id): return #" AND "id" "# + SQL(comparison) + " " + SQL.value(.integer(id))
    case .time(let time): return #" AND "at" "# + SQL(comparison) + " " + SQL.value(.text(time))
    }
  }

  /// The row changes of the entry: counted, and read when there are few enough.
  private func read(_ entry: inout JournalEntry, rowsPerEntry: Int) throws {
    let rows: SQL = #"FROM "journal_rows" AS "r" WHERE "entry" = "# + SQL.value(.integer(entry.id))
    var total = 0
    try store.query(
      #"SELECT "entity", "change", count(*) "# + rows + #" GROUP BY "entity", "change" ORDER BY min("id")"#
    ) { row in
      guard let kind = JournalChange.Kind(rawValue: row.value(at: 1).description) else { return }
      let table = row.value(at: 0).description
      let count = Int(row.value(at: 2).integerValue ?? 0)
      if let links = links(journaled: table, kind) {
        entry.linkCounts.append(.init(table: links, kind: kind, count: count))
      } else if let entity = entity(table: table) {
        entry.counts.append(.init(entity: entity, kind: kind, count: count))
      } else {
        return
      }
      total += count
    }
    guard total <= rowsPerEntry else { return }
    if !entry.linkCounts.isEmpty {
      let tables = Set(entry.linkCounts.map(\.table.name))
      entry.links = try linkChanges(
        #""r"."entry" = "# + SQL.value(.integer(entry.id)),
        of: model.joinTables.filter { tables.contains($0.name) })
    }
    var entities: [Entity] = []
    for count in entry.counts where !entities.contains(where: { $0 === count.entity }) {
      entities.append(count.entity)
    }
    entry.changes = try withInsertedValues(
      try changes(#""r"."entry" = "# + SQL.value(.integer(entry.id)), of: entities))
  }

  /// `changes` with the values each insertion made looked up.
  func withInsertedValues(_ changes: [JournalChange]) throws -> [JournalChange] {
    var changes = changes
    for index in changes.indices where changes[index].kind == .insert {
      changes[index].new = try insertedValues(changes[index])
    }
    return changes
  }

  /// What a revert takes back of entry `id`: its row changes other than deletions, in the order it
  /// made them, as the journal has them (an insertion's values not looked up); and how many rows
  /// of each table it deleted, by table, which the revert puts back in bulk without reading them.
  func changesAndDeletions(ofEntry id: Int64) throws -> (changes: [JournalChange], deleted: [String: Int]) {
    let entry = SQL.value(.integer(id))
    var changed: [Entity] = []
    var deleted: [String: Int] = [:]
    try store.query(
      #"SELECT "entity", "change", count(*) FROM "journal_rows" WHERE "entry" = "# + entry
        + #" GROUP BY "entity", "change""#
    ) { row in
      let table = row.value(at: 0).description
      guard let kind = JournalChange.Kind(rawValue: row.value(at: 1).description),
        links(journaled: table, kind) == nil, let entity = entity(table: table)
      else { return }
      if kind == .delete {
        deleted[entity.table] = Int(row.value(at: 2).integerValue ?? 0)
      } else if !changed.contains(where: { $0 === entity }) {
        changed.append(entity)
      }
    }
    let changes = try changes(#""r"."entry" = "# + entry + #" AND "r"."change" <> 'delete'"#, of: changed)
    return (changes, deleted)
  }

  /// The row changes of `entities` that `condition` (on `journal_rows` as `"r"`) selects, in order.
  func changes(_ condition: SQL, of entities: [Entity]) throws -> [JournalChange] {
    try entryChanges(condition, of: entities).map(\.change)
  }

  /// The row changes of `entities` that `condition` selects, in order, each with its entry: a
  /// query an entity, which reads its images (`images(_:of:)`). The entity is compared as an
  /// expression (`|| ''`), which no index serves: the rows are found by the condition's own (an
  /// entry's, their ids), not among every journaled row of the entity — SQLite's planner took
  /// the index of entities and rows for `"entity" = 'players'`, and a team's log after 10,000
  /// changes took 72 ms instead of 15.
  func entryChanges(_ condition: SQL, of entities: [Entity]) throws
    -> [(entry: Int64, change: JournalChange)]
  {
    var changes: [(entry: Int64, change: JournalChange)] = []
    for entity in entities {
      let columns = Self.imageColumns(entity).map(\.column)
      let width = columns.count + 1
      // A through entity's rows added and deleted are links made and taken away (`linkChanges`).
      let values: SQL = model.joinTable(through: entity) == nil ? "" : #" AND "r"."change" = 'update'"#
      try store.query(
        #"SELECT "r"."id", "r"."row", "r"."change", "r"."entry", "# + images("old", of: entity) + ", "
          + images("new", of: entity) + #" FROM "journal_rows" AS "r" WHERE "r"."entity" || '' = "#
          + SQL.value(.text(entity.table)) + values + " AND " + condition + #" ORDER BY "r"."id""#
      ) { row in
        guard let kind = JournalChange.Kind(rawValue: row.value(at: 2).description) else { return }
        let change = JournalChange(
          id: row.value(at: 0).integerValue ?? 0, entity: entity, row: row.value(at: 1).integerValue ?? 0,
          kind: kind, old: Self.image(row, at: 4, columns), new: Self.image(row, at: 4 + width, columns))
        changes.append((row.value(at: 3).integerValue ?? 0, change))
      }
    }
    return entities.count > 1 ? changes.sorted { $0.change.id < $1.change.id } : changes
  }

  private func entity(table: String) -> Entity? { model.entity(table: table) }

  /// The join table whose link a journal row of `table` made or took away (`kind`): any row of a
  /// table of links only, and a through entity's row added or deleted; nil for any other. A
  /// change to a through entity's row is a change of its link's values: a row change of its
  /// entity, as any.
  func links(journaled table: String, _ kind: JournalChange.Kind) -> JoinTable? {
    guard let links = model.joinTable(named: table) else { return nil }
    return links.through == nil || kind != .update ? links : nil
  }

  /// The values a row was inserted with: the image before its next change, else the row as it is.
  func insertedValues(_ change: JournalChange) throws -> [String: DatabaseValue]? {
    let next = try image(
      "old", of: change.entity,
      #""r"."row" = "# + SQL.value(.integer(change.row)) + #" AND "r"."id" > "#
        + SQL.value(.integer(change.id)) + #" ORDER BY "r"."id" LIMIT 1"#)
    if let next { return next }
    return try current(change.entity, row: change.row)
  }

  /// The row's journaled columns as they are now; nil when it is gone.
  private func current(_ entity: Entity, row: Int64) throws -> [String: DatabaseValue]? {
    let columns = model.journalColumns(entity)
    let list = SQL.joined(columns.map(SQL.identifier), separator: ", ")
    let values = try store.rows(
      "SELECT " + list + " FROM " + SQL.identifier(entity.table) + #" WHERE "id" = "#
        + SQL.value(.integer(row))
    ).first
    return values.map { Dictionary(uniqueKeysWithValues: zip(columns, $0)) }
  }

  /// The name of row `row` of `entity`: as it is now, else as its deletion was journaled; its id
  /// (`#12`) when neither is known. A through entity's row is named by its link ("the link of
  /// player Ann Lee to guardian Sam Lee").
  public func name(of entity: Entity, row: Int64) throws -> String {
    try image(of: entity, row: row).map { image in
      try linkName(entity, image).map { "the link of " + $0 } ?? Self.name(entity, image)
    } ?? "#\(row)"
  }

  /// Row `row` of `entity` as it is now, else as its deletion was journaled.
  func image(of entity: Entity, row: Int64) throws -> [String: DatabaseValue]? {
    if let image = images[entity.table]?[row] { return image }
    var image = try current(entity, row: row)
    if image == nil {
      image = try self.image(
        "old", of: entity,
        #""r"."row" = "# + SQL.value(.integer(row))
          + #" AND "r"."change" = 'delete' ORDER BY "r"."id" DESC LIMIT 1"#)
    }
    images[entity.table, default: [:]][row] = image
    return image
  }

  /// The name a row's image gives it (its display key's column).
  static func name(_ entity: Entity, _ image: [String: DatabaseValue]) -> String {
    let column = entity.attribute(entity.presentation.displayKey)?.column ?? entity.presentation.displayKey
    return image[column]?.textValue ?? "(no name)"
  }
}
