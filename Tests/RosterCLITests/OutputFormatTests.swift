import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// How listings print: `--format` for one command and the REPL's `format` until changed, the
/// formats each command takes (HTML for reports, the import formats for exports), and `\x`.
@Suite(.serialized) struct OutputFormatTests {
  @Test func formatLastsUntilChangedAndAnOptionOnlyForItsCommand() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("format csv")
    #expect(try session.run("teams").hasPrefix("name,city,abbreviation,division,players\n"))
    #expect(try session.run("teams --format json").hasPrefix("[{"))
    #expect(try session.run("teams").hasPrefix("name,"))
    try session.run("format md")
    #expect(try session.run("players BOS").hasPrefix("| "))
    #expect(try session.run("format") == "Listings print as md.\n")
    #expect(throws: UsageError.self) { try session.run("format html") }
    #expect(throws: UsageError.self) { try session.run("format yaml") }
  }

  @Test func htmlIsForReportsOnly() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    #expect {
      try session.run("players BOS --format html")
    } throws: { error in
      (error as? UsageError)?.message
        == "--format html is for reports ('report TEAM -o roster.html'); players prints as table, csv, json or md"
    }
    #expect(try session.run("report BOS --format html").contains("<table"))
    // `roster config`, which runs before any league opens, refuses it too.
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let config = try roster.run(["--format", "html", "config"])
    #expect(config.status == 2 && config.stderr.hasPrefix("roster: --format html is for reports"))
  }

  /// An export is the import format: a table, Markdown or HTML asked for is refused, never
  /// quietly CSV; the usage lines of export and report list the formats each takes.
  @Test func exportTakesOnlyTheImportFormats() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    for format in ["md", "table", "html"] {
      #expect {
        try session.run("export teams --format \(format)")
      } throws: { error in
        (error as? UsageError)?.message.hasPrefix(
          "export writes the import format, csv or json (--format \(format) is for ") == true
      }
    }
    #expect(try session.run("export teams --format json").hasPrefix("[\n"))
    #expect(try session.run("export teams --format csv").hasPrefix("name,city,abbreviation\n"))
    // `format md` in the REPL is for listings; an export after it is still CSV.
    try session.run("format md")
    #expect(try session.run("export teams").hasPrefix("name,city,abbreviation\n"))
    let table = CommandTable.commands(for: RosterModel.shared)
    let usage = { (name: String) in table.first { $0.name == name }?.usage ?? "" }
    #expect(usage("export").contains("[--format csv|json]"))
    #expect(usage("report").contains("[--format text|csv|json|md|html]"))
  }

  @Test func expandedShowsEveryFieldOfARecord() throws {
    let session = Session(league: try Fixture.league(), out: .capturing(), err: .capturing())
    try session.run("\\x")
    let text = try session.run("teams where 'abbreviation == \"BOS\"'")
    #expect(text.hasPrefix("-[ RECORD 1 ]"))
    #expect(text.contains("\nname    | Boston Red Sox\n") && text.contains("\nabbr    | BOS\n"))
    try session.run("expanded off")
    let table = try session.run("teams")
    #expect(table.contains("Boston Red Sox") && !table.contains("RECORD"))
  }
}
