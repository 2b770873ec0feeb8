import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The history grows: a version 4 (of `GrownModel`, a test model) adds an entity, a relationship,
/// an index, a check on a released table and data transformations, and a league of the released
/// version 3 upgrades to exactly a new version-4 database.
@Suite struct SchemaGrowthTests {
  /// The model proposes version 4's schema changes: they are the text version 4 committed.
  @Test(arguments: [SQLiteDialect() as any SQLDialect, PostgreSQLDialect()])
  func theModelProposesWhatVersion4Committed(dialect: any SQLDialect) {
    let committed = GrownModel.version4.steps.enumerated().flatMap { index, step -> [String] in
      guard index != 1, case .sql(let sqlite, let postgresql) = step else { return [] }
      return dialect.engine == .sqlite ? sqlite : postgresql
    }
    #expect(GrownModel.model.upgradeStatements(to: 4, dialect: dialect) == committed)
  }

  @Test func theGrownModelDescribesTheSchemaItsHistoryMakes() throws {
    let (history, historyLocation) = try SchemaFixtures.migrated(GrownModel.migrations)
    defer { Fixture.remove(historyLocation) }
    let modelLocation = Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:"
    defer { Fixture.remove(modelLocation) }
    let model = try League.store(at: modelLocation)
    try model.transaction {
      for statement in GrownModel.model.createStatements(version: 4, dialect: model.dialect) {
        try model.executeScript(statement)
      }
      try model.recordSchemaVersion(4)
    }
    #expect(
      try SchemaFixtures.listing(model, structural: true) == SchemaFixtures.listing(history, structural: true)
    )
  }

  @Test func aReleasedLeagueUpgradesToVersion4LikeANewDatabase() throws {
    let location = try SchemaFixtures.database(version: 3)
    defer { Fixture.remove(location) }
    let store = try League.store(at: location)
    let teamColumns = try SchemaFixtures.columns(store, "teams")
    let playerColumns = try SchemaFixtures.columns(store, "players")
    let teams = try SchemaFixtures.rows(store, "teams", teamColumns)
    let players = try SchemaFixtures.rows(store, "players", playerColumns)

    try store.migrate(GrownModel.migrations)
    let (fresh, freshLocation) = try SchemaFixtures.migrated(GrownModel.migrations)
    defer { Fixture.remove(freshLocation) }
    #expect(try SchemaFixtures.listing(store) == SchemaFixtures.listing(fresh))
    if store.dialect.engine == .sqlite {
      #expect(try store.scalar("PRAGMA foreign_keys") == 1)
    }

    // The rows are those of version 3, but for what version 4's transformations changed.
    #expect(try SchemaFixtures.columns(store, "players") == playerColumns)
    let (version, position, number) = try #require(
      (
        playerColumns.firstIndex(of: "version"), playerColumns.firstIndex(of: "position"),
        playerColumns.firstIndex(of: "number")
      ) as? (Int, Int, Int))
    let expectedPlayers = players.map { row in
      guard row[number] != .null, row[position] == .null else { return row }
      var changed = row
      changed[version] = .integer(row[version].integerValue! + 1)
      changed[position] = "UT"
      return changed
    }
    #expect(expectedPlayers != players)
    #expect(try SchemaFixtures.rows(store, "players", playerColumns) == expectedPlayers)
    #expect(
      try store.rows(#"SELECT "name", "name_fold", "version" FROM "coaches" ORDER BY "id""#) == [
        ["Coach of Boston", "coach of boston", 1], ["Coach of Los Angeles", "coach of los angeles", 1],
        ["Coach of Tōkyō", "coach of tokyo", 1], ["Coach of Springfield", "coach of springfield", 1],
      ])
    let cityAt = try #require(teamColumns.firstIndex(of: "city"))
    let expectedTeams = teams.map { row in
      var changed = row
      if row[cityAt] != .null { changed[1] = .integer(row[1].integerValue! + 1) }
      return changed
    }
    #expect(try SchemaFixtures.rows(store, "teams", teamColumns) == expectedTeams)
    #expect(
      try store.rows(
        #"SELECT t."name", c."name" FROM "teams" t LEFT JOIN "coaches" c ON c."id" = t."coach_id" ORDER BY t."id""#
      ).map { $0.map(\.description) } == [
        ["Boston Red Sox", "Coach of Boston"], ["Los Angeles Dodgers", "Coach of Los Angeles"],
        ["Yomiuri Giants", "Coach of Tōkyō"], ["Équipe Sans Ville", ""],
        ["Old Timers", "Coach of Springfield"],
      ])

    // The rebuilt table keeps its rules, its word index and its cascade.
    #expect(throws: StoreError.self) {
      try store.execute(
        #"INSERT INTO "players" ("team_id", "name", "name_fold", "age", "number") VALUES (1, 'X', 'x', 20, 5)"#
      )
    }
    #expect(try store.check() == [])
    if let search = GrownModel.model.searchNames(GrownModel.player),
      let check = store.dialect.checkSearchIndex(search)
    {
      try store.execute(check)
    }
    let search = try #require(GrownModel.model.searchNames(GrownModel.player))
    #expect(try store.rows(store.dialect.searchRowIDs(search, words: ["ota", "ken"])) == [[16]])
    try store.execute(#"DELETE FROM "coaches" WHERE "name" = 'Coach of Boston'"#)
    #expect(try store.scalar(#"SELECT count(*) FROM "teams" WHERE "coach_id" IS NULL"#) == 2)
    try store.execute(#"DELETE FROM "teams" WHERE "name" = 'Old Timers'"#)
    #expect(try store.scalar(#"SELECT count(*) FROM "players" WHERE "team_id" = 5"#) == 0)
  }

  /// A league that a later Roster upgraded is refused by this one, and left as it was.
  @Test func aNewerLeagueIsRefusedAndLeftAlone() throws {
    let location = try SchemaFixtures.database(version: 3)
    defer { Fixture.remove(location) }
    let later = RosterModel.schemaVersion + 1
    let grown = Migration(
      version: later, sqlite: [#"CREATE TABLE "later" ("id" INTEGER PRIMARY KEY) STRICT"#],
      postgresql: [#"CREATE TABLE "later" ("id" bigint PRIMARY KEY)"#])
    try League.store(at: location).migrate(RosterModel.migrations + [grown])
    let before = try snapshot(location)
    #expect(throws: MigrationError.newerSchema(found: later, supported: RosterModel.schemaVersion)) {
      try League(path: location)
    }
    #expect(try snapshot(location) == before)
  }

  /// A step that the data does not allow (here the check, without the transformation that
  /// makes the rows meet it) stops the upgrade, which changes nothing.
  @Test func aFailingStepRollsTheWholeUpgradeBack() throws {
    let location = try SchemaFixtures.database(version: 3)
    defer { Fixture.remove(location) }
    let before = try snapshot(location)
    let withoutTheFix = Migration(
      version: 4, GrownModel.version4.steps.enumerated().filter { $0.offset != 1 }.map(\.element))
    let store = try League.store(at: location)
    #expect {
      try store.migrate(SchemaFixtures.release3 + [withoutTheFix])
    } throws: { error in
      guard case .failed(4, let reason) = error as? MigrationError else { return false }
      return reason.contains("players_number_has_position")
    }
    if store.dialect.engine == .sqlite {
      #expect(try store.scalar("PRAGMA foreign_keys") == 1)
    }
    #expect(try snapshot(location) == before)
  }

  /// An upgrade may not leave rows referring to rows that are gone (SQLite runs it with foreign
  /// keys off, so that a table can be rebuilt; PostgreSQL refuses the statement itself).
  @Test func anUpgradeThatWouldBreakReferencesIsRefused() throws {
    let location = try SchemaFixtures.database(version: 3)
    defer { Fixture.remove(location) }
    let before = try snapshot(location)
    let dropsTeams = Migration(
      version: 4,
      sqlite: [#"DROP TABLE "teams""#, #"CREATE TABLE "teams" ("id" INTEGER PRIMARY KEY) STRICT"#],
      postgresql: [#"DROP TABLE "teams""#, #"CREATE TABLE "teams" ("id" bigint PRIMARY KEY)"#])
    #expect {
      try League.store(at: location).migrate(SchemaFixtures.release3 + [dropsTeams])
    } throws: { error in
      guard case .failed(4, _) = error as? MigrationError else { return false }
      return true
    }
    #expect(try snapshot(location) == before)
  }

  /// What a database holds, to see that nothing changed: an SQLite file's bytes; the schema and
  /// every row of a PostgreSQL database.
  private func snapshot(_ location: String) throws -> [String] {
    guard Backend.isPostgreSQL else {
      return [try Data(contentsOf: URL(fileURLWithPath: location)).base64EncodedString()]
    }
    let store = try League.store(at: location)
    var lines = try SchemaFixtures.listing(store)
    for table in ["teams", "players"] {
      lines += try SchemaFixtures.rows(store, table, SchemaFixtures.columns(store, table)).map { "\($0)" }
    }
    return lines
  }
}
