import Foundation
import RosterFixtures
import Testing

/// Bulk edits and a season's rollover over 40,000 players, run as a user runs them (a process
/// each): each is one step — one journal entry, taken back by one `undo` in a new process. Past
/// 15,000 players with birthdates they were refused ("the predicate holds 30,002 values").
struct BulkScaleTests {
  static let players = 40_000
  static let teams = 40

  /// The league's files: teams `T0`… in a division with age limits (so that every change is
  /// checked against them), and players born 2010–2017, each a name of their own.
  private func files(in folder: URL) throws -> (teams: String, players: String) {
    var teams = "name,abbreviation,division\n"
    for team in 0..<Self.teams { teams += "Team \(team),T\(team),Open\n" }
    var players = "team,name,birthdate,position\n"
    for index in 0..<Self.players {
      let month = 1 + index % 12
      let day = 1 + index % 28
      players +=
        "T\(index % Self.teams),Player \(index),\(2010 + index % 8)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),P\n"
    }
    let paths = (
      folder.appendingPathComponent("teams.csv").path, folder.appendingPathComponent("players.csv").path
    )
    try teams.write(toFile: paths.0, atomically: true, encoding: .utf8)
    try players.write(toFile: paths.1, atomically: true, encoding: .utf8)
    return paths
  }

  @Test func fortyThousandPlayersChangeMoveAndRollOverInOneStepEach() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let today = ["ROSTER_TODAY": "2027-03-01"]
    let run = { (arguments: [String]) throws -> RosterProcess.Result in
      try roster.run(arguments, environment: today)
    }
    let setup = "league set season=2027 cutoff=2027-08-31\nadd division Open min_age=5 max_age=20\n"
    #expect(try roster.run(["--quiet"], input: setup, environment: today).status == 0)
    let (teams, players) = try files(in: roster.home)
    #expect(try run(["--quiet", "import", teams, players]) == .init(stdout: "", stderr: "", status: 0))
    let steps: [(arguments: [String], said: String)] = [
      (
        ["set", "players", "-f", "where", "birthdate != nil", "position=C"],
        "Updated 40,000 players: position to C.\n"
      ),
      (
        ["move", "players", "-f", "where", "TRUEPREDICATE", "to", "T0"],
        "Moved 39,000 players to Team 0 (1,000 already there).\n"
      ),
      (
        ["season", "new", "2028", "--cutoff", "2028-08-31", "--release-all"],
        "Season '2028' began, league ages on 2028-08-31; '2027' is closed (--season '2027' reads it); 40,000 players returned to the free agents.\n"
      ),
    ]
    for step in steps {
      let result = try run(step.arguments)
      #expect(result.status == 0 && result.stderr == "", "\(result)")
      // The rollover goes on to say who it registered for a division: all of them, for Open.
      #expect(result.stdout.split(separator: "\n").first.map { $0 + "\n" } == step.said)
    }
    let rolled = try run(["log", "-n", "1", "-v"]).stdout
    #expect(rolled.contains("division none → Open"), "\(rolled.prefix(600))")
    // Every player changed by each step: all at position C, none left on a team.
    let unchanged = try run(["players", "where", "position != 'C' OR team.name != nil", "--format", "csv"])
    #expect(unchanged.status == 0 && unchanged.stdout.split(separator: "\n").count == 1, "\(unchanged)")
    let log = try run(["log", "-n", "3"]).stdout
    expectLines(
      log.split(separator: "\n").filter { $0.hasPrefix("    ") }.joined(separator: "\n"),
      """
          changed 1 league and 40,000 players (-v lists them)
          changed 39,000 players (-v lists them)
          changed 40,000 players (-v lists them)
      """)
    // The league of 2027 as it was, read from the journal.
    let before = try run(["players", "T0", "--season", "2027", "--format", "csv"]).stdout
    #expect(before.split(separator: "\n").count == Self.players + 1)
    // Each step taken back in one step, the newest first, each in a process of its own.
    for undone in ["season new 2028", "move players -f", "set players -f"] {
      let undo = try run(["undo"])
      #expect(undo.status == 0 && undo.stdout.contains("(\(undone)"), "\(undo)")
    }
    let rosters = try run(["teams", "--format", "csv"]).stdout.split(separator: "\n").dropFirst()
    #expect(
      rosters.count == Self.teams && rosters.allSatisfy { $0.hasSuffix(",1000") }, "\(rosters.prefix(3))")
    #expect(
      try run(["players", "where", "position != 'P'", "--format", "csv"]).stdout.split(separator: "\n").count
        == 1)
  }
}
