import RosterKit

/// `access`: who has what access to a league on PostgreSQL — `access` lists the grants and the
/// session's own access; `access grant manager ROLE TEAM…`, `access grant viewer|admin ROLE`
/// and `access revoke [KIND] ROLE [TEAM…]` change them. Roster creates no logins: ROLE is one
/// the server already has. The server decides who may grant (an admin) and enforces what each
/// kind may do (`AccessRule`); on SQLite the file is the unit of access.
enum AccessCommand {
  static let usage =
    "access [grant manager ROLE TEAM…|grant viewer ROLE|grant admin ROLE|revoke [admin|manager|viewer] ROLE [TEAM…]]"

  static func run(_ session: Session, _ arguments: inout Arguments) throws {
    if arguments.takeKeyword("grant") { return try grant(session, &arguments) }
    if arguments.takeKeyword("revoke") { return try revoke(session, &arguments) }
    try arguments.finish()
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
        "a manager of \(named): you change their players, staff and contacts and read the rest of the league"
    case .viewer:
      return "a viewer: you read the teams and the players' names, numbers, positions and league ages"
    }
  }

  private static func grant(_ session: Session, _ arguments: inout Arguments) throws {
    guard let kind = takeKind(&arguments) else {
      throw arguments.usageError(
        "say what to grant: access grant manager ROLE TEAM…, viewer ROLE or admin ROLE")
    }
    guard let role = try arguments.takeWord() else {
      throw arguments.usageError("missing the role to grant \(kind.rawValue) access to")
    }
    let teams = try takeTeams(session, &arguments)
    try arguments.finish()
    if kind == .manager && teams.isEmpty {
      throw arguments.usageError("say which teams \(role) manages: access grant manager \(role) TEAM…")
    }
    if kind != .manager && !teams.isEmpty {
      throw arguments.usageError("\(kind.rawValue) access is to the whole league; name no team")
    }
    let added = try LeagueAccess(session.league).grant(kind, to: role, teams: teams.map(\.id))
    let what = kind == .manager ? "manager of \(Prose.list(teams.map(\.name)))" : kind.rawValue
    session.say(
      added == 0
        ? "Nothing changed: \(role) already has \(what) access."
        : "Granted \(role) \(what) access.")
  }

  private static func revoke(_ session: Session, _ arguments: inout Arguments) throws {
    let kind = takeKind(&arguments)
    guard let role = try arguments.takeWord() else {
      throw arguments.usageError("missing the role to revoke access from")
    }
    let teams = try takeTeams(session, &arguments)
    try arguments.finish()
    if kind != .manager && kind != nil && !teams.isEmpty {
      throw arguments.usageError("\(kind!.rawValue) access is to the whole league; name no team")
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

  private static func takeKind(_ arguments: inout Arguments) -> LeagueAccess.Kind? {
    LeagueAccess.Kind.allCases.first { arguments.takeKeyword($0.rawValue) }
  }

  /// The teams named after the role, a word each (quote a name of several), by name or
  /// abbreviation.
  private static func takeTeams(
    _ session: Session, _ arguments: inout Arguments
  ) throws -> [(id: Int64, name: String)] {
    var teams: [(id: Int64, name: String)] = []
    while let name = try arguments.takeWord() {
      let team = try session.league.team(name)
      teams.append((team.objectID.rowID, team.displayName))
    }
    return teams
  }
}
