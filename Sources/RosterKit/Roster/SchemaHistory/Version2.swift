extension RosterSchemaHistory {
  /// Version 2 (d93600e, newest until d767e23): players' optional external id, unique in the
  /// league, for exact identity when importing.
  static let version2 = Migration(
    version: 2,
    sqlite: [
      #"ALTER TABLE "players" ADD COLUMN "external_id" TEXT"#,
      #"CREATE UNIQUE INDEX "players_unique_external_id" ON "players"("external_id")"#,
    ],
    postgresql: [
      #"ALTER TABLE "players" ADD COLUMN "external_id" text"#,
      #"CREATE UNIQUE INDEX "players_unique_external_id" ON "players"("external_id")"#,
    ])
}
