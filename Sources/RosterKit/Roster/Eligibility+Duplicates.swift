extension Eligibility {
  /// Rows of duplicates read by one query: their ids are one bound list.
  static let duplicateBatch = 10_000

  /// The same person on more than one roster: players on teams grouped by folded name and
  /// birthdate, the groups of two or more kept by the database (`GROUP BY … HAVING`) with their
  /// rows' ids, then those rows read by id to name the teams.
  static func duplicates(in context: Context, scope: EligibilityScope) throws -> [EligibilityProblem] {
    var rostered =
      Predicate.comparison(key: "team", .notEqual, .null) && .comparison(key: "birthdate", .notEqual, .null)
    var people: Set<EligibilityScope.Person>?
    var asked: [EligibilityScope.Person]?
    if case .touched(_, _, let touched) = scope {
      guard !touched.isEmpty else { return [] }
      rostered = rostered && either(touched)
      people = touched
      asked = touched.sorted { ($0.name, $0.birthdate) < ($1.name, $1.birthdate) }
    }
    // A session that may not read every birthdate asks the server, which answers the verdict.
    let groups: [(person: EligibilityScope.Person, rowIDs: [Int64])] =
      try EligibilityVerdicts.apply(to: context)
      ? EligibilityVerdicts.samePeople(asked, in: context)
      : context.groupRowIDs(
        FetchRequest(entity: RosterModel.player, predicate: rostered), by: ["name", "birthdate"],
        folding: .all,
        minimumCount: 2
      ).compactMap { group in
        guard let name = group.values[0].textValue, let birthdate = group.values[1].textValue else {
          return nil
        }
        let person = EligibilityScope.Person(name: name, birthdate: birthdate)
        // The query's lists take each name with each birthdate: only the people themselves count.
        if let people, !people.contains(person) { return nil }
        return (person, group.rowIDs)
      }
    var problems: [EligibilityProblem] = []
    var batch: [(person: EligibilityScope.Person, rowIDs: [Int64])] = []
    var rows = 0
    for group in groups {
      batch.append(group)
      rows += group.rowIDs.count
      if rows >= duplicateBatch {
        problems += try duplicates(of: batch, in: context, scope: scope)
        batch.removeAll()
        rows = 0
      }
    }
    if !batch.isEmpty { problems += try duplicates(of: batch, in: context, scope: scope) }
    return problems
  }

  /// The players of each group (a person and the ids of their rows), as one problem a person.
  private static func duplicates(
    of groups: [(person: EligibilityScope.Person, rowIDs: [Int64])], in context: Context,
    scope: EligibilityScope
  ) throws -> [EligibilityProblem] {
    var groupOf: [Int64: Int] = [:]
    for (index, group) in groups.enumerated() {
      for id in group.rowIDs { groupOf[id] = index }
    }
    let ids = groups.flatMap(\.rowIDs).map {
      Predicate.Value.object(ObjectID(entityName: RosterModel.player.name, rowID: $0))
    }
    let request = FetchRequest(
      entity: RosterModel.player, predicate: .comparison(key: "self", .in, ids),
      sortDescriptors: [SortDescriptor("team.name"), SortDescriptor("name")])
    let keys = ["self", "name", "birthdate", "team", "team.name", "team.division", "team.division.name"]
    var members = [[[DatabaseValue]]](repeating: [], count: groups.count)
    for row in try context.fetchValues(request, keyPaths: keys) {
      guard let id = row[0].integerValue, let index = groupOf[id] else { continue }
      members[index].append(row)
    }
    return zip(groups, members).compactMap { group, members in
      guard members.count > 1 else { return nil }
      let players = members.map { row in
        (
          player: reference(row[0], row[1], RosterModel.player),
          team: reference(row[3], row[4], RosterModel.team),
          division: row[5].isNull ? nil : reference(row[5], row[6], RosterModel.division)
        )
      }
      guard scope.concerns(teams: players.map(\.team.id), divisions: players.compactMap(\.division?.id))
      else {
        return nil
      }
      return .duplicate(
        name: members[0][1].description, birthdate: group.person.birthdate,
        key: "\(group.person.name) \(group.person.birthdate)", players: players)
    }
  }

  /// Players who may be one of `people`: with a birthdate of one of them, and for a few people a
  /// name of one of them too (ignoring case and accents), each list one bound value however many
  /// people; `duplicates` keeps the people themselves. An `OR` of a test a person was two bound
  /// values a person (refused past 15,000) and planner's work growing with their square (15 s
  /// for 10,000); both lists of many people, SQLite looked up every name with every birthdate in
  /// the index of both (4.3 s for 20,000).
  private static func either(_ people: Set<EligibilityScope.Person>) -> Predicate {
    let birthdates = Set(people.map(\.birthdate)).sorted().map { Predicate.Value.text($0) }
    let born = Predicate.comparison(key: "birthdate", .in, birthdates)
    guard people.count <= namedPeople else { return born }
    let names = Set(people.map(\.name)).sorted().map { Predicate.Value.text($0) }
    return born && .comparison(key: "name", .in, names, options: .all)
  }

  /// People whose names the duplicates' query lists as well as their birthdates.
  static let namedPeople = 64
}
