extension Eligibility {
  /// Free agents no division takes, in a league whose divisions all limit league ages (a
  /// division without limits takes anyone, and a league without divisions places no one): those
  /// whose league age is outside every division's, and those without a birthdate to tell it.
  /// After a season rollover every player is a free agent, so the database keeps only these.
  static func freeAgents(
    in context: Context, scope: EligibilityScope, divisions: [DivisionRules], day: AgeDay
  )
    throws -> [EligibilityProblem]
  {
    guard case .league = scope else { return [] }
    guard !divisions.isEmpty, divisions.allSatisfy({ $0.minAge != nil || $0.maxAge != nil }) else {
      return []
    }
    let taken = divisions.map { division in
      Predicate.and(
        division.minAge.map { .comparison(key: "leagueAge", .greaterOrEqual, .integer(Int64($0))) },
        division.maxAge.map { .comparison(key: "leagueAge", .lessOrEqual, .integer(Int64($0))) })
        ?? Predicate(node: .constant(true))
    }
    let fitsNone = !Predicate(node: .or(taken.map(\.node)))
    let request = FetchRequest(
      entity: RosterModel.player,
      predicate: .comparison(key: "team", .equal, .null)
        && (.comparison(key: "birthdate", .equal, .null) || fitsNone),
      sortDescriptors: [SortDescriptor("name")])
    return try context.fetchValues(request, keyPaths: ["self", "name", "leagueAge", "birthdate"]).map { row in
      let known = !row[3].isNull
      return .placement(
        player: reference(row[0], row[1], RosterModel.player), leagueAge: known ? int(row[2]) : nil,
        givenAge: known ? nil : int(row[2]), day: day.given(known), divisions: divisions)
    }
  }
}
