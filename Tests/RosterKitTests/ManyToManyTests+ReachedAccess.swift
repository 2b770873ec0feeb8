import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// A guardian is read by the managers of the teams it reaches through its links (`players.team`,
/// `AccessRule.Readers.reached`), and by no manager while it reaches none (Roster's rule: a
/// guardian of nobody, or of free agents only, is the office's); its values are the office's, its links the player's team's: enforced by the server, for Roster and for any
/// other client (libpq, as `psql` is).
extension ManyToManyTests {
  /// The logins of a league office over this test's league: Boston's manager, Los Angeles'
  /// manager, a viewer and a login without access, dropped at the end of the test.
  final class Office {
    let roles: [String]
    let url: (String) -> String
    private let server: PostgreSQLStore

    init(_ test: ManyToManyTests) throws {
      let suffix = String(UUID().uuidString.prefix(8)).lowercased()
      roles = ["manager", "rival", "viewer", "stranger"].map { $0 + "_" + suffix }
      server = try PostgreSQLStore(url: Backend.postgresServer!)
      for role in roles { try server.executeScript("CREATE ROLE \"\(role)\" LOGIN") }
      for (role, kind, team) in [
        (roles[0], "manager", "BOS"), (roles[1], "manager", "LAD"), (roles[2], "viewer", ""),
      ] {
        try test.league.store.execute(
          #"INSERT INTO "roster_access" ("role", "kind", "team_id") VALUES ("# + "\(bind: .text(role)), "
            + "\(bind: .text(kind)), "
            + #"(SELECT "id" FROM "teams" WHERE "abbreviation" = "# + "\(bind: .text(team))))")
      }
      let location = test.location
      url = { role in location.replacingOccurrences(of: "://roster@", with: "://\(role)@") }
    }

    deinit { for role in roles { try? server.executeScript("DROP ROLE IF EXISTS \"\(role)\"") } }

    /// The guardians `role` reads through libpq, by name.
    func guardians(_ role: String) throws -> [String] {
      try PostgreSQLStore(url: url(role)).rows(#"SELECT "name" FROM "guardians" ORDER BY "name""#)
        .map { $0[0].description }
    }

    /// The league as `role` opens it with Roster.
    func league(_ role: String) throws -> League {
      try League(path: url(role), model: FamilyModel.model, migrations: FamilyModel.migrations)
    }
  }

  /// The guardians a Roster context reads, by name.
  func guardianNames(in context: Context) throws -> [String] {
    names(try context.fetch(FetchRequest(entity: FamilyModel.guardian))).sorted()
  }

  /// Boston's manager reads the guardians of Boston's players and not those of Los Angeles'
  /// only; a guardian of players of both is read by both managers; one linked to nobody by
  /// no manager; a viewer and a login without access read none. After Boston's manager
  /// unlinks their players from a guardian shared with Los Angeles, they read it no longer.
  @Test(.enabled(if: Backend.isPostgreSQL)) func aGuardianIsReadByTheManagersOfItsPlayersTeams() throws {
    let office = try Office(self)
    defer { Fixture.remove(location) }
    // Mei Chen: of Mookie Betts and Zoë Young (Boston) and of Max Muncy (Los Angeles); Ann Lee of
    // Mookie Betts; Bo Park of Max Muncy; Cy Hill of nobody.
    let max = try player("Max Muncy")
    max.addObject(try guardian("Mei Chen"), forKey: "guardians")
    max.addObject(try guardian("Bo Park"), forKey: "guardians")
    context.insert(FamilyModel.guardian).setValue(.text("Cy Hill"), forKey: "name")
    try context.save()

    #expect(try office.guardians(office.roles[0]) == ["Ann Lee", "Mei Chen"])
    #expect(try office.guardians(office.roles[1]) == ["Bo Park", "Mei Chen"])
    #expect(try office.guardians(office.roles[2]).isEmpty)
    #expect(try office.guardians(office.roles[3]).isEmpty)
    let manager = try office.league(office.roles[0])
    #expect(try guardianNames(in: manager.context) == ["Ann Lee", "Mei Chen"])
    #expect(try guardianNames(in: office.league(office.roles[1]).context) == ["Bo Park", "Mei Chen"])
    #expect(try guardianNames(in: office.league(office.roles[2]).context).isEmpty)

    // Boston's manager takes their players away from Mei Chen, who is Los Angeles' only now.
    let mei = try object(FamilyModel.guardian, "Mei Chen", in: manager.context)
    for name in ["Mookie Betts", "Zoë Young"] {
      try object(FamilyModel.player, name, in: manager.context).removeObject(mei, forKey: "guardians")
    }
    manager.context.stamp = JournalStamp(author: "manager", command: "unlink")
    let unlinked = try #require(try manager.context.save().journalEntry)
    manager.context.reset()
    #expect(try guardianNames(in: manager.context) == ["Ann Lee"])
    #expect(try office.guardians(office.roles[0]) == ["Ann Lee"])
    #expect(try office.guardians(office.roles[1]) == ["Bo Park", "Mei Chen"])
    // Nor does a link read through libpq say more than its two ends.
    #expect(
      try PostgreSQLStore(url: office.url(office.roles[0])).scalar(
        #"SELECT count(*) FROM "guardianships""#)
        == 1)
    // Their undo would link their players to a guardian they read no longer: refused, in a sentence.
    #expect {
      try JournalRevert(context: manager.context).revert(
        unlinked, stamp: JournalStamp(author: "manager", command: "revert \(unlinked)"))
    } throws: { error in
      "\(error)".contains(
        "you manage Boston Red Sox; a link is made between players and guardians you read only")
    }
    #expect(
      try storedLinks() == [
        ["Mookie Betts", "Ann Lee"], ["Max Muncy", "Mei Chen"], ["Max Muncy", "Bo Park"],
      ])
  }

