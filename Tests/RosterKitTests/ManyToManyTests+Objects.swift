import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Members of a many-to-many put in, taken out and replaced from either side, as the context
/// has them before the save and the database after; the change set's links; the delete rules.
extension ManyToManyTests {
  /// A link made from one side is a member on both, before the save (from the context) and
  /// after (from the rows); the change set says which links were made.
  @Test func aLinkIsAMemberOnBothSides() throws {
    let mookie = try player("Mookie Betts")
    let bo = try guardian("Bo Park")
    #expect(names(try mookie.objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee"])
    mookie.addObject(bo, forKey: "guardians")
    #expect(context.hasChanges)
    #expect(names(try mookie.objects(forKey: "guardians")) == ["Mei Chen", "Ann Lee", "Bo Park"])
    #expect(names(try bo.objects(forKey: "players")) == ["Mookie Betts"])
    let changes = try context.save()
    #expect(changes.linked == [Link(table: "guardianships", first: mookie.objectID, second: bo.objectID)])
    #expect(changes.unlinked.isEmpty && changes.inserted.isEmpty && changes.updated.isEmpty)
    #expect(try storedLinks().last == ["Mookie Betts", "Bo Park"])
    // Another context reads the rows.
    let other = Context(store: league.store, model: FamilyModel.model)
    #expect(
      names(try object(FamilyModel.guardian, "Bo Park", in: other).objects(forKey: "players")) == [
        "Mookie Betts"
      ])
  }

  /// Taken out from the other side: the link goes, on both sides.
  @Test func aMemberTakenOutFromEitherSide() throws {
    let mookie = try player("Mookie Betts")
    let mei = try guardian("Mei Chen")
    mei.removeObject(mookie, forKey: "players")
    #expect(names(try mookie.objects(forKey: "guardians")) == ["Ann Lee"])
    #expect(names(try mei.objects(forKey: "players")) == ["Zoë Young"])
    let changes = try context.save()
    #expect(
      changes.unlinked == [Link(table: "guardianships", first: mookie.objectID, second: mei.objectID)])
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"], ["Mookie Betts", "Ann Lee"]])
  }

  /// Replacing the members takes out those left out and puts in the new, in one save; putting in
  /// a member there already, or taking out one that is not, changes nothing.
  @Test func membersReplacedInOneSave() throws {
    let mei = try guardian("Mei Chen")
    let (zoe, julio) = (try player("Zoë Young"), try player("Julio Urías"))
    try mei.setObjects([zoe, julio], forKey: "players")
    #expect(names(try mei.objects(forKey: "players")) == ["Zoë Young", "Julio Urías"])
    let changes = try context.save()
    #expect(changes.linked.map(\.first) == [julio.objectID])
    #expect(changes.unlinked.map(\.first) == [try player("Mookie Betts").objectID])
    mei.addObject(zoe, forKey: "players")
    try mei.removeObject(player("Abe Lincoln"), forKey: "players")
    let nothing = try context.save()
    #expect(nothing.isEmpty && nothing.journalEntry == nil)
    #expect(
      try storedLinks() == [
        ["Zoë Young", "Mei Chen"], ["Mookie Betts", "Ann Lee"], ["Julio Urías", "Mei Chen"],
      ])
  }

  /// New objects on both sides are linked under their new rows' ids; a rollback forgets links.
  @Test func newObjectsAreLinkedAndARollbackForgetsLinks() throws {
    let kid = context.insert(FamilyModel.player)
    kid.setValue("Kai New", forKey: "name")
    kid.setValue(.integer(9), forKey: "age")
    let parent = context.insert(FamilyModel.guardian)
    parent.setValue("Pat New", forKey: "name")
    parent.addObject(kid, forKey: "players")
    #expect(names(try kid.objects(forKey: "guardians")) == ["Pat New"])
    let changes = try context.save()
    #expect(
      changes.linked == [Link(table: "guardianships", first: kid.objectID, second: parent.objectID)])
    #expect(!kid.objectID.isTemporary)
    #expect(try storedLinks().last == ["Kai New", "Pat New"])
    try parent.addObject(player("Cody Bellinger"), forKey: "players")
    context.rollback()
    #expect(!context.hasChanges)
    #expect(names(try parent.objects(forKey: "players")) == ["Kai New"])
  }

  /// A deleted player's links go with it (the change set lists them); a guardian with players is
  /// not deleted (`deny`), and is once they are taken out.
  @Test func deleteRulesOfAManyToMany() throws {
    let mookie = try player("Mookie Betts")
    let (mei, ann) = (try guardian("Mei Chen"), try guardian("Ann Lee"))
    try context.delete(mookie)
    #expect(names(try mei.objects(forKey: "players")) == ["Zoë Young"])
    let changes = try context.save()
    #expect(Set(changes.unlinked.map(\.second)) == [mei.objectID, ann.objectID])
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"]])
    #expect {
      try self.context.delete(mei)
    } throws: { error in
      (error as? ValidationError)?.message
        == "Mei Chen still has 1 player (Zoë Young); take it out of its players first"
    }
    #expect(!context.hasChanges)
    try mei.setObjects([], forKey: "players")
    try context.delete(mei)
    try context.delete(ann)
    _ = try context.save()
    #expect(try storedLinks() == [])
  }

  /// A link to a guardian another session deleted meanwhile: one sentence, and nothing saved.
  @Test func aLinkToAnObjectDeletedMeanwhileIsRefused() throws {
    let bo = try guardian("Bo Park")
    try player("Mookie Betts").addObject(bo, forKey: "guardians")
    let other = try League(path: location, model: FamilyModel.model, migrations: FamilyModel.migrations)
    try other.context.delete(object(FamilyModel.guardian, "Bo Park", in: other.context))
    _ = try other.context.save()
    #expect {
      try self.context.save()
    } throws: { error in
      (error as? ValidationError)?.message == "Bo Park was deleted by another session; nothing was changed"
    }
    #expect(try storedLinks().count == 3)
  }

  /// A to-many whose inverse is a to-one answers from the context too: a player put in a team
  /// is its member at once (its team set), and no longer the other team's; taken out, it is in
  /// none (a free agent).
  @Test func aToManyOfAToOneAnswersFromTheContext() throws {
    let teams = try context.fetch(
      FetchRequest(entity: RosterModel.team, sortDescriptors: [SortDescriptor("name")]))
    let (boston, dodgers) = (teams[0], teams[1])
    let mookie = try player("Mookie Betts")
    dodgers.addObject(mookie, forKey: "players")
    #expect(mookie.object(forKey: "team") === dodgers)
    #expect(names(try dodgers.objects(forKey: "players")).last == "Mookie Betts")
    #expect(try !names(boston.objects(forKey: "players")).contains("Mookie Betts"))
    dodgers.removeObject(mookie, forKey: "players")
    #expect(mookie.targetID(forKey: "team") == nil)
    _ = try context.save()
    #expect(
      try context.count(
        FetchRequest(entity: FamilyModel.player, predicate: .comparison(key: "team", .equal, .null))) == 1)
  }

  /// A guardianship is an entity of its own (the link, with values): one a pair, refused with
  /// the model's sentence; it goes with its player; its key paths reach both sides. (Mookie Betts
  /// has the fixture's links to Mei Chen and Ann Lee, guardianships with no values.)
  @Test func aJoinEntityWithValues() throws {
    let (mookie, bo) = (try player("Mookie Betts"), try guardian("Bo Park"))
    let stands = context.insert(FamilyModel.guardianship)
    stands.setObject(mookie, forKey: "player")
    stands.setObject(bo, forKey: "guardian")
    stands.setValue("mother", forKey: "relationship")
    stands.setValue(.integer(1), forKey: "may_pick_up")
    _ = try context.save()
    #expect(
      try mookie.objects(forKey: "guardianships").map { $0.value(forKey: "relationship") } == [
        .null, .null, "mother",
      ])
    let again = context.insert(FamilyModel.guardianship)
    again.setObject(mookie, forKey: "player")
    again.setObject(bo, forKey: "guardian")
    #expect {
      try self.context.save()
    } throws: { error in
      (error as? ValidationError)?.message == "that guardian already stands to that player"
    }
    context.rollback()
    let request = FetchRequest(
      entity: FamilyModel.guardian,
      predicate: try Predicate(
        format: "ANY guardianships.player.team.abbreviation == 'BOS' AND guardianships.@count == 1"))
    #expect(names(try context.fetch(request)) == ["Ann Lee", "Bo Park"])
    try context.delete(mookie)
    _ = try context.save()
    // Zoë Young's link to Mei Chen is all that is left.
    #expect(try context.count(FetchRequest(entity: FamilyModel.guardianship)) == 1)
    #expect(try storedLinks() == [["Zoë Young", "Mei Chen"]])
  }
}
