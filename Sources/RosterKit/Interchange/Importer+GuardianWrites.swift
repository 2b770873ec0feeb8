/// The guardians and guardianships an export's rows make (`ImportFamilies`), written: new adults
/// added, those the league had updated where their latest row says otherwise, links made (and a
/// link's facts updated where a row gives others), counted as the import counts rows.
extension Importer {
  func write(_ families: ImportFamilies, _ guardian: Entity, _ link: Entity) throws {
    var guardianCounts = ImportReport.Counts()
    var linkCounts = ImportReport.Counts()
    // Many new guardians are journaled in one statement, as a large import's players are
    // (`JournalBulkInserts`); links keep their trigger, whose text is their join table's.
    let many = families.adults.count(where: { $0.id == nil }) >= Self.bulkGuardians
    let guardianJournal = many ? try JournalBulkInserts(guardian, writer: writer) : nil
    for (index, adult) in families.adults.enumerated() where adult.named {
      let values = guardian.attributes.map { attribute -> DatabaseValue in
        (adult.values[attribute.name] ?? nil).map { .text($0) } ?? .null
      }
      guard let id = adult.id else {
        let id = try writer.insert(guardian, values: values, targets: [])
        changes.recordInsert(guardian, id: id)
        families.setID(id, of: index)
        guardianCounts.added += 1
        continue
      }
      let changed = Self.changed(adult)
      guard !changed.isEmpty else {
        guardianCounts.unchanged += 1
        continue
      }
      try update(
        guardian, id: id, version: adult.version, after: values,
        changed: changed.map { key in
          (key, adult.values[key].flatMap { $0 }, adult.stored[key].flatMap { $0 })
        })
      guardianCounts.updated += 1
    }
    try guardianJournal?.finish()
    for (player, adult, facts) in families.links {
      guard let guardianID = families.adults[adult].id else { continue }
      let values: [String: DatabaseValue] = [
        "relationship": facts.relationship.map { .text($0) } ?? .null,
        "no_contact": facts.noContact.map { .integer($0 ? 1 : 0) } ?? .null,
        "no_contact_note": facts.note.map { .text($0) } ?? .null,
      ]
      let row = link.attributes.map { values[$0.name] ?? .null }
      guard let stored = families.storedLinks[.init(player: player, other: guardianID)] else {
        let id = try writer.insert(link, values: row, targets: [player, guardianID])
        changes.recordInsert(link, id: id)
        linkCounts.added += 1
        continue
      }
      var changed: [(String, String?, String?)] = []
      if let relationship = facts.relationship, stored.facts.relationship == nil {
        changed.append(("relationship", relationship, nil))
      }
      if facts.noContact == true, stored.facts.noContact != true || stored.facts.note != facts.note {
        changed.append(("no_contact_note", facts.note, stored.facts.note))
      }
      guard !changed.isEmpty else {
        linkCounts.unchanged += 1
        continue
      }
      var after = link.attributes.map { attribute -> DatabaseValue in
        switch attribute.name {
        case "relationship":
          return (facts.relationship ?? stored.facts.relationship).map { .text($0) } ?? .null
        case "no_contact":
          return (facts.noContact ?? stored.facts.noContact).map { .integer($0 ? 1 : 0) } ?? .null
        case "no_contact_note": return (facts.note ?? stored.facts.note).map { .text($0) } ?? .null
        default: return .null
        }
      }
      after += [.integer(player), .integer(guardianID)]
      if changed.contains(where: { $0.0 == "no_contact_note" }) {
        changed.append(("no_contact", "1", stored.facts.noContact.map { $0 ? "1" : "0" }))
      }
      try update(link, id: stored.id, version: stored.version, after: after, changed: changed)
      linkCounts.updated += 1
    }
    report[guardian.name].added += guardianCounts.added
    report[guardian.name].updated += guardianCounts.updated
    report[guardian.name].unchanged += guardianCounts.unchanged
    report[link.name].added += linkCounts.added
    report[link.name].updated += linkCounts.updated
    report[link.name].unchanged += linkCounts.unchanged
  }

  /// New guardians from which their journal's rows are written in one statement.
  static let bulkGuardians = 1_000

  /// The keys of a guardian the league had whose values the rows change.
  static func changed(_ adult: ImportFamilies.Adult) -> [String] {
    guard adult.id != nil else { return [] }
    return ImportFamilies.keys.filter { key in
      let now = adult.values[key] ?? nil
      return now != nil && now != (adult.stored[key] ?? nil)
    }
  }

  /// Updates a row the league had: `changed` keys to their new values (text, or `no_contact`'s
  /// 1 and 0), recorded with the values before.
  private func update(
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
