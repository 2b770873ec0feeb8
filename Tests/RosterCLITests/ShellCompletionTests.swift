import Foundation
import RosterFixtures
import RosterKit
import Testing

@testable import RosterCLI

/// Tab in a real bash, zsh and fish completes a name to exactly that name, whatever it holds:
/// the completed line, run, gives `roster` the name and runs nothing else.
struct ShellCompletionTests {
  /// What is typed before Tab, and the one team name it completes to.
  static let hostile: [(typed: String, name: String)] = [
    ("Haw", "Hawks $(touch pwned)"),
    ("Backt", "Backticks `touch pwned-backticks` team"),
    ("Dol", "Dollar $HOME and ${PATH} team"),
    ("Ban", "Bang !! and !-1 team"),
    ("O", "O'Brien FC"),
    ("Sem", "Semi;colon|pipe&and <in >out"),
    ("Glo", "Glob *?[a-z] team"),
    ("Equ", "Equals a=b c=d"),
    ("Quo", #"Quote "double" and \back\slash"#),
    ("Ünï", "Ünïcødé Téam"),
    ("Bra", "Brace {a,b} %job ^caret"),
    ("Man", "Many   spaces"),
    ("Til", "Tilde ~ and # hash"),
    ("~t", "~tilde first"),
    ("-d", "-dash first"),
  ]

  /// Names only another program can write: control and invisible characters.
  static let hidden: [(typed: String, name: String)] = [
    ("Newl", "Newline\nteam"),
    ("Tab", "Tab\tteam"),
    ("Esc", "Escape\u{1B}[31m red"),
    ("Dele", "Delete\u{7F}team"),
    ("NEL", "NEL\u{85}next"),
    ("RTL", "RTL override\u{202E}gpj.exe"),
  ]

  /// A line typed in a shell, and the words the completed line must give `roster`.
  static func cases(_ shell: ShellHarness.Shell) -> [(typed: String, words: [String])] {
    let hawks = "Hawks $(touch pwned)"
    var cases = hostile.map { typed, name in
      // zsh takes a `~` the user typed at a word's start for a named directory, and completes nothing.
      ("roster players " + (shell == .zsh && typed.hasPrefix("~") ? "\\" : "") + typed, ["players", name])
    }
    cases += hidden.map { typed, name in
      // fish would take what follows a tab for a description: such a name is not offered there.
      ("roster players " + typed, ["players", shell == .fish && name.contains("\t") ? typed : name])
    }
    // Inside a quote the user opened, after an escape, and after `team=`.
    cases += [
      ("roster players 'Haw", ["players", hawks]),
      ("roster players \"Haw", ["players", hawks]),
      ("roster players \"Ban", ["players", "Bang !! and !-1 team"]),
      ("roster players \"Backt", ["players", "Backticks `touch pwned-backticks` team"]),
      ("roster players \"Quo", ["players", #"Quote "double" and \back\slash"#]),
      ("roster players 'O", ["players", "O'Brien FC"]),
      ("roster players \"O", ["players", "O'Brien FC"]),
      ("roster players 'Newl", ["players", "Newline\nteam"]),
      ("roster players \"Esc", ["players", "Escape\u{1B}[31m red"]),
      (#"roster players Hawks\ \$"#, ["players", hawks]),
      ("roster add player X team=Haw", ["add", "player", "X", "team=" + hawks]),
      ("roster add player X team='O", ["add", "player", "X", "team=O'Brien FC"]),
      ("roster add player X team=\"Ban", ["add", "player", "X", "team=Bang !! and !-1 team"]),
      ("roster rm team 'Brace {a,b} %j", ["rm", "team", "Brace {a,b} %job ^caret"]),
    ]
    if shell != .fish {
      cases += [
        ("roster players $'Haw", ["players", hawks]),
        ("roster players $'O", ["players", "O'Brien FC"]),
      ]
    }
    return cases
  }

  /// A league with every hostile name, and the hidden ones written as another program could
  /// where the database does not check them (a league from before schema 9, or with its checks
  /// dropped), after the rest.
  private func league() throws -> RosterProcess {
    let roster = RosterProcess()
    var hidden: [(abbreviation: String, name: String)] = []
    for (index, team) in (Self.hostile + Self.hidden).enumerated() {
      let abbreviation = "T\(index)"
      let isHidden = team.name.unicodeScalars.contains { $0.isControl || $0.isInvisibleFormat }
      let result = try roster.run([
        "add", "team", "--", isHidden ? "Hidden \(index)" : team.name, "abbr=" + abbreviation,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      if isHidden { hidden.append((abbreviation, team.name)) }
    }
    let store = try League(path: roster.database).store
    try BehindTheChecks.write(store, tables: ["teams"]) {
      for (abbreviation, name) in hidden {
        try store.execute(
          "UPDATE \(ident: "teams") SET \(ident: "name") = \(bind: .text(name)) WHERE \(ident: "abbreviation") = \(bind: .text(abbreviation))"
        )
      }
    }
    return roster
  }

  private func completesEveryNameExactly(in shell: ShellHarness.Shell) throws {
    let roster = try league()
    defer { roster.cleanUp() }
    let harness = try ShellHarness(shell, database: roster.database)
    for (typed, words) in Self.cases(shell) {
      let given = harness.complete(typed)
      #expect(given == words, "\(shell): \(typed.debugDescription)")
    }
    #expect(try harness.pwned() == [], "\(shell)")
  }

  @Test(.enabled(if: TerminalHarness.isAvailable && ShellHarness.isInstalled(.bash)))
  func bashCompletesEveryNameExactly() throws { try completesEveryNameExactly(in: .bash) }

  @Test(.enabled(if: TerminalHarness.isAvailable && ShellHarness.isInstalled(.zsh)))
  func zshCompletesEveryNameExactly() throws { try completesEveryNameExactly(in: .zsh) }

  @Test(.enabled(if: TerminalHarness.isAvailable && ShellHarness.isInstalled(.fish)))
  func fishCompletesEveryNameExactly() throws { try completesEveryNameExactly(in: .fish) }

  /// Runs `shell` with `arguments` and `input`; its standard output.
  private func run(_ shell: String, _ arguments: [String], input: String = "") throws -> Data {
    // A home of its own: bash keeps its history there, fish its settings (they were left in the
    // temporary folder itself).
    let home = TemporaryFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell] + arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home.path]
    let output = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardInput = stdin
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  static let values =
    (hostile + hidden).map(\.name) + [
      "", "'", "\\", "!", "''", "a'b\"c$d`e\\f!g", "#", "~", "-", "x=", "=", "\u{1B}", "\t\n",
      "\u{E0067}tag", "1\u{85}2", "caf\u{0065}\u{0301}",
    ]

  /// Every value, quoted for each place readline inserts it, reads back as itself in bash and
  /// zsh (bash reading it as a line of input, with history expansion on, so a `!` left bare
  /// would be replaced by the line before), and `ShellWords` reads it back as they do.
  @Test func whatBashIsGivenReadsBackExactly() throws {
    var words: [String] = []
    for value in Self.values {
      words += [
        BashQuoting.quoted(value, inside: nil), "'" + BashQuoting.quoted(value, inside: .single) + "'",
        "\"" + BashQuoting.quoted(value, inside: .double) + "\"",
        "$'" + BashQuoting.quoted(value, inside: .dollar) + "'",
      ]
    }
    let expected = Self.values.flatMap { Array(repeating: $0, count: 4) }
    for word in words.indices {
      #expect(ShellWords(words[word], dialect: .posix).current == expected[word], "\(words[word])")
    }
    let script = "printf '%s\\0' " + words.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ")
    let bash = try run("bash", ["-o", "history", "-o", "histexpand", "-s"], input: "true\n" + script + "\n")
    for (shell, output) in [("bash", bash), ("zsh", try run("zsh", ["-f", "-c", script]))] {
      var read = String(decoding: output, as: UTF8.self).components(separatedBy: "\u{0}")
      read.removeLast()
      #expect(read == expected, "\(shell)")
    }
  }

  /// What fish's own quoting makes of every value, `ShellWords` reads back as the value.
  @Test(.enabled(if: ShellHarness.isInstalled(.fish)))
  func fishQuotingReadsBackExactly() throws {
    let values = Self.values.filter { !$0.isEmpty }
    let output = try run("fish", ["--no-config", "-c", "string escape -- $argv"] + values)
    let escaped = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(escaped.count == values.count)
    for (value, word) in zip(values, escaped) {
      #expect(ShellWords(word, dialect: .fish).current == value, "\(word)")
    }
    // fish's quotes and escapes.
    let line = #"roster 'a b\'c\\d' "e\"f\$g\h" i\ j\x41\n k"#
    let words = ShellWords(line, dialect: .fish)
    #expect(words.words == ["roster", #"a b'c\d"#, #"e"f$g\h"#, "i jA\n"])
    #expect(words.current == "k" && words.quote == nil)
    #expect(ShellWords(#"roster "Haw"#, dialect: .fish).quote == .double)
  }
}
