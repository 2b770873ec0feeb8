import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A mailing list on a league office's server is what the login reads (`AccessLeague`: Mei Chen
/// and Gus Gone, who has no email, are Harbor Hawks' guardians, Dan Brooks Lakeside Lynx's by a
/// no-contact link, Fred Free the free agent's; Pat Kim and Lou Lee the teams' coaches): the
/// server leaves out the guardians a login may not read, so a manager's list of another team, or
/// of the league, has none of that team's families, and a viewer's has no one.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class MailAccessTests {
  typealias Role = AccessLeague.Role
  let league: AccessLeague

  init() throws { league = try AccessLeague() }

  /// `mail` as `role`: standard output and error, after it succeeded.
  func mail(_ role: Role, _ arguments: String...) throws -> (out: String, err: String) {
    let result = try league.roster(role, ["mail"] + arguments, input: nil)
    #expect(result.status == 0, "\(role) \(arguments): \(result.stderr)")
    return (result.stdout, result.stderr)
  }

  @Test func throughRosterAManagersListHoldsTheirOwnTeamsFamiliesOnly() throws {
    let own = try mail(.manager, "Harbor Hawks")
    #expect(own.out == "mei@example.org\n")
    #expect(own.err == "1 address; 1 left out: 1 no email address\n")
    #expect(
      try mail(.manager, "Harbor Hawks", "--format", "phones").out
        == "Gus Gone: +1 555 0199\nMei Chen: +1 555 0102\n")
    // Another team's list and the league's: none of their families, and every manager reads the staff.
    let theirs = try mail(.manager, "Lakeside Lynx", "--to", "all")
    #expect(theirs.out == "lou@example.org\n")
    #expect(theirs.err == "1 address\n")
    let all = try mail(.manager, "league", "--to", "all", "--format", "csv")
    #expect(
      all.out == """
        name,email,phone,children,roles
        Gus Gone,,'+1 555 0199,Ava Chen; Ben Ortiz,
        Lou Lee,lou@example.org,,,Coach
        Mei Chen,mei@example.org,'+1 555 0102,Ava Chen,
        Pat Kim,pat@example.org,,,Coach

        """)
    // Lakeside Lynx's manager reads Dan Brooks' link, and its no contact leaves him out.
    let rival = try mail(.rival, "Lakeside Lynx")
    #expect(rival.out == "" && rival.err == "0 addresses; 1 left out: 1 no contact\n")
    // A viewer reads no guardian and no staff.
    for team in ["Harbor Hawks", "Lakeside Lynx", "league"] {
      let viewed = try mail(.viewer, team, "--to", "all", "--format", "csv")
      #expect(viewed.out == "name,email,phone,children,roles\n" && viewed.err == "0 adults\n", "\(team)")
    }
    for role in Role.allCases where role != .stranger && role != .revoked {
      let output = try league.roster(role, "mail", "league", "--to", "all", "--format", "vcard")
      for secret in AccessLeague.secrets(of: role) {
        #expect(!output.stdout.contains(secret), "\(role) read \(secret):\n\(output.stdout)")
      }
    }
  }

  /// What the list reads, asked of the server directly: a manager's join of links, guardians,
  /// players and teams holds their own team's guardians' emails, never another team's or a free
  /// agent's, whichever team the query names.
  @Test func throughPsqlAManagerReadsNoOtherTeamsGuardiansEmails() throws {
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'mail: ' || t.name || ': ' || g.email
        FROM guardianships l JOIN guardians g ON g.id = l.guardian_id
        JOIN players p ON p.id = l.player_id LEFT JOIN teams t ON t.id = p.team_id
        WHERE g.email IS NOT NULL ORDER BY 1;
      SELECT 'mail: any: ' || email FROM guardians WHERE email IS NOT NULL ORDER BY 1;

      """
    let seen: [Role: [String]] = [
      .admin: [
        "Harbor Hawks: mei@example.org", "Lakeside Lynx: dan@example.org", "any: dan@example.org",
        "any: fred@example.org", "any: mei@example.org",
      ],
      .manager: ["Harbor Hawks: mei@example.org", "any: mei@example.org"],
      .rival: ["Lakeside Lynx: dan@example.org", "any: dan@example.org"],
    ]
    for role in [Role.admin, .manager, .rival, .viewer] {
      let output = try league.psql(role, script)
      let lines = output.split(separator: "\n").filter { $0.hasPrefix("mail: ") }.map {
        String($0.dropFirst(6))
      }
      #expect(lines == seen[role] ?? [], "\(role):\n\(output)")
    }
  }
}
