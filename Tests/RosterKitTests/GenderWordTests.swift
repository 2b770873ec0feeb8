import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A gender is one word however a platform spells it (`Gender`): version 17 makes the spellings a
/// league of version 16 kept as written its words, in a journal entry of its own; `check` takes a
/// spelling another program writes for the valid value it is, and `where` finds it by any
/// spelling of its word. On both engines.
struct GenderWordTests {
  /// Version 16's players with these genders, by name, upgraded to today's.
  private static func upgraded(_ genders: [(String, String?)]) throws -> (
    store: any StoreMaintenance, location: String
  ) {
    let (store, location) = try SchemaFixtures.migrated(Array(RosterModel.migrations.prefix(16)))
    try store.transaction {
      for (name, gender) in genders {
        try store.execute(
          #"INSERT INTO "players"("name", "name_fold", "age", "gender") VALUES ("# + SQL.value(.text(name))
            + ", "
            + SQL.value(.text(TextFolding.fold(name))) + ", 10, "
            + SQL.value(gender.map { .text($0) } ?? .null)
            + ")")
      }
    }
    try store.migrate(RosterModel.migrations)
    return (store, location)
  }

  /// Every spelling, in any case, becomes its word, its row's version one up; a family's own word,
  /// a word already, a spelling with a letter outside ASCII and no gender stay as they were. The
  /// upgrade's one entry holds each change with the value as it was.
  @Test func version17MakesEachSpellingItsWord() throws {
    let genders: [(String, String?, String?)] = [
      ("Ana", "F", "female"), ("Ben", "Male", "male"), ("Cy", "GIRL", "female"),
      ("Di", "non binary", "non-binary"),
      ("Ed", "NB", "non-binary"), ("Flo", "female", nil), ("Gus", "Two-Spirit", nil), ("Hal", "Ｆ", nil),
      ("Ivy", nil, nil), ("Jo", "Boys", "male"),
    ]
    let (store, location) = try Self.upgraded(genders.map { ($0.0, $0.1) })
    defer { Fixture.remove(location) }
    let rows = try store.rows(#"SELECT "name", "gender", "version" FROM "players" ORDER BY "id""#)
    #expect(
      rows.map { [$0[0].description, $0[1].textValue ?? "-", $0[2].description] }
        == genders.map { [$0.0, $0.2 ?? $0.1 ?? "-", $0.2 == nil ? "1" : "2"] })
    #expect(try Self.upgradeEntries(store) == 1)
    let changed = try store.rows(
      #"SELECT p."name", "# + store.dialect.journalValue(#"r."old""#, key: "gender", type: .text)
        + #" FROM "journal_rows" r JOIN "players" p ON p."id" = r."row" WHERE r."entity" = 'players' "#
        + #"AND r."change" = 'update' ORDER BY p."id""#)
    #expect(
      changed.map { [$0[0].description, $0[1].description] }
        == genders.filter { $0.2 != nil }.map { [$0.0, $0.1!] })
  }

  /// `Gender.spellings` is still the list version 17 wrote out: a change of it is a new version,
  /// which makes the stored values of the old list what the new one says.
  @Test func version17sListIsGendersSpellings() {
    let written = RosterSchemaHistory.version17Spellings.flatMap { word, spellings in
      spellings.map { ($0, word) }
    }
    #expect(Dictionary(uniqueKeysWithValues: written) == Gender.spellings)
  }

  /// A league with no spelling to change gets no entry.
  @Test func version17WithNothingToChangeWritesNoEntry() throws {
    let (store, location) = try Self.upgraded([("Ana", "female"), ("Gus", "Two-Spirit"), ("Ivy", nil)])
    defer { Fixture.remove(location) }
    #expect(try Self.upgradeEntries(store) == 0)
  }

  /// How many entries of the journal are version 17's.
  private static func upgradeEntries(_ store: any Store) throws -> Int64? {
    try store.scalar(
      #"SELECT count(*) FROM "journal" WHERE "command" = "#
        + SQL.value(.text(RosterSchemaHistory.genderUpgradeCommand))
    ).integerValue
  }

