import FoundationEssentials
import RosterKit

/// Tab completion in bash, zsh and fish: `roster completion SHELL` prints the script a shell
/// sources, and the script asks `roster __complete SHELL WORD LINE` for the candidates, so the
/// shell offers what the REPL offers (commands, team and player names, keys, `key=` names,
/// formats) from the same `Completer`, on the league the line's `--db` (or the settings) names.
enum ShellCompletion {
  static let shells = ["bash", "zsh", "fish"]
  static let usage = "roster completion bash|zsh|fish"

  /// The script for `shell`.
  static func script(for shell: String) throws -> String {
    switch shell.lowercased() {
    case "bash": return bash
    case "zsh": return zsh
    case "fish": return fish
    default:
      throw UsageError("there is no completion for \(quoted(shell)); use bash, zsh or fish", usage: usage)
    }
  }

  /// The first line says what the shell should do: `words` (the lines after it are the
  /// replacements) or `files` (complete a file's name).
  static let bash = """
    # roster(1) completion for bash: source it, or install it as
    # /usr/share/bash-completion/completions/roster ('roster completion bash' prints it).
    _roster() {
      local cur="${COMP_WORDS[COMP_CWORD]}" line="${COMP_LINE:0:COMP_POINT}" IFS=$'\\n' word
      local -a out
      out=($(command "${1:-roster}" __complete bash "$cur" "$line" 2>/dev/null))
      COMPREPLY=()
      case "${out[0]}" in
        files) compopt -o default 2>/dev/null; return 0 ;;
        words) COMPREPLY=("${out[@]:1}") ;;
      esac
      for word in "${COMPREPLY[@]}"; do
        if [[ $word == *= ]]; then compopt -o nospace 2>/dev/null; break; fi
      done
    }
    complete -F _roster roster

    """

  static let zsh = """
    #compdef roster
    # roster(1) completion for zsh: put it in a folder of $fpath as _roster, or source it after
    # compinit ('roster completion zsh' prints it).
    _roster() {
      local -a out
      out=("${(@f)$(command ${words[1]:-roster} __complete zsh "$PREFIX" "$LBUFFER" "$compstate[quote]" 2>/dev/null)}")
      case "$out[1]" in
        files) _files ;;
        words)
          local -a plain equals
          local word
          for word in "${(@)out[2,-1]}"; do
            if [[ $word == *= ]]; then equals+=("$word"); else plain+=("$word"); fi
          done
          (( $#plain )) && compadd -U -Q -- "${plain[@]}"
          (( $#equals )) && compadd -U -Q -S '' -- "${equals[@]}"
          ;;
      esac
    }
    # Autoloaded from $fpath, the file's body runs at the first Tab: complete then. Sourced, register.
    if [[ $funcstack[1] == _roster ]]; then _roster "$@"; elif (( $+functions[compdef] )); then compdef _roster roster; fi

    """

  static let fish = """
    # roster(1) completion for fish: save it as ~/.config/fish/completions/roster.fish
    # ('roster completion fish' prints it).
    function __roster_complete
        set -l program (commandline -opc)[1]
        set -l out (command $program __complete fish (commandline -ct) (commandline -cp) 2>/dev/null)
        if test "$out[1]" = files
            __fish_complete_path (commandline -ct)
        else if test "$out[1]" = words
            printf '%s\\n' $out[2..-1]
        end
    end
    complete -c roster -f -a '(__roster_complete)'

    """

  /// The global options, and the formats `--format` takes.
  static let globalOptions = GlobalOption.allCases.map(\.name)
  static let formats = OutputFormat.listings.map(\.rawValue)

  /// `roster __complete SHELL WORD LINE`: `LINE` is the command line up to the cursor, `WORD`
  /// the shell's own idea of the word being completed (bash splits `team=Bos` at the `=`).
  static func run(_ arguments: [String], environment: [String: String], out: TextSink) {
    guard arguments.count >= 3 else { return }
    var (shell, shellWord, line) = (arguments[0], arguments[1], arguments[2])
    // Right after a `=` or `:`, bash names that character as the word but completes after it.
    if shell == "bash", !shellWord.isEmpty, shellWord.allSatisfy({ $0 == "=" || $0 == ":" }) {
      shellWord = ""
    }
    let result = candidates(line: line, environment: environment)
    switch result {
    case .fileNames: out.line("files")
    case .words(let words):
      out.line("words")
      let typed = lastWord(of: line)
      for word in words {
        switch shell {
        case "bash":
          // bash replaces only what it took for the word: the part after a `=` or `:`.
          let replaced = String(typed.raw.dropLast(min(typed.raw.count, shellWord.count)))
          guard word.hasPrefix(replaced) else { continue }
          out.line(String(word.dropFirst(replaced.count)))
        case "fish":
          // fish quotes a candidate itself: it wants the words as they are.
          out.line(unquoted(word))
        default:
          // zsh completes inside a quote the user opened (its fourth argument) and has taken
          // the quote off the line: the name as it is.
          out.line(arguments.count > 3 && !arguments[3].isEmpty ? unquoted(word) : word)
        }
      }
    }
  }

  /// A candidate as the name it types (`"Boston Red Sox"` is Boston Red Sox).
  private static func unquoted(_ word: String) -> String {
    (try? CommandLineLexer.split(word))?.first?.value ?? word
  }

