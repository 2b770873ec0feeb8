import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The journal's links over `FamilyModel` (its fixture league, `FamilyModel.league`): `log` says which
/// pair was linked or unlinked, and a revert, an undo or a redo of an entry that made or took
/// away links puts them back as they were, or is refused, naming the link, when a side was
/// deleted since or the pair linked again since. On both engines.
@Suite final class ManyToManyJournalTests: JournalReading {
  let location = Backend.isPostgreSQL ? Fixture.newDatabase() : Fixture.temporaryPath()
  let league: League
  var context: Context { league.context }
  var store: any Store { league.store }

  init() throws { league = try FamilyModel.league(path: location) }

  deinit { Fixture.remove(location) }

  private func object(_ entity: Entity, _ name: String) throws -> ManagedObject {
    try #require(
      try context.fetch(
        FetchRequest(entity: entity, predicate: .comparison(key: "name", .equal, .text(name)))
      )
      .first)
  }

  private func player(_ name: String) throws -> ManagedObject { try object(FamilyModel.player, name) }
  private func guardian(_ name: String) throws -> ManagedObject { try object(FamilyModel.guardian, name) }

  /// Every link, as the names of the player and the guardian, in the order of the links' ids.
  private func storedLinks() throws -> [[String]] {
    try store.rows(
      #"SELECT p."name", g."name" FROM "guardianships" l JOIN "players" p ON p."id" = l."player_id" "#
        + #"JOIN "guardians" g ON g."id" = l."guardian_id" ORDER BY l."id""#
    ).map { $0.map(\.description) }
  }

  /// The fixture's links.
  private let fixtureLinks = [
    ["Mookie Betts", "Mei Chen"], ["Zoë Young", "Mei Chen"], ["Mookie Betts", "Ann Lee"],
  ]

  private func stampedSave(_ command: String, _ change: () throws -> Void) throws -> Int64 {
    context.stamp = JournalStamp(author: "ana", command: command)
    try change()
    return try #require(try context.save().journalEntry)
  }

  @discardableResult
  private func revert(_ id: Int64) throws -> JournalRevert.Outcome {
    let outcome = try JournalRevert(context: context).revert(
      id, stamp: JournalStamp(author: "ana", command: "revert \(id)"))
    context.reset()
    return outcome
  }

  private func author() throws -> String {
    Backend.isPostgreSQL ? try store.scalar("SELECT session_user").description : "ana"
  }

  private func lines(_ id: Int64) throws -> [String] {
    try reader().lines(
      try #require(
        try entries {
          $0.since = .entry(id); $0.until = .entry(id)
        }.first))
  }

  // MARK: The log

  /// A link made or taken away is a line of its entry in words, each side by its name (a
  /// deleted side by the name its deletion left), and a count in the entry's summary; the log of
  /// one object (either side) has its links. On main the log showed nothing of them (an entry of
  /// links only said "no rows", an object's log left its links out).
  @Test func theLogSaysWhichPairWasLinkedOrUnlinked() throws {
    let linked = try stampedSave("link") {
      try player("Mookie Betts").addObject(guardian("Bo Park"), forKey: "guardians")
    }
    let unlinked = try stampedSave("unlink") {
      try guardian("Ann Lee").removeObject(player("Mookie Betts"), forKey: "players")
    }
    let zoe = try player("Zoë Young").objectID
    let deleted = try stampedSave("rm player") { try context.delete(player("Zoë Young")) }
    #expect(try lines(linked) == ["linked player Mookie Betts to guardian Bo Park"])
    #expect(try lines(unlinked) == ["unlinked player Mookie Betts from guardian Ann Lee"])
    #expect(try lines(deleted) == ["− Zoë Young", "unlinked player Zoë Young from guardian Mei Chen"])
    var counted = JournalReader.Filter()
    counted.since = .entry(deleted)
    counted.rowsPerEntry = 0
    let summary = try #require(try reader().entries(counted).first)
    #expect(!summary.isWhole)
    #expect(reader().summary(summary) == "deleted 1 player and took away 1 player–guardian link")
    let whole = try #require(try entries { $0.since = .entry(linked) }.last)
    #expect(whole.isWhole && reader().summary(whole) == "made 1 player–guardian link")
    // An object's log has its links made and taken away, from either side, its deletion's too.
    let scoped = { (object: ObjectID) in
      try self.entries {
        $0.object = object
        $0.since = .entry(linked)
      }.map { try self.reader().lines($0) }
    }
    #expect(
      try scoped(player("Mookie Betts").objectID) == [
        ["unlinked player Mookie Betts from guardian Ann Lee"],
        ["linked player Mookie Betts to guardian Bo Park"],
      ])
    #expect(try scoped(guardian("Bo Park").objectID) == [["linked player Mookie Betts to guardian Bo Park"]])
    #expect(
      try scoped(guardian("Mei Chen").objectID) == [["unlinked player Zoë Young from guardian Mei Chen"]])
    #expect(try scoped(zoe) == [["− Zoë Young", "unlinked player Zoë Young from guardian Mei Chen"]])
  }

  // MARK: Revert, undo, redo

  /// A revert of an entry that made a link takes it away; a revert of that revert (a redo)
  /// makes it again, as the same row; the change set of each lists the link. On main the
  /// revert said the entry "changed no rows".
  @Test func aRevertTakesAwayTheLinksItsEntryMade() throws {
    let linked = try stampedSave("link") {
      try player("Mookie Betts").addObject(guardian("Bo Park"), forKey: "guardians")
    }
    #expect(try storedLinks() == fixtureLinks + [["Mookie Betts", "Bo Park"]])
    let undo = try #require(try revert(linked).entry)
    #expect(try storedLinks() == fixtureLinks)
    #expect(try lines(undo) == ["unlinked player Mookie Betts from guardian Bo Park"])
    // The change set the listing after an undo marks from has the link taken away.
    let link = Link(
      table: "guardianships", first: try player("Mookie Betts").objectID,
      second: try guardian("Bo Park").objectID)
    let changes = try reader().changeSet(ofEntry: undo)
    #expect(changes.unlinked == [link] && changes.linked.isEmpty)
    let redo = try #require(try revert(undo).entry)
    #expect(try storedLinks() == fixtureLinks + [["Mookie Betts", "Bo Park"]])
    #expect(try reader().changeSet(ofEntry: redo).linked == [link])
  }

  /// A revert of an entry that took links away makes them again, with their ids (the order of
  /// the links is as before); its log line says so.
  @Test func aRevertMakesAgainTheLinksItsEntryTookAway() throws {
    let unlinked = try stampedSave("unlink") {
      try player("Mookie Betts").setObjects([], forKey: "guardians")
    }
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"]])
    let undo = try #require(try revert(unlinked).entry)
    #expect(try storedLinks() == fixtureLinks)
    #expect(
      try lines(undo) == [
        "linked player Mookie Betts to guardian Mei Chen", "linked player Mookie Betts to guardian Ann Lee",
      ])
  }

  /// A session's undo of a delete whose cascade took the player's links (the entry `roster undo`
  /// would take back) brings back the player and its links; its redo takes both away again, and
  /// the redo's revert brings both back. On main the player came back without its guardians.
  @Test func anUndoOfADeleteBringsBackTheLinksItTook() throws {
    let deleted = try stampedSave("rm player") { try context.delete(player("Mookie Betts")) }
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"]])
    #expect(try JournalRevert(context: context).newest(by: "ana") == deleted)
    let undo = try #require(
      try JournalRevert(context: context).undo(
        deleted, stamp: JournalStamp(author: "ana", command: "undo"), passing: [], since: nil
      ).entry)
    context.reset()
    #expect(try storedLinks() == fixtureLinks)
    let mookie = try player("Mookie Betts")
    #expect(
      try mookie.objects(forKey: "guardians").map { $0.value(forKey: "name").description } == [
        "Mei Chen", "Ann Lee",
      ])
    let redo = try #require(try revert(undo).entry)
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"]])
    try revert(redo)
    #expect(try storedLinks() == fixtureLinks)
  }

  /// An entry of links only is what `roster undo` takes back when it is the newest.
  @Test func rosterUndoTakesBackAnEntryOfLinksOnly() throws {
    let linked = try stampedSave("link") {
      try guardian("Bo Park").addObject(player("Zoë Young"), forKey: "players")
    }
    #expect(try JournalRevert(context: context).newest(by: "ana") == linked)
    try revert(linked)
    #expect(try storedLinks() == fixtureLinks)
  }

  // MARK: A link's values (through the guardianships)

  /// The guardianship of `player` and `guardian`, as the context has it.
  private func guardianship(_ player: String, _ guardian: String) throws -> ManagedObject {
    try #require(
      try context.fetch(
        FetchRequest(
          entity: FamilyModel.guardianship,
          predicate: try Predicate(
            format: "player.name == %@ AND guardian.name == %@",
            [.value(.text(player)), .value(.text(guardian))]))
      ).first)
  }

  /// The stored values of the link of `player` and `guardian`, by column; nil when unlinked.
  private func storedValues(_ player: String, _ guardian: String) throws -> [String: DatabaseValue]? {
    let columns = ["relationship", "may_pick_up", "no_contact_note"]
    return try store.rows(
      "SELECT " + SQL.joined(columns.map { #""s"."# + SQL.identifier($0) }, separator: ", ")
        + #" FROM "guardianships" s JOIN "players" p ON p."id" = s."player_id" JOIN "guardians" g ON "#
        + #"g."id" = s."guardian_id" WHERE p."name" = "# + SQL.value(.text(player)) + #" AND g."name" = "#
        + SQL.value(.text(guardian))
    ).first.map { Dictionary(uniqueKeysWithValues: zip(columns, $0)) }
  }

  private let facts: [String: DatabaseValue] = [
    "relationship": "mother", "may_pick_up": .integer(1), "no_contact_note": "court order, 2026",
  ]

  /// A link's values are a change of the link in the log ("the link of player … to guardian …:
  /// relationship none → mother"); the link taken away through the many-to-many takes them
  /// with it, and its revert brings the link back with them, as the same row; the revert of
  /// their change empties them again. On main the values were a guardianship beside the link:
  /// unlinking left it, and a link brought back had none.
  @Test func aLinksValuesComeBackWithItWhenItsUnlinkIsReverted() throws {
    let set = try stampedSave("set guardianship") {
      let link = try guardianship("Mookie Betts", "Mei Chen")
      for (key, value) in facts { link.setValue(value, forKey: key) }
    }
    #expect(
      try lines(set) == [
        "the link of player Mookie Betts to guardian Mei Chen: relationship none → mother, "
          + "may_pick_up none → yes, no_contact_note none → court order, 2026"
      ])
    // The player's log and the guardian's have it, as a change of their link.
    for object in [try player("Mookie Betts").objectID, try guardian("Mei Chen").objectID] {
      let scoped = try entries {
        $0.object = object
        $0.since = .entry(set)
      }
      #expect(try scoped.map { try reader().lines($0) } == [try lines(set)])
    }
    let unlinked = try stampedSave("unlink") {
      try player("Mookie Betts").removeObject(guardian("Mei Chen"), forKey: "guardians")
    }
    #expect(try storedValues("Mookie Betts", "Mei Chen") == nil)
    let said =
      "player Mookie Betts to guardian Mei Chen (relationship mother, may_pick_up yes, "
      + "no_contact_note court order, 2026)"
    #expect(try lines(unlinked) == ["unlinked " + said.replacingOccurrences(of: " to ", with: " from ")])
    let undo = try #require(try revert(unlinked).entry)
    #expect(try storedValues("Mookie Betts", "Mei Chen") == facts)
    #expect(try storedLinks() == fixtureLinks)
    #expect(try lines(undo) == ["linked " + said])
    #expect(try reader().changeSet(ofEntry: undo).linked.count == 1)
    try revert(set)
    #expect(
      try storedValues("Mookie Betts", "Mei Chen") == [
        "relationship": .null, "may_pick_up": .null, "no_contact_note": .null,
      ])
  }

  /// A player deleted takes its links and their values; a session's undo brings back both, and
  /// a guardianship added (a link with values) is taken away by the undo of its entry.
  @Test func anUndoOfADeleteBringsBackTheLinksWithTheirValues() throws {
    _ = try stampedSave("set guardianship") {
      let link = try guardianship("Mookie Betts", "Mei Chen")
      for (key, value) in facts { link.setValue(value, forKey: key) }
    }
    let deleted = try stampedSave("rm player") { try context.delete(player("Mookie Betts")) }
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"]])
    try JournalRevert(context: context).undo(
      deleted, stamp: JournalStamp(author: "ana", command: "undo"), passing: [], since: nil)
    context.reset()
    #expect(try storedLinks() == fixtureLinks)
    #expect(try storedValues("Mookie Betts", "Mei Chen") == facts)
    let added = try stampedSave("add guardianship") {
      let link = context.insert(FamilyModel.guardianship)
      link.setObject(try player("Zoë Young"), forKey: "player")
      link.setObject(try guardian("Bo Park"), forKey: "guardian")
      link.setValue("grandparent", forKey: "relationship")
    }
    #expect(try lines(added) == ["linked player Zoë Young to guardian Bo Park (relationship grandparent)"])
    let entry = try #require(try entries { $0.since = .entry(added) }.last)
    #expect(reader().summary(entry) == "made 1 player–guardian link")
    try revert(added)
    #expect(try storedLinks() == fixtureLinks)
  }

  /// Another session's change to the values of a link a step made stands in the way of the
  /// step's undo, named by the link, with what it changed.
  @Test func aSessionsUndoOfALinkWhoseValuesChangedSinceNamesTheLink() throws {
    let linked = try stampedSave("link") {
      try player("Mookie Betts").addObject(guardian("Bo Park"), forKey: "guardians")
    }
    let other = Context(store: store, model: FamilyModel.model)
    let link = try #require(
      try other.fetch(
        FetchRequest(
          entity: FamilyModel.guardianship,
          predicate: try Predicate(format: #"guardian.name == "Bo Park""#))
      ).first)
    link.setValue("father", forKey: "relationship")
    try other.save()
    #expect {
      try JournalRevert(context: self.context).undo(
        linked, stamp: JournalStamp(author: "ana", command: "undo"), passing: [], since: nil)
    } throws: { error in
      "\(error)".hasPrefix(
        "the link of player Mookie Betts to guardian Bo Park was changed by another session (relationship none → father)"
      )
    }
    #expect(try storedValues("Mookie Betts", "Bo Park")?["relationship"] == "father")
  }

  // MARK: Refusals

  /// A link an entry took away does not come back when one of its sides was deleted since: the
  /// revert is refused, naming the link and the deletion, and changes nothing. On main the
  /// revert said the entry "changed no rows".
  @Test func aLinkDoesNotComeBackWhenASideWasDeletedSince() throws {
    let unlinked = try stampedSave("unlink") {
      try guardian("Ann Lee").removeObject(player("Mookie Betts"), forKey: "players")
    }
    let deleted = try stampedSave("rm guardian") { try context.delete(guardian("Ann Lee")) }
    #expect(
      throws: JournalRevertError.linkCannotComeBack(
        unlinked, link: "player Mookie Betts to guardian Ann Lee",
        why: "guardian Ann Lee was deleted since (in @\(deleted))",
        then: "take @\(deleted) back first ('revert \(deleted)')")
    ) { try self.revert(unlinked) }
    #expect(try storedLinks() == fixtureLinks.dropLast())
  }

  /// A link an entry made that went since with its side (a player deleted, its links with it)
  /// stands in the way of the entry's revert as any later change does: the link is named, and
  /// the entry and command that took it away.
  @Test func aLinkTakenAwaySinceWithItsSideRefusesTheRevert() throws {
    let linked = try stampedSave("link") {
      try player("Zoë Young").addObject(guardian("Bo Park"), forKey: "guardians")
    }
    let deleted = try stampedSave("rm player") { try context.delete(player("Zoë Young")) }
    #expect(
      throws: JournalRevertError.changedSince(
        linked, name: "the link of player Zoë Young to guardian Bo Park", by: deleted, author: try author(),
        command: "rm player")
    ) { try self.revert(linked) }
    #expect(try storedLinks() == [["Mookie Betts", "Mei Chen"], ["Mookie Betts", "Ann Lee"]])
  }

  /// A session's undo of its own link, taken away since by another session, is refused in the
  /// session's words (what another session did), naming the link; on main it was "changed no
  /// rows".
  @Test func aSessionsUndoOfALinkTakenAwaySinceSaysWhatAnotherSessionDid() throws {
    let linked = try stampedSave("link") {
      try player("Mookie Betts").addObject(guardian("Bo Park"), forKey: "guardians")
    }
    let other = Context(store: store, model: FamilyModel.model)
    let bo = try #require(
      try other.fetch(
        FetchRequest(
          entity: FamilyModel.guardian, predicate: .comparison(key: "name", .equal, .text("Bo Park")))
      ).first)
    try bo.setObjects([], forKey: "players")
    try other.save()
    #expect(throws: UndoConflict.link("the link of player Mookie Betts to guardian Bo Park")) {
      try JournalRevert(context: self.context).undo(
        linked, stamp: JournalStamp(author: "ana", command: "undo"), passing: [], since: nil)
    }
    #expect(
      UndoConflict.link("the link of player Mookie Betts to guardian Bo Park").description
        == "the link of player Mookie Betts to guardian Bo Park was taken away by another session since; "
        + "nothing was changed")
  }

  /// The pair linked again since, by another entry: the revert of the entry that unlinked it is
  /// refused (it would make a link that stands), naming the entry that linked it again; the
  /// revert of the entry that first linked it is refused by the unlink between them (a later
  /// change to its link). Once the pair is unlinked again, the unlink's revert makes the link.
  @Test func aPairLinkedAgainSinceRefusesTheRevert() throws {
    let made = try stampedSave("link") {
      try player("Zoë Young").addObject(guardian("Bo Park"), forKey: "guardians")
    }
    let unlinked = try stampedSave("unlink") {
      try player("Zoë Young").removeObject(guardian("Bo Park"), forKey: "guardians")
    }
    let relinked = try stampedSave("link") {
      try guardian("Bo Park").addObject(player("Zoë Young"), forKey: "players")
    }
    #expect(
      throws: JournalRevertError.linkCannotComeBack(
        unlinked, link: "player Zoë Young to guardian Bo Park",
        why: "they were linked again since (in @\(relinked))",
        then: "take @\(relinked) back first ('revert \(relinked)')")
    ) { try self.revert(unlinked) }
    #expect(
      throws: JournalRevertError.changedSince(
        made, name: "the link of player Zoë Young to guardian Bo Park", by: unlinked, author: try author(),
        command: "unlink")
    ) { try self.revert(made) }
    #expect(try storedLinks() == fixtureLinks + [["Zoë Young", "Bo Park"]])
    try revert(relinked)
    try revert(unlinked)
    #expect(try storedLinks() == fixtureLinks + [["Zoë Young", "Bo Park"]])
  }

  /// A row an entry added that has links made since by another entry is not deleted by the
  /// entry's revert: a player's links would go with it unseen (on main they did), a guardian's
  /// `deny` would refuse with the database's words (on main it did). The revert is refused,
  /// naming the row and its links, and changes nothing.
  @Test func aRowWithLinksMadeSinceIsNotTakenBack() throws {
    let added = try stampedSave("add") {
      let kid = context.insert(FamilyModel.player)
      kid.setValue("Kai New", forKey: "name")
      kid.setValue(.integer(9), forKey: "age")
      let parent = context.insert(FamilyModel.guardian)
      parent.setValue("Pat New", forKey: "name")
    }
    _ = try stampedSave("link") {
      try player("Kai New").setObjects([guardian("Mei Chen"), guardian("Ann Lee")], forKey: "guardians")
    }
    #expect(
      throws: JournalRevertError.linkedSince(added, name: "Kai New", others: "2 guardians")
    ) { try self.revert(added) }
    try player("Kai New").setObjects([], forKey: "guardians")
    try guardian("Pat New").addObject(player("Zoë Young"), forKey: "players")
    try context.save()
    #expect(
      throws: JournalRevertError.linkedSince(added, name: "Pat New", others: "1 player")
    ) { try self.revert(added) }
    #expect(try storedLinks() == fixtureLinks + [["Zoë Young", "Pat New"]])
  }

  // MARK: A league office

  /// On PostgreSQL a manager takes back their own entry of links, whose rows the server lets
  /// them write (the link is their team's player's); another team's manager cannot take it back,
  /// and nothing changes. The server holds it: the revert writes as any change does.
  @Test(.enabled(if: Backend.isPostgreSQL)) func aManagerTakesBackTheirOwnLinksOnly() throws {
    let suffix = String(UUID().uuidString.prefix(8)).lowercased()
    let roles = ["manager", "rival"].map { $0 + "_" + suffix }
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    for role in roles { try server.executeScript("CREATE ROLE \"\(role)\" LOGIN") }
    defer { for role in roles { try? server.executeScript("DROP ROLE IF EXISTS \"\(role)\"") } }
    for (role, team) in zip(roles, ["BOS", "LAD"]) {
      try store.execute(
        #"INSERT INTO "roster_access" ("role", "kind", "team_id") SELECT "#
          + "\(bind: .text(role)), 'manager', "
          + #""id" FROM "teams" WHERE "abbreviation" = "# + "\(bind: .text(team))")
    }
    let url = { (role: String) in self.location.replacingOccurrences(of: "://roster@", with: "://\(role)@") }
    let manager = try League(
      path: url(roles[0]), model: FamilyModel.model, migrations: FamilyModel.migrations)
    let abe = try #require(
      try manager.context.fetch(
        FetchRequest(
          entity: FamilyModel.player, predicate: .comparison(key: "name", .equal, .text("Abe Lincoln")))
      ).first)
    // A guardian they read (Mookie Betts' mother): one of nobody is the office's to link.
    abe.addObject(try guardian("Ann Lee"), forKey: "guardians")
    manager.context.stamp = JournalStamp(author: "manager", command: "link")
    let linked = try #require(try manager.context.save().journalEntry)
    #expect(try storedLinks() == fixtureLinks + [["Abe Lincoln", "Ann Lee"]])
    let rival = try League(path: url(roles[1]), model: FamilyModel.model, migrations: FamilyModel.migrations)
    #expect(throws: JournalRevertError.noEntry(linked)) {
      try JournalRevert(context: rival.context).revert(
        linked, stamp: JournalStamp(author: "rival", command: "revert"))
    }
    #expect(try storedLinks() == fixtureLinks + [["Abe Lincoln", "Ann Lee"]])
    try JournalRevert(context: manager.context).revert(
      linked, stamp: JournalStamp(author: "manager", command: "revert \(linked)"))
    #expect(try storedLinks() == fixtureLinks)
  }
}