  /// A spelling another program writes (the database's check takes it) is a valid value:
  /// `check` says nothing of it, and `where` finds it by any spelling of its word, in any case,
  /// as it finds the word; `!=` leaves it out.
  @Test func aSpellingWrittenByAnotherProgramIsValidAndFound() throws {
    let league = try Fixture.league()
    let ids = try ["Mookie Betts", "Abe Lincoln", "Max Muncy"].map { try league.player($0).objectID.rowID }
    for (id, gender) in zip(ids, ["F", "female", "Male"]) {
      try league.store.execute(
        #"UPDATE "players" SET "gender" = "# + SQL.value(.text(gender)) + #" WHERE "id" = "#
          + SQL.value(.integer(id)))
    }
    #expect(try league.check() == [])
    func found(_ format: String) throws -> [Int64] {
      try league.context.fetch(
        FetchRequest(entity: RosterModel.player, predicate: try Predicate(format: format))
      )
      .map(\.objectID.rowID).sorted()
    }
    for format in [
      #"gender == "F""#, #"gender == "Girl""#, #"gender ==[c] "female""#, #"gender IN {"f", "woman"}"#,
    ] {
      #expect(try found(format) == Array(ids.prefix(2)).sorted(), "\(format)")
    }
    #expect(try found(#"gender IN {"F", "M"}"#) == ids.sorted())
    #expect(try !found(#"gender != "F""#).contains { ids.prefix(2).contains($0) })
    #expect(try found(#"gender != "F""#).contains(ids[2]))
  }

  /// `form` counts a spelling another program wrote as its word: one group of girls, not two.
  @Test func formationCountsASpellingAsItsWord() throws {
    let location = try SchemaFixtures.database(version: 16)
    defer { Fixture.remove(location) }
    let league = try League(path: location)
    try league.store.execute(#"UPDATE "players" SET "gender" = 'Girl' WHERE "name" = 'Chloé Martin'"#)
    let division = try #require(
      try league.context.fetch(
        FetchRequest(entity: RosterModel.division, predicate: .comparison(key: "name", .equal, .text("U10")))
      ).first)
    let formation = try Formation(Formation.Options(division: division.objectID), in: league.context)
    #expect(formation.players.first { $0.name == "Chloé Martin" }?.gender == "female")
  }

  /// On a league of version 16's release, upgraded, `set` of a grade changes the grade (and the
  /// row's version) and nothing else: the gender is its word already; and a spelling another
  /// program writes afterwards stays as written through a change of the grade.
  @Test func settingAGradeOnAnUpgradedLeagueChangesOnlyTheGrade() throws {
    let location = try SchemaFixtures.database(version: 16)
    defer { Fixture.remove(location) }
    let league = try League(path: location)
    let player = try league.player("Fiona Free")
    let id = player.objectID.rowID
    let read: SQL = #"SELECT * FROM "players" WHERE "id" = "# + SQL.value(.integer(id))
    let columns = try SchemaFixtures.columns(league.store, "players")
    let before = try #require(try league.store.rows(read).first)
    player.setValue(.text("4"), forKey: "grade")
    try league.context.save()
    let after = try #require(try league.store.rows(read).first)
    let changed = columns.indices.filter { before[$0] != after[$0] }.map { columns[$0] }
    #expect(changed == ["version", "grade"])
    #expect(after[try #require(columns.firstIndex(of: "gender"))] == .text("female"))
    // A spelling another program writes later is left as it is by a change of something else.
    try league.store.execute(#"UPDATE "players" SET "gender" = 'F' WHERE "id" = "# + SQL.value(.integer(id)))
    let reopened = try League(path: location)
    try reopened.player("Fiona Free").setValue(.text("5"), forKey: "grade")
    try reopened.context.save()
    let last = try #require(try reopened.store.rows(read).first)
    #expect(last[try #require(columns.firstIndex(of: "gender"))] == .text("F"))
    #expect(last[try #require(columns.firstIndex(of: "grade"))] == .text("5"))
  }
}
