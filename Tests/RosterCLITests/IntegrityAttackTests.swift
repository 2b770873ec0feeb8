import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Issue 40's attacks on what a league holds, as another program makes them — the sqlite3 shell
/// on the league's file, psql on a league office's server as a team's manager or as the owner —
/// then every user's commands: none ends in "database error", none is left unjournaled.
@Suite(.serialized) final class IntegrityAttackTests {
  let owner = RosterProcess()
  let suffix = String(UUID().uuidString.prefix(8)).lowercased()
  var manager: String { "hawks_" + suffix }
  var viewer: String { "volunteer_" + suffix }

  init() throws {
    if Backend.isPostgreSQL {
      let server = try PostgreSQLStore(url: Backend.postgresServer!)
      for role in [manager, viewer] { try server.executeScript("CREATE ROLE \"\(role)\" LOGIN") }
    }
    var setup = """
      league set name="Metro" cutoff=2026-08-31
      add division U10 min_age=9 max_age=10
      add team "Harbor Hawks" abbr=HAW division=U10
      add team "Lakeside Lynx" abbr=LYN
      add player "Ava Chen" birthdate=2016-05-14 team=HAW number=1
      add player "Ben Ortiz" birthdate=2017-01-09 team=HAW number=2
      add player "Dana Brooks" birthdate=2014-03-02 team=LYN number=3

      """
    if Backend.isPostgreSQL {
      setup += "access grant manager \(manager) HAW\naccess grant viewer \(viewer)\n"
    }
    let result = try owner.run(["--quiet"], input: setup, environment: ["ROSTER_TODAY": "2026-05-01"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  deinit {
    owner.cleanUp()
    if Backend.isPostgreSQL, let server = try? PostgreSQLStore(url: Backend.postgresServer!) {
      for role in [manager, viewer] { try? server.executeScript("DROP ROLE IF EXISTS \"\(role)\"") }
    }
  }

  /// The league's URL (or file) as `role` reaches it.
  private func location(_ role: String?) -> String {
    guard let role else { return owner.database }
    return owner.database.replacingOccurrences(of: "://roster@", with: "://\(role)@")
  }

  /// `sql` run by the sqlite3 shell on the league's file, or by psql as `role`: its status and
  /// what it said.
  private func anotherProgram(_ sql: String, as role: String? = nil) throws -> (status: Int32, stderr: String)
  {
    let process = Process()
    let error = Pipe()
    if Backend.isPostgreSQL {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
      process.arguments = [location(role), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql]
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      process.arguments = ["-bail", owner.database, sql]
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    try process.run()
    let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, said)
  }

  private func roster(_ arguments: [String], as role: String? = nil) throws -> RosterProcess.Result {
    try owner.run(["--db", location(role)] + arguments, useDatabase: false)
  }

  static let readers = [
    ["players"], ["eligibility"], ["export", "players"], ["report", "league"], ["find", "Ava"], ["check"],
  ]

  /// A birthdate or jersey number Roster cannot read, written on the manager's own player
  /// through psql (on SQLite, by the sqlite3 shell): the database refuses it, and every user's
  /// commands go on working.
  @Test func anotherProgramCannotStoreWhatRosterCannotRead() throws {
    let role: String? = Backend.isPostgreSQL ? manager : nil
    for sql in [
      "UPDATE players SET birthdate = '2015-13-45' WHERE name = 'Ava Chen'",
      "UPDATE players SET birthdate = '0001-01-01' WHERE name = 'Ava Chen'",
      "UPDATE players SET number = 'abc' WHERE name = 'Ava Chen'",
      "UPDATE players SET position = E'P\\n' WHERE name = 'Ava Chen'".replacingOccurrences(
        of: "E'P\\n'", with: Backend.isPostgreSQL ? "E'P\\n'" : "'P' || char(10)"),
    ] {
      let result = try anotherProgram(sql, as: role)
      #expect(result.status != 0, "\(sql)")
      #expect(
        result.stderr.contains("check constraint") || result.stderr.contains("CHECK constraint"),
        "\(result.stderr)")
    }
    for arguments in Self.readers {
      let result = try roster(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    // Every user's reads (what a manager or a viewer may read is the league office's rules').
    for user in Backend.isPostgreSQL ? [manager, viewer] : [] {
      for arguments in Self.readers.dropLast() {
        let result = try roster(arguments, as: user)
        #expect(!result.stderr.contains("database error"), "\(user) \(arguments): \(result.stderr)")
      }
    }
  }

  /// A value that slipped in where the database did not check it (an owner dropped the check):
  /// every read that meets it is a sentence naming the row, never "database error".
  @Test(.enabled(if: Backend.isPostgreSQL))
  func aValueThatSlippedInIsNamedNotADatabaseError() throws {
    let result = try anotherProgram(
      "ALTER TABLE players DROP CONSTRAINT players_birthdate_valid; "
        + "UPDATE players SET birthdate = 'garbage' WHERE name = 'Ava Chen'")
    #expect(result.status == 0, "\(result.stderr)")
    for user in [nil, manager, viewer] {
      for arguments in [["players"], ["report", "league"], ["find", "Ava"]] {
        let read = try roster(arguments, as: user)
        #expect(!read.stderr.contains("database error"), "\(user ?? "owner") \(arguments): \(read.stderr)")
        #expect(
          read.stderr.contains("roster: a stored value cannot be read"),
          "\(user ?? "owner") \(arguments): \(read.stderr)")
      }
    }
    let named = try roster(["players"])
    #expect(named.status == 1)
    #expect(
      named.stderr.contains("player #1 'Ava Chen': birthdate must be a date written YYYY-MM-DD"),
      "\(named.stderr)")
    let check = try roster(["check"])
    #expect(check.status == 1)
    #expect(check.stderr.contains("the check 'players_birthdate_valid' of players is missing"))
    #expect(
      check.stderr.contains(
        "player #1 'Ava Chen': birthdate must be a date written YYYY-MM-DD, such as 2015-03-02 (got 'garbage')"
      ))
  }

  /// A journal trigger another program dropped is put back when Roster opens the league, said
  /// on standard error, and Roster's change is journaled.
  @Test func aDroppedJournalTriggerIsPutBackAndSaid() throws {
    let drop =
      Backend.isPostgreSQL
      ? "DROP TRIGGER players_journal_update ON players" : "DROP TRIGGER players_journal_update"
    #expect(try anotherProgram(drop).status == 0)
    let changed = try roster(["set", "player", "Ava Chen", "position=P"])
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(
      changed.stderr
        == "roster: put back the trigger 'players_journal_update' of players, which was missing\n")
    #expect(try roster(["log", "-n", "1"]).stdout.contains("Ava Chen: position none → P"))
    #expect(try roster(["check"]).status == 0)
  }

  /// A manager may not put the schema back (only its owner may): Roster refuses the manager's
  /// changes with a sentence until the owner opens the league.
  @Test(.enabled(if: Backend.isPostgreSQL))
  func aManagerIsRefusedChangesWhileTheSchemaIsNotPutBack() throws {
    #expect(try anotherProgram("ALTER TABLE players DISABLE TRIGGER players_journal_update").status == 0)
    let refused = try roster(["set", "player", "Ava Chen", "position=P"], as: manager)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "roster: Roster does not change this league while its schema is not as Roster made it "
          + "(the trigger 'players_journal_update' of players is turned off: changes to players are not journaled)"
      ),
      "\(refused.stderr)")
    #expect(try roster(["players"]).stderr.contains("roster: put back the trigger 'players_journal_update'"))
    #expect(try roster(["set", "player", "Ava Chen", "position=P"], as: manager).status == 0)
  }
}
