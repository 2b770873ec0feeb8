import Foundation

@testable import RosterKit

/// Roster's model as a later issue might have grown it from release 3 — a branch of the history,
/// not the product's (whose own history went on from release 3 in other ways, to the versions in
/// `RosterSchemaHistory`) — and the proof that the history can take each kind of change: this
/// branch's version 4 adds an entity (coaches), a relationship to it from a released table (a
/// team's coach, a foreign-key column), an index, checks on released tables (an abbreviation is in
/// capitals; a player with a number has a position: SQLite rebuilds both tables, the teams that
/// players refer to included), and data transformations in SQL and in Swift.
enum GrownModel {
  static let coach = Entity(
    name: "Coach", table: "coaches", type: ManagedObject.self,
    attributes: [Attribute("name", .text, maxLength: 100, folded: true)],
    relationships: [.toMany("teams", destination: "Team", inverse: "coach", deleteRule: .nullify)],
    unique: [.init(["name"]) { _ in "a coach of that name already exists" }],
    presentation: .init(
      noun: "coach", plural: "coaches", columns: [.init("name")], fileColumns: ["name"],
      listingSummary: "list the coaches",
      examples: .init(name: "\"Ann Lee\"", add: "\"Ann Lee\"", set: "name=\"Ann Lee\"", listing: "")),
    since: 4)

