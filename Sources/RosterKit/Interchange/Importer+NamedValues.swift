/// The named values of a registration export's rows (`ProfilePlan.namedValues`: a player's Sports
/// Connect id, their USA Hockey number), written once the players are: each row's player found
/// as its parents' are (`PlayerKeys`: by the platform's id, else by name and birthdate), a value
/// the player has under that name kept, a changed one updated, a new one added — in the
/// import's transaction and journal entry, so `undo` takes them back with the rest.
///
/// A value another player has under the same name (two children given one USA Hockey number) is
/// refused, with the line, and nothing is imported: which of them it is, is not for an import to
/// guess.
extension Importer {
  func importNamedValues() throws {
    let files = profiled.filter { !$0.plan.namedValues.isEmpty }
    guard let first = files.first else { return }
    let players = try PlayerKeys(plan: first.plan, store: store)
    // What the rows say, by entity, owner and name: the last row's value, and where it was.
    var wanted: [Owned: (value: String, file: String, line: Int)] = [:]
    var order: [Owned] = []
    var entities: [String: Entity] = [:]
    for file in files {
      try eachRow(of: file) { record in
        guard let player = try players.player(record.fields, plan: file.plan) else { return }
        for named in file.plan.namedValues where named.field < record.fields.count {
          let value = record.fields[named.field].trimmedSpaces
          guard !value.isEmpty else { continue }
          let key = Owned(entity: named.entity.name, owner: player, name: named.name)
          if wanted[key] == nil { order.append(key) }
          wanted[key] = (value, file.path, record.line)
          entities[named.entity.name] = named.entity
        }
      }
    }
    for (name, entity) in entities.sorted(by: { $0.key < $1.key }) {
      try write(order.filter { $0.entity == name }, wanted, entity)
    }
  }

  /// A named value's place: its entity's rows, its owner's row and its name.
  struct Owned: Hashable {
    let entity: String
    let owner: Int64
    let name: String
  }

  private func write(
    _ keys: [Owned], _ wanted: [Owned: (value: String, file: String, line: Int)], _ entity: Entity
  ) throws {
    guard let nameKey = entity.attributeIndex(entity.presentation.displayKey),
      let valueName = entity.presentation.valueKey, let valueKey = entity.attributeIndex(valueName),
      entity.toOneRelationships.count == 1
    else { return }
    var stored: [Owned: (id: Int64, version: Int64, value: String)] = [:]
    var holders: [String: Int64] = [:]
    func place(_ name: String, _ value: String) -> String { name + "\u{1F}" + value }
    try store.query(StoredRow.select(entity)) { row in
      let row = StoredRow(row, of: entity)
      guard let owner = row.targets[0], let name = row.values.storage[nameKey]?.textValue,
        let value = row.values.storage[valueKey]?.textValue
      else { return }
      stored[Owned(entity: entity.name, owner: owner, name: name)] = (row.id, row.version, value)
      holders[place(name, value)] = owner
    }
    var counts = ImportReport.Counts()
    var new: [Owned] = []
    for key in keys {
      let (value, file, line) = wanted[key]!
      let before = stored[key]
      if before?.value == value {
        counts.unchanged += 1
        continue
      }
      if let holder = holders[place(key.name, value)], holder != key.owner {
        throw ImportFileError(
          file: file, line: line,
          message: "its \(key.name) \(entity.presentation.noun) \(quoted(value)) is already another "
            + "\(model.entity(named: entity.toOneRelationships[0].destination).presentation.noun)'s; "
            + "nothing was imported")
      }
      if let before { holders[place(key.name, before.value)] = nil }
      holders[place(key.name, value)] = key.owner
      guard let before else {
        new.append(key)
        continue
      }
      var after = [DatabaseValue](repeating: .null, count: entity.attributes.count)
      after[nameKey] = .text(key.name)
      after[valueKey] = .text(value)
      try update(
        entity, id: before.id, version: before.version, after: after + [.integer(key.owner)],
        changed: [(valueName, value, before.value)])
      counts.updated += 1
    }
    counts.added += try insertRows(entity, count: new.count) { number in
      var values = [DatabaseValue](repeating: .null, count: entity.attributes.count)
      values[nameKey] = .text(new[number].name)
      values[valueKey] = .text(wanted[new[number]]!.value)
      return RowWriter.row(entity, values: values, targets: [new[number].owner])
    }.count
    report[entity.name].added += counts.added
    report[entity.name].updated += counts.updated
    report[entity.name].unchanged += counts.unchanged
  }
}
