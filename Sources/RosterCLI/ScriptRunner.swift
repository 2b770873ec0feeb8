import Foundation
import RosterKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs commands read one per line from standard input (a pipe or a file): no prompt, blank
/// lines and `#` comments skipped, and the first failing command stops the run with its line
/// number.
public struct ScriptRunner {
  let session: Session
  let database: String

  /// Runs every line; returns the exit status.
  public func run(lines: some Sequence<Result<String, ScriptLineError>>) -> Int32 {
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
    lastChanges = nil
    try CommandTable.run(words, in: self)
    do {
      try out.confirmWritten()
    } catch var error as OutputError {
      // A change recorded for undo, or an import (which commits below the context), was saved.
      error.changeSaved = lastChanges != nil || words.first?.value.lowercased() == "import"
      throw error
    }
  }
}

/// A line of input (or an argument) that is not UTF-8 text.
public struct ScriptLineError: PersonFacingError {
  /// Where the bytes came from, for the advice: a script, the terminal, or the command line.
  public enum Origin: Sendable { case script, terminal, argument(Int) }
  public var origin: Origin = .script

  public var description: String {
    switch origin {
    case .script: "the line is not valid UTF-8 text; save the script as UTF-8"
    case .terminal: "the line is not valid UTF-8 text; set the terminal to UTF-8 (such as LANG=C.UTF-8)"
    case .argument(let number): "argument \(number) is not valid UTF-8 text; type it in UTF-8"
    }
  }
}

/// Lines of a file descriptor, read as raw bytes and checked to be UTF-8 (never repaired).
public struct InputLines: Sequence, IteratorProtocol {
  private let file: UnsafeMutablePointer<FILE>

  /// Lines of standard input.
  public init() { self.file = fdopen(STDIN_FILENO, "r") }

  public mutating func next() -> Result<String, ScriptLineError>? {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { return nil }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: length)
    if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") else {
      return .failure(ScriptLineError())
    }
    return .success(text)
  }
}
