import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A player's medical note on a league office's server (schema 12): read, as the birthdate is,
/// by the office and the managers of the player's team (a free agent's by every manager), and
/// by nobody else — through `psql` as much as through Roster (`AccessLeague`: Ava Chen's alert is
/// Harbor Hawks', Dana Brooks' note Lakeside Lynx's, Fiona Free's a free agent's).
@Suite(.enabled(if: Backend.isPostgreSQL)) final class MedicalAccessTests {
  typealias Role = AccessLeague.Role
  let league: AccessLeague

  init() throws { league = try AccessLeague() }

  static let ava = "Bee stings, carries EpiPen"
  static let dana = "Asthma, inhaler in bag"
  static let fiona = "Lactose intolerant"

  /// Each login reads, through the view, the notes and alerts of the players it holds and empty
  /// values for the rest; the table's columns are nobody's but the owner's; a filter, a sort, a
  /// copy or the journal's images tell nothing more.
  @Test func throughPsqlEachLoginReadsTheNotesOfThePlayersItHolds() throws {
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'note: ' || name || ': ' || coalesce(medical, '-') || ': ' || coalesce(medical_alert::text, '-')
        FROM players_visible ORDER BY name;
      SELECT medical FROM players;
      SELECT medical_alert FROM players;
      SELECT name FROM players ORDER BY medical;
      COPY players (name, medical) TO STDOUT;
      SELECT 'filtered: ' || name FROM players_visible WHERE medical LIKE '%EpiPen%' OR medical_alert = 1;
      SELECT 'image: ' || coalesce(old::text, '') || coalesce(new::text, '') FROM journal_rows;

      """
    let seen: [Role: [String]] = [
      .admin: ["Ava Chen: \(Self.ava): 1", "Dana Brooks: \(Self.dana): -", "Fiona Free: \(Self.fiona): -"],
      .manager: ["Ava Chen: \(Self.ava): 1", "Dana Brooks: -: -", "Fiona Free: \(Self.fiona): -"],
      .rival: ["Ava Chen: -: -", "Dana Brooks: \(Self.dana): -", "Fiona Free: \(Self.fiona): -"],
      .viewer: ["Ava Chen: -: -", "Dana Brooks: -: -", "Fiona Free: -: -"],
    ]
    for role in Role.allCases {
      let output = try league.psql(role, script)
      for secret in AccessLeague.secrets(of: role) {
        #expect(!output.lowercased().contains(secret.lowercased()), "\(role) read \(secret):\n\(output)")
      }
      for line in seen[role] ?? [] {
        #expect(output.contains("note: " + line + "\n"), "\(role) does not read '\(line)':\n\(output)")
      }
      // The alert filtered on says nothing of a player whose note the login does not read.
      let filters = [.admin, .manager, .colleague].contains(role)
      #expect(output.contains("filtered: Ava Chen") == filters, "\(role):\n\(output)")
      if role != .admin {
        #expect(output.contains("permission denied for table players"), "\(role):\n\(output)")
      }
    }
  }

  /// The write privileges of a grant cover the new columns: a manager writes their own player's
  /// note through `psql`; another team's manager changes none, and a viewer none.
  @Test func throughPsqlAManagerWritesTheNotesOfTheirOwnPlayersOnly() throws {
    let set = "UPDATE players SET medical = 'Pollen', medical_alert = 0 WHERE name = 'Ben Ortiz';\n"
    #expect(try league.psql(.manager, set).contains("UPDATE 1"))
    let forged = "UPDATE players SET medical = 'Forged', medical_alert = 1 WHERE name = 'Ava Chen';\n"
    #expect(try league.psql(.rival, forged).contains("UPDATE 0"))
    #expect(try league.psql(.viewer, forged).contains("permission denied"))
    let rows = try league.store().rows(
      #"SELECT "name", "medical", "medical_alert" FROM "players" WHERE "name" IN ('Ava Chen', 'Ben Ortiz') ORDER BY "name""#
    )
    #expect(
      rows == [
        [.text("Ava Chen"), .text(Self.ava), .integer(1)],
        [.text("Ben Ortiz"), .text("Pollen"), .integer(0)],
      ])
  }

  /// Through Roster, the coach's copy and `show --private` hold the notes of the players the
  /// login holds, and nothing of the others'; a manager sets their own player's note only.
  @Test func throughRosterTheCoachsCopyHoldsTheNotesALoginReads() throws {
    for role in [Role.manager, .rival, .viewer] {
      let shown = try league.roster(role, "show", "player", "Ava Chen", "--private")
      let report = try league.roster(role, "report", "HAW", "--private")
      #expect(shown.status == 0 && report.status == 0, "\(role): \(shown.stderr)\(report.stderr)")
      let holds = role == .manager
      let note = MedicalNoteTests.field("medical", in: shown.stdout)
      #expect(note == (holds ? "ALERT: \(Self.ava)" : ""), "\(role):\n\(shown.stdout)")
      #expect(report.stdout.contains(Self.ava) == holds, "\(role):\n\(report.stdout)")
      #expect(report.stdout.contains(ReportRenderer.alertMark) == holds, "\(role):\n\(report.stdout)")
    }
    let set = try league.roster(.manager, "set", "player", "Ben Ortiz", "medical=Pollen")
    #expect(set.status == 0, "\(set.stderr)")
    let refused = try league.roster(.rival, "set", "player", "Ava Chen", "medical=Forged")
    #expect(refused.status == 1 && refused.stderr.contains("you manage Lakeside Lynx"), "\(refused.stderr)")
  }
}
