import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `show PLAYER` lists each guardian with the facts of their link — relationship, lives with,
/// may pick up, NO CONTACT, receives email or texts — and `show guardian NAME` lists the
/// children with the same facts, one a line; a no-contact note only with `--private` (issue 42).
struct GuardianShowTests {
  static let order = "Court order 2025-114"
  static let withheld = ShowCommand.withheld

  /// The seeded league with Mei Chen, mother of Mookie Betts (living with him, picking him up,
  /// by email and not by text) and of Zoë Young (not living with her), and Lee Chen, Mookie
  /// Betts' father, whom a court order keeps from him.
  static func session() throws -> Session {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    for command in [
      #"add guardian "Mei Chen" phone="+1 555 0100" email=mei@example.org"#,
      #"add guardian "Lee Chen" phone="+1 555 0101""#,
      #"add guardianship mother player="Mookie Betts" guardian="Mei Chen" lives_with=yes may_pick_up=yes receives_email=yes receives_text=no"#,
      #"add guardianship father player="Mookie Betts" guardian="Lee Chen" may_pick_up=no no_contact=yes no_contact_note="Court order 2025-114""#,
      #"add guardianship mother player="Zoë Young" guardian="Mei Chen" lives_with=no"#,
    ] {
      try session.run(command)
    }
    return session
  }

  /// The lines of `key`'s field in `show`'s record: its own line, then those under it.
  static func members(_ key: String, in shown: String) -> [String] {
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return [] }
    let rest = lines[(first + 1)...].prefix {
      $0.hasPrefix(" ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    return ([lines[first].dropFirst(key.count)] + rest.map { Substring($0) }).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func showPlayerListsEachGuardianWithTheirLinksFacts() throws {
    let session = try Self.session()
    let shown = try session.run("show player \"Mookie Betts\"")
    #expect(
      Self.members("guardians", in: shown) == [
        "Lee Chen (father, may pick up: no, NO CONTACT \(Self.withheld))",
        "Mei Chen (mother, lives with, may pick up, receives email, receives text: no)",
      ], "\(shown)")
    #expect(!shown.contains(Self.order), "\(shown)")
    let revealed = try session.run("show player \"Mookie Betts\" --private")
    #expect(
      Self.members("guardians", in: revealed).first
        == "Lee Chen (father, may pick up: no, NO CONTACT: \(Self.order))",
      "\(revealed)")
    // The fields after it are still fields of their own.
    #expect(MedicalNoteTests.field("#id", in: shown) != nil)
  }

  @Test func showGuardianListsTheirChildrenWithTheSameFacts() throws {
    let session = try Self.session()
    let shown = try session.run("show guardian \"Mei Chen\"")
    #expect(
      Self.members("players", in: shown) == [
        "Zoë Young (mother, lives with: no)",
        "Mookie Betts (mother, lives with, may pick up, receives email, receives text: no)",
      ], "\(shown)")
    let lee = try session.run("show guardian \"Lee Chen\"")
    #expect(
      Self.members("players", in: lee) == [
        "Mookie Betts (father, may pick up: no, NO CONTACT \(Self.withheld))"
      ])
    #expect(!lee.contains(Self.order), "\(lee)")
    let revealed = try session.run("show guardian \"Lee Chen\" --private")
    #expect(
      Self.members("players", in: revealed) == [
        "Mookie Betts (father, may pick up: no, NO CONTACT: \(Self.order))"
      ])
  }
}
