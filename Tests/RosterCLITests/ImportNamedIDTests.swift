import Foundation
import RosterFixtures
import RosterKit
import Testing

/// A registration export's platform id goes to the player's id named as the platform (schema 15,
/// issue 42): Sports Connect's `Player Id` under `sportsconnect`, SportsEngine's `SportsEngine ID`
/// under `sportsengine`, so a child registered through both keeps both, and the player's own `id`
/// (Roster's players file's) is left as it is. A re-import finds a row's player by that id first
/// — a child renamed or moved to another team is that child — else by name as before.
struct ImportNamedIDTests {
  static func fixture(_ name: String) -> String { ImportKindTests.fixture(name) }

  /// The league's ids, `system,value` a line.
  static func ids(_ roster: RosterProcess) throws -> [String] {
    let listed = try roster.run(["--format", "csv", "ids"])
    #expect(listed.status == 0, "\(listed.stderr)")
    return listed.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").suffix(2).joined(separator: ",")
    }
  }

  static func players(_ roster: RosterProcess) throws -> [String] {
    try roster.run(["--format", "csv", "players"]).stdout.split(separator: "\n").dropFirst().map(String.init)
  }

  @Test func eachPlatformsIdIsKeptUnderItsName() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let sportsConnect = Self.fixture("sportsconnect-enrollment-details.csv")
    let sportsEngine = Self.fixture("sportsengine-registrations.csv")
    let connect = try roster.run(["import", sportsConnect])
    #expect(connect.status == 0, "\(connect.stderr)")
    let expectedConnect = try ImportGuardiansTests.rows(sportsConnect).map {
      "sportsconnect," + $0["Player Id"]!
    }
    #expect(try Self.ids(roster).sorted() == expectedConnect.sorted())
    let engine = try roster.run(["import", sportsEngine])
    #expect(engine.status == 0, "\(engine.stderr)")
    let expectedEngine = try ImportGuardiansTests.rows(sportsEngine).map {
      "sportsengine," + $0["SportsEngine ID"]!
    }
    #expect(try Self.ids(roster).sorted() == (expectedConnect + expectedEngine).sorted())
    // The same 160 children, each with both ids; none given an id of Roster's own.
    #expect(try Self.players(roster).count == 160)
    let both = try roster.run(
      ["--format", "csv", "players", "where", #"ids.@count == 2 AND id == nil"#])
    #expect(both.stdout.split(separator: "\n").count == 161, "\(both.stderr)")
    // The same exports again change nothing.
    let again = try roster.run(["import", "--dry-run", sportsConnect, sportsEngine])
    #expect(again.stdout.contains("ids: 0 to add, 0 to update, 320 unchanged"), "\(again.stdout)")
  }

  /// Next week's Sports Connect export with one child renamed and moved to another team of their
  /// division (and without a jersey number there): the file, the child's row and the new team.
  static func renamedExport(in folder: TemporaryFolder) throws -> (
    path: String, child: [String: String], team: String
  ) {
    let next = fixture("next-week/sportsconnect-enrollment-details.csv")
    let header = try #require(try CSVReader(path: next).next()).fields
    let rows = try ImportGuardiansTests.rows(next)
    func placed(_ row: [String: String]) -> Bool { !["", "Unallocated"].contains(row["Team Name"]!) }
    let child = try #require(rows.first(where: placed))
    let team = try #require(
      rows.first {
        placed($0) && $0["Division Name"] == child["Division Name"] && $0["Team Name"] != child["Team Name"]
      }?["Team Name"])
    var lines = try String(contentsOfFile: next, encoding: .utf8).components(separatedBy: "\r\n")
    let index = try #require(lines.firstIndex { $0.contains("\"\(child["Player Id"]!)\"") })
    var fields = lines[index].components(separatedBy: "\",\"")
    #expect(fields.count == header.count)
    for (column, value) in [
      ("Player Last Name", "Renamed"), ("Team Name", team), ("Player Jersey Number", ""),
    ] {
      fields[try #require(header.firstIndex(of: column))] = value
    }
    lines[index] = fields.joined(separator: "\",\"")
    let path = folder.file("renamed.csv")
    try lines.joined(separator: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
    return (path, child, team)
  }

  /// Next week's export with one child renamed and moved: found by the platform's id, so the
  /// child is updated, not added again beside the old record. A league that imported the export
  /// before schema 15 (`before15`) kept the platform's id as the player's own `id`: the child is
  /// found by it, and every child of the export gets their id named as the platform (their own
  /// left as it was).
  @Test(arguments: [false, true]) func aReimportFindsARenamedAndMovedChildByThePlatformsId(before15: Bool)
    throws
  {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let (path, child, team) = try Self.renamedExport(in: folder)
    let next = Self.fixture("next-week/sportsconnect-enrollment-details.csv")
    let plain = RosterProcess()
    defer { plain.cleanUp() }
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for league in [plain, roster] {
      #expect(try league.run(["import", Self.fixture("sportsconnect-enrollment-details.csv")]).status == 0)
    }
    if before15 {
      try League.store(at: roster.database).executeScript(
        #"UPDATE "players" SET "external_id" = (SELECT i."value" FROM "player_ids" i "#
          + #"WHERE i."player_id" = "players"."id"); DELETE FROM "player_ids""#)
      #expect(try Self.ids(roster).isEmpty)
    }
    #expect(try plain.run(["import", next]).status == 0)
    let run = try roster.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Self.players(roster).count == Self.players(plain).count)
    let found = try roster.run(
      ["--format", "csv", "players", "where", "ANY ids.value == \"\(child["Player Id"]!)\""]
    ).stdout
    #expect(found.contains("Renamed") && found.contains(team), "\(found)")
    // Before 15 the withdrawn child, in no row of next week's export, keeps only their own id.
    let expected =
      before15
      ? try ImportGuardiansTests.rows(next).map { "sportsconnect," + $0["Player Id"]! }.sorted()
      : try Self.ids(plain).sorted()
    #expect(try Self.ids(roster).sorted() == expected)
  }

  /// The ids `expected.json` (or `expected-changes.json`'s `key`) gives each child: both
  /// platforms', `sportsconnect,VALUE` and `sportsengine,VALUE`, by child.
  static func expectedIDs(_ file: String, _ key: String) throws -> [[String]] {
    let json = try ImportGuardiansTests.json(file)
    let children = try #require(json[key] as? [[String: Any]])
    return try children.map { child in
      let ids = try #require(child["ids"] as? [String: String])
      return ["sportsconnect", "sportsengine"].map { "\($0),\(ids[$0]!)" }
    }
  }

  /// Each child of `expected.json` is one player with both platforms' ids after both exports;
  /// next week's Sports Connect export adds the three new children with theirs, updates five
  /// and leaves the rest (`expected-changes.json`'s summary), a same-named child of another
  /// birthdate on the same team (Diego Adeyemi, new) added beside the one the league has.
  @Test func eachChildHasBothPlatformsIdsAndNextWeeksNewChildrenTheirs() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    for file in ["sportsconnect-enrollment-details.csv", "sportsengine-registrations.csv"] {
      let run = try roster.run(["import", Self.fixture(file)])
      #expect(run.status == 0, "\(run.stderr)")
    }
    func owners(_ pairs: [[String]]) throws -> [[String]] {
      try pairs.map { pair in
        try pair.map { id in
          let value = id.split(separator: ",")[1]
          return try roster.run(["--format", "csv", "players", "where", "ANY ids.value == \"\(value)\""])
            .stdout
        }
      }
    }
    let week = try Self.expectedIDs("expected.json", "children")
    #expect(week.count == 160)
    for (pair, found) in zip(week, try owners(week)) {
      #expect(found[0] == found[1] && found[0].split(separator: "\n").count == 2, "\(pair): \(found)")
    }
    let next = try roster.run(["import", Self.fixture("next-week/sportsconnect-enrollment-details.csv")])
    #expect(next.status == 0, "\(next.stderr)")
    // The 5 children the next week's export changes (`expected-changes.json`,
    // ImportGuardiansTests), not every one: SportsEngine's (read last) `male` and Sports Connect's
    // `Male` are one gender.
    #expect(next.stdout.contains("players: 3 added, 5 updated, 154 unchanged;"), "\(next.stdout)")
    let new = try Self.expectedIDs("expected-changes.json", "newChildren")
    for (pair, found) in zip(new, try owners(new)) {
      // Their Sports Connect id, one player each; SportsEngine's comes with its next export.
      #expect(
        found[0].split(separator: "\n").count == 2 && found[1].split(separator: "\n").count == 1, "\(pair)")
    }
    #expect(try Self.players(roster).filter { $0.hasPrefix("Diego Adeyemi,") }.count == 2)
  }

  /// Two children given one federation number: which of them it is, is not for an import to guess.
  @Test func aValueAnotherPlayerHasIsRefusedAndNothingIsImported() throws {
    let folder = TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }
    let source = Self.fixture("sportsconnect-enrollment-details.csv")
    let header = try #require(try CSVReader(path: source).next()).fields
    let column = try #require(header.firstIndex(of: "USL Membership Number"))
    var lines = try String(contentsOfFile: source, encoding: .utf8).components(separatedBy: "\r\n")
    for line in [1, 2] {
      var fields = lines[line].components(separatedBy: "\",\"")
      #expect(fields.count == header.count)
      fields[column] = "USL-1"
      lines[line] = fields.joined(separator: "\",\"")
    }
    let path = folder.file("shared.csv")
    try lines.joined(separator: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let run = try roster.run(["import", path])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "shared.csv:3: its usl id 'USL-1' is already another player's; nothing was imported"),
      "\(run.stderr)")
    #expect(try Self.players(roster).isEmpty)
  }
}
