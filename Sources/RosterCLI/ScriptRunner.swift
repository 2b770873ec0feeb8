import FoundationEssentials
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs commands read one per line from standard input (a pipe or a file): no prompt, blank
/// lines and `#` comments skipped, and the first failing command stops the run with its line
/// number. With `singleTransaction` (`-1`, as psql's), the whole script is one transaction: a
/// failure at line 10 leaves nothing of lines 1 to 9.
public struct ScriptRunner {
  let session: Session
  let database: String
  var singleTransaction = false

  /// A script that failed inside its one transaction: what it did is rolled back.
  private struct RolledBack: Error {}

  /// Runs every line; returns the exit status.
  public func run(lines: some Sequence<Result<String, ScriptLineError>>) -> Int32 {
    guard singleTransaction else { return runEach(lines) }
    var status: Int32 = 0
    // Files the script writes appear only when its changes are kept (see `HeldFiles`).
    let files = HeldFiles()
    session.runsAsOneTransaction = true
    defer { session.runsAsOneTransaction = false }
    do {
      try session.league.store.transaction {
        status = HeldFiles.$current.withValue(files) { runEach(lines) }
        if status != 0 { throw RolledBack() }
      }
    } catch is RolledBack {
      session.context.rollback()
      let names = files.names
      files.discard()
      // "and the 2 files it wrote were not put in place ('teams.csv' and 'report.html')".
      var shown = names.prefix(3).map(quoted)
      if names.count > 3 { shown.append("\(names.count - 3) more") }
      let files =
        names.count == 1
        ? ", and the file it wrote was not put in place (\(shown[0]))"
        : ", and the \(names.count) files it wrote were not put in place (\(Prose.list(shown, "and")))"
      session.err.line(
        "roster: the script ran as one transaction (--single-transaction): nothing it did was kept"
          + (names.isEmpty ? "" : files))
    } catch {
      files.discard()
      let (message, _) = ErrorReporter.report(error, database: database)
      session.err.line("roster: the script's transaction could not be committed: \(message)")
      return ErrorReporter.failure
    }
    do {
      try files.commit()
    } catch {
      let (message, _) = ErrorReporter.report(error, database: database)
      session.err.line("roster: the script's changes were kept, but a file it wrote was not: \(message)")
      return ErrorReporter.failure
    }
    return status
  }

  private func runEach(_ lines: some Sequence<Result<String, ScriptLineError>>) -> Int32 {
    var number = 0
    for line in lines {
      number += 1
      do {
        let text = try line.get()
        let words = try CommandLineLexer.split(text)
        guard !words.isEmpty else { continue }
        try session.runChecked(words)
        if session.quitRequested { break }
        // Ctrl-C during a command that had nothing left to stop ends the script after it.
        try Interruption.check()
      } catch {
        session.out.flush()
        let (message, status) = ErrorReporter.report(error, database: database)
        session.err.line("roster: line \(number): \(message)")
        return status == ErrorReporter.interrupted ? status : ErrorReporter.failure
      }
    }
    // Ctrl-C while waiting for the next line ends the input early.
    if Interruption.isRequested {
      session.err.line("roster: interrupted after line \(number)")
      return ErrorReporter.interrupted
    }
    return 0
  }
}

extension Session {
  /// Runs one command line, then makes sure what it wrote reached standard output: a write that
  /// failed (a reader that went away is no failure) is the command's error, and says whether the
  /// command's change was saved all the same.
  func runChecked(_ words: [Argument]) throws {
    try runChecked(try LineParser.parse(words, from: .session, model: model))
  }

  /// Runs a line already read (roster's own arguments), as `runChecked(_:)` runs a session's.
  func runChecked(_ line: ParsedLine) throws {
    lastChanges = nil
    try CommandTable.run(line, in: self)
    do {
      try out.confirmWritten()
    } catch var error as OutputError {
      // A change recorded for undo, or an import (which commits below the context), was saved.
      error.changeSaved = lastChanges != nil || line.command?.name == "import"
      throw error
    }
  }
}
