import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A many-to-many declared through an entity (`FamilyModel`: a player's guardians through the
/// guardianships, whose table is the join table): one truth of which objects are linked — a
/// link made through the many-to-many is a guardianship with no values, a guardianship added is
/// a link, deleting either takes the other away — and of the link's values; the pair once; the
/// league as it was. On main the links were a table of their own (`guardians_players`) beside the
/// guardianships, and the two could disagree.
extension ManyToManyTests {
  /// Every guardianship, as the player's and the guardian's names and its relationship, as stored.
  func storedGuardianships() throws -> [[String]] {
    try league.store.rows(
      #"SELECT p."name", g."name", coalesce(s."relationship", '-') FROM "guardianships" s "#
        + #"JOIN "players" p ON p."id" = s."player_id" JOIN "guardians" g ON g."id" = s."guardian_id" "#
        + #"ORDER BY s."id""#
    ).map { $0.map(\.description) }
  }

  /// The guardianship of `player` and `guardian`, as this context has it.
  func guardianship(_ player: String, _ guardian: String) throws -> ManagedObject {
    try #require(
      try context.fetch(
        FetchRequest(
          entity: FamilyModel.guardianship,
          predicate: try Predicate(
            format: "player.name == %@ AND guardian.name == %@",
            [.value(.text(player)), .value(.text(guardian))]))
      ).first)
  }

  /// A link made through `guardians` (or `players`) is a guardianship, its values empty, which
  /// the guardianships of either side list; taking it away deletes it.
  @Test func aLinkMadeThroughTheManyToManyIsAGuardianship() throws {
    let (mookie, bo) = (try player("Mookie Betts"), try guardian("Bo Park"))
    mookie.addObject(bo, forKey: "guardians")
    let changes = try context.save()
    #expect(changes.linked.count == 1 && changes.inserted.isEmpty)
    #expect(
      try storedGuardianships() == [
        ["Mookie Betts", "Mei Chen", "-"], ["Zoë Young", "Mei Chen", "-"], ["Mookie Betts", "Ann Lee", "-"],
        ["Mookie Betts", "Bo Park", "-"],
      ])
    let link = try guardianship("Mookie Betts", "Bo Park")
    for key in FamilyModel.guardianship.attributes.map(\.name) { #expect(link.value(forKey: key) == .null) }
    #expect(try bo.objects(forKey: "guardianships").map(\.objectID) == [link.objectID])
    #expect(try mookie.objects(forKey: "guardianships").count == 3)
    mookie.removeObject(bo, forKey: "guardians")
    _ = try context.save()
    #expect(try storedGuardianships().count == 3)
    #expect(try bo.objects(forKey: "guardianships").isEmpty)
  }

  /// A guardianship added is a link: a member on both sides, found by `ANY guardians.name`, and
  /// listed by the change set as the row it is; deleting it takes the link away.
  @Test func aGuardianshipAddedIsALink() throws {
    let (zoe, ann) = (try player("Zoë Young"), try guardian("Ann Lee"))
    let stands = context.insert(FamilyModel.guardianship)
    stands.setObject(zoe, forKey: "player")
    stands.setObject(ann, forKey: "guardian")
    stands.setValue("aunt", forKey: "relationship")
    stands.setValue(.integer(1), forKey: "may_pick_up")
    let changes = try context.save()
    #expect(changes.inserted.map(\.objectID.entityName) == ["Guardianship"])
    #expect(names(try zoe.objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee"])
    #expect(names(try ann.objects(forKey: "players")).contains("Zoë Young"))
    let request = FetchRequest(
      entity: FamilyModel.player, predicate: try Predicate(format: #"ANY guardians.name == "Ann Lee""#))
    #expect(Set(names(try context.fetch(request))) == ["Mookie Betts", "Zoë Young"])
    let aunts = FetchRequest(
      entity: FamilyModel.guardian,
      predicate: try Predicate(format: #"ANY guardianships.relationship == "aunt" AND players.@count == 2"#))
    #expect(names(try context.fetch(aunts)) == ["Ann Lee"])
    try context.delete(guardianship("Zoë Young", "Ann Lee"))
    _ = try context.save()
    #expect(names(try zoe.objects(forKey: "guardians")) == ["Mei Chen"])
    #expect(try context.count(request) == 1)
  }

  /// Before the save, the context has its guardianships as links too: one added is a member of
  /// both sides, one being deleted no longer is; a rollback forgets both.
  @Test func aGuardianshipNotSavedYetIsALinkInTheContext() throws {
    let (zoe, ann, mookie, mei) = (
      try player("Zoë Young"), try guardian("Ann Lee"), try player("Mookie Betts"), try guardian("Mei Chen")
    )
    let stands = context.insert(FamilyModel.guardianship)
    stands.setObject(zoe, forKey: "player")
    stands.setObject(ann, forKey: "guardian")
    #expect(names(try zoe.objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee"])
    #expect(names(try ann.objects(forKey: "players")) == ["Mookie Betts", "Zoë Young"])
    try context.delete(guardianship("Mookie Betts", "Mei Chen"))
    #expect(names(try mookie.objects(forKey: "guardians")) == ["Ann Lee"])
    #expect(names(try mei.objects(forKey: "players")) == ["Zoë Young"])
    context.rollback()
    #expect(names(try zoe.objects(forKey: "guardians")) == ["Mei Chen"])
    #expect(names(try mookie.objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee"])
  }

  /// The pair is linked once, however it is asked: linking a linked pair through the
  /// many-to-many changes nothing (its values kept); a second guardianship of the pair is
  /// refused with the model's sentence, and by the database whoever writes it.
  @Test func thePairIsLinkedOnce() throws {
    let link = try guardianship("Mookie Betts", "Mei Chen")
    link.setValue("mother", forKey: "relationship")
    _ = try context.save()
    try player("Mookie Betts").addObject(guardian("Mei Chen"), forKey: "guardians")
    #expect(try context.save().linked.isEmpty)
    let again = context.insert(FamilyModel.guardianship)
    again.setObject(try player("Mookie Betts"), forKey: "player")
    again.setObject(try guardian("Mei Chen"), forKey: "guardian")
    #expect {
      try self.context.save()
    } throws: { error in
      (error as? ValidationError)?.message == "that guardian already stands to that player"
    }
    context.rollback()
    let (mookie, mei) = (try player("Mookie Betts").objectID.rowID, try guardian("Mei Chen").objectID.rowID)
    #expect(throws: StoreError.self) {
      try self.league.store.execute(
        #"INSERT INTO "guardianships" ("player_id", "guardian_id", "relationship") VALUES ("#
          + "\(bind: .integer(mookie)), \(bind: .integer(mei)), 'father')")
    }
    #expect(try storedGuardianships().first == ["Mookie Betts", "Mei Chen", "mother"])
    #expect(try storedGuardianships().count == 3)
  }

  /// The league as it was has its guardianships as its links: a link taken away since is there
  /// with the values it had then, a value changed since is as it was, and the guardians of each
  /// player are those its guardianships name.
  @Test func theLeagueAsItWasHasItsGuardianshipsAsItsLinks() throws {
    try guardianship("Mookie Betts", "Ann Lee").setValue("father", forKey: "relationship")
    _ = try context.save()
    let before = try #require(try league.store.scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    try guardianship("Mookie Betts", "Mei Chen").setValue("mother", forKey: "relationship")
    try player("Mookie Betts").removeObject(guardian("Ann Lee"), forKey: "guardians")
    _ = try context.save()
    try JournalAsOf.enter(before, writer: context.writer, why: "shown as it was")
    context.reset()
    #expect(names(try player("Mookie Betts").objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee"])
    #expect(
      try player("Mookie Betts").objects(forKey: "guardianships").map { $0.value(forKey: "relationship") }
        == [
          .null, "father",
        ])
    let agree = FetchRequest(
      entity: FamilyModel.player, predicate: try Predicate(format: "guardians.@count != guardianships.@count")
    )
    #expect(try context.count(agree) == 0)
    try JournalAsOf.leave(writer: context.writer)
    context.reset()
    #expect(names(try player("Mookie Betts").objects(forKey: "guardians")) == ["Mei Chen"])
    #expect(
      try player("Mookie Betts").objects(forKey: "guardianships").map { $0.value(forKey: "relationship") }
        == [
          "mother"
        ])
  }

  /// The join table is built from the entity it goes through: its table, its to-ones as the
  /// ends in the order of its unique pair, its other columns as the links' values; the access
  /// rule of that table has its columns and both ends, so a link made there is checked as one.
  @Test func theJoinTableIsTheEntitys() throws {
    let model = FamilyModel.model
    let guardians = try #require(FamilyModel.player.relationship("guardians"))
    let table = try #require(model.joinTable(of: guardians))
    #expect(table.name == "guardianships" && table.through == "Guardianship")
    #expect(table.first.entity == "Player" && table.first.relationship == "guardians")
    #expect(table.second.entity == "Guardian" && table.second.relationship == "players")
    #expect(table.second.deleteRule == .deny)
    #expect(model.joinTable(through: FamilyModel.guardianship)?.name == "guardianships")
    #expect(model.holdsLinks(try #require(FamilyModel.guardian.relationship("guardianships"))))
    #expect(!model.holdsLinks(try #require(RosterModel.team.relationship("players"))))
    let access = try #require(
      model.accessTables(PostgreSQLDialect(), version: FamilyModel.version).first {
        $0.rule.table == "guardianships"
      })
    #expect(access.columns == ["id", "version"] + FamilyModel.guardianship.columns)
    #expect(access.ends.map(\.column) == ["player_id", "guardian_id"])
    #expect(access.ends.map(\.table) == ["players", "guardians"])
  }

  /// A link is made between rows its writer reads only, on a join table whoever reads its rows:
  /// a through entity's table read by the holders of its player gets the check as one read by
  /// whoever reads both ends does (on main only `bothEnds` had it, and a join entity none).
  @Test func aThroughTablesInsertChecksTheLinksEnds() throws {
    let dialect = PostgreSQLDialect()
    let model = FamilyModel.model
    let tables = model.accessTables(dialect, version: FamilyModel.version).map { table in
      guard table.rule.table == "guardianships" else { return table }
      let rule = AccessRule(
        "guardianships",
        holder: .parent(column: "player_id", table: "players", unitColumn: "team_id", free: false),
        readers: .holders)
      return AccessTable(rule: rule, columns: table.columns, revealed: [:], ends: table.ends)
    }
    let insert = try #require(
      dialect.accessStatements(tables, names: model.accessNames).first {
        $0.hasPrefix(#"CREATE POLICY "guardianships_insert""#)
      })
    #expect(insert.contains(#""roster_link_refused"('players and guardians')"#), "\(insert)")
    #expect(
      insert.contains(
        #"EXISTS (SELECT 1 FROM "guardians" e WHERE e."id" = "guardianships"."guardian_id")"#), "\(insert)")
  }

  /// A link made without its values takes those of the through entity's attributes that have an
  /// initial value, as a row of it inserted does — one alone, or a batch, which binds them once
  /// (a model whose guardians receive email unless told otherwise; the same tables).
  @Test func aLinkMadeWithoutItsValuesTakesTheirInitialValues() throws {
    let guardianship = FamilyModel.guardianship
    let initial = Entity(
      name: guardianship.name, table: guardianship.table, type: ManagedObject.self,
      attributes: guardianship.attributes.map { attribute in
        attribute.name != "receives_email"
          ? attribute : Attribute("receives_email", .boolean, optional: true, initial: { .integer(1) })
      },
      relationships: guardianship.relationships, unique: guardianship.uniqueConstraints,
      indexes: guardianship.indexes, presentation: guardianship.presentation, since: guardianship.since)
    let model = Model(
      entities: FamilyModel.model.entities.map { $0 === guardianship ? initial : $0 },
      journalSince: FamilyModel.model.journalSince)
    let table = try #require(model.joinTable(through: initial))
    let writer = RowWriter(store: league.store, model: model)
    let batch = [
      Link(
        table: table.name, first: try player("Zoë Young").objectID, second: try guardian("Bo Park").objectID)
    ]
    let sql = writer.linking(table, batch[...]).rendered()
    #expect(
      sql.sql.hasPrefix(
        #"INSERT INTO "guardianships" ("player_id", "guardian_id", "receives_email") SELECT "#)
        && sql.bindings.first == .integer(1), "\(sql)")
    try writer.transaction {
      _ = try writer.link(
        table, first: try player("Abe Lincoln").objectID.rowID, second: try guardian("Bo Park").objectID.rowID
      )
      _ = try writer.link(table, batch)
    }
    #expect(
      try league.store.rows(#"SELECT "receives_email", "relationship" FROM "guardianships" ORDER BY "id""#)
        == [
          [.null, .null], [.null, .null], [.null, .null], [.integer(1), .null], [.integer(1), .null],
        ])
  }
}
