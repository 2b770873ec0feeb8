/// Rows read by the managers of the units they reach (`AccessRule.Readers.reached`): Roster's
/// guardian is read by the managers of its players' teams, through the links of a many-to-many.
extension PostgreSQLDialect {
  /// The function that says whether a row of `table` is one the session reads as a manager of
  /// the units it reaches (`reach`), or, with `free`, because it reaches none; and the statement
  /// that makes it run as the owner, in the league's schema only.
  ///
  /// A function and not a subquery of the policy: the path reads tables whose own policies read
  /// this one (a link is read by whoever reads its guardian), which the server refuses as an
  /// infinite recursion; as the owner it reads the path's rows whoever asks, and answers only
  /// whether the session may read the row, which the policy says anyway.
  ///
  /// A unit is reached through a row of `settled` (Roster's player, whose rows `roster_settled`
  /// judges) only once the transaction that moved the row to it commits, as a player's contacts
  /// are read: a manager who signs a free agent reads the guardians it shares with another team
  /// then, not in the transaction that signs, so signing, reading and rolling back shows nothing.
  static func reachStatements(_ table: AccessTable, free: Bool, names: AccessNames, settled: String) -> (
    call: String, statements: [String]
  ) {
    precondition(!table.reach.isEmpty, "the path to the units that read \(table.rule.table)")
    let name = reachFunction(table.rule.table)
    let steps = table.reach.enumerated().map { index, step in
      (alias: "s\(index + 1)", step: step)
    }
    let joins = steps.dropFirst().enumerated().map { index, current in
      let before = steps[index]
      return
        " JOIN \(SQL.quoted(current.step.table)) \(current.alias) ON \(current.alias).\(SQL.quoted(current.step.match))"
        + " = \(before.alias).\(SQL.quoted(before.step.carry))"
    }
    let (first, last) = (steps.first!, steps.last!)
    let unit = "\(last.alias).\(SQL.quoted(last.step.carry))"
    let units =
      "SELECT \(unit) FROM \(SQL.quoted(first.step.table)) \(first.alias)" + joins.joined()
      + " WHERE \(first.alias).\(SQL.quoted(first.step.match)) = \"row\" AND \(unit) IS NOT NULL"
      + (last.step.table == settled ? " AND \"roster_settled\"(\(last.alias).\"id\")" : "")
    // The function's variable is named after the units' table (Roster's `teams`).
    let reached = names.unit
    return (
      call: name,
      statements: [
        """
        CREATE FUNCTION \(name)("row" bigint) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
        DECLARE
          \(reached) bigint[];
        BEGIN
          IF "roster_access_kind"() IS DISTINCT FROM 'manager' THEN RETURN false; END IF;
          \(reached) := ARRAY(\(units));
          RETURN \(reached) && \(SQL.quoted(names.managedFunction))()\(free ? " OR cardinality(\(reached)) = 0" : "");
        END $$
        """,
        """
        DO $$
        BEGIN
          EXECUTE format('ALTER FUNCTION %s(bigint) SECURITY DEFINER SET search_path = %I, pg_temp', '\(name)',
            current_schema());
        END $$
        """,
      ]
    )
  }

  /// The name of the function that says whether the session reads a row of `table` by the
  /// units it reaches (`roster_reaches_guardians`).
  static func reachFunction(_ table: String) -> String { SQL.quoted("roster_reaches_" + table) }

  /// What refuses a link to a row its writer does not read (a manager's undo of an unlink of a
  /// guardian they read no longer), as one sentence: the call, for a join table whose ends are
  /// `ends` (`players and guardians`), and the statements that make it.
  static func linkRefusal(_ table: AccessTable, names: AccessNames) -> (call: String, statements: [String]) {
    let ends = table.ends.map(\.table).joined(separator: " and ")
    return (
      call: #""roster_link_refused"('"# + ends + "')",
      statements: [
        """
        CREATE OR REPLACE FUNCTION "roster_link_refused"("ends" text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
        BEGIN
          RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = \(accessDetailLiteral),
            MESSAGE = format('you manage %s; a link is made between %s you read only (an admin''s otherwise)',
              coalesce(\(SQL.quoted(names.namesFunction))(\(SQL.quoted(names.managedFunction))()), '\(names.noUnit)'), "ends");
        END $$
        """,
        """
        DO $$
        BEGIN
          EXECUTE format('ALTER FUNCTION "roster_link_refused"(text) SECURITY DEFINER SET search_path = %I, pg_temp',
            current_schema());
        END $$
        """,
      ]
    )
  }
}
