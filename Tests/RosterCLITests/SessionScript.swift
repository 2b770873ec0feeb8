@testable import RosterCLI

extension Session {
  /// Runs script lines in this session, as a script or the REPL would, and returns what they
  /// printed on standard output.
  @discardableResult
  func run(_ lines: String...) throws -> String {
    let start = out.text.count
    for line in lines { try CommandTable.run(try CommandLineLexer.split(line), in: self) }
    return String(out.text.dropFirst(start))
  }

  /// Runs a script line with CSV listings (exact to compare), then goes back to tables.
  func csv(_ line: String) throws -> String {
    format = .csv
    defer { format = .table }
    return try run(line)
  }
}
