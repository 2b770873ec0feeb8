/// Journal entries in words: a line a row change (`Mookie Betts: age 27 → 28`,
/// `+ Test Rookie (BOS, 19, SS, 77)`, `− Boston Red Sox and its 44 players`), or a summary.
extension JournalReader {
  /// The entry's row changes, a line each: rows deleted or added with another row of the entry
  /// (a team's players, which its cascade takes or an import adds with it) are counted on that
  /// row's line; then the links it made and took away (`linkLines`).
  public func lines(_ entry: JournalEntry) throws -> [String] {
    try described(entry).map(\.text) + linkLines(entry).map(\.text)
  }

  /// The entry's changes that have a line, each with it.
  public func described(_ entry: JournalEntry) throws -> [(change: JournalChange, text: String)] {
    var owners: [String: String] = [:]
    var carried: [String: [(entity: Entity, count: Int)]] = [:]
    for kind in [JournalChange.Kind.delete, .insert] {
      let changes = entry.changes.filter { $0.kind == kind }
      let image = { (change: JournalChange) in kind == .delete ? change.old : change.new }
      let rows = Set(changes.map { key($0.entity, $0.row) })
      // The row each one goes with, and how many of each entity went with a root.
      for change in changes {
        if let owner = cascadeOwner(change, image(change), among: rows) {
          owners[key(change.entity, change.row)] = owner
        }
      }
      for change in changes {
        var root = key(change.entity, change.row)
        guard owners[root] != nil else { continue }
        while let owner = owners[root] { root = owner }
        var counts = carried[root, default: []]
        if let index = counts.firstIndex(where: { $0.entity === change.entity }) {
          counts[index].count += 1
        } else {
          counts.append((change.entity, 1))
        }
        carried[root] = counts
      }
    }
    /// " and its 44 players (with 80 contacts)".
    func withCarried(_ key: String) -> String {
      guard let counts = carried[key], let first = counts.first else { return "" }
      let rest = counts.dropFirst().map { $0.entity.presentation.count($0.count) }
      return " and its " + first.entity.presentation.count(first.count)
        + (rest.isEmpty ? "" : " (with " + Prose.list(rest) + ")")
    }
    var lines: [(change: JournalChange, text: String)] = []
    for change in entry.changes {
      let key = key(change.entity, change.row)
      switch change.kind {
      case .insert:
        guard owners[key] == nil else { continue }
        lines.append((change, try inserted(change) + withCarried(key)))
      case .update:
        if let line = try updated(change) { lines.append((change, line)) }
      case .delete:
        guard owners[key] == nil else { continue }
        lines.append((change, "− " + (try name(change, change.old)) + withCarried(key)))
      }
    }
    return lines
  }

  /// "added 1,000 players and changed 3 teams": what the entry did, in counts, its links last.
  public func summary(_ entry: JournalEntry) -> String {
    let verbs: [JournalChange.Kind: String] = [.insert: "added", .update: "changed", .delete: "deleted"]
    let parts = [JournalChange.Kind.insert, .update, .delete].compactMap { kind -> String? in
      // Owners before what they own: a team, then its players.
      let counts = entry.counts.filter { $0.kind == kind }.sorted {
        model.rank($0.entity) < model.rank($1.entity)
      }
      guard !counts.isEmpty else { return nil }
      return verbs[kind]! + " " + Prose.list(counts.map { $0.entity.presentation.count($0.count) })
    }
    let all = parts + linkSummary(entry)
    return all.isEmpty ? "no rows" : Prose.list(all)
  }

  private func key(_ entity: Entity, _ row: Int64) -> String { entity.table + "#" + String(row) }

  /// The row of `rows` that `change`'s row belongs to by a cascading relationship (deleted with
  /// it, or added with it), as `image` has it.
  private func cascadeOwner(
    _ change: JournalChange, _ image: [String: DatabaseValue]?, among rows: Set<String>
  )
    -> String?
  {
    for relationship in change.entity.toOneRelationships {
      guard let column = relationship.column, let target = image?[column]?.integerValue,
        model.inverse(of: relationship).deleteRule == .cascade
      else { continue }
      let owner = key(model.entity(named: relationship.destination), target)
      if rows.contains(owner) { return owner }
    }
    return nil
  }

