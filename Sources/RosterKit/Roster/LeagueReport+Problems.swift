extension LeagueReport {
  /// The league's report with its eligibility problems, each under the division it is of: a
  /// duplicate under each division it has a player in, once, however many of its players are
  /// in it; a problem of no division (a team outside any, a free agent) under "No division".
  public init(checking context: Context) throws {
    var problems: [String?: [String]] = [:]
    for problem in try Eligibility.problems(in: context) {
      let names = EligibilityProblem.distinct(problem.divisions.map(\.name))
      for name in names.isEmpty ? [nil] : names.map(Optional.some) {
        problems[name, default: []].append(problem.sentence)
      }
    }
    try self.init(context: context, problems: problems)
  }
}
