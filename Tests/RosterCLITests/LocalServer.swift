import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A PostgreSQL server of its own in `folder` (data in `folder/data`), listening only on a Unix
/// socket there; run as the `postgres` user when the tests run as root, as `scripts/postgres.sh`.
final class LocalServer: Sendable {
  let folder: String
  private let primary: LocalServer?

  /// `pg_config --bindir`, when it has the server's programs.
  static let binaries: String? = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pg_config", "--bindir"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let folder = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return FileManager.default.isExecutableFile(atPath: folder + "/pg_basebackup") ? folder : nil
  }()

  var url: String { "postgresql://roster@/postgres?host=\(folder)" }
  private var data: String { folder + "/data" }

  /// A new cluster.
  init(_ folder: String) throws {
    self.folder = folder
    primary = nil
    try makeFolder()
    try Self.run(
      "initdb", "-D", data, "-U", "roster", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
  }

  /// A server to be made a standby of `primary` (`makeStandby`).
  init(copying primary: LocalServer, into folder: String) {
    self.folder = folder
    self.primary = primary
  }

  private func makeFolder() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if getuid() == 0 { try Self.run(owner: false, "/usr/bin/chown", "postgres:", folder) }
  }

  /// A base backup of the primary over its socket, set to stream from it (`-R`), then started.
  func makeStandby() throws {
    try makeFolder()
    try Self.run(
      "pg_basebackup", "-h", primary!.folder, "-U", "roster", "-D", data, "-R", "-X", "stream", "-c", "fast",
      "--no-sync")
    try start()
  }

  func start() throws {
    try Self.run(
      "pg_ctl", "-D", data, "-l", folder + "/server.log", "-w", "-s", "-o",
      "-k \(folder) -c listen_addresses= -c fsync=off", "start")
  }

  func promote() throws { try Self.run("pg_ctl", "-D", data, "-w", "-s", "promote") }

  /// Stops the server if it runs (a fast shutdown: a standby first receives all it has written).
  func stop() { try? Self.run("pg_ctl", "-D", data, "-m", "fast", "-w", "-s", "stop") }

  /// Until a standby streams from this server (ten seconds at most).
  func waitForStreaming() throws {
    let store = try PostgreSQLStore(url: url)
    for _ in 0..<100 {
      if try store.rows("SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'") == [
        [.integer(1)]
      ] {
        return
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    Issue.record("the standby did not start streaming")
  }

  /// Runs one of the server's programs (as `postgres` when root), or `owner: false` a plain one,
  /// with `posix_spawn` and `waitpid`: Foundation's `Process` waits on descriptors the server
  /// that `pg_ctl start` leaves running inherits, and would never return.
  private static func run(owner: Bool = true, _ arguments: String...) throws {
    let program = owner ? binaries! + "/" + arguments[0] : arguments[0]
    var argv = [program] + arguments.dropFirst()
    if owner && getuid() == 0 { argv = ["/usr/sbin/runuser", "-u", "postgres", "--"] + argv }
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-ha-\(UUID().uuidString).err")
    defer { try? FileManager.default.removeItem(at: log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // Nothing else of the tests' goes with it: a server left running that held the write end of
    // another thread's pipe to a `roster` process would keep that pipe from ever ending.
    // (glibc's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc does not declare.)
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    {
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
    var pid: pid_t = 0
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ)
    guard spawned == 0 else {
      throw LocalServerError(
        command: argv.joined(separator: " "), message: String(cString: strerror(spawned)))
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else {
      let message = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw LocalServerError(command: arguments.joined(separator: " "), message: message)
    }
  }
}

struct LocalServerError: Error, CustomStringConvertible {
  let command: String
  let message: String
  var description: String { "\(command) failed: \(message)" }
}
