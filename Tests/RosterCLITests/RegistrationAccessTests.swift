import Foundation
import RosterFixtures
import RosterKit
import Testing

/// What a registration says of a child on a league office's server (schema 16): gender, school,
/// grade and the teammate and coach requested are a minor's private facts, read as the
/// birthdate and medical note are — by the office and the managers of the child's team (a free
/// agent's by every manager) and empty to everyone else — through `psql` as much as through
/// Roster. The division the child registered for is read by everyone.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class RegistrationAccessTests {
  typealias Role = AccessLeague.Role
  let league: AccessLeague

  init() throws {
    league = try AccessLeague { league in
      """
      league set name="Metro" cutoff=2026-08-31
      add division U10
      add division U12
      add team "Harbor Hawks" abbr=HAW division=U10
      add team "Lakeside Lynx" abbr=LYN division=U12
      add player "Ava Chen" birthdate=2016-05-14 team=HAW division=U10 gender=F school="Harbor Elementary" grade=4 teammate_request="Mia Park" coach_request="Coach Rios"
      add player "Dana Brooks" birthdate=2014-03-02 team=LYN division=U12 gender=M school="Lakeside Middle" grade=6 teammate_request="Leo Diaz" coach_request="Coach Wynn"
      add player "Fiona Free" birthdate=2015-01-20 division=U12 gender=X school="Free Academy" grade=5 teammate_request="Ivy Lund" coach_request="Coach Ames"
      access grant admin \(league.login(.admin))
      access grant manager \(league.login(.manager)) HAW
      access grant manager \(league.login(.rival)) LYN
      access grant viewer \(league.login(.viewer))
      """
    }
  }

  // Gender as one word, however it was written (`F`, `M`, `X`: `Gender`).
  static let ava = "female|Harbor Elementary|4|Mia Park|Coach Rios"
  static let dana = "male|Lakeside Middle|6|Leo Diaz|Coach Wynn"
  static let fiona = "non-binary|Free Academy|5|Ivy Lund|Coach Ames"
  static let none = "-|-|-|-|-"

  /// Each login reads, through the view and its stand-in in `roster_visible`, the facts of the
  /// players it holds and empty values for the rest, and every player's division; the table's
  /// private columns are nobody's but the owner's, and a filter on them finds nothing more.
  @Test(arguments: ["players_visible", "roster_visible.players"])
  func throughPsqlEachLoginReadsTheFactsOfThePlayersItHolds(view: String) throws {
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'facts: ' || p.name || ': ' || coalesce(d.name, '-') || ': ' || concat_ws('|',
        coalesce(p.gender, '-'), coalesce(p.school, '-'), coalesce(p.grade, '-'),
        coalesce(p.teammate_request, '-'), coalesce(p.coach_request, '-'))
        FROM \(view) p LEFT JOIN divisions d ON d.id = p.division_id ORDER BY p.name;
      SELECT 'filtered: ' || name FROM \(view) WHERE school LIKE '%Elementary%' OR gender = 'male';
      SELECT school FROM players;
      SELECT teammate_request FROM players;

      """
    let seen: [Role: [String]] = [
      .admin: [
        "Ava Chen: U10: \(Self.ava)", "Dana Brooks: U12: \(Self.dana)", "Fiona Free: U12: \(Self.fiona)",
      ],
      .manager: [
        "Ava Chen: U10: \(Self.ava)", "Dana Brooks: U12: \(Self.none)", "Fiona Free: U12: \(Self.fiona)",
      ],
      .rival: [
        "Ava Chen: U10: \(Self.none)", "Dana Brooks: U12: \(Self.dana)", "Fiona Free: U12: \(Self.fiona)",
      ],
      .viewer: [
        "Ava Chen: U10: \(Self.none)", "Dana Brooks: U12: \(Self.none)", "Fiona Free: U12: \(Self.none)",
      ],
    ]
    let secrets: [Role: [String]] = [
      .manager: ["Lakeside Middle", "Leo Diaz", "Coach Wynn"],
      .rival: ["Harbor Elementary", "Mia Park", "Coach Rios"],
      .viewer: [
        "Harbor Elementary", "Mia Park", "Coach Rios", "Lakeside Middle", "Leo Diaz", "Coach Wynn",
        "Free Academy",
        "Ivy Lund", "Coach Ames",
      ],
    ]
    for role in [Role.admin, .manager, .rival, .viewer] {
      let output = try league.psql(role, script)
      for line in seen[role]! {
        #expect(output.contains("facts: " + line + "\n"), "\(role) does not read '\(line)':\n\(output)")
      }
      for secret in secrets[role] ?? [] {
        #expect(!output.contains(secret), "\(role) read \(secret):\n\(output)")
      }
      #expect(
        output.contains("filtered: Ava Chen") == [.admin, .manager].contains(role), "\(role):\n\(output)")
      #expect(
        output.contains("filtered: Dana Brooks") == [.admin, .rival].contains(role), "\(role):\n\(output)")
      if role != .admin {
        #expect(output.contains("permission denied for table players"), "\(role):\n\(output)")
      }
    }
  }

  /// A grant's write privileges cover the new columns: a manager writes their own player's
  /// through `psql`, another team's manager none, a viewer none.
  @Test func throughPsqlAManagerWritesTheFactsOfTheirOwnPlayersOnly() throws {
    let set = "UPDATE players SET school = 'Bay School', division_id = NULL WHERE name = 'Ava Chen';\n"
    #expect(try league.psql(.manager, set).contains("UPDATE 1"))
    let forged = "UPDATE players SET school = 'Forged', grade = '1' WHERE name = 'Dana Brooks';\n"
    #expect(try league.psql(.manager, forged).contains("UPDATE 0"))
    #expect(try league.psql(.viewer, forged).contains("permission denied"))
    let rows = try league.store().rows(
      #"SELECT "name", "school", CASE WHEN "division_id" IS NULL THEN 'none' ELSE 'one' END FROM "players" WHERE "name" IN ('Ava Chen', 'Dana Brooks') ORDER BY "name""#
    )
    #expect(
      rows == [
        [.text("Ava Chen"), .text("Bay School"), .text("none")],
        [.text("Dana Brooks"), .text("Lakeside Middle"), .text("one")],
      ])
  }

  /// Through Roster: `show --private` holds the facts of the players the login holds and
  /// nothing of the others', the division always; a manager sets their own player's only.
  @Test func throughRosterALoginShowsTheFactsItReads() throws {
    for role in [Role.admin, .manager, .rival, .viewer] {
      let shown = try league.roster(role, "show", "player", "Ava Chen", "--private")
      #expect(shown.status == 0, "\(role): \(shown.stderr)")
      let holds = [.admin, .manager].contains(role)
      #expect(MedicalNoteTests.field("division", in: shown.stdout) == "U10", "\(role):\n\(shown.stdout)")
      #expect(
        MedicalNoteTests.field("school", in: shown.stdout) == (holds ? "Harbor Elementary" : ""),
        "\(role):\n\(shown.stdout)")
      #expect(
        MedicalNoteTests.field("teammate_request", in: shown.stdout) == (holds ? "Mia Park" : ""),
        "\(role):\n\(shown.stdout)")
    }
    let set = try league.roster(.manager, "set", "player", "Ava Chen", "grade=5")
    #expect(set.status == 0, "\(set.stderr)")
    let refused = try league.roster(.rival, "set", "player", "Ava Chen", "grade=1")
    #expect(refused.status == 1 && refused.stderr.contains("you manage Lakeside Lynx"), "\(refused.stderr)")
  }
}
