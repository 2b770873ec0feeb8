import Foundation
import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// `--as-of` and `--season` with a command that reads nothing of the league as it was are
/// refused rather than left unused (`backup --as-of @5` once copied the league as it is now and
/// said nothing), and a copy of the league is never made while it is shown as it was.
struct PastOptionTests {
  let session: Session
  private let scratch = TemporaryFolder()
  var folder: String { scratch.path }
  /// The fixture's last journal entry: the league of three teams, before a fourth was added.
  let before: String

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    let log = try session.csv("log -n 1").split(separator: "\n")
    before = "@" + (log.dropFirst().first?.split(separator: ",").first.map(String.init) ?? "1")
    _ = try session.run("add team Newcomers abbr=NEW")
  }

  /// Every such command of the table, with the option before or after its words.
  static let unread = CommandTable.commands.filter { !$0.past.isShown() }.map(\.name)

  @Test(arguments: unread)
  func theOptionIsRefusedWhereItWouldBeIgnored(name: String) throws {
    for line in ["\(name) --as-of @1", "\(name) --as-of=@1", "--as-of @1 \(name)"] {
      #expect {
        try session.run(line)
      } throws: { error in
        guard let error = error as? UsageError else { return false }
        return error.message.contains("\(name) ") && error.message.contains("--as-of")
          && error.message.contains("leave --as-of out")
      }
    }
  }

  /// From the shell, before the command or after it: the option is the one command's.
  @Test(arguments: [
    ["log", "--as-of", "@1"], ["--as-of", "@1", "check"], ["log", "-n", "1", "--as-of", "@1"],
    ["backup", "x.sqlite", "--as-of=@1"],
    // config runs before the league is opened, and was let through.
    ["config", "--as-of", "@1"], ["--season", "2020", "config"],
  ])
  func fromTheShellTheOptionIsRefusedToo(arguments: [String]) throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    try roster.seed()
    let result = try roster.run(arguments)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("leave --"), "\(result.stderr)")
  }

  @Test func theCommandsThatIgnoredItAreTheExpectedOnes() {
    #expect(
      Set(Self.unread).isSuperset(of: ["backup", "migrate", "log", "check", "config", "access", "help"]))
    // Those that show the league then are not among them.
    #expect(
      Set(Self.unread).isDisjoint(with: ["teams", "players", "show", "export", "report", "find", "ls"]))
  }

  @Test func aBackupIsNotMadeOfALeagueShownAsItWas() throws {
    guard !Backend.isPostgreSQL else { return }
    let copy = folder + "/copy.sqlite"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: UsageError.self) { try session.run("backup \(copy) --as-of @1") }
    _ = try session.run("as-of @1")
    #expect(throws: AsOfError.self) { try session.run("backup \(copy)") }
    #expect(!FileManager.default.fileExists(atPath: copy))
    _ = try session.run("as-of now", "backup \(copy)")
    #expect(FileManager.default.fileExists(atPath: copy))
  }

  /// In a session shown as it was, a command that reads nothing of it runs on the league as it
  /// is: `check` counted the teams then while checking the file now.
  @Test func checkInASessionShownAsItWasChecksTheLeagueAsItIs() throws {
    _ = try session.run("as-of \(before)")
    #expect(try session.run("check").hasPrefix("The league is consistent: 4 teams, "))
    #expect(try session.csv("teams").split(separator: "\n").count == 4)
  }
}
