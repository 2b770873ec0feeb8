/// The server's half of `EligibilityVerdicts`: the functions that answer a verdict over
/// birthdates a manager or a viewer may not read, declared with Roster's access rules
/// (`RosterModel.accessScheme`), so the store makes them, run as the owner, and names none of
/// Roster's tables. Written with the names of Roster's entities and of the access rules' own
/// function (`AccessNames.managedFunction`); their text is schema 10's, which released leagues
/// have (a change of it is a new version).
extension EligibilityVerdicts {
  static let serverFunctions = [samePeopleFunction, birthdatesUnknownFunction]

  /// Which rostered players are one person (name and birthdate), of all or of `asked`'s people —
  /// then only those the session holds a player of, so a guess at a birthdate costs a change of
  /// one's own player, as Roster's refusal of it does — with a group the session may not read
  /// named by its first id, not its birthdate.
  static let samePeopleFunction = ServerFunction("roster_same_people", arguments: "jsonb") { names in
    let (players, fold, birthdate, team) = playerNames
    return #"""
      CREATE FUNCTION "roster_same_people"("asked" jsonb) RETURNS TABLE("name_fold" text, "person" text, "ids" bigint[])
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        kind text := "roster_access_kind"();
        managed bigint[] := coalesce(\#(SQL.quoted(names.managedFunction))(), '{}');
      BEGIN
        IF kind IS NULL THEN RETURN; END IF;
        RETURN QUERY
          SELECT p.\#(fold), CASE WHEN kind = 'admin' OR bool_or(p.\#(team) = ANY (managed)) THEN p.\#(birthdate)
              ELSE '#' || min(p."id") END, array_agg(p."id" ORDER BY p."id")
          FROM \#(players) p
          WHERE p.\#(team) IS NOT NULL AND p.\#(birthdate) IS NOT NULL AND ("asked" IS NULL OR (p.\#(fold), p.\#(birthdate)) IN (
            SELECT "roster_fold"(w."name"), w."birthdate" FROM jsonb_to_recordset("asked") AS w("name" text, "birthdate" text)
            WHERE EXISTS (SELECT 1 FROM \#(players) m WHERE m.\#(fold) = "roster_fold"(w."name") AND m.\#(birthdate) = w."birthdate"
              AND (kind = 'admin' OR m.\#(team) = ANY (managed) OR (m.\#(team) IS NULL AND kind = 'manager')))))
          GROUP BY p.\#(fold), p.\#(birthdate) HAVING count(*) > 1;
      END $$
      """#
  }

  /// Which of the players asked about are on a team of a division with age limits and have no
  /// birthdate.
  static let birthdatesUnknownFunction = ServerFunction("roster_birthdates_unknown", arguments: "bigint[]") {
    _ in
    let (players, _, birthdate, team) = playerNames
    let teams = SQL.quoted(RosterModel.team.table)
    let division = SQL.quoted(RosterModel.team.relationship("division")!.column!)
    let divisions = SQL.quoted(RosterModel.division.table)
    let (minAge, maxAge) = (
      SQL.quoted(RosterModel.division.attribute("min_age")!.column),
      SQL.quoted(RosterModel.division.attribute("max_age")!.column)
    )
    return #"""
      CREATE FUNCTION "roster_birthdates_unknown"("asked" bigint[]) RETURNS SETOF bigint LANGUAGE plpgsql STABLE AS $$
      BEGIN
        IF "roster_access_kind"() IS NULL THEN RETURN; END IF;
        RETURN QUERY SELECT p."id" FROM \#(players) p JOIN \#(teams) t ON t."id" = p.\#(team)
          JOIN \#(divisions) d ON d."id" = t.\#(division)
          WHERE p."id" = ANY ("asked") AND p.\#(birthdate) IS NULL AND (d.\#(minAge) IS NOT NULL OR d.\#(maxAge) IS NOT NULL);
      END $$
      """#
  }

  /// The players' table and its columns the functions read, quoted: the folded name, the
  /// birthdate and the team.
  private static var playerNames: (table: String, fold: String, birthdate: String, team: String) {
    let player = RosterModel.player
    return (
      SQL.quoted(player.table), SQL.quoted(player.attribute("name")!.foldColumn!),
      SQL.quoted(player.attribute("birthdate")!.column), SQL.quoted(player.relationship("team")!.column!)
    )
  }
}
