@preconcurrency import CReadline
import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The interactive session at a terminal, on readline's callback interface: a prompt that says
/// where you are, Tab completion, history across sessions, Ctrl-C that abandons the line, Ctrl-D
/// that leaves, and lines that continue while a quote is open.
final class Console {
  let session: Session
  let historyPath: String
  private var continuation: String?
  private var dataVersion: Int64 = 0

  /// The console readline's C callbacks talk to (there is one per process).
  nonisolated(unsafe) static var current: Console?
  nonisolated(unsafe) private static var received: Result<String, ScriptLineError>??

  /// How many lines the history keeps (`history-size`).
  var historyLimit: Int32 = 1_000

  init(session: Session, historyPath: String) {
    self.session = session
    self.historyPath = historyPath
  }

  /// The history file: `$ROSTER_HISTORY`, else `history` beside the default database.
  static func historyPath(environment: [String: String]) -> String {
    if let path = environment["ROSTER_HISTORY"], !path.isEmpty { return path }
    return PathName.join(PathName.folder(of: League.defaultPath(environment: environment)), "history")
  }

  func run() -> Int32 {
    Console.current = self
    setUpReadline()
    session.out.line(
      "Roster \(RosterCLI.version) — \(session.league.store.location). Type 'help' for commands, Ctrl-D to leave."
    )
    dataVersion = (try? session.league.store.dataVersion()) ?? 0
    while case .line(let line) = read(prompt: prompt, question: false) {
      switch line {
      case .success(let line): handle(line)
      case .failure(let error):
        continuation = nil
        session.err.line("roster: " + error.description)
      }
      if session.quitRequested { break }
    }
    session.out.flush()
    return 0
  }

  // MARK: Reading lines

  private var prompt: String {
    if continuation != nil { return "...> " }
    // The league as it was says so in every prompt: "roster@12:Boston Red Sox>".
    let name = "roster" + (session.asOf.map { "@\($0.id)" } ?? "")
    let room = max(8, (session.terminal?.size.columns ?? 80) / 3)
    // A `where` or `sort` in force is shown, so a short list is not taken for the whole one.
    var view = ""
    if let predicate = session.view.predicate { view += " where " + predicate }
    if let sort = session.view.sort { view += " sort " + sort }
    view =
      view.isEmpty ? "" : " [" + DisplayWidth.truncate(String(view.dropFirst()).visible(), to: room) + "]"
    if session.inPool, let pool = session.poolName { return "\(name):\(pool)\(view)> " }
    guard let place = session.place else { return "\(name)\(view)> " }
    // The name may come from another program: shown, never obeyed, by the terminal.
    return "\(name):\(DisplayWidth.truncate(place.displayName.visible(), to: room))\(view)> "
  }

  private enum Reading {
    case line(Result<String, ScriptLineError>)
    /// Ctrl-D.
    case end
    /// Ctrl-C at a question.
    case interrupted
  }

