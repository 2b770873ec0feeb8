/// Roster's entities: teams and their players, and the schema's history.
public enum RosterModel {
  public static let team = Entity(
    name: "Team", table: "teams", type: Team.self,
    attributes: [
      Attribute("name", .text, maxLength: 100, folded: true),
      Attribute("city", .text, optional: true, maxLength: 100),
      Attribute("abbreviation", .text, optional: true, aliases: ["abbr"], maxLength: 10, folded: true),
    ],
    relationships: [
      // Deleting a team deletes its players: the foreign key says ON DELETE CASCADE because of this line.
      .toMany("players", destination: "Player", inverse: "team", deleteRule: .cascade)
    ],
    unique: [
      .init(["name"]) { "a team named \(quoted($0["name"])) already exists" },
      .init(["abbreviation"]) {
        "abbreviation \(quoted($0["abbreviation"])) is already used by another team"
      },
    ],
    presentation: .init(
      noun: "team",
      lookupKeys: [.init("name", verb: "named"), .init("abbreviation", verb: "abbreviated")],
      children: "players",
      columns: [
        .init("name"), .init("city"), .init("abbreviation", title: "abbr"),
        .init("players.@count", key: "players", numeric: true),
      ],
      navigationColumns: [
        .init("name"), .init("city"), .init("players.@count", key: "players", numeric: true),
        .init("players.@avg.age", key: "mean_age", title: "mean age", numeric: true),
      ],
      fileColumns: ["name", "city", "abbreviation"],
      listingSummary: "list the teams with their city, abbreviation and number of players",
      examples: .init(
        name: "BOS", add: "\"Boston Red Sox\" city=Boston abbr=BOS", set: "city=Fenway",
        listing: "where 'players.@count > 25' sort name")))

  public static let player = Entity(
    name: "Player", table: "players", type: Player.self,
    attributes: [
      Attribute("name", .text, maxLength: 200, folded: true),
      Attribute("age", .integer, range: 0...120),
      Attribute("position", .text, optional: true, aliases: ["pos"], maxLength: 20),
      Attribute("number", .integer, optional: true, aliases: ["no", "jersey"], range: 0...99),
      // An identity from outside (a registration number): any text, unique in the league.
      Attribute("id", column: "external_id", .text, optional: true, maxLength: 100, since: 2),
    ],
    relationships: [
      .toOne("team", destination: "Team", inverse: "players", column: "team_id")
    ],
    unique: [
      .init(["id"]) { "id \(quoted($0["id"])) is already used by another player" },
      .init(["team", "number"]) {
        "number \($0["number"]) is already taken on \($0.targetNames["team"] ?? "this team")"
      },
    ],
    indexes: [
      // Serves the main fetch, a team's players by age then name, with no sorting step; it also
      // serves the cascade delete and the @count of a team's players.
      .init("players_team_age_name", columns: ["team_id", "age", "name_fold"])
    ],
    // Word search by name (`find`): a full-text index of the folded name.
    search: .init("name", since: 3),
    presentation: .init(
      noun: "player", acceptsIDs: true, parent: "team",
      columns: [
        .init("name"), .init("age", numeric: true), .init("position"), .init("number", numeric: true),
        .init("team.name", key: "team"),
      ],
      defaultOrder: Player.defaultOrder,
      fileColumns: ["team", "name", "age", "position", "number"], optionalFileColumns: ["id"],
      detailKeys: ["age"],
      listingSummary: "list a team's players (or the league's), youngest first",
      examples: .init(
        name: "\"Mookie Betts\"", add: "\"Mookie Betts\" age=27 team=BOS position=RF number=50",
        set: "age=28", listing: "BOS where 'position == \"P\"' sort age desc")))

  public static let shared = Model(entities: [team, player])

  /// The schema's history, oldest first: committed SQL, one file a version, in `SchemaHistory/`.
  public static let migrations: [Migration] = RosterSchemaHistory.migrations

  public static var schemaVersion: Int { migrations.last!.version }
}
