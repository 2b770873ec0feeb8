extension RosterModel {
  /// Who reads and changes what on a league office's server (PostgreSQL, from version 6): the
  /// office (admins) changes the settings, divisions, teams and guardians, the first three read by
  /// everyone; a team's managers change its players (and sign and release free agents), its staff
  /// and its players' guardianships. Every manager reads the staff; only a team's managers read
  /// its players' guardians (a free agent's, and a guardian's of nobody, are the office's), its
  /// players' guardianships (from version 14: a guardian shared with another team's child is
  /// read, not their link to that child), the no-contact notes of those, its players'
  /// birthdates, which everyone else sees as the league age, and medical notes and what a
  /// registration says of a child (gender, school, grade, the teammate and coach requested;
  /// version 16), which everyone else sees empty (a free agent's, as its birthdate, every
  /// manager's, who may sign it). The division a child registered for is not private.
  public static let access: [AccessRule] = [
    .init("league", holder: .office, readers: .everyone),
    .init("divisions", holder: .office, readers: .everyone),
    .init("teams", holder: .office, readers: .everyone),
    .init(
      "players", holder: .unit(column: "team_id", free: true), readers: .everyone,
      hidden: [
        "birthdate", "medical", "medical_alert", "gender", "school", "grade", "teammate_request",
        "coach_request",
      ],
      revealed: [.init(column: "age", as: "leagueAge")]),
    .init("staff", holder: .unit(column: "team_id", free: false), readers: .managers),
    // One record per adult (version 13), which may be shared with another team's child: the
    // office keeps them (one team's manager changes nothing another team sees), and the managers
    // of their players' teams read them; a free agent's, as its contacts were, and one of nobody
    // yet are the office's alone. A guardianship (a link and its facts: the relationship, no
    // contact, who may pick up) is the player's team's, and read by its holders only, the office
    // and that team's managers (version 14; a free agent's are the office's). In version 13
    // whoever read both ends read it, so the Eagles' manager, who reads a father through his
    // Eagles child, read that he is a Hawks child's father too and that her family said no
    // contact. Its no-contact note (a court order, a parent's instruction) is private as a
    // medical note is.
    .init("guardians", holder: .office, readers: .reached(by: "players.team", free: false)),
    .init(
      "guardianships",
      holder: .parent(column: "player_id", table: "players", unitColumn: "team_id", free: false),
      readers: .holders, hidden: ["no_contact_note"]),
    // A player's ids in other systems (version 15: a platform's, a federation's) are the
    // player's private facts, held and read as its birthdate is: by the office and the player's
    // team's managers (a free agent's by every manager, who may sign it). The player's own `id`
    // is read by everyone, viewers included, as before.
    .init(
      "player_ids", holder: .parent(column: "player_id", table: "players", unitColumn: "team_id", free: true),
      readers: .holders),
  ]

  /// What the access rules are written around: a manager is granted teams (named by their name,
  /// "you manage Harbor Hawks, not Lakeside Lynx"); the settings, divisions, teams and guardians
  /// are the office's, the settings called so in a refusal and a free agent's guardianships "the
  /// guardianships of players"; and the server answers the league's rules over birthdates a
  /// manager may not read (`EligibilityVerdicts.serverFunctions`).
  public static let accessScheme = AccessScheme(
    unit: team.name, office: [settings.table, division.table, team.table, guardian.table],
    words: [settings.table: "settings", guardianship.table: "the guardianships of players"],
    functions: EligibilityVerdicts.serverFunctions)
}