  /// The next line typed after `prompt`. At the command prompt Ctrl-C abandons what was typed and
  /// prompts again; at a question (`[y/N]`) it ends the question, which counts as no.
  private func read(prompt: String, question: Bool) -> Reading {
    session.out.flush()
    session.err.flush()
    InterruptHandler.drain()
    Console.received = nil
    installHandler(prompt)
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: InterruptHandler.lineReader, events: Int16(POLLIN), revents: 0),
    ]
    while Console.received == nil {
      if poll(&descriptors, 2, -1) < 0 { continue }  // EINTR: a signal; look again
      if descriptors[1].revents != 0 {
        InterruptHandler.drain()
        abandonLine()
        if question { return .interrupted }
        installHandler(self.prompt)
        continue
      }
      if descriptors[0].revents != 0 { rl_callback_read_char() }
    }
    guard let line = Console.received! else {
      Terminal.writeDirectly("\n")
      return .end
    }
    return .line(line)
  }

  /// Prompts and hands readline the function that receives the finished line (nil at Ctrl-D).
  private func installHandler(_ prompt: String) {
    rl_callback_handler_install(prompt) { line in
      // Bytes that are not UTF-8 (a terminal set to another encoding) are refused, never repaired.
      Console.received = .some(
        line.map {
          String(validatingCString: $0).map(Result.success) ?? .failure(ScriptLineError(origin: .terminal))
        })
      free(line)
      // Removed here, in the handler, readline does not print the next prompt before the command runs.
      rl_callback_handler_remove()
    }
  }

  /// Ctrl-C: the line (and any continued command) is dropped. The screen keeps what it showed,
  /// with ^C after the whole line, and the next prompt starts empty, even from a Ctrl-R search:
  /// ending a search (`rl_callback_sigcleanup`) puts a line back in the buffer, so it ends before
  /// the line is emptied, and readline is told the cursor is on a new line (`rl_on_new_line`);
  /// emptied first, the found command stayed on the screen after the next prompt, the line
  /// empty, and what was typed next showed over it.
  private func abandonLine() {
    continuation = nil
    rl_point = rl_end
    rl_redisplay()
    Terminal.writeDirectly("^C\n")
    rl_callback_sigcleanup()
    rl_replace_line("", 0)
    rl_point = 0
    rl_free_line_state()
    rl_on_new_line()
    rl_callback_handler_remove()
  }

  // MARK: Running a line

  private func handle(_ line: String) {
    let text = continuation.map { $0 + "\n" + line } ?? line
    let words: [Argument]
    do {
      words = try CommandLineLexer.split(text)
      continuation = nil
    } catch CommandLineLexer.Failure.unterminatedQuote {
      continuation = text
      return
    } catch {
      continuation = nil
      return
    }
    guard !words.isEmpty else { return }
    remember(text)
    noticeOtherSessions()
    session.lastChanges = nil
    // A Ctrl-C pressed while typing is not for this command.
    Interruption.clear()
    defer { Interruption.clear() }
    do {
      try session.runChecked(words)
      if let changes = session.lastChanges, session.format == .table {
        try NavigationCommands.list(session, marks: try session.changeSet(changes))
      }
    } catch {
      session.out.flush()
      let (message, _) = ErrorReporter.report(error, database: session.league.store.location)
      session.err.line("roster: " + message)
    }
    // A PostgreSQL league's counter moves with this session's own changes too: they are not news.
    if session.lastChanges != nil, let version = try? session.league.store.dataVersion() {
      dataVersion = version
    }
    session.lastChanges = nil
  }

  /// When another process changed the league since the last command, says so. What this session
  /// read stays as it was read: a listing reads fresh rows anyway, and a change to a row numbered
  /// by an earlier listing must meet the version it was listed with, so it is refused as a conflict
  /// instead of overwriting the other session's change.
  private func noticeOtherSessions() {
    guard let version = try? session.league.store.dataVersion(), version != dataVersion else { return }
    dataVersion = version
    session.out.line("Another session changed the league since your last command.")
    // The team you are in may be among the changes: then there is nothing to be in.
    if let place = session.place, (try? session.league.exists(place)) == false {
      session.place = nil
      session.out.line(
        "\(place.displayName) was deleted by another session; back at the "
          + "\(session.model.rootEntity.presentation.plural).")
    }
  }

  // MARK: History

  private func remember(_ text: String) {
    // The history file holds a line an entry: a command continued over lines is kept on one.
    // A password in a URL on the line is not kept (HistoryLine).
    guard historyLimit > 0 else { return }
    let text = HistoryLine.withoutPasswords(text.replacingLiterally("\n", with: " "))
    add_history(text)
    append_history(1, historyPath)
    history_truncate_file(historyPath, historyLimit)
  }

  // MARK: Set-up

  private func setUpReadline() {
    rl_readline_name = UnsafePointer(strdup("roster"))
    rl_catch_signals = 0
    rl_completer_word_break_characters = UnsafePointer(strdup(" \t"))
    rl_completer_quote_characters = UnsafePointer(strdup("\"'"))
    rl_attempted_completion_function = { text, start, end in
      Console.current?.completions(text.map { String(cString: $0) } ?? "", end: Int(end))
    }
    using_history()
    stifle_history(historyLimit)
    let folder = PathName.folder(of: historyPath)
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    if !FileManager.default.fileExists(atPath: historyPath) {
      _ = FileManager.default.createFile(
        atPath: historyPath, contents: nil, attributes: [.posixPermissions: 0o600])
    }
    read_history(historyPath)

    InterruptHandler.install()
    session.terminal?.readAnswer = { [unowned self] question in
      guard case .line(.success(let answer)) = self.read(prompt: question, question: true) else { return nil }
      return answer
    }
  }

  /// readline's completion: our candidates, or its own file-name completion where a path goes.
  private func completions(_ text: String, end: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    let buffer = rl_line_buffer.map { String(cString: $0) } ?? ""
    let prefix = String(decoding: Array(buffer.utf8.prefix(end)), as: UTF8.self)
    let quote =
      rl_completion_quote_character == 0
      ? nil : Character(UnicodeScalar(UInt8(rl_completion_quote_character)))
    switch Completer(session: session).complete(prefix: prefix, word: text, quote: quote) {
    case .fileNames:
      rl_attempted_completion_over = 0
      return nil
    case .words(let words):
      rl_attempted_completion_over = 1
      guard !words.isEmpty else { return nil }
      // readline wants the common prefix first, then each match, then NULL, all malloc'd.
      let matches = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: words.count + 2)
      matches[0] = strdup(Self.commonPrefix(words))
      for (index, word) in words.enumerated() { matches[index + 1] = strdup(word) }
      matches[words.count + 1] = nil
      return matches
    }
  }

  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}
