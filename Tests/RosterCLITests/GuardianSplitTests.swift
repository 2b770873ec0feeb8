import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `split guardian NAME player=P …` (issue 42), the reverse of a merge, both engines: a new
/// guardian with the guardian's values takes the links to the players named, with their facts,
/// and the settings given; one journal entry `undo` takes back row for row; a player not the
/// guardian's, or all of them, refused in one sentence.
struct GuardianSplitTests {
  @Test func aSplitUndoesAMergeAndUndoTakesItBack() throws {
    let session = try GuardianMergeTests.session()
    _ = try session.run("merge guardian #1 #2")
    let merged = try GuardianMergeTests.rows(session)
    let said = try session.run(
      #"split guardian #1 player="Zoë Young" email=ghal@work.example.net phone="200-555-0143""#)
    #expect(said == "Split #9 Greg Halvorsen off #1 Greg Halvorsen, with 1 player's link (Zoë Young).\n")
    let rows = try GuardianMergeTests.rows(session)
    #expect(
      rows.first { $0.count == 7 && $0[0] == .integer(9) }.map { $0.map(\.description) }
        == [
          "9", "Greg Halvorsen", "ghal@work.example.net", "200-555-0143", "878 Quail Run", "Cedar Falls",
          "97404",
        ])
    // Zoë Young's link is the new guardian's, its facts as they were; Mookie Betts' stays #1's.
    let zoe = try session.league.object(RosterModel.player, named: "Zoë Young").objectID.rowID
    #expect(
      rows.first { $0.count == 10 && $0[1] == .integer(zoe) }.map { [$0[2], $0[3]] } == [
        .integer(9), .text("father"),
      ])
    #expect(rows.filter { $0.count == 10 && $0[2] == .integer(1) }.count == 1)
    _ = try session.run("undo")
    #expect(try GuardianMergeTests.rows(session) == merged)
  }

  @Test func aPlayerNotTheGuardiansOrAllOfThemIsRefusedInOneSentence() throws {
    let session = try GuardianMergeTests.session()
    let before = try GuardianMergeTests.rows(session)
    #expect(
      throws: GuardianSplitError.notTheirs(
        "Max Muncy", guardian: "Greg Halvorsen", players: ["Mookie Betts", "Zoë Young"])
    ) { try session.run(#"split guardian #2 player="Max Muncy""#) }
    #expect(
      GuardianSplitError.notTheirs(
        "Max Muncy", guardian: "Greg Halvorsen", players: ["Mookie Betts", "Zoë Young"]
      )
      .description
        == "'Max Muncy' is not one of Greg Halvorsen's players (Mookie Betts and Zoë Young); name the players "
        + "whose links go to the new guardian")
    #expect(throws: GuardianSplitError.everyPlayer("Greg Halvorsen")) {
      try session.run(#"split guardian #1 player="Mookie Betts""#)
    }
    do {
      try session.run("split guardian #2 email=x@example.org")
      Issue.record("a split without players was made")
    } catch let error as UsageError {
      #expect(error.message == "say which players go to the new guardian: player=PLAYER, once a player")
    }
    #expect(try GuardianMergeTests.rows(session) == before)
  }
}
