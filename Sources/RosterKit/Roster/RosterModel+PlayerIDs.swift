extension RosterModel {
  /// The version that brought a player's named ids (issue 42): several per player, each named
  /// by its system.
  public static let playerIDsSince = 15

  /// One of a player's ids in another system, named: a registration platform's
  /// (`sportsconnect`, `sportsengine`) or a federation's (`usahockey`, `usl`). A player has at
  /// most one per system, a value is one player's within its system, and the ids go with their
  /// player. The player's own `id` stays what it was: the id of Roster's players file (any text,
  /// unique in the league), which a league may give as it likes; a platform's export gives its
  /// id here, under its own name, so a child registered through two platforms keeps both.
  public static let playerID = Entity(
    name: "PlayerID", table: "player_ids", type: ManagedObject.self,
    attributes: [
      // A short lowercase name, as the import profiles name their platforms (`sportsconnect`).
      Attribute("system", .text, maxLength: 30, shape: .lowercaseName),
      Attribute("value", .text, maxLength: 100),
    ],
    relationships: [
      .toOne("player", destination: "Player", inverse: "ids", column: "player_id")
    ],
    unique: [
      .init(["player", "system"]) {
        "\($0.targetNames["player"] ?? "that player") already has a \($0["system"]) id"
      },
      .init(["system", "value"]) { "\($0["system"]) id \(quoted($0["value"])) is already another player's" },
    ],
    presentation: .init(
      noun: "id", plural: "ids", displayKey: "system", acceptsIDs: true, parent: "player",
      columns: [.init("player.name", key: "player"), .init("system"), .init("value")],
      defaultOrder: [SortDescriptor("player.name"), SortDescriptor("system")],
      fileColumns: ["player.team", "player", "system", "value"],
      listingSummary: "list the players' ids in other systems (a player's, or the league's)",
      examples: .init(
        name: "usahockey", add: "usahockey player=\"Ana Ruiz\" value=1400-22", set: "value=1400-23",
        listing: "\"Ana Ruiz\""),
      valueKey: "value"),
    since: playerIDsSince)
}
