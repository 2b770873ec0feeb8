import Foundation
import RosterFixtures
import RosterKit
import Testing

/// Scripts on standard input and the text roster is given: a script stops at its first failure
/// and names the line, its JSON is a line a listing, and text that is not UTF-8 or a line too long
/// is refused with its number.
@Suite(.serialized)
struct ScriptTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  /// A script's JSON is JSON Lines: each listing one line, an array, and the confirmations on
  /// standard error, so every line of standard output parses.
  @Test func aScriptsJSONListingsAreOneLineEach() throws {
    defer { roster.cleanUp() }
    let script = """
      teams where 'abbreviation == "BOS"'
      add player "Zed Zed" team=BOS age=30
      players BOS where 'name == "Zed Zed"'
      find nobody-at-all
      """
    let result = try roster.run(["--format", "json"], input: script)
    #expect(result.status == 0)
    #expect(result.stderr == "Added Zed Zed (age 30) to Boston Red Sox.\n")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 3)
    let parsed = lines.map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [[String: Any]] }
    #expect(parsed.map { $0?.count } == [1, 1, 0])
    #expect(parsed[1]?.first?["name"] as? String == "Zed Zed")
    // One command, for a person or a pipe, is one array over several lines, as before.
    let one = try roster.run(["--format", "json", "teams", "where", "abbreviation == 'BOS'"])
    #expect(one.stdout.hasPrefix("[\n  {\"name\": \"Boston Red Sox\""))
  }

  @Test func scriptsStopAtTheFirstFailureAndNameTheLine() throws {
    defer { roster.cleanUp() }
    let script = """
      # a comment, then a blank line

      add team "Chicago Cubs" abbr=CHC
      add player "A B" age=20 team=CHC number=1
      add player "C D" age=20 team=CHC number=1
      add team "Never Added"
      """
    let result = try roster.run([], input: script)
    #expect(result.status == 1)
    #expect(result.stdout == "Added team Chicago Cubs (CHC).\nAdded A B (age 20) to Chicago Cubs.\n")
    #expect(result.stderr == "roster: line 5: number 1 is already taken on Chicago Cubs by A B\n")
    #expect(try roster.run(["teams", "where", "name == 'Never Added'"]).stdout == "No teams.\n")
  }

  /// Swift would repair the bytes into "Bos\u{FFFD}ton"; they are refused, naming the argument.
  @Test func anArgumentThatIsNotUTF8IsNamed() throws {
    defer { roster.cleanUp() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"exec "$0" --db "$1" teams "$(printf 'Bos\377ton')""#, RosterProcess.executable.path,
      roster.database,
    ]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "roster: argument 4 is not valid UTF-8 text; type it in UTF-8\n")
  }

  @Test func aScriptLineThatIsNotUTF8IsNamed() throws {
    defer { roster.cleanUp() }
    let process = Process()
    process.executableURL = RosterProcess.executable
    process.arguments = ["--db", roster.database]
    let input = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data([0x74, 0x65, 0x61, 0x6D, 0x73, 0x0A, 0xFF, 0xFE, 0x0A]))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        == "roster: line 2: the line is not valid UTF-8 text; save the script as UTF-8\n")
  }

  /// A line past the bound is refused without being held whole, and the script stops there.
  @Test func aScriptLineTooLongIsNamed() throws {
    defer { roster.cleanUp() }
    let line = "find '" + String(repeating: "x", count: 3 << 20) + "'\n"
    let result = try roster.run([], input: line + "teams\n")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "roster: line 1: the line is longer than 1 MiB, which no command is; give roster a script of its commands, one a line\n"
    )
    #expect(result.stdout.isEmpty, "the script stops there, as at any error: \(result.stdout)")
  }

  @Test func scriptLinesKeepQuotesInPredicates() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(
      ["--format", "csv"], input: "players where name CONTAINS[cd] \"o'b\" sort age\nfind 'jose'\n")
    expectLines(
      result.stdout,
      "name,age,leagueAge,birthdate,position,number,team\nTom O'Brien,28,28,,C,,Yomiuri Giants\nname,age,leagueAge,birthdate,position,number,team\nJosé Abreu,33,33,,1B,,Boston Red Sox\n"
    )
  }
}
