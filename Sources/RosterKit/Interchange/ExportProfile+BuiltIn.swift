/// The import templates the platforms publish, from their published headers
/// (`/work/shared/data/registration-platforms/README.md` lists the sources). LeagueApps, TeamSnap
/// and GotSport publish none (TeamSnap's exact header row was not found; GotSport maps headers at
/// upload), nor does Little League's Data Center: Roster writes none for them.
extension ExportProfile {
  public static let builtIn: [ExportProfile] = [
    playMetricsPlayers, playMetricsTeams, sportsConnectPlayers, sportsAffinityPlayers, usaVolleyballPlayers,
  ]

  typealias Meaning = ImportProfile.Meaning

  /// A parent's field, as the import profiles name it: `guardian 1`, `first name`.
  static func parent(_ number: Int, _ field: String) -> Source {
    .meaning(.group("guardian \(number)", field: field))
  }

  /// PlayMetrics' player import ("must match their template exactly"): the columns PlayMetrics'
  /// import profile reads, its dates month first, and the league's season.
  public static let playMetricsPlayers = ExportProfile(
    name: "playmetrics", title: "a PlayMetrics Player Import", dates: .mdy,
    header: [
      "team", "season_id", "season", "player_first_name", "player_last_name", "gender", "birth_date",
      "age_group", "position", "number", "Foot", "parent1_email", "parent1_first_name", "parent1_last_name",
      "parent1_mobile_number", "parent2_email", "parent2_first_name", "parent2_last_name",
      "parent2_mobile_number", "street", "city", "state", "zip",
    ],
    reading: .playMetrics, own: ["season": .setting("season")])

  /// PlayMetrics' teams import, one row a team: its name and division, the division's youngest
  /// age, the league's season, its head coach. The team's accounting code, level, gender, birth
  /// years and starting players are nothing Roster keeps of a team.
  public static let playMetricsTeams = ExportProfile(
    name: "playmetrics", title: "a PlayMetrics Import Teams file", kind: "teams", dates: .mdy,
    header: [
      "season", "name", "acct_code", "gender", "level", "birth_year", "age_group", "minimum_age",
      "coach_first_name", "coach_last_name", "coach_email", "coach_mobile", "num_starting_players",
    ],
    own: [
      "season": .setting("season"), "name": .meaning(.key("name")), "age_group": .meaning(.key("division")),
      "minimum_age": .meaning(.key("division.min_age")), "coach_first_name": .coach("first name"),
      "coach_last_name": .coach("last name"), "coach_email": .coach("email"), "coach_mobile": .coach("phone"),
    ])

  static let playerUploadHeader = [
    "PlayerLastName", "ParticipantFirstName", "Gender", "DOB", "Address", "City", "State", "ZIPCODE",
    "Parent1LastName", "Parent1FirstName", "Parent1HomePhone",
  ]

  /// The columns of the player upload template Sports Affinity's upload format does not have.
  static let playerUploadOwn: [String: Source] = [
    "ParticipantFirstName": .meaning(.key("name", part: 1)),
    "Parent1LastName": parent(1, "last name"), "Parent1FirstName": parent(1, "first name"),
    "Parent1HomePhone": parent(1, "phone"), "Address": .meaning(.group("household", field: "street")),
    "ZIPCODE": .meaning(.group("household", field: "postal code")),
  ]

  /// Sports Connect / Affinity / Stack's "Player Upload Template" (as the LeagueApps mapping
  /// article names it): one template, for either name.
  public static let sportsConnectPlayers = ExportProfile(
    name: "sportsconnect", title: "a Sports Connect Player Upload Template", dates: .mdy,
    header: playerUploadHeader, reading: .sportsAffinity, own: playerUploadOwn)

  public static let sportsAffinityPlayers = ExportProfile(
    name: "sportsaffinity", title: "a Sports Affinity Player Upload Template", dates: .mdy,
    header: playerUploadHeader, reading: .sportsAffinity, own: playerUploadOwn)

  /// USA Volleyball's SportsEngine import template, as LeagueApps' article lists its columns:
  /// each player a `Player` of their team; the member's own email and phone, which Roster does
  /// not keep of a player, empty (a parent's are not the member's). Dates month first, as the
  /// US federations write them.
  public static let usaVolleyballPlayers = ExportProfile(
    name: "sportsengine", title: "a USA Volleyball (SportsEngine) import template", dates: .mdy,
    header: [
      "Team Name", "Team Role", "First Name", "Last Name", "Email", "Date of Birth", "Gender", "Phone",
      "Address 1", "City", "State/Province", "Postal Code", "Country",
    ],
    reading: .leagueApps,
    own: [
      "Team Name": .meaning(.key("team")), "Team Role": .constant("Player"),
      "Date of Birth": .meaning(.key("birthdate")),
      "Address 1": .meaning(.group("household", field: "street")),
      "State/Province": .meaning(.group("household", field: "state")),
      "Postal Code": .meaning(.group("household", field: "postal code")),
      "Country": .meaning(.group("household", field: "country")),
    ])
}
