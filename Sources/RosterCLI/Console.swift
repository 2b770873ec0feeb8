import CReadline
import Foundation
import RosterKit

/// The interactive session at a terminal, on readline.
struct Console {
  let session: Session
  let runner: ScriptRunner

  func run() -> Int32 {
    session.out.line(
      "Roster \(RosterCLI.version) — league \(session.league.store.location). Type 'help' for commands, 'quit' to leave."
    )
    session.out.flush()
    while let line = readline("roster> ") {
      let text = String(cString: line)
      free(line)
      if text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      add_history(text)
      do {
        let words = try CommandLineLexer.split(text)
        if let first = words.first?.value.lowercased(), ["quit", "exit"].contains(first) { break }
        try CommandTable.run(words, in: session)
      } catch {
        session.out.flush()
        let (message, _) = ErrorReporter.report(error, database: session.league.store.location)
        session.err.line("roster: " + message)
        session.err.flush()
      }
      session.out.flush()
    }
    return 0
  }
}
