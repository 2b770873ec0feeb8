import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// The built binary's listings (`players`, `teams`, `find`): as a table aligned by display width
/// and as JSON and CSV, filtered, sorted and searched, with a caret under a predicate's typo; an
/// empty league says how to fill it.
@Suite(.serialized)
struct ListingCommandTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @Test func jsonPlayersOfATeamSortedByAge() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--format", "json", "players", "BOS"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    expectLines(
      result.stdout,
      """
      [
        {"name": "Zoe Adams", "age": 21, "leagueAge": 21, "birthdate": null, "position": "P", "number": "13", "team": "Boston Red Sox"},
        {"name": "Zoë Young", "age": 21, "leagueAge": 21, "birthdate": null, "position": "P", "number": "12", "team": "Boston Red Sox"},
        {"name": "ábel Díaz", "age": 24, "leagueAge": 24, "birthdate": null, "position": "CF", "number": "8", "team": "Boston Red Sox"},
        {"name": "Mookie Betts", "age": 27, "leagueAge": 27, "birthdate": null, "position": "RF", "number": "50", "team": "Boston Red Sox"},
        {"name": "Abe Lincoln", "age": 30, "leagueAge": 30, "birthdate": null, "position": "C", "number": "1", "team": "Boston Red Sox"},
        {"name": "José Abreu", "age": 33, "leagueAge": 33, "birthdate": null, "position": "1B", "number": null, "team": "Boston Red Sox"}
      ]

      """)
  }

  @Test func tablesAlignByDisplayWidth() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["players", "yomiuri giants"])
    expectLines(
      result.stdout,
      """
      name         age  position  number
      -----------  ---  --------  ------
      大谷翔平      26  P             17
      Tom O'Brien   28  C
      坂本勇人      31  SS             6

      """)
    let teams = try roster.run(["teams"])
    expectLines(
      teams.stdout,
      """
      name                 city         abbr  players
      -------------------  -----------  ----  -------
      Boston Red Sox       Boston       BOS         6
      Los Angeles Dodgers  Los Angeles  LAD         4
      Yomiuri Giants       Tōkyō        YOM         3

      """)
  }

  @Test func leagueWideSearchWithAPredicate() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["players", "where", #"name contains[cd] "jose" and age < 34"#])
    expectLines(
      result.stdout,
      """
      name        age  position  number  team
      ----------  ---  --------  ------  --------------
      José Abreu   33  1B                Boston Red Sox

      """)
    let find = try roster.run(["--format", "csv", "find", "o'b"])
    expectLines(
      find.stdout, "name,age,leagueAge,birthdate,position,number,team\nTom O'Brien,28,28,,C,,Yomiuri Giants\n"
    )
    let none = try roster.run(["find", "nobody"])
    expectLines(none.stdout, "No players match.\n")
    // No word starts with "oli": the search falls back to names containing it.
    let inside = try roster.run(["--format", "csv", "find", "INCOL"])
    expectLines(
      inside.stdout,
      "name,age,leagueAge,birthdate,position,number,team\nAbe Lincoln,30,30,,C,1,Boston Red Sox\n")
  }

  @Test func sortAndFilterClauses() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["--format", "csv", "players", "LAD", "sort", "number", "desc"])
    expectLines(
      result.stdout,
      """
      name,age,leagueAge,birthdate,position,number,team
      Cody Bellinger,24,24,,CF,35,Los Angeles Dodgers
      Clayton Kershaw,32,32,,P,22,Los Angeles Dodgers
      Max Muncy,29,29,,,13,Los Angeles Dodgers
      Julio Urías,23,23,,P,7,Los Angeles Dodgers

      """)
    let teams = try roster.run([
      "--format", "csv", "teams", "where", "players.@avg.age > 27", "sort", "name", "desc",
    ])
    expectLines(teams.stdout, "name,city,abbreviation,division,players\nYomiuri Giants,Tōkyō,YOM,,3\n")
  }

  @Test func aTypoInAPredicateShowsACaret() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["players", "where", #"name contains[cd] "jose" and agee < 30"#])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    expectLines(
      result.stderr,
      """
      roster: unknown key 'agee' on Player; did you mean 'age'?
        name contains[cd] "jose" and agee < 30
                                     ^~~~

      """)
  }

  @Test func anEmptyLeagueSaysHowToFillIt() throws {
    let session = Session(league: try League(path: ":memory:"), out: .capturing(), err: .capturing())
    let text = try session.run("teams")
    #expect(
      text.hasPrefix(
        "No teams.\nThe league has no teams yet: add one with 'add team NAME', or load CSV files"))
    // Filtered, or in CSV, it is only what it is.
    #expect(try session.run("teams where 'name == \"x\"'") == "No teams.\n")
    #expect(try session.run("teams --format csv") == "name,city,abbreviation,division,players\n")
  }
}
