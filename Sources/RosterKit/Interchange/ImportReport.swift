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
public struct ImportReport: Sendable {
  public struct Counts: Equatable, Sendable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    public var total: Int { added + updated + unchanged }
  }

  /// Objects made for rows whose reference named none (`--create-teams`): of which entity, for
  /// rows of which, and what they are called.
  public struct Creation: Equatable, Sendable {
    public let entity: String
    public let referencedBy: String
    public var names: [String]
  }

  /// Rows of each entity, by entity name.
  public var counts: [String: Counts] = [:]
  /// For each entity with a parent, how many parents its rows were imported into (teams that
  /// players were imported into).
  public var parents: [String: Int] = [:]
  public var rejected = 0
  public var created: [Creation] = []
  /// Unknown columns and the like: the import went on.
  public var warnings: [String] = []
  /// Where rejected rows went (`--skip-invalid`).
  public var rejectFiles: [String] = []
  public var seconds: Double = 0
  /// What the import changed, as a save's change set (its new rows as runs of ids).
  public var changes = ChangeSet()

  /// The counts of one entity's rows.
  public subscript(entity: String) -> Counts {
    get { counts[entity] ?? Counts() }
    set { counts[entity] = newValue }
  }

  /// The names of the objects of `entity` the import created.
  public func created(_ entity: String) -> [String] {
    created.filter { $0.entity == entity }.flatMap(\.names)
  }
}
