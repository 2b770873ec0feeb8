import FoundationEssentials
import RosterKit

/// The reference: commands (from the command table), options, predicates, the keys of each
/// entity (from the model), the environment, files and exit status. `help`, `help predicates`,
/// `help keys` and the man page (`roster help --man`) print it, so they cannot disagree.
enum Manual {
  /// A term and what it means: one entry of a section.
  struct Entry: Equatable {
    let term: String
    let text: String
  }

  struct Section {
    let title: String
    var intro: String = ""
    var entries: [Entry] = []
  }

  static let name = "roster - a roster manager for sports leagues: teams, players, divisions, in the terminal"

  static let description = """
    Roster keeps a league's teams, players, divisions, staff and contacts in an SQLite file (or a \
    PostgreSQL database), with Core Data's way of working: a model with relationships and delete \
    rules, changes saved all or nothing, listings filtered by NSPredicate-style predicates and sorted. \
    Given a command, roster runs it and exits; given none at a terminal, it starts an interactive \
    session that moves from the table of teams into one team's players and back; given none with \
    standard input from a file or a pipe, it runs the commands it reads, one a line.
    """

  /// Every command: its usage, what it does and an example.
  static func commands(_ model: Model) -> Section {
    Section(
      title: "COMMANDS",
      intro:
        "TEAM is a team's name (any case, with or without accents) or abbreviation; PLAYER a player's name, "
        + "or #ID. PRED is a predicate (see PREDICATES).",
      entries: CommandTable.commands(for: model).map { command in
        let options = command.syntax.optionTerms.map { "\($0.term): \($0.meaning)" }
        return Entry(
          term: command.usage,
          text: command.summary + ". Example: " + command.example
            + (options.isEmpty ? "" : ". Options: " + options.joined(separator: "; ")))
      })
  }

  static let options = Section(
    title: "OPTIONS",
    intro: "Options may stand before or after the command's words; -- ends them.",
    entries: GlobalOptions.descriptions.map { Entry(term: $0.option, text: $0.meaning) })

  static let predicates = Section(
    title: "PREDICATES",
    intro:
      "NSPredicate's format-string syntax, after 'where' (quote it for the shell: "
      + "roster players where 'age < 25'). Keywords may be written in any case.",
    entries: [
      Entry(
        term: "== = != <> < <= > >=",
        text: "compare a key with a value or another key: age >= 10, team.name == \"Tigers\""),
      Entry(term: "BETWEEN {A, B}", text: "a value in a range, both ends included: age BETWEEN {9, 12}"),
      Entry(term: "IN {A, B, …}", text: "one of a list: position IN {\"P\", \"C\"}"),
      Entry(
        term: "BEGINSWITH ENDSWITH CONTAINS",
        text: "text that starts, ends with or contains another: name BEGINSWITH \"Jo\""),
      Entry(
        term: "LIKE", text: "text against a pattern, * any run of characters and ? one: name LIKE \"M*s\""),
      Entry(
        term: "MATCHES",
        text:
          "text that a regular expression matches whole (the dialect both engines read alike): number MATCHES \"[0-9]{2}\""
      ),
      Entry(
        term: "[c] [d] [cd]",
        text: "after a text operator: ignore case, accents, or both: name CONTAINS[cd] \"jose\""),
      Entry(
        term: "AND && OR || NOT !",
        text: "combine; NOT binds tighter than AND, AND than OR; parentheses group"),
      Entry(term: "TRUEPREDICATE FALSEPREDICATE", text: "always true, always false"),
      Entry(
        term: "values",
        text:
          "'single' or \"double\" quoted text with backslash escapes, integers (also 0x1F, 0o17, 0b101), decimals, "
          + "nil or NULL, YES NO TRUE FALSE; a date is text: birthdate < \"2015-01-01\""),
      Entry(
        term: "@count @avg @sum @min @max",
        text: "over a to-many key: players.@count > 25, players.@avg.age < 12"),
      Entry(
        term: "ANY SOME ALL NONE",
        text: "over a to-many key: ANY players.position == \"P\", NONE players.age > 12"),
      Entry(
        term: "SUBQUERY(KEY, $x, PRED)",
        text: "the objects of a to-many key that match: SUBQUERY(players, $p, $p.age < 10).@count > 2"),
      Entry(
        term: "nil",
        text:
          "a comparison with a missing value is false, so NOT (position == \"P\") includes players with no position"
      ),
    ])