  /// What a manager changes of a guardian is what the rules declare: the links of their own
  /// players to the guardians they read, not a guardian's values (the office's) and not a link
  /// to a guardian kept from them, which would let them read it — refused by Roster with its
  /// sentence and by the server for any client.
  @Test(.enabled(if: Backend.isPostgreSQL)) func aManagerLinksTheGuardiansTheyReadAndChangesNoValues() throws
  {
    let office = try Office(self)
    defer { Fixture.remove(location) }
    try player("Max Muncy").addObject(try guardian("Bo Park"), forKey: "guardians")
    try context.save()
    let manager = try office.league(office.roles[0])
    let ann = try object(FamilyModel.guardian, "Ann Lee", in: manager.context)
    try object(FamilyModel.player, "Abe Lincoln", in: manager.context).addObject(ann, forKey: "guardians")
    #expect(try manager.context.save().linked.count == 1)

    ann.setValue(.text("ann@example.com"), forKey: "email")
    #expect {
      try manager.context.save()
    } throws: { error in
      "\(error)".contains(
        "you manage Boston Red Sox; the league's guardians are the league office's to change (an admin's)")
    }
    manager.context.rollback()

    let libpq = try PostgreSQLStore(url: office.url(office.roles[0]))
    #expect(throws: StoreError.self) {
      try libpq.execute(#"UPDATE "guardians" SET "email" = 'x@example.org' WHERE "name" = 'Ann Lee'"#)
    }
    let abe = try player("Abe Lincoln").objectID.rowID
    #expect {
      try libpq.execute(
        #"INSERT INTO "guardianships" ("player_id", "guardian_id") VALUES ("# + "\(bind: .integer(abe)), "
          + "\(bind: .integer(try self.guardian("Bo Park").objectID.rowID)))")
    } throws: { error in
      "\(error)".contains("a link is made between players and guardians you read only")
    }
    #expect(try office.guardians(office.roles[0]) == ["Ann Lee", "Mei Chen"])
    #expect(
      try storedLinks() == [
        ["Mookie Betts", "Mei Chen"], ["Zoë Young", "Mei Chen"], ["Mookie Betts", "Ann Lee"],
        ["Max Muncy", "Bo Park"], ["Abe Lincoln", "Ann Lee"],
      ])
    #expect(try guardian("Ann Lee").value(forKey: "email") == .text("ANN@example.org"))
  }
}

extension ManyToManyTests {
  /// A key path of the rule is its steps to the teams, through each kind of relationship: a
  /// many-to-many through its join table, a to-many through its inverse's column, a to-one
  /// through its own; and the policy reads through the function those steps make, pinned.
  @Test func theRulesKeyPathIsItsStepsToTheTeams() throws {
    typealias Step = AccessTable.Step
    let model = FamilyModel.model
    #expect(
      model.steps("players.team", from: FamilyModel.guardian) == [
        Step(table: "guardianships", match: "guardian_id", carry: "player_id"),
        Step(table: "players", match: "id", carry: "team_id"),
      ])
    #expect(
      model.steps("guardianships.player.team", from: FamilyModel.guardian) == [
        Step(table: "guardianships", match: "guardian_id", carry: "id"),
        Step(table: "guardianships", match: "id", carry: "player_id"),
        Step(table: "players", match: "id", carry: "team_id"),
      ])
    let statements = model.upgradeStatements(to: FamilyModel.version, dialect: PostgreSQLDialect())
    #expect(
      statements.contains(
        #"CREATE POLICY "guardians_read" ON "guardians" FOR SELECT USING (((SELECT "roster_access_kind"()) = 'admin' OR "roster_reaches_guardians"("guardians"."id")))"#
      ))
    // Roster's guardians reach no manager through nobody (`free: false`)…
    #expect(
      statements.contains {
        $0.contains(
          #"""
            teams := ARRAY(SELECT s2."team_id" FROM "guardianships" s1 JOIN "players" s2 ON s2."id" = s1."player_id" WHERE s1."guardian_id" = "row" AND s2."team_id" IS NOT NULL AND "roster_settled"(s2."id"));
            RETURN teams && "roster_managed_teams"();
          """#)
      })
    // …where a rule `free: true` gives a row that reaches no team to every manager.
    #expect(
      BareLinksModel.model.upgradeStatements(to: BareLinksModel.version, dialect: PostgreSQLDialect())
        .contains {
          $0.contains(
            #"""
              teams := ARRAY(SELECT s2."team_id" FROM "guardians_players" s1 JOIN "players" s2 ON s2."id" = s1."player_id" WHERE s1."guardian_id" = "row" AND s2."team_id" IS NOT NULL AND "roster_settled"(s2."id"));
              RETURN teams && "roster_managed_teams"() OR cardinality(teams) = 0;
            """#)
        })
  }
}
