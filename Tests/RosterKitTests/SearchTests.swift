import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// The full-text index behind `find`: word-prefix search, and kept in step with every write.
struct SearchTests {
  let league: League
  init() throws { league = try Fixture.league() }

  private func search(_ text: String) throws -> [String] {
    var request = FetchRequest(entity: RosterModel.player, sortDescriptors: [SortDescriptor("name")])
    request.searchText = text
    return try league.context.fetchValues(request, keyPaths: ["name"]).map { $0[0].description }
  }

  private func indexIsConsistent() throws -> Bool {
    do {
      try league.store.execute(
        "INSERT INTO players_search(players_search, rank) VALUES ('integrity-check', 1)")
      return true
    } catch {
      return false
    }
  }

  @Test func wordsMatchTheStartOfWordsIgnoringCaseAndAccents() throws {
    #expect(try search("jose") == ["José Abreu"])
    #expect(try search("ABR") == ["José Abreu"])
    #expect(try search("abreu jos") == ["José Abreu"])
    #expect(try search("zo") == ["Zoe Adams", "Zoë Young"])
    #expect(try search("ose") == [], "a search finds words by their start")
    #expect(try search("Urias") == ["Julio Urías"])
    #expect(try search("'") == [])
  }

  @Test func queriesAreQuotedNotParsed() throws {
    let context = league.context
    #expect(context.searchRowIDs(RosterModel.player, "o'b AND x")?.bindings == [#""o" "b" "and" "x"*"#])
    #expect(context.searchRowIDs(RosterModel.player, #"José"*"#)?.bindings == [#""jose"*"#])
    #expect(context.searchRowIDs(RosterModel.player, "-- ") == nil)
  }

  @Test func theIndexFollowsInsertsUpdatesDeletesAndCascades() throws {
    let context = league.context
    let player = context.insert(Player.self)
    player.name = "Renée Zellweger"
    player.age = 30
    player.team = try league.team("LAD")
    try context.save()
    #expect(try search("renee") == ["Renée Zellweger"])
    player.name = "Renée Fleming"
    try context.save()
    #expect(try search("zellweger") == [])
    #expect(try search("fleming") == ["Renée Fleming"])
    try context.delete(try league.team("LAD"))
    try context.save()
    #expect(try search("fleming") == [])
    #expect(try indexIsConsistent())
  }

  @Test func importsIndexInBulkAndPutTheTriggerBack() throws {
    let folder = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
    let path = folder + "/p.csv"
    try "team,name,age\nBOS,Ünïque Person,20\nBOS,Another One,21\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    try Importer(store: league.store).run([path])
    #expect(try search("unique") == ["Ünïque Person"])
    #expect(try indexIsConsistent())
    let triggers = try league.store.rows(
      "SELECT name FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"
    ).map { $0[0].description }
    #expect(triggers == ["players_search_delete", "players_search_insert", "players_search_update"])
    // A failed import leaves the trigger too.
    try "team,name,age\nBOS,Bad,old\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ImportFailure.self) { try Importer(store: league.store).run([path]) }
    #expect(try league.store.rows("SELECT name FROM sqlite_schema WHERE type = 'trigger'").count == 3)
  }
}
