import Foundation
import RosterFixtures
import RosterKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Faults in the environment: each gets one sentence on standard error, a non-zero exit, and the
/// database file is left byte for byte as it was.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's files and their permissions"))
struct FaultTests {
  let roster = RosterProcess()

  /// Runs `roster --db DATABASE ARGS` and checks the failure's manners and that the file is as before.
  private func expectRefused(
    _ database: String, _ arguments: [String], asUser user: Bool = false, sentence: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let before = try? Data(contentsOf: URL(fileURLWithPath: database))
    let result =
      user
      ? try Unprivileged.run(["--db", database] + arguments)
      : try roster.run(["--db", database] + arguments, useDatabase: false)
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderr == "roster: \(sentence)\n", sourceLocation: sourceLocation)
    #expect((try? Data(contentsOf: URL(fileURLWithPath: database))) == before, sourceLocation: sourceLocation)
  }

  private func sqlite(_ database: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, sql]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func databasesFromElsewhere() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let newer = roster.home.appendingPathComponent("newer.sqlite").path
    try FileManager.default.copyItem(atPath: roster.database, toPath: newer)
    try sqlite(newer, "PRAGMA user_version = 99")
    try expectRefused(
      newer, ["add", "team", "X"],
      sentence:
        "'\(newer)' was written by a newer Roster (schema 99; this one knows \(RosterModel.schemaVersion)); upgrade Roster to open it — the file was not changed"
    )
    let foreign = roster.home.appendingPathComponent("foreign.sqlite").path
    try sqlite(foreign, "CREATE TABLE notes(text); INSERT INTO notes VALUES ('x')")
    try expectRefused(
      foreign, ["teams"],
      sentence:
        "'\(foreign)' is an SQLite database of another program, not a Roster league; choose another file with --db"
    )
    try expectRefused(
      "/etc/passwd", ["teams"],
      sentence:
        "'/etc/passwd' is not a Roster database (it is not an SQLite file); choose another file with --db")
    try expectRefused(
      "/tmp", ["teams"], sentence: "cannot open '/tmp': it is a folder; give the path of a database file")
  }

  /// A league another program wrote with foreign keys off: `check` names the problems, and exits 1.
  @Test func checkFindsBrokenForeignKeys() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    try sqlite(roster.database, "PRAGMA foreign_keys = OFF; DELETE FROM teams WHERE abbreviation = 'LAD';")
    let result = try roster.run(["check"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("roster: the league has 4 problems; restore a backup or ask for help:\n"))
    #expect(result.stderr.contains("\n  row 7 of players refers to a missing row of teams\n"))
  }

  @Test(.enabled(if: Unprivileged.available, "runs as root, with setpriv to become an ordinary user"))
  func readOnlyFilesAndFolders() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let folder = try Unprivileged.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A file the user may read but not write.
    let file = folder + "/league.sqlite"
    try FileManager.default.copyItem(atPath: roster.database, toPath: file)
    chmod(file, 0o444)
    let readOnly =
      "cannot change '\(file)': it is read-only (check the permissions of the file and its folder)"
    try expectRefused(file, ["add", "team", "X"], asUser: true, sentence: readOnly)
    try expectRefused(file, ["teams"], asUser: true, sentence: readOnly)
    // A file the user may write, in a folder where SQLite cannot create its journal beside it.
    chown(file, Unprivileged.id, Unprivileged.id)
    chmod(file, 0o644)
    chmod(folder, 0o755)
    try expectRefused(file, ["add", "team", "X"], asUser: true, sentence: readOnly)
    // A new league in a folder the user may not write.
    try expectRefused(
      folder + "/new.sqlite", ["teams"], asUser: true,
      sentence:
        "cannot open '\(folder)/new.sqlite': it does not exist, and the folder '\(folder)' is not writable "
        + "to create it in; choose another place with --db")
    #expect(!FileManager.default.fileExists(atPath: folder + "/new.sqlite"))
    // A file the user may not read.
    chmod(file, 0o600)
    chown(file, 0, 0)
    try expectRefused(
      file, ["teams"], asUser: true,
      sentence: "cannot open '\(file)': you may not read it (check the file's permissions)")
  }

  /// A full disk in the middle of an import: SQLite's `max_page_count` stands in for the disk, so
  /// the test runs anywhere; `fullTmpfs` below does it with a real full file system where it may.
  @Test func aFullDatabaseRefusesTheWholeImport() throws {
    let path = Fixture.temporaryPath()
    defer { Fixture.remove(path) }
    let league = try Fixture.league(path: path)
    let pages = try league.store.scalar("PRAGMA page_count").integerValue ?? 0
    _ = try league.store.scalar(SQL("PRAGMA max_page_count = " + String(pages + 2)))
    let csv = (path as NSString).deletingLastPathComponent + "/players.csv"
    try ("name,team,age\n" + (0..<5000).map { "Full Player \($0),Boston Red Sox,25\n" }.joined()).write(
      toFile: csv, atomically: true, encoding: .utf8)
    #expect {
      _ = try Importer(context: league.context).run([csv])
    } throws: { error in
      (error as? StoreError)?.kind == .full
    }
    #expect(try league.context.count(FetchRequest(entity: Player.entity)) == Fixture.players.count)
    #expect(try league.store.rows("PRAGMA integrity_check") == [[.text("ok")]])
  }

  @Test(.enabled(if: Unprivileged.canMount, "needs root with the right to mount a small tmpfs"))
  func fullTmpfs() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let mount = try Unprivileged.folder()
    guard Unprivileged.mountTmpfs(at: mount, size: "600k") else {
      Issue.record("mounting a tmpfs failed")
      return
    }
    defer {
      _ = Unprivileged.command("/bin/umount", [mount])
      try? FileManager.default.removeItem(atPath: mount)
    }
    let file = mount + "/league.sqlite"
    try FileManager.default.copyItem(atPath: roster.database, toPath: file)
    let csv = roster.home.appendingPathComponent("players.csv").path
    try ("name,team,age\n" + (0..<20_000).map { "Full Player \($0),Boston Red Sox,25\n" }.joined()).write(
      toFile: csv, atomically: true, encoding: .utf8)
    try expectRefused(
      file, ["import", csv], sentence: "the disk holding '\(file)' is full; nothing was changed")
    #expect(try roster.run(["--db", file, "check"], useDatabase: false).status == 0)
  }
}

