import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Files Roster writes (`-o FILE`, `backup FILE`, rejects files) replace only regular files, write
/// through symbolic links, write FIFOs and devices directly, keep a replaced file's mode and give a
/// new one the league's privacy, and leave no temporary files behind.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's files, their modes and their folders"))
struct FileSafetyTests {
  let roster = RosterProcess()

  private var folder: String { roster.home.path }
  private func path(_ name: String) -> String { roster.home.appendingPathComponent(name).path }

  private func status(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  private func mode(_ path: String) -> mode_t? { status(path).map { $0.st_mode & 0o7777 } }

  private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// Names in the home folder that look like Roster's temporary files.
  private func temporaryFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".tmp-") }
      .sorted()
  }

  private func expectRefused(
    _ arguments: [String], _ sentence: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let result = try roster.run(arguments)
    #expect(
      result == .init(stdout: "", stderr: "roster: \(sentence)\n", status: 1), sourceLocation: sourceLocation)
  }

  @Test func symbolicLinksAreWrittenThrough() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let teams = try roster.run(["export", "teams"]).stdout
    try "old\n".write(toFile: path("target.csv"), atomically: false, encoding: .utf8)
    symlink("target.csv", path("link.csv"))
    #expect(try roster.run(["export", "teams", "-o", path("link.csv")]).status == 0)
    #expect(status(path("link.csv")).map { $0.st_mode & S_IFMT } == S_IFLNK)
    #expect(contents(path("target.csv")) == teams)
    // A chain of links, the last one relative to its own folder, to a backup.
    for name in ["backups", "links"] {
      try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
    }
    symlink("../backups/league.sqlite", path("links/backup"))
    symlink(path("links/backup"), path("latest.sqlite"))
    #expect(try roster.run(["backup", path("latest.sqlite")]).status == 0)
    #expect(status(path("latest.sqlite")).map { $0.st_mode & S_IFMT } == S_IFLNK)
    let copy = try roster.run(["--db", path("backups/league.sqlite"), "export", "teams"], useDatabase: false)
    #expect(copy.stdout == teams)
    // A rejects file that is a link.
    try "name,team,age\nGood Player,YOM,20\nBad Player,YOM,200\n".write(
      toFile: path("players.csv"), atomically: false, encoding: .utf8)
    symlink("kept-rejects.csv", path("players.csv.rejects.csv"))
    #expect(try roster.run(["-q", "import", "--skip-invalid", path("players.csv")]).status == 0)
    #expect(status(path("players.csv.rejects.csv")).map { $0.st_mode & S_IFMT } == S_IFLNK)
    #expect(
      contents(path("kept-rejects.csv"))?.hasPrefix("name,team,age,line,reason\nBad Player,YOM,200,") == true)
    #expect(temporaryFiles() == [])
  }

  /// A FIFO is opened and written, as a shell's `>` would; the reader gets the export.
  @Test func fifosAreWrittenDirectly() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let fifo = path("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    // Open for reading first (without waiting for a writer), so that the export's open finds a
    // reader, and its bytes wait in the pipe.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let result = try roster.run(["export", "teams", "-o", fifo])
    #expect(result == .init(stdout: "Wrote \(fifo).\n", stderr: "", status: 0))
    var bytes = [UInt8](repeating: 0, count: 1 << 16)
    let count = read(reader, &bytes, bytes.count)
    #expect(
      String(decoding: bytes[..<max(0, count)], as: UTF8.self)
        == (try roster.run(["export", "teams"]).stdout))
    #expect(status(fifo).map { $0.st_mode & S_IFMT } == S_IFIFO)
    // A backup is a database, which SQLite cannot write to a pipe.
    try expectRefused(
      ["backup", fifo],
      "cannot write '\(fifo)': it is a FIFO (a named pipe), and SQLite writes a backup only to a file; "
        + "give the path of a new file or of an old backup")
    #expect(temporaryFiles() == [])
  }

  /// Device nodes of our own (as root): `/dev/null`'s and `/dev/full`'s numbers in the test's folder,
  /// so that the old behaviour, replacing them with a regular file, cannot harm the real ones.
  @Test(.enabled(if: Unprivileged.isRoot, "making device nodes needs root"))
  func devicesAreWrittenDirectlyAndNeverReplaced() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let null = path("null")
    let full = path("full")
    // makedev(1, 3) and makedev(1, 7): a macro Swift does not import; small numbers are major << 8 | minor.
    guard mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0,
      mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0
    else {
      Issue.record("mknod failed: \(String(cString: strerror(errno)))")
      return
    }
    let before = status(null)!
    #expect(try roster.run(["export", "players", "-o", null]).status == 0)
    #expect(try roster.run(["report", "-o", null]).status == 0)
    try expectRefused(
      ["backup", null],
      "cannot write '\(null)': it is a device, and SQLite writes a backup only to a file; "
        + "give the path of a new file or of an old backup")
    let after = status(null)!
    #expect(
      after.st_mode == before.st_mode && after.st_rdev == before.st_rdev && after.st_ino == before.st_ino)
    try expectRefused(["export", "players", "-o", full], "cannot write '\(full)': no space left on device")
    #expect(status(full).map { $0.st_mode & S_IFMT } == S_IFCHR)
    #expect(temporaryFiles() == [])
  }

  @Test(arguments: [["export", "teams", "-o"], ["report", "league", "-o"], ["backup"]])
  func foldersAreRefused(command: [String]) throws {
    defer { roster.cleanUp() }
    try roster.seed()
    try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
    symlink("out", path("out-link"))
    try expectRefused(
      command + [path("out")], "cannot write '\(path("out"))': it is a folder; give the path of a file")
    try expectRefused(
      command + [path("out-link")],
      "cannot write '\(path("out-link"))': it leads to '\(path("out"))', which is a folder; give the path of a file"
    )
    try expectRefused(
      command + [path("new") + "/"],
      "cannot write '\(path("new"))/': it names a folder; give the path of a file")
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("out")) == [])
  }

  /// A file with another name (a hard link) is refused: replacing it would leave the other name
  /// with the old contents, and writing it in place could leave a mix of old and new.
  @Test(arguments: [["export", "teams", "-o"], ["backup"]])
  func hardLinksAreRefused(command: [String]) throws {
    defer { roster.cleanUp() }
    try roster.seed()
    try "old\n".write(toFile: path("a.csv"), atomically: false, encoding: .utf8)
    link(path("a.csv"), path("b.csv"))
    try expectRefused(
      command + [path("b.csv")],
      "cannot write '\(path("b.csv"))': it has another name (a hard link) that would keep the old contents; "
        + "remove the other links, or write to a new file")
    #expect(contents(path("a.csv")) == "old\n" && contents(path("b.csv")) == "old\n")
    #expect(status(path("a.csv"))?.st_ino == status(path("b.csv"))?.st_ino)
  }

  @Test func theLeaguesOwnFilesAreRefused() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let before = try Data(contentsOf: URL(fileURLWithPath: roster.database))
    let sentence =
      "cannot write '\(roster.database)': it is one of the league's own database files; choose another file"
    try expectRefused(["export", "players", "-o", roster.database], sentence)
    try expectRefused(["backup", roster.database], sentence)
    #expect(try Data(contentsOf: URL(fileURLWithPath: roster.database)) == before)
    // A backup over a database another program has open (or left with a log to replay) would
    // have that log read into the new copy.
    let other = path("other.sqlite")
    #expect(try roster.run(["backup", other]).status == 0)
    try Data("not empty".utf8).write(to: URL(fileURLWithPath: other + "-wal"))
    try expectRefused(
      ["backup", other],
      "cannot write '\(other)': it is a database in use or not closed cleanly ('\(other)-wal' is beside it); "
        + "close it, or back up to another file")
  }

  /// A replaced file keeps its permission bits; a new one gets the database's, so a 0600 league's
  /// exports, reports, backups and rejects are 0600 too.
  @Test func modesAreKeptAndNewFilesAreAsPrivateAsTheLeague() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    for (name, mode) in [("kept.csv", 0o640), ("kept.sqlite", 0o604)] as [(String, mode_t)] {
      try "old\n".write(toFile: path(name), atomically: false, encoding: .utf8)
      chmod(path(name), mode)
    }
    #expect(try roster.run(["export", "players", "-o", path("kept.csv")]).status == 0)
    #expect(try roster.run(["backup", path("kept.sqlite")]).status == 0)
    #expect(mode(path("kept.csv")) == 0o640)
    #expect(mode(path("kept.sqlite")) == 0o604)
    chmod(roster.database, 0o600)
    #expect(try roster.run(["export", "players", "-o", path("new.csv")]).status == 0)
    #expect(try roster.run(["report", "-o", path("new.html")]).status == 0)
    #expect(try roster.run(["backup", path("new.sqlite")]).status == 0)
    for name in ["new.csv", "new.html", "new.sqlite"] { #expect(mode(path(name)) == 0o600, "\(name)") }
    // Rejected rows are as private as the file they come from.
    try "name,team,age\nBad Player,YOM,200\n".write(
      toFile: path("private.csv"), atomically: false, encoding: .utf8)
    chmod(path("private.csv"), 0o600)
    #expect(try roster.run(["-q", "import", "--skip-invalid", path("private.csv")]).status == 0)
    #expect(mode(path("private.csv.rejects.csv")) == 0o600)
  }

  /// The default league lives in a folder only its user may enter: what is written from it is
  /// private too, whatever the database file's own bits.
  @Test func filesFromTheDefaultLeagueArePrivate() throws {
    defer { roster.cleanUp() }
    let data = path("data")
    let environment = ["XDG_DATA_HOME": data]
    #expect(
      try roster.run(["-q", "add", "team", "Private Club"], useDatabase: false, environment: environment)
        .status == 0)
    #expect(mode(data + "/roster") == 0o700)
    let export = path("export.csv")
    #expect(
      try roster.run(["export", "teams", "-o", export], useDatabase: false, environment: environment).status
        == 0)
    #expect(
      try roster.run(["backup", path("b.sqlite")], useDatabase: false, environment: environment).status == 0)
    #expect(mode(export) == 0o600)
    #expect(mode(path("b.sqlite")) == 0o600)
  }

  /// Temporary files of a backup (or an export) killed by SIGKILL are removed by the next write of
  /// the same file, SQLite's journal included; those of a process still running are left alone.
  @Test func abandonedTemporaryFilesAreRemoved() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let dead = (4_000_000...4_100_000).first { kill(Int32($0), 0) != 0 && errno == ESRCH } ?? 4_000_000
    let abandoned = [".bk.sqlite.tmp-\(dead)", ".bk.sqlite.tmp-\(dead)-journal", ".bk.sqlite.tmp-\(dead).1"]
    let kept = [".bk.sqlite.tmp-\(getpid())", ".bk.sqlite.tmp-\(dead)x", ".bk.sqlite.tmp-\(dead)-journalx"]
    for name in abandoned + kept { try Data("partial".utf8).write(to: URL(fileURLWithPath: path(name))) }
    #expect(try roster.run(["backup", path("bk.sqlite")]).status == 0)
    #expect(temporaryFiles() == kept.sorted())
  }

  /// A real kill in the middle of backups of a larger league: afterwards, one more backup leaves
  /// only the backup itself.
  @Test func killedBackupsLeaveNothingBehind() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    var csv = "name,team,age\n"
    for index in 0..<30_000 { csv += "Backup Player \(index),YOM,\(18 + index % 20)\n" }
    try csv.write(toFile: path("many.csv"), atomically: false, encoding: .utf8)
    #expect(try roster.run(["-q", "import", path("many.csv")]).status == 0)
    try FileManager.default.removeItem(atPath: path("many.csv"))
    let backup = path("bk.sqlite")
    let started = Date()
    #expect(try roster.run(["backup", backup]).status == 0)
    let full = Date().timeIntervalSince(started)
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<8 {
      let process = Process()
      process.executableURL = RosterProcess.executable
      process.arguments = ["--db", roster.database, "backup", backup]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(Double.random(in: 0...full, using: &generator) * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    #expect(try roster.run(["backup", backup]).status == 0)
    #expect(temporaryFiles() == [])
    #expect(try roster.run(["--db", backup, "check"], useDatabase: false).status == 0)
  }

  /// A backup to a full disk names the backup's file (not the league's) and leaves nothing there.
  @Test(.enabled(if: Unprivileged.canMount, "needs root with the right to mount a small tmpfs"))
  func backupToAFullDisk() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let mount = try Unprivileged.folder()
    guard Unprivileged.mountTmpfs(at: mount, size: "48k") else {
      Issue.record("mounting a tmpfs failed")
      return
    }
    defer {
      _ = Unprivileged.command("/bin/umount", [mount])
      try? FileManager.default.removeItem(atPath: mount)
    }
    try expectRefused(
      ["backup", mount + "/bk.sqlite"], "cannot write '\(mount)/bk.sqlite': no space left on device")
    #expect(try FileManager.default.contentsOfDirectory(atPath: mount) == [])
  }

  @Test func backupMessagesNameTheBackup() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    try expectRefused(
      ["backup", "/nonexistent/bk.sqlite"],
      "cannot write '/nonexistent/bk.sqlite': the folder '/nonexistent' does not exist")
    try expectRefused(
      ["export", "teams", "-o", "/nonexistent/t.csv"],
      "cannot write '/nonexistent/t.csv': the folder '/nonexistent' does not exist")
  }

  @Test(.enabled(if: Unprivileged.available, "runs as root, with setpriv to become an ordinary user"))
  func readOnlyFilesAndFoldersAreRefused() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let folder = try Unprivileged.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The user's own folder, with the league; the folder around it is root's.
    let own = folder + "/own"
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    chown(own, Unprivileged.id, Unprivileged.id)
    let database = own + "/league.sqlite"
    try FileManager.default.copyItem(atPath: roster.database, toPath: database)
    chown(database, Unprivileged.id, Unprivileged.id)
    let result = try Unprivileged.run(["--db", database, "export", "teams", "-o", folder + "/t.csv"])
    #expect(
      result.stderr
        == "roster: cannot write '\(folder)/t.csv': you may not create files in the folder '\(folder)'\n")
    #expect(result.status == 1)
    // A read-only file in a folder the user may write is not replaced either, as with `>`.
    try "old\n".write(toFile: own + "/ro.csv", atomically: false, encoding: .utf8)
    chown(own + "/ro.csv", Unprivileged.id, Unprivileged.id)
    chmod(own + "/ro.csv", 0o444)
    let readOnly = try Unprivileged.run(["--db", database, "export", "teams", "-o", own + "/ro.csv"])
    #expect(
      readOnly.stderr
        == "roster: cannot write '\(own)/ro.csv': it is read-only; change its permissions, or write to another file\n"
    )
    #expect(contents(own + "/ro.csv") == "old\n")
  }

  /// One-letter names (NSString's path functions trap on them): `-o x`, `--db z`, `migrate --to y`.
  @Test func oneLetterNames() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    for arguments in [
      ["--db", roster.database, "export", "teams", "-o", "x"], ["--db", "z", "teams"],
      ["migrate", "--from", roster.database, "--to", "y"],
    ] {
      let process = Process()
      process.executableURL = RosterProcess.executable
      process.currentDirectoryURL = roster.home
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(arguments)")
    }
    #expect(contents(path("x")) == (try roster.run(["export", "teams"]).stdout))
    let copy = try roster.run(["--db", path("y"), "export", "teams"], useDatabase: false)
    #expect(copy.stdout == (try roster.run(["export", "teams"]).stdout))
  }

  /// `/dev/fd/N` is the process's own descriptor, written where it stands (a shell's `>>` holds).
  @Test func ownDescriptorsAreWrittenDirectly() throws {
    defer { roster.cleanUp() }
    try roster.seed()
    let teams = try roster.run(["export", "teams"]).stdout
    try "before\n".write(toFile: path("out.csv"), atomically: false, encoding: .utf8)
    let result = try Shell.run(
      ["--db", roster.database, "export", "teams", "-o", "/dev/fd/1"], redirect: ">> '\(path("out.csv"))'")
    #expect(result.status == 0 && result.stderr == "")
    #expect(contents(path("out.csv")) == "before\n" + teams)
    try expectRefused(
      ["backup", "/dev/fd/1"],
      "cannot write '/dev/fd/1': it is standard output, and SQLite writes a backup only to a file; "
        + "give the path of a new file or of an old backup")
  }
}