  /// The keys of each entity that predicates, `sort` and `key=value` take.
  static func keys(_ model: Model) -> Section {
    Section(
      title: "KEYS",
      intro:
        "What 'where' and 'sort' take on each listing; a to-one key leads on with a dot (team.name), a "
        + "to-many key takes @count or ANY. 'set' and 'add' take the stored ones as key=value.",
      entries: model.entities.map { entity in
        let p = entity.presentation
        var keys = entity.attributes.map { attribute in "\(attribute.name) (\(kindName(attribute)))" }
        keys += entity.derivedAttributes.map { "\($0.name) (\(kindName($0)), computed)" }
        for relationship in entity.relationships {
          let destination = model.entity(named: relationship.destination).presentation
          keys.append(
            relationship.isToMany
              ? "\(relationship.name) (\(destination.plural): \(relationship.name).@count)"
              : "\(relationship.name) (\(destination.withArticle): \(relationship.name).\(destination.displayKey))"
          )
        }
        return Entry(term: p.isSettings ? p.noun : p.plural, text: keys.joined(separator: ", "))
      })
  }

  private static func kindName(_ attribute: Attribute) -> String {
    if case .digits = attribute.shape { return "digits" }
    switch attribute.kind {
    case .text: return "text"
    case .integer: return "number"
    case .date: return "date"
    case .boolean: return "yes or no"
    }
  }

  static let configuration = Section(
    title: "CONFIGURATION",
    intro:
      "Settings come from the command line, then the environment, then the config file "
      + "($XDG_CONFIG_HOME/roster/config, else ~/.config/roster/config: key = value lines, # for comments), "
      + "then these defaults. 'roster config' shows each setting's value and where it came from; a line "
      + "of the file that cannot be read stops roster with its file and line number.",
    entries: Configuration.Key.allCases.map { key in
      Entry(term: "\(key.rawValue) (\(key.variable))", text: key.meaning)
    })

  static let environment = Section(
    title: "ENVIRONMENT",
    intro:
      "Each has a bound: a path, a URL or the pager's command at most "
      + "\(NumberText.grouped(EnvironmentVariable.textLimit)) characters, ROSTER_USER at most "
      + "\(EnvironmentVariable.nameLimit) and one line, ROSTER_TODAY a date; a value out of bounds stops roster "
      + "with one sentence naming the variable.",
    entries: EnvironmentVariable.allCases.map { Entry(term: $0.name, text: $0.meaning) })

  static let files = Section(
    title: "FILES",
    entries: [
      Entry(
        term: "~/.local/share/roster/roster.sqlite", text: "the default league, in a folder only you can read"
      ),
      Entry(term: "~/.local/share/roster/history", text: "the REPL's history"),
      Entry(term: "~/.config/roster/config", text: "the config file"),
    ])

  static let exitStatus = Section(
    title: "EXIT STATUS",
    entries: [
      Entry(term: "0", text: "success"),
      Entry(
        term: "\(ErrorReporter.failure)",
        text:
          "the command failed and changed nothing (a rule broken, a name not found, a database problem); "
          + "eligibility and check when they find a problem"),
      Entry(
        term: "\(ErrorReporter.usage)",
        text: "usage error: an unknown command or option, missing or unexpected arguments, a bad config line"),
      Entry(
        term: "\(ErrorReporter.interrupted)",
        text: "interrupted by Ctrl-C: the running command was rolled back"),
    ])

