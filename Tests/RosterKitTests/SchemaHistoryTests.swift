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
      // From version 4 on the divisions and staff are kept as they were too (and the contacts
      // become guardians: `aReleasesContactsAreItsGuardiansWithNothingLost`), from 5 on the
      // journal's entries and rows, from 9 on the league's settings (an upgrade to 9 gives the
      // league a time zone, in an entry of its own: see below), from 13 on the guardians and
      // their guardianships, and from 15 on the players' named ids. A player's gender that a
      // platform spelled (`F`, `Male`: 16 kept it as written) is its word after the upgrade to
      // 17, the row's version one up, in an entry of its own (`SchemaFixtures.upgraded`).
      let tables =
        ["teams", "players"] + (version >= 4 ? ["divisions", "staff"] : [])
        + (version >= 5 ? ["journal", "journal_rows"] : []) + (version >= 9 ? ["league"] : [])
        + (version >= 13 ? ["guardians", "guardianships"] : []) + (version >= 15 ? ["player_ids"] : [])
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
    var familiesEntry: DatabaseValue?
    var gendersEntry: DatabaseValue?
    let converted =
      before["players"].map { SchemaFixtures.gendersToConvert($0.rows, columns: $0.columns) } ?? []
    for (table, old) in before.sorted(by: { $0.key < $1.key }) {
      let columns = try SchemaFixtures.columns(upgraded.store, table)
      #expect(Array(columns.prefix(old.columns.count)) == old.columns)
      let added = Array(columns.dropFirst(old.columns.count))
      let rows = try SchemaFixtures.rows(upgraded.store, table, old.columns + added)
      let kept = old.rows.map { SchemaFixtures.upgraded($0, table: table, columns: old.columns) }
      // The journal goes on with the upgrade's own entries (an upgrade to version 9 sets the
      // league's time zone, one to 13 makes the contacts guardians, one to 17 makes genders one
      // word), after every entry and row it had; a league of version 9 or later has its zone,
      // one of 13 or later its guardians, and one without a platform's spelling of a gender
      // needs no word: their upgrades write no entry for them.
      #expect(
        Array(rows.prefix(kept.count)) == kept.map { $0 + added.map { _ in DatabaseValue.null } }, "\(table)")
      let after = rows.dropFirst(kept.count)
      if table == "journal" {
        let upgrades: [Int] = after.map { entry in
          [17, 13, 9].first { entry[3].description.hasPrefix("the upgrade to schema \($0):") } ?? 0
        }
        let expected: [Int] =
          (version < 9 ? [9] : []) + (version < 13 ? [13] : []) + (converted.isEmpty ? [] : [17])
        #expect(upgrades == expected, "\(after)")
        upgradeEntry = version < 9 ? after.first?[0] : nil
        familiesEntry = version < 13 ? after.dropLast(converted.isEmpty ? 0 : 1).last?[0] : nil
        gendersEntry = converted.isEmpty ? nil : after.last?[0]
      } else if table != "journal_rows" {
        #expect(after.isEmpty, "\(table)")
      }
      #expect(
        rows.count > (["league", "divisions", "staff", "player_ids"].contains(table) ? 0 : 4), "\(table)")
    }
    if let rows = before["journal_rows"] {
      let added = try SchemaFixtures.rows(upgraded.store, "journal_rows", rows.columns).dropFirst(
        rows.rows.count)
      #expect(
        added.map { [$0[1], $0[2]] }.filter { $0[0] != familiesEntry && $0[0] != gendersEntry }
          == (upgradeEntry.map { [[$0, .text("league")]] } ?? []),
        "\(added)")
      if let families = familiesEntry {
        // The guardians and their links, each added in the upgrade's entry.
        #expect(
          Set(added.filter { $0[1] == families }.map { $0[2].description }) == ["guardians", "guardianships"])
      }
      // Each player whose gender became its word, once, in the upgrade's entry.
      let genders = added.filter { $0[1] == gendersEntry }
      #expect(genders.allSatisfy { $0[2] == .text("players") }, "\(genders)")
      #expect(genders.compactMap { $0[3].integerValue }.sorted() == converted.compactMap(\.integerValue))
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

  /// What a registration said of a child in a league of version 16 or later is in the upgraded
  /// league as the release wrote it (`make-sqlite-fixture.sh`): the division a player on a team
  /// and two free agents registered for, genders (as platforms write them — `F`, `Male`, which
  /// version 16 kept as written and 17 makes `female` and `male`, in a journal entry whose rows
  /// keep what was written — and as a family's own word), a school with an apostrophe and one
  /// with an accent, grades, and the requests (a grade changed later, by another process). From
  /// version 17 on also a gender set as `Girl` (the release stored `female`), and two free agents
  /// of U8 (`Agender` kept, `Boy` stored `male`) placed by `form` on the two teams it made, in
  /// one journal entry.
  @Test(arguments: SchemaFixtures.releasedVersions.filter { $0 >= 16 })
  func aReleasesRegistrationFactsAreKept(version: Int) throws {
    let location = try SchemaFixtures.database(version: version)
    defer { Fixture.remove(location) }
    let upgraded = try League(path: location)
    let facts = try upgraded.store.rows(
      #"SELECT p."name", coalesce(t."abbreviation", t."name"), d."name", p."gender", p."school", p."grade", "#
        + #"p."teammate_request", p."coach_request" FROM "players" p "#
        + #"LEFT JOIN "teams" t ON t."id" = p."team_id" LEFT JOIN "divisions" d ON d."id" = p."division_id" "#
        + #"WHERE p."gender" IS NOT NULL ORDER BY p."id""#)
    let leapDay: [[String?]] = version >= 17 ? [["Leap Day", "HAW", nil, "female", nil, nil, nil, nil]] : []
    let formed: [[String?]] =
      version >= 17
      ? [
        ["Noa Lind", "U8 1", "U8", "Agender", "Harbor Elementary", "2", nil, nil],
        ["Theo Brandt", "U8 2", "U8", "male", nil, "2", nil, nil],
      ] : []
    let said: [[String?]] =
      leapDay + [
        ["Ava Chen", "JAY", nil, "female", nil, nil, nil, nil],
        ["Ben Ortiz", "HAW", "U10", "male", "St. Mary's School", "3", "Leap Day", "Pat Kim"],
        ["Fiona Free", nil, "U12", "female", "École Saint-Laurent", "5", "Chloé Martin", nil],
        ["Chloé Martin", nil, "U10", "Two-Spirit", nil, "K", nil, "Coach O'Neil"],
      ] + formed
    #expect(facts == said.map { $0.map { $0.map(DatabaseValue.text) ?? .null } })
    guard version < 17 else {
      // The formation's entry: the two teams it made and the two players it placed.
      let formation = try upgraded.store.rows(
        #"SELECT r."entity", r."change" FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry" "#
          + #"WHERE j."command" = 'form U8 --create 2 --seed 17 -f' ORDER BY r."entity", r."change""#)
      #expect(
        formation.map { $0.map(\.description) } == [
          ["players", "update"], ["players", "update"], ["teams", "insert"], ["teams", "insert"],
        ])
      return
    }
    let dialect = upgraded.store.dialect
    let changes = try upgraded.store.rows(
      #"SELECT j."command", p."name", "# + dialect.journalValue(#"r."old""#, key: "gender", type: .text)
        + ", " + dialect.journalValue(#"r."new""#, key: "gender", type: .text)
        + #" FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry" JOIN "players" p ON p."id" = r."row" "#
        + #"WHERE r."entity" = 'players' AND j."id" = (SELECT max("id") FROM "journal") ORDER BY p."id""#)
    #expect(
      changes.map { $0.map(\.description) } == [
        [RosterSchemaHistory.genderUpgradeCommand, "Ava Chen", "F", "female"],
        [RosterSchemaHistory.genderUpgradeCommand, "Ben Ortiz", "Male", "male"],
        [RosterSchemaHistory.genderUpgradeCommand, "Fiona Free", "F", "female"],
      ])
  }

  /// Every value of every contact of a release's league is in a guardian after the upgrade to
  /// version 13 (its name, email and phone), in the link to its player (its relation), or named
  /// in the upgrade's journal entry; an adult's copies (the same email ignoring case, or no email
  /// and the same name and phone) are one guardian, linked to each of their players.
  @Test(arguments: SchemaFixtures.releasedVersions.filter { (4..<13).contains($0) })
  func aReleasesContactsAreItsGuardiansWithNothingLost(version: Int) throws {
    let location = try SchemaFixtures.database(version: version)
    defer { Fixture.remove(location) }
    let contacts = try League.store(at: location).rows(
      #"SELECT "id", "name", "relation", "email", "phone", "player_id" FROM "contacts" ORDER BY "id""#)
    #expect(contacts.count >= 3)
    let upgraded = try League(path: location)
    let links = try upgraded.store.rows(
      #"SELECT g."id", g."name", s."relationship", g."email", g."phone", s."player_id" FROM "guardianships" s "#
        + #"JOIN "guardians" g ON g."id" = s."guardian_id" ORDER BY s."id""#)
    let said = try upgraded.store.rows(
      #"SELECT "command" FROM "journal" WHERE "command" LIKE 'the upgrade to schema 13:%'"#
    ).map(\.[0].description)
    #expect(said.count == 1)
    let words = said.first ?? ""
    for contact in contacts {
      // The guardian linked to the contact's player who is this adult.
      let identity = GuardianIdentity(
        contacts.map {
          GuardianIdentity.Copy(
            id: $0[0].integerValue!, name: $0[1].description, email: $0[3].textValue, phone: $0[4].textValue,
            player: $0[5].integerValue!, relation: $0[2].textValue)
        })
      let adult = try #require(identity.adults.first { $0.copies.contains(contact[0].integerValue!) })
      let link = try #require(
        links.first {
          $0[5] == contact[5] && $0[1].description == adult.name && $0[3].textValue == adult.email
        },
        "contact \(contact)")
      for (index, key) in [(1, "name"), (2, "relation"), (3, "email"), (4, "phone")]
      where !contact[index].isNull {
        let value = contact[index].description
        #expect(
          link[index].description == value
            || words.contains("also had \(key) \(quoted(value)) in contact #\(contact[0].description)"),
          "contact #\(contact[0]) \(key) \(value): in no guardian, link or word of the upgrade")
      }
    }
    // One guardian per adult, and nothing more.
    #expect(
      try upgraded.store.scalar(#"SELECT count(*) FROM "guardians""#).integerValue ?? 0 <= contacts.count)
    #expect(try upgraded.check() == [])
  }
}
