import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Counts in sentences have thousands separators, as the import's summary does.
struct NumbersInSentencesTests {
  @Test func largeCountsAreGrouped() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    let context = session.context
    let team = context.insert(Team.self)
    team.name = "Big Team"
    for index in 0..<1_234 {
      let player = context.insert(Player.self)
      player.name = "Player \(index)"
      player.age = 20
      player.team = team
    }
    try context.save()
    try CommandTable.run(try CommandLineLexer.split(#"rm team "Big Team""#), in: session)
    try CommandTable.run(try CommandLineLexer.split("undo"), in: session)
    #expect(
      session.out.text
        == "Deleted team Big Team and its 1,234 players.\nUndid: delete team Big Team and its 1,234 players.\n"
    )
  }
}
