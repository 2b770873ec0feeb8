import FoundationEssentials
import RosterKit

/// Tab completion in bash, zsh and fish: `roster completion SHELL` prints the script a shell
/// sources, and the script asks `roster __complete SHELL …` for the candidates, so the
/// shell offers what the REPL offers (commands, team and player names, keys, `key=` names,
/// formats) from the same `Completer`, on the league the line's `--db` (or the settings) names.
enum ShellCompletion {
  static let shells = ["bash", "zsh", "fish"]

  /// `roster completion bash|zsh|fish`: a command of the program, not of a session (it is not in
  /// the command table), read by the same parser.
  static let command = Command(
    "completion",
    syntax: Syntax([
      .operand(
        .init(
          slot: .shell, kind: .choice(shells), placeholder: shells.joined(separator: "|"), arity: .word,
          missing: .say("completion needs a shell: bash, zsh or fish")))
    ]),
    summary: "print the shell's completion script", example: "completion bash", past: .ignored(hint: nil),
    run: { _, _ in })

  /// The script for `shell`.
  static func script(for shell: String) throws -> String {
    switch shell.lowercased() {
    case "bash": return bash
    case "zsh": return zsh
    case "fish": return fish
    default:
      throw UsageError(
        "there is no completion for \(quoted(shell)); use bash, zsh or fish", usage: "roster " + command.usage
      )
    }
  }

  /// Each script runs `roster __complete SHELL …` and reads its answer: words, each ended by a
  /// NUL byte (a name may hold any other character, a line break included), the first saying
  /// what to do: `words` (the others are the candidates) or `files` (complete a file's name).
  static let bash = """
    # roster(1) completion for bash: source it, or install it as
    # /usr/share/bash-completion/completions/roster ('roster completion bash' prints it).
    # roster quotes what it offers as bash reads it: a name can never run anything.
    _roster() {
      local word
      local -a out=()
      while IFS= read -r -d '' word; do out+=("$word"); done < <(command "${1:-roster}" __complete bash "$2" "${COMP_LINE:0:COMP_POINT}" 2>/dev/null)
      COMPREPLY=()
      case "${out[0]-}" in
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
    # compinit ('roster completion zsh' prints it). compadd quotes the names as zsh reads them.
    _roster() {
      emulate -L zsh
      local -a out plain equals
      local word
      out=(${(0)"$(command ${(Q)words[1]:-roster} __complete zsh "$compstate[quote]" "$PREFIX" "${(@Q)words[1,CURRENT-1]}" 2>/dev/null)"})
      case "$out[1]" in
        files) _files ;;
        words)
          for word in "${(@)out[2,-1]}"; do
            if [[ $word == *= ]]; then equals+=("$word"); else plain+=("$word"); fi
          done
          (( $#plain )) && compadd -U -- "${plain[@]}"
          (( $#equals )) && compadd -U -S '' -- "${equals[@]}"
          ;;
      esac
    }
    # Autoloaded from $fpath, the file's body runs at the first Tab: complete then. Sourced, register.
    if [[ $funcstack[1] == _roster ]]; then _roster "$@"; elif (( $+functions[compdef] )); then compdef _roster roster; fi

    """

  static let fish = """
    # roster(1) completion for fish: save it as ~/.config/fish/completions/roster.fish
    # ('roster completion fish' prints it). fish quotes the names as it reads them.
    function __roster_complete
        set -l program (commandline -opc)[1]
        set -l out (command $program __complete fish (commandline -cp) 2>/dev/null | string split0)
        if test "$out[1]" = files
            __fish_complete_path (commandline -ct)
        else if test "$out[1]" = words; and set -q out[2]
            printf '%s\\0' $out[2..-1] | string split0
        end
    end
    complete -c roster -f -a '(__roster_complete)'

    """

  /// `roster __complete SHELL …`, as the scripts ask:
  ///
  /// - `bash WORD LINE`: `LINE` is the command line up to the cursor, `WORD` the text readline
  ///   replaces (after a `=`, `:` or an opened quote); the answer replaces it, quoted for bash.
  /// - `zsh QUOTE PREFIX WORD…`: the words before the one being typed (zsh took their quotes
  ///   off), and of that one the quote zsh found open and the text after it; names as they are.
  /// - `fish LINE`: names as they are, except those with a tab (fish would read a description).
  static func run(_ arguments: [String], environment: [String: String], out: TextSink) {
    guard let shell = arguments.first else { return }
    let line: ShellWords
    switch (shell, arguments.count) {
    case ("bash", 3): line = ShellWords(arguments[2], dialect: .posix)
    case ("fish", 2): line = ShellWords(arguments[1], dialect: .fish)
    case ("zsh", 3...):
      let opened = ["'": "'", "\"": "\"", "$'": "$'"][arguments[1]] ?? ""
      let typed = ShellWords(opened + arguments[2], dialect: .posix, oneWord: true)
      let words = Array(arguments.dropFirst(3))
      line = ShellWords(words: words, current: typed.current)
    default: return
    }
    var words = line.words
    if !words.isEmpty { words.removeFirst() }  // the program
    let result = candidates(words: words, current: line.current, environment: environment)
    out.escapesControls = false
    func answer(_ word: String) { out.write(word + "\u{0}") }
    guard case .words(let candidates) = result else { return answer("files") }
    answer("words")
    switch shell {
    case "bash":
      // Readline replaces the end of the word, `arguments[1]`; what comes before it stays.
      var kept = ""
      if line.currentRaw.hasSuffix(arguments[1]) {
        kept = String(line.currentRaw.unicodeScalars.dropLast(arguments[1].unicodeScalars.count))
      }
      let before = ShellWords(kept, dialect: .posix, oneWord: true)
      for candidate in candidates {
        guard let rest = remainder(of: candidate, after: before.current) else { continue }
        answer(BashQuoting.quoted(rest, inside: before.quote))
      }
    case "fish":
      for candidate in candidates where !candidate.contains("\t") { answer(candidate) }
    default:
      for candidate in candidates { answer(candidate) }
    }
  }

