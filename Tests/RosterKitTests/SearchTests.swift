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

  /// SQLite's FTS5 check of the index against the table (PostgreSQL keeps its index itself).
  private func indexIsConsistent() throws -> Bool { try league.check().isEmpty }

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
    let (words, prefix): ([DatabaseValue], [DatabaseValue]) =
      Backend.isPostgreSQL
      ? (["'o' & 'b' & 'and' & 'x':*"], ["'jose':*"]) : ([#""o" "b" "and" "x"*"#], [#""jose"*"#])
    #expect(context.searchRowIDs(RosterModel.player, "o'b AND x")?.bindings == words)
    #expect(context.searchRowIDs(RosterModel.player, #"José"*"#)?.bindings == prefix)
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

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite's FTS5 triggers"))
  func importsIndexInBulkAndPutTheTriggerBack() throws {
    let scratch = TemporaryFolder()
    let folder = scratch.path
    let path = folder + "/p.csv"
    try "team,name,age\nBOS,Ünïque Person,20\nBOS,Another One,21\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    _ = try Importer(context: league.context).run([path])
    #expect(try search("unique") == ["Ünïque Person"])
    #expect(try indexIsConsistent())
    let triggers = try league.store.rows(
      "SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE '%search%' ORDER BY name"
    ).map { $0[0].description }
    #expect(triggers == ["players_search_delete", "players_search_insert", "players_search_update"])
    // A failed import leaves the trigger too.
    try "team,name,age\nBOS,Bad,old\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ImportFailure.self) { try Importer(context: league.context).run([path]) }
    #expect(
      try league.store.rows("SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE '%search%'")
        .count == 3)
  }
}
