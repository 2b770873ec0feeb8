import RosterKit

/// `FamilyModel`'s guardians and players linked in a table of links only (`guardians_players`),
/// as a model declares a many-to-many whose links carry no values (`Relationship.manyToMany(_:
/// destination:inverse:table:column:)`): the table is the model's to make, a row a link, its
/// image in the journal the two ids. Guardians are deleted only without players, a deleted
/// player's links go; the office keeps the guardians, read by the managers of their players'
/// teams, and a link is read by whoever reads both ends. `FamilyModel.league(path:model:
/// migrations:)` makes its league.
public enum BareLinksModel {
  public static let version = FamilyModel.version

  public static let guardian = Entity(
    name: "Guardian", table: "guardians", type: ManagedObject.self,
    attributes: FamilyModel.guardian.attributes,
    relationships: [
      .manyToMany(
        "players", destination: "Player", inverse: "guardians", table: "guardians_players",
        column: "player_id",
        deleteRule: .deny)
    ],
    presentation: FamilyModel.guardian.presentation, since: version)

  public static let player = Entity(
    name: "Player", table: "players", type: Player.self,
    // Without the player's ids of version 15 or what version 16 keeps of a registration (their
    // division, gender, school…) either: the model is Roster's at version 13.
    attributes: RosterModel.player.attributes.filter { $0.since <= version },
    derived: RosterModel.player.derivedAttributes,
    relationships: RosterModel.player.relationships.filter {
      !["guardians", "guardianships", "ids", "division"].contains($0.name)
    } + [
      .manyToMany(
        "guardians", destination: "Guardian", inverse: "players", table: "guardians_players",
        column: "guardian_id", since: version)
    ],
    unique: RosterModel.player.uniqueConstraints,
    indexes: RosterModel.player.indexes.filter { $0.since <= version },
    search: RosterModel.player.searchIndex, presentation: RosterModel.player.presentation,
    checks: RosterModel.player.checks)

  /// Roster's divisions without the players registered for them (version 16).
  public static let division = Entity(
    name: "Division", table: "divisions", type: ManagedObject.self,
    attributes: RosterModel.division.attributes,
    relationships: RosterModel.division.relationships.filter { $0.name != "registrations" },
    unique: RosterModel.division.uniqueConstraints, presentation: RosterModel.division.presentation,
    since: RosterModel.division.since)

  public static let access =
    RosterModel.access.filter { !["guardians", "guardianships", "player_ids"].contains($0.table) } + [
      AccessRule("guardians", holder: .office, readers: .reached(by: "players.team", free: true)),
      AccessRule(
        "guardians_players",
        holder: .parent(column: "player_id", table: "players", unitColumn: "team_id", free: false),
        readers: .bothEnds),
    ]

  public static let model = Model(
    entities: [
      RosterModel.settings, division, RosterModel.team, player, RosterModel.staff, guardian,
    ],
    journalSince: RosterModel.shared.journalSince, access: access, accessScheme: RosterModel.accessScheme,
    accessSince: RosterModel.shared.accessSince,
    keyIndexesSince: RosterModel.shared.keyIndexesSince,
    valueChecksSince: RosterModel.shared.valueChecksSince,
    idsKeptSince: RosterModel.shared.idsKeptSince, capabilities: RosterModel.shared.capabilities)

  /// Roster's history before its families, then the model's proposal for their version, with
  /// the refusals made again and the players' contacts gone as Roster's version does
  /// (`RosterModel.accessFunctionsMadeAgain`, `RosterModel.contactsDropped`), and
  /// `roster_settled` as version 17 makes it (`RosterModel.settledMadeAgain`).
  public static let migrations =
    RosterModel.migrations.filter { $0.version < version } + [
      Migration(
        version: version,
        sqlite: model.upgradeStatements(to: version, dialect: SQLiteDialect())
          + RosterModel.contactsDropped(.sqlite),
        postgresql: model.upgradeStatements(to: version, dialect: PostgreSQLDialect())
          + RosterModel.accessFunctionsMadeAgain + RosterModel.settledMadeAgain
          + RosterModel.contactsDropped(.postgresql))
    ]
}
