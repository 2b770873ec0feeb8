import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `set|move|rm PLURAL where PRED …`: one save for every match (so one undo step and one
/// journal entry), the listing's words to say which, and every row it cannot be made to named
/// before anything is written. In-process on the fixture, as scripts run.
struct BulkEditTests {
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
  }

  private func failure(_ line: String) -> String {
    do {
      try session.run(line)
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func setChangesEveryMatchInOneUndoStep() throws {
    let before = try session.csv("players BOS")
    #expect(
      try session.run(#"set players BOS where 'position == "P"' position=RP"#)
        == "Updated 2 players: position to RP.\n")
    #expect(try session.csv(#"players where 'position == "RP"'"#).split(separator: "\n").count == 3)
    // The settings may come first; one already so is counted, not changed.
    #expect(
      try session.run("set players BOS position=RP where age < 25")
        == "Updated 1 player: position to RP (2 already had it).\n")
    #expect(
      try session.run("set players BOS where age < 25 position=RP")
        == "Nothing changed: all 3 matching players already have those values.\n")
    _ = try session.run("undo")
    _ = try session.run("undo")
    #expect(try session.csv("players BOS") == before)
    // Another team's pitchers were not touched.
    #expect(try session.csv(#"players LAD where 'position == "P"'"#).split(separator: "\n").count == 3)
  }

  @Test func aConditionWithEqualsKeepsItsComparisonAndTheSettingsAfterIt() throws {
    // `position=P` compares (a condition needs it); `number=` is the setting, emptying it.
    #expect(
      try session.run("set players LAD where position='P' number=")
        == "Updated 2 players: number to none.\n")
    #expect(try session.csv("players LAD where number == nil").contains("Clayton Kershaw"))
    // Abe Lincoln (30) is not over 30; Tom O'Brien (31) is.
    #expect(
      try session.run(#"set players where age >= 30 AND position='C' position=DH"#)
        == "Updated 1 player: position to DH.\n")
  }

  @Test func everyRowTheChangeCannotBeMadeToIsNamedAndNothingChanges() throws {
    let before = try session.csv("players")
    // Three players of one team cannot all wear 50, and Betts wears it already.
    let clash = failure("set players BOS where age < 25 number=50")
    expectLines(
      clash,
      """
      3 of the 3 players cannot be changed; nothing was changed:
        number 50 is already taken on Boston Red Sox: Zoe Adams
        number 50 is already taken on Boston Red Sox (by Zoe Adams, changed too): Zoë Young, ábel Díaz
      """)
    // One reason for all: one sentence.
    #expect(
      failure("set players BOS where TRUEPREDICATE age=200")
        == "the change cannot be made to any of the 6 players: age must be a whole number from 0 to 120 (got '200'); nothing was changed"
    )
    // Moving Urías (7) and Muncy (13) to Boston: 13 is Zoe Adams's there.
    expectLines(
      failure("move players LAD where age < 30 AND position != 'CF' to BOS"),
      """
      1 of the 2 players cannot be moved; nothing was changed:
        number 13 is already taken on Boston Red Sox: Max Muncy
      """)
    #expect(try session.csv("players") == before)
  }

  @Test func moveAndRemoveSayWhatTheyDid() throws {
    #expect(
      try session.run("move players LAD where age < 30 AND position != 'CF' AND number != '13' to BOS")
        == "Moved 1 player to Boston Red Sox.\n")
    #expect(
      try session.run("move players where name BEGINSWITH 'Julio' OR name BEGINSWITH 'Clayton' to BOS")
        == "Moved 1 player to Boston Red Sox (1 already there).\n")
    #expect(
      try session.run("move players where name == 'Julio Urías' to BOS")
        == "Nothing changed: the one matching player is already on Boston Red Sox.\n")
    #expect(try session.run("rm players BOS where age < 22 -f") == "Deleted 2 players.\n")
    #expect(try session.run("rm players where age > 99") == "No players match; nothing changed.\n")
    #expect(try session.run("rm teams where name BEGINSWITH 'Yo'") == "Deleted 1 team and their 3 players.\n")
    _ = try session.run("undo")
    #expect(try session.csv("players YOM").split(separator: "\n").count == 4)
  }

  @Test func inATeamTheTeamsPlayersAreTheOnesChanged() throws {
    _ = try session.run("cd LAD")
    #expect(
      try session.run("set players where age > 30 position=SP") == "Updated 1 player: position to SP.\n")
    _ = try session.run("cd ..")
    #expect(try session.csv(#"players where position == "SP""#).contains("Clayton Kershaw"))
    #expect(!(try session.csv(#"players where position == "SP""#).contains("José Abreu")))
  }

  @Test func aBulkChangeNeedsItsConditionAndWhatToChange() {
    #expect(failure("rm players BOS").hasPrefix("say which players with 'where PRED' ('where TRUEPREDICATE'"))
    #expect(failure("set players BOS where age > 30").hasPrefix("nothing to change; give key=value"))
    #expect(failure("move players BOS where age > 30").hasPrefix("missing 'to …'"))
    #expect(failure("set players where agee > 30 position=C").contains("did you mean 'age'"))
    #expect(failure("set players where age > 30 team=LAD").hasPrefix("team= is not something 'set' changes"))
  }

  @Test func theLeaguesRulesAreCheckedForEveryRow() throws {
    _ = try session.run(
      "league set cutoff=2027-08-31",
      "add division U12 min_age=11 max_age=12 min_roster=0 max_roster=3",
      "add team Tigers division=U12")
    let refused = failure("move players BOS where age < 25 to Tigers")
    // Each of the three, too old and without a birthdate.
    #expect(
      refused.hasPrefix("the change breaks 6 rules; nothing was changed (--force makes the change anyway):"))
    #expect(refused.contains("Zoë Young"))
    #expect(refused.contains("ábel Díaz"))
    #expect(!(try session.csv("players Tigers").contains("Zo")))
    #expect(try session.run("move players BOS where age < 22 to Tigers --force").hasPrefix("Moved 2 players"))
  }

  @Test func theJournalHasOneEntryForTheBulkChange() throws {
    func headings() throws -> [Substring] {
      try session.run("log").split(separator: "\n").filter { $0.hasPrefix("@") }
    }
    let entries = try headings().count
    _ = try session.run("set players where TRUEPREDICATE position=X")
    let log = try headings()
    #expect(log.count == entries + 1)
    #expect(log.first?.contains("set players where TRUEPREDICATE position=X") == true)
  }
}
