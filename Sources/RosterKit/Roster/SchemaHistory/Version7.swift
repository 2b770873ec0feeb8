extension RosterSchemaHistory {
  /// Version 7: the league's players in the listing's order without a sort — youngest first by
  /// birthdate where one is known, by the stored age where not, each then by name — as two
  /// partial indexes, so that a league-wide `players` shows its first screen at once
  /// (`QueryCompiler.arms` merges the two).
  static let version7 = Migration(
    version: 7,
    sqlite: [
      #"CREATE INDEX "players_birthdate_name" ON "players"("birthdate" DESC, "name_fold") WHERE "birthdate" IS NOT NULL"#,
      #"CREATE INDEX "players_age_name" ON "players"("age", "name_fold") WHERE "birthdate" IS NULL"#,
    ],
    postgresql: [
      #"CREATE INDEX "players_birthdate_name" ON "players"("birthdate" DESC, "name_fold") WHERE "birthdate" IS NOT NULL"#,
      #"CREATE INDEX "players_age_name" ON "players"("age", "name_fold") WHERE "birthdate" IS NULL"#,
    ])
}
