extension RosterSchemaHistory {
  /// Version 14: a guardianship is read by its holders only (issue 42) — on PostgreSQL the
  /// office and the managers of its player's team (a free agent's are the office's), where
  /// version 13 let whoever read both ends read it: a manager who reads a guardian through their
  /// own team's child read the guardian's links to other teams' children too, with their facts
  /// (that he is that child's father, that her family said no contact). The policy that chooses
  /// the rows a session reads, and the view `guardianships_visible` through which it reads them
  /// (its columns as they were, so the stand-in `roster_visible.guardianships` and the grants
  /// stay), are made again with the model's rule (`RosterModel.access`). Nothing changes on
  /// SQLite, where the file is the unit of access.
  static let version14 = Migration(
    version: 14,
    sqlite: [],
    postgresql: [
      #"ALTER POLICY "guardianships_read" ON "guardianships" USING (((SELECT "roster_access_kind"()) = 'admin' OR (((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) AND "roster_settled"("player_id"))))"#,
      #"CREATE OR REPLACE VIEW "guardianships_visible" WITH (security_barrier) AS SELECT "id", "version", "relationship", "lives_with", "may_pick_up", "no_contact", CASE WHEN ((SELECT "roster_access_kind"()) = 'admin' OR (SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) THEN "no_contact_note" END AS "no_contact_note", "receives_email", "receives_text", "player_id", "guardian_id" FROM "guardianships" WHERE ((SELECT "roster_access_kind"()) = 'admin' OR (((SELECT p."team_id" FROM "players" p WHERE p."id" = "player_id") = ANY ((SELECT "roster_managed_teams"())::bigint[])) AND "roster_settled"("player_id")))"#,
    ])
}
