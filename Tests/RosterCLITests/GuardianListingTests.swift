import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `guardians TEAM`: the guardians with a player on the team, each once however many, with
/// `where` and `sort` on every column the listing shows (issue 42, § Lists that families get).
/// The league of `MailCommandTests.session`; both engines.
struct GuardianListingTests {
  @Test func aTeamsGuardiansAreThoseWithAPlayerOnItEachOnce() throws {
    let session = try MailCommandTests.session()
    #expect(
      try session.csv("guardians BOS") == """
        name,phone,email,city,players
        Ann Lee,'+1 555 0102,ann@example.org,,1
        Bo Park,,bo@example.org,,1
        Lee Chen,'+1 555 0101,,,2
        Mei Chen,'+1 555 0100,mei@example.org,,2
        "Ray O'Neil, Jr.",'+1 555 0103,ray@example.org,,1

        """)
    #expect(
      try session.csv("guardians LAD")
        == "name,phone,email,city,players\nGil Grey,,gil@example.org,,1\nLee Chen,'+1 555 0101,,,2\n")
    #expect(throws: LookupError.self) { try session.run("guardians Nowhere") }
  }

  @Test(arguments: [
    ("guardians BOS where 'phone == nil'", ["Bo Park"]),
    ("guardians BOS where 'email == nil' sort name", ["Lee Chen"]),
    ("guardians BOS where 'players > 1' sort name desc", ["Mei Chen", "Lee Chen"]),
    (
      "guardians BOS where 'city == nil' sort email desc, name",
      ["Ray O'Neil, Jr.", "Mei Chen", "Bo Park", "Ann Lee", "Lee Chen"]
    ),
    // Bo Park, who has no phone, last: no value sorts after every value.
    (
      "guardians BOS sort players desc, phone",
      ["Mei Chen", "Lee Chen", "Ann Lee", "Ray O'Neil, Jr.", "Bo Park"]
    ),
    ("guardians LAD where 'name BEGINSWITH \"L\"'", ["Lee Chen"]),
  ])
  func whereAndSortTakeEveryColumnShown(line: String, names: [String]) throws {
    let session = try MailCommandTests.session()
    let rows = try session.csv(line).split(separator: "\n").dropFirst()
    #expect(rows.map { CSVReaderLine.firstField(String($0)) } == names, "\(line)")
  }
}

/// The first field of a CSV line as written by the listings (quoted when it holds a comma).
enum CSVReaderLine {
  static func firstField(_ line: String) -> String {
    guard line.hasPrefix("\"") else { return String(line.prefix { $0 != "," }) }
    return String(line.dropFirst().prefix { $0 != "\"" })
  }
}
