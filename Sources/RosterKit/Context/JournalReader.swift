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
        let table = row.value(at: 2).description
        let entity = entity(table: table)
        let links = entity == nil ? model.joinTable(named: table) : nil
        guard entity != nil || links != nil,
          let kind = JournalChange.Kind(rawValue: row.value(at: 3).description)
        else { return }
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

  /// A row change of an object's scope, before its images are read: of an entity's row, or of
  /// a link (a row of join table `links`).
  private struct ScopedChange {
    let id: Int64
    let entity: Entity?
    let links: JoinTable?
    let kind: JournalChange.Kind
  }

  /// The row changes `scoped` names (by entry) of the entries, counted, and read for the entries
  /// that have few enough: one query in all, however many entries there are.
  private func read(_ entries: inout [JournalEntry], scoped: [Int64: [ScopedChange]], rowsPerEntry: Int)
    throws
  {
    var whole: [Int64] = []
    var wholeLinks: [Int64] = []
    for index in entries.indices {
      let all = scoped[entries[index].id] ?? []
      let changes = all.filter { $0.entity != nil }
      // By entity and kind, in the order each first appears.
      for change in changes
      where !entries[index].counts.contains(where: {
        $0.entity === change.entity && $0.kind == change.kind
      }) {
        let count = changes.count { $0.entity === change.entity && $0.kind == change.kind }
        entries[index].counts.append(.init(entity: change.entity!, kind: change.kind, count: count))
      }
      let links = all.filter { $0.links != nil }
      for change in links
      where !entries[index].linkCounts.contains(where: {
        $0.table.name == change.links?.name && $0.kind == change.kind
      }) {
        let count = links.count { $0.links?.name == change.links?.name && $0.kind == change.kind }
        entries[index].linkCounts.append(.init(table: change.links!, kind: change.kind, count: count))
      }
      if all.count <= rowsPerEntry {
        whole += changes.map(\.id)
        wholeLinks += links.map(\.id)
      }
    }
    if !wholeLinks.isEmpty {
      var byEntry: [Int64: [JournalLinkChange]] = [:]
      let tables = Set(entries.flatMap { $0.linkCounts.map(\.table.name) })
      for (entry, change) in try entryLinkChanges(
        store.dialect.isIn(#""r"."id""#, ids: wholeLinks),
        of: model.joinTables.filter { tables.contains($0.name) })
      {
        byEntry[entry, default: []].append(change)
      }
      for index in entries.indices { entries[index].links = byEntry[entries[index].id] ?? [] }
    }
    guard !whole.isEmpty else { return }
    var byEntry: [Int64: [JournalChange]] = [:]
    let tables = Set(entries.flatMap { $0.counts.map(\.entity.table) })
    for (entry, change) in try entryChanges(
      store.dialect.isIn(#""r"."id""#, ids: whole), of: model.entities.filter { tables.contains($0.table) })
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
      guard let kind = JournalChange.Kind(rawValue: row.value(at: 1).description) else { return }
      let table = row.value(at: 0).description
      let count = Int(row.value(at: 2).integerValue ?? 0)
      if let entity = entity(table: table) {
        entry.counts.append(.init(entity: entity, kind: kind, count: count))
      } else if let links = model.joinTable(named: table) {
        entry.linkCounts.append(.init(table: links, kind: kind, count: count))
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
    var changed: [Entity] = []
    var deleted: [String: Int] = [:]
    try store.query(
      #"SELECT "entity", "change", count(*) FROM "journal_rows" WHERE "entry" = "# + entry
        + #" GROUP BY "entity", "change""#
    ) { row in
      guard let entity = entity(table: row.value(at: 0).description) else { return }
      if row.value(at: 1).description == JournalChange.Kind.delete.rawValue {
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
  private func entryChanges(_ condition: SQL, of entities: [Entity]) throws
    -> [(entry: Int64, change: JournalChange)]
  {
    var changes: [(entry: Int64, change: JournalChange)] = []
    for entity in entities {
      let columns = Self.imageColumns(entity).map(\.column)
      let width = columns.count + 1
      try store.query(
        #"SELECT "r"."id", "r"."row", "r"."change", "r"."entry", "# + images("old", of: entity) + ", "
          + images("new", of: entity) + #" FROM "journal_rows" AS "r" WHERE "r"."entity" || '' = "#
          + SQL.value(.text(entity.table)) + " AND " + condition + #" ORDER BY "r"."id""#
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
    return SQL.joined(lookups + (try linkScope(object)), separator: " UNION ")
  }

  /// The values a row was inserted with: the image before its next change, else the row as it is.
  private func insertedValues(_ change: JournalChange) throws -> [String: DatabaseValue]? {
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
  /// (`#12`) when neither is known.
  public func name(of entity: Entity, row: Int64) throws -> String {
    try image(of: entity, row: row).map { Self.name(entity, $0) } ?? "#\(row)"
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

  // MARK: Images

  /// The columns an image of `entity`'s rows is read for, with the type each stores: every stored
  /// column but the id and the version.
  static func imageColumns(_ entity: Entity) -> [(column: String, type: ColumnType)] {
    entity.typedColumns
  }

  /// The select list that reads image `name` (`old` or `new`) of the journal's row `"r"` of
  /// `entity`: whether it has one, then each of `imageColumns` as the column stores it. The
  /// database reads the journal's images (`SQLDialect.journalValue`: SQLite's `json_extract`,
  /// PostgreSQL's `->>`), as it does to put deleted rows back (`RowWriter.restore`) and to show
  /// the league as it was (`JournalAsOf`): a revert, the log and the past read an image alike.
  func images(_ name: String, of entity: Entity) -> SQL {
    let image = #""r"."# + SQL.identifier(name)
    return SQL.joined(
      [image + " IS NOT NULL"]
        + Self.imageColumns(entity).map { store.dialect.journalValue(image, key: $0.column, type: $0.type) },
      separator: ", ")
  }

  /// The image `images` selected from column `start` of `row`, by column (`columns`, the image
  /// columns' names); nil when there is none.
  static func image(_ row: any Row, at start: Int, _ columns: [String]) -> [String: DatabaseValue]? {
    // A condition reads as 1 or 0 on either engine (PostgreSQL's booleans included).
    guard row.int64(at: start) == 1 else { return nil }
    var values = [String: DatabaseValue](minimumCapacity: columns.count)
    for (offset, column) in columns.enumerated() { values[column] = row.value(at: start + 1 + offset) }
    return values
  }

  /// Image `name` of the first of `entity`'s journal rows `"r"` that `condition` (and its order)
  /// selects; nil when none has one.
  func image(_ name: String, of entity: Entity, _ condition: SQL) throws -> [String: DatabaseValue]? {
    var found: [String: DatabaseValue]?
    let columns = Self.imageColumns(entity).map(\.column)
    try store.query(
      "SELECT " + images(name, of: entity) + #" FROM "journal_rows" AS "r" WHERE "r"."entity" = "#
        + SQL.value(.text(entity.table)) + " AND " + condition
    ) { row in
      if found == nil { found = Self.image(row, at: 0, columns) }
    }
    return found
  }

  /// A journal image (JSON text of an object: numbers, text and nulls) as values by column, read
  /// in Swift: the version-9 repair's, which speaks to the tables as they were then.
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
