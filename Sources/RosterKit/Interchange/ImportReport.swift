/// One thing wrong with a row of an imported file: `FILE:LINE: column: what is wrong (value)`.
public struct ImportProblem: Equatable, Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: String?
  public let message: String

  public var description: String {
    "\(file):\(line): " + (column.map { "\($0): " } ?? "") + message
  }
}

/// An import that stored nothing, with what was wrong: the first problems and how many in all.
public struct ImportFailure: PersonFacingError, Sendable {
  /// How many problems are listed before "… and N more".
  public static let listed = 20

  public let problems: [ImportProblem]
  public let total: Int
  public let rows: Int

  public var description: String {
    var text =
      "nothing was imported: "
      + (rows == 1 ? "1 row has a problem" : "\(NumberText.grouped(rows)) rows have problems")
      + "; fix them and import again"
      + " (or use --skip-invalid to import the good rows)"
    for problem in problems { text += "\n  \(problem)" }
    if total > problems.count { text += "\n  … and \(NumberText.grouped(total - problems.count)) more" }
    return text
  }
}

/// A file that cannot be imported at all (unreadable, no header, unknown kind, broken quoting).
public struct ImportFileError: PersonFacingError, Equatable, Sendable {
  public let file: String
  public let line: Int?
  public let message: String

  public var description: String {
    file + (line.map { ":\($0)" } ?? "") + ": " + message + "; nothing was imported"
  }
}

/// What an import did.
public struct ImportReport: Equatable, Sendable {
  public struct Counts: Equatable, Sendable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var total: Int { added + updated + unchanged }
  }

  public var teams = Counts()
  public var players = Counts()
  /// Teams that players were imported into.
  public var teamsWithPlayers = 0
  public var rejected = 0
  /// Teams made for players whose team was missing (`--create-teams`).
  public var createdTeams: [String] = []
  /// Unknown columns and the like: the import went on.
  public var warnings: [String] = []
  /// Where rejected rows went (`--skip-invalid`).
  public var rejectFiles: [String] = []
  public var seconds: Double = 0
}
