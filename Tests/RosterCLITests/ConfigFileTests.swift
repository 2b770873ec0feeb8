import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// The config file (`~/.config/roster/config`): what it sets, what the environment and the command
/// line set over it, and one sentence naming the file and line for a line that is wrong.
@Suite(.serialized) struct ConfigFileTests {
  private func writeConfig(_ text: String, _ roster: RosterProcess) throws {
    let folder = roster.home.appendingPathComponent(".config/roster")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
  }

  @Test func theCommandLineBeatsTheEnvironmentWhichBeatsTheFile() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    try writeConfig("# mine\nformat = json\n\nconfirm = no\n", roster)
    #expect(try roster.run(["teams"]).stdout.hasPrefix("["))
    #expect(try roster.run(["teams"], environment: ["ROSTER_FORMAT": "csv"]).stdout.hasPrefix("name,"))
    #expect(
      try roster.run(["--format", "md", "teams"], environment: ["ROSTER_FORMAT": "csv"]).stdout.hasPrefix(
        "| "))
    let config = try roster.run(["--format", "csv", "config"], environment: ["ROSTER_DATE_FORMAT": "dmy"])
    let rows = config.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first == "setting,value,from")
    #expect(rows.contains("format,csv,command line (--format)"))
    #expect(rows.contains("date-format,dmy,environment (ROSTER_DATE_FORMAT)"))
    #expect(rows.contains("confirm,no,~/.config/roster/config:4"))
    #expect(rows.contains("history-size,1000,default"))
    #expect(rows.contains { $0.hasPrefix("db,") && $0.hasSuffix(",command line (--db)") })
  }

  @Test func theFilesDatabaseAndDateFormatAreUsed() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try writeConfig("db = ~/office.sqlite\ndate-format = dmy\n", roster)
    let csv = roster.home.appendingPathComponent("players.csv")
    try "name,team,birthdate\nAna Ruiz,,31/12/2014\n".write(to: csv, atomically: true, encoding: .utf8)
    let imported = try roster.run(["import", csv.path, "-q"], useDatabase: false)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(FileManager.default.fileExists(atPath: roster.home.appendingPathComponent("office.sqlite").path))
    let players = try roster.run(["--format", "csv", "players", "--free"], useDatabase: false)
    #expect(players.stdout.contains("2014-12-31"))
  }

  @Test func aBadLineIsOneSentenceNamingTheFileAndLine() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let cases = [
      (
        "format = json\nfromat = csv\n",
        "roster: ~/.config/roster/config:2: unknown setting 'fromat'; did you mean 'format'?\n"
      ),
      ("color = pink\n", "roster: ~/.config/roster/config:1: color is 'pink', which is not auto or never\n"),
      (
        "db = league.sqlite\n",
        "roster: ~/.config/roster/config:1: db is 'league.sqlite', which is not a full path; write /… or ~/… (or :memory: or a postgresql:// URL)\n"
      ),
      (
        "pager\n",
        "roster: ~/.config/roster/config:1: 'pager' is not a setting; write key = value (the keys are db, format, pager, color, date-format, history-size and confirm)\n"
      ),
    ]
    for (text, message) in cases {
      try writeConfig(text, roster)
      let result = try roster.run(["teams"])
      #expect(result.stderr == message)
      #expect(result.status == 2)
    }
    let environment = try roster.run(["teams"], environment: ["ROSTER_FORMAT": "yaml"])
    #expect(environment.stderr.hasPrefix("roster: ~/.config/roster/config:1:"))
    try writeConfig("", roster)
    let variable = try roster.run(["teams"], environment: ["ROSTER_FORMAT": "yaml"])
    #expect(
      variable.stderr
        == "roster: the environment variable ROSTER_FORMAT is 'yaml', which is not table, csv, json or md\n")
  }
}