  static let team = Entity(
    name: "Team", table: "teams", type: ManagedObject.self,
    attributes: RosterModel.team.attributes,
    relationships: [
      .toMany("players", destination: "Player", inverse: "team", deleteRule: .cascade),
      .toOne("coach", destination: "Coach", inverse: "teams", column: "coach_id", optional: true, since: 4),
    ],
    unique: RosterModel.team.uniqueConstraints,
    indexes: [.init("teams_coach", columns: ["coach_id"], since: 4)],
    search: RosterModel.team.searchIndex, presentation: RosterModel.team.presentation,
    checks: [.init("teams_abbreviation_in_capitals", #""abbreviation" = upper("abbreviation")"#, since: 4)])

  static let player = Entity(
    name: "Player", table: "players", type: ManagedObject.self,
    attributes: release3PlayerAttributes,
    relationships: [.toOne("team", destination: "Team", inverse: "players", column: "team_id")],
    unique: RosterModel.player.uniqueConstraints, indexes: RosterModel.player.indexes,
    search: RosterModel.player.searchIndex, presentation: RosterModel.player.presentation,
    checks: [.init("players_number_has_position", #""number" IS NULL OR "position" IS NOT NULL"#, since: 4)])

  /// A player's attributes as release 3 declared them (the product has grown on since: this
  /// model grows from release 3 in its own way).
  static let release3PlayerAttributes = [
    Attribute("name", .text, maxLength: 200, folded: true),
    Attribute("age", .integer, range: 0...120),
    Attribute("position", .text, optional: true, aliases: ["pos"], maxLength: 20),
    Attribute("number", .integer, optional: true, aliases: ["no", "jersey"], range: 0...99),
    Attribute("id", column: "external_id", .text, optional: true, maxLength: 100, since: 2),
  ]

  static let model = Model(entities: [coach, team, player])

  /// Roster's history up to release 3, then this version 4.
  static let migrations = SchemaFixtures.release3 + [version4]

  /// What a later issue would commit as `Version4.swift`: the model's proposal (the first and
  /// third steps, as `upgradeStatements(to: 4, …)` printed them), with the data changes written
  /// by hand between and after.
  static let version4 = Migration(
    version: 4,
    [
      .sql(
        sqlite: [
          #"""
          CREATE TABLE "coaches" (
            "id" INTEGER PRIMARY KEY,
            "version" INTEGER NOT NULL DEFAULT 1,
            "name" TEXT NOT NULL,
            "name_fold" TEXT NOT NULL
          ) STRICT
          """#,
          #"CREATE UNIQUE INDEX "coaches_unique_name_fold" ON "coaches"("name_fold")"#,
          #"""
          CREATE TABLE "teams_rebuilt" (
            "id" INTEGER PRIMARY KEY,
            "version" INTEGER NOT NULL DEFAULT 1,
            "name" TEXT NOT NULL,
            "name_fold" TEXT NOT NULL,
            "city" TEXT,
            "abbreviation" TEXT,
            "abbreviation_fold" TEXT,
            "coach_id" INTEGER REFERENCES "coaches"("id") ON DELETE SET NULL,
            CONSTRAINT "teams_abbreviation_in_capitals" CHECK ("abbreviation" = upper("abbreviation"))
          ) STRICT
          """#,
          #"INSERT INTO "teams_rebuilt" ("id", "version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold") SELECT "id", "version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold" FROM "teams""#,
          #"DROP TABLE "teams""#,
          #"ALTER TABLE "teams_rebuilt" RENAME TO "teams""#,
          #"CREATE UNIQUE INDEX "teams_unique_name_fold" ON "teams"("name_fold")"#,
          #"CREATE UNIQUE INDEX "teams_unique_abbreviation_fold" ON "teams"("abbreviation_fold")"#,
          #"CREATE INDEX "teams_coach" ON "teams"("coach_id")"#,
        ],
        postgresql: [
          #"""
          CREATE TABLE "coaches" (
            "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            "version" bigint NOT NULL DEFAULT 1,
            "name" text NOT NULL,
            "name_fold" text NOT NULL
          )
          """#,
          #"CREATE TRIGGER "coaches_changed" AFTER INSERT OR UPDATE OR DELETE ON "coaches" FOR EACH STATEMENT EXECUTE FUNCTION "roster_data_changed"()"#,
          #"CREATE UNIQUE INDEX "coaches_unique_name_fold" ON "coaches"("name_fold")"#,
          #"ALTER TABLE "teams" ADD COLUMN "coach_id" bigint REFERENCES "coaches"("id") ON DELETE SET NULL"#,
          #"ALTER TABLE "teams" ADD CONSTRAINT "teams_abbreviation_in_capitals" CHECK ("abbreviation" = upper("abbreviation"))"#,
          #"CREATE INDEX "teams_coach" ON "teams"("coach_id")"#,
        ]),
      // The check that follows needs every player with a number to have a position: a utility
      // player's. The version goes up, so a session that listed the row notices.
      .sql(
        sqlite: [fillPositions],
        postgresql: [fillPositions]),
      .sql(
        sqlite: [
          #"DROP TABLE "players_search""#,
          #"""
          CREATE TABLE "players_rebuilt" (
            "id" INTEGER PRIMARY KEY,
            "version" INTEGER NOT NULL DEFAULT 1,
            "team_id" INTEGER NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
            "name" TEXT NOT NULL,
            "name_fold" TEXT NOT NULL,
            "age" INTEGER NOT NULL CHECK ("age" BETWEEN 0 AND 120),
            "position" TEXT,
            "number" INTEGER CHECK ("number" BETWEEN 0 AND 99),
            "external_id" TEXT,
            CONSTRAINT "players_number_has_position" CHECK ("number" IS NULL OR "position" IS NOT NULL)
          ) STRICT
          """#,
          #"INSERT INTO "players_rebuilt" ("id", "version", "team_id", "name", "name_fold", "age", "position", "number", "external_id") SELECT "id", "version", "team_id", "name", "name_fold", "age", "position", "number", "external_id" FROM "players""#,
          #"DROP TABLE "players""#,
          #"ALTER TABLE "players_rebuilt" RENAME TO "players""#,
          #"CREATE UNIQUE INDEX "players_unique_external_id" ON "players"("external_id")"#,
          #"CREATE UNIQUE INDEX "players_unique_team_id_number" ON "players"("team_id", "number")"#,
          #"CREATE INDEX "players_team_age_name" ON "players"("team_id", "age", "name_fold")"#,
          #"CREATE VIRTUAL TABLE "players_search" USING fts5("name_fold", content='players', content_rowid='id', tokenize='unicode61 remove_diacritics 2', detail=none)"#,
          #"INSERT INTO "players_search"("players_search") VALUES ('rebuild')"#,
          #"CREATE TRIGGER "players_search_insert" AFTER INSERT ON "players" BEGIN INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END"#,
          #"CREATE TRIGGER "players_search_delete" AFTER DELETE ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); END"#,
          #"CREATE TRIGGER "players_search_update" AFTER UPDATE OF "name_fold" ON "players" BEGIN INSERT INTO "players_search"("players_search", rowid, "name_fold") VALUES ('delete', old."id", old."name_fold"); INSERT INTO "players_search"(rowid, "name_fold") VALUES (new."id", new."name_fold"); END"#,
        ],
        postgresql: [
          #"ALTER TABLE "players" ADD CONSTRAINT "players_number_has_position" CHECK ("number" IS NULL OR "position" IS NOT NULL)"#
        ]),
      // Every team with a city gets a coach named after it, with the folded copy Roster computes
      // in Swift (`TextFolding`), which SQL cannot.
      .transform { store in
        for row in try store.rows(#"SELECT "id", "city" FROM "teams" WHERE "city" IS NOT NULL ORDER BY "id""#)
        {
          let name = "Coach of \(row[1].description)"
          let coach = try store.insert(
            #"INSERT INTO "coaches" ("name", "name_fold") VALUES ("#
              + "\(bind: .text(name)), \(bind: .text(TextFolding.fold(name))))"
              + store.dialect.insertedKey("id"))
          try store.execute(
            #"UPDATE "teams" SET "coach_id" = "# + "\(bind: .integer(coach))"
              + #", "version" = "version" + 1 WHERE "id" = "# + "\(bind: row[0])")
        }
      },
    ])

  static let fillPositions =
    #"UPDATE "players" SET "position" = 'UT', "version" = "version" + 1 WHERE "number" IS NOT NULL AND "position" IS NULL"#
}
