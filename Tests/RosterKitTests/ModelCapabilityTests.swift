import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// What a model does beyond storing its objects is declared with it (`Model.Capability`), never
/// asked of its identity: a model grown from Roster's (`FamilyModel`, with guardians) has the
/// league's rules by declaring them, one that does not (`CoachModel`) has none; and code that
/// names Roster's entities reads and makes the grown model's own objects.
@Suite struct ModelCapabilityTests {
  /// A U10 division for the Boston Red Sox, whose players are adults.
  private func moveBostonToU10(_ context: Context) throws {
    let u10 = context.insert(RosterModel.division)
    u10.setValue("U10", forKey: "name")
    u10.setValue(.integer(10), forKey: "max_age")
    let boston = try #require(
      try context.fetch(
        FetchRequest(entity: RosterModel.team, predicate: .comparison(key: "abbreviation", .equal, "BOS"))
      ).first)
    boston.setObject(u10, forKey: "division")
  }

  @Test func aGrownModelKeepsTheLeaguesRulesItDeclares() throws {
    #expect(FamilyModel.model.has(.eligibility) && FamilyModel.model.has(.seasons))
    let location = Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:"
    defer { Fixture.remove(location) }
    let league = try League(path: location, model: FamilyModel.model, migrations: FamilyModel.migrations)
    for row in Fixture.teams.prefix(1) {
      let team = league.context.insert(RosterModel.team)
      team.setValue(.text(row.name), forKey: "name")
      team.setValue(.text(row.abbreviation), forKey: "abbreviation")
      let player = league.context.insert(RosterModel.player)
      player.setValue("Mookie Betts", forKey: "name")
      player.setValue(.integer(27), forKey: "age")
      player.setObject(team, forKey: "team")
    }
    try league.context.save()
    try moveBostonToU10(league.context)
    #expect(throws: RuleError.self) { try league.context.save() }
  }

  @Test func aModelThatDeclaresNoRulesHasNone() throws {
    #expect(!CoachModel.model.has(.eligibility))
    let location = Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:"
    defer { Fixture.remove(location) }
    let league = try CoachModel.league(path: location)
    #expect(league.context.saveChecks.isEmpty)
    try moveBostonToU10(league.context)
    #expect(try league.context.save().updated.count == 1)
  }

  /// A fetch or an insert of `RosterModel.player` in a grown model's context makes objects of
  /// the grown model's Player, with its guardians: one object a row, whoever asked first.
  @Test func codeThatNamesRostersEntitiesGetsTheGrownModelsObjects() throws {
    let location = Backend.isPostgreSQL ? Fixture.newDatabase() : ":memory:"
    defer { Fixture.remove(location) }
    let league = try League(path: location, model: FamilyModel.model, migrations: FamilyModel.migrations)
    let inserted = league.context.insert(RosterModel.player)
    #expect(inserted.entity === FamilyModel.player)
    inserted.setValue("Ava Chen", forKey: "name")
    inserted.setValue(.integer(9), forKey: "age")
    try league.context.save()
    league.context.reset()
    let fetched = try #require(try league.context.fetch(FetchRequest(entity: RosterModel.player)).first)
    #expect(fetched.entity === FamilyModel.player)
    #expect(try fetched.objects(forKey: "guardians").isEmpty)
  }
}
