import RosterKit

/// `access`: who has what access to a league on PostgreSQL — `access` lists the grants and the
/// session's own access; `access grant manager ROLE TEAM…`, `access grant viewer|admin ROLE`
/// and `access revoke [KIND] ROLE [TEAM…]` change them. Roster creates no logins: ROLE is one
/// the server already has. The server decides who may grant (an admin) and enforces what each
/// kind may do (`AccessRule`); on SQLite the file is the unit of access.
enum AccessCommand {
  /// `access [grant manager ROLE TEAM…|admin ROLE|viewer ROLE|revoke [admin|manager|viewer] ROLE [TEAM…]]`.
  static let syntax: Syntax = {
    let teams = { (missing: Syntax.Operand.Missing?) in
      Syntax.Element.operand(
        .init(
          slot: .teams, kind: .object(RosterModel.team.name), placeholder: "TEAM", arity: .words,
          missing: missing))
    }
    let role = { (what: String) in
      Syntax.Element.operand(
        .init(
          slot: .role, kind: .text, placeholder: "ROLE", arity: .word,
          missing: .missing("the role to \(what)")))
    }
    let manages = Syntax.Operand.Missing.made { input in
      let role = input[.role] ?? "ROLE"
      return "say which teams \(role) manages: access grant manager \(role) TEAM…"
    }
    let grants = ([.manager] + LeagueAccess.Kind.allCases.filter { $0 != .manager }).map {
      kind -> [Syntax.Element] in
      [.keyword(kind.rawValue), role("grant \(kind.rawValue) access to")]
        + (kind == .manager ? [teams(manages)] : [])
    }
    let kinds = LeagueAccess.Kind.allCases.map { [Syntax.Element.keyword($0.rawValue)] }
    return Syntax([
      .optional([
        .choice([
          [
            .keyword("grant"),
            .choice(
              grants, missing: "say what to grant: access grant manager ROLE TEAM…, viewer ROLE or admin ROLE"
            ),
          ],
          [
            .keyword("revoke"), .optional([.choice(kinds)]), role("revoke access from"),
            .optional([teams(nil)]),
          ],
        ])
      ])
    ])
  }()

  /// The kind of access the words name (`manager`), if any.
  private static func kind(of input: CommandInput) -> LeagueAccess.Kind? {
    LeagueAccess.Kind.allCases.first { input.took($0.rawValue) }
  }

  static func run(_ session: Session, _ input: CommandInput) throws {
    if input.took("grant") { return try grant(session, input) }
    if input.took("revoke") { return try revoke(session, input) }
    let access = try LeagueAccess(session.league)
    let grants = try access.grants()
    session.show(
      Listing(
        columns: [.init("role"), .init("access"), .init("team"), .init("note")],
        rows: grants.map { grant in
          [
            .text(grant.role), .text(grant.kind.rawValue), grant.team.map(DatabaseValue.text) ?? .null,
            grant.roleExists ? .null : .text("no such role on the server"),
          ]
        }, noun: "grants"))
    let (role, kind) = try access.session()
    session.say(
      kind.map { "You are \(role), \(description(of: $0, role: role, grants: grants))." }
        ?? "You are \(role), with no access to this league.")
    if let problem = try access.temporaryObjectsProblem() { session.say("Warning: " + problem + ".") }
  }

  /// "an admin (the database's owner, or by grant)", "a manager of Harbor Hawks", "a viewer".
  private static func description(
    of kind: LeagueAccess.Kind, role: String, grants: [LeagueAccess.Grant]
  ) -> String {
    switch kind {
    case .admin: return "an admin: you read and change everything, and grant access"
    case .manager:
      let teams = grants.filter { $0.kind == .manager && $0.role == role }.compactMap(\.team)
      let named = teams.isEmpty ? "teams (through a role you are a member of)" : Prose.list(teams)
      return
        "a manager of \(named): you change their players, staff and players' guardianships, read their "
        + "players' guardians, and read the rest of the league"
    case .viewer:
      return "a viewer: you read the teams and the players' names, numbers, positions and league ages"
    }
  }

  private static func grant(_ session: Session, _ input: CommandInput) throws {
    // The syntax gives a manager's teams, and no one else's.
    guard let kind = kind(of: input), let role = input[.role] else { return }
    let teams = try self.teams(input, in: session)
    let added = try LeagueAccess(session.league).grant(kind, to: role, teams: teams.map(\.id))
    let what = kind == .manager ? "manager of \(Prose.list(teams.map(\.name)))" : kind.rawValue
    session.say(
      added == 0
        ? "Nothing changed: \(role) already has \(what) access."
        : "Granted \(role) \(what) access.")
  }

  private static func revoke(_ session: Session, _ input: CommandInput) throws {
    let kind = kind(of: input)
    guard let role = input[.role] else { return }
    let teams = try self.teams(input, in: session)
    if kind != .manager && kind != nil && !teams.isEmpty {
      throw input.usageError("\(kind!.rawValue) access is to the whole league; name no team")
    }
    let taken = try LeagueAccess(session.league).revoke(kind, from: role, teams: teams.map(\.id))
    let what =
      teams.isEmpty
      ? (kind.map { "\($0.rawValue) access" } ?? "access") : "manager of \(Prose.list(teams.map(\.name)))"
    session.say(
      taken == 0
        ? "Nothing changed: \(role) has no such grant ('access' lists them)."
        : "Revoked \(role)'s \(what) (\(taken == 1 ? "1 grant" : "\(taken) grants")).")
  }

  /// The teams named after the role, a word each (quote a name of several), by name or
  /// abbreviation.
  private static func teams(_ input: CommandInput, in session: Session) throws -> [(id: Int64, name: String)]
  {
    try input.values(.teams).map { name in
      let team = try session.league.team(name)
      return (team.objectID.rowID, team.displayName)
    }
  }
}
