import Foundation
import RosterFixtures
import RosterKit
import Testing

/// The league's rules give a manager the admin's verdict for the same change, though the manager
/// may not read the birthdates it turns on (issue 40): the server answers the verdict only
/// (`roster_same_people`, `roster_birthdates_unknown`). On main a manager's check read every other
/// team's birthdate as empty, so it let through the same person on two teams that an admin's
/// refused, and listed every such player as having no birthdate.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class EligibilityVerdictTests {
  let office: AccessLeague

  /// Lakeside Lynx plays in U12 (league ages 11–12), with a player whose age alone is known.
  init() throws {
    office = try AccessLeague()
    let setup = try office.roster(
      .admin, "--quiet",
      input: """
        add division U12 min_age=11 max_age=12
        set team LYN division=U12
        add player "Gil Age" age=12 team=LYN number=4 --force
        """)
    #expect(setup.status == 0, "\(setup.stderr)")
  }

  /// The same person (Dana Brooks of Lakeside Lynx, born 2014-03-02) added to Harbor Hawks:
  /// refused alike for the admin and the manager; born a day later, made alike.
  @Test func aManagerAndAnAdminGetTheSameVerdictForTheSameChange() throws {
    let before = try office.snapshot()
    let same = #"add player "Dana Brooks" birthdate=2014-03-02 team=HAW number=9"#
    let admin = try office.roster(.admin, "--quiet", input: same)
    let manager = try office.roster(.manager, "--quiet", input: same)
    #expect(admin.status == 1)
    #expect(
      admin.stderr.contains("Dana Brooks (same name and birthdate) would be on 2 teams"), "\(admin.stderr)")
    #expect(manager.status == admin.status)
    #expect(manager.stderr == admin.stderr)
    #expect(try office.snapshot() == before, "nothing was changed")
    // The sentence the manager gets holds no birthdate it may not read.
    #expect(!manager.stderr.contains("2014-03-02"))
    let other = try office.roster(
      .manager, "--quiet", input: #"add player "Dana Brooks" birthdate=2014-03-03 team=HAW number=9"#)
    #expect(other.status == 0, "\(other.stderr)")
  }

  /// The league's problems listed by a manager are the admin's: Gil Age has no birthdate, and
  /// Dana Brooks (whose birthdate the manager may not read) has one.
  @Test func aManagerListsTheLeaguesProblemsAsAnAdminDoes() throws {
    let admin = try office.roster(.admin, "eligibility", "league")
    let manager = try office.roster(.manager, "eligibility", "league")
    #expect(admin.stdout.contains("Gil Age"), "\(admin.stdout)")
    #expect(!admin.stdout.contains("Dana Brooks"), "\(admin.stdout)")
    #expect(manager.stdout == admin.stdout)
    #expect(manager.status == admin.status)
  }

  /// What the functions reveal through psql: nothing of a birthdate the login may not read. Asked
  /// about a person by name and birthdate, they answer only for a player the login holds, so a
  /// guess costs a change of one's own player — the same question Roster's refusal of that change
  /// answers, and no more: whether it is the same person, not the birthdate.
  @Test func theVerdictFunctionsRevealNoBirthdate() throws {
    let asked = #"'[{"name": "Dana Brooks", "birthdate": "2014-03-02"}]'"#
    let script = """
      SELECT * FROM roster_same_people(NULL);
      SELECT 'asked=' || count(*) FROM roster_same_people(\(asked));
      SELECT 'unknown=' || p.name FROM players_visible p WHERE p.id IN (SELECT roster_birthdates_unknown(ARRAY(SELECT id FROM players)));

      """
    for role: AccessLeague.Role in [.manager, .rival, .viewer, .stranger, .revoked] {
      let output = try office.psql(role, script)
      for secret in AccessLeague.secrets(of: role) {
        #expect(!output.contains(secret), "\(role) read \(secret):\n\(output)")
      }
    }
    let manager = try office.psql(.manager, script)
    #expect(manager.contains("asked=0"), "a guess without a player of one's own:\n\(manager)")
    #expect(manager.contains("unknown=Gil Age"), "\(manager)")
    #expect(!manager.contains("unknown=Dana Brooks"), "\(manager)")
    // With a player of one's own of that name, inside a transaction: the verdict of the change,
    // a group named by the manager's own birthdate, no other.
    let guess = { (birthdate: String) in
      try self.office.psql(
        .manager,
        """
        BEGIN;
        INSERT INTO players (name, name_fold, age, birthdate, team_id)
          VALUES ('Dana Brooks', roster_fold('Dana Brooks'), 12, '\(birthdate)', \(AccessAttackTests.hawks));
        SELECT 'guess=' || count(*) FROM roster_same_people('[{"name": "Dana Brooks", "birthdate": "\(birthdate)"}]');
        ROLLBACK;

        """)
    }
    #expect(try guess("2014-03-03").contains("guess=0"))
    #expect(try guess("2014-03-02").contains("guess=1"))
  }
}
