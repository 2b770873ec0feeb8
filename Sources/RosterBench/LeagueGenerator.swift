import Foundation

/// Writes a synthetic league deterministically: the same seed gives the same files, byte for byte.
///
/// Names mix accents, apostrophes, commas (quoted) and doubled quotes, so the CSV reader and the
/// folding work as hard as on real files; jersey numbers are unique within a team for the first
/// 100 players and empty after that.
struct LeagueGenerator {
  /// xorshift64*: small, fast, and the same everywhere.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 2_685_821_657_736_338_717
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  static let first = [
    "José", "Zoë", "Ángel", "Mike", "Søren", "Chris", "Dmitri", "Ana", "Björn", "Renée", "Li", "Kenji",
  ]
  static let last = [
    "Abreu", "Smith", "Núñez", "O'Brien", "\"Big\" Papi", "Doe, Jr.", "Müller", "Kim", "Ivanov", "Lee",
    "D'Angelo",
    "García", "Øvrebø", "Nakamura",
  ]
  static let positions = ["P", "P", "P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "DH", ""]

  let teams: Int
  let playersPerTeam: Int
  let seed: UInt64

  func write(to folder: String) throws -> (teams: String, players: String) {
    let teamsPath = folder + "/teams-\(teams)x\(playersPerTeam).csv"
    let playersPath = folder + "/players-\(teams)x\(playersPerTeam).csv"
    if FileManager.default.fileExists(atPath: playersPath) { return (teamsPath, playersPath) }
    var text = "name,city,abbreviation\n"
    for team in 0..<teams { text += "Team \(team) FC,City \(team % 97),T\(team)\n" }
    try text.write(toFile: teamsPath, atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: playersPath + ".tmp", contents: nil)
    let handle = FileHandle(forWritingAtPath: playersPath + ".tmp")!
    var random = Random(state: seed)
    var chunk = "team,name,age,position,number\n"
    for team in 0..<teams {
      for player in 0..<playersPerTeam {
        let name =
          "\(Self.first[random.below(Self.first.count)]) \(Self.last[random.below(Self.last.count)]) \(player)"
        let quoted =
          name.contains(where: { $0 == "," || $0 == "\"" })
          ? "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : name
        let age = 16 + random.below(25)
        let position = Self.positions[random.below(Self.positions.count)]
        let number = player < 100 ? String(player) : ""
        chunk += "T\(team),\(quoted),\(age),\(position),\(number)\n"
      }
      if chunk.utf8.count > 1 << 20 {
        handle.write(Data(chunk.utf8))
        chunk = ""
      }
    }
    handle.write(Data(chunk.utf8))
    try handle.close()
    try FileManager.default.moveItem(atPath: playersPath + ".tmp", toPath: playersPath)
    return (teamsPath, playersPath)
  }
}
