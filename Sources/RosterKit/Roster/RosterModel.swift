/// Roster's entities, and the schema's history.
///
/// A league has its settings (name, season, age cutoff), divisions (age groups with their rules),
/// teams in divisions, players on teams or in the free-agent pool, staff, and players' guardians
/// (since version 13; the players' contacts before it).
/// Declared in dependency order: an entity after the entities it points to.
public enum RosterModel {
  /// The league's own settings: one row, shown and changed by `league`.
  public static let settings = Entity(
    name: "Settings", table: "league", type: ManagedObject.self,
    attributes: [
      Attribute("name", .text, optional: true, maxLength: 100),
      Attribute("season", .text, optional: true, maxLength: 50),
      // League ages are whole years on this day; without it, they are ages today.
      Attribute("cutoff", .date, optional: true),
      // Where the league's days are: every "today" of the league (ages, eligibility, reports,
      // `--since today`) is a day there, for every user. Whoever writes the settings first gives
      // theirs; an upgrade to version 9 gives the upgrader's.
      Attribute(
        "time_zone", .text, optional: true, aliases: ["timezone", "tz"], maxLength: TimeZoneName.longest,
        shape: .timeZone,
        initial: { .text(TimeZoneName.local.name) }, since: 9),
    ],
    relationships: [],
    presentation: .init(
      noun: "league", columns: [.init("name"), .init("season"), .init("cutoff")],
      fileColumns: ["name", "season", "cutoff"], optionalFileColumns: ["time_zone"],
      listingSummary: "show the league's settings",
      examples: .init(
        name: "league", add: "", set: "name=\"Metro Youth Soccer\" season=\"2027 Spring\" cutoff=2027-08-31",
        listing: ""),
      isSettings: true),
    since: 4)

  /// An age group or conference: its league ages and roster sizes, and whether it is locked.
  public static let division = Entity(
    name: "Division", table: "divisions", type: ManagedObject.self,
    attributes: [
      Attribute("name", .text, maxLength: 50, folded: true),
      Attribute("min_age", .integer, optional: true, aliases: ["minage"], range: 0...120),
      Attribute("max_age", .integer, optional: true, aliases: ["maxage"], range: 0...120),
      Attribute("min_roster", .integer, optional: true, range: 0...1000),
      Attribute("max_roster", .integer, optional: true, range: 0...1000),
      // A locked division's teams, their players and those players' birthdates change only with --force.
      Attribute("locked", .boolean, optional: true),
    ],
    relationships: [
      // A division with teams cannot be deleted: the foreign key says ON DELETE RESTRICT.
      .toMany("teams", destination: "Team", inverse: "division", deleteRule: .deny),
      // The players registered for it (version 16), on a team or not: deleting the division
      // leaves them registered for none.
      .toMany("registrations", destination: "Player", inverse: "division", deleteRule: .nullify),
    ],
    unique: [.init(["name"]) { "a division named \(quoted($0["name"])) already exists" }],
    presentation: .init(
      noun: "division",
      columns: [
        .init("name"), .init("min_age", title: "min age", numeric: true),
        .init("max_age", title: "max age", numeric: true),
        .init("min_roster", title: "min roster", numeric: true),
        .init("max_roster", title: "max roster", numeric: true), .init("locked"),
        .init("teams.@count", key: "teams", numeric: true),
        .init("teams.@sum.players.@count", key: "players", numeric: true),
      ],
      // Youngest first, as a club reads its age groups (U8, U10, U12, U14, not U10 before U8);
      // divisions without ages (conferences) after them, by name.
      defaultOrder: [SortDescriptor("min_age"), SortDescriptor("max_age"), SortDescriptor("name")],
      fileColumns: ["name", "min_age", "max_age", "min_roster", "max_roster"],
      optionalFileColumns: ["locked"],
      listingSummary: "list the divisions with their rules and their numbers of teams and players",
      examples: .init(
        name: "U12", add: "U12 min_age=11 max_age=12 max_roster=14", set: "max_roster=15",
        listing: "where 'max_age <= 12'")),
    since: 4)