  /// What `candidate` adds to `typed`, which starts it (in any case).
  private static func remainder(of candidate: String, after typed: String) -> String? {
    if candidate.hasPrefix(typed) { return String(candidate.dropFirst(typed.count)) }
    let start = candidate.prefix(typed.count)
    guard start.count == typed.count, start.lowercased() == typed.lowercased() else { return nil }
    return String(candidate.dropFirst(typed.count))
  }

  /// What completes `current`, the word being typed after `words` (values, without the
  /// program): whole replacements for it, as the names are, or file names.
  static func candidates(words: [String], current: String, environment: [String: String]) -> Completer.Result
  {
    // The options of `roster` itself, and the league the line names.
    var database: String?
    var kept: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" {
        kept += words[(index + 1)...]
        break
      }
      let (name, inline) = GlobalOption.split(word)
      guard word.hasPrefix("-"), let option = GlobalOption(spelling: name, beforeCommand: kept.isEmpty) else {
        kept.append(word)
        index += 1
        continue
      }
      var value = inline
      if option.placeholder != nil && inline == nil {
        // `roster --db <Tab>`, `--format <Tab>`: the option's value.
        guard index + 1 < words.count else { return values(of: option, current) }
        value = words[index + 1]
        index += 1
      }
      if option == .database { database = value }
      index += 1
    }
    if current.hasPrefix("--"), let equals = current.firstIndex(of: "="),
      let option = GlobalOption(spelling: String(current[..<equals]), beforeCommand: false)
    {
      guard case .words(let list) = values(of: option, String(current[current.index(after: equals)...]))
      else { return .fileNames }
      return .words(list.map { option.name + "=" + $0 })
    }
    if kept.isEmpty && current.hasPrefix("-") {
      return .words(GlobalOption.allCases.map(\.name).filter { $0.hasPrefix(current) })
    }
    if kept.first?.lowercased() == "completion" {
      return .words(kept.count == 1 ? shells.filter { $0.hasPrefix(current) } : [])
    }
    // Without a league to ask (none yet, or one to upgrade first), an empty one: the commands.
    guard let session = session(database: database, environment: environment) ?? session(database: ":memory:")
    else { return .words([]) }
    // The team the line names (`players BOS`, `team=BOS`) is the place its players come from.
    for word in kept.dropFirst() {
      let value = word.lowercased().hasPrefix("team=") ? String(word.dropFirst(5)) : word
      if let team = try? session.league.object(session.model.rootEntity, named: value) {
        session.place = team
      }
    }
    var completer = Completer(session: session)
    completer.leagueWide = true
    // The REPL's line of the same words, the one being typed inside a quote: names come as they are.
    let prefix = kept.map { replWord($0) + " " }.joined()
    let result = completer.complete(prefix: prefix + current, word: current, quote: "\"")
    guard kept.isEmpty, case .words(let commands) = result else {
      // roster's own options stand after the command too (`roster players BOS --as-of <Tab>`).
      guard current.hasPrefix("--"), case .words(let words) = result else { return result }
      return .words(
        words + GlobalOption.allCases.map(\.name).filter { $0.hasPrefix(current) && !words.contains($0) })
    }
    // A shell's line starts a program: the REPL's own moves have no place there.
    return .words(
      (commands.filter { !replOnly.contains($0) } + (["completion"].filter { $0.hasPrefix(current) }))
        .sorted())
  }

  /// `value` as a word of the REPL's syntax (`CommandLineLexer`), quoted whatever it holds.
  private static func replWord(_ value: String) -> String {
    "\"" + value.escapingScalars { $0 == "\\" || $0 == "\"" ? "\\" + String($0) : nil } + "\""
  }

  /// The values an option takes that start with `typed`, by their kind.
  private static func values(of option: GlobalOption, _ typed: String) -> Completer.Result {
    switch option.value {
    case .file?: return .fileNames
    case .choice(let words)?: return .words(words.filter { $0.hasPrefix(typed) })
    case .when?: return .words(["today", "yesterday"].filter { $0.hasPrefix(typed) })
    default: return .words([])
    }
  }

  /// Commands that only mean something in a session that lasts (they move or shape a view).
  static let replOnly: Set = ["cd", "back", "pwd", "where", "sort", "quit", "exit", "as-of"]

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
