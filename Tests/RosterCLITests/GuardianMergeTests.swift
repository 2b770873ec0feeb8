import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// `duplicates guardians` and `merge guardian A B` (issue 42: the same adult recognised, safely),
/// both engines: the report's pairs and reasons on a seeded league, the look-alikes it leaves
/// alone, a merge's result, its one journal entry that `undo` and `revert` take back row for row,
/// and the merges refused in one sentence.
struct GuardianMergeTests {
  /// The fixture with these guardians (ids in this order):
  /// 1, 2: Greg Halvorsen twice (another email, a phone one digit off, one postcode); 1 is Mookie
  /// Betts' father, 2 his guardian by a court order's no contact and Zoë Young's father;
  /// 3, 4: Ana and Luis Ruiz, one household at one address; 5, 6: two John Smiths, strangers;
  /// 7, 8: Mei Chen added twice by hand, the second email in capitals.
  static func session() throws -> Session {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    for command in [
      #"add guardian "Greg Halvorsen" email=greg@example.com phone="(200) 555-0142" postcode=97404"#,
      #"add guardian "Greg Halvorsen" email=ghal@work.example.net phone="200-555-0143" address="878 Quail Run" city="Cedar Falls" postcode=97404"#,
      #"add guardian "Ana Ruiz" email=ana@example.org phone="555 030 1000" address="12 Elm St" postcode=97402"#,
      #"add guardian "Luis Ruiz" email=luis@example.org phone="555 030 1001" address="12 Elm St" postcode=97402"#,
      #"add guardian "John Smith" email=js@example.org phone="555 020 1111""#,
      #"add guardian "John Smith" email=john.smith@example.net phone="555 090 7777""#,
      #"add guardian "Mei Chen" email=mei@example.org"#,
      #"add guardian "Mei Chen" email=MEI@example.org phone="+1 555 0100""#,
      #"add guardianship father player="Mookie Betts" guardian=#1 lives_with=yes"#,
      #"add guardianship guardian player="Mookie Betts" guardian=#2 may_pick_up=no no_contact=yes no_contact_note="Court order 2025-114""#,
      #"add guardianship father player="Zoë Young" guardian=#2"#,
      #"add guardianship mother player="Max Muncy" guardian="Ana Ruiz""#,
      #"add guardianship father player="Max Muncy" guardian="Luis Ruiz""#,
    ] {
      try session.run(command)
    }
    return session
  }

