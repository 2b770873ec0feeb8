import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `log` from the built binary: changes made from two shells under two `ROSTER_USER`s, read back
/// newest first, narrowed to a player, a team or an author, in every format.
@Suite(.serialized)
struct LogCommandTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  @discardableResult
  private func run(_ arguments: String..., user: String = "ana") throws -> RosterProcess.Result {
    try roster.run(arguments, environment: ["ROSTER_USER": user])
  }

  /// The entries' headings without their times, and their lines.
  private func withoutTimes(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d  "#, with: "  TIME  ", options: .regularExpression)
  }

  /// The author the journal records for `user`: theirs on SQLite, the server's user on PostgreSQL.
  private var serverUser: String? {
    guard Backend.isPostgreSQL else { return nil }
    return try? PostgreSQLStore(url: roster.database).scalar("SELECT session_user").description
  }

  @Test func changesFromTwoShellsReadBackNewestFirstWithTheirAuthors() throws {
    defer { roster.cleanUp() }
    try run("set", "player", "Mookie Betts", "age=28", user: "ana")
    try run("move", "player", "Mookie Betts", "to", "LAD", user: "bo")
    try run("add", "player", "Test Rookie", "team=BOS", "age=19", "position=SS", "number=77", user: "bo")
    let log = try run("log", "-n", "3")
    #expect(log.status == 0 && log.stderr == "")
    let entries = withoutTimes(log.stdout).components(separatedBy: "\n\n")
    #expect(entries.count == 3)
    let bo = serverUser ?? "bo"
    let ana = serverUser ?? "ana"
    #expect(entries[0].hasPrefix("@"))
    #expect(
      entries[0].hasSuffix(
        "  TIME  \(bo)  add player \"Test Rookie\" team=BOS age=19 position=SS number=77\n"
          + "    + Test Rookie (BOS, 19, SS, 77)"))
    #expect(
      entries[1].hasSuffix(
        "  TIME  \(bo)  move player \"Mookie Betts\" to LAD\n"
          + "    Mookie Betts: team Boston Red Sox → Los Angeles Dodgers"))
    #expect(
      entries[2].hasSuffix(
        "  TIME  \(ana)  set player \"Mookie Betts\" age=28\n    Mookie Betts: age 27 → 28\n"))
  }

  @Test func aPlayersOrATeamsLogHasOnlyTheirChanges() throws {
    defer { roster.cleanUp() }
    try run("set", "player", "Mookie Betts", "age=28")
    try run("set", "team", "YOM", "city=Tokyo")
    let mookie = withoutTimes(try run("log", "Mookie Betts").stdout)
    #expect(mookie.contains("Mookie Betts: age 27 → 28"))
    #expect(!mookie.contains("Tokyo"))
    // His insert, in the seed script, too.
    #expect(mookie.contains("+ Mookie Betts (BOS, 27, RF, 50)"))
    let giants = withoutTimes(try run("log", "YOM", "-n", "1").stdout)
    #expect(giants.hasSuffix("set team YOM city=Tokyo\n    Yomiuri Giants: city Tōkyō → Tokyo\n"))
    let nobody = try run("log", "Nobody")
    #expect(nobody.status == 1, "a name not found, as the README's exit statuses say")
    #expect(nobody.stderr.contains("there is no team or player named 'Nobody'"))
  }

  @Test func anAuthorsAndATimesEntries() throws {
    defer { roster.cleanUp() }
    try run("set", "player", "Mookie Betts", "age=28", user: "ana")
    try run("set", "player", "Mookie Betts", "age=29", user: "bo")
    if serverUser == nil {
      let ana = withoutTimes(try run("log", "--author", "ana").stdout)
      #expect(ana.contains("age 27 → 28") && !ana.contains("age 28 → 29"))
    }
    #expect(try run("log", "--since", "tomorrow").status == 2)
    #expect(try run("log", "--until", "yesterday").stdout == "No journal entries.\n")
    #expect(try run("log", "--since", "today", "-n", "1").stdout.contains("age 28 → 29"))
    let first = try run("log", "--until", "@1").stdout
    #expect(withoutTimes(first).hasSuffix("the journal starts (schema 5)\n"))
  }

  @Test func everyFormatHasARowAChange() throws {
    defer { roster.cleanUp() }
    try run("set", "player", "Mookie Betts", "age=28", "position=CF")
    let json = try run("log", "-n", "1", "--format", "json")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 1)
    #expect(rows[0]["command"] as? String == "set player \"Mookie Betts\" age=28 position=CF")
    #expect(rows[0]["change"] as? String == "update")
    #expect(rows[0]["kind"] as? String == "player")
    #expect(rows[0]["detail"] as? String == "Mookie Betts: age 27 → 28, position RF → CF")
    let csv = try run("log", "-n", "1", "--format", "csv").stdout
    #expect(csv.hasPrefix("entry,at,author,command,change,kind,row,detail\n"))
  }

  @Test func aCommandIsRecordedAsTypedWithoutItsPasswords() {
    let words = [
      Argument("migrate"), Argument.commandLine("postgresql://ann:secret@db.example.org/league"),
      Argument.commandLine("role=Head Coach"), Argument("password=hunter2"),
    ]
    #expect(
      CommandTable.typed(words)
        == #"migrate postgresql://ann@db.example.org/league role="Head Coach" password=…"#)
  }

  /// `password=` in any case, after any text (accented letters before it count in bytes, not
  /// characters); a shell's word with quotes and backslashes quoted again as it was typed.
  @Test func aPasswordInAnyCaseIsLeftOutAndQuotesAreKept() {
    #expect(CommandTable.typed([Argument("PassWord=hunter2")]) == "PassWord=…")
    #expect(CommandTable.typed([Argument("Größe,password=x")]) == "Größe,password=…")
    #expect(CommandTable.typed([Argument("passwor=x")]) == "passwor=x")
    let shell = Argument.commandLine(#"say "hi" \ now"#)
    #expect(shell.raw == #""say \"hi\" \\ now""#)
    #expect(shell.value == #"say "hi" \ now"#)
    #expect(CommandTable.typed([shell]) == #""say \"hi\" \ now""#)
  }

  @Test func undoInANewShellTakesBackYourNewestChangeUnlessSomeoneChangedItSince() throws {
    defer { roster.cleanUp() }
    guard serverUser == nil else { return }  // On PostgreSQL both shells are the server's one user.
    try run("set", "player", "Mookie Betts", "age=28", user: "ana")
    try run("set", "player", "Max Muncy", "age=30", user: "bo")
    try run("set", "player", "Mookie Betts", "position=CF", user: "bo")
    let refused = try run("undo", user: "ana")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("Mookie Betts was changed since @"))
    #expect(refused.stderr.contains(" by bo in @"))
    let undone = try run("undo", user: "bo")
    #expect(undone.status == 0)
    #expect(undone.stdout.contains("(set player \"Mookie Betts\" position=CF, by bo at "))
    #expect(try run("undo", user: "ana").status == 0)
    let players = try run("players", "BOS", "--format", "csv").stdout
    #expect(players.contains("Mookie Betts,27,27,,RF"))
    // Bo's next undo is his other change; the undos are entries too, which revert takes back.
    #expect(try run("undo", user: "bo").stdout.contains("(set player \"Max Muncy\" age=30, by bo"))
    #expect(try run("players", "LAD", "--format", "csv").stdout.contains("Max Muncy,29,"))
    let undo = try #require(withoutTimes(try run("log", "-n", "1").stdout).split(separator: " ").first)
    #expect(try run("revert", String(undo), user: "ana").status == 0)
    #expect(try run("players", "LAD", "--format", "csv").stdout.contains("Max Muncy,30,"))
  }

  @Test func pruningForgetsOlderEntriesOnly() throws {
    defer { roster.cleanUp() }
    try run("set", "player", "Mookie Betts", "age=28")
    let newest = try #require(withoutTimes(try run("log", "-n", "1").stdout).split(separator: " ").first)
    let pruned = try run("log", "--prune-before", String(newest))
    #expect(pruned.status == 0)
    #expect(
      pruned.stdout.hasPrefix("Forgot ") && pruned.stdout.hasSuffix(" journal entries before \(newest).\n"))
    let left = withoutTimes(try run("log").stdout)
    #expect(left.hasPrefix("\(newest)  TIME  ") && !left.contains("\n\n"), "only the newest entry is left")
    #expect(try run("log", "--prune-before", String(newest)).stdout.contains("nothing was forgotten"))
  }

  @Test func aTeamAsOfAnEntryOrADayIsShownAsItWasAndCannotBeChanged() throws {
    defer { roster.cleanUp() }
    let before = try run("players", "BOS", "--format", "csv").stdout
    let entry = try #require(withoutTimes(try run("log", "-n", "1").stdout).split(separator: " ").first)
    try run("set", "player", "Mookie Betts", "age=28")
    try run("rm", "team", "BOS", "-f")
    #expect(try run("players", "BOS", "--as-of", String(entry), "--format", "csv").stdout == before)
    #expect(
      try run("players", "BOS", "--as-of", "today", "--format", "csv").status == 1, "BOS is gone by now")
    let refused = try run("add", "team", "Cubs", "--as-of", String(entry))
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("the league is shown as of \(entry) ("))
    #expect(try run("teams", "--format", "csv").stdout.contains("Cubs") == false)
    for change in [
      ["rm", "player", "Zoe Adams"], ["undo"], ["revert", String(entry)], ["log", "--prune-before", "now"],
    ] {
      let result = try roster.run(change + ["--as-of", String(entry)], environment: ["ROSTER_USER": "ana"])
      #expect(
        result.status == 1 && result.stderr.contains("the league is shown as of \(entry) ("), "\(change)")
    }
    let session = try roster.run(
      ["--quiet"], input: "as-of \(entry)\nplayers BOS --format csv\nas-of now\nteams --format csv\n")
    #expect(session.stdout.hasPrefix(before))
    #expect(!session.stdout.dropFirst(before.count).contains("Boston Red Sox"))
    #expect(try run("players", "--as-of", "2000-01-01").stderr.contains("the journal starts at "))
  }
}
