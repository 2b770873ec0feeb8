import FoundationEssentials

/// Reads the journal: its entries newest first, narrowed by time, author and the object they
/// touched, each with its row changes, and the names the rows had.
public final class JournalReader {
  public let store: any Store
  public let model: Model
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
        guard let entity = entity(table: row.value(at: 2).description),
          let kind = JournalChange.Kind(rawValue: row.value(at: 3).description)
        else { return }
        byEntry[row.value(at: 1).integerValue ?? 0, default: []].append(
          ScopedChange(id: row.value(at: 0).integerValue ?? 0, entity: entity, kind: kind))
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

  /// A row change of an object's scope, before its images are read.
  private struct ScopedChange {
    let id: Int64
    let entity: Entity
    let kind: JournalChange.Kind
  }

  /// The row changes `scoped` names (by entry) of the entries, counted, and read for the entries
  /// that have few enough: one query in all, however many entries there are.
  private func read(_ entries: inout [JournalEntry], scoped: [Int64: [ScopedChange]], rowsPerEntry: Int)
    throws
  {
    var whole: [Int64] = []
    for index in entries.indices {
      let changes = scoped[entries[index].id] ?? []
      // By entity and kind, in the order each first appears.
      for change in changes
      where !entries[index].counts.contains(where: {
        $0.entity === change.entity && $0.kind == change.kind
      }) {
        let count = changes.count { $0.entity === change.entity && $0.kind == change.kind }
        entries[index].counts.append(.init(entity: change.entity, kind: change.kind, count: count))
      }
      if changes.count <= rowsPerEntry { whole += changes.map(\.id) }
    }
    guard !whole.isEmpty else { return }
    var byEntry: [Int64: [JournalChange]] = [:]
    for (entry, change) in try entryChanges(
      #"FROM "journal_rows" AS "r" WHERE "# + store.dialect.isIn(#""r"."id""#, ids: whole))
    {
      byEntry[entry, default: []].append(change)
    }
    for index in entries.indices {
      entries[index].changes = try withInsertedValues(byEntry[entries[index].id] ?? [])
    }
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
      guard let entity = entity(table: row.value(at: 0).description),
        let kind = JournalChange.Kind(rawValue: row.value(at: 1).description)
      else { return }
      let count = Int(row.value(at: 2).integerValue ?? 0)
      total += count
      entry.counts.append(.init(entity: entity, kind: kind, count: count))
    }
    guard total <= rowsPerEntry else { return }
    entry.changes = try withInsertedValues(try changes(rows))
  }

