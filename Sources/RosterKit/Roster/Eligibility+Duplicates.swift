extension Eligibility {
  /// Groups of a query of rows named at once, under the values one query may bind (two a group).
  static let duplicateBatch = 10_000

  /// The same person on more than one roster: players on teams grouped by folded name and
  /// birthdate, the groups of two or more kept by the database (`GROUP BY … HAVING`), then
  /// their players read to name the teams.
  static func duplicates(in context: Context, scope: EligibilityScope) throws -> [EligibilityProblem] {
    var rostered =
      Predicate.comparison(key: "team", .notEqual, .null) && .comparison(key: "birthdate", .notEqual, .null)
    if case .touched(_, _, let people) = scope {
      guard !people.isEmpty else { return [] }
      rostered = rostered && either(people)
    }
    let groups = try context.groupCounts(
      FetchRequest(entity: RosterModel.player, predicate: rostered), by: ["name", "birthdate"], folding: .all,
      minimumCount: 2)
    let people = groups.compactMap { group -> EligibilityScope.Person? in
      guard let name = group.values[0].textValue, let birthdate = group.values[1].textValue else {
        return nil
      }
      return EligibilityScope.Person(name: name, birthdate: birthdate)
    }
    var problems: [EligibilityProblem] = []
    for start in stride(from: 0, to: people.count, by: duplicateBatch) {
      let batch = Array(people[start..<min(start + duplicateBatch, people.count)])
      problems += try duplicates(of: batch, in: context, scope: scope)
    }
    return problems
  }

  /// The players of each of `people` on a roster, as one problem a person.
  private static func duplicates(
    of people: [EligibilityScope.Person], in context: Context, scope: EligibilityScope
  ) throws -> [EligibilityProblem] {
    let request = FetchRequest(
      entity: RosterModel.player,
      predicate: .comparison(key: "team", .notEqual, .null) && among(people),
      sortDescriptors: [SortDescriptor("team.name"), SortDescriptor("name")])
    let keys = ["self", "name", "birthdate", "team", "team.name", "team.division", "team.division.name"]
    var rows: [EligibilityScope.Person: [(name: String, birthdate: String, row: [DatabaseValue])]] = [:]
    for row in try context.fetchValues(request, keyPaths: keys) {
      let name = row[1].description
      let birthdate = row[2].description
      rows[EligibilityScope.Person(name: name, birthdate: birthdate), default: []].append(
        (name, birthdate, row))
    }
    return people.compactMap { person in
      guard let members = rows[person], members.count > 1 else { return nil }
      let players = members.map { member in
        (
          player: reference(member.row[0], member.row[1], RosterModel.player),
          team: reference(member.row[3], member.row[4], RosterModel.team),
          division: member.row[5].isNull ? nil : reference(member.row[5], member.row[6], RosterModel.division)
        )
      }
      guard scope.concerns(teams: players.map(\.team.id), divisions: players.compactMap(\.division?.id))
      else {
        return nil
      }
      return .duplicate(
        name: members[0].name, birthdate: members[0].birthdate, key: "\(person.name) \(person.birthdate)",
        players: players)
    }
  }

  /// Players who are one of `people`: the name ignoring case and accents, and the birthdate.
  private static func either(_ people: [EligibilityScope.Person]) -> Predicate {
    Predicate(
      node: .or(
        people.map { person in
          (Predicate.comparison(key: "name", .equal, .text(person.name), options: .all)
            && .comparison(key: "birthdate", .equal, .text(person.birthdate))).node
        }))
  }

  /// The players with one of the names and one of the birthdates of `people`: more than those
  /// people's players (a name with another's birthdate), whom the caller leaves out, but two
  /// lookups a row in the lists, where `either`'s test of each person a row costs a scan of the
  /// league a batch as many comparisons as it has people.
  private static func among(_ people: [EligibilityScope.Person]) -> Predicate {
    let names = Set(people.map(\.name)).sorted().map(Predicate.Value.text)
    let birthdates = Set(people.map(\.birthdate)).sorted().map(Predicate.Value.text)
    return .comparison(key: "name", .in, names, options: .all)
      && .comparison(key: "birthdate", .in, birthdates)
  }

  private static func either(_ people: Set<EligibilityScope.Person>) -> Predicate {
    either(people.sorted { ($0.name, $0.birthdate) < ($1.name, $1.birthdate) })
  }
}
