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

  /// A fresh league with the fixture in it, at `path` (in memory by default).
  public static func league(path: String = ":memory:") throws -> League {
    let league = try League(path: path)
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
      player.number = row.number
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

  /// A path for a temporary database file, removed with its WAL files by `remove`.
  public static func temporaryPath(_ name: String = "league") -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(name).sqlite").path
  }

  public static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}
