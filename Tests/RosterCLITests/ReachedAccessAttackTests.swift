import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The rule "read by the managers of the teams it reaches" (`AccessRule.Readers.reached`: a
/// guardian, through its links to players, `FamilyOffice`) attacked through `psql` as a hostile
/// user would, on each kind of login: Boston's manager, Los Angeles' (each attack names its ids
/// from the login's side: its own player, the other team's guardian), a viewer, a login without
/// access and one whose access was revoked. Each reveals no guardian the login does not read
/// (`FamilyOffice.secrets`), changes nothing, and a refused change is refused in the sentence
/// Roster words. Table-driven, as `AccessAttackTests`: an attack a row, every login against it.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class ReachedAccessAttackTests {
  struct Attack: Sendable, CustomTestStringConvertible {
    let name: String
    let script: String
    /// What the attack shows an admin, who reads every guardian: the proof that it runs and reads
    /// what it aims at (nil for one that would change the league, which an admin may).
    let shown: String?
    /// Sentences that must be in the output of each login (a refusal's).
    let said: [FamilyOffice.Role: [String]]
    var testDescription: String { name }

    init(name: String, shown: String? = nil, said: [FamilyOffice.Role: [String]] = [:], script: String) {
      self.name = name
      self.shown = shown
      self.said = said
      self.script = script
    }
  }

  typealias Role = FamilyOffice.Role

  static let roles: [Role] = [.manager, .rival, .viewer, .stranger, .revoked]

  @Test(arguments: attacks)
  func anAttackThroughPsqlRevealsNothingAndChangesNothing(_ attack: Attack) throws {
    let office = try FamilyOffice()
    let before = try office.snapshot()
    let journal = try office.journal()
    if let shown = attack.shown {
      let output = try office.psql(.admin, attack.script)
      #expect(output.contains(shown), "the attack does not run:\n\(output)")
    }
    for role in Self.roles {
      let output = try office.psql(role, attack.script)
      let seen = output.lowercased()
      for secret in FamilyOffice.secrets(of: role) {
        #expect(!seen.contains(secret.lowercased()), "\(role) read \(secret):\n\(output)")
      }
      for sentence in attack.said[role] ?? [] {
        #expect(output.contains(sentence), "\(role) was not told '\(sentence)':\n\(output)")
      }
      #expect(try office.snapshot() == before, "\(role) changed the league")
      // Not even an empty entry: a statement that finds no row opens none (schema 12).
      let entries = try office.journal().filter { !journal.contains($0) }
      #expect(entries.isEmpty, "\(role) wrote in the journal: \(entries)")
    }
  }

  /// Through `psql`, each login reads the guardians its teams reach (a shared one, Sam Reyes, by
  /// both managers), not those of nobody or of free agents only (Bo Park, Fay Ortiz: the
  /// office's), and the links of its own team's players only (schema 14: not Sam Reyes' link to
  /// the other team's player, nor a free agent's, which schema 13 showed whoever read the
  /// guardian); a viewer, a login without access and a revoked one none.
  @Test func eachLoginReadsTheGuardiansItsTeamReaches() throws {
    let office = try FamilyOffice()
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'guardians: ' || coalesce(string_agg(name, ', ' ORDER BY name), '') FROM guardians;
      SELECT 'links: ' || count(*) FROM guardianships;
      COPY (SELECT 'copied: ' || count(*) FROM guardians) TO STDOUT;

      """
    for role in Role.allCases {
      let output = try office.psql(role, script)
      let reads = FamilyOffice.reads(role)
      let team = [Role.manager: "BOS", .rival: "LAD"][role]
      let links = FamilyOffice.guardians.flatMap(\.players).filter { player in
        role == .admin || (team != nil && Fixture.players.contains { $0.name == player && $0.team == team })
      }.count
      #expect(output.contains("guardians: " + reads.joined(separator: ", ") + "\n"), "\(role):\n\(output)")
      #expect(output.contains("links: \(links)\n"), "\(role):\n\(output)")
      #expect(output.contains("copied: \(reads.count)\n"), "\(role):\n\(output)")
    }
  }

  /// A link raced against an unlink: while Los Angeles' manager's unlink of Lola Diaz's last
  /// player is not committed, Boston's manager still does not read her and may not link her;
  /// once it commits she is nobody's, and so the office's: Boston's manager still may not link
  /// her (a guardian of nobody is no manager's to take), and Los Angeles' manager reads her no
  /// longer.
  @Test func anUnlinkNotYetCommittedFreesNoGuardian() throws {
    let office = try FamilyOffice()
    let before = try office.snapshot()
    let rival = try office.sql(.rival)
    let unlink =
      "DELETE FROM guardianships WHERE guardian_id = " + office.variables(.rival)["own_guardian"]!
    try rival.executeScript("BEGIN; " + unlink)
    let link = """
      INSERT INTO guardianships (player_id, guardian_id) VALUES (:own_player, :their_guardian);
      SELECT name, email FROM guardians WHERE id = :their_guardian;

      """
    let raced = try office.psql(.manager, link)
    try rival.executeScript("ROLLBACK")
    #expect(raced.contains(Self.linkRefused(Self.boston)), "\(raced)")
    #expect(!raced.lowercased().contains("lola"), "\(raced)")
    #expect(try office.snapshot() == before)

    try rival.executeScript(unlink)
    let unlinked = try office.snapshot()
    let linked = try office.psql(.manager, link)
    #expect(linked.contains(Self.linkRefused(Self.boston)), "\(linked)")
    #expect(!linked.contains("INSERT 0 1") && !linked.lowercased().contains("lola"), "\(linked)")
    #expect(try office.snapshot() == unlinked)
    #expect(try office.psql(.admin, link).contains("INSERT 0 1"))
    let lost = try office.psql(
      .rival, "SELECT 'read: ' || count(*) FROM guardians WHERE id = :own_guardian;\n")
    #expect(lost.contains("read: 0"), "\(lost)")
  }

  /// A guardianship is a link with its values: one to a guardian the login does not read is
  /// refused, through `psql`, in the sentence a link is (the through table has the check of a
  /// join table), and a guardianship of its own player is not turned into one; nothing changes.
  /// On main the join entity `guardianships` was no link to the server: Boston's manager added
  /// Lola Diaz as Mookie Betts' aunt ("INSERT 0 1").
  @Test func aGuardianshipToAGuardianOneDoesNotReadIsRefused() throws {
    let office = try FamilyOffice()
    let before = try office.snapshot()
    let output = try office.psql(
      .manager,
      """
      INSERT INTO guardianships (player_id, guardian_id, relationship, may_pick_up)
        VALUES (:own_player, :their_guardian, 'aunt', 1);
      UPDATE guardianships SET guardian_id = :their_guardian, relationship = 'aunt'
        WHERE player_id = :own_player;

      """)
    #expect(
      output.components(separatedBy: Self.linkRefused(Self.boston)).count == 3, "\(output)")
    #expect(!output.contains("INSERT 0 1") && !output.lowercased().contains("lola"), "\(output)")
    #expect(try office.snapshot() == before)
  }

  /// The attacks see what they aim at: were the guardians' read policy `USING (true)`, the first
  /// attack would show every login guardians it may not read, and a manager's link to a guardian
  /// kept from them would be made — what the checks above catch.
  @Test func aReadPolicyOpenToEveryLoginWouldBeCaught() throws {
    let office = try FamilyOffice()
    try office.league.store.executeScript(#"ALTER POLICY "guardians_read" ON "guardians" USING (true)"#)
    for role in Self.roles {
      let output = try office.psql(role, Self.attacks[0].script).lowercased()
      #expect(
        FamilyOffice.secrets(of: role).contains { output.contains($0.lowercased()) }, "\(role):\n\(output)")
    }
    let before = try office.snapshot()
    _ = try office.psql(.manager, Self.attacks[6].script)
    #expect(try office.snapshot() != before)
  }
}