  static let examples = Section(
    title: "EXAMPLES",
    entries: [
      Entry(term: "roster import data/league.csv data/teams.csv data/players.csv", text: "load a league"),
      Entry(term: "roster players BOS", text: "a team's players, youngest first"),
      Entry(
        term: "roster players where 'name contains[cd] \"jose\" and age < 30'", text: "players league-wide"),
      Entry(term: "roster teams where 'players.@count > 25' sort name", text: "teams with big rosters"),
      Entry(term: "roster --format json players BOS > bos.json", text: "for another program"),
      Entry(term: "roster report \"Boston Red Sox\" -o bos.html", text: "a printable roster"),
      Entry(term: "roster < changes.txt", text: "a script: one command a line"),
    ])

  static func sections(_ model: Model) -> [Section] {
    [
      commands(model), options, predicates, keys(model), configuration, environment, files, exitStatus,
      examples,
    ]
  }

  // MARK: Text

  /// A section as `help` prints it: each term, then its text indented under it, wrapped to `width`.
  static func text(_ section: Section, width: Int) -> String {
    var text = ""
    if !section.intro.isEmpty { text += wrap(section.intro, width: width) + "\n" }
    for entry in section.entries {
      text += wrap(entry.term, width: width, indent: "  ") + wrap(entry.text, width: width, indent: "      ")
    }
    return text
  }

  /// `text` broken into lines of at most `width` columns at spaces, the first line starting with
  /// `indent` and the others with `hanging` (else `indent`). A word longer than the line stands
  /// on a line of its own.
  static func wrap(_ text: String, width: Int, indent: String = "", hanging: String? = nil) -> String {
    var lines: [String] = []
    var line = indent
    var lineHasWord = false
    if text.isEmpty { return indent + "\n" }
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let room = DisplayWidth.of(line) + (lineHasWord ? 1 : 0) + DisplayWidth.of(String(word))
      if lineHasWord && room > width {
        lines.append(line)
        line = hanging ?? indent
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    if lineHasWord { lines.append(line) }
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: roff

  /// The man page, roster(1), in roff's man macros.
  static func roff(_ model: Model) -> String {
    var page = """
      .TH ROSTER 1 "" "roster \(RosterCLI.version)" "User Commands"
      .\\" Commands, options and examples must read, and copy, as typed: no hyphenation, no
      .\\" justification (which spreads a quoted name's spaces), and every word marked \\% besides.
      .nh
      .ad l
      .SH NAME
      \(escape(name))
      .SH SYNOPSIS
      .B roster
      \(escape(String(GlobalOptions.usage.dropFirst("roster ".count))))
      .SH DESCRIPTION
      \(escape(description))

      """
    for section in sections(model) {
      page += ".SH \(section.title)\n"
      if !section.intro.isEmpty { page += escape(section.intro) + "\n" }
      for entry in section.entries {
        page += ".TP\n.B \(escape(entry.term))\n\(escape(entry.text))\n"
      }
    }
    page += ".SH SEE ALSO\nsqlite3(1), psql(1); the README of the Roster project.\n"
    return page
  }

  /// Text safe inside a roff line, that formats as typed: backslashes, and `-`, `'`, `` ` ``, `~`,
  /// `^` and `"` as the escapes a formatter prints as those ASCII characters (groff 1.23 makes a
  /// plain `-` a hyphen and `'` a curly quote); each word starts with `\%`, which no formatter
  /// hyphenates; a leading dot or quote cannot be read as a request; any character beyond ASCII
  /// is a `\[uXXXX]` escape that both groff and mandoc read.
  static func escape(_ text: String) -> String {
    var out = ""
    var atWordStart = true
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\n" {
        out.unicodeScalars.append(scalar)
        atWordStart = true
        continue
      }
      if atWordStart { out += "\\%" }
      atWordStart = false
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "'": out += "\\(aq"
      case "`": out += "\\(ga"
      case "~": out += "\\(ti"
      case "^": out += "\\(ha"
      case "\"": out += "\\(dq"
      default:
        if scalar.isASCII {
          out.unicodeScalars.append(scalar)
        } else {
          out += "\\[u" + scalar.value.zeroPadded(to: 4, radix: 16, uppercase: true) + "]"
        }
      }
    }
    return out
  }
}
