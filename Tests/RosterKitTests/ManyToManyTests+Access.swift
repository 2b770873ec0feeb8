import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Links in the journal, and under the access rules of a league office (PostgreSQL).
extension ManyToManyTests {
  // MARK: The journal

  /// Links are journaled as rows are: who linked which pair and when (an insert of the link's
  /// row, whose values are the row's), and what a link that was taken away linked (its image).
  /// A deleted player's links are journaled with it.
  @Test func linksAreJournaled() throws {
    let mookie = try player("Mookie Betts")
    let bo = try guardian("Bo Park")
    context.stamp = JournalStamp(author: "coach", command: "link")
    mookie.addObject(bo, forKey: "guardians")
    let linked = try #require(try context.save().journalEntry)
    try mookie.removeObject(guardian("Ann Lee"), forKey: "guardians")
    let unlinked = try #require(try context.save().journalEntry)
    let zoe = try player("Zoë Young")
    try context.delete(zoe)
    let deleted = try #require(try context.save().journalEntry)
    let ids = try [mookie.objectID.rowID, bo.objectID.rowID, guardian("Ann Lee").objectID.rowID]
    let rows = try league.store.rows(
      #"SELECT "r"."entry", "r"."change", "j"."author", "# + image("old") + ", " + image("new")
        + #" FROM "journal_rows" AS "r" JOIN "journal" AS "j" ON "j"."id" = "r"."entry" "#
        + #"WHERE "r"."entity" = 'guardianships' AND "r"."entry" >= "# + "\(bind: .integer(linked))"
        + #" ORDER BY "r"."id""#)
    let mei = try guardian("Mei Chen").objectID.rowID
    // The stamp's author on SQLite; on PostgreSQL, the server's session user.
    let coach = try league.store.scalar("SELECT " + league.store.dialect.journalAuthor("coach"))
    #expect(
      rows == [
        [.integer(linked), "insert", coach, .null, .null, .null, .null],
        [.integer(unlinked), "delete", coach, .integer(ids[0]), .integer(ids[2]), .null, .null],
        [.integer(deleted), "delete", coach, .integer(zoe.objectID.rowID), .integer(mei), .null, .null],
      ])
  }

  /// The league as it was has its links as they were (`JournalAsOf` shadows a join table as it
  /// shadows an entity's): a link taken away since is there, one made since is not, for the
  /// members read from either side and for predicates through them.
  @Test func theLeagueAsItWasHasItsLinksAsTheyWere() throws {
    let before = try #require(try league.store.scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    let (mookie, bo) = (try player("Mookie Betts"), try guardian("Bo Park"))
    try mookie.removeObject(guardian("Ann Lee"), forKey: "guardians")
    try bo.addObject(player("Zoë Young"), forKey: "players")
    try context.save()
    try JournalAsOf.enter(before, writer: context.writer, why: "shown as it was")
    context.reset()
    #expect(names(try player("Mookie Betts").objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee"])
    #expect(try guardian("Bo Park").objects(forKey: "players").isEmpty)
    let request = FetchRequest(
      entity: FamilyModel.player, predicate: try Predicate(format: "guardians.@count > 1"))
    #expect(names(try context.fetch(request)) == ["Mookie Betts"])
    try JournalAsOf.leave(writer: context.writer)
    context.reset()
    #expect(names(try player("Mookie Betts").objects(forKey: "guardians")) == ["Mei Chen"])
    #expect(names(try context.fetch(request)) == ["Zoë Young"])
  }

  /// The player's and the guardian's ids in the journal's image `name` (`old`, `new`) of `"r"`.
  private func image(_ name: String) -> SQL {
    let dialect = league.store.dialect
    let column = SQL(#""r"."# + SQL.quoted(name))
    return dialect.journalValue(column, key: "player_id", type: .integer) + ", "
      + dialect.journalValue(column, key: "guardian_id", type: .integer)
  }

  // MARK: Access

  /// A link is read by the office and its player's team's managers (schema 14; a viewer, who
  /// reads the players but not the guardians, reads none; a login without access none), and
  /// changed by those managers: enforced by the server, for Roster and any other client.
  @Test(.enabled(if: Backend.isPostgreSQL)) func aLinkIsReadByItsPlayersTeamsManagers() throws {
    let suffix = String(UUID().uuidString.prefix(8)).lowercased()
    let roles = ["manager", "rival", "viewer", "stranger"].map { $0 + "_" + suffix }
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    for role in roles { try server.executeScript("CREATE ROLE \"\(role)\" LOGIN") }
    defer {
      Fixture.remove(location)
      for role in roles { try? server.executeScript("DROP ROLE IF EXISTS \"\(role)\"") }
    }
    let team = { (abbreviation: String) in
      try self.league.store.scalar(
        #"SELECT "id" FROM "teams" WHERE "abbreviation" = "# + "\(bind: .text(abbreviation))")
    }
    for (role, kind, team) in [
      (roles[0], "manager", try team("BOS")), (roles[1], "manager", try team("LAD")),
      (roles[2], "viewer", .null),
    ] {
      try league.store.execute(
        #"INSERT INTO "roster_access" ("role", "kind", "team_id") VALUES ("#
          + "\(bind: .text(role)), \(bind: .text(kind)), \(bind: team))")
    }
    let url = { (role: String) in self.location.replacingOccurrences(of: "://roster@", with: "://\(role)@") }
    let count = #"SELECT count(*) FROM "guardianships""#
    #expect(try PostgreSQLStore(url: url(roles[0])).scalar(SQL(count)) == 3)
    #expect(try PostgreSQLStore(url: url(roles[2])).scalar(SQL(count)) == 0)
    #expect(try PostgreSQLStore(url: url(roles[3])).scalar(SQL(count)) == 0)
    #expect(try PostgreSQLStore(url: url(roles[2])).scalar(#"SELECT count(*) FROM "players""#) == 13)

    // The manager of Boston links one of its players to a guardian they read (Ann Lee, Mookie
    // Betts' mother); not one of Los Angeles'. (A guardian of nobody, Bo Park, is the office's.)
    let manager = try League(
      path: url(roles[0]), model: FamilyModel.model, migrations: FamilyModel.migrations)
    let ann = try object(FamilyModel.guardian, "Ann Lee", in: manager.context)
    try object(FamilyModel.player, "Abe Lincoln", in: manager.context).addObject(ann, forKey: "guardians")
    #expect(try manager.context.save().linked.count == 1)
    try object(FamilyModel.player, "Max Muncy", in: manager.context).addObject(ann, forKey: "guardians")
    #expect {
      try manager.context.save()
    } throws: { error in
      "\(error)".contains("you manage Boston Red Sox, not Los Angeles Dodgers")
    }
    manager.context.rollback()
    #expect(try guardian("Ann Lee").objects(forKey: "players").count == 2)
    // Nor does another team's manager take a link away, whatever client it uses.
    let rival = try PostgreSQLStore(url: url(roles[1]))
    #expect(try rival.execute(#"DELETE FROM "guardianships""#) == 0)
    #expect(throws: StoreError.self) {
      try rival.execute(
        #"INSERT INTO "guardianships" ("player_id", "guardian_id") VALUES ("#
          + "\(bind: .integer(try self.player("Mookie Betts").objectID.rowID)), "
          + "\(bind: .integer(ann.objectID.rowID)))")
    }
    #expect(try storedLinks().count == 4)
  }
}
