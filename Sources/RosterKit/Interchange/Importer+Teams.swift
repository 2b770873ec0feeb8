/// The league's teams during an import: those in the database and those the import adds, found
/// by name or abbreviation (ignoring case and accents).
struct TeamDirectory {
  struct Entry {
    let id: Int64
    var values: RowValues
    /// Whether the team was there before this import (and so may already have players).
    let existedBefore: Bool
    var name: String { values["name"]?.textValue ?? "" }
  }

  private(set) var entries: [Entry] = []
  private var byName: [String: Int] = [:]
  private var byAbbreviation: [String: Int] = [:]
  let writer: EntityWriter

  init(store: any Store, changes: ImportChanges? = nil) throws {
    writer = try EntityWriter(entity: RosterModel.team, store: store, changes: changes)
    let keys = RosterModel.team.attributes.map(\.name)
    let sql: SQL =
      "SELECT \(ident: "id"), "
      + SQL.joined(keys.map { .identifier(RosterModel.team.attribute($0)!.column) }, separator: ", ")
      + " FROM \(ident: RosterModel.team.table)"
    try store.query(sql) { row in
      var values = RowValues(RosterModel.team)
      for (index, key) in keys.enumerated() { values[key] = row.value(at: index + 1) }
      add(Entry(id: row.int64(at: 0) ?? 0, values: values, existedBefore: true))
    }
  }

  mutating func add(_ entry: Entry) {
    last = nil
    entries.append(entry)
    index(entries.count - 1)
  }

  private mutating func index(_ position: Int) {
    let entry = entries[position]
    byName[TextFolding.fold(entry.name)] = position
    if let abbreviation = entry.values["abbreviation"]?.textValue {
      byAbbreviation[TextFolding.fold(abbreviation)] = position
    }
  }

  mutating func replace(_ position: Int, values: RowValues) {
    last = nil
    if let old = entries[position].values["abbreviation"]?.textValue {
      byAbbreviation[TextFolding.fold(old)] = nil
    }
    entries[position].values.merge(values)
    index(position)
  }

  func position(named name: String) -> Int? { byName[TextFolding.fold(name)] }

  /// The reference last found, and where: rows of one team usually come together.
  private var last: (reference: String, position: Int)?

  /// The team a player row names: by name first, then by abbreviation.
  mutating func find(_ reference: String) -> Entry? {
    if let last, last.reference == reference { return entries[last.position] }
    let folded = TextFolding.fold(reference)
    guard let position = byName[folded] ?? byAbbreviation[folded] else { return nil }
    last = (reference, position)
    return entries[position]
  }
}

extension Importer {
  func importTeams(_ source: Source, into teams: inout TeamDirectory) throws {
    let entity = RosterModel.team
    let present = entity.attributes.map(\.name).filter { source.columns[$0] != nil }
    var seen: [String: (line: Int, values: RowValues)] = [:]
    try records(source) { record in
      var (rowProblems, misshapen) = shapeProblems(record, source)
      guard !misshapen else {
        try reject(record, rowProblems)
        return
      }
      let values = values(record, of: entity, in: source, problems: &rowProblems)
      guard rowProblems.isEmpty, let name = values["name"]?.textValue else {
        try reject(record, rowProblems)
        return
      }
      let folded = TextFolding.fold(name)
      if let earlier = seen[folded] {
        // The same team again (its name perhaps in another case) is fine; other values are not.
        var comparable = values
        comparable["name"] = earlier.values["name"]
        if earlier.values != comparable {
          rowProblems.append(
            problem(
              record, source, column: "name",
              "the team \(quoted(name)) is also on line \(earlier.line) with other values"))
        } else {
          report.teams.unchanged += 1
        }
        try reject(record, rowProblems)
        return
      }
      seen[folded] = (record.line, values)
      do {
        if let position = teams.position(named: name) {
          let existing = teams.entries[position]
          let changed = present.filter { existing.values[$0] != values[$0] }
          if changed.isEmpty {
            report.teams.unchanged += 1
          } else {
            try teams.writer.update(existing.id, values, keys: changed, previous: existing.values)
            teams.replace(position, values: values)
            report.teams.updated += 1
          }
        } else {
          let id = try teams.writer.insert(values)
          teams.add(.init(id: id, values: values, existedBefore: false))
          report.teams.added += 1
        }
      } catch let error as StoreError where error.isUniqueViolation {
        let column = error.constrainedColumns.contains("abbreviation_fold") ? "abbreviation" : "name"
        let value = values[column]?.description ?? ""
        rowProblems.append(
          problem(
            record, source, column: column,
            column == "name"
              ? "a team named \(quoted(value)) already exists"
              : "\(quoted(value)) is already used by another team"))
        try reject(record, rowProblems)
      }
    }
  }
}
