import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Taking a journal entry back (`revert`, `undo` from a new shell) where the league moved on:
/// it writes back only what its entry changed, sees every later change that still stands, and
/// holds against a change or another revert of the same entry racing it — on both engines.
final class JournalRevertTests: JournalReading {
  let location = Fixture.newDatabase()
  let league: League
  var context: Context { league.context }
  var store: any Store { league.store }

  init() throws { league = try Fixture.league(path: location) }

  deinit { Fixture.remove(location) }

  private func stampedSave(_ command: String, _ change: () throws -> Void) throws -> Int64 {
    context.stamp = JournalStamp(author: "ana", command: command)
    try change()
    return try #require(try context.save().journalEntry)
  }

  @discardableResult
  private func revert(_ id: Int64) throws -> JournalRevert.Outcome { try Self.revert(id, in: league) }

  @discardableResult
  private static func revert(_ id: Int64, in league: League) throws -> JournalRevert.Outcome {
    try JournalRevert(context: league.context).revert(
      id, stamp: JournalStamp(author: "ana", command: "revert \(id)"))
  }

  private func author() throws -> String {
    Backend.isPostgreSQL ? try store.scalar("SELECT session_user").description : "ana"
  }

  /// Mookie Betts's stored values, as the database has them now.
  private func mookie(_ column: String) throws -> DatabaseValue {
    try store.scalar(
      "SELECT \(ident: column) FROM \(ident: "players") WHERE \(ident: "name") = 'Mookie Betts'")
  }

  /// Runs `sql` as another program whose change the journal does not see (its trigger off).
  private func unjournaled(_ sql: SQL) throws {
    let trigger = store.dialect.journalTriggerNames(table: "players")[1]
    if Backend.isPostgreSQL {
      try store.execute("ALTER TABLE \(ident: "players") DISABLE TRIGGER \(ident: trigger)")
      try store.execute(sql)
      try store.execute("ALTER TABLE \(ident: "players") ENABLE TRIGGER \(ident: trigger)")
    } else {
      let text = try store.scalar(
        "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = \(bind: .text(trigger))")
      try store.execute("DROP TRIGGER \(ident: trigger)")
      try store.execute(sql)
      try store.execute(SQL(try #require(text.textValue)))
    }
  }

  /// A revert is held to the league's rules as `move` is (on main it skipped them, and moved a
  /// player back into a division locked since): refused with move's sentence, made with --force,
  /// which says what it broke.
  @Test func aRevertIsHeldToTheLeaguesRulesAsAnyChange() throws {
    context.stamp = JournalStamp(author: "ana", command: "add division")
    let division = context.insert(RosterModel.division)
    division.setValue(.text("Majors"), forKey: "name")
    try league.team("BOS").setObject(division, forKey: "division")
    try context.save()
    let moved = try stampedSave("move") { try league.player("Mookie Betts").team = try league.team("LAD") }
    division.setValue(.integer(1), forKey: "locked")
    try context.save()
    let lad = try league.team("LAD").objectID.rowID
    #expect(
      throws: RuleError([
        RuleBreach(refusal: "Majors is locked; unlock it or use --force", forced: "Majors is locked")
      ])
    ) {
      try self.revert(moved)
    }
    #expect(try mookie("team_id") == .integer(lad), "nothing was changed")
    let forced = try JournalRevert(context: context).revert(
      moved, stamp: JournalStamp(author: "ana", command: "revert --force"), force: true)
    #expect(forced.forced.map(\.forced) == ["Majors is locked"])
    #expect(try mookie("team_id") != .integer(lad))
  }

  @Test func aRevertWritesBackOnlyWhatItsEntryChanged() throws {
    let moved = try stampedSave("set position") { try league.player("Mookie Betts").position = "DH" }
    // Another program changes his number where the journal does not see it.
    try unjournaled(
      #"UPDATE "players" SET "number" = '7', "version" = "version" + 1 WHERE "name" = 'Mookie Betts'"#)
    try revert(moved)
    #expect(try mookie("position") == .text("RF"))
    #expect(try mookie("number") == .text("7"), "a value the entry did not change stays as it is")
  }

  /// Undone, then redone: the later change stands again, so a revert of an earlier entry on the
  /// same row is refused rather than overwrite it.
  @Test func aChangeUndoneAndRedoneStandsInTheWayOfARevertAgain() throws {
    let first = try stampedSave("set position") { try league.player("Mookie Betts").position = "DH" }
    let second = try stampedSave("set number") { try league.player("Mookie Betts").number = "7" }
    let undo = try #require(try revert(second).entry)
    #expect(try mookie("number") == .text("50"))
    try revert(undo)
    #expect(try mookie("number") == .text("7"))
    #expect(
      throws: JournalRevertError.changedSince(
        first, name: "Mookie Betts", by: second, author: try author(), command: "set number")
    ) {
      try revert(first)
    }
    #expect(try mookie("number") == .text("7") && mookie("position") == .text("DH"), "nothing was changed")
    // Undone once more, it no longer stands: the first entry comes back.
    let again = try #require(try store.scalar(#"SELECT max("id") FROM "journal""#).integerValue)
    try revert(again)
    try revert(first)
    #expect(try mookie("number") == .text("50") && mookie("position") == .text("RF"))
  }

  // MARK: A world that changed since

  @Test func aRevertIntoATeamDeletedSinceNamesTheTeam() throws {
    let moved = try stampedSave("move player") {
      try league.player("Mookie Betts").team = try league.team("LAD")
    }
    let gone = try stampedSave("rm team BOS") { try context.delete(try league.team("BOS")) }
    #expect(
      throws: JournalRevertError.cannotChangeBack(
        moved, name: "Mookie Betts", why: "its team, Boston Red Sox, was deleted since (in @\(gone))",
        then: "take @\(gone) back first ('revert \(gone)')")
    ) {
      try revert(moved)
    }
    #expect(try mookie("team_id") == .integer(try league.team("LAD").objectID.rowID))
  }

