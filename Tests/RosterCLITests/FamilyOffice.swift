import Foundation
import RosterFixtures
import RosterKit

/// A league office over the family model (`FamilyModel`, Roster's: guardians are read by the
/// managers of the teams their players are on, `AccessRule.Readers.reached(by: "players.team",
/// free: false)`) on the test server, for the attacks through `psql`: its owner, an admin, Boston's
/// manager (`manager`), Los Angeles' (`rival`), a viewer, a login without access (`stranger`)
/// and one of Boston's managers whose access was revoked after it made a link (`revoked`). Roles
/// are the server's: each office makes its own, and drops them when it goes.
///
/// The guardians (`guardians`), by whom each is read besides the admins:
/// - Mei Chen (of Mookie Betts and Zoë Young), Ann Lee (Mookie Betts, Zoe Adams) and Hana Ito
///   (José Abreu and the free agent Fiona Free): Boston's manager;
/// - Lola Diaz (Max Muncy) and Gil Grey (Cody Bellinger and Fiona Free): Los Angeles';
/// - Sam Reyes (Abe Lincoln and Julio Urías): both;
/// - Yuki Sato (大谷翔平): neither (Yomiuri's, whose manager is not among the logins);
/// - Bo Park (of nobody) and Fay Ortiz (of Fiona Free only): no manager (the office's, as a free
///   agent's contacts were; schema 13 decided, `RosterModel.access`).
final class FamilyOffice {
  enum Role: String, CaseIterable, Sendable {
    case admin, manager, rival, viewer, stranger, revoked
  }

  /// Each guardian's email and players, as `init` links them (the fixture's three first).
  static let guardians: [(name: String, email: String, players: [String])] = [
    ("Mei Chen", "mei@example.org", ["Mookie Betts", "Zoë Young"]),
    ("Ann Lee", "ANN@example.org", ["Mookie Betts", "Zoe Adams"]),
    ("Bo Park", "bo.park@example.org", []),
    ("Hana Ito", "hana.ito@example.org", ["José Abreu", "Fiona Free"]),
    ("Lola Diaz", "lola.diaz@example.org", ["Max Muncy"]),
    ("Gil Grey", "gil.grey@example.org", ["Cody Bellinger", "Fiona Free"]),
    ("Sam Reyes", "sam.reyes@example.org", ["Abe Lincoln", "Julio Urías"]),
    ("Yuki Sato", "yuki.sato@example.org", ["大谷翔平"]),
    ("Fay Ortiz", "fay.ortiz@example.org", ["Fiona Free"]),
  ]

  /// The guardians `role` reads, by name, in order.
  static func reads(_ role: Role) -> [String] {
    switch role {
    case .admin: return guardians.map(\.name).sorted()
    case .manager: return ["Ann Lee", "Hana Ito", "Mei Chen", "Sam Reyes"]
    case .rival: return ["Gil Grey", "Lola Diaz", "Sam Reyes"]
    case .viewer, .stranger, .revoked: return []
    }
  }

  /// What `role` may not read, any of which in its output (in any case: a guardian's name is
  /// stored folded too) is a leak: the names and emails of the guardians it does not read, and
  /// for a login with no access any more the players and teams as well.
  static func secrets(of role: Role) -> [String] {
    let kept = guardians.filter { !reads(role).contains($0.name) }.flatMap { [$0.name, $0.email] }
    switch role {
    case .stranger, .revoked: return kept + ["Mookie Betts", "Boston Red Sox", "Los Angeles Dodgers"]
    default: return kept
    }
  }

  let location = Fixture.newDatabase()
  /// The league as its owner opens it.
  let league: League
  private let suffix = String(UUID().uuidString.prefix(8)).lowercased()
  /// The ids of the teams (by abbreviation), the players and the guardians (by name).
  private(set) var ids: [String: Int64] = [:]

  /// The server's name of `role`.
  func login(_ role: Role) -> String { role.rawValue + "_" + suffix }

  /// The league's URL with another login.
  func url(_ role: Role) -> String {
    location.replacingOccurrences(of: "://roster@", with: "://\(login(role))@")
  }

