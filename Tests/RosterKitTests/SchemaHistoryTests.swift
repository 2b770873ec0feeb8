import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The schema's history is frozen once released: each version's SQL is pinned byte for byte, it
/// makes what the release made, and the files each release made upgrade to exactly the schema
/// of a new league with every row kept.
@Suite struct SchemaHistoryTests {
  static let everyVersion = RosterModel.migrations.flatMap { migration in
    DatabaseEngine.allCases.map { (migration.version, $0) }
  }

  /// A released migration's text never changes. A version with no golden file yet (a new one)
  /// gets it written, and the test fails until it is committed.
  @Test(arguments: everyVersion)
  func aMigrationsTextIsItsGoldenFile(version: Int, engine: DatabaseEngine) throws {
    let migration = try #require(RosterModel.migrations.first { $0.version == version })
    let name = SchemaFixtures.goldenName(version: version, engine: engine)
    let text = SchemaFixtures.rendered(migration, engine)
    guard FileManager.default.fileExists(atPath: SchemaFixtures.url(name).path) else {
      try text.write(to: SchemaFixtures.url(name), atomically: true, encoding: .utf8)
      Issue.record("wrote Tests/Fixtures/schema/\(name) for the new version \(version): commit it")
      return
    }
    // Bytes, not String's ==, which takes canonically equivalent text for equal.
    let golden = try Data(contentsOf: SchemaFixtures.url(name))
    #expect(
      Data(text.utf8) == golden, "migration \(version) differs from \(name): a released version never changes"
    )
  }

  @Test func theHistoryHasEveryVersionOnceInOrder() {
    #expect(RosterModel.migrations.map(\.version) == Array(1...RosterModel.schemaVersion))
    #expect(SchemaFixtures.releasedVersions.allSatisfy { $0 <= RosterModel.schemaVersion })
  }

  /// The model's own description of today's schema is the schema the history makes, so the two
  /// cannot drift apart (a range widened in the model but not in a new version, say).
  @Test func theModelDescribesTheSchemaTheHistoryMakes() throws {
    let (history, historyLocation) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(historyLocation) }
    let modelLocation = Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:"
    defer { Fixture.remove(modelLocation) }
    let model = try League.store(at: modelLocation)
    try model.transaction {
      // First, as a migration finds it: the store's own record of the version, which the
      // access rules grant reading.
      try model.recordSchemaVersion(RosterModel.schemaVersion)
      for statement in RosterModel.shared.createStatements(
        version: RosterModel.schemaVersion, dialect: model.dialect)
      {
        try model.executeScript(statement)
      }
    }
    #expect(
      try SchemaFixtures.listing(model, structural: true) == SchemaFixtures.listing(history, structural: true)
    )
  }

  /// The digest a league opens without an audit by (`Model.schemaDigests`) is that of the schema
  /// the history makes: a new version writes its own down (this test says which).
  @Test func theSchemaDigestIsTheHistorys() throws {
    let (history, location) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(location) }
    let digest = try SchemaAudit.digest(history)
    #expect(
      RosterModel.shared.schemaDigests[history.dialect.engine] == digest,
      "the history's schema digest on \(history.dialect.engine) is \(digest): write it in RosterModel.schemaDigests"
    )
    #expect(
      try SchemaAudit.findings(RosterModel.shared, version: RosterModel.schemaVersion, store: history) == [])
  }

  /// The history run up to a released version makes exactly what that release made: its file
  /// (every statement's text, on SQLite) or its dump (both listed as a dump reads back).
  @Test(arguments: SchemaFixtures.releasedVersions)
  func theHistoryMakesWhatEachReleaseMade(version: Int) throws {
    let released = try SchemaFixtures.database(version: version)
    defer { Fixture.remove(released) }
    let (history, location) = try SchemaFixtures.migrated(Array(RosterModel.migrations.prefix(version)))
    defer { Fixture.remove(location) }
    #expect(
      try SchemaFixtures.restoredListing(League.store(at: released))
        == SchemaFixtures.restoredListing(history))
  }

  /// A league of every released version, made by that release, opens in this one: upgraded to
  /// exactly the schema of a new league, with every row as it was (ids and versions too) and
  /// the columns added since empty, the word index filled and the engine's checks clean.
  @Test(arguments: SchemaFixtures.releasedVersions)
  func aLeagueOfEachReleaseUpgradesWithNothingLost(version: Int) throws {
    let location = try SchemaFixtures.database(version: version)
    defer { Fixture.remove(location) }
    var before: [String: (columns: [String], rows: [[DatabaseValue]])] = [:]
    do {
      let old = try League.store(at: location)
      #expect(try old.schemaVersion() == version)
      // From version 4 on the divisions, staff and contacts are kept as they were too, from 5 on
      // the journal's entries and rows, and from 9 on the league's settings (an upgrade to 9 gives
      // the league a time zone, in an entry of its own: see below).
      let tables =
        ["teams", "players"] + (version >= 4 ? ["divisions", "staff", "contacts"] : [])
        + (version >= 5 ? ["journal", "journal_rows"] : []) + (version >= 9 ? ["league"] : [])
      for table in tables {
        let columns = try SchemaFixtures.columns(old, table)
        before[table] = (columns, try SchemaFixtures.rows(old, table, columns))
      }
    }
    let upgraded = try League(path: location)
    let (fresh, freshLocation) = try SchemaFixtures.migrated(RosterModel.migrations)
    defer { Fixture.remove(freshLocation) }
    #expect(try SchemaFixtures.restoredListing(upgraded.store) == SchemaFixtures.restoredListing(fresh))

    var upgradeEntry: DatabaseValue?
    for (table, old) in before.sorted(by: { $0.key < $1.key }) {
      let columns = try SchemaFixtures.columns(upgraded.store, table)
      #expect(Array(columns.prefix(old.columns.count)) == old.columns)
      let added = Array(columns.dropFirst(old.columns.count))
      let rows = try SchemaFixtures.rows(upgraded.store, table, old.columns + added)
      let kept = old.rows.map { row in
        zip(old.columns, row).map { column, value in
          SchemaFixtures.upgraded(value, table: table, column: column)
        }
      }
      // The journal goes on with the upgrade's own entry (an upgrade to version 9 sets the
      // league's time zone), after every entry and row it had; a league of version 9 or later has
      // its zone, and its upgrade writes no entry.
      #expect(
        Array(rows.prefix(kept.count)) == kept.map { $0 + added.map { _ in DatabaseValue.null } }, "\(table)")
      let after = rows.dropFirst(kept.count)
      if table == "journal" {
        #expect(
          after.map { $0[3].description.hasPrefix("the upgrade to schema 9") } == (version < 9 ? [true] : []),
          "\(after)")
        upgradeEntry = after.first?[0]
      } else if table != "journal_rows" {
        #expect(after.isEmpty, "\(table)")
      }
      #expect(
        rows.count > (["league", "divisions", "staff", "contacts"].contains(table) ? 0 : 4), "\(table)")
    }
    if let rows = before["journal_rows"] {
      let added = try SchemaFixtures.rows(upgraded.store, "journal_rows", rows.columns).dropFirst(
        rows.rows.count)
      #expect(added.map { [$0[1], $0[2]] } == (upgradeEntry.map { [[$0, .text("league")]] } ?? []))
    }
    #expect(try upgraded.check() == [])
    for (text, name) in [("ken ota", "Ōta Ken'ichi"), ("大谷", "大谷翔平"), ("o'bri", "Tom O'Brien")] {
      let names = try upgraded.context.searchMatches(RosterModel.player, text, limit: 10).map {
        try upgraded.store.scalar(
          "SELECT \"name\" FROM \"players\" WHERE \"id\" = \(bind: .integer($0.rowID))")
      }
      #expect(names == [.text(name)], "find \(text)")
    }
    // The league goes on as a new one would: the next id follows the largest.
    let team = try upgraded.team("Old Timers")
    let player = upgraded.context.insert(Player.self)
    player.name = "Nuevo Jugador"
    player.age = 20
    player.team = team
    try upgraded.context.save()
    let largest = try #require(before["players"]?.rows.compactMap { $0[0].integerValue }.max())
    #expect(try upgraded.store.scalar("SELECT max(\"id\") FROM \"players\"").integerValue ?? 0 > largest)
  }
}
