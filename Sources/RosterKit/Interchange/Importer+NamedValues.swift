/// The named values of a registration export's rows (`ProfilePlan.namedValues`: a player's Sports
/// Connect id, their USA Hockey number), written once the players are: each row's player found
/// as its parents' are (`PlayerKeys`: by the platform's id, else by name and birthdate), a value
/// the player has under that name kept, a changed one updated, a new one added — in the
/// import's transaction and journal entry, so `undo` takes them back with the rest.
///
/// A value another player has under the same name (two children given one USA Hockey number) is
/// refused, with the line, and nothing is imported: which of them it is, is not for an import to
/// guess.
///
/// What the rows say is gathered in the import's scratch database (`ImportScratch`), and the
/// league's values are read by its indexes, a value at a time: a million children's ids are never
/// held in memory.
extension Importer {
  func importNamedValues() throws {
    let files = profiled.filter { !$0.plan.namedValues.isEmpty }
    guard let first = files.first else { return }
    let players = try PlayerKeys(plan: first.plan, store: store)
    // What the rows say, by entity, owner and name: the last row's value, and where it was; in
    // the order first said.
    let wanted = try ImportScratch(
      """
      CREATE TABLE "wanted" ("number" INTEGER PRIMARY KEY, "entity" TEXT NOT NULL, "owner" INTEGER NOT NULL,
        "name" TEXT NOT NULL, "value" TEXT NOT NULL, "file" INTEGER NOT NULL, "line" INTEGER NOT NULL);
      CREATE UNIQUE INDEX "wanted_place" ON "wanted" ("entity", "owner", "name");
      CREATE TABLE "added" ("number" INTEGER PRIMARY KEY, "owner" INTEGER NOT NULL, "name" TEXT NOT NULL,
        "value" TEXT NOT NULL);
      CREATE UNIQUE INDEX "added_value" ON "added" ("name", "value");
      """)
    var entities: [String: Entity] = [:]
    for (index, file) in files.enumerated() {
      try eachRow(of: file) { record in
        guard let player = try players.player(record.fields, plan: file.plan) else { return }
        for named in file.plan.namedValues where named.field < record.fields.count {
          let value = record.fields[named.field].trimmedSpaces
          guard !value.isEmpty else { continue }
          try wanted.execute(
            "INSERT INTO \"wanted\" (\"entity\", \"owner\", \"name\", \"value\", \"file\", \"line\") "
              + "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (\"entity\", \"owner\", \"name\") DO UPDATE SET "
              + "\"value\" = excluded.\"value\", \"file\" = excluded.\"file\", \"line\" = excluded.\"line\"",
            [
              .text(named.entity.name), .integer(player), .text(named.name), .text(value),
              .integer(Int64(index)),
              .integer(Int64(record.line)),
            ])
          entities[named.entity.name] = named.entity
        }
      }
    }
    for (_, entity) in entities.sorted(by: { $0.key < $1.key }) {
      try write(entity, wanted, paths: files.map(\.path))
    }
  }

  private func write(_ entity: Entity, _ wanted: ImportScratch, paths: [String]) throws {
    guard let nameKey = entity.attributeIndex(entity.presentation.displayKey),
      let valueName = entity.presentation.valueKey, let valueKey = entity.attributeIndex(valueName),
      let name = entity.attribute(entity.presentation.displayKey)?.column,
      let value = entity.attribute(valueName)?.column, entity.toOneRelationships.count == 1,
      let owner = entity.toOneRelationships[0].column
    else { return }
    // The league's value of an owner and name, and the owner of a name and value, by the
    // entity's unique indexes.
    let stored = try store.prepare(
      StoredRow.select(entity) + " WHERE \(ident: owner) = \(bind: .null) AND \(ident: name) = \(bind: .null)"
    )
    let holder = try store.prepare(
      "SELECT \(ident: owner) FROM \(ident: entity.table) WHERE \(ident: name) = \(bind: .null) "
        + "AND \(ident: value) = \(bind: .null)")
    var counts = ImportReport.Counts()
    var failure: ImportFileError?
    // In the order first said, by a scan in the rows' order: `+` keeps the planner from the
    // index on the entity, whose rows then wanted a sort, held by the sorter for the whole of
    // this loop (13 MB at 200,000 children, 18 MB at a million: the import's peak).
    try wanted.query(
      "SELECT \"owner\", \"name\", \"value\", \"file\", \"line\" FROM \"wanted\" WHERE +\"entity\" = "
        + SQL.value(.text(entity.name)) + " ORDER BY \"number\""
    ) { row in
      guard failure == nil, let player = row[0].integerValue, let key = row[1].textValue,
        let text = row[2].textValue
      else { return }
      var before: StoredRow?
      try stored.query([.integer(player), .text(key)]) { before = StoredRow($0, of: entity) }
      let beforeValue = before?.values.storage[valueKey]?.textValue
      if beforeValue == text {
        counts.unchanged += 1
        return
      }
      // Held by another player: in the league (a value this import moves away is no longer
      // there, its update written), or by one this import adds.
      var holders: [Int64] = []
      try holder.query([.text(key), .text(text)]) { if let id = $0.int64(at: 0) { holders.append(id) } }
      holders += try wanted.rows(
        "SELECT \"owner\" FROM \"added\" WHERE \"name\" = ? AND \"value\" = ?", [.text(key), .text(text)]
      ).compactMap { $0[0].integerValue }
      if holders.contains(where: { $0 != player }) {
        failure = ImportFileError(
          file: paths[Int(row[3].integerValue ?? 0)], line: Int(row[4].integerValue ?? 0),
          message: "its \(key) \(entity.presentation.noun) \(quoted(text)) is already another "
            + "\(model.entity(named: entity.toOneRelationships[0].destination).presentation.noun)'s; "
            + "nothing was imported")
        return
      }
      guard let before, let beforeValue else {
        try wanted.execute(
          "INSERT INTO \"added\" (\"owner\", \"name\", \"value\") VALUES (?, ?, ?)",
          [.integer(player), .text(key), .text(text)])
        return
      }
      var after = [DatabaseValue](repeating: .null, count: entity.attributes.count)
      after[nameKey] = .text(key)
      after[valueKey] = .text(text)
      try update(
        entity, id: before.id, version: before.version, after: after + [.integer(player)],
        changed: [(valueName, text, beforeValue)])
      counts.updated += 1
    }
    if let failure { throw failure }
    let added = Int(try wanted.rows("SELECT count(*) FROM \"added\"", []).first?[0].integerValue ?? 0)
    let pages = ImportScratch.Pages<(owner: Int64, name: String, value: String)>(after: 0) { last in
      try wanted.rows(
        SQL(
          "SELECT \"number\", \"owner\", \"name\", \"value\" FROM \"added\" WHERE \"number\" > ? "
            + "ORDER BY \"number\" LIMIT " + String(ImportScratch.pageSize)), [.integer(last)]
      ).map {
        ($0[0].integerValue ?? 0, ($0[1].integerValue ?? 0, $0[2].textValue ?? "", $0[3].textValue ?? ""))
      }
    }
    counts.added += try insertRows(entity, count: added) { _ in
      let new = try pages.read()
      var values = [DatabaseValue](repeating: .null, count: entity.attributes.count)
      values[nameKey] = .text(new.name)
      values[valueKey] = .text(new.value)
      return RowWriter.row(entity, values: values, targets: [new.owner])
    }.count
    try wanted.execute("DELETE FROM \"added\"", [])
    report[entity.name].added += counts.added
    report[entity.name].updated += counts.updated
    report[entity.name].unchanged += counts.unchanged
  }
}
