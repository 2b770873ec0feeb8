import Foundation
import RosterFixtures
import RosterKit
import Testing

/// On SQLite the file is the unit of access.
@Suite(.enabled(if: !Backend.isPostgreSQL)) struct FileAccessTests {
  @Test func accessIsAPostgreSQLLeaguesAndSaysWhy() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let result = try roster.run(["access"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("a league file is read and changed by whoever may open it"))
  }
}
