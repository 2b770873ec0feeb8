import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// `check` finds what another program did behind Roster's back, where the database let it (a
/// league from before the database checked its values, or one whose checks an owner dropped): a
/// name whose folded copy no longer matches it (lookups, sorting, uniqueness and `find` go by
/// the copy), values the model refuses, and on SQLite a search index that no longer follows the
/// names. Since schema 9 the database itself refuses them (`StoredValueTests`).
struct CheckTests {
  let league: League
  init() throws { league = try Fixture.league() }

  private func id(ofPlayer name: String) throws -> Int64 { try league.player(name).objectID.rowID }

  /// Runs `sql` as another program could where the database does not check values.
  private func behindTheChecks(_ tables: String..., sql: SQL...) throws {
    try BehindTheChecks.write(league.store, tables: tables) {
      for statement in sql { try league.store.execute(statement) }
    }
  }

  /// What `check` says of the values, without the database's checks the writes took away.
  private func valueProblems() throws -> [String] {
    try league.check().filter { !$0.hasPrefix("the check ") }
  }

  @Test func aFreshLeagueHasNoProblems() throws {
    #expect(try league.check() == [])
  }

  @Test func aNameChangedByAnotherProgramIsAProblem() throws {
    let id = try id(ofPlayer: "Mookie Betts")
    try behindTheChecks("players", sql: "UPDATE players SET name = 'X' WHERE id = \(bind: .integer(id))")
    #expect(
      try valueProblems() == [
        "player #\(id) 'X': name_fold is 'mookie betts' but the name folds to 'x' (was it changed by another program?)"
      ])
  }

  @Test func teamsNamesAndAbbreviationsAreCheckedToo() throws {
    let id = try league.team("BOS").objectID.rowID
    try behindTheChecks(
      "teams", sql: "UPDATE teams SET name = 'Red Sox', abbreviation = 'RS' WHERE id = \(bind: .integer(id))")
    #expect(
      try valueProblems() == [
        "team #\(id) 'Red Sox': name_fold is 'boston red sox' but the name folds to 'red sox' (was it changed by another program?); "
          + "abbreviation_fold is 'bos' but the abbreviation folds to 'rs' (was it changed by another program?)"
      ])
  }

  @Test func aFoldedCopyChangedAloneIsAProblem() throws {
    let id = try id(ofPlayer: "José Abreu")
    try behindTheChecks(
      "players", sql: "UPDATE players SET name_fold = 'jose' WHERE id = \(bind: .integer(id))")
    #expect(
      try valueProblems().first?.hasPrefix("player #\(id) 'José Abreu': name_fold is 'jose' but") == true)
  }

  @Test func textTheModelRefusesIsAProblem() throws {
    let muncy = try id(ofPlayer: "Max Muncy")
    let bellinger = try id(ofPlayer: "Cody Bellinger")
    let kershaw = try id(ofPlayer: "Clayton Kershaw")
    let urias = try id(ofPlayer: "Julio Urías")
    try behindTheChecks(
      "players",
      sql: "UPDATE players SET position = \(bind: .text("\tP")) WHERE id = \(bind: .integer(muncy))",
      "UPDATE players SET position = ' CF' WHERE id = \(bind: .integer(bellinger))",
      "UPDATE players SET external_id = \(bind: .text("K\u{202E}22")) WHERE id = \(bind: .integer(kershaw))",
      "UPDATE players SET position = '' WHERE id = \(bind: .integer(urias))")
    #expect(
      try valueProblems() == [
        "player #\(kershaw) 'Clayton Kershaw': id must not contain invisible or direction-changing characters (found U+202E RIGHT-TO-LEFT OVERRIDE)",
        "player #\(bellinger) 'Cody Bellinger': position has spaces at its start or end",
        "player #\(urias) 'Julio Urías': position is empty text, where Roster stores no value",
        "player #\(muncy) 'Max Muncy': position must not contain line breaks, tabs or other control characters",
      ])
  }

  /// Every kind of value, not text alone: a day that is none, one out of the days a date may be,
  /// a birthdate that makes an age out of the age's range today, a jersey number that is not one.
  @Test func everyValueTheModelRefusesIsAProblem() throws {
    league.context.today = CalendarDate(iso: "2026-05-01")!
    let (betts, abreu, kershaw) = try (
      id(ofPlayer: "Mookie Betts"), id(ofPlayer: "José Abreu"), id(ofPlayer: "Clayton Kershaw")
    )
    try behindTheChecks(
      "players",
      sql: "UPDATE players SET birthdate = '2015-13-45', number = 'abc' WHERE id = \(bind: .integer(betts))",
      "UPDATE players SET birthdate = '0001-01-01' WHERE id = \(bind: .integer(abreu))",
      "UPDATE players SET birthdate = '2030-01-01' WHERE id = \(bind: .integer(kershaw))")
    #expect(
      try valueProblems() == [
        "player #\(betts) 'Mookie Betts': number must be 1 to 3 digits, such as 7 or 07 (got 'abc'); "
          + "birthdate must be a date written YYYY-MM-DD, such as 2015-03-02 (got '2015-13-45')",
        "player #\(abreu) 'José Abreu': birthdate must be a date from 1900-01-01 to 2199-12-31 (got '0001-01-01')",
        "player #\(kershaw) 'Clayton Kershaw': birthdate 2030-01-01 is after today (2026-05-01)",
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
    try behindTheChecks("players", sql: "UPDATE players SET name_fold = 'x'")
    let problems = try valueProblems()
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
