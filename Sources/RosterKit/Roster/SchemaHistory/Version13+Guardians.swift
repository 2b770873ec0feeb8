extension RosterSchemaHistory {
  /// Version 13's change of data: each contact of a player becomes a guardian by
  /// `GuardianIdentity`'s rule — one guardian per adult, linked to each of their players with
  /// the contact's relation as the link's relationship — in a journal entry of the upgrade's own
  /// (`log` shows it). A value of a copy that its guardian does not take (another spelling of
  /// the name, another phone or email for the same adult, another relation to the same player)
  /// is named in that entry's text, so that every value of every contact is kept: in a guardian,
  /// in a link, or in those words. Then the contacts go (`version13`).
  ///
  /// It speaks SQL to the tables as version 13 has them, the contacts still there.
  static func guardiansFromContacts(_ store: any Store) throws {
    let copies = try store.rows(
      #"SELECT "id", "name", "email", "phone", "player_id", "relation" FROM "contacts" ORDER BY "id""#
    ).map {
      GuardianIdentity.Copy(
        id: $0[0].integerValue ?? 0, name: $0[1].description, email: $0[2].textValue, phone: $0[3].textValue,
        player: $0[4].integerValue ?? 0, relation: $0[5].textValue)
    }
    guard !copies.isEmpty else { return }
    let identity = GuardianIdentity(copies)
    let names = Dictionary(uniqueKeysWithValues: copies.map { ($0.id, $0.name) })
    let entry = try store.openJournalEntry(author: "roster", command: upgradeCommand)
    var kept: [String] = []
    for adult in identity.adults {
      let guardian = try store.insert(
        #"INSERT INTO "guardians"("name", "name_fold", "email", "phone") VALUES ("#
          + SQL.value(.text(adult.name))
          + ", " + SQL.value(.text(TextFolding.fold(adult.name))) + ", " + SQL.value(text(adult.email)) + ", "
          + SQL.value(text(adult.phone)) + #") RETURNING "id""#)
      for link in adult.links {
        try store.execute(
          #"INSERT INTO "guardianships"("player_id", "guardian_id", "relationship") VALUES ("#
            + SQL.value(.integer(link.player)) + ", " + SQL.value(.integer(guardian)) + ", "
            + SQL.value(text(link.relation)) + ")")
      }
      for conflict in adult.conflicts {
        kept.append(
          "\(adult.name) (guardian #\(guardian)) also had \(conflict.key) \(quoted(conflict.value))"
            + " in contact #\(conflict.copy) (\(names[conflict.copy] ?? ""))")
      }
    }
    let summary =
      "\(upgradeCommand): \(copies.count) \(copies.count == 1 ? "contact" : "contacts") are "
      + "\(identity.adults.count) \(identity.adults.count == 1 ? "guardian" : "guardians")"
      + (kept.isEmpty ? "" : "; " + kept.joined(separator: "; "))
    try store.execute(
      #"UPDATE "journal" SET "command" = "# + SQL.value(.text(summary)) + #" WHERE "id" = "#
        + SQL.value(.integer(entry)))
    for statement in store.dialect.journalClose(entry) { try store.execute(statement) }
  }

  static let upgradeCommand = "the upgrade to schema 13: contacts are guardians"

  private static func text(_ value: String?) -> DatabaseValue { value.map { .text($0) } ?? .null }
}
