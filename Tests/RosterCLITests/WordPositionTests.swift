import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// A mistake in a command's words names the word, as swift-argument-parser's `InputOrigin` does:
/// its place among the words typed (on roster's command line, among its arguments), with the
/// option meant when one is close.
struct WordPositionTests {
  /// A session's line and the sentence it gets.
  @Test(arguments: [
    ("teams --sesaon x", "unknown option '--sesaon' (2nd word); did you mean '--season'?"),
    ("rm team -x BOS", "unknown option '-x' (3rd word); put -- before a name that starts with '-'"),
    ("log BOS --sinse yesterday", "unknown option '--sinse' (3rd word); did you mean '--since'?"),
    ("import --dry-rn a.csv", "unknown option '--dry-rn' (2nd word); did you mean '--dry-run'?"),
    ("add team Hawks city=Harbor stray", "expected key=value, found 'stray' (5th word)"),
    ("undo now", "unexpected 'now' (2nd word)"),
    ("seasons 2026", "unexpected '2026' (2nd word)"),
    ("players BOS --free=yes", "--free takes no value (3rd word)"),
    ("teams --quiet=yes", "--quiet takes no value (2nd word)"),
    ("ls -- --by name", "unexpected '--by' (3rd word)"),
  ])
  func aMistakeNamesItsWord(line: String, message: String) throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    #expect {
      try session.run(line)
    } throws: { error in
      (error as? UsageError)?.message == message
    }
  }

  /// On roster's command line the words are its arguments: the 3rd is the third after `roster`.
  @Test func theCommandLineCountsItsArguments() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    // The league named by the environment, so that the words are the command's only.
    let league = ["ROSTER_DB": roster.database]
    let result = try roster.run(["teams", "BOS", "--sesaon"], useDatabase: false, environment: league)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("roster: unknown option '--sesaon' (3rd word); did you mean '--season'?\n"))
    let script = try roster.run([], input: "teams\nplayers BOS -x\n", useDatabase: false, environment: league)
    #expect(
      script.stderr.hasPrefix(
        "roster: line 2: unknown option '-x' (3rd word); put -- before a name that starts with '-'\n"))
  }

  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"),
    (102, "102nd"), (111, "111th"),
  ])
  func ordinals(number: Int, text: String) {
    #expect(Argument.ordinal(number) == text)
  }
}
