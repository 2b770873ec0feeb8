import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `siblings PLAYER`: the players who share a guardian with a player, derived from the
/// guardianships each time (issue 42), on both engines.
struct SiblingsCommandTests {
  @Test func siblingsAreThePlayersWhoShareAGuardianDerivedEachTime() throws {
    let session = try GuardianShowTests.session()
    // Mei Chen is Mookie Betts' and Zoë Young's mother; Lee Chen Mookie Betts' father only.
    try session.run(#"add guardianship father player="Max Muncy" guardian="Lee Chen""#)
    session.format = .csv
    #expect(
      try session.run(#"siblings "Mookie Betts""#)
        == "name,team,shared guardians\nMax Muncy,Los Angeles Dodgers,Lee Chen\nZoë Young,Boston Red Sox,Mei Chen\n"
    )
    #expect(
      try session.run(#"siblings "Zoë Young""#)
        == "name,team,shared guardians\nMookie Betts,Boston Red Sox,Mei Chen\n")
    // Never stored: a link taken away takes the sibling with it.
    try session.run(#"rm guardianship father player="Max Muncy""#)
    #expect(
      try session.run(#"siblings "Mookie Betts""#)
        == "name,team,shared guardians\nZoë Young,Boston Red Sox,Mei Chen\n")
    session.format = .table
    #expect(try session.run(#"siblings "Max Muncy""#).hasPrefix("No siblings."))
  }
}
