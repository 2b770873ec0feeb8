import Foundation
import RosterFixtures
import RosterKit
import Testing

/// `make run` seeds a league only while it has no teams, asking Roster (a URL has no file whose
/// absence would tell), and stops with Roster's sentence when the league cannot be opened.
struct MakeRunTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `make run` with the built binary (not rebuilding it), on `database`, input from /dev/null.
  private func makeRun(_ database: String, home: String) throws -> (errors: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/make")
    process.arguments = [
      "-s", "-C", Self.root.path, "-o", "quiet-release", "-o", "deps", "run",
      "ROSTER=\(RosterProcess.executable.path)",
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "ROSTER_DB": database]
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// Seeded the first time; a team removed since is not brought back by the next `make run`.
  @Test func theSeedLeagueIsImportedOnce() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    #expect(try makeRun(roster.database, home: roster.home.path) == ("", 0))
    let seed = try String(contentsOf: Self.root.appendingPathComponent("data/teams.csv"), encoding: .utf8)
    let seedTeams = seed.split(separator: "\n").count - 1
    func teams() throws -> Int {
      try roster.run(["--format", "csv", "teams"]).stdout.split(separator: "\n").count - 1
    }
    #expect(try teams() == seedTeams)
    #expect(try roster.run(["rm", "team", "ARI", "-f"]).status == 0)
    #expect(try makeRun(roster.database, home: roster.home.path) == ("", 0))
    #expect(try teams() == seedTeams - 1)
  }

  @Test func aLeagueThatCannotBeOpenedIsNotSeeded() throws {
    let home = (Fixture.temporaryPath() as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = try makeRun("postgresql://roster@/nowhere?host=/nonexistent-roster-socket", home: home)
    #expect(run.status != 0)
    #expect(
      run.errors.hasPrefix(
        "roster: cannot use the league at 'postgresql://roster@/nowhere?host=/nonexistent-roster-socket': "))
    #expect(!run.errors.contains("Imported"))
  }
}
