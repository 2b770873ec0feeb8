extension RosterModel {
  /// Who reads and changes what on a league office's server (PostgreSQL, from version 6): the
  /// office (admins) changes the settings, divisions and teams, which everyone reads; a team's
  /// managers change its players (and sign and release free agents), its staff and its players'
  /// contacts. Every manager reads the staff; only a team's managers read its contacts and its
  /// players' birthdates, which everyone else sees as the league age, and medical notes, which
  /// everyone else sees empty (a free agent's, as its birthdate, every manager's, who may sign it).
  public static let access: [AccessRule] = [
    .init("league", holder: .office, readers: .everyone),
    .init("divisions", holder: .office, readers: .everyone),
    .init("teams", holder: .office, readers: .everyone),
    .init(
      "players", holder: .unit(column: "team_id", free: true), readers: .everyone,
      hidden: ["birthdate", "medical", "medical_alert"],
      revealed: [.init(column: "age", as: "leagueAge")]),
    .init("staff", holder: .unit(column: "team_id", free: false), readers: .managers),
    .init(
      "contacts", holder: .parent(column: "player_id", table: "players", unitColumn: "team_id", free: false),
      readers: .holders),
  ]

  /// What the access rules are written around: a manager is granted teams (named by their name,
  /// "you manage Harbor Hawks, not Lakeside Lynx"); the settings, divisions and teams are the
  /// office's, the settings called so in a refusal and a free agent's contacts "the contacts of
  /// players"; and the server answers the league's rules over birthdates a manager may not read
  /// (`EligibilityVerdicts.serverFunctions`).
  public static let accessScheme = AccessScheme(
    unit: team.name, office: [settings.table, division.table, team.table],
    words: [settings.table: "settings", contact.table: "the contacts of players"],
    functions: EligibilityVerdicts.serverFunctions)
}