/// Runs `roster` as an ordinary user (nobody), since tests run as root in CI and root ignores
/// file permissions.
enum Unprivileged {
  static let id: uid_t = 65534
  static let isRoot = getuid() == 0
  static let available = isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  static let canMount: Bool = {
    guard isRoot, let folder = try? folder() else { return false }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard mountTmpfs(at: folder, size: "64k") else { return false }
    _ = command("/bin/umount", [folder])
    return true
  }()

  /// The binary copied where the other user may run it (the build folder may be under /root).
  static let executable: String = {
    guard isRoot else { return RosterProcess.executable.path }
    let folder = NSTemporaryDirectory() + "/roster-unprivileged-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    chmod(folder, 0o755)
    let copy = folder + "/roster"
    try? FileManager.default.removeItem(atPath: copy)
    // Copied by cp, not here: a file this process held open for writing would be inherited by
    // every process another test starts meanwhile, and exec'ing the copy would then fail with
    // "Text file busy" (seen once in make test).
    _ = command("/bin/cp", [RosterProcess.executable.path, copy])
    chmod(copy, 0o755)
    // Every test of the run may use the copy: it goes when the test process exits.
    atexit {
      try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "/roster-unprivileged-\(getpid())")
    }
    return copy
  }()

  /// A new folder the other user may enter but not write. Its name is short: tests compare
  /// sentences that name a file in it, and a message shows a path of at most 80 characters.
  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-fault-\(UUID().uuidString.prefix(8))"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    chmod(folder, 0o755)
    return folder
  }

  static func mountTmpfs(at folder: String, size: String) -> Bool {
    command("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder]) == 0
  }

  @discardableResult
  static func command(_ path: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func run(_ arguments: [String]) throws -> RosterProcess.Result {
    let process = Process()
    if isRoot {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=\(id)", "--regid=\(id)", "--clear-groups", executable] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    }
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": "/nonexistent"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .init(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }
}
