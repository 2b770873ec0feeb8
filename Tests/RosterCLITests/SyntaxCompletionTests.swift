import RosterFixtures
import Testing

@testable import RosterCLI
@testable import RosterKit

/// Tab offers what a command's syntax takes where the cursor is: the kinds its words stand for,
/// the values of a setting's kind, keywords, and options after a dash.
struct SyntaxCompletionTests {
  let session: Session

  init() throws {
    session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("add division U12 min_age=11 max_age=12")
  }

  private func complete(_ prefix: String) -> Completer.Result {
    let word = String(prefix.reversed().prefix { !$0.isWhitespace }.reversed())
    return Completer(session: session).complete(prefix: prefix, word: word, quote: nil)
  }

  /// A setting's value is of the kind the entity declares: a flag's yes or no, a relationship's
  /// object.
  @Test func aSettingsValueIsOfItsKind() {
    #expect(complete("set division U12 locked=y") == .words(["locked=yes"]))
    #expect(complete("set team BOS division=U") == .words(["division=U12"]))
    #expect(complete("league set name=") == .words([]))
    // A key the command does not take offers nothing.
    #expect(complete("rm team BOS division=U") == .words([]))
  }

  /// After a dash, the command's options and roster's own; in `rm -`, those of every `rm`.
  @Test func aDashOffersTheOptions() {
    #expect(complete("report BOS --p") == .words(["--private"]))
    #expect(complete("import --d") == .words(["--date-format", "--delimiter", "--dry-run"]))
    #expect(complete("rm --rel") == .words(["--release"]))
    #expect(complete("players --fr") == .words(["--free"]))
    #expect(complete("teams --fr") == .words([]))
    #expect(complete("teams --fo") == .words(["--format"]))
  }

  /// The keywords of the form being typed, and where a file goes, the shell's file names.
  @Test func keywordsAndFilesWhereTheSyntaxHasThem() {
    #expect(complete("move player \"Mookie Betts\" to") == .words(["to"]))
    #expect(complete("export l") == .words(["league"]))
    #expect(complete("export league ") == .fileNames)
    #expect(complete("log --prune-before ") == .words(["today", "yesterday"]))
    #expect(complete("season new X --cutoff 2027-08-31 --k") == .words(["--keep-rosters"]))
    #expect(complete("show div") == .words(["division"]))
  }
}
