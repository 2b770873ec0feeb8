import RosterKit

/// Roster's model with a third entity, for tests that prove a new entity needs no code of its
/// own in the CLI or Interchange: a Coach with an optional team (deleting the team leaves its
/// coaches, without one). Only this declaration names it. (Roster's own staff are left out:
/// their files look like a coaches file.)
public enum CoachModel {
  public static let coach = Entity(
    name: "Coach", table: "coaches", type: ManagedObject.self,
    attributes: [
      Attribute("name", .text, maxLength: 100, folded: true),
      Attribute("role", .text, optional: true, maxLength: 40),
      // The day the coach started: a date, to try dates through every command.
      Attribute("since", .date, optional: true),
    ],
    relationships: [
      .toOne("team", destination: "Team", inverse: "coaches", column: "team_id", optional: true)
    ],
    unique: [.init(["name"]) { _ in "a coach of that name already exists" }],
    presentation: .init(
      noun: "coach", plural: "coaches", parent: "team",
      columns: [.init("name"), .init("role"), .init("team.name", key: "team")],
      fileColumns: ["team", "name", "role"], optionalFileColumns: ["since"], detailKeys: ["role"],
      listingSummary: "list a team's coaches (or the league's)",
      examples: .init(
        name: "\"Ann Lee\"", add: "\"Ann Lee\" team=BOS role=head", set: "role=assistant", listing: "BOS")))

  public static let team = Entity(
    name: "Team", table: "teams", type: Team.self, attributes: RosterModel.team.attributes,
    relationships: RosterModel.team.relationships.filter { $0.name != "staff" } + [
      .toMany("coaches", destination: "Coach", inverse: "team", deleteRule: .nullify)
    ],
    unique: RosterModel.team.uniqueConstraints, indexes: RosterModel.team.indexes,
    search: RosterModel.team.searchIndex, presentation: RosterModel.team.presentation)

  /// With Roster's journal, the one undo engine, and on PostgreSQL its access rules (whose
  /// functions the journal's entries are opened through), the coaches' as the staff's.
  public static let model = Model(
    entities: [
      RosterModel.settings, RosterModel.division, team, RosterModel.player, RosterModel.guardian,
      RosterModel.guardianship, RosterModel.playerID, coach,
    ], journalSince: RosterModel.shared.journalSince,
    access: RosterModel.access.filter { $0.table != "staff" } + [
      .init("coaches", holder: .unit(column: "team_id", free: true), readers: .everyone)
    ], accessScheme: RosterModel.accessScheme, accessSince: RosterModel.shared.accessSince)

  /// The step that makes the whole schema, as the model proposes it, at Roster's version (the
  /// schema the model describes there, which opening a league compares it with).
  public static let migrations = [
    // On PostgreSQL the version's table is made as the first step is recorded, and the access
    // rules (which grant it) come with the model's schema: that is the step after.
    Migration(version: 1, sqlite: [], postgresql: []),
    Migration(
      version: RosterModel.schemaVersion,
      sqlite: model.createStatements(version: RosterModel.schemaVersion, dialect: SQLiteDialect()),
      postgresql: model.createStatements(version: RosterModel.schemaVersion, dialect: PostgreSQLDialect())),
  ]

  /// A league of this model with the shared fixture's teams and players.
  public static func league(path: String) throws -> League {
    let league = try League(path: path, model: model, migrations: migrations)
    let context = league.context
    var teams: [String: ManagedObject] = [:]
    for row in Fixture.teams {
      let team = context.insert(CoachModel.team)
      team.setValue(.text(row.name), forKey: "name")
      team.setValue(.text(row.city), forKey: "city")
      team.setValue(.text(row.abbreviation), forKey: "abbreviation")
      teams[row.abbreviation] = team
    }
    for row in Fixture.players {
      let player = context.insert(RosterModel.player)
      player.setValue(.text(row.name), forKey: "name")
      player.setValue(.integer(Int64(row.age)), forKey: "age")
      player.setValue(row.position.map { .text($0) } ?? .null, forKey: "position")
      player.setValue(row.number.map { .text(String($0)) } ?? .null, forKey: "number")
      player.setObject(teams[row.team], forKey: "team")
    }
    try context.save()
    return league
  }
}