  /// A through entity's row by its link: "the link of player Ann Lee to guardian Sam Lee".
  private func name(_ change: JournalChange, _ image: [String: DatabaseValue]?) throws -> String {
    if change.entity.presentation.isSettings { return "the " + change.entity.presentation.noun }
    if let image, let link = try linkName(change.entity, image) { return "the link of " + link }
    return image.map { Self.name(change.entity, $0) } ?? "#\(change.row)"
  }

  /// "+ Test Rookie (BOS, 19, SS, 77)": the name, then the other values it was added with.
  private func inserted(_ change: JournalChange) throws -> String {
    guard let image = change.new else { return "+ " + change.entity.presentation.noun + " #\(change.row)" }
    var values: [String] = []
    for relationship in change.entity.toOneRelationships {
      guard let column = relationship.column, let target = image[column]?.integerValue else { continue }
      values.append(try short(model.entity(named: relationship.destination), row: target))
    }
    let settings = change.entity.presentation.isSettings
    for attribute in change.entity.attributes
    where settings || attribute.name != change.entity.presentation.displayKey {
      let value = image[attribute.column] ?? .null
      if !value.isNull { values.append(shown(value, of: attribute, in: change.entity)) }
    }
    return "+ " + (try name(change, image))
      + (values.isEmpty ? "" : " (" + values.joined(separator: ", ") + ")")
  }

  /// "Mookie Betts: age 27 → 28, team Boston Red Sox → none"; nil when no value changed.
  private func updated(_ change: JournalChange) throws -> String? {
    guard let old = change.old, let new = change.new else { return nil }
    var parts: [String] = []
    for relationship in change.entity.toOneRelationships {
      guard let column = relationship.column else { continue }
      let (was, now) = (old[column] ?? .null, new[column] ?? .null)
      guard was != now else { continue }
      let destination = model.entity(named: relationship.destination)
      let show = { (value: DatabaseValue) in
        try value.integerValue.map { try self.name(of: destination, row: $0) } ?? "none"
      }
      parts.append("\(relationship.name) \(try show(was)) → \(try show(now))")
    }
    for attribute in change.entity.attributes {
      let (was, now) = (old[attribute.column] ?? .null, new[attribute.column] ?? .null)
      guard was != now else { continue }
      let show = { (value: DatabaseValue) in
        value.isNull ? "none" : self.shown(value, of: attribute, in: change.entity)
      }
      parts.append("\(attribute.name) \(show(was)) → \(show(now))")
    }
    guard !parts.isEmpty else { return nil }
    return try name(change, new) + ": " + parts.joined(separator: ", ")
  }

  /// A value as a line shows it: `(private)` for a private note's when the reader withholds them.
  func shown(_ value: DatabaseValue, of attribute: Attribute, in entity: Entity) -> String {
    guard withholdsPrivate, entity.presentation.privateNotes.contains(where: { $0.key == attribute.name })
    else {
      return attribute.shown(value).description
    }
    return "(private)"
  }

  /// Whether a command's text may hold a private note's value: it names one of the model's
  /// private notes as a setting (`medical=`, `no_contact_note=`).
  public func commandHoldsPrivate(_ command: String) -> Bool {
    let lowered = command.lowercased()
    return model.entities.contains { entity in
      entity.presentation.privateNotes.contains { note in
        let names = [note.key] + (entity.attribute(note.key)?.aliases ?? [])
        return names.contains { lowered.contains($0.lowercased() + "=") }
      }
    }
  }

  /// A row as a line names a target: by its last lookup key when it has a value there (a team's
  /// abbreviation), else by its name.
  private func short(_ entity: Entity, row: Int64) throws -> String {
    guard let image = try image(of: entity, row: row) else { return "#\(row)" }
    if let key = entity.presentation.lookupKeys.last?.key, let column = entity.attribute(key)?.column,
      let short = image[column]?.textValue
    {
      return short
    }
    return Self.name(entity, image)
  }
}
