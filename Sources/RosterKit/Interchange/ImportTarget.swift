/// What an import knows about one entity it writes rows of: how a file's row finds the row it
/// stands for, the rows already met, and where new rows go.
///
/// A row is found by the first single-key unique rule it has a value for (a team by name, a player
/// by `id`); without one, by its parent and display name (a player by team and name), among the
/// parent's rows read when first needed and kept for a bounded number of parents.
final class ImportTarget {
  /// A parent's rows from before the import, by folded display name, and the file rows that met them.
  final class Roster {
    var rows: [StoredRow] = []
    var claimed: [Bool] = []
    var byName: [String: [Int]] = [:]
    /// For each folded name: the first file line with it, and whether it changed a row.
    var lines: [String: (line: Int, updated: Bool)] = [:]
  }

  let entity: Entity
  /// The keys of its single-key unique rules, in order: what names a row exactly.
  let identityKeys: [String]
  /// The to-one relationship that places a row (a player's team), and its index among the
  /// entity's to-one relationships.
  let parent: (relationship: Relationship, index: Int)?
  /// Every row, when other rows refer to these (teams): identity is found in memory.
  let directory: ImportDirectory?
  /// New rows gathered for one merge, where the store loads in bulk, once the import has many
  /// of them (`startStaging`).
  private(set) var stage: StagedRows?
  /// Whether new rows may be staged: no row of the import refers to them (players, not teams).
  let stages: Bool
  /// The line of each identity seen in this import and a digest of its row, by a 64-bit hash of
  /// the key and value (memory stays small for a million ids; a collision would only report a
  /// false duplicate, about once in 10^13).
  var seen = LineDigests()
  /// The same for rows found by parent and name: the first line of each parent and folded name,
  /// and a digest of its row, by a hash of the two (a line repeated there would add the row twice).
  var named = LineDigests()
  /// How many rows a file is likely to have, from its first ones' size: the lines kept by
  /// identity or by name grow to hold that many at once.
  func expect(rows: Int) {
    seen.expected = rows
    named.expected = rows
  }
  /// The file rows of this entity read so far, in every file of the import.
  var rowsRead = 0
  /// For a settings entity, the file and line that gave its one row.
  var settingsRow: (file: String, line: Int)?
  /// Parents that file rows were imported into.
  var parentsTouched: Set<Int64> = []
  /// The rows of the parent's entity, when the import reads them (to tell parents it added).
  var parentDirectory: ImportDirectory?
  /// What the file rows did, and the ids of the rows added (as runs), for the report and the
  /// change set at the end: kept here, a row at a time, rather than in dictionaries by name.
  var counts = ImportReport.Counts()
  private(set) var insertedRuns: [ClosedRange<Int64>] = []

  private let store: any Store
  private var lookups: [String: any PreparedStatement] = [:]
  private var namedLookups: [String: any PreparedStatement] = [:]
  /// By a named value's name (`sportsconnect`): the rows the league had before the import
  /// without one of that name, by folded name and birthdate — the row, or nil when several have
  /// them (`stored(sameNameAndBirthdate:without:)`), read at the first row that asks.
  private var unnamed: [String: [String: Int64?]] = [:]
  private var byRowID: (any PreparedStatement)?
  private var rosterQuery: (any PreparedStatement)?
  private var rosters: [Int64?: (roster: Roster, used: Int)] = [:]
  /// Each use of a roster, oldest first (a roster's uses but its last are passed over): the
  /// least recently used is the first whose use is its roster's last.
  private var uses: [(parent: Int64?, use: Int)] = []
  private var usesRead = 0
  private var lastUse = 0
  /// The rows of the rosters kept.
  private var rosterRows = 0
  /// Rosters kept at once: all of those a file names while they hold at most `rowLimit` rows
  /// (about 60 MB), else the `rosterLimit` used last. Kept 64 at most, a file of 100,000
  /// players of 100 teams out of team order (sorted by name) read a roster again for each
  /// player (stopped after 5 minutes); keeping them all, 6 s. Past the rows, a file grouped by parent (as
  /// `export` writes it) still reads each roster once.
  static let rosterLimit = 64
  static let rowLimit = 100_000

