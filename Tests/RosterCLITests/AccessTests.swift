import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A league office on PostgreSQL: an admin, a manager of one team and a viewer, each a login of
/// their own, granted with `roster access grant` by the database's owner. Every forbidden read
/// and write is refused by the server — through Roster and through plain SQL on the same login —
/// and every allowed one works.
@Suite(.enabled(if: Backend.isPostgreSQL)) final class AccessTests {
  let owner = RosterProcess()
  /// Roles are the server's, shared by every test database: each test makes its own.
  let suffix = String(UUID().uuidString.prefix(8)).lowercased()
  var admin: String { "office_" + suffix }
  var manager: String { "hawks_" + suffix }
  var viewer: String { "volunteer_" + suffix }
  var stranger: String { "nobody_" + suffix }

  init() throws {
    let server = try PostgreSQLStore(url: Backend.postgresServer!)
    for role in [admin, manager, viewer, stranger] {
      try server.executeScript("CREATE ROLE \"\(role)\" LOGIN")
    }
    let setup = """
      league set name="Metro" cutoff=2026-08-31
      add team "Harbor Hawks" abbr=HAW
      add team "Lakeside Lynx" abbr=LYN
      add player "Ava Chen" birthdate=2016-05-14 team=HAW number=1
      add player "Ben Ortiz" birthdate=2017-01-09 team=HAW number=2
      add player "Dana Brooks" birthdate=2014-03-02 team=LYN number=3
      add player "Fiona Free" birthdate=2015-01-20
      add guardian "Mei Chen" phone="+1 555 0102"
      add guardianship mother player="Ava Chen" guardian="Mei Chen"
      add guardian "Dan Brooks" phone="+1 555 0103"
      add guardianship father player="Dana Brooks" guardian="Dan Brooks"
      add staff "Pat Kim" role=Coach team=HAW email=pat@example.org
      add staff "Lou Lee" role=Coach team=LYN
      access grant admin \(admin)
      access grant manager \(manager) HAW
      access grant viewer \(viewer)
      """
    let result = try owner.run(["--quiet"], input: setup)
    #expect(result.status == 0, "\(result.stderr)")
  }

  deinit {
    owner.cleanUp()
    if let server = try? PostgreSQLStore(url: Backend.postgresServer!) {
      for role in [admin, manager, viewer, stranger] {
        try? server.executeScript("DROP ROLE IF EXISTS \"\(role)\"")
      }
    }
  }

  /// The league's URL with another login.
  func url(_ role: String) -> String {
    owner.database.replacingOccurrences(of: "://roster@", with: "://\(role)@")
  }

  @discardableResult
  func roster(_ role: String, _ arguments: String..., input: String? = nil) throws -> RosterProcess.Result {
    try owner.run(["--db", url(role)] + arguments, input: input, useDatabase: false)
  }

  /// A plain libpq session as `role`: what `psql` with the same login may do.
  func sql(_ role: String) throws -> PostgreSQLStore { try PostgreSQLStore(url: url(role)) }

  func refusal(_ body: () throws -> Void) -> StoreError? {
    do {
      try body()
      return nil
    } catch let error as StoreError {
      return error
    } catch {
      return nil
    }
  }

  // MARK: A manager

  @Test func aManagerChangesTheirTeamAndIsRefusedAnotherNamingTheRule() throws {
    #expect(try roster(manager, "set", "player", "Ava Chen", "number=7").status == 0)
    let other = try roster(manager, "set", "player", "Dana Brooks", "number=9")
    #expect(other.status == 1)
    #expect(other.stderr == "roster: you manage Harbor Hawks, not Lakeside Lynx; nothing was changed\n")
    let remove = try roster(manager, "rm", "player", "Dana Brooks", "-f")
    #expect(remove.stderr.contains("you manage Harbor Hawks, not Lakeside Lynx"))
    let team = try roster(manager, "set", "team", "HAW", "city=Harbor")
    #expect(team.stderr.contains("the league's teams are the league office's to change"))
    // The journal names the login that made the change, whoever runs the program.
    let author = try owner.run(["log"]).stdout
    #expect(author.contains(manager))
    let store = try League.store(at: owner.database)
    #expect(try store.scalar(#"SELECT "number" FROM "players" WHERE "name" = 'Dana Brooks'"#) == .text("3"))
    // Their own change they take back from the journal, in a later process.
    #expect(try roster(manager, "undo").status == 0)
    #expect(try store.scalar(#"SELECT "number" FROM "players" WHERE "name" = 'Ava Chen'"#) == .text("1"))
  }

  /// Inside a single-transaction script a manager's change is not theirs to read until the
  /// transaction is over (issue 40: its rows would show what it took along, and a rollback would
  /// leave no trace), so its undo there says why, and nothing is kept; after the script it is
  /// theirs to undo. On main the server's refusal of the revert's entry was the sentence.
  @Test func aManagersUndoInsideTheirSingleTransactionScriptSaysWhy() throws {
    let result = try roster(manager, "-1", input: "set player \"Ava Chen\" number=7\nundo\n")
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "are shown to you only once its transaction is over, so it cannot be taken back inside it; "
          + "nothing was changed — undo it after the script (--single-transaction) ends"), "\(result.stderr)")
    let store = try League.store(at: owner.database)
    #expect(try store.scalar(#"SELECT "number" FROM "players" WHERE "name" = 'Ava Chen'"#) == .text("1"))
  }

  /// Decision: a manager may not move a player into another team (nor take one from it); they
  /// release to the free agents, whom any manager may sign.
  @Test func aManagerReleasesAndSignsButDoesNotMoveAPlayerToAnotherTeam() throws {
    let move = try roster(manager, "move", "player", "Ava Chen", "to", "LYN")
    #expect(move.stderr == "roster: you manage Harbor Hawks, not Lakeside Lynx; nothing was changed\n")
    let take = try roster(manager, "move", "player", "Dana Brooks", "to", "HAW")
    #expect(take.stderr.contains("you manage Harbor Hawks, not Lakeside Lynx"))
    #expect(try roster(manager, "move", "player", "Fiona Free", "to", "HAW").status == 0)
    #expect(try roster(manager, "release", "Ben Ortiz").status == 0)
    let players = try roster(manager, "players", "HAW", "--format", "csv").stdout
    #expect(players.contains("Fiona Free") && !players.contains("Ben Ortiz"))
  }

  @Test func aManagersImportTouchingAnotherTeamChangesNothing() throws {
    let file = owner.home.appendingPathComponent("mixed.csv")
    try "team,name,age\nHAW,New Hawk,10\nLYN,New Lynx,11\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try roster(manager, "import", file.path)
    #expect(result.status == 1)
    #expect(result.stderr.contains("you manage Harbor Hawks, not Lakeside Lynx"), "\(result.stderr)")
    let store = try League.store(at: owner.database)
    #expect(try store.scalar(#"SELECT count(*) FROM "players" WHERE "name" LIKE 'New %'"#) == .integer(0))
  }

  /// A row of another team that the file changes is the access rules' sentence too, not a
  /// "changed by another session" (the server's policies update nothing, silently): a manager
  /// importing the league's whole file learns why nothing was imported.
  @Test func aManagersImportChangingAnotherTeamsPlayerNamesTheRule() throws {
    let file = owner.home.appendingPathComponent("league.csv")
    try "team,name,birthdate,number\nHAW,Ava Chen,2016-05-14,5\nLYN,Dana Brooks,2014-03-02,9\n".write(
      to: file, atomically: true, encoding: .utf8)
    let result = try roster(manager, "import", file.path)
    #expect(result.status == 1)
    #expect(result.stderr.contains("you manage Harbor Hawks, not Lakeside Lynx"), "\(result.stderr)")
    #expect(!result.stderr.contains("another session"), "\(result.stderr)")
    #expect(
      result.stderr.hasSuffix(
        "league.csv:3: you manage Harbor Hawks, not Lakeside Lynx; nothing was imported\n"),
      "\(result.stderr)")
    let store = try League.store(at: owner.database)
    #expect(try store.scalar(#"SELECT "number" FROM "players" WHERE "name" = 'Dana Brooks'"#) == .text("3"))
    #expect(try store.scalar(#"SELECT "number" FROM "players" WHERE "name" = 'Ava Chen'"#) == .text("1"))
  }

  @Test func aManagerReadsTheirOwnGuardiansAndBirthdatesOnly() throws {
    #expect(try roster(manager, "guardianships", "Ava Chen").stdout.contains("Mei Chen"))
    #expect(
      try roster(manager, "guardianships", "Dana Brooks").stdout
        == "No guardianships.\nA manager reads the guardianships of their own teams only ('access' says which).\n"
    )
    let guardians = try roster(manager, "guardians", "--format", "csv").stdout
    #expect(guardians.contains("Mei Chen") && guardians.contains("555 0102"), "\(guardians)")
    #expect(!guardians.contains("Dan Brooks") && !guardians.contains("555 0103"), "\(guardians)")
    let players = try roster(manager, "players", "--format", "csv").stdout
    #expect(players.contains("Ava Chen,10,10,2016-05-14"))
    #expect(!players.contains("2014-03-02"), "another team's birthdate: \(players)")

    let psql = try sql(manager)
    let denied = refusal { _ = try psql.rows(#"SELECT "birthdate" FROM "players""#) }
    #expect(denied?.message.contains("permission denied") == true)
    #expect(try psql.scalar(#"SELECT count(*) FROM "guardians""#) == .integer(1))
    #expect(try psql.scalar(#"SELECT count(*) FROM "guardianships""#) == .integer(1))
    #expect(try psql.scalar(#"SELECT "phone" FROM "guardians""#) == .text("+1 555 0102"))
    #expect(
      try psql.scalar(
        #"SELECT count(*) FROM "players_visible" WHERE "birthdate" IS NOT NULL AND "team_id" IS NOT NULL"#)
        == .integer(2))
  }

  @Test func rawSQLOnAManagersLoginIsHeldToTheSameRules() throws {
    let psql = try sql(manager)
    // A row written into another's hold is refused with the rules' sentence, before it is written.
    for statement in [
      #"UPDATE "players" SET "team_id" = (SELECT "id" FROM "teams" WHERE "abbreviation" = 'LYN') WHERE "name" = 'Ava Chen'"#,
      #"INSERT INTO "players" ("name", "name_fold", "age", "team_id") SELECT 'X', 'x', 10, "id" FROM "teams" WHERE "abbreviation" = 'LYN'"#,
      #"UPDATE "teams" SET "city" = 'X'"#,
      #"DELETE FROM "roster_access""#,
      #"INSERT INTO "roster_access" VALUES (session_user, 'admin', NULL)"#,
    ] {
      let error = refusal { try psql.executeScript(statement) }
      #expect(error?.kind == .refused, "\(statement): \(String(describing: error))")
    }
    // A row of another's is not the manager's to update or delete: the statement sees only the
    // rows the manager holds (as the rules are checked on the row as it was), and changes none.
    let before = try League.store(at: owner.database).rows(
      #"SELECT "id", "version", "number" FROM "players" ORDER BY "id""#)
    for statement in [
      #"UPDATE "players" SET "number" = '9' WHERE "name" = 'Dana Brooks'"#,
      #"DELETE FROM "players" WHERE "name" = 'Dana Brooks'"#,
      #"UPDATE "staff" SET "role" = 'X' WHERE "name" = 'Lou Lee'"#,
      #"DELETE FROM "staff" WHERE "name" = 'Lou Lee'"#,
    ] {
      #expect(try psql.execute(SQL(statement)) == 0, "\(statement)")
    }
    let owners = try League.store(at: owner.database)
    #expect(try owners.rows(#"SELECT "id", "version", "number" FROM "players" ORDER BY "id""#) == before)
    #expect(try owners.scalar(#"SELECT "role" FROM "staff" WHERE "name" = 'Lou Lee'"#) == .text("Coach"))
    // The journal is written by its triggers and functions alone: no row of it by hand.
    for statement in [
      #"DELETE FROM "journal_rows""#, #"UPDATE "journal" SET "author" = 'someone else'"#,
      #"INSERT INTO "journal_rows" ("entry", "entity", "row", "change") VALUES (1, 'players', 1, 'insert')"#,
      #"INSERT INTO "journal" ("command") VALUES ('x')"#, #"DELETE FROM "journal""#,
    ] {
      let error = refusal { try psql.executeScript(statement) }
      #expect(error?.message.contains("permission denied") == true, "\(statement)")
    }
    // Nor does a session mark another's change as taken back.
    let admins = try owners.scalar(#"SELECT min("id") FROM "journal""#)
    let forged = refusal {
      try psql.executeScript(#"SELECT "roster_journal_open"('x', "# + admins.description + ")")
    }
    #expect(forged?.kind == .refused, "\(String(describing: forged))")
    #expect(forged?.message.contains("is not \(manager)'s to take back") == true)
    // A table of the session's own cannot stand in for the grants: a manager makes none (only
    // admins make temporary objects), and the deciding functions read the league's schema only.
    let shadow = refusal {
      try psql.executeScript(
        #"CREATE TEMPORARY TABLE "roster_access" ("role" text, "kind" text, "team_id" bigint); "#
          + #"INSERT INTO pg_temp."roster_access" VALUES (session_user, 'admin', NULL)"#)
    }
    #expect(shadow?.message.contains("permission denied to create temporary tables") == true)
    #expect(refusal { try psql.executeScript(#"UPDATE "teams" SET "city" = 'X'"#) }?.kind == .refused)
  }

  // MARK: A viewer, a stranger, an admin

  /// A platform's import template (`export players --profile`) holds what its reader reads, as
  /// the server gives it: a team's manager writes their players' birthdates and parents, and no
  /// other team's; a viewer writes neither.
  @Test func aPlatformsTemplateHoldsWhatItsReaderReads() throws {
    func rows(_ role: String) throws -> [String: String] {
      let run = try roster(role, "export", "players", "--profile", "playmetrics")
      #expect(run.status == 0, "\(run.stderr)")
      var rows: [String: String] = [:]
      for line in run.stdout.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        rows[fields[3] + " " + fields[4]] = fields[6] + "|" + fields[12...14].joined(separator: " ")
      }
      return rows
    }
    let managers = try rows(manager)
    // The phone as typed: the template is for the platform's upload, not a spreadsheet.
    #expect(managers["Ava Chen"] == "05/14/2016|Mei Chen +1 555 0102")
    #expect(managers["Dana Brooks"] == "|  ")
    let viewers = try rows(viewer)
    #expect(viewers.count == 4)
    #expect(viewers.values.allSatisfy { $0 == "|  " }, "\(viewers)")
  }

  @Test func aViewerReadsNamesNumbersPositionsAndLeagueAgesOnly() throws {
    let export = try roster(viewer, "export", "players")
    #expect(export.status == 0)
    #expect(!export.stdout.contains("2016-05-14") && !export.stdout.contains("2014-03-02"))
    #expect(export.stdout.contains("Harbor Hawks,Ava Chen,,10,,1"), "\(export.stdout)")
    #expect(
      try roster(viewer, "guardianships", "Ava Chen").stdout
        == "No guardianships.\nA viewer of the league reads no guardianships ('access' says what you have).\n"
    )
    #expect(
      try roster(viewer, "guardians").stdout
        == "No guardians.\nA viewer of the league reads no guardians ('access' says what you have).\n")
    #expect(
      try roster(viewer, "staff").stdout.hasSuffix(
        "A viewer of the league reads no staff ('access' says what you have).\n"))
    let change = try roster(viewer, "set", "player", "Ava Chen", "number=9")
    #expect(
      change.stderr.contains(
        "\(viewer) is a viewer of this league: it reads the league but does not change it"))

    let psql = try sql(viewer)
    #expect(try psql.scalar(#"SELECT count(*) FROM "guardians""#) == .integer(0))
    #expect(try psql.scalar(#"SELECT count(*) FROM "guardianships""#) == .integer(0))
    #expect(try psql.scalar(#"SELECT count(*) FROM "staff""#) == .integer(0))
    #expect(
      try psql.scalar(#"SELECT count(*) FROM "players_visible" WHERE "birthdate" IS NOT NULL"#) == .integer(0)
    )
    #expect(try psql.scalar(#"SELECT count(*) FROM "journal_rows""#) == .integer(0))
    // A viewer writes nothing, so may not lock a table against the writers either.
    for table in ["guardians", "guardianships"] {
      #expect(
        refusal { try psql.executeScript("DELETE FROM \"\(table)\"") }?.message.contains("permission denied")
          == true)
      #expect(
        try League.store(at: owner.database).scalar("SELECT count(*) FROM \(ident: table)") == .integer(2))
    }
  }

  @Test func aLoginWithoutAccessIsToldSoAndReadsNothing() throws {
    let result = try roster(stranger, "players")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "roster: \(stranger) has no access to this league; an admin of it grants some with "
        + "'roster access grant viewer \(stranger)' (or manager, or admin)\n")
    let psql = try sql(stranger)
    #expect(try psql.scalar(#"SELECT count(*) FROM "players""#) == .integer(0))
  }

  @Test func anAdminChangesEverythingGrantsAndReadsTheBirthdates() throws {
    #expect(try roster(admin, "set", "team", "LYN", "city=Lakeside").status == 0)
    #expect(try roster(admin, "players", "LYN", "--format", "csv").stdout.contains("2014-03-02"))
    #expect(try roster(admin, "access", "grant", "manager", manager, "LYN").status == 0)
    #expect(try roster(manager, "set", "player", "Dana Brooks", "number=9").status == 0)
    let grant = try roster(manager, "access", "grant", "admin", manager)
    #expect(grant.stderr.contains("the league's grants are the league office's to change"))
    #expect(try roster(admin, "access", "revoke", "manager", manager).status == 0)
    #expect(try roster(manager, "players").stderr.contains("has no access to this league"))
  }

  /// A session whose access is revoked meanwhile is told so, not that its rows were deleted.
  @Test func aSessionWhoseAccessIsRevokedIsToldSo() throws {
    let league = try League(path: url(manager))
    let ava = try league.player("Ava Chen")
    #expect(try roster(admin, "access", "revoke", manager).status == 0)
    ava.setValue(.text("8"), forKey: "number")
    do {
      try league.context.save()
      Issue.record("saved without access")
    } catch let error as StoreError {
      #expect(error.kind == .refused)
      #expect(error.message.hasPrefix("\(manager) has no access to this league"))
    }
  }

  @Test func accessListsTheGrantsAndTheSessionsOwn() throws {
    let listing = try roster(manager, "access", "--format", "csv").stdout
    #expect(listing.contains("\(manager),manager,Harbor Hawks"))
    #expect(listing.contains("\(viewer),viewer,"))
    let text = try roster(manager, "access").stdout
    #expect(text.contains("You are \(manager), a manager of Harbor Hawks"))
    #expect(text.contains("players' guardianships, read their players' guardians"), "\(text)")
    let missing = try roster(admin, "access", "grant", "viewer", "no_such_role_" + suffix)
    #expect(missing.stderr.contains("the server has no role"))
  }
}
