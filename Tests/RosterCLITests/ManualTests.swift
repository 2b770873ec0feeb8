import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// The man page, formatted as `man` formats it, keeps every command, option and example exactly
/// as typed, at any width: never hyphenated at a line's end, never spread by justification, and
/// never with `-`, `'`, `` ` ``, `~` or `^` turned into typographic characters — a page copied from
/// the terminal must run.
struct ManualTests {
  /// groff's input before the page: what a formatter may do to plain ASCII in text (groff 1.23
  /// and other systems' man setups do this, Debian's does not), so the page must not rely on it.
  static let typographic = """
    .char - \\[hy]
    .char ' \\[cq]
    .char ` \\[oq]
    .char ~ \\[ti]
    .char ^ \\[ha]

    """

  /// `page` formatted by groff for a terminal `width` columns wide: its lines, bold and
  /// underline overstrikes taken off, and groff's warnings (but that a word longer than a
  /// narrow line cannot be broken: it must not be).
  private func formatted(_ page: String, width: Int) throws -> (lines: [String], warnings: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["groff", "-man", "-Tutf8", "-P-c", "-ww", "-Wbreak", "-rLL=\(width)n", "-"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data((Self.typographic + page).utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let plain = text.replacingOccurrences(of: #".\x08"#, with: "", options: .regularExpression)
    return (plain.components(separatedBy: "\n"), warnings)
  }

  /// Lines joined as a person reads them: a line break and the next line's indentation are one
  /// space; spaces within a line stay as they are.
  private func joined(_ lines: [String]) -> String {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// What must come through whole: every command's usage and example, every option, every
  /// example of the EXAMPLES section.
  static var verbatim: [String] {
    CommandTable.commands.flatMap { [$0.usage, "Example: " + $0.example] }
      + GlobalOption.allCases.map(\.term) + Manual.examples.entries.map(\.term) + [GlobalOptions.usage]
  }

  @Test(arguments: [40, 60, 78, 100, 132])
  func commandsOptionsAndExamplesComeThroughAsTyped(width: Int) throws {
    let page = Manual.roff(RosterModel.shared)
    let (lines, warnings) = try formatted(page, width: width)
    #expect(warnings == "")
    let text = joined(lines)
    for expected in Self.verbatim {
      // A usage longer than the line breaks at its spaces, as any text does.
      let whole = text.contains(expected.split(separator: " ").joined(separator: " "))
      #expect(whole, "\(width) columns: \(expected.debugDescription) is not on the page as typed")
    }
    // Hyphens, dashes, minus signs, curly quotes, the small tilde and circumflex, a soft hyphen.
    let typographic = lines.joined().unicodeScalars.filter {
      (0x2010...0x2015).contains($0.value)
        || [0x2018, 0x2019, 0x201C, 0x201D, 0x2212, 0x02DC, 0x02C6, 0x00AD]
          .contains($0.value)
    }
    #expect(typographic.isEmpty, "\(width) columns: \(typographic.map { String($0.value, radix: 16) })")
  }

  /// The man page formats without a warning, and has every command's usage and summary, every
  /// option and exit status: it is made from the same table `help` prints.
  @Test func theManPageIsTheCommandTable() throws {
    let roster = RosterProcess()
    defer { roster.cleanUp() }
    let page = try roster.run(["help", "--man"], useDatabase: false)
    #expect(page.status == 0 && page.stdout.hasPrefix(".TH ROSTER 1"))
    let file = roster.home.appendingPathComponent("roster.1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["groff", "-man", "-Tutf8", "-ww", "-rLL=400n", file.path]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(warnings == "")
    // Formatted text: backspace overstrikes for bold gone, runs of spaces (justification) as one.
    func plain(_ text: String) -> String {
      let overstruck = text.replacingOccurrences(of: #".\x08"#, with: "", options: .regularExpression)
      return overstruck.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        .replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
    }
    let formatted = plain(text)
    for command in CommandTable.commands {
      #expect(formatted.contains(plain(command.usage)), "\(command.usage)")
      #expect(formatted.contains(plain(command.summary)), "\(command.summary)")
    }
    for section in [
      "SYNOPSIS", "COMMANDS", "OPTIONS", "PREDICATES", "KEYS", "CONFIGURATION", "ENVIRONMENT", "FILES",
      "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(formatted.contains(" \(section) ") || formatted.hasPrefix(section), "\(section)")
    }
    for (option, _) in GlobalOptions.descriptions { #expect(formatted.contains(plain(option)), "\(option)") }
    // The README's exit status table and the man page's list the same statuses.
    let readme = try String(
      contentsOf: MakeRunTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let table = readme.components(separatedBy: "### Exit status")[1].components(separatedBy: "\n\n")[1]
    let statuses = table.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: "|").first }.map
    {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(statuses == Manual.exitStatus.entries.map(\.term))
  }
}
