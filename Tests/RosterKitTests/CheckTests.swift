import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// `check` finds what another program did behind Roster's back: a name whose folded copy no
/// longer matches it (lookups, sorting, uniqueness and `find` go by the copy), text the model
/// refuses, and on SQLite a search index that no longer follows the names.
struct CheckTests {
  let league: League
  init() throws { league = try Fixture.league() }

  private func id(ofPlayer name: String) throws -> Int64 { try league.player(name).objectID.rowID }

  @Test func aFreshLeagueHasNoProblems() throws {
    #expect(try league.check() == [])
  }

  @Test func aNameChangedByAnotherProgramIsAProblem() throws {
    let id = try id(ofPlayer: "Mookie Betts")
    try league.store.execute("UPDATE players SET name = 'X' WHERE id = \(bind: .integer(id))")
    #expect(
      try league.check() == [
        "player #\(id) 'X': name_fold is 'mookie betts' but the name folds to 'x' (was it changed by another program?)"
      ])
  }

  @Test func teamsNamesAndAbbreviationsAreCheckedToo() throws {
    let id = try league.team("BOS").objectID.rowID
    try league.store.execute(
      "UPDATE teams SET name = 'Red Sox', abbreviation = 'RS' WHERE id = \(bind: .integer(id))")
    #expect(
      try league.check() == [
        "team #\(id) 'Red Sox': name_fold is 'boston red sox' but the name folds to 'red sox' (was it changed by another program?); "
          + "abbreviation_fold is 'bos' but the abbreviation folds to 'rs' (was it changed by another program?)"
      ])
  }

  @Test func aFoldedCopyChangedAloneIsAProblem() throws {
    let id = try id(ofPlayer: "José Abreu")
    try league.store.execute("UPDATE players SET name_fold = 'jose' WHERE id = \(bind: .integer(id))")
    #expect(
      try league.check().first?.hasPrefix("player #\(id) 'José Abreu': name_fold is 'jose' but") == true)
  }

  @Test func textTheModelRefusesIsAProblem() throws {
    let muncy = try id(ofPlayer: "Max Muncy")
    try league.store.execute(
      "UPDATE players SET position = \(bind: .text("\tP")) WHERE id = \(bind: .integer(muncy))")
    let bellinger = try id(ofPlayer: "Cody Bellinger")
    try league.store.execute("UPDATE players SET position = ' CF' WHERE id = \(bind: .integer(bellinger))")
    let kershaw = try id(ofPlayer: "Clayton Kershaw")
    try league.store.execute(
      "UPDATE players SET external_id = \(bind: .text("K\u{202E}22")) WHERE id = \(bind: .integer(kershaw))")
    let urias = try id(ofPlayer: "Julio Urías")
    try league.store.execute("UPDATE players SET position = '' WHERE id = \(bind: .integer(urias))")
    #expect(
      try league.check() == [
        "player #\(kershaw) 'Clayton Kershaw': id must not contain invisible or direction-changing characters (found U+202E RIGHT-TO-LEFT OVERRIDE)",
        "player #\(bellinger) 'Cody Bellinger': position has spaces at its start or end",
        "player #\(urias) 'Julio Urías': position is empty text, where Roster stores no value",
        "player #\(muncy) 'Max Muncy': position must not contain line breaks, tabs or other control characters",
      ])
  }

  /// However many rows are wrong, `check` lists twenty and counts the rest.
  @Test func manyProblemsAreCountedNotListed() throws {
    let team = try league.team("YOM")
    for index in 0..<30 {
      let player = league.context.insert(Player.self)
      player.name = "Rookie \(index)"
      player.age = 18
      player.team = team
    }
    try league.context.save()
    try league.store.execute("UPDATE players SET name_fold = 'x'")
    let problems = try league.check()
    #expect(problems.count == League.checkListed + 1)
    #expect(
      problems.last
        == "… and \(Fixture.players.count + 30 - League.checkListed) more players with such problems")
  }

  @Test(.disabled(if: Backend.isPostgreSQL, "SQLite's FTS5 triggers"))
  func aMissingSearchTriggerIsAProblem() throws {
    try league.store.execute("DROP TRIGGER players_search_update")
    #expect(
      try league.check() == [
        "the search index of players is not kept up to date: its trigger 'players_search_update' is missing"
      ])
  }
}