  init() throws {
    league = try FamilyModel.league(path: location)
    let context = league.context
    let fiona = context.insert(FamilyModel.player)
    fiona.setValue(.text("Fiona Free"), forKey: "name")
    fiona.setValue(.integer(10), forKey: "age")
    try context.save()
    let players = try Dictionary(
      uniqueKeysWithValues: context.fetch(FetchRequest(entity: FamilyModel.player)).map {
        ($0.value(forKey: "name").description, $0)
      })
    let guardians = try Dictionary(
      uniqueKeysWithValues: context.fetch(FetchRequest(entity: FamilyModel.guardian)).map {
        ($0.value(forKey: "name").description, $0)
      })
    guardians["Bo Park"]!.setValue(.text("bo.park@example.org"), forKey: "email")
    var added: [(ManagedObject, String)] = []
    for (name, email, members) in Self.guardians.dropFirst(3) {
      let guardian = context.insert(FamilyModel.guardian)
      guardian.setValue(.text(name), forKey: "name")
      for member in members { guardian.addObject(players[member]!, forKey: "players") }
      added.append((guardian, email))
    }
    try context.save()
    // Their emails given after: the journal's image of each change has them.
    for (guardian, email) in added { guardian.setValue(.text(email), forKey: "email") }
    try context.save()
    for table in ["players", "guardians", "teams"] {
      let name = table == "teams" ? "abbreviation" : "name"
      for row in try league.store.rows("SELECT \(ident: name), \(ident: "id") FROM \(ident: table)") {
        ids[row[0].description] = row[1].integerValue
      }
    }

    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    for role in Role.allCases { try server.executeScript("CREATE ROLE \"\(login(role))\" LOGIN") }
    let grants: [(Role, String, String?)] = [
      (.admin, "admin", nil), (.manager, "manager", "BOS"), (.rival, "manager", "LAD"),
      (.viewer, "viewer", nil), (.revoked, "manager", "BOS"),
    ]
    for (role, kind, team) in grants {
      let teamID: DatabaseValue = team.map { DatabaseValue.integer(ids[$0]!) } ?? .null
      try league.store.execute(
        #"INSERT INTO "roster_access" ("role", "kind", "team_id") VALUES ("#
          + "\(bind: .text(login(role))), \(bind: .text(kind)), \(bind: teamID))")
    }
    // The revoked login linked one of Boston's players to Ann Lee through libpq, then lost its
    // access: its journal keeps the link.
    try PostgreSQLStore(url: url(.revoked)).execute(
      #"INSERT INTO "guardianships" ("player_id", "guardian_id") VALUES ("#
        + "\(bind: .integer(ids["Zoe Adams"]!)), \(bind: .integer(ids["Ann Lee"]!)))")
    try league.store.execute(
      #"DELETE FROM "roster_access" WHERE "role" = "# + "\(bind: .text(login(.revoked)))")
    // What the planner samples, in reach of whoever reads the statistics.
    try league.store.executeScript("ANALYZE")
  }

  deinit {
    Fixture.remove(location)
    if let server = try? PostgreSQLStore(url: Backend.postgresServer!) {
      for role in Role.allCases { try? server.executeScript("DROP ROLE IF EXISTS \"\(login(role))\"") }
    }
  }

  /// The ids an attack names, as `psql` variables (`:own_player`), seen from `role`: its team
  /// (`mine`), the other manager's (`theirs`), a player and a guardian read by its team only
  /// and the other's, a guardian of the other team and of a free agent (`their_signable`), and
  /// the rest as they are. A login that manages no team sees them as Boston's manager does.
  func variables(_ role: Role) -> [String: String] {
    let rival = role == .rival
    let named: [String: String] = [
      "mine": rival ? "LAD" : "BOS", "theirs": rival ? "BOS" : "LAD",
      "own_player": rival ? "Max Muncy" : "Mookie Betts",
      "their_player": rival ? "Mookie Betts" : "Max Muncy",
      "own_guardian": rival ? "Lola Diaz" : "Mei Chen", "their_guardian": rival ? "Mei Chen" : "Lola Diaz",
      "their_signable": rival ? "Hana Ito" : "Gil Grey", "shared": "Sam Reyes", "free_guardian": "Bo Park",
      "free_agents_guardian": "Fay Ortiz", "free_agent": "Fiona Free", "other_guardian": "Yuki Sato",
      "other_player": "大谷翔平",
    ]
    return named.mapValues { String(ids[$0]!) }
  }

  /// `script` run by `psql` as `role`, with its `variables`, going on after an error, as a person
  /// at its prompt would: everything it printed (notices, rows, errors).
  func psql(_ role: Role, _ script: String) throws -> String {
    try AccessLeague.psql(url(role), script, variables: variables(role))
  }

  /// A libpq session as `role`.
  func sql(_ role: Role) throws -> PostgreSQLStore { try PostgreSQLStore(url: url(role)) }

  /// Every row of every table but the journal's, as the owner reads them.
  func snapshot() throws -> [[DatabaseValue]] {
    try [
      "league", "divisions", "teams", "players", "guardians", "guardianships",
      "roster_access",
    ].flatMap { table in
      try league.store.rows("SELECT * FROM \(ident: table) ORDER BY 1, 2, 3").map { [.text(table)] + $0 }
    }
  }

  /// The journal's rows (what its entries changed), as the owner reads them.
  func journalRows() throws -> [[DatabaseValue]] {
    try league.store.rows(#"SELECT * FROM "journal_rows" ORDER BY "id""#)
  }

  /// The journal, as the owner reads it.
  func journal() throws -> [[DatabaseValue]] {
    try league.store.rows(#"SELECT * FROM "journal" ORDER BY "id""#)
      + league.store.rows(#"SELECT * FROM "journal_rows" ORDER BY "id""#)
  }
}
