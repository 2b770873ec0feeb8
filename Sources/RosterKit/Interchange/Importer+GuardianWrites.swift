/// The guardians and guardianships an export's rows make (`ImportFamilies`), written: new adults
/// added, those the league had updated where their latest row says otherwise, links made (and a
/// link's facts updated where a row gives others), counted as the import counts rows.
extension Importer {
  func write(_ families: ImportFamilies, _ guardian: Entity, _ link: Entity) throws {
    var guardianCounts = ImportReport.Counts()
    var linkCounts = ImportReport.Counts()
    try families.eachNamedStoredAdult { adult in
      let changed = Self.changed(adult)
      guard !changed.isEmpty, let id = adult.id else {
        guardianCounts.unchanged += 1
        return
      }
      try update(
        guardian, id: id, version: adult.version,
        after: guardian.attributes.map { adult[$0.name].map { .text($0) } ?? .null },
        changed: changed.map { ($0, adult[$0], adult.before($0)) })
      guardianCounts.updated += 1
    }
    // The new adults, in the order first named, written as an import writes many rows.
    let newAdults = families.newAdults()
    let ids = try insertRows(guardian, count: families.newCount) { _ in
      let adult = try newAdults.read()
      return RowWriter.row(
        guardian, values: guardian.attributes.map { adult[$0.name].map { .text($0) } ?? .null }, targets: [])
    }
    families.setIDs(ids)
    guardianCounts.added += ids.count
    try families.eachLinkToStored { new in
      guard let stored = new.stored, let guardianID = new.guardian else { return }
      let (player, facts) = (new.player, new.facts)
      var changed: [(String, String?, String?)] = []
      if let relationship = facts.relationship, stored.facts.relationship == nil {
        changed.append(("relationship", relationship, nil))
      }
      if facts.noContact == true, stored.facts.noContact != true || stored.facts.note != facts.note {
        changed.append(("no_contact_note", facts.note, stored.facts.note))
      }
      guard !changed.isEmpty else {
        linkCounts.unchanged += 1
        return
      }
      var merged = stored.facts
      merged.relationship = facts.relationship ?? stored.facts.relationship
      merged.noContact = facts.noContact ?? stored.facts.noContact
      merged.note = facts.note ?? stored.facts.note
      var after = Self.linkValues(link, merged)
      after += [.integer(player), .integer(guardianID)]
      if changed.contains(where: { $0.0 == "no_contact_note" }) {
        changed.append(("no_contact", "1", stored.facts.noContact.map { $0 ? "1" : "0" }))
      }
      try update(link, id: stored.id, version: stored.version, after: after, changed: changed)
      linkCounts.updated += 1
    }
    let newLinks = families.newLinks()
    linkCounts.added += try insertRows(link, count: families.newLinkCount()) { _ in
      let new = try newLinks.read()
      guard let guardian = new.guardian else {
        throw ImportFileError(
          file: "the import's scratch database", line: nil, message: "a parent's link has no guardian written"
        )
      }
      return RowWriter.row(
        link, values: Self.linkValues(link, new.facts), targets: [new.player, guardian])
    }.count
    report[guardian.name].added += guardianCounts.added
    report[guardian.name].updated += guardianCounts.updated
    report[guardian.name].unchanged += guardianCounts.unchanged
    report[link.name].added += linkCounts.added
    report[link.name].updated += linkCounts.updated
    report[link.name].unchanged += linkCounts.unchanged
  }

  /// A link's attribute values from its facts (the others NULL).
  private static func linkValues(_ link: Entity, _ facts: ImportFamilies.Facts) -> [DatabaseValue] {
    link.attributes.map { attribute in
      switch attribute.name {
      case "relationship": return facts.relationship.map { .text($0) } ?? .null
      case "no_contact": return facts.noContact.map { .integer($0 ? 1 : 0) } ?? .null
      case "no_contact_note": return facts.note.map { .text($0) } ?? .null
      default: return .null
      }
    }
  }

  /// Adds `count` new rows of `entity` (the `number`th laid out by `row(number)`, as
  /// `RowWriter.row` lays one out) as the import adds a file's many rows: from `bulkFrom` rows
  /// on, staged and merged in one statement where the store loads in bulk (`StagedRows`), else
  /// inserted with the triggers that write for each row dropped for the load (`BulkLoad`). The
  /// rows' ids, in their order, as runs.
  func insertRows(_ entity: Entity, count: Int, _ row: (Int) throws -> [DatabaseValue]) throws -> IDRuns {
    if count >= bulkFrom, let stage = try StagedRows(entity, store: store) {
      for number in 0..<count {
        try stage.append(RowWriter.initialized(entity, row(number)), line: number + 1, rejected: nil)
      }
      // The merge inserts in line order, so the ids, ascending, are the rows' in order.
      let runs = try stage.merge(rejecting: [])
      let ids = IDRuns(runs)
      guard ids.count == count else {
        throw ImportFileError(
          file: profiled.first?.path ?? "", line: nil,
          message: "the database added \(ids.count) of its \(count) new \(entity.presentation.plural); "
            + "nothing was imported; import again")
      }
      changes.recordInserts(entity, runs: runs)
      return ids
    }
    let load = count >= bulkFrom ? try BulkLoad(entity, writer: writer) : nil
    var ids = IDRuns()
    for number in 0..<count {
      let id = try writer.insert(entity, row: try row(number))
      changes.recordInsert(entity, id: id)
      ids.append(id)
    }
    try load?.finish()
    return ids
  }

  /// The keys of a guardian the league had whose values the rows change.
  static func changed(_ adult: ImportFamilies.Adult) -> [String] {
    guard adult.existed else { return [] }
    return ImportFamilies.keys.filter { key in adult[key] != nil && adult[key] != adult.before(key) }
  }

  /// Updates a row the league had: `changed` keys to their new values (text, or `no_contact`'s
  /// 1 and 0), recorded with the values before.
  func update(
    _ entity: Entity, id: Int64, version: Int64, after: [DatabaseValue],
    changed: [(key: String, value: String?, before: String?)]
  ) throws {
    func value(_ key: String, _ text: String?) -> DatabaseValue {
      guard let text else { return .null }
      return entity.attribute(key)?.kind == .boolean ? .integer(text == "1" ? 1 : 0) : .text(text)
    }
    let written = try writer.update(
      entity, id: id, version: version, values: changed.map { ($0.key, value($0.key, $0.value)) })
    guard written else {
      throw ImportFileError(
        file: profiled.first?.path ?? "", line: nil,
        message: "a \(entity.presentation.noun) it changes was changed or deleted by another session "
          + "while the import ran; import again")
    }
    var previous: [String: DatabaseValue] = [:]
    for change in changed { previous[change.key] = value(change.key, change.before) }
    changes.recordUpdate(entity, id: id, after: after, previous: previous)
  }
}
