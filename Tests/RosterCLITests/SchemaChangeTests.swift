import Foundation
import RosterFixtures
import Testing

@testable import RosterKit

/// Another connection changing the schema (an import drops and recreates the search index's
/// trigger; another program may add an index) never makes this connection's commands fail.
@Suite(.disabled(if: Backend.isPostgreSQL, "SQLite's statements and schema cache"))
struct SchemaChangeTests {
  private let scratch = TemporaryFolder()
  var path: String { scratch.file("league.sqlite") }

  /// A session (a script on a pipe) reads a team while another connection's import is under way,
  /// then deletes it once the import has committed: SQLite 3.40 fails that cascading DELETE's
  /// first compilation with "no such table: teams" (seen as "database error: no such table").
  @Test func aDeleteAfterAnImportChangedTheSchemaMeanwhile() throws {
    defer { Fixture.remove(path) }
    _ = try Fixture.league(path: path)
    let process = Process()
    process.executableURL = RosterProcess.executable
    process.arguments = ["--db", path]
    let input = Pipe()
    let output = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, output)
    try process.run()
    input.fileHandleForWriting.write(Data("ls\n".utf8))
    Thread.sleep(forTimeInterval: 0.5)
    let other = try League(path: path)
    try other.store.transaction {
      let index = try #require(
        try BulkSearchIndex(RosterModel.player, model: RosterModel.shared, store: other.store))
      input.fileHandleForWriting.write(Data("rm -f team LAD\n".utf8))
      // The session reads the team now, then waits for this transaction to end.
      Thread.sleep(forTimeInterval: 0.5)
      try index.finish()
    }
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.hasSuffix("Deleted team Los Angeles Dodgers and its 4 players.\n"), "\(text)")
  }
}
