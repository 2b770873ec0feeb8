import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `show`: every field of one record, what it belongs to and what belongs to it, and its last
/// changes.
struct ShowCommandTests {
  @Test func showHasEveryFieldOfOneRecordAndItsLastChanges() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("set player \"Mookie Betts\" birthdate=1992-10-07")
    let player = try session.run("show player \"Mookie Betts\"")
    let lines = player.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.hasPrefix("#id ") && $0.contains("#") })
    // The keys padded to the longest (`teammate_request` since schema 16).
    func field(_ key: String, _ value: String, in lines: [String]) -> Bool {
      lines.contains {
        $0.hasPrefix(key + " ") && $0.dropFirst(key.count).trimmingCharacters(in: .whitespaces) == value
      }
    }
    #expect(field("birthdate", "1992-10-07", in: lines) && field("team", "Boston Red Sox", in: lines))
    #expect(lines.contains { $0.hasPrefix("leagueAge  ") })
    #expect(player.contains("Last changes:\n") && player.contains("birthdate"))
    // A team lists what belongs to it; a row of the last listing is shown by its number.
    let team = try session.run("show team LAD")
    #expect(
      team.contains("\nplayers       ") && team.contains("Julio Urías") && team.contains("Clayton Kershaw"))
    try session.run("cd BOS", "ls")
    #expect(field("name", "Zoe Adams", in: try session.run("show 1").split(separator: "\n").map(String.init)))
    let json = try session.run("show BOS --format json")
    // A session without a terminal is a script's: its JSON is one line a listing.
    #expect(json.hasPrefix("[{\"#id\": ") && json.contains("\"name\": \"Boston Red Sox\""))
    #expect(throws: LookupError.notFound(.init(RosterModel.player), "Nobody", in: nil, suggestion: nil)) {
      try session.run("show player Nobody")
    }
  }
}
