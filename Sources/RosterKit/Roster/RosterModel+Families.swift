extension RosterModel {
  /// The version that brought families: guardians, one record per adult, shared by their
  /// children through guardianships, where the players' contacts were (one copy per player).
  public static let familiesSince = 13

  /// A parent, guardian or emergency contact: one record per adult, however many children they
  /// have in the league. The same adult has one email (ignoring case), or one name with one
  /// phone; an address is where a household lives, never who someone is.
  public static let guardian = Entity(
    name: "Guardian", table: "guardians", type: ManagedObject.self,
    attributes: [
      Attribute("name", .text, maxLength: 100, folded: true),
      Attribute("email", .text, optional: true, maxLength: 254, shape: .email),
      Attribute("phone", .text, optional: true, maxLength: 30, shape: .phone),
      Attribute("address", .text, optional: true, maxLength: 200),
      Attribute("city", .text, optional: true, maxLength: 100),
      Attribute("postcode", .text, optional: true, maxLength: 20),
    ],
    relationships: [
      // A guardian with children is not deleted: their links go first, with their players.
      .manyToMany(
        "players", destination: "Player", inverse: "guardians", through: "Guardianship", deleteRule: .deny,
        since: familiesSince),
      .toMany("guardianships", destination: "Guardianship", inverse: "guardian", deleteRule: .deny),
    ],
    presentation: .init(
      noun: "guardian", acceptsIDs: true,
      columns: [
        .init("name"), .init("phone"), .init("email"), .init("city", onlyWith: .anyValue),
        .init("players.@count", key: "players", numeric: true),
      ],
      fileColumns: ["name", "email", "phone"], optionalFileColumns: ["address", "city", "postcode"],
      listingSummary:
        "list the guardians (parents, guardians, emergency contacts) with their numbers of players "
        + "(a team's: those with a player on it)",
      examples: .init(
        name: "\"Maria Ruiz\"", add: "\"Maria Ruiz\" email=maria@example.org phone=\"+1 555 0100\"",
        set: "phone=\"+1 555 0199\"", listing: "BOS where 'phone == nil' sort email"),
      listedWithin: "players.team"),
    since: familiesSince)

  /// How a guardian stands to a player: the link of `Player.guardians`, one a pair, with its own
  /// facts (the relationship, lives with, may pick up, no contact and why, receives email and
  /// texts), each optional.
  public static let guardianship = Entity(
    name: "Guardianship", table: "guardianships", type: ManagedObject.self,
    attributes: [
      // As the players' contacts had it (`relation`, up to 50 characters).
      Attribute("relationship", .text, optional: true, aliases: ["relation"], maxLength: 50),
      Attribute("lives_with", .boolean, optional: true),
      Attribute("may_pick_up", .boolean, optional: true),
      // A court order or a parent's instruction; the note says which, and is private.
      Attribute("no_contact", .boolean, optional: true),
      Attribute("no_contact_note", .text, optional: true, maxLength: 500),
      Attribute("receives_email", .boolean, optional: true),
      Attribute("receives_text", .boolean, optional: true),
    ],
    relationships: [
      .toOne("player", destination: "Player", inverse: "guardianships", column: "player_id"),
      .toOne("guardian", destination: "Guardian", inverse: "guardianships", column: "guardian_id"),
    ],
    unique: [.init(["player", "guardian"]) { _ in "that guardian already stands to that player" }],
    // The unique pair serves a player's links; this one a guardian's (and the deny of a delete).
    indexes: [.init("guardianships_guardian_id", columns: ["guardian_id"])],
    presentation: .init(
      noun: "guardianship", displayKey: "relationship", acceptsIDs: true, parent: "player",
      columns: [
        .init("player.name", key: "player"), .init("guardian.name", key: "guardian"), .init("relationship"),
      ],
      defaultOrder: [SortDescriptor("player.name"), SortDescriptor("guardian.name")],
      fileColumns: ["player.team", "player", "guardian", "relationship"],
      optionalFileColumns: [
        "lives_with", "may_pick_up", "no_contact", "no_contact_note", "receives_email", "receives_text",
      ],
      // Why a guardian may not be contacted is as private as a medical note: `show --private`
      // reads it, and on a league office's server only the player's team's managers and the
      // office (`RosterModel.access`).
      privateNotes: [.init("no_contact_note", alert: "no_contact")],
      listingSummary: "list how guardians stand to players (a player's, or the league's)",
      examples: .init(
        name: "1", add: "player=\"Ana Ruiz\" guardian=\"Maria Ruiz\" relationship=mother lives_with=yes",
        set: "may_pick_up=no", listing: "\"Ana Ruiz\"")),
    since: familiesSince)
}