  /// Where each attribute's value as a unique rule compares it lies in a file row's columns
  /// (`RowWriter.comparedColumns`).
  let comparedColumns: [Int]
  /// The display attribute's index (a player's name), by which a row without an identity is found.
  let displayIndex: Int

  /// A file row's display value folded, as its place among its parent's rows is known by: its
  /// folded copy, made with the row, or folded here when the attribute keeps none.
  func folded(_ row: Importer.FileRow, _ name: String) -> String {
    guard entity.attributes[displayIndex].isFolded else { return TextFolding.fold(name) }
    return row.columns[comparedColumns[displayIndex]].textValue ?? ""
  }

  init(_ entity: Entity, directory: ImportDirectory?, staged: Bool, store: any Store) throws {
    self.entity = entity
    comparedColumns = RowWriter.comparedColumns(entity)
    displayIndex = entity.attributeIndex(entity.presentation.displayKey) ?? 0
    self.store = store
    self.directory = directory
    identityKeys = entity.uniqueConstraints.compactMap { $0.keys.count == 1 ? $0.keys[0] : nil }
      .filter { entity.attribute($0) != nil }
    parent = entity.parentRelationship.flatMap { relationship in
      entity.toOneIndex(relationship.name).map { (relationship, $0) }
    }
    stages = staged
  }

  /// Stages the new rows from now on, where they may be and the store loads in bulk: the rows
  /// inserted before are rows of the table, which staged rows are held to as to any other.
  func startStaging() throws {
    guard stages, stage == nil else { return }
    stage = try StagedRows(entity, store: store)
  }

  /// A row added by a statement of its own (not staged).
  func recordInsert(_ id: Int64) { ChangeSet.extend(&insertedRuns, with: id) }

  /// The key that names this file row exactly: the first identity key it has a value for.
  func identityKey(_ values: RowValues) -> String? {
    identityKeys.first { values[$0].map { !$0.isNull } ?? false }
  }

  /// The stored row whose `key` has `value`, and where the directory keeps it (when it does).
  func stored(_ key: String, _ value: DatabaseValue) throws -> (row: StoredRow, position: Int?)? {
    if let directory {
      return directory.position(key, value).map { (directory.rows[$0], $0) }
    }
    let attribute = entity.attribute(key)!
    if lookups[key] == nil {
      let column = attribute.foldColumn ?? attribute.column
      lookups[key] = try store.prepare(StoredRow.select(entity) + " WHERE \(ident: column) = \(bind: .null)")
    }
    let bound = attribute.isFolded ? value.textValue.map { .text(TextFolding.fold($0)) } ?? value : value
    var found: StoredRow?
    try lookups[key]!.query([bound]) { found = StoredRow($0, of: entity) }
    return found.map { ($0, nil) }
  }

  /// The stored row whose named value `named` is `value` (a player whose Sports Connect id is
  /// 81234: `ProfilePlan.NamedValue`), by one prepared query a name.
  func stored(named: ProfilePlan.NamedValue, _ value: String) throws -> StoredRow? {
    let owned = named.entity
    guard let nameColumn = owned.attribute(owned.presentation.displayKey)?.column,
      let valueColumn = owned.presentation.valueKey.flatMap({ owned.attribute($0)?.column })
    else { return nil }
    let key = named.relationship + "." + named.name
    if namedLookups[key] == nil {
      namedLookups[key] = try store.prepare(
        StoredRow.select(entity) + " WHERE \(ident: "id") = (SELECT \(ident: named.ownerColumn) FROM "
          + "\(ident: owned.table) WHERE \(ident: nameColumn) = \(bind: .null) AND \(ident: valueColumn) = "
          + "\(bind: .null))")
    }
    var found: StoredRow?
    try namedLookups[key]!.query([.text(named.name), .text(value)]) { found = StoredRow($0, of: entity) }
    return found
  }