  public static let team = Entity(
    name: "Team", table: "teams", type: Team.self,
    attributes: [
      Attribute("name", .text, maxLength: 100, folded: true),
      Attribute("city", .text, optional: true, maxLength: 100),
      Attribute("abbreviation", .text, optional: true, aliases: ["abbr"], maxLength: 10, folded: true),
    ],
    relationships: [
      .toOne(
        "division", destination: "Division", inverse: "teams", column: "division_id", optional: true, since: 4
      ),
      // Deleting a team deletes its players: the foreign key says ON DELETE CASCADE because of this line.
      .toMany("players", destination: "Player", inverse: "team", deleteRule: .cascade),
      // Its staff stay, without a team.
      .toMany("staff", destination: "Staff", inverse: "team", deleteRule: .nullify),
    ],
    unique: [
      .init(["name"]) { "a team named \(quoted($0["name"])) already exists" },
      .init(["abbreviation"]) {
        "abbreviation \(quoted($0["abbreviation"])) is already used by \($0.holder ?? "another team")"
      },
    ],
    indexes: [.init("teams_division", columns: ["division_id"], since: 4)],
    presentation: .init(
      noun: "team",
      lookupKeys: [.init("name", verb: "named"), .init("abbreviation", verb: "abbreviated")],
      children: "players",
      columns: [
        .init("name"), .init("city"), .init("abbreviation", title: "abbr"),
        .init("division.name", key: "division", onlyWith: .anyValue),
        .init("players.@count", key: "players", numeric: true),
      ],
      navigationColumns: [
        .init("name"), .init("city"), .init("division.name", key: "division", onlyWith: .anyValue),
        .init("players.@count", key: "players", numeric: true),
        .init("players.@avg.age", key: "mean_age", title: "mean age", numeric: true),
      ],
      fileColumns: ["name", "city", "abbreviation"], optionalFileColumns: ["division"],
      listingSummary: "list the teams with their city, abbreviation, division and number of players",
      examples: .init(
        name: "BOS", add: "\"Boston Red Sox\" city=Boston abbr=BOS", set: "city=Fenway",
        listing: "where 'players.@count > 25' sort name")))

