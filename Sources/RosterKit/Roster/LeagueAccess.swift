/// Who has what access to a league on PostgreSQL (`roster_access`, from schema version 6): the
/// grants an admin makes and revokes, and the session's own. The server enforces them
/// (`AccessRule`); this only reads and writes the grants, each with bound values — a role is
/// named by a value, never put into SQL as a name. On SQLite the file is the unit of access.
public struct LeagueAccess {
  public enum Kind: String, CaseIterable, Sendable {
    case admin, manager, viewer
  }

  /// One grant: a role's kind of access, and for a manager the team.
  public struct Grant: Equatable, Sendable {
    public let role: String
    public let kind: Kind
    public let team: String?
    /// Whether the role exists on the server (a role dropped since keeps its grant, which gives
    /// nothing).
    public let roleExists: Bool
  }

  let store: any Store

  /// The access of `league`'s database; refused on an engine without roles. (A league is opened
  /// at the current schema, so a PostgreSQL one of Roster's model has the grants' table.)
  public init(_ league: League) throws {
    guard league.store.dialect.engine == .postgresql, league.context.model.accessSince != nil else {
      throw AccessError.file
    }
    store = league.store
  }

  /// Every grant, by role, then kind (admin, manager, viewer), then team.
  public func grants() throws -> [Grant] {
    try store.rows(
      #"""
      SELECT a."role", a."kind", t."name", CASE WHEN r."oid" IS NULL THEN 0 ELSE 1 END
      FROM "roster_access" a LEFT JOIN "teams" t ON t."id" = a."team_id" LEFT JOIN pg_roles r ON r."rolname" = a."role"
      ORDER BY a."role", array_position(ARRAY['admin', 'manager', 'viewer'], a."kind"), t."name_fold"
      """#
    ).map { row in
      Grant(
        role: row[0].description, kind: Kind(rawValue: row[1].description) ?? .viewer, team: row[2].textValue,
        roleExists: row[3].integerValue == 1)
    }
  }

  /// The session's login and the most its roles give it (nil: no access).
  public func session() throws -> (role: String, kind: Kind?) {
    let access = try store.access()
    return (access.role, access.kind.flatMap(Kind.init(rawValue:)))
  }

  /// Grants `kind` to `role` (for a manager, of each of `teams`, by row id); how many grants
  /// are new. Refused for a role the server does not have.
  public func grant(_ kind: Kind, to role: String, teams: [Int64]) throws -> Int {
    try requireRole(role)
    return try store.transaction {
      var added = 0
      for team in kind == .manager ? teams.map(Optional.some) : [nil] {
        added += try store.execute(
          #"INSERT INTO "roster_access" ("role", "kind", "team_id") VALUES ("# + SQL.value(.text(role)) + ", "
            + SQL.value(.text(kind.rawValue)) + ", " + SQL.value(team.map { .integer($0) } ?? .null)
            + ") ON CONFLICT DO NOTHING")
      }
      return added
    }
  }

  /// Takes `kind` (every kind when nil; for a manager only `teams`, by row id, when given) away
  /// from `role`; how many grants went.
  public func revoke(_ kind: Kind?, from role: String, teams: [Int64]) throws -> Int {
    var sql: SQL = #"DELETE FROM "roster_access" WHERE "role" = "# + SQL.value(.text(role))
    if let kind { sql.append(#" AND "kind" = "# + SQL.value(.text(kind.rawValue))) }
    if !teams.isEmpty {
      sql.append(
        #" AND "team_id" IN ("# + SQL.joined(teams.map { SQL.value(.integer($0)) }, separator: ", ") + ")")
    }
    return try store.transaction { try store.execute(sql) }
  }

  /// Where every login may still make temporary objects in the league's database — a function
  /// of its own in `pg_temp` runs inside the statements that name it — because the league's
  /// owner may not take `TEMPORARY` from PUBLIC (it does not own the database): what the
  /// database's owner runs, which gives it back to the league's admins. Nil where only admins
  /// may.
  public func temporaryObjectsProblem() throws -> String? {
    try Self.temporaryObjectsProblem(store)
  }

  static func temporaryObjectsProblem(_ store: any Store) throws -> String? {
    let row = try store.rows(
      #"""
      SELECT quote_ident(current_database()),
        CASE WHEN has_database_privilege('public', current_database(), 'TEMPORARY') THEN 1 ELSE 0 END,
        CASE WHEN EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n."oid" = c."relnamespace"
          WHERE n."nspname" = 'roster_visible' AND c."relkind" = 'v') THEN 1 ELSE 0 END,
        (SELECT quote_ident(r."rolname") FROM pg_class c JOIN pg_roles r ON r."oid" = c."relowner"
          WHERE c."oid" = to_regclass('roster_access')),
        (SELECT string_agg(DISTINCT quote_ident(a."role"), ', ') FROM "roster_access" a WHERE a."kind" = 'admin')
      """#)[0]
    let database = row[0].description
    let owner = row[3].description
    guard row[2].integerValue == 1 else {
      // Those who read players through a view read it through temporary views of their own,
      // which need TEMPORARY, until the league's owner makes the schema of views.
      return
        "those who read players through a view make temporary views of their own in database \(database) "
        + "until the league's owner makes the schema \(PostgreSQLDialect.visibleSchema) (so every login keeps "
        + "TEMPORARY): the database's owner runs GRANT CREATE ON DATABASE \(database) TO \(owner), then \(owner) "
        + "opens the league (roster check), which says what to run next"
    }
    guard row[1].integerValue == 1 else { return nil }
    let admins = [owner] + (row[4].textValue.map { [$0] } ?? [])
    return "every login may make temporary objects in database \(database), so a function of its own runs "
      + "inside the statements that name it: the database's owner runs REVOKE TEMPORARY ON DATABASE "
      + "\(database) FROM PUBLIC; GRANT TEMPORARY ON DATABASE \(database) TO \(admins.joined(separator: ", ")) "
      + "(the league's owner and admins)"
  }

  private func requireRole(_ role: String) throws {
    let found = try store.scalar("SELECT count(*) FROM pg_roles WHERE rolname = " + SQL.value(.text(role)))
    guard found.integerValue == 1 else { throw AccessError.noRole(role) }
  }
}

/// Why access cannot be listed or granted.
public enum AccessError: PersonFacingError, Equatable {
  /// The league is a file (SQLite): whoever may open it reads and changes all of it.
  case file
  case noRole(String)

  public var description: String {
    switch self {
    case .file:
      return "access is a PostgreSQL league's: a league file is read and changed by whoever may open it, "
        + "so its file's permissions say who may (roster access needs a postgresql:// league)"
    case .noRole(let role):
      return
        "the server has no role '\(role)'; its administrator creates logins (CREATE ROLE \(role) LOGIN), "
        + "then an admin of the league grants them access"
    }
  }
}
