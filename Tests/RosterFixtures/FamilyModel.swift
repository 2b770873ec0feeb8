import RosterKit

/// Roster's families (version 13: `RosterModel.guardian`, `.guardianship`, `Player.guardians`),
/// under the name the tests of many-to-many relationships knew them by before Roster declared
/// them: a guardian has players and a player guardians (a many-to-many, through the
/// guardianships: a guardian with players is not deleted, a deleted player's links go), and each
/// link is a guardianship, a row with values of its own, which a link made without them leaves
/// empty.
public enum FamilyModel {
  /// The version that adds them.
  public static let version = RosterModel.familiesSince

  public static let guardian = RosterModel.guardian
  public static let guardianship = RosterModel.guardianship
  public static let player = RosterModel.player
  public static let access = RosterModel.access
  public static let model = RosterModel.shared
  public static let migrations = RosterModel.migrations

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