  /// The guardians' and guardianships' rows, every column but the versions.
  static func rows(_ session: Session) throws -> [[DatabaseValue]] {
    let store = session.league.store
    return try store.rows(
      #"SELECT "id", "name", "email", "phone", "address", "city", "postcode" FROM "guardians" ORDER BY "id""#)
      + store.rows(
        #"SELECT "id", "player_id", "guardian_id", "relationship", "lives_with", "may_pick_up", "no_contact", "#
          + #""no_contact_note", "receives_email", "receives_text" FROM "guardianships" ORDER BY "id""#)
  }

  @Test func theReportProposesTheTruePairsAndNeitherTheHouseholdNorTheStrangers() throws {
    let session = try Self.session()
    #expect(
      try session.csv("duplicates guardians") == """
        id,name,other_id,other_name,reason
        #7,Mei Chen,#8,Mei Chen,same email
        #1,Greg Halvorsen,#2,Greg Halvorsen,"same name, same postcode, phone differs by one digit"

        """)
    // A team's: the guardians of its players (Mei Chen has none); Los Angeles' household, none.
    #expect(try session.csv("duplicates guardians BOS").components(separatedBy: "\n").count == 3)
    #expect(try session.run("duplicates guardians LAD") == "No likely duplicates.\n")
    #expect(try session.csv("duplicates guardians league").contains("#7,Mei Chen"))
    let table = try session.run("duplicates guardians")
    #expect(table.hasSuffix("'merge guardian #7 #8' keeps #7 and merges #8 into it (undo takes it back).\n"))
  }

  /// A team's report compares its guardians with the league's: a family's second record is most
  /// often under a sibling on another team, and a report of the team's guardians among
  /// themselves never showed it. Pairs with none of the team's guardians stay out.
  @Test func aTeamsReportFindsItsGuardiansSecondRecordUnderASiblingOnAnotherTeam() throws {
    let session = try Self.session()
    try session.run(#"add guardian "Dana Wu" email=dana@example.org phone="555 040 1000""#)
    try session.run(#"add guardian "Dana Wu" email=DANA@example.org"#)
    try session.run(#"add guardianship mother player="Max Muncy" guardian=#9"#)
    try session.run(#"add guardianship mother player="Zoë Young" guardian=#10"#)
    #expect(
      try session.csv("duplicates guardians LAD") == """
        id,name,other_id,other_name,reason
        #9,Dana Wu,#10,Dana Wu,same email

        """)
    let boston = try session.csv("duplicates guardians BOS")
    #expect(boston.contains("#9,Dana Wu,#10,Dana Wu,same email"))
    #expect(boston.contains("#1,Greg Halvorsen,#2,Greg Halvorsen"))
    // Mei Chen's two records are nobody's: the league's pair, no team's.
    #expect(!boston.contains("Mei Chen"))
  }

  @Test func aMergeMovesTheLinksFillsTheGapsNamesWhatWentAndKeepsTheNoContact() throws {
    let session = try Self.session()
    let said = try session.run("merge guardian #1 #2")
    #expect(
      said
        == "Merged #2 Greg Halvorsen into #1 Greg Halvorsen: 1 player's link moved (Zoë Young); "
        + "1 player's link joined to its own (Mookie Betts); address, city, may_pick_up (Mookie Betts) and "
        + "no_contact (Mookie Betts) filled; not kept: email ghal@work.example.net, phone 200-555-0143 and "
        + "relationship guardian (Mookie Betts).\n")
    let rows = try Self.rows(session)
    #expect(rows.filter { $0.count == 7 }.map { $0[0] } == (1...8).filter { $0 != 2 }.map { .integer($0) })
    #expect(
      rows.first.map { $0.map(\.description) }
        == [
          "1", "Greg Halvorsen", "greg@example.com", "(200) 555-0142", "878 Quail Run", "Cedar Falls",
          "97404",
        ])
    // Mookie Betts: one link, the father's, that lives with him, may not pick him up and is
    // not to be contacted, by the court order; Zoë Young's link is Greg's #1 now.
    let links = rows.filter { $0.count == 10 && $0[2] == .integer(1) }.map { $0.map(\.description) }
    #expect(links.count == 2)
    #expect(links.contains { $0[3...7] == ["father", "1", "0", "1", "Court order 2025-114"] })
    #expect(links.contains { $0[3] == "father" && $0[4...7].allSatisfy { $0 == "NULL" || $0 == "" } })
    #expect(!(try session.csv("duplicates guardians")).contains("Greg"))
  }

  @Test func undoAndRevertTakeTheMergeBackRowForRow() throws {
    let session = try Self.session()
    let before = try Self.rows(session)
    _ = try session.run("merge guardian #1 #2")
    #expect(try Self.rows(session) != before)
    _ = try session.run("undo")
    #expect(try Self.rows(session) == before)
    _ = try session.run("redo")
    let redone = try #require(session.context.writer.lastEntry)
    #expect(try Self.rows(session) != before)
    #expect(try session.run("log").contains("merge guardian #1 #2"))
    _ = try session.run("revert @\(redone)")
    #expect(try Self.rows(session) == before)
    // In a session of its own, as another registrar would: the entry reverted.
    let other = try Self.session()
    _ = try other.run("merge guardian #2 #1")
    let entry = try #require(other.context.writer.lastEntry)
    let merged = try Self.rows(other)
    #expect(merged.filter { $0.count == 7 }.map { $0[0] } == (2...8).map { .integer($0) })
    _ = try other.run("revert @\(entry)")
    #expect(try Self.rows(other) == before)
  }

  @Test func aMergeOfOneGuardianOrOfNoOneIsRefusedInOneSentenceAndChangesNothing() throws {
    let session = try Self.session()
    let before = try Self.rows(session)
    #expect(throws: GuardianMergeError.sameGuardian("Greg Halvorsen")) {
      try session.run("merge guardian #1 #1")
    }
    #expect(
      GuardianMergeError.sameGuardian("Greg Halvorsen").description
        == "'Greg Halvorsen' was named twice; merge guardian takes two different guardians, the one to keep "
        + "first (duplicates guardians lists likely pairs with their ids)")
    #expect(throws: LookupError.self) { try session.run(#"merge guardian #1 "Nobody Here""#) }
    do {
      try session.run(#"merge guardian "Greg Halvorsen" #3"#)
      Issue.record("an ambiguous name was merged")
    } catch let error as LookupError {
      #expect(error.description.hasPrefix("'Greg Halvorsen' matches 2 guardians: #1 Greg Halvorsen"))
    }
    do {
      try session.run("merge guardian #1")
      Issue.record("one guardian was taken for two")
    } catch let error as UsageError {
      #expect(error.message == "missing the guardian to merge into it")
    }
    #expect(try Self.rows(session) == before)
  }
}
