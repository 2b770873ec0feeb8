import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A player's named ids on a league office's server (schema 15, `RosterModel.access`), through
/// `psql` as much as through Roster (`AccessLeague`, with Ava Chen of Harbor Hawks, Dana Brooks of
/// Lakeside Lynx and the free agent Fiona Free each given ids). They are held and read as a
/// player's birthdate is: by the office and the player's team's managers, a free agent's by
/// every manager (who may sign it); a viewer, another team's manager and a login without access
/// read none and change none. The player's own `id` is read by everyone, viewers included, as
/// before.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class PlayerIDAccessTests {
  typealias Role = AccessLeague.Role
  let league: AccessLeague

  init() throws {
    league = try AccessLeague()
    let ids = try league.owner.run(
      ["--quiet"],
      input: """
        add id sportsconnect player="Ava Chen" value=SC-AVA
        add id usahockey player="Ava Chen" value=UH-AVA
        add id sportsconnect player="Dana Brooks" value=SC-DANA
        add id sportsconnect player="Fiona Free" value=SC-FIONA
        set player "Dana Brooks" id=OWN-DANA
        """)
    #expect(ids.status == 0, "\(ids.stderr)")
  }

  /// The ids each login reads through psql, by any way of asking: a listing, a filter, a count,
  /// a copy; a viewer still reads a player's own `id`.
  @Test func throughPsqlEachLoginReadsTheIdsOfThePlayersItHolds() throws {
    let script = """
      \\pset format unaligned
      \\pset tuples_only on
      SELECT 'id: ' || p.name || ' ' || i.system || ' ' || i.value
        FROM player_ids i JOIN players_visible p ON p.id = i.player_id ORDER BY p.name, i.system;
      SELECT 'count: ' || count(*) FROM player_ids;
      SELECT 'filtered: ' || system FROM player_ids WHERE value LIKE 'SC-DANA%';
      COPY player_ids (system, value) TO STDOUT;
      SELECT 'own: ' || external_id FROM players WHERE external_id IS NOT NULL;

      """
    let ava = ["Ava Chen sportsconnect SC-AVA", "Ava Chen usahockey UH-AVA"]
    let fiona = ["Fiona Free sportsconnect SC-FIONA"]
    let dana = ["Dana Brooks sportsconnect SC-DANA"]
    let seen: [Role: [String]] = [
      .admin: ava + dana + fiona, .manager: ava + fiona, .colleague: ava + fiona, .rival: dana + fiona,
    ]
    let secrets: [Role: [String]] = [
      .manager: ["SC-DANA"], .colleague: ["SC-DANA"], .rival: ["SC-AVA", "UH-AVA"],
      .viewer: ["SC-AVA", "UH-AVA", "SC-DANA", "SC-FIONA"],
      .stranger: ["SC-AVA", "UH-AVA", "SC-DANA", "SC-FIONA"],
      .revoked: ["SC-AVA", "UH-AVA", "SC-DANA", "SC-FIONA"],
    ]
    for role in Role.allCases {
      let output = try league.psql(role, script)
      for secret in secrets[role] ?? [] {
        #expect(!output.contains(secret), "\(role) read \(secret):\n\(output)")
      }
      let lines = output.split(separator: "\n").filter { $0.hasPrefix("id: ") }.map {
        String($0.dropFirst(4))
      }
      #expect(lines == seen[role] ?? [], "\(role):\n\(output)")
      #expect(
        output.contains("count: \((seen[role] ?? []).count)") || seen[role] == nil, "\(role):\n\(output)")
      #expect(
        output.contains("filtered: sportsconnect") == [.admin, .rival].contains(role), "\(role):\n\(output)")
      // The player's own id is read as before: by everyone with access, viewers included.
      #expect(
        output.contains("own: OWN-DANA") == ![.stranger, .revoked].contains(role), "\(role):\n\(output)")
    }
  }

  /// Through psql a manager changes the ids of their own team's players and a free agent's, and
  /// none of another team's (adds none, changes none, deletes none); a viewer changes none.
  @Test func throughPsqlAManagerChangesOnlyTheIdsOfThePlayersItHolds() throws {
    let script = """
      INSERT INTO player_ids (player_id, system, value) SELECT id, 'usl', 'USL-' || name FROM players WHERE name IN ('Ava Chen', 'Dana Brooks');
      INSERT INTO player_ids (player_id, system, value) SELECT id, 'usl', 'USL-A' FROM players WHERE name = 'Ava Chen';
      INSERT INTO player_ids (player_id, system, value) SELECT id, 'usl', 'USL-D' FROM players WHERE name = 'Dana Brooks';
      UPDATE player_ids SET value = value || '-X';
      DELETE FROM player_ids WHERE system = 'usahockey' OR value LIKE 'SC-DANA%';

      """
    let store = try league.store()
    func ids() throws -> [String] {
      try store.rows(
        #"SELECT p."name" || ' ' || i."system" || ' ' || i."value" FROM "player_ids" i JOIN "players" p ON p."id" = i."player_id" ORDER BY 1"#
      ).map(\.description).map { String($0.dropFirst().dropLast()) }
    }
    let before = try ids()
    for role in [Role.viewer, .stranger, .revoked] {
      let output = try league.psql(role, script)
      #expect(output.contains("permission denied") || output.contains("ERROR"), "\(role):\n\(output)")
      #expect(try ids() == before, "\(role)")
    }
    let output = try league.psql(.manager, script)
    #expect(output.contains("you manage Harbor Hawks"), "\(output)")
    // Ava Chen's (HAW) and Fiona Free's (a free agent) changed; Dana Brooks' (LYN) as they were.
    #expect(
      try ids() == [
        "Ava Chen sportsconnect SC-AVA-X", "Ava Chen usl USL-A-X", "Dana Brooks sportsconnect SC-DANA",
        "Fiona Free sportsconnect SC-FIONA-X",
      ], "\(output)")
  }

  /// Through Roster, `show PLAYER` lists the ids a login reads and no others; a manager's change
  /// of another team's player's ids is refused in one sentence, with nothing changed.
  @Test func throughRosterShowListsTheIdsALoginReadsAndAChangeOfAnotherTeamsIsRefused() throws {
    func shown(_ role: Role, _ player: String) throws -> String {
      let result = try league.roster(role, ["show", "player", player], input: nil)
      #expect(result.status == 0, "\(role): \(result.stderr)")
      return MedicalNoteTests.field("ids", in: result.stdout) ?? "(no field)"
    }
    #expect(try shown(.manager, "Ava Chen") == "sportsconnect SC-AVA · usahockey UH-AVA")
    #expect(try shown(.manager, "Fiona Free") == "sportsconnect SC-FIONA")
    #expect(try shown(.manager, "Dana Brooks") == "")
    #expect(try shown(.rival, "Dana Brooks") == "sportsconnect SC-DANA")
    #expect(try shown(.rival, "Ava Chen") == "")
    for player in ["Ava Chen", "Dana Brooks", "Fiona Free"] {
      #expect(try shown(.viewer, player) == "", "\(player)")
    }
    #expect(try shown(.admin, "Dana Brooks") == "sportsconnect SC-DANA")

    let theirs = try league.roster(.manager, "add", "id", "usl", "player=Dana Brooks", "value=USL-D")
    #expect(theirs.status == 1, "\(theirs.stdout)")
    #expect(
      theirs.stderr == "roster: you manage Harbor Hawks, not Lakeside Lynx; nothing was changed\n",
      "\(theirs.stderr)")
    let named = try league.roster(.manager, "set", "player", "Dana Brooks", "ids.usl=USL-D")
    #expect(
      named.stderr == "roster: you manage Harbor Hawks, not Lakeside Lynx; nothing was changed\n",
      "\(named.stderr)")
    let own = try league.roster(.manager, "add", "id", "usl", "player=Ava Chen", "value=USL-A")
    #expect(own.status == 0, "\(own.stderr)")
    let viewer = try league.roster(.viewer, "add", "id", "usl", "player=Ava Chen", "value=USL-V")
    #expect(viewer.status != 0, "\(viewer.stdout)")
    #expect(
      try league.store().rows(#"SELECT "value" FROM "player_ids" WHERE "system" = 'usl'"#) == [
        [.text("USL-A")]
      ])
  }
}
