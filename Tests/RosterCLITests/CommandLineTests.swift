import Testing

@testable import RosterCLI
@testable import RosterKit

/// Splitting lines into words, reading clauses and settings, and widths and formats of output.
struct CommandLineTests {
  @Test func splitsLikeAShell() throws {
    let words = try CommandLineLexer.split(
      #"add team "Boston Red Sox" city='New York' abbr=B\ S x="a \"q\"" # comment"#)
    #expect(
      words.map(\.value) == ["add", "team", "Boston Red Sox", "city=New York", "abbr=B S", #"x=a "q""#])
    #expect(words[2].isQuoted && !words[0].isQuoted)
    #expect(words[2].raw == #""Boston Red Sox""#)
    #expect(try CommandLineLexer.split("   ").isEmpty)
    #expect(try CommandLineLexer.split("# only a comment").isEmpty)
    #expect(try CommandLineLexer.split("find o#b").map(\.value) == ["find", "o#b"])
    #expect(throws: CommandLineLexer.Failure.unterminatedQuote("\"", column: 10)) {
      try CommandLineLexer.split(#"add team "Boston"#)
    }
  }

  @Test func clausesSplitOnUnquotedKeywords() throws {
    var arguments = Arguments(
      try CommandLineLexer.split(#"BOS where name == "sort" sort age desc, name"#), usage: "")
    #expect(try arguments.takeName(until: ["where", "sort"]) == "BOS")
    let clauses = try arguments.takeClauses()
    #expect(clauses.predicate == #"name == "sort""#)
    #expect(clauses.sort == "age desc, name")
    var quoted = Arguments(try CommandLineLexer.split(#"where 'age < 30'"#), usage: "")
    #expect(try quoted.takeClauses().predicate == "age < 30")
    var twice = Arguments(try CommandLineLexer.split("where a == 1 where b == 2"), usage: "")
    #expect(throws: UsageError.self) { try twice.takeClauses() }
    var empty = Arguments(try CommandLineLexer.split("sort"), usage: "")
    #expect(throws: UsageError.self) { try empty.takeClauses() }
  }

  @Test func namesAndSettings() throws {
    var arguments = Arguments(
      try CommandLineLexer.split(#"Boston Red Sox city="New York" abbr=BOS"#), usage: "")
    #expect(try arguments.takeName() == "Boston Red Sox")
    let settings = try arguments.takeSettings()
    #expect(settings.map(\.key) == ["city", "abbr"])
    #expect(settings.map(\.value) == ["New York", "BOS"])
    var stray = Arguments(try CommandLineLexer.split("age=3 stray"), usage: "")
    #expect(throws: UsageError.self) { try stray.takeSettings() }
  }

  @Test func globalOptions() throws {
    let options = try GlobalOptions.parse(["--db", "x.sqlite", "--format=json", "players", "BOS", "-q"])
    #expect(options.database == "x.sqlite")
    #expect(options.format == .json)
    #expect(options.quiet)
    #expect(options.words.map(\.value) == ["players", "BOS"])
    // `--` stays, so the command's line takes the words after it literally.
    #expect(try GlobalOptions.parse(["find", "--", "--db"]).words.map(\.value) == ["find", "--", "--db"])
    let literal = try GlobalOptions.parse(CommandLineLexer.split("find -- --db"), from: .session).words
    #expect(literal.map(\.value) == ["find", "--db"] && literal[1].isQuoted && !literal[1].isOption)
    #expect(throws: UsageError.self) { try GlobalOptions.parse(["--db"]) }
    #expect(throws: UsageError.self) { try GlobalOptions.parse(["--format", "yaml"]) }
  }

  @Test(arguments: [
    ("abc", 3), ("José", 4), ("Jose\u{301}", 4), ("大谷翔平", 8), ("Ōtani", 5), ("😀", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2),
    ("", 0),
  ])
  func displayWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  /// Text of scalars below U+0300 is measured scalar by scalar, without finding its clusters:
  /// the same widths as cluster by cluster, each of those scalars alone and in a name.
  @Test func latinTextIsMeasuredAsItsClustersAre() {
    for value in 0xA0..<0x300 {
      let scalar = Unicode.Scalar(UInt32(value))!
      let text = "Søren" + String(Character(scalar)) + "Müller"
      #expect(
        DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.width(of: $1) },
        "U+\(String(value, radix: 16))")
    }
    #expect(DisplayWidth.of("Søren Müller") == 12)
  }

  @Test func truncation() {
    #expect(DisplayWidth.truncate("Boston Red Sox", to: 8) == "Boston …")
    #expect(DisplayWidth.truncate("大谷翔平", to: 5) == "大谷…")
    #expect(DisplayWidth.truncate("short", to: 8) == "short")
  }

  @Test func csvQuotesOnlyWhatNeedsIt() {
    #expect(ListingRenderer.csvField("plain") == "plain")
    #expect(ListingRenderer.csvField("a,b") == "\"a,b\"")
    #expect(ListingRenderer.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(ListingRenderer.csvField("two\nlines") == "\"two\nlines\"")
    #expect(ListingRenderer.csvField(" padded") == "\" padded\"")
  }

  @Test func jsonEscapes() {
    #expect(ListingRenderer.jsonString("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
    #expect(ListingRenderer.jsonValue(.real(26.666)) == "26.7")
    #expect(ListingRenderer.jsonValue(.null) == "null")
  }

  @Test func emptyListings() {
    let listing = Listing(columns: [.init("name")], rows: [], noun: "teams")
    for (format, expected) in [(OutputFormat.table, "No teams.\n"), (.csv, "name\n"), (.json, "[]\n")] {
      let sink = TextSink.capturing()
      ListingRenderer.render(listing, as: format, to: sink)
      #expect(sink.text == expected)
    }
  }

  @Test func tablesFitTheTerminalAndColourOnlyWhenAsked() {
    var listing = Listing(
      columns: [.init("name"), .init("city"), .init("players", alignment: .right)],
      rows: [["Los Angeles Dodgers", "Los Angeles", 26], ["大谷翔平 Fan Club", "Tōkyō", 3]], noun: "teams")
    listing.marks = ["+", " "]
    let narrow = TextSink.capturing()
    ListingRenderer.table(listing, to: narrow, style: .init(width: 30, color: false))
    expectLines(
      narrow.text,
      """
         name      city      players
         --------  --------  -------
      +  Los Ang…  Los Ang…       26
         大谷翔…   Tōkyō           3

      """)
    #expect(narrow.text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 30 })
    #expect(!narrow.text.contains("\u{1B}"))
    let coloured = TextSink.capturing()
    ListingRenderer.table(listing, to: coloured, style: .init(width: 100, color: true))
    #expect(coloured.text.contains(Terminal.green + "+  Los Angeles Dodgers"))
  }

  @Test func everyCommandHasHelp() throws {
    for command in CommandTable.commands {
      #expect(command.usage.hasPrefix(command.name))
      #expect(!command.summary.isEmpty && !command.example.isEmpty)
      #expect(try HelpCommand.text(topic: command.words).contains("Usage: \(command.usage)"))
    }
  }
}
