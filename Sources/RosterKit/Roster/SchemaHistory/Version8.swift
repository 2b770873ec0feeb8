extension RosterSchemaHistory {
  /// Version 8: an index under each foreign key that had none, the journal's `reverts` and (on
  /// PostgreSQL) a grant's team. Deleting a row makes the keys that refer to its table look for
  /// the rows that name it; without an index each look is a whole table read, so forgetting
  /// 49,999 of a league's 100,302 journal entries (`log --prune-before`, whose `ON DELETE SET
  /// NULL` clears the entries that reverted them) took more than 5 minutes, and 3.4 s with it.
  /// On PostgreSQL also the planner's count of the journal's entries
  /// (`PostgreSQLDialect.journalKeyIndexes`), taken at once.
  static let version8 = Migration(
    version: 8,
    sqlite: [
      #"CREATE INDEX "journal_reverts" ON "journal"("reverts")"#
    ],
    postgresql: [
      #"CREATE INDEX "journal_reverts" ON "journal"("reverts")"#,
      #"ALTER TABLE "journal_rows" ALTER COLUMN "entry" SET (n_distinct = -0.5)"#,
      #"CREATE INDEX "roster_access_team" ON "roster_access"("team_id")"#,
      #"ANALYZE "journal_rows""#,
    ])
}
