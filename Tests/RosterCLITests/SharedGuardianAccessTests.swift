import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A guardian shared by two teams' families on a league office's server (issue 42, schema 14):
/// Dan Ode is the father of the Eagles' Eli Ode, of the Hawks' Ava Chen, whose family said no
/// contact (a court order), and of the free agent Fiona Free; Mei Chen is Ava's mother. The
/// Eagles' manager (`manager`, and `colleague`) reads Dan, through Eli; the Hawks' (`rival`)
/// reads him through Ava. A guardianship is read by its player's team's managers only (and the
/// office's), so the Eagles' manager reads Dan's link to Eli and nothing of his links to another
/// team's child or a free agent: not that he is Ava's father, not that her family said no contact.
/// Under schema 13's rule (whoever reads both ends read the link) they read both.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class SharedGuardianAccessTests {
  typealias Role = AccessLeague.Role
  let league: AccessLeague

  init() throws {
    league = try AccessLeague { league in
      """
      league set name="Metro" cutoff=2026-08-31
      add team "Eagles" abbr=EAG
      add team "Harbor Hawks" abbr=HAW
      add player "Eli Ode" birthdate=2015-02-02 team=EAG number=4
      add player "Ava Chen" birthdate=2016-05-14 team=HAW number=1
      add player "Fiona Free" birthdate=2015-01-20
      add guardian "Dan Ode" phone="+1 555 0105" email=dan@example.org
      add guardianship father player="Eli Ode" guardian="Dan Ode" lives_with=yes
      add guardianship father player="Ava Chen" guardian="Dan Ode" no_contact=yes no_contact_note="Court order 2025-114"
      add guardianship father player="Fiona Free" guardian="Dan Ode" receives_text=no
      add guardian "Mei Chen" email=mei@example.org
      add guardianship mother player="Ava Chen" guardian="Mei Chen"
      access grant admin \(league.login(.admin))
      access grant manager \(league.login(.manager)) EAG
      access grant manager \(league.login(.colleague)) EAG
      access grant manager \(league.login(.rival)) HAW
      access grant viewer \(league.login(.viewer))
      """
    }
  }

  /// The links each login reads, as `player / guardian / relationship / no contact`.
  static let links: [Role: [String]] = [
    .admin: [
      "Ava Chen / Dan Ode / father / 1", "Ava Chen / Mei Chen / mother / -", "Eli Ode / Dan Ode / father / -",
      "Fiona Free / Dan Ode / father / -",
    ],
    .manager: ["Eli Ode / Dan Ode / father / -"],
    .colleague: ["Eli Ode / Dan Ode / father / -"],
    .rival: ["Ava Chen / Dan Ode / father / 1", "Ava Chen / Mei Chen / mother / -"],
  ]

  /// Through `psql`, raw SQL as each login: the table and its view, a filter on no contact, a
  /// count, a guardian's or a player's links by id, a copy — the Eagles' manager reads Dan's
  /// link to Eli and nothing else; the Hawks' manager Ava's links only; a viewer and a login
  /// without access none.
  @Test func throughPsqlALoginReadsTheLinksOfItsOwnTeamsPlayersOnly() throws {
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'link: ' || p.name || ' / ' || g.name || ' / ' || coalesce(l.relationship, '-') || ' / '
          || coalesce(l.no_contact::text, '-')
        FROM guardianships l JOIN players p ON p.id = l.player_id JOIN guardians g ON g.id = l.guardian_id
        ORDER BY 1;
      SELECT 'visible: ' || p.name || ' / ' || g.name || ' / ' || coalesce(l.relationship, '-') || ' / '
          || coalesce(l.no_contact::text, '-')
        FROM guardianships_visible l JOIN players p ON p.id = l.player_id JOIN guardians g ON g.id = l.guardian_id
        ORDER BY 1;
      SELECT 'no contact: ' || count(*) FROM guardianships WHERE no_contact = 1;
      SELECT 'no contact seen: ' || count(*) FROM guardianships_visible WHERE no_contact = 1;
      SELECT 'count: ' || count(*) FROM guardianships;
      SELECT 'of Dan: ' || count(*) FROM guardianships WHERE guardian_id = (SELECT min(id) FROM guardians);
      SELECT 'of Ava: ' || count(*) FROM guardianships_visible
        WHERE player_id = (SELECT id FROM players WHERE name = 'Ava Chen');
      COPY (SELECT 'copied: ' || relationship FROM guardianships ORDER BY 1) TO STDOUT;

      """
    for role in Role.allCases {
      let output = try league.psql(role, script)
      let seen = Self.links[role] ?? []
      func lines(_ prefix: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map {
          String($0.dropFirst(prefix.count))
        }
      }
      #expect(lines("link: ") == seen, "\(role):\n\(output)")
      #expect(lines("visible: ") == seen, "\(role):\n\(output)")
      let noContact = seen.filter { $0.hasSuffix(" / 1") }.count
      #expect(lines("no contact: ") == ["\(noContact)"], "\(role):\n\(output)")
      #expect(lines("no contact seen: ") == ["\(noContact)"], "\(role):\n\(output)")
      #expect(lines("count: ") == ["\(seen.count)"], "\(role):\n\(output)")
      let ofDan = seen.filter { $0.contains(" / Dan Ode / ") }.count
      #expect(lines("of Dan: ") == ["\(ofDan)"], "\(role):\n\(output)")
      #expect(
        lines("of Ava: ") == ["\(seen.filter { $0.hasPrefix("Ava Chen") }.count)"], "\(role):\n\(output)")
      #expect(lines("copied: ").count == seen.count, "\(role):\n\(output)")
    }
  }

  /// Through Roster, as the Eagles' manager: Dan Ode is Eli's father and nobody else's, Eli has
  /// no siblings, and the Eagles' mailing list has Dan once; the Hawks' manager's `show` has
  /// Dan's link to Ava and not to Eli.
  @Test func throughRosterTheEaglesManagerReadsNothingOfTheHawksChild() throws {
    func run(_ role: Role, _ arguments: String...) throws -> String {
      let result = try league.roster(role, arguments, input: nil)
      #expect(result.status == 0, "\(role) \(arguments): \(result.stderr)")
      return result.stdout
    }
    for role in [Role.manager, .colleague] {
      let shown = try run(role, "show", "guardian", "Dan Ode", "--private")
      #expect(GuardianShowTests.members("players", in: shown) == ["Eli Ode (father, lives with)"], "\(shown)")
      let siblings = try run(role, "--format", "csv", "siblings", "Eli Ode")
      #expect(!siblings.contains("Ava Chen") && !siblings.contains("Fiona Free"), "\(siblings)")
      #expect(try run(role, "mail", "EAG") == "dan@example.org\n")
      for output in [shown, siblings, try run(role, "--format", "csv", "guardianships")] {
        #expect(!output.contains("Ava Chen") && !output.lowercased().contains("no contact"), "\(output)")
      }
    }
    let theirs = try run(.rival, "show", "guardian", "Dan Ode")
    #expect(
      GuardianShowTests.members("players", in: theirs)
        == ["Ava Chen (father, NO CONTACT \(GuardianShowTests.withheld))"], "\(theirs)")
    let office = try run(.admin, "show", "guardian", "Dan Ode")
    #expect(GuardianShowTests.members("players", in: office).count == 3, "\(office)")
  }

  /// A league office of schema 13 (`v13.pg_dump.sql`, made by that release: Dan Ode is the
  /// stepfather of Harbor Hawks' Ben Ortiz and the father of Lakeside Lynx's Dana Brooks, whose
  /// link says no contact) leaks that link to the Hawks' manager until it is upgraded; once its
  /// owner opens it with this Roster, which upgrades it, the manager reads their own players'
  /// links only — through `psql`, the table and its view.
  @Test func anUpgradeFromSchema13TakesTheOtherTeamsLinksAway() throws {
    let roster = RosterProcess(database: Fixture.newDatabase())
    let location = roster.database
    let role = "hawks_" + league.login(.manager)
    defer {
      roster.cleanUp()
      try? PostgreSQLStore(url: Backend.postgresServer!).executeScript("DROP ROLE IF EXISTS \"\(role)\"")
    }
    let dump = SchemaUpgradeCLITests.fixtures.appendingPathComponent("v13.pg_dump.sql")
    try PostgreSQLStore(url: location).executeScript(String(contentsOf: dump, encoding: .utf8))
    try PostgreSQLStore(url: Backend.postgresServer!).executeScript("CREATE ROLE \"\(role)\" LOGIN")
    try PostgreSQLStore(url: location).execute(
      #"INSERT INTO "roster_access" ("role", "kind", "team_id") SELECT "#
        + "\(bind: .text(role)), 'manager', \"id\" FROM \"teams\" WHERE \"abbreviation\" = 'HAW'")
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'link: ' || p.name || ' / ' || g.name || ' / ' || coalesce(l.no_contact::text, '-')
        FROM guardianships l JOIN players p ON p.id = l.player_id JOIN guardians g ON g.id = l.guardian_id
        ORDER BY 1;
      SELECT 'visible: ' || count(*) FROM guardianships_visible WHERE no_contact = 1;

      """
    let url = location.replacingOccurrences(of: "://roster@", with: "://\(role)@")
    let own = ["Ben Ortiz / Dan Ode / -", "Ben Ortiz / Raúl Ortiz / -", "Leap Day / Nora Day / -"]
    let before = try AccessLeague.psql(url, script)
    #expect(
      before.contains("link: Dana Brooks / Dan Ode / 1\n") && before.contains("visible: 1\n"), "\(before)")

    let opened = try roster.run(["--quiet", "--format", "csv", "teams"])
    #expect(
      opened.status == 0 && opened.stderr.hasPrefix("roster: upgraded the league at ")
        && opened.stderr.contains(" from schema 13 to \(RosterModel.schemaVersion) "), "\(opened.stderr)")
    let after = try AccessLeague.psql(url, script)
    let read = after.split(separator: "\n").filter { $0.hasPrefix("link: ") || $0.hasPrefix("visible: ") }
    #expect(read == own.map { "link: \($0)" } + ["visible: 0"], "\(after)")
  }
}