  public static let player = Entity(
    name: "Player", table: "players", type: Player.self,
    attributes: [
      Attribute("name", .text, maxLength: 200, folded: true),
      // The age as given when the birthdate is not known; with a birthdate, the age is read from
      // it (whole years today) and nothing is stored here, so it never goes stale.
      Attribute(
        "age", .integer, optional: true, range: 0...120,
        readAs: .wholeYears(from: "birthdate", on: .today, otherwise: "age")),
      Attribute("position", .text, optional: true, aliases: ["pos"], maxLength: 20),
      // Text since version 4: 0 and 00 are different numbers, and 07 stays 07.
      Attribute("number", .text, optional: true, aliases: ["no", "jersey"], shape: .digits(maxCount: 3)),
      // An identity from outside (a registration number): any text, unique in the league.
      Attribute("id", column: "external_id", .text, optional: true, maxLength: 100, since: 2),
      Attribute("birthdate", .date, optional: true, aliases: ["dob"], since: 4),
      // Allergies and conditions as the family wrote them ("Bee stings; carries EpiPen"), and
      // whether the note is an alert the coach must see. Private as the birthdate is: the
      // player's team's managers and the office read them (`access`), and only the coach's copy
      // of a report (`report TEAM --private`) and `show --private` print them.
      Attribute("medical", .text, optional: true, maxLength: 1000, since: 12),
      Attribute("medical_alert", .boolean, optional: true, since: 12),
      // What a registration says of the child (version 16), kept for team formation: gender (the
      // platforms' spellings as one word, `Gender`) and school as the family wrote them, the
      // grade as the school names it (`K`, `3`, `Pre-K`), and the teammate and coach the family
      // asked for. Private as the birthdate is (`access`).
      Attribute("gender", .text, optional: true, maxLength: 30, spellings: Gender.spellings, since: 16),
      Attribute("school", .text, optional: true, maxLength: 100, since: 16),
      Attribute("grade", .text, optional: true, maxLength: 20, since: 16),
      Attribute("teammate_request", .text, optional: true, maxLength: 200, since: 16),
      Attribute("coach_request", .text, optional: true, maxLength: 200, since: 16),
    ],
    derived: [
      // The age on the league's cutoff date, which places a player in an age group.
      Attribute(
        "leagueAge", .integer, aliases: ["league_age"],
        readAs: .wholeYears(from: "birthdate", on: cutoff, otherwise: "age"))
    ],
    relationships: [
      // Optional since version 4: a player without a team is a free agent, in the pool.
      .toOne("team", destination: "Team", inverse: "players", column: "team_id", optional: true),
      // The division the child registered for (version 16), kept whether or not they are on a
      // team: a free agent's is where team formation places them.
      .toOne(
        "division", destination: "Division", inverse: "registrations", column: "division_id", optional: true,
        since: 16),
      // Their parents and guardians, each one record however many children they have here
      // (`RosterModel+Families`); a deleted player's links go with them, the guardians stay.
      .manyToMany(
        "guardians", destination: "Guardian", inverse: "players", through: "Guardianship",
        since: familiesSince),
      .toMany("guardianships", destination: "Guardianship", inverse: "player", deleteRule: .cascade),
      // Their ids in other systems, each named (`RosterModel+PlayerIDs`); they go with the player.
      .toMany("ids", destination: "PlayerID", inverse: "player", deleteRule: .cascade),
    ],
    unique: [
      .init(["id"]) { "id \(quoted($0["id"])) is already used by \($0.holder ?? "another player")" },
      .init(["team", "number"]) {
        "number \($0["number"]) is already taken on \($0.targetNames["team"] ?? "this team")"
          + ($0.holder.map { " by \($0)" } ?? "")
      },
    ],
    indexes: [
      // Serves the cascade delete and the @count of a team's players, and a team's players by
      // stored age.
      .init("players_team_age_name", columns: ["team_id", "age", "name_fold"]),
      // The league's players in the listing's order without a sort, as two ordered streams merged
      // (`QueryCompiler.arms`): those with a birthdate, youngest first (an age counted from a
      // birthdate only grows as the birthdate goes back), and those with an age only.
      .init(
        "players_birthdate_name", columns: ["birthdate", "name_fold"], descending: ["birthdate"],
        rows: .withValue("birthdate"), rebuiltAfterBulkLoads: true, since: 7),
      .init(
        "players_age_name", columns: ["age", "name_fold"], rows: .withoutValue("birthdate"),
        rebuiltAfterBulkLoads: true, since: 7),
      // Serves the clearing of a deleted division's registrations and a division's free agents.
      .init("players_division", columns: ["division_id"], since: 16),
    ],
    // Word search by name (`find`): a full-text index of the folded name.
    search: .init("name", since: 3),
    presentation: .init(
      noun: "player", acceptsIDs: true, parent: "team",
      columns: [
        .init("name"), .init("age", numeric: true),
        .init("leagueAge", title: "league age", numeric: true, onlyWith: .setting(cutoff)),
        .init("birthdate", onlyWith: .anyValue), .init("position"), .init("number", numeric: true),
        .init("team.name", key: "team", onlyWith: .anyValue),
      ],
      defaultOrder: Player.defaultOrder,
      // A birthdate column always: an export moves the league to another system whole.
      fileColumns: ["team", "name", "birthdate", "age", "position", "number"],
      optionalFileColumns: [
        "id", "medical", "medical_alert", "division", "gender", "school", "grade", "teammate_request",
        "coach_request",
      ],
      // What a registration says of the child is private as the medical note is: `show` and
      // `log` print it only when asked (`--private`).
      detailKeys: ["age"],
      privateNotes: [
        .init("medical", alert: "medical_alert"), .init("gender"), .init("school"), .init("grade"),
        .init("teammate_request"), .init("coach_request"),
      ],
      listingSummary: "list a team's players (or the league's), youngest first",
      examples: .init(
        name: "\"Mookie Betts\"", add: "\"Mookie Betts\" birthdate=1992-10-07 team=BOS position=RF number=50",
        set: "position=CF", listing: "BOS where 'leagueAge <= 12' sort leagueAge desc"),
      // Players without a team wait among the free agents, listed with the division each
      // registered for, where team formation places them.
      pool: "free agents", poolColumns: [.init("division.name", key: "division", onlyWith: .anyValue)]),
    checks: [.init("players_age_or_birthdate", #""age" IS NOT NULL OR "birthdate" IS NOT NULL"#, since: 4)])

  /// A coach, manager or other adult of a team.
  public static let staff = Entity(
    name: "Staff", table: "staff", type: ManagedObject.self,
    attributes: [
      Attribute("name", .text, maxLength: 100, folded: true),
      Attribute("role", .text, optional: true, maxLength: 50),
      Attribute("email", .text, optional: true, maxLength: 254, shape: .email),
      Attribute("phone", .text, optional: true, maxLength: 30, shape: .phone),
    ],
    relationships: [
      .toOne("team", destination: "Team", inverse: "staff", column: "team_id", optional: true)
    ],
    indexes: [.init("staff_team", columns: ["team_id"])],
    presentation: .init(
      noun: "staff", plural: "staff", acceptsIDs: true, parent: "team",
      columns: [
        .init("name"), .init("role"), .init("email"), .init("phone"), .init("team.name", key: "team"),
      ],
      defaultOrder: [SortDescriptor("team.name"), SortDescriptor("role"), SortDescriptor("name")],
      fileColumns: ["team", "name", "role", "email", "phone"], detailKeys: ["role"],
      listingSummary: "list a team's staff (or the league's)",
      examples: .init(
        name: "\"Pat Kim\"", add: "\"Pat Kim\" role=\"Head Coach\" team=BOS email=pat@example.org",
        set: "phone=\"+1 555 0101\"", listing: "BOS")),
    since: 4)

  /// The day league ages are counted to.
  public static let cutoff = Derivation.Day.setting(table: "league", column: cutoffColumn)

  /// The settings' attribute that holds it: changing it changes every league age.
  public static let cutoffColumn = "cutoff"

  public static let shared = Model(
    entities: [settings, division, team, player, staff, guardian, guardianship, playerID], journalSince: 5,
    access: access,
    accessScheme: accessScheme, accessSince: 6, keyIndexesSince: 8, valueChecksSince: 9, idsKeptSince: 9,
    // The schema of version 17: 16's tables (17 changes rows), and on PostgreSQL its
    // `roster_settled` (`SchemaAudit.digest`; `SchemaHistoryTests` says a new one).
    schemaDigests: [.sqlite: "e6b4b210dc47afe3", .postgresql: "e0e721d50586a0cf"],
    capabilities: [.eligibility, .seasons, .families])

  /// The schema's history, oldest first: committed SQL, one file a version, in `SchemaHistory/`.
  public static let migrations: [Migration] = RosterSchemaHistory.migrations

  public static var schemaVersion: Int { migrations.last!.version }
}

extension Model.Capability {
  /// The league's rules on divisions, ages and rosters (`Eligibility`): every save keeps them,
  /// and the league has the commands that list what breaks them. A model with Roster's
  /// divisions, teams, players and settings (a grown one's included) may declare it.
  public static let eligibility = Model.Capability("eligibility")
  /// Seasons by name (`Seasons`): one the league played before is not named again, and a
  /// closed one is shown as of its last entry.
  public static let seasons = Model.Capability("seasons")
  /// Families (`RosterModel+Families`): a player's guardians, and the players who share one
  /// (`siblings`), derived from Roster's guardianships; their mailing lists (`mail`).
  public static let families = Model.Capability("families")
}
