import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `households`: the guardians at one address and the children who live with them, derived from
/// the guardians' addresses each time (issue 42), on both engines.
struct HouseholdsCommandTests {
  /// Mookie Betts' parents live apart: his mother Mei Chen at 12 Elm Street, his father Lee Chen
  /// at 40 Oak Ave. Zoë Young's link to Mei Chen says she does not live with her. Max Muncy's
  /// father Sam Ruiz shares Mei Chen's flat, written his own way.
  static func session() throws -> Session {
    let session = try GuardianShowTests.session()
    for command in [
      #"set guardian "Mei Chen" address="12 Elm Street, Apt. 4" city=Springfield postcode=02134"#,
      #"set guardian "Lee Chen" address="40 Oak Ave" city=Springfield postcode=02134"#,
      #"add guardian "Sam Ruiz" address="12 elm st #4" postcode="02134-1234""#,
      #"add guardianship father player="Max Muncy" guardian="Sam Ruiz""#,
    ] {
      try session.run(command)
    }
    session.format = .csv
    return session
  }

  @Test func aChildOfTwoHomesIsInBothAndAnAddressNeverMakesTwoAdultsOne() throws {
    let session = try Self.session()
    #expect(
      try session.run("households")
        == """
        address,guardians,players
        "12 Elm Street, Apt. 4, Springfield 02134","Mei Chen, Sam Ruiz","Max Muncy (Los Angeles Dodgers), Mookie Betts (Boston Red Sox)"
        "40 Oak Ave, Springfield 02134",Lee Chen,Mookie Betts (Boston Red Sox)

        """)
    // Two families at one address stay two families' adults: nobody was merged.
    #expect(try session.league.context.count(FetchRequest(entity: RosterModel.guardian)) == 3)
    // A team's households name its players without the team.
    #expect(
      try session.run(#"households "Boston Red Sox""#)
        == """
        address,guardians,players
        "12 Elm Street, Apt. 4, Springfield 02134",Mei Chen,Mookie Betts
        "40 Oak Ave, Springfield 02134",Lee Chen,Mookie Betts

        """)
  }

  @Test func theSameStreetInAnotherTownIsAnotherHouseholdAndARecordWithoutAPlaceJoinsItsStreets() throws {
    let session = try Self.session()
    try session.run(#"set guardian "Sam Ruiz" postcode=90210"#)
    #expect(
      try session.run("households").split(separator: "\n").map { $0.split(separator: ",").first ?? "" }
        == ["address", "\"12 elm st #4", "\"12 Elm Street", "\"40 Oak Ave"])
    // Without a postcode or a city, 12 Elm St is the one Elm St household the league has.
    try session.run(#"set guardian "Sam Ruiz" postcode="#)
    try session.run(#"set guardian "Lee Chen" postcode= city= address="12 ELM ST Unit 4""#)
    #expect(
      try session.run("households")
        == """
        address,guardians,players
        "12 Elm Street, Apt. 4, Springfield 02134","Lee Chen, Mei Chen, Sam Ruiz","Max Muncy (Los Angeles Dodgers), Mookie Betts (Boston Red Sox)"

        """)
  }

  @Test func derivedEachTimeAndTheAdultsWithoutAnAddressAreCounted() throws {
    let session = try Self.session()
    // Lee Chen moves in: one household, at once.
    try session.run(#"set guardian "Lee Chen" address="12 Elm St Apt 4" postcode=02134"#)
    #expect(try session.run("households").split(separator: "\n").count == 2)
    try session.run(#"set guardian "Sam Ruiz" address="#)
    session.format = .table
    let shown = try session.run("households")
    #expect(shown.contains("Lee Chen, Mei Chen"))
    #expect(!shown.contains("Max Muncy"))
    #expect(shown.hasSuffix("1 guardian with no address, in none.\n"))
    session.format = .table
    try session.run(#"set guardian "Lee Chen" address="40 Oak Ave""#)
    #expect(try session.run("households").contains("1 player in two households or more;"))
  }
}
