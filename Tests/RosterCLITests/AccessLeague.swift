import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A league office on the test server for the attack suites: the database's owner, an admin, two
/// managers of Harbor Hawks (`manager` and `colleague`), the manager of Lakeside Lynx (`rival`),
/// a viewer, a login without access (`stranger`) and one whose access was revoked after it made
/// a change (`revoked`). Roles are the server's, shared by every test database: each league makes
/// its own, and drops them when it goes.
final class AccessLeague {
  enum Role: String, CaseIterable, Sendable {
    case admin, manager, colleague, rival, viewer, stranger, revoked
  }

  let owner = RosterProcess()
  private let suffix = String(UUID().uuidString.prefix(8)).lowercased()

  /// The server's name of `role`.
  func login(_ role: Role) -> String { role.rawValue + "_" + suffix }

  /// The league of Metro (above), or the one `league` makes: its commands, the grants among them,
  /// run by the owner (with no revoked login's change).
  init(league: ((AccessLeague) -> String)? = nil) throws {
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    for role in Role.allCases { try server.executeScript("CREATE ROLE \"\(login(role))\" LOGIN") }
    if let league {
      let result = try owner.run(["--quiet"], input: league(self))
      #expect(result.status == 0, "\(result.stderr)")
      return
    }
    let setup = """
      league set name="Metro" cutoff=2026-08-31
      add team "Harbor Hawks" abbr=HAW
      add team "Lakeside Lynx" abbr=LYN
      add player "Ava Chen" birthdate=2016-05-14 team=HAW number=1 position=P medical="Bee stings, carries EpiPen" medical_alert=yes
      add player "Ben Ortiz" birthdate=2017-01-09 team=HAW number=2
      add player "Dana Brooks" birthdate=2014-03-02 team=LYN number=3 medical="Asthma, inhaler in bag"
      add player "Fiona Free" birthdate=2015-01-20 medical="Lactose intolerant"
      add guardian "Mei Chen" phone="+1 555 0102" email=mei@example.org
      add guardianship mother player="Ava Chen" guardian="Mei Chen" no_contact_note="Weekdays only, per the parenting plan"
      add guardian "Dan Brooks" phone="+1 555 0103" email=dan@example.org
      add guardianship father player="Dana Brooks" guardian="Dan Brooks" no_contact=yes no_contact_note="Court order 2025-114"
      add guardian "Fred Free" phone="+1 555 0104" email=fred@example.org
      add guardianship father player="Fiona Free" guardian="Fred Free"
      add guardian "Gus Gone" phone="+1 555 0198"
      add guardianship grandfather player="Ava Chen" guardian="Gus Gone"
      set guardian "Gus Gone" phone="+1 555 0199"
      add staff "Pat Kim" role=Coach team=HAW email=pat@example.org
      add staff "Lou Lee" role=Coach team=LYN email=lou@example.org
      access grant admin \(login(.admin))
      access grant manager \(login(.manager)) HAW
      access grant manager \(login(.colleague)) HAW
      access grant manager \(login(.rival)) LYN
      access grant manager \(login(.revoked)) HAW
      access grant viewer \(login(.viewer))
      """
    let result = try owner.run(["--quiet"], input: setup)
    #expect(result.status == 0, "\(result.stderr)")
    // The revoked login linked a guardian of its team's (Ava Chen's grandfather, whose old
    // phone only the office's journal holds) to another of its players and changed the link,
    // then lost its access: its journal keeps the guardianship's values before and after.
    let change = try roster(
      .revoked, "--quiet",
      input: """
        add guardianship uncle player="Ben Ortiz" guardian="Gus Gone"
        set guardianship uncle player="Ben Ortiz" relationship=great-uncle
        """)
    #expect(change.status == 0, "\(change.stderr)")
    #expect(try roster(.admin, "access", "revoke", login(.revoked)).status == 0)
    // What the planner samples, in reach of whoever reads the statistics.
    try League.store(at: owner.database).executeScript("ANALYZE")
  }