  @Test func aRevertToANumberTakenSinceNamesWhoHasIt() throws {
    let changed = try stampedSave("set number") { try league.player("Mookie Betts").number = "51" }
    _ = try stampedSave("set number") { try league.player("Zoe Adams").number = "50" }
    #expect(
      throws: JournalRevertError.cannotChangeBack(
        changed, name: "Mookie Betts", why: "number 50 is already taken on Boston Red Sox by Zoe Adams",
        then: "change or delete that row first")
    ) {
      try revert(changed)
    }
    #expect(try mookie("number") == .text("51"))
  }

  @Test func aRevertToANameTakenSinceSaysSo() throws {
    let renamed = try stampedSave("set team") { try league.team("BOS").name = "Boston Sox" }
    _ = try stampedSave("set team") { try league.team("LAD").name = "Boston Red Sox" }
    #expect(
      throws: JournalRevertError.cannotChangeBack(
        renamed, name: "Boston Sox", why: "a team named 'Boston Red Sox' already exists",
        then: "change or delete that row first")
    ) {
      try revert(renamed)
    }
  }

  /// Trials of two reverts of one entry at once, each on a connection of its own: exactly one
  /// applies, the other is refused as already taken back, every time.
  @Test func twoRevertsOfOneEntryRacingApplyOnce() throws {
    nonisolated(unsafe) let others = try (0..<2).map { _ in try League(path: location) }
    for trial in 0..<Self.trials {
      context.reset()
      let entry = try stampedSave("set age") { try league.player("Mookie Betts").age = 40 + trial % 20 }
      let outcomes = Outcomes()
      atOnce(2) { index in
        do {
          try Self.revert(entry, in: others[index])
          outcomes.add("applied")
        } catch let error as JournalRevertError {
          if case .alreadyReverted = error { outcomes.add("refused") } else { outcomes.add("\(error)") }
        } catch {
          outcomes.add("\(error)")
        }
      }
      #expect(outcomes.sorted == ["applied", "refused"], "trial \(trial)")
      #expect(
        try store.scalar(#"SELECT count(*) FROM "journal" WHERE "reverts" = "# + SQL.value(.integer(entry)))
          == .integer(1))
      #expect(try mookie("age") == .integer(27), "trial \(trial)")
      guard outcomes.sorted == ["applied", "refused"] else { return }
    }
  }

  /// Trials of a revert and another session's change of the same value at once: either the
  /// change lands after the revert, or the revert is refused, or the change is refused — never
  /// both applied with the change lost.
  @Test func aRevertRacingAChangeLosesNothing() throws {
    nonisolated(unsafe) let (reverting, changing) = (try League(path: location), try League(path: location))
    var seen: Set<String> = []
    for trial in 0..<Self.trials {
      context.reset()
      let before = try #require(try mookie("age").integerValue)
      let entry = try stampedSave("set age") { try league.player("Mookie Betts").age = Int(before) + 1 }
      let outcomes = Outcomes()
      atOnce(2) { index in
        if index == 0 {
          do {
            try Self.revert(entry, in: reverting)
            outcomes.add("revert applied")
          } catch let error as JournalRevertError {
            if case .changedSince = error { outcomes.add("revert refused") } else { outcomes.add("\(error)") }
          } catch {
            outcomes.add("\(error)")
          }
        } else {
          do {
            changing.context.reset()
            try changing.player("Mookie Betts").age = 99
            try changing.context.save()
            outcomes.add("change applied")
          } catch is ConflictError {
            outcomes.add("change refused")
          } catch {
            outcomes.add("\(error)")
          }
        }
      }
      let age = try mookie("age")
      let outcome = outcomes.sorted.joined(separator: ", ")
      seen.insert(outcome)
      switch outcome {
      case "change applied, revert applied":
        #expect(age == .integer(99), "trial \(trial): the change was lost")
      case "change refused, revert applied": #expect(age == .integer(before), "trial \(trial)")
      case "change applied, revert refused": #expect(age == .integer(99), "trial \(trial)")
      default: Issue.record("trial \(trial): \(outcome)")
      }
      guard outcome.hasPrefix("change") else { return }
      // The next trial starts from a value of its own.
      try store.execute(
        #"UPDATE "players" SET "age" = "# + SQL.value(.integer(Int64(20 + trial % 10)))
          + #", "version" = "version" + 1 WHERE "name" = 'Mookie Betts'"#)
    }
    #expect(!seen.isEmpty)
  }

  static let trials = 200

  private func stampedSave(_ author: String, _ command: String, _ change: () throws -> Void) throws -> Int64 {
    context.stamp = JournalStamp(author: author, command: command)
    try change()
    return try #require(try context.save().journalEntry)
  }

  private func snapshot() throws -> [[DatabaseValue]] {
    try ["teams", "players", "staff"].flatMap { table in
      try store.rows("SELECT * FROM \(ident: table) ORDER BY \(ident: "id")").map {
        // Versions move on with every write; the values are what must come back.
        [.text(table)] + $0.enumerated().filter { $0.offset != 1 }.map(\.element)
      }
    }
  }

  @Test func aRevertPutsBackWhatAnEntryChangedDeletedAndAdded() throws {
    let before = try snapshot()
    let set = try stampedSave("ana", "set") { try league.player("Mookie Betts").age = 30 }
    let removed = try stampedSave("ana", "rm team LAD") { try context.delete(try league.team("LAD")) }
    let added = try stampedSave("ana", "add team") {
      let team = context.insert(Team.self)
      team.name = "Chicago Cubs"
    }
    for id in [added, removed, set] { try revert(id) }
    context.reset()
    #expect(try snapshot() == before)
    // Each revert is an entry that names what it took back, and can be taken back in turn.
    let reverts = try store.rows(
      #"SELECT "reverts" FROM "journal" WHERE "reverts" IS NOT NULL ORDER BY "id""#)
    #expect(reverts == [[.integer(added)], [.integer(removed)], [.integer(set)]])
    let undoOfSet = try #require(try entries { $0.limit = 1 }.first).id
    try revert(undoOfSet)
    context.reset()
    #expect(try league.player("Mookie Betts").age == 30)
  }

  @Test func aRevertIsRefusedWhenSomeoneChangedTheRowsSince() throws {
    let ana = try stampedSave("ana", "set age") { try league.player("Mookie Betts").age = 30 }
    _ = try stampedSave("bo", #"set player "Mookie Betts" position=CF"#) {
      try league.player("Mookie Betts").position = "CF"
    }
    let bo = try author("bo")
    #expect(
      throws: JournalRevertError.changedSince(
        ana, name: "Mookie Betts", by: ana + 1, author: bo, command: #"set player "Mookie Betts" position=CF"#
      )
    ) {
      try revert(ana)
    }
    context.reset()
    #expect(try league.player("Mookie Betts").age == 30, "nothing was changed")
    #expect(throws: JournalRevertError.noEntry(9999)) { try revert(9999) }
  }

  @Test func theNewestChangeOfAnAuthorIsTheOneNotYetUndone() throws {
    guard !Backend.isPostgreSQL else { return }  // There, every author is the server's user.
    let first = try stampedSave("ana", "one") { try league.player("Mookie Betts").age = 30 }
    let second = try stampedSave("ana", "two") { try league.player("Max Muncy").age = 30 }
    _ = try stampedSave("bo", "three") { try league.player("Clayton Kershaw").age = 40 }
    let journal = JournalRevert(context: context)
    #expect(try journal.newest(by: "ana") == second)
    try revert(second)
    #expect(try journal.newest(by: "ana") == first, "neither the undone change nor the undo")
    #expect(throws: JournalRevertError.self) { try revert(second) }
  }

  @Test func anImportIsUndoneFromTheJournal() throws {
    let before = try snapshot()
    let scratch = TemporaryFolder()
    let path = scratch.file("players.csv")
    try "team,name,age\nBOS,New One,20\nCHC,New Two,21\nBOS,Mookie Betts,28\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    try "name,city,abbreviation\nChicago Cubs,Chicago,CHC\n".write(
      toFile: path + ".teams.csv", atomically: true, encoding: .utf8)
    context.stamp = JournalStamp(author: "ana", command: "import")
    let report = try Importer(context: context).run([path, path + ".teams.csv"])
    let id = try #require(report.changes.journalEntry)
    try revert(id)
    context.reset()
    #expect(try snapshot() == before)
  }

  @Test func aRevertKeepsRowsAddedSinceThatReferToWhatItWouldDelete() throws {
    let added = try stampedSave("ana", "add team") {
      let team = context.insert(Team.self)
      team.name = "Chicago Cubs"
    }
    _ = try stampedSave("bo", "add player") {
      let player = context.insert(Player.self)
      player.name = "Cub One"
      player.age = 20
      player.team = try league.team("Chicago Cubs")
    }
    #expect(throws: JournalRevertError.referenced(added, name: "Chicago Cubs", others: "1 player")) {
      try revert(added)
    }
    #expect(try league.team("Chicago Cubs").name == "Chicago Cubs")
  }

  /// A deleted row that cannot come back is named, with why and what to do, and nothing changes:
  /// one whose number a player added since has, one whose team was deleted since, one whose row
  /// id a row added since took.
  @Test func aRowThatCannotComeBackIsNamedWithWhy() throws {
    let removed = try stampedSave("ana", "rm player") {
      try context.delete(try league.player("Mookie Betts"))
    }
    _ = try stampedSave("ana", "set") { try league.player("José Abreu").number = "50" }
    #expect {
      try revert(removed)
    } throws: { error in
      (error as? JournalRevertError)?.description
        == "Mookie Betts, which @\(removed) deleted, cannot come back: number 50 is already taken on Boston Red Sox by José Abreu; nothing was changed — change or delete that row first"
    }
    #expect(throws: LookupError.self) { try league.player("Mookie Betts") }

    let second = try stampedSave("ana", "rm player") { try context.delete(try league.player("Zoe Adams")) }
    let team = try stampedSave("ana", "rm team") { try context.delete(try league.team("BOS")) }
    #expect(
      throws: JournalRevertError.cannotRestore(
        second, name: "Zoe Adams", why: "its team, Boston Red Sox, was deleted since (in @\(team))",
        then: "take @\(team) back first ('revert \(team)')")
    ) {
      try revert(second)
    }
    try revert(team)
    try revert(second)
    context.reset()
    #expect(try league.player("Zoe Adams").team?.name == "Boston Red Sox")
  }
}

/// What the threads of a trial did, gathered under a lock.
private final class Outcomes: @unchecked Sendable {
  private var list: [String] = []
  private let lock = NSLock()
  func add(_ outcome: String) { lock.withLock { list.append(outcome) } }
  var sorted: [String] { lock.withLock { list.sorted() } }
}
