import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// The league files that each release made (`Tests/Fixtures/schema`) open in this `roster` as
/// they are: upgraded in place, every player listed, found and checked.
@Suite(.disabled(if: Backend.isPostgreSQL, "the committed files are SQLite's"))
struct SchemaUpgradeCLITests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/schema")

  /// `roster` on a copy of the league file of `version`.
  private func roster(version: Int) throws -> RosterProcess {
    let path = Fixture.temporaryPath()
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("v\(version).sqlite"), to: URL(fileURLWithPath: path))
    return RosterProcess(database: path)
  }

  @Test func aLeagueOfEachReleaseWorksAsItIs() throws {
    var listings: [Int: [String]] = [:]
    for version in [1, 2, 3, 4] {
      let roster = try roster(version: version)
      defer { roster.cleanUp() }
      let players = try roster.run(["--format", "csv", "players"])
      // The first command upgrades the file, and says so; the ones after it find it current.
      #expect(players.status == 0, "version \(version)")
      #expect(players.stderr == Self.upgraded(roster.database, from: version), "version \(version)")
      listings[version] = players.stdout.split(separator: "\n").map(String.init)
      let found = try roster.run(["--format", "csv", "find", "o'bri"])
      #expect(found.stdout.contains("Tom O'Brien"), "version \(version)")
      let check = try roster.run(["check"])
      #expect(check.status == 0, "version \(version): \(check.stdout)\(check.stderr)")
      #expect(check.stderr == "", "version \(version)")
      let added = try roster.run([
        "add", "player", "Nuevo Jugador", "age=20", "team=OLD", "position=C", "number=2",
      ])
      #expect(added.status == 0, "version \(version): \(added.stderr)")
    }
    // Versions 2 and 3 hold the same league; version 1 the same but the players imported with ids;
    // version 4 the same and twelve youth players, most with a birthdate (their ages are today's, so
    // only the rows of the older league are compared).
    #expect(listings[2] == listings[3])
    #expect(try #require(listings[3]).count == 19)
    #expect(Set(try #require(listings[1])).isSubset(of: Set(try #require(listings[3]))))
    #expect(try #require(listings[1]).count == 16)
    #expect(Set(try #require(listings[3])).isSubset(of: Set(try #require(listings[4]))))
    #expect(try #require(listings[4]).count == 31)
  }

  /// The notice an upgrade of the file at `path` from `version` writes on standard error.
  static func upgraded(_ path: String, from version: Int) -> String {
    "roster: upgraded the league at '\(path)' from schema \(version) to \(RosterModel.schemaVersion) "
      + "(older versions of Roster can no longer open it)\n"
  }

  /// Opening an older file upgrades it: said once, on standard error, even with --quiet (it is a
  /// warning, not a confirmation), and the command's output is as it would be anyway. A new
  /// league and a current one say nothing.
  @Test func anUpgradeIsSaidOnceOnStandardError() throws {
    let roster = try roster(version: 3)
    defer { roster.cleanUp() }
    let first = try roster.run(["--quiet", "--format", "csv", "teams"])
    #expect(first.status == 0)
    #expect(first.stderr == Self.upgraded(roster.database, from: 3))
    let again = try roster.run(["--quiet", "--format", "csv", "teams"])
    #expect(again.status == 0 && again.stderr == "")
    #expect(again.stdout == first.stdout)
    let fresh = RosterProcess(database: Fixture.temporaryPath())
    defer { fresh.cleanUp() }
    let created = try fresh.run(["teams"])
    #expect(created.status == 0 && created.stderr == "")
  }

  /// `migrate --from` an older file upgrades that file too, and says so as `--db` does.
  @Test func migratingFromAnOlderFileSaysItUpgradedIt() throws {
    let roster = try roster(version: 2)
    defer { roster.cleanUp() }
    let target = Fixture.temporaryPath("copy")
    defer { Fixture.remove(target) }
    let copied = try roster.run(
      ["--quiet", "migrate", "--from", roster.database, "--to", target], useDatabase: false)
    #expect(copied.status == 0, "\(copied.stderr)")
    #expect(copied.stderr == Self.upgraded(roster.database, from: 2))
  }

  @Test(arguments: [
    (
      "/tmp/league.sqlite",
      "'/tmp/league.sqlite' cannot be upgraded to schema 4 (CHECK constraint failed: players_number_has_position), "
        + "so the file was not changed; keep using the Roster that wrote it, and report this"
    ),
    (
      "postgresql://server/db",
      "'postgresql://server/db' cannot be upgraded to schema 4 (CHECK constraint failed: players_number_has_position), "
        + "so the database was not changed; keep using the Roster that wrote it, and report this"
    ),
  ])
  func aFailedUpgradeIsOneSentence(database: String, sentence: String) {
    let error = MigrationError.failed(
      version: 4, reason: "CHECK constraint failed: players_number_has_position")
    #expect(ErrorReporter.report(error, database: database) == (sentence, ErrorReporter.failure))
  }

  @Test func aFailedUpgradesReasonShowsNoControlCharacters() {
    let error = MigrationError.failed(version: 4, reason: "bad \u{1B}[2J row")
    #expect(ErrorReporter.report(error, database: "x.sqlite").message.contains("bad ^[[2J row"))
  }
}
