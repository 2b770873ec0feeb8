import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The upgrade to version 13 makes the players' contacts guardians, one per adult: a league of
/// the version before, written as a club's registrar left it (siblings' contacts typed once per
/// child, the same mother with another phone under her second child, an email in capitals, a
/// grandfather with a name only), upgrades to one guardian per adult, linked to each child, and
/// every value it did not keep named in the upgrade's journal entry.
@Suite struct GuardianUpgradeTests {
  /// A league at the version before families, with the contacts of `rows` (player's name,
  /// contact's name, relation, email, phone), upgraded to today's.
  static func upgraded(_ rows: [(String, String, String?, String?, String?)]) throws -> (
    store: any StoreMaintenance, location: String
  ) {
    let before = RosterModel.migrations.filter { $0.version < RosterModel.familiesSince }
    let (store, location) = try SchemaFixtures.migrated(before)
    try store.transaction {
      let team = try store.insert(
        #"INSERT INTO "teams"("name", "name_fold") VALUES ('Tigers', 'tigers') RETURNING "id""#)
      var players: [String: Int64] = [:]
      for name in Set(rows.map(\.0)).sorted() {
        players[name] = try store.insert(
          #"INSERT INTO "players"("name", "name_fold", "age", "team_id") VALUES ("# + SQL.value(.text(name))
            + ", " + SQL.value(.text(TextFolding.fold(name))) + ", 10, " + SQL.value(.integer(team))
            + #") RETURNING "id""#)
      }
      for (player, name, relation, email, phone) in rows {
        try store.execute(
          #"INSERT INTO "contacts"("player_id", "name", "name_fold", "relation", "email", "phone") VALUES ("#
            + SQL.value(.integer(players[player]!)) + ", " + SQL.value(.text(name)) + ", "
            + SQL.value(.text(TextFolding.fold(name))) + ", " + SQL.value(relation.map { .text($0) } ?? .null)
            + ", " + SQL.value(email.map { .text($0) } ?? .null) + ", "
            + SQL.value(phone.map { .text($0) } ?? .null) + ")")
      }
    }
    try store.migrate(RosterModel.migrations)
    return (store, location)
  }

  /// Each guardian (by id) with its values, and its children with the relationship.
  static func guardians(_ store: any Store) throws -> [String] {
    try store.rows(
      #"SELECT g."name", g."email", g."phone", p."name", s."relationship" FROM "guardians" g "#
        + #"JOIN "guardianships" s ON s."guardian_id" = g."id" JOIN "players" p ON p."id" = s."player_id" "#
        + #"ORDER BY g."id", p."name""#
    ).map { $0.map { $0.isNull ? "-" : $0.description }.joined(separator: " | ") }
  }

  static func upgradeWords(_ store: any Store) throws -> [String] {
    try store.rows(
      #"SELECT "command" FROM "journal" WHERE "command" LIKE 'the upgrade to schema 13%' ORDER BY "id""#
    ).map(\.[0].description)
  }

  @Test func siblingsShareTheirGuardiansAndConflictsAreNamed() throws {
    let (store, location) = try Self.upgraded([
      ("Ana Ruiz", "Maria Ruiz", "mother", "maria@example.org", "+1 555 0100"),
      ("Ana Ruiz", "Juan Ruiz", "father", nil, "+1 555 0103"),
      // Her sister's copy: the email in capitals, a new phone.
      ("Eva Ruiz", "María Ruiz", "mother", "MARIA@example.org", "+1 555 0199"),
      // The father again: no email, the same name and phone digits, written otherwise.
      ("Eva Ruiz", "juan ruiz", "father", nil, "(1) 555-0103"),
      // A name alone is nobody's identity: two grandfathers.
      ("Ana Ruiz", "Pedro Ruiz", "grandfather", nil, nil),
      ("Eva Ruiz", "Pedro Ruiz", "grandfather", nil, nil),
      // The same address, the same surname, another family: other adults.
      ("Leo Ruiz", "Marta Ruiz", "mother", "marta@example.org", "+1 555 0100"),
    ])
    defer { Fixture.remove(location) }
    #expect(
      try Self.guardians(store) == [
        "Maria Ruiz | maria@example.org | +1 555 0100 | Ana Ruiz | mother",
        "Maria Ruiz | maria@example.org | +1 555 0100 | Eva Ruiz | mother",
        "Juan Ruiz | - | +1 555 0103 | Ana Ruiz | father",
        "Juan Ruiz | - | +1 555 0103 | Eva Ruiz | father",
        "Pedro Ruiz | - | - | Ana Ruiz | grandfather",
        "Pedro Ruiz | - | - | Eva Ruiz | grandfather",
        "Marta Ruiz | marta@example.org | +1 555 0100 | Leo Ruiz | mother",
      ])
    let ids = try store.rows(#"SELECT "id" FROM "guardians" ORDER BY "id""#).map { $0[0].description }
    #expect(
      try Self.upgradeWords(store) == [
        "the upgrade to schema 13: contacts are guardians: 7 contacts are 5 guardians; "
          + "Maria Ruiz (guardian #\(ids[0])) also had name 'María Ruiz' in contact #3 (María Ruiz); "
          + "Maria Ruiz (guardian #\(ids[0])) also had email 'MARIA@example.org' in contact #3 (María Ruiz); "
          + "Maria Ruiz (guardian #\(ids[0])) also had phone '+1 555 0199' in contact #3 (María Ruiz); "
          + "Juan Ruiz (guardian #\(ids[1])) also had name 'juan ruiz' in contact #4 (juan ruiz); "
          + "Juan Ruiz (guardian #\(ids[1])) also had phone '(1) 555-0103' in contact #4 (juan ruiz)"
      ])
    #expect(try store.scalar(#"SELECT count(*) FROM "guardians""#).integerValue == 5)
  }

  /// A league without contacts upgrades without an entry of its own.
  @Test func noContactsNoEntry() throws {
    let (store, location) = try Self.upgraded([])
    defer { Fixture.remove(location) }
    #expect(try Self.upgradeWords(store) == [])
    #expect(try store.scalar(#"SELECT count(*) FROM "guardians""#).integerValue == 0)
  }

  /// The contacts are gone, and so is every object of theirs.
  @Test func theContactsAreGone() throws {
    let (store, location) = try Self.upgraded([("Ana Ruiz", "Maria Ruiz", "mother", nil, nil)])
    defer { Fixture.remove(location) }
    let named =
      store.dialect.engine == .sqlite
      ? #"SELECT count(*) FROM sqlite_schema WHERE "name" LIKE '%contacts%'"#
      : #"SELECT count(*) FROM pg_class WHERE "relname" LIKE '%contacts%' AND "relnamespace" = current_schema()::regnamespace"#
    #expect(try store.scalar(SQL(named)).integerValue == 0)
  }
}