  /// `changes` with the values each insertion made looked up.
  private func withInsertedValues(_ changes: [JournalChange]) throws -> [JournalChange] {
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
    let changes = try changes(
      #"FROM "journal_rows" AS "r" WHERE "entry" = "# + entry + #" AND "change" <> 'delete'"#)
    var deleted: [String: Int] = [:]
    try store.query(
      #"SELECT "entity", count(*) FROM "journal_rows" WHERE "entry" = "# + entry
        + #" AND "change" = 'delete' GROUP BY "entity""#
    ) { row in
      deleted[row.value(at: 0).description] = Int(row.value(at: 1).integerValue ?? 0)
    }
    return (changes, deleted)
  }

  /// The row changes `rows` (a `FROM … WHERE …` of `journal_rows`) selects, in order.
  private func changes(_ rows: SQL) throws -> [JournalChange] { try entryChanges(rows).map(\.change) }

  /// The row changes `rows` selects, in order, each with its entry.
  private func entryChanges(_ rows: SQL) throws -> [(entry: Int64, change: JournalChange)] {
    var changes: [(Int64, JournalChange)] = []
    try store.query(
      #"SELECT "id", "entity", "row", "change", "old", "new", "entry" "# + rows + #" ORDER BY "id""#
    ) { row in
      guard let entity = entity(table: row.value(at: 1).description),
        let kind = JournalChange.Kind(rawValue: row.value(at: 3).description)
      else { return }
      let change = JournalChange(
        id: row.value(at: 0).integerValue ?? 0, entity: entity, row: row.value(at: 2).integerValue ?? 0,
        kind: kind, old: Self.image(row.value(at: 4)), new: Self.image(row.value(at: 5)))
      changes.append((row.value(at: 6).integerValue ?? 0, change))
    }
    return changes
  }

  private func entity(table: String) -> Entity? { model.entity(table: table) }

  /// The rows of the object's own table with its id, and of the tables whose rows belong to it
  /// through a to-one relationship: those that belonged to it before or after a change, and rows
  /// inserted that belong to it now or did at a later change: their journal rows' id, entry,
  /// entity and change, as a union of lookups each of which an index serves (the journal's
  /// indexes of foreign keys in its images).
  private func scope(_ object: ObjectID) throws -> SQL {
    let entity = model.entity(named: object.entityName)
    let id = SQL.value(.integer(object.rowID))
    let dialect = store.dialect
    var lookups: [SQL] = [
      #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "#
        + SQL.value(.text(entity.table))
        + #" AND "row" = "#
        + id
    ]
    for child in model.entities {
      for relationship in child.toOneRelationships where relationship.destination == entity.name {
        guard let column = relationship.column else { continue }
        let table = SQL.value(.text(child.table))
        for image in ["old", "new"] {
          lookups.append(
            #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "# + table
              + " AND " + SQL.identifier(image)
              + " IS NOT NULL AND " + dialect.journalValue(SQL.identifier(image), key: column, type: .integer)
              + " = " + id)
        }
        // Rows added that belong to it now, found first by the child's foreign-key index: as a
        // join or a subquery, planners without fresh statistics start from every journaled row
        // of the child's table instead. Or rows added that belonged to it before a later change.
        let children = try store.rows(
          "SELECT " + SQL.identifier("id") + " FROM " + SQL.identifier(child.table) + " WHERE "
            + SQL.identifier(column) + " = " + id
        ).compactMap(\.[0].integerValue)
        if !children.isEmpty {
          lookups.append(
            #"SELECT "id", "entry", "entity", "change" FROM "journal_rows" WHERE "entity" = "# + table
              + #" AND "change" = 'insert' AND "#
              + dialect.isIn(SQL.identifier("row"), ids: children))
        }
        lookups.append(
          #"SELECT "i"."id", "i"."entry", "i"."entity", "i"."change" FROM "journal_rows" AS "l" JOIN "journal_rows" AS "i" ON "i"."entity" = "l"."entity" AND "i"."row" = "l"."row" AND "i"."change" = 'insert' WHERE "l"."entity" = "#
            + table + #" AND "l"."old" IS NOT NULL AND "#
            + dialect.journalValue(#""l"."old""#, key: column, type: .integer) + " = " + id)
      }
    }
    return SQL.joined(lookups, separator: " UNION ")
  }

  /// The values a row was inserted with: the image before its next change, else the row as it is.
  private func insertedValues(_ change: JournalChange) throws -> [String: DatabaseValue]? {
    let next = try store.scalar(
      #"SELECT "old" FROM "journal_rows" WHERE "entity" = "# + SQL.value(.text(change.entity.table))
        + #" AND "row" = "# + SQL.value(.integer(change.row)) + #" AND "id" > "#
        + SQL.value(.integer(change.id)) + #" ORDER BY "id" LIMIT 1"#)
    if let image = Self.image(next) { return image }
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
  /// (`#12`) when neither is known.
  public func name(of entity: Entity, row: Int64) throws -> String {
    try image(of: entity, row: row).map { Self.name(entity, $0) } ?? "#\(row)"
  }

  /// Row `row` of `entity` as it is now, else as its deletion was journaled.
  func image(of entity: Entity, row: Int64) throws -> [String: DatabaseValue]? {
    if let image = images[entity.table]?[row] { return image }
    var image = try current(entity, row: row)
    if image == nil {
      image = Self.image(
        try store.scalar(
          #"SELECT "old" FROM "journal_rows" WHERE "entity" = "# + SQL.value(.text(entity.table))
            + #" AND "row" = "# + SQL.value(.integer(row))
            + #" AND "change" = 'delete' ORDER BY "id" DESC LIMIT 1"#
        ))
    }
    images[entity.table, default: [:]][row] = image
    return image
  }

  /// The name a row's image gives it (its display key's column).
  static func name(_ entity: Entity, _ image: [String: DatabaseValue]) -> String {
    let column = entity.attribute(entity.presentation.displayKey)?.column ?? entity.presentation.displayKey
    return image[column]?.textValue ?? "(no name)"
  }

  /// A journal image (JSON text of an object: numbers, text and nulls) as values by column.
  static func image(_ value: DatabaseValue) -> [String: DatabaseValue]? {
    guard let text = value.textValue else { return nil }
    if let values = JournalImage.values(text) { return values }
    guard let object = try? JSONDecoder().decode([String: ImageValue].self, from: Data(text.utf8))
    else { return nil }
    return object.mapValues(\.value)
  }

  /// One value of an image: an integer exactly (not through a Double, which would round one
  /// past 2^53), a real, text, or null; true and false as 1 and 0, as SQLite keeps them.
  private struct ImageValue: Decodable {
    let value: DatabaseValue

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        value = .null
      } else if let text = try? container.decode(String.self) {
        value = .text(text)
      } else if let integer = try? container.decode(Int64.self) {
        value = .integer(integer)
      } else if let real = try? container.decode(Double.self) {
        value = Int64(exactly: real).map(DatabaseValue.integer) ?? .real(real)
      } else if let truth = try? container.decode(Bool.self) {
        value = .integer(truth ? 1 : 0)
      } else {
        value = .null
      }
    }
  }
}
