import RosterKit

/// Roster's model grown by families, as the issue that declares guardians might grow it, for
/// tests that prove a many-to-many relationship needs its declaration and a schema version and
/// nothing else: a guardian has players and a player guardians (a many-to-many, through the
/// guardianships: a guardian with players is not deleted, a deleted player's links go), and each
/// link is a guardianship, a row with values of its own (the relationship, whether the guardian
/// lives with the player, may pick them up, must not be contacted and why, receives email and
/// texts), which a link made without them leaves empty. Only this declaration names them; the
/// version after Roster's is the model's own proposal (`upgradeStatements`). It has the league's
/// rules and seasons as Roster's model has them, by declaring them.
public enum FamilyModel {
  /// The version that adds them: the one after Roster's history.
  public static let version = RosterModel.schemaVersion + 1

  public static let guardian = Entity(
    name: "Guardian", table: "guardians", type: ManagedObject.self,
    attributes: [
      Attribute("name", .text, maxLength: 100, folded: true),
      Attribute("email", .text, optional: true, maxLength: 254, shape: .email),
    ],
    relationships: [
      .manyToMany(
        "players", destination: "Player", inverse: "guardians", through: "Guardianship", deleteRule: .deny),
      .toMany("guardianships", destination: "Guardianship", inverse: "guardian", deleteRule: .deny),
    ],
    presentation: .init(
      noun: "guardian", columns: [.init("name"), .init("email"), .init("players.@count", key: "players")],
      fileColumns: ["name", "email"], listingSummary: "list the guardians",
      examples: .init(
        name: "\"Mei Chen\"", add: "\"Mei Chen\" email=mei@example.org", set: "email=x@y.org", listing: "")),
    since: version)

  /// How a guardian stands to a player: the link of the many-to-many, one row a pair, with
  /// values of its own, each optional (a link made as a member of a list has none).
  public static let guardianship = Entity(
    name: "Guardianship", table: "guardianships", type: ManagedObject.self,
    attributes: [
      Attribute("relationship", .text, optional: true, maxLength: 40),
      Attribute("lives_with", .boolean, optional: true),
      Attribute("may_pick_up", .boolean, optional: true),
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
    indexes: [.init("guardianships_guardian_id", columns: ["guardian_id"])],
    presentation: .init(
      noun: "guardianship", displayKey: "relationship", acceptsIDs: true, parent: "player",
      columns: [
        .init("player.name", key: "player"), .init("guardian.name", key: "guardian"), .init("relationship"),
      ],
      fileColumns: [
        "player", "guardian", "relationship", "lives_with", "may_pick_up", "no_contact", "no_contact_note",
        "receives_email", "receives_text",
      ], listingSummary: "list the guardianships",
      examples: .init(
        name: "1", add: "player=\"Ava Chen\" guardian=\"Mei Chen\" relationship=mother",
        set: "relationship=aunt",
        listing: ""
      )),
    since: version)

  public static let player = Entity(
    name: "Player", table: "players", type: Player.self, attributes: RosterModel.player.attributes,
    derived: RosterModel.player.derivedAttributes,
    relationships: RosterModel.player.relationships + [
      .manyToMany(
        "guardians", destination: "Guardian", inverse: "players", through: "Guardianship", since: version),
      .toMany("guardianships", destination: "Guardianship", inverse: "player", deleteRule: .cascade),
    ],
    unique: RosterModel.player.uniqueConstraints, indexes: RosterModel.player.indexes,
    search: RosterModel.player.searchIndex, presentation: RosterModel.player.presentation,
    checks: RosterModel.player.checks)

  /// Roster's access, and: the office keeps the guardians (only admins change a name or an
  /// email), whom the managers of their players' teams read (`players.team`, through the links),
  /// and every manager while a guardian is linked to no rostered player, so that one can link
  /// them; a guardianship (a link and its values) is the player's team's to change, and read by
  /// whoever reads both its guardian and its player.
  public static let access =
    RosterModel.access + [
      AccessRule("guardians", holder: .office, readers: .reached(by: "players.team", free: true)),
      AccessRule(
        "guardianships",
        holder: .parent(column: "player_id", table: "players", unitColumn: "team_id", free: false),
        readers: .bothEnds),
    ]

  public static let model = Model(
    entities: [
      RosterModel.settings, RosterModel.division, RosterModel.team, player, RosterModel.staff,
      RosterModel.contact,
      guardian, guardianship,
    ],
    journalSince: RosterModel.shared.journalSince, access: access, accessScheme: RosterModel.accessScheme,
    accessSince: RosterModel.shared.accessSince,
    keyIndexesSince: RosterModel.shared.keyIndexesSince,
    valueChecksSince: RosterModel.shared.valueChecksSince,
    idsKeptSince: RosterModel.shared.idsKeptSince, capabilities: RosterModel.shared.capabilities)

  /// Roster's history, then the model's proposal for its version.
  public static let migrations =
    RosterModel.migrations + [
      Migration(
        version: version, sqlite: model.upgradeStatements(to: version, dialect: SQLiteDialect()),
        postgresql: model.upgradeStatements(to: version, dialect: PostgreSQLDialect()))
    ]

  /// A league of this model at `location`: the fixture's teams and players, the guardians Mei
  /// Chen (of Mookie Betts and Zoë Young), Ann Lee (of Mookie Betts) and Bo Park (of nobody yet).
  /// Of `model` (one that declares guardians and players as this one does, `BareLinksModel`).
  public static func league(
    path location: String, model: Model = FamilyModel.model, migrations: [Migration] = FamilyModel.migrations
  ) throws -> League {
    let league = try League(path: location, model: model, migrations: migrations)
    let context = league.context
    var teams: [String: ManagedObject] = [:]
    for row in Fixture.teams {
      let team = context.insert(RosterModel.team)
      team.setValue(.text(row.name), forKey: "name")
      team.setValue(.text(row.abbreviation), forKey: "abbreviation")
      teams[row.abbreviation] = team
    }
    var players: [String: ManagedObject] = [:]
    for row in Fixture.players {
      let player = context.insert(FamilyModel.player)
      player.setValue(.text(row.name), forKey: "name")
      player.setValue(.integer(Int64(row.age)), forKey: "age")
      player.setValue(row.number.map { .text(String($0)) } ?? .null, forKey: "number")
      player.setObject(teams[row.team], forKey: "team")
      players[row.name] = player
    }
    var guardians: [String: ManagedObject] = [:]
    for (name, email) in [("Mei Chen", "mei@example.org"), ("Ann Lee", "ANN@example.org"), ("Bo Park", nil)] {
      let guardian = context.insert(FamilyModel.guardian)
      guardian.setValue(.text(name), forKey: "name")
      guardian.setValue(email.map { .text($0) } ?? .null, forKey: "email")
      guardians[name] = guardian
    }
    try context.save()
    // Linked by the writer, as any link is written.
    let table = model.joinTables[0]
    try context.writer.transaction {
      for (player, guardian) in [
        ("Mookie Betts", "Mei Chen"), ("Zoë Young", "Mei Chen"), ("Mookie Betts", "Ann Lee"),
      ] {
        _ = try context.writer.link(
          table, first: players[player]!.objectID.rowID, second: guardians[guardian]!.objectID.rowID)
      }
    }
    return league
  }
}