  /// The one row the league had before the import of a file row's folded name and birthdate
  /// (`PlayerKeys.birthdate`) that has no named value `named` (no id of that platform); nil when
  /// none or several do. Found in memory, read once: a query a row ran without the indexes a
  /// bulk load drops (`BulkIndexes`), a scan of the table each row.
  func stored(sameNameAndBirthdate values: RowValues, without named: ProfilePlan.NamedValue) throws
    -> StoredRow?
  {
    guard let name = entity.attribute(entity.presentation.displayKey), let fold = name.foldColumn,
      let birthdate = entity.attribute(PlayerKeys.birthdate),
      let owned = named.entity.attribute(named.entity.presentation.displayKey)?.column,
      let text = values[name.name]?.textValue, let day = values[birthdate.name]?.textValue
    else { return nil }
    if unnamed[named.name] == nil {
      var rows: [String: Int64?] = [:]
      let sql: SQL =
        "SELECT \(ident: "id"), \(ident: fold), \(ident: birthdate.column) FROM \(ident: entity.table) WHERE "
        + "\(ident: birthdate.column) IS NOT NULL AND NOT EXISTS "
        + "(SELECT 1 FROM \(ident: named.entity.table) WHERE \(ident: named.entity.table).\(ident: named.ownerColumn) = "
        + "\(ident: entity.table).\(ident: "id") AND \(ident: owned) = \(bind: .text(named.name)))"
      try store.query(sql) { row in
        // A row the import wrote (whose named values are written after its rows) is not one the
        // league had.
        guard let id = row.int64(at: 0), !insertedRuns.contains(where: { $0.contains(id) }),
          let folded = row.value(at: 1).textValue, let date = row.value(at: 2).textValue
        else { return }
        let key = folded + "\u{1F}" + date.prefix(10)
        rows[key] = rows[key] == nil ? id : .some(nil)
      }
      unnamed[named.name] = rows
    }
    guard let found = unnamed[named.name]![TextFolding.fold(text) + "\u{1F}" + day.prefix(10)], let id = found
    else { return nil }
    if byRowID == nil {
      byRowID = try store.prepare(StoredRow.select(entity) + " WHERE \(ident: "id") = \(bind: .null)")
    }
    var row: StoredRow?
    try byRowID!.query([.integer(id)]) { row = StoredRow($0, of: entity) }
    return row
  }

  /// The rows a parent (nil: none) had before the import, read when first needed.
  func roster(of parentID: Int64?) throws -> Roster {
    lastUse += 1
    if let kept = rosters[parentID] {
      rosters[parentID]!.used = lastUse
      use(parentID)
      return kept.roster
    }
    let roster = Roster()
    let select = StoredRow.select(entity)
    let read = { (row: any Row) in
      let stored = StoredRow(row, of: self.entity)
      roster.byName[TextFolding.fold(stored.name), default: []].append(roster.rows.count)
      roster.rows.append(stored)
      roster.claimed.append(false)
    }
    if let parent, let column = parent.relationship.column {
      if let parentID {
        if rosterQuery == nil {
          rosterQuery = try store.prepare(select + " WHERE \(ident: column) = \(bind: .null)")
        }
        try rosterQuery!.query([.integer(parentID)], read)
      } else {
        try store.query(select + " WHERE \(ident: column) IS NULL", read)
      }
    } else {
      try store.query(select, read)
    }
    rosters[parentID] = (roster, lastUse)
    use(parentID)
    rosterRows += roster.rows.count
    while rosters.count > Self.rosterLimit && rosterRows > Self.rowLimit { forgetLeastRecentRoster() }
    return roster
  }

  /// Notes the use of a roster (`lastUse`); the uses noted are made again from the rosters' last
  /// ones when they are many more, so that they stay as few as the rosters whatever the rows.
  private func use(_ parentID: Int64?) {
    uses.append((parentID, lastUse))
    guard uses.count - usesRead > 4 * rosters.count + 64 else { return }
    uses = rosters.map { (parent: $0.key, use: $0.value.used) }.sorted { $0.use < $1.use }
    usesRead = 0
  }

  /// Forgets the roster used least recently.
  private func forgetLeastRecentRoster() {
    while usesRead < uses.count {
      let (parent, use) = uses[usesRead]
      usesRead += 1
      guard let kept = rosters[parent], kept.used == use else { continue }
      rosters[parent] = nil
      rosterRows -= kept.roster.rows.count
      break
    }
    // The uses read are dropped once they are half of them.
    if usesRead > uses.count / 2 {
      uses.removeFirst(usesRead)
      usesRead = 0
    }
  }
}