  deinit {
    owner.cleanUp()
    if let server = try? PostgreSQLStore(url: Backend.postgresServer!) {
      for role in Role.allCases { try? server.executeScript("DROP ROLE IF EXISTS \"\(login(role))\"") }
    }
  }

  /// The league's URL with another login.
  func url(_ role: Role) -> String {
    owner.database.replacingOccurrences(of: "://roster@", with: "://\(login(role))@")
  }

  /// `roster` run as `role`.
  @discardableResult
  func roster(_ role: Role, _ arguments: String..., input: String? = nil) throws -> RosterProcess.Result {
    try roster(role, arguments, input: input)
  }

  func roster(_ role: Role, _ arguments: [String], input: String?) throws -> RosterProcess.Result {
    try owner.run(["--db", url(role)] + arguments, input: input, useDatabase: false)
  }

  /// A libpq session as `role`: what a client program with the same login may do.
  func sql(_ role: Role) throws -> PostgreSQLStore { try PostgreSQLStore(url: url(role)) }

  /// The owner's view of the league.
  func store() throws -> any StoreMaintenance { try League.store(at: owner.database) }

  /// `script` run by `psql` as `role`, going on after an error, as a person at its prompt would:
  /// everything it printed (notices, rows, errors).
  func psql(_ role: Role, _ script: String) throws -> String { try Self.psql(url(role), script) }

  /// `script` run by `psql` on the database at `url`, going on after an error, with `variables`
  /// set (`-v name=value`, which the script reads as `:name`): everything it printed.
  static func psql(_ url: String, _ script: String, variables: [String: String] = [:]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    let settings = variables.sorted { $0.key < $1.key }.flatMap { ["-v", "\($0.key)=\($0.value)"] }
    process.arguments = ["-X", "-d", url, "-v", "ON_ERROR_STOP=0"] + settings + ["-f", "-"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PGCONNECT_TIMEOUT": "10"]
    let output = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = input
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Every row of every table but the journal's, as the owner reads them.
  func snapshot() throws -> [[DatabaseValue]] {
    let store = try store()
    return try [
      "league", "divisions", "teams", "players", "staff", "guardians", "guardianships", "roster_access",
    ].flatMap {
      table in
      try store.rows("SELECT * FROM \(ident: table) ORDER BY 1, 2, 3").map { [.text(table)] + $0 }
    }
  }

  /// The journal, as the owner reads it.
  func journal() throws -> [[DatabaseValue]] {
    let store = try store()
    return try store.rows(#"SELECT * FROM "journal" ORDER BY "id""#)
      + store.rows(#"SELECT * FROM "journal_rows" ORDER BY "id""#)
  }

  /// What `role` may not read, any of which in its output is a leak: birthdates and medical notes
  /// of players not its team's (a free agent's are every manager's, who may sign the player), the
  /// guardians of players not its team's and their links' facts and no-contact notes (a free
  /// agent's are the office's), the staff's addresses for those who read no staff, and everything
  /// for a login with no access any more.
  static func secrets(of role: Role) -> [String] {
    let others = [
      "2014-03-02", "555 0103", "dan@example.org", "555 0104", "fred@example.org", "inhaler", "Court order",
    ]
    let haw = [
      "2016-05-14", "2017-01-09", "555 0102", "mei@example.org", "555 0198", "555 0199", "EpiPen",
      "parenting plan", "great-uncle",
    ]
    let free = ["2015-01-20", "Lactose"]
    switch role {
    case .admin: return []
    case .manager, .colleague: return others
    case .rival: return haw + ["555 0104", "fred@example.org"]
    case .viewer: return others + haw + free + ["pat@example.org", "lou@example.org"]
    case .stranger, .revoked:
      return others + haw + free + ["pat@example.org", "lou@example.org", "Ava Chen", "Harbor Hawks"]
    }
  }
}
