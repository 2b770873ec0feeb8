import Foundation
import RosterCLI
import RosterFixtures
import RosterKit
import Testing

/// Nothing from a file, another program or the command line acts on the terminal; Markdown is
/// inert; error output stays small whatever the input.
@Suite(.serialized)
struct ScreenSafetyTests {
  let roster = RosterProcess()

  init() throws { try roster.seed() }

  /// Renames a team behind Roster's back, as another program (sqlite3, psql) could where the
  /// database does not check the name (a league from before schema 9, or with its checks dropped).
  private func rename(_ abbreviation: String, to name: String) throws {
    let league = try League(path: roster.database)
    try BehindTheChecks.write(league.store, tables: ["teams"]) {
      try league.store.execute(
        "UPDATE \(ident: "teams") SET \(ident: "name") = \(bind: .text(name)) WHERE \(ident: "abbreviation") = \(bind: .text(abbreviation))"
      )
    }
  }

  private static let title = "\u{1B}]0;pwned\u{07}"

  @Test func controlCharactersFromAnotherProgramAreShownNotObeyed() throws {
    defer { roster.cleanUp() }
    try rename("BOS", to: "Red\(Self.title)Sox")
    try rename("LAD", to: "Evil\u{202E}gpj.exe")
    for arguments in [
      ["teams"], ["--format", "md", "teams"], ["players", "BOS"], ["report", "BOS"], ["report"],
    ] {
      let result = try roster.run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"), "\(arguments)")
      #expect(!result.stdout.contains("\u{202E}"), "\(arguments)")
    }
    let teams = try roster.run(["teams"]).stdout
    #expect(teams.contains("Red^[]0;pwned^GSox"))
    #expect(teams.contains("Evil<U+202E>gpj.exe"))
    // A data format written to a file or a pipe keeps the value exactly.
    #expect(try roster.run(["--format", "csv", "teams"]).stdout.contains(Self.title))
    #expect(try roster.run(["--format", "json", "teams"]).stdout.contains(#"\u001b]0;pwned\u0007"#))
    #expect(try roster.run(["export", "teams"]).stdout.contains(Self.title), "an export is data")
    #expect(try roster.run(["report", "--format", "csv"]).stdout.contains(Self.title))
  }

  @Test func wordsTypedOnTheCommandLineAreShownNotObeyed() throws {
    defer { roster.cleanUp() }
    let result = try roster.run(["set", "team", "\u{1B}[2J\u{1B}[H", "city=x"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("roster: no team is named or abbreviated '^[[2J^[[H'"))
    #expect(!result.stderr.contains("\u{1B}"))
    let script = try roster.run([], input: "cd \"\u{1B}]0;x\u{07}\"\n")
    #expect(!script.stderr.contains("\u{1B}") && script.stderr.contains("^[]0;x^G"))
  }

  @Test func markdownOutputEscapesHTML() throws {
    defer { roster.cleanUp() }
    try roster.run(["add", "team", "<script>alert(1)</script>", "city=*Boston* [x](http://e.vil)"])
    for arguments in [["--format", "md", "teams"], ["report", "--format", "md"]] {
      let text = try roster.run(arguments).stdout
      #expect(!text.contains("<script>"), "\(arguments)")
      #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(arguments)")
    }
    let team = try roster.run(["report", "<script>alert(1)</script>", "--format", "md"]).stdout
    #expect(team.hasPrefix("# &lt;script&gt;alert(1)&lt;/script&gt;\n\n\\*Boston\\* \\[x\\](http://e.vil)\n"))
  }

  @Test func errorOutputIsBoundedWhateverTheInput() throws {
    defer { roster.cleanUp() }
    // A word just under a script line's bound is named, cut short; a line past it (10 MB) is
    // refused by its length, unread.
    let word = String(repeating: "x", count: InputLines.limit - 1)
    let started = Date()
    let result = try roster.run([], input: word + "\n")
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(result.status == 1)
    #expect(result.stderr.count < 300)
    #expect(result.stderr.hasPrefix("roster: line 1: unknown command 'xxxxx"))
    #expect(result.stderr.contains("…'"))
    let longer = try roster.run([], input: String(repeating: "x", count: 10_000_000) + "\n")
    #expect(longer.status == 1)
    #expect(longer.stderr.count < 300)
    #expect(longer.stderr.hasPrefix("roster: line 1: the line is longer than 1 MiB"), "\(longer.stderr)")
  }
}
