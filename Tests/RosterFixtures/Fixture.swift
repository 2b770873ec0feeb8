import Foundation
import RosterKit

/// A small league shared by the test suites: 3 teams and 13 players, with accented, apostrophed
/// and non-Latin names, a missing number and a missing position.
public enum Fixture {
  public struct PlayerRow: Sendable {
    public let team: String
    public let name: String
    public let age: Int
    public let position: String?
    public let number: Int?
  }

  public static let teams: [(name: String, city: String, abbreviation: String)] = [
    ("Boston Red Sox", "Boston", "BOS"),
    ("Los Angeles Dodgers", "Los Angeles", "LAD"),
    ("Yomiuri Giants", "Tōkyō", "YOM"),
  ]

  public static let players: [PlayerRow] = [
    .init(team: "BOS", name: "Mookie Betts", age: 27, position: "RF", number: 50),
    .init(team: "BOS", name: "José Abreu", age: 33, position: "1B", number: nil),
    .init(team: "BOS", name: "Zoë Young", age: 21, position: "P", number: 12),
    .init(team: "BOS", name: "Zoe Adams", age: 21, position: "P", number: 13),
    .init(team: "BOS", name: "Abe Lincoln", age: 30, position: "C", number: 1),
    .init(team: "BOS", name: "ábel Díaz", age: 24, position: "CF", number: 8),
    .init(team: "LAD", name: "Clayton Kershaw", age: 32, position: "P", number: 22),
    .init(team: "LAD", name: "Cody Bellinger", age: 24, position: "CF", number: 35),
    .init(team: "LAD", name: "Julio Urías", age: 23, position: "P", number: 7),
    .init(team: "LAD", name: "Max Muncy", age: 29, position: nil, number: 13),
    .init(team: "YOM", name: "大谷翔平", age: 26, position: "P", number: 17),
    .init(team: "YOM", name: "坂本勇人", age: 31, position: "SS", number: 6),
    .init(team: "YOM", name: "Tom O'Brien", age: 28, position: "C", number: nil),
  ]

  /// A fresh league with the fixture in it, at `path` (by default in memory, or in a new
  /// database when the tests run on PostgreSQL).
  public static func league(path: String? = nil) throws -> League {
    let league = try League(path: path ?? (Backend.current == .postgresql ? newDatabase() : ":memory:"))
    let context = league.context
    var teamsByAbbreviation: [String: Team] = [:]
    for row in teams {
      let team = context.insert(Team.self)
      team.name = row.name
      team.city = row.city
      team.abbreviation = row.abbreviation
      teamsByAbbreviation[row.abbreviation] = team
    }
    for row in players {
      let player = context.insert(Player.self)
      player.name = row.name
      player.age = row.age
      player.position = row.position
      player.number = row.number.map(String.init)
      player.team = teamsByAbbreviation[row.team]
    }
    try context.save()
    return league
  }

  /// The fixture as commands, for end-to-end tests that build it through the program itself.
  public static var script: String {
    var lines = teams.map { "add team \"\($0.name)\" city=\"\($0.city)\" abbr=\($0.abbreviation)" }
    for row in players {
      var line =
        "add player \"\(row.name.replacingOccurrences(of: "\"", with: "\\\""))\" age=\(row.age) team=\(row.team)"
      if let position = row.position { line += " position=\(position)" }
      if let number = row.number { line += " number=\(number)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A new, empty database for the backend the tests run on: a file path for SQLite, a
  /// `postgresql://` URL of a new database on the test server for PostgreSQL. `remove` drops it.
  public static func newDatabase(_ name: String = "league") -> String {
    guard Backend.current == .postgresql, let server = Backend.postgresServer else {
      return temporaryPath(name)
    }
    let database = "roster_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    do {
      try PostgreSQLStore(url: server).executeScript("CREATE DATABASE \"\(database)\"")
    } catch {
      fatalError("cannot create a test database on \(server): \(error)")
    }
    return server.replacingOccurrences(of: "/postgres?", with: "/\(database)?")
  }

  /// A path for a temporary database file, in a new folder that `remove` removes with it (and its
  /// WAL files): the caller removes it. A test or suite that may not get to (a failure, a throw)
  /// holds a `TemporaryFolder` or `TemporaryDatabase` instead, which go when it does.
  public static func temporaryPath(_ name: String = "league") -> String {
    TemporaryFolder.make() + "/\(name).sqlite"
  }

  public static func remove(_ path: String) {
    // The database's name (the URL's host parameter is a folder, with slashes of its own).
    if PostgreSQLStore.handles(path), let server = Backend.postgresServer,
      let range = path.range(of: "roster_test_[0-9a-f]+", options: .regularExpression)
    {
      let name = path[range]
      try? PostgreSQLStore(url: server).executeScript("DROP DATABASE IF EXISTS \"\(name)\" WITH (FORCE)")
      return
    }
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}
