import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Guardians on a league office's server (schema 13, `RosterModel.access`), through `psql` as
/// much as through Roster (`AccessLeague`: Mei Chen and Gus Gone are Harbor Hawks' players'
/// guardians, Dan Brooks Lakeside Lynx's, Fred Free the free agent Fiona Free's). A manager reads
/// the guardians of their own team's players only (a free agent's are the office's); the office
/// keeps the guardians' own values, which a manager does not change; a guardianship's no-contact
/// note is read, as a medical note is, by the office and the player's team's managers only.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class GuardianAccessTests {
  typealias Role = AccessLeague.Role
  let league: AccessLeague

  init() throws { league = try AccessLeague() }

  static let mei = "Weekdays only, per the parenting plan"
  static let dan = "Court order 2025-114"

  /// Each login reads, through the view, the notes of the links it holds, and no link it does
  /// not hold (from schema 14 a link is read by its holders only: `SharedGuardianAccessTests`);
  /// the table's column is nobody's but the owner's; a filter, a sort, a copy or the journal's
  /// images tell nothing more.
  @Test func throughPsqlEachLoginReadsTheNoContactNotesOfTheLinksItHolds() throws {
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'note: ' || p.name || ' / ' || g.name || ': ' || coalesce(l.no_contact_note, '-')
        FROM guardianships_visible l JOIN players_visible p ON p.id = l.player_id
        JOIN guardians g ON g.id = l.guardian_id ORDER BY p.name, g.name;
      SELECT no_contact_note FROM guardianships;
      SELECT relationship FROM guardianships ORDER BY no_contact_note;
      COPY guardianships (relationship, no_contact_note) TO STDOUT;
      SELECT 'filtered: ' || relationship FROM guardianships_visible WHERE no_contact_note LIKE 'Court order%';
      SELECT 'image: ' || coalesce(old::text, '') || coalesce(new::text, '') FROM journal_rows;

      """
    let haw = ["Ava Chen / Gus Gone: -", "Ava Chen / Mei Chen: \(Self.mei)", "Ben Ortiz / Gus Gone: -"]
    let seen: [Role: [String]] = [
      .admin: haw + ["Dana Brooks / Dan Brooks: \(Self.dan)", "Fiona Free / Fred Free: -"],
      .manager: haw, .colleague: haw, .rival: ["Dana Brooks / Dan Brooks: \(Self.dan)"],
    ]
    for role in Role.allCases {
      let output = try league.psql(role, script)
      for secret in AccessLeague.secrets(of: role) {
        #expect(!output.lowercased().contains(secret.lowercased()), "\(role) read \(secret):\n\(output)")
      }
      let lines = output.split(separator: "\n").filter { $0.hasPrefix("note: ") }.map {
        String($0.dropFirst(6))
      }
      #expect(lines == seen[role] ?? [], "\(role):\n\(output)")
      #expect(output.contains("filtered: father") == [.admin, .rival].contains(role), "\(role):\n\(output)")
      if role != .admin {
        #expect(output.contains("permission denied for table guardianships"), "\(role):\n\(output)")
      }
    }
  }

  /// Through Roster, `show PLAYER --private` lists a player's guardians with the notes of the
  /// links the login holds, and nothing of a guardian it does not read: another team's, a free
  /// agent's (the office's), any for a viewer.
  @Test func throughRosterShowPrivateHoldsTheNotesALoginReads() throws {
    func guardians(_ role: Role, _ player: String, _ options: String...) throws -> String {
      let shown = try league.roster(role, ["show", "player", player] + options, input: nil)
      #expect(shown.status == 0, "\(role): \(shown.stderr)")
      return GuardianShowTests.members("guardians", in: shown.stdout).joined(separator: "\n")
    }
    #expect(
      try guardians(.manager, "Ava Chen", "--private")
        == "Gus Gone (grandfather)\nMei Chen (mother, no contact note: \(Self.mei))")
    #expect(
      try guardians(.manager, "Ava Chen")
        == "Gus Gone (grandfather)\nMei Chen (mother, no contact note \(GuardianShowTests.withheld))")
    #expect(
      try guardians(.rival, "Dana Brooks", "--private") == "Dan Brooks (father, NO CONTACT: \(Self.dan))")
    #expect(try guardians(.admin, "Fiona Free", "--private") == "Fred Free (father)")
    for (role, player) in [(Role.manager, "Dana Brooks"), (.manager, "Fiona Free"), (.rival, "Ava Chen")] {
      #expect(try guardians(role, player, "--private") == "", "\(role): \(player)")
    }
    for player in ["Ava Chen", "Dana Brooks", "Fiona Free"] {
      #expect(try guardians(.viewer, player, "--private") == "", "viewer: \(player)")
    }
    let listed = try league.roster(.manager, "guardians", "--format", "csv").stdout
    #expect(listed.contains("Mei Chen") && listed.contains("Gus Gone"), "\(listed)")
    #expect(!listed.contains("Fred Free") && !listed.contains("Dan Brooks"), "\(listed)")
  }

  /// Decided (issue 42): the office holds the guardians — one may be shared with another team's
  /// child — so a manager changes none of a guardian's own values, adds none and removes none,
  /// through Roster or `psql`, told in one sentence whose they are; they change the guardianships
  /// of their own players, and no other team's.
  @Test func aManagerChangesTheirPlayersGuardianshipsButNoGuardian() throws {
    let sentence =
      "you manage Harbor Hawks; the league's guardians are the league office's to change (an admin's)"
    for arguments in [
      ["set", "guardian", "Mei Chen", "phone=+1 555 0111"], ["add", "guardian", "Nat New"],
    ] {
      let refused = try league.roster(.manager, arguments, input: nil)
      #expect(refused.status == 1, "\(arguments): \(refused.stdout)")
      #expect(
        refused.stderr == "roster: \(sentence); nothing was changed\n", "\(arguments): \(refused.stderr)")
    }
    let psql = try league.psql(
      .manager,
      """
      UPDATE guardians SET phone = '+1 555 0111' WHERE name = 'Mei Chen';
      INSERT INTO guardians (name, name_fold) VALUES ('Nat New', 'nat new');
      DELETE FROM guardians WHERE name = 'Gus Gone';

      """)
    #expect(psql.components(separatedBy: sentence).count == 4, "\(psql)")
    let store = try league.store()
    #expect(
      try store.scalar(#"SELECT "phone" FROM "guardians" WHERE "name" = 'Mei Chen'"#) == .text("+1 555 0102"))
    #expect(try store.scalar(#"SELECT count(*) FROM "guardians""#) == .integer(4))

    let own = try league.roster(
      .manager, "set", "guardianship", "mother", "player=Ava Chen", "may_pick_up=no")
    #expect(own.status == 0, "\(own.stderr)")
    let theirs = try league.roster(
      .manager, "set", "guardianship", "father", "player=Dana Brooks", "may_pick_up=no")
    #expect(theirs.status != 0, "\(theirs.stdout)")
    #expect(
      try store.rows(
        #"SELECT p."name", l."may_pick_up" FROM "guardianships" l JOIN "players" p ON p."id" = l."player_id" WHERE l."relationship" IN ('mother', 'father') ORDER BY 1"#
      ) == [[.text("Ava Chen"), .integer(0)], [.text("Dana Brooks"), .null], [.text("Fiona Free"), .null]])
    let office = try league.roster(.admin, "set", "guardian", "Mei Chen", "phone=+1 555 0111")
    #expect(office.status == 0, "\(office.stderr)")
    #expect(
      try store.scalar(#"SELECT "phone" FROM "guardians" WHERE "name" = 'Mei Chen'"#) == .text("+1 555 0111"))
  }
}

/// Issue 42: an export's parents are guardians, which are the office's — so a manager's import
/// of one, which would add them, is refused in one sentence and changes nothing, through the
/// server's rules as through Roster's.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class GuardianImportAccessTests {
  let league: AccessLeague

  init() throws { league = try AccessLeague() }

  @Test func aManagersImportThatWouldAddGuardiansIsRefused() throws {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = folder.path + "/players.csv"
    try """
    player_first_name,player_last_name,birth_date,team,parent1_first_name,parent1_last_name,parent1_email
    Nia,New,03/14/2016,Harbor Hawks,Nat,New,nat.new@example.org

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let before = try league.snapshot()
    let refused = try league.roster(.manager, ["import", path], input: nil)
    #expect(refused.status == 1, "\(refused.stdout)")
    #expect(
      refused.stderr
        == "roster: \(path): its parent columns are guardians, and you manage Harbor Hawks; the league's "
        + "guardians are the league office's to change (an admin's); ask the league office to import it; "
        + "nothing was imported\n")
    #expect(try league.snapshot() == before)
    let office = try league.roster(.admin, ["import", path], input: nil)
    #expect(office.status == 0, "\(office.stderr)")
    #expect(office.stdout.contains("1 player, 1 guardian and 1 guardianship"), "\(office.stdout)")
  }
}
