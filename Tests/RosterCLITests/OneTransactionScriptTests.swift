import Foundation
import RosterFixtures
import RosterKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A script run as one transaction (`roster -1`): every command in it either works inside the
/// transaction or is refused at once with a sentence, and files it writes appear only when its
/// changes are kept.
struct OneTransactionScriptTests {
  let roster = RosterProcess()
  let folder: String

  init() throws {
    try roster.seed()
    // In the home folder, which `cleanUp` removes.
    folder = roster.home.path + "/out"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  /// Runs a `-1` script, and stops it when it has not ended within `seconds` (a hang is a
  /// failure, never a test run that waits forever).
  private func script(_ lines: String, seconds: Double = 60) throws -> RosterProcess.Result {
    let process = Process()
    process.executableURL = RosterProcess.executable
    process.arguments = ["--db", roster.database, "-1"]
    process.environment = ["HOME": roster.home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? input.fileHandleForWriting.write(contentsOf: Data(lines.utf8))
    try input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      Issue.record("the script did not end within \(seconds) s")
      kill(process.processIdentifier, SIGINT)
      usleep(2_000_000)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    return RosterProcess.Result(
      stdout: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      stderr: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      status: process.terminationStatus)
  }

  /// `backup` copies the committed league with a connection of its own: inside the script's
  /// transaction it once waited forever for the script's own lock, ignored Ctrl-C, and kept every
  /// other writer out. It is refused at once, and the script rolls back.
  @Test(arguments: ["backup", "migrate"])
  func aCommandThatCopiesTheCommittedLeagueIsRefused(command: String) throws {
    defer { roster.cleanUp() }
    let copy = folder + "/copy.sqlite"
    let line = command == "backup" ? "backup \(copy)" : "migrate --from \(roster.database) --to \(copy)"
    let result = try script("add team \"Zed Team\" abbr=ZED\n\(line)\n", seconds: 20)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "roster: line 2: \(command) copies the league as it is committed, and this script's changes are "
          + "committed only when it ends (--single-transaction); run '\(command)' after the script"))
    #expect(!FileManager.default.fileExists(atPath: copy))
    // Nothing is held: another writer gets in, and the script's team was not kept.
    #expect(try roster.run(["add", "team", "After", "abbr=AFT"]).status == 0)
    #expect(!(try roster.run(["--format", "csv", "teams"]).stdout.contains("Zed Team")))
  }

  /// An export, a report, a league folder and a rejects file written by a script that then fails
  /// would keep what was rolled back: none of them appears, and the script says so.
  @Test func filesAppearOnlyWhenTheScriptsChangesAreKept() throws {
    defer { roster.cleanUp() }
    let csv = folder + "/new-teams.csv"
    try "name,city,abbreviation\nNew Team,Here,NEW\n,Nowhere,BAD\n".write(
      toFile: csv, atomically: true, encoding: .utf8)
    let files = ["teams.csv", "report.txt", "league/teams.csv", "new-teams.csv.rejects.csv"].map {
      folder + "/" + $0
    }
    let lines = """
      add team "Zed Team" abbr=ZED
      export teams -o \(files[0])
      report league -o \(files[1])
      export league \(folder)/league
      import \(csv) --skip-invalid

      """
    let failing = try script(lines + "rm team NOWHERE\n")
    #expect(failing.status == 1)
    for file in files { #expect(!FileManager.default.fileExists(atPath: file), "\(file)") }
    // Nor the league's folder, made for files that never came.
    #expect(!FileManager.default.fileExists(atPath: folder + "/league"))
    // Each file of the league's folder, the export, the report and the rejects file.
    #expect(
      failing.stderr.contains(
        "nothing it did was kept, and the 11 files it wrote were not put in place ('\(files[0])', '\(files[1])', "
      ))
    #expect(failing.stderr.hasSuffix(" and 8 more)\n"))
    // No temporary file is left beside them either.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
    #expect(left.isEmpty)

    let passing = try script(lines)
    #expect(passing.status == 0)
    for file in files { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
    #expect(try String(contentsOfFile: files[0], encoding: .utf8).contains("Zed Team"))
    #expect(try String(contentsOfFile: files[2], encoding: .utf8).contains("Zed Team"))
    #expect(try String(contentsOfFile: files[3], encoding: .utf8).contains(",BAD,"))
  }

  /// An undo inside the script's transaction takes back a change the script made before it, from
  /// the journal as any undo (a deletion's rows come back from its images), and a redo puts it
  /// back: the league's owner, on both engines.
  @Test func anUndoInsideTheTransactionTakesBackTheScriptsOwnChange() throws {
    defer { roster.cleanUp() }
    let result = try script(
      """
      rm player "Mookie Betts" -f
      undo
      set player "Max Muncy" age=31
      undo
      redo
      undo

      """)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "Undid: delete Mookie Betts.\nUpdated Max Muncy: age 29 → 31.\nUndid: change Max Muncy.\n"))
    let players = try roster.run(["--format", "csv", "players"]).stdout
    #expect(players.contains("Mookie Betts"))
    #expect(players.contains("Max Muncy,29") || players.contains(",Max Muncy,29"))
  }

  /// The commands that change the league in ways of their own (pruning the journal, a new season,
  /// an import, undo) work inside the transaction and are rolled back with it.
  @Test func everyOtherKindOfChangeRollsBackWithTheScript() throws {
    defer { roster.cleanUp() }
    let before = try roster.run(["--format", "csv", "log"]).stdout
    let failing = try script(
      """
      add team "Zed Team" abbr=ZED
      undo
      add team "Zed Team" abbr=ZED
      season new "2027" --cutoff 2027-08-31 --release-all
      log --prune-before now -f
      rm team NOWHERE

      """)
    #expect(failing.status == 1)
    #expect(failing.stderr.contains("roster: line 6: "))
    #expect(try roster.run(["--format", "csv", "log"]).stdout == before)
    #expect(try roster.run(["--format", "csv", "players", "BOS"]).stdout.contains("Mookie Betts"))
    #expect(try roster.run(["seasons"]).stdout.contains("No seasons."))
  }

  /// `-1`: a failure at the last line leaves nothing of the lines before it, journal included.
  @Test func aSingleTransactionScriptKeepsAllOrNothing() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let failing = try roster.run(
      ["-1"], input: "add team A\nadd team B\nadd player X age=10 team=A\nadd player Y age=10 team=Nowhere\n")
    #expect(failing.status == 1)
    #expect(failing.stderr.hasPrefix("roster: line 4: "))
    #expect(
      failing.stderr.hasSuffix(
        "roster: the script ran as one transaction (--single-transaction): nothing it did was kept\n"))
    #expect(
      try roster.run(["--format", "csv", "teams"]).stdout == "name,city,abbreviation,division,players\n")
    #expect(try roster.run(["--format", "csv", "log"]).stdout.split(separator: "\n").count <= 2)
    let passing = try roster.run(
      ["--single-transaction", "-q"], input: "add team A\nadd player X age=10 team=A\n")
    #expect(passing == RosterProcess.Result(stdout: "", stderr: "", status: 0))
    #expect(try roster.run(["--format", "csv", "players", "A"]).stdout.contains("X,"))
    #expect(try roster.run(["-1", "teams"]).status == 2)
  }
}