  /// What completes the last word of `line`: whole replacements for it (a name with spaces in
  /// double quotes, closing a quote the user opened), or file names.
  static func candidates(line: String, environment: [String: String]) -> Completer.Result {
    let typed = lastWord(of: line)
    var words = (try? CommandLineLexer.split(String(line[..<typed.start]))) ?? []
    if !words.isEmpty { words.removeFirst() }  // the program
    // The options of `roster` itself, and the league the line names.
    var database: String?
    var kept: [Argument] = []
    var index = 0
    while index < words.count {
      let word = words[index].value
      let (name, inline) = GlobalOption.split(word)
      guard word.hasPrefix("-"), let option = GlobalOption(spelling: name, beforeCommand: kept.isEmpty) else {
        kept.append(words[index])
        index += 1
        continue
      }
      var value = inline
      if option.placeholder != nil && inline == nil {
        // `roster --db <Tab>`, `--format <Tab>`: the option's value.
        guard index + 1 < words.count else {
          return option == .database
            ? .fileNames : .words(option == .format ? formats.filter { $0.hasPrefix(typed.raw) } : [])
        }
        value = words[index + 1].value
        index += 1
      }
      if option == .database { database = value }
      index += 1
    }
    if typed.raw.hasPrefix("--format=") {
      return .words(formats.map { "--format=" + $0 }.filter { $0.hasPrefix(typed.raw) })
    }
    if kept.isEmpty && typed.raw.hasPrefix("-") {
      return .words(globalOptions.filter { $0.hasPrefix(typed.raw) })
    }
    if kept.first?.value.lowercased() == "completion" {
      return .words(kept.count == 1 ? shells.filter { $0.hasPrefix(typed.raw) } : [])
    }
    // Without a league to ask (none yet, or one to upgrade first), an empty one: the commands.
    guard let session = session(database: database, environment: environment) ?? session(database: ":memory:")
    else { return .words([]) }
    // The team the line names (`players BOS`, `team=BOS`) is the place its players come from.
    for word in kept.dropFirst() {
      let value = word.value.lowercased().hasPrefix("team=") ? String(word.value.dropFirst(5)) : word.value
      if let team = try? session.league.object(session.model.rootEntity, named: value) {
        session.place = team
      }
    }
    var completer = Completer(session: session)
    completer.leagueWide = true
    // The word as typed, its quote (if one is open) a double quote, which the candidates use.
    var word = typed.raw
    if let at = typed.quoteOffset {
      let quote = word.index(word.startIndex, offsetBy: at)
      word.replaceSubrange(quote...quote, with: "\"")
    }
    let prefix = kept.map(\.raw).joined(separator: " ") + (kept.isEmpty ? "" : " ")
    let result = completer.complete(prefix: prefix + word, word: word, quote: nil)
    guard kept.isEmpty, case .words(let commands) = result else { return result }
    // A shell's line starts a program: the REPL's own moves have no place there.
    return .words(
      (commands.filter { !replOnly.contains($0) } + (["completion"].filter { $0.hasPrefix(word) })).sorted())
  }

  /// Commands that only mean something in a session that lasts (they move or shape a view).
  static let replOnly: Set = ["cd", "back", "pwd", "where", "sort", "quit", "exit", "as-of"]

  /// The word at the end of a line: where it starts, its text as typed, and where in it a quote
  /// that is still open was opened.
  struct TypedWord {
    let start: String.Index
    let raw: String
    let quoteOffset: Int?
  }

  /// The last word of `line`, split as `CommandLineLexer` splits: a quote opens where a word
  /// starts or after a character that is not a letter or digit; a backslash escapes outside
  /// single quotes.
  static func lastWord(of line: String) -> TypedWord {
    var start = line.endIndex
    var quote: (character: Character, offset: Int)?
    var escaped = false
    var previous: Character?
    var inWord = false
    var offset = 0
    for index in line.indices {
      let character = line[index]
      defer {
        previous = character
        offset += 1
      }
      if escaped {
        escaped = false
        continue
      }
      if let open = quote {
        if character == open.character {
          quote = nil
        } else if character == "\\" && open.character == "\"" {
          escaped = true
        }
        continue
      }
      if character.isWhitespace {
        inWord = false
        continue
      }
      if !inWord {
        inWord = true
        start = index
        offset = 0
        previous = nil
      }
      if character == "\\" {
        escaped = true
      } else if character == "\"" || character == "'", previous.map({ !($0.isLetter || $0.isNumber) }) ?? true
      {
        quote = (character, offset)
      }
    }
    if !inWord { start = line.endIndex }
    return TypedWord(start: start, raw: String(line[start...]), quoteOffset: quote?.offset)
  }

  /// A session on the league `database` (else the configured one) when it exists and is at the
  /// current schema: completion neither creates a league nor upgrades one.
  private static func session(database: String?, environment: [String: String]) -> Session? {
    var options = GlobalOptions()
    options.database = database
    guard let configuration = try? Configuration(options: options, environment: environment) else {
      return nil
    }
    let location = configuration.database ?? configuration.defaultDatabase
    if League.isFile(location) && !FileManager.default.fileExists(atPath: location) { return nil }
    guard location != ":memory:" else { return nil }
    return session(database: location)
  }

  private static func session(database: String) -> Session? {
    guard let league = try? League(path: database, upgrading: database == ":memory:") else { return nil }
    let sink = TextSink.capturing(escapesControls: true)
    return Session(league: league, out: sink, err: sink)
  }
}
