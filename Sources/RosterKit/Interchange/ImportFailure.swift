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
    let shown = problems.reduce(0) { $0 + 1 + $1.repeats }
    if total > shown { text += "\n  … and \(NumberText.grouped(total - shown)) more" }
    return text
  }
}
